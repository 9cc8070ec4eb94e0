package rules

import (
	"strconv"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0022 reports texts that may not fit where AA0139 does not look: in
// Validate, SetFilter and Get on a record, and translatable labels
// assigned or returned as a Text[N] or Code[N].
var PC0022 = &analysis.Rule{
	ID:      "PC0022",
	Title:   "Possible overflow assigning text to a smaller target type",
	Message: "Possible overflow assigning '%s' to '%s'",
	Description: "A text longer than the field or variable it ends up in fails at run time. Reported, with " +
		"lengths counted as AA0139 counts them (but a label without MaxLength that is not Locked counts as " +
		"unbounded, since its translations may be longer): the value of Rec.Validate(Field, Value) when it " +
		"may be longer than the Text[N] or Code[N] field; each %n argument of Rec.SetFilter(Field, " +
		"'...%1...', ...) with a literal filter when it may be longer than the Code[N] field (Text fields " +
		"are not checked); each argument of Rec.Get(...) that gives every primary key field when its value " +
		"has no declared length of its own (literals, Text or Code without a length, StrSubstNo, " +
		"concatenations, xmlport text elements) and may be longer than the key field; and a label without " +
		"MaxLength that is not Locked assigned (:=) or returned (exit) as a Text[N] or Code[N] while its " +
		"own text is shorter than N (a longer text is AA0139's). Not reported: values or fields whose " +
		"length alfix does not know, Format, FieldRef values, records of unknown tables, obsolete code. " +
		"Fixes: wrap the value in Text.CopyStr(Value, 1, Text.MaxStrLen(Target)) (assignments, exit and " +
		"Validate), or give the label MaxLength = N when its text fits.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0022.CopyStr", "PC0022.MaxLength"},
	UsesProject: true,
	Run:         runPC0022,
}

func runPC0022(pass *analysis.Pass) {
	f := pass.File
	tl := newTextLengths(pass, labelsTranslated)
	for ts := range textStores(pass) {
		lv, d, ok := pc0022Label(pass, ts.value)
		if !ok || lv.ArgIs("Locked", "true") {
			continue
		}
		if _, has := labelMaxLength(f, lv); has || utf8.RuneCountInString(lv.TextValue()) >= ts.length {
			continue
		}
		limit := strconv.Itoa(ts.length)
		if ts.target != nil {
			limit = "Text.MaxStrLen(" + f.Text(f.Span(ts.target)) + ")"
		}
		pc0022Report(pass, ts.value, "Label", textTypeName(ts.typ.Kind, ts.length), limit, ts.length, d)
	}
	for _, c := range tl.fb.calls {
		if c.call == nil || f.InObsoleteCode(c.call) || c.call.Ancestor(syntax.WithStmt) != nil {
			continue
		}
		switch {
		case c.is("Validate", "Record") && len(c.args) == 2:
			pc0022Validate(pass, tl, c)
		case c.is("SetFilter", "Record") && len(c.args) >= 3:
			pc0022SetFilter(pass, tl, c)
		case c.is("Get", "Record") && len(c.args) > 0:
			pc0022Get(pass, tl, c)
		}
	}
}

// pc0022Report reports value, which may not fit in a target of the given
// length, with the CopyStr fix (limit is the length expression; "" for
// none) and, for a label of this file without MaxLength whose text fits,
// the MaxLength fix.
func pc0022Report(pass *analysis.Pass, value *syntax.Node, from, to, limit string, length int, label *symbols.Decl) {
	f := pass.File
	var fixes []analysis.Fix
	if limit != "" {
		fixes = append(fixes, pass.Fix("CopyStr", "Cut the value with CopyStr",
			edit.Replace(f.Span(value), copyStrText(f, value, limit))))
	}
	if label != nil {
		if lv, ok := f.VariableLabel(label.Node); ok {
			if _, has := labelMaxLength(f, lv); !has && utf8.RuneCountInString(lv.TextValue()) <= length {
				fixes = append(fixes, pass.Fix("MaxLength", "Set the label's MaxLength to "+strconv.Itoa(length),
					edit.SetLabelArg(f, lv, "MaxLength", strconv.Itoa(length))))
			}
		}
	}
	pass.Reportf(f.Span(value), []any{from, to}, fixes...)
}

// pc0022Label returns the label a value names when it is a Label variable
// declared in this file.
func pc0022Label(pass *analysis.Pass, value *syntax.Node) (syntax.Label, *symbols.Decl, bool) {
	v := unparen(value)
	if v.Kind != syntax.NameExpr {
		return syntax.Label{}, nil, false
	}
	r := pass.Scopes().RefOf(v)
	if r == nil || r.Ambiguous || r.Decl == nil || !r.Decl.Type.Is("Label") {
		return syntax.Label{}, nil, false
	}
	lv, ok := pass.File.VariableLabel(r.Decl.Node)
	return lv, r.Decl, ok
}

// pc0022Field returns the field a field argument of a record method names,
// or nil.
func pc0022Field(pass *analysis.Pass, arg *syntax.Node) *symbols.Field {
	arg = unparen(arg)
	if arg.Kind != syntax.NameExpr {
		return nil
	}
	r := pass.Scopes().RefOf(arg)
	if r == nil || r.Ambiguous || r.Field == nil {
		return nil
	}
	return r.Field
}

// pc0022Validate checks Rec.Validate(Field, Value).
func pc0022Validate(pass *analysis.Pass, tl *textLengths, c builtinCall) {
	f := pass.File
	fl := pc0022Field(pass, c.args[0])
	if fl == nil {
		return
	}
	n, ok := boundedTextType(fieldTypeOf(fl))
	if !ok {
		return
	}
	value := c.args[1]
	l, ok := tl.length(value)
	if !ok || l <= n {
		return
	}
	target := f.Text(f.Span(c.args[0]))
	if c.receiver != nil {
		target = f.Text(f.Span(c.receiver)) + "." + target
	}
	_, d, _ := pc0022Label(pass, value)
	pc0022Report(pass, value, tl.textValueName(value, l), textTypeName(fieldTypeOf(fl).Kind, n), "Text.MaxStrLen("+target+")", n, d)
}

// pc0022SetFilter checks the %n arguments of Rec.SetFilter(Field,
// 'literal', ...) on a Code[N] field.
func pc0022SetFilter(pass *analysis.Pass, tl *textLengths, c builtinCall) {
	f := pass.File
	fl := pc0022Field(pass, c.args[0])
	if fl == nil || !fieldTypeOf(fl).Is("Code") {
		return
	}
	n, ok := boundedTextType(fieldTypeOf(fl))
	if !ok {
		return
	}
	filter := unparen(c.args[1])
	if filter.Kind != syntax.LiteralExpr || filter.Len() != 1 || f.Tokens[filter.First].Kind != syntax.String {
		return
	}
	seen := map[int]bool{}
	for _, p := range aa0470Placeholders(syntax.StringValue(f.TokenText(int(filter.First)))) {
		k := p.n + 1
		if seen[k] || k >= len(c.args) {
			continue
		}
		seen[k] = true
		l, ok := tl.length(c.args[k])
		if ok && l > n {
			pc0022Report(pass, c.args[k], tl.textValueName(c.args[k], l), textTypeName("Code", n), "", n, nil)
		}
	}
}

// pc0022Get checks the arguments of Rec.Get(...) that give the whole
// primary key.
func pc0022Get(pass *analysis.Pass, tl *textLengths, c builtinCall) {
	t := countedTable(pass, c)
	if t == nil || pass.Summary == nil {
		return
	}
	pk := symbols.PrimaryKeyNames(t)
	if len(pk) == 0 || len(c.args) < len(pk) {
		return
	}
	sc := pass.Scopes()
	for i, name := range pk {
		fl := pass.Summary.Field(t, name)
		if fl == nil {
			return
		}
		n, ok := boundedTextType(fieldTypeOf(fl))
		if !ok {
			continue
		}
		arg := c.args[i]
		if _, own := boundedTextType(sc.TypeOf(unparen(arg))); own {
			continue
		}
		l, ok := tl.length(arg)
		if ok && l > n {
			pc0022Report(pass, arg, tl.textValueName(arg, l), textTypeName(fieldTypeOf(fl).Kind, n), "", n, nil)
		}
	}
}

// fieldTypeOf returns a field's type, the zero Type when it has none.
func fieldTypeOf(fl *symbols.Field) symbols.Type {
	if fl == nil || fl.Type == nil {
		return symbols.Type{}
	}
	return *fl.Type
}
