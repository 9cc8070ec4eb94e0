package platformcop

import (
	"strconv"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/rules/internal/textlength"
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
	tl := textlength.NewTextLengths(pass, textlength.LabelsTranslated)
	for ts := range textlength.TextStores(pass) {
		lv, d, ok := pc0022Label(pass, ts.Value)
		if !ok || lv.ArgIs("Locked", "true") {
			continue
		}
		if _, has := textlength.LabelMaxLength(f, lv); has || utf8.RuneCountInString(lv.TextValue()) >= ts.Length {
			continue
		}
		limit := strconv.Itoa(ts.Length)
		if ts.Target != nil {
			limit = "Text.MaxStrLen(" + f.Text(f.Span(ts.Target)) + ")"
		}
		pc0022Report(pass, ts.Value, "Label", textlength.TextTypeName(ts.Typ.Kind, ts.Length), limit, ts.Length, d)
	}
	for _, c := range tl.Builtins.Calls {
		if c.Call == nil || f.InObsoleteCode(c.Call) || c.Call.Ancestor(syntax.WithStmt) != nil {
			continue
		}
		switch {
		case c.Is("Validate", "Record") && len(c.Args) == 2:
			pc0022Validate(pass, tl, c)
		case c.Is("SetFilter", "Record") && len(c.Args) >= 3:
			pc0022SetFilter(pass, tl, c)
		case c.Is("Get", "Record") && len(c.Args) > 0:
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
			edit.Replace(f.Span(value), textlength.CopyStrText(f, value, limit))))
	}
	if label != nil {
		if lv, ok := f.VariableLabel(label.Node); ok {
			if _, has := textlength.LabelMaxLength(f, lv); !has && utf8.RuneCountInString(lv.TextValue()) <= length {
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
	v := value.Unparen()
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
	arg = arg.Unparen()
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
func pc0022Validate(pass *analysis.Pass, tl *textlength.TextLengths, c calls.Call) {
	f := pass.File
	fl := pc0022Field(pass, c.Args[0])
	if fl == nil {
		return
	}
	n, ok := textlength.BoundedTextType(records.FieldType(fl))
	if !ok {
		return
	}
	value := c.Args[1]
	l, ok := tl.Length(value)
	if !ok || l <= n {
		return
	}
	target := f.Text(f.Span(c.Args[0]))
	if c.Receiver != nil {
		target = f.Text(f.Span(c.Receiver)) + "." + target
	}
	_, d, _ := pc0022Label(pass, value)
	pc0022Report(pass, value, tl.TextValueName(value, l), textlength.TextTypeName(records.FieldType(fl).Kind, n), "Text.MaxStrLen("+target+")", n, d)
}

// pc0022SetFilter checks the %n arguments of Rec.SetFilter(Field,
// 'literal', ...) on a Code[N] field.
func pc0022SetFilter(pass *analysis.Pass, tl *textlength.TextLengths, c calls.Call) {
	f := pass.File
	fl := pc0022Field(pass, c.Args[0])
	if fl == nil || !records.FieldType(fl).Is("Code") {
		return
	}
	n, ok := textlength.BoundedTextType(records.FieldType(fl))
	if !ok {
		return
	}
	filter := c.Args[1].Unparen()
	if filter.Kind != syntax.LiteralExpr || filter.Len() != 1 || f.Tokens[filter.First].Kind != syntax.String {
		return
	}
	seen := map[int]bool{}
	for _, p := range labels.Placeholders(syntax.StringValue(f.TokenText(int(filter.First)))) {
		k := p.N + 1
		if seen[k] || k >= len(c.Args) {
			continue
		}
		seen[k] = true
		l, ok := tl.Length(c.Args[k])
		if ok && l > n {
			pc0022Report(pass, c.Args[k], tl.TextValueName(c.Args[k], l), textlength.TextTypeName("Code", n), "", n, nil)
		}
	}
}

// pc0022Get checks the arguments of Rec.Get(...) that give the whole
// primary key.
func pc0022Get(pass *analysis.Pass, tl *textlength.TextLengths, c calls.Call) {
	t := records.CountedTable(pass, c)
	if t == nil || pass.Summary == nil {
		return
	}
	pk := symbols.PrimaryKeyNames(t)
	if len(pk) == 0 || len(c.Args) < len(pk) {
		return
	}
	sc := pass.Scopes()
	for i, name := range pk {
		fl := pass.Summary.Field(t, name)
		if fl == nil {
			return
		}
		n, ok := textlength.BoundedTextType(records.FieldType(fl))
		if !ok {
			continue
		}
		arg := c.Args[i]
		if _, own := textlength.BoundedTextType(sc.TypeOf(arg.Unparen())); own {
			continue
		}
		l, ok := tl.Length(arg)
		if ok && l > n {
			pc0022Report(pass, arg, tl.TextValueName(arg, l), textlength.TextTypeName(records.FieldType(fl).Kind, n), "", n, nil)
		}
	}
}
