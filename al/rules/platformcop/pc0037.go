package platformcop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0037 reports a table field assigned directly instead of through
// Validate.
var PC0037 = &analysis.Rule{
	ID:      "PC0037",
	Title:   "Use Validate() instead of direct field assignment",
	Message: "Assigning %s directly %s; use Validate()",
	Description: "A direct assignment (:=, +=, ...) to a table field does not run the field's OnValidate " +
		"trigger, nor the OnBeforeValidate and OnAfterValidate triggers of table extensions that modify it, " +
		"so the business rules written there, or added there later by the table's owner or an extension, " +
		"are bypassed. Reported, as ALCops reports it: every assignment to a normal field of a record " +
		"(Rec.Field := X, this.Field, a bare field of a page's implicit record) whose table alfix knows; the " +
		"message says when alfix sees a validate trigger on the field (the field's OnValidate, or a table " +
		"extension's OnBeforeValidate or OnAfterValidate). Not reported: the field assigned on the current " +
		"record (Rec, this or a bare name) inside its own OnValidate, OnBeforeValidate or OnAfterValidate " +
		"trigger (table field, table extension modify, page control bound to it, page extension modify of " +
		"such a control), temporary records (declared temporary, TableType = Temporary, a page's Rec with " +
		"SourceTableTemporary, data items with UseTemporary), tables whose records live outside Business " +
		"Central (TableType CRM, ExternalSQL, Exchange, MicrosoftGraph, ...), FlowFields and FlowFilters, " +
		"obsolete fields and obsolete code, statements inside with, fields of unknown tables, and a table's " +
		"(or table extension's) own code naming its fields bare, without Rec or this. The fix, for " +
		"a plain := statement, rewrites Rec.Field := X into Rec.Validate(Field, X).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0037.UseValidate"},
	UsesProject: true,
	Run:         runPC0037,
}

// pc0037ValidateTriggers are the triggers that run when a field is validated.
var pc0037ValidateTriggers = []string{"onvalidate", "onbeforevalidate", "onaftervalidate"}

func runPC0037(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	for st := range pass.Code(syntax.AssignStmt) {
		if len(st.Children) != 2 || st.Ancestor(syntax.WithStmt) != nil || f.InObsoleteCode(st) {
			continue
		}
		target := st.Children[0]
		fl, table, current, ok := pc0037Field(pass, target)
		if !ok || fl == nil || table == nil {
			continue
		}
		if fl.FieldClass != "" && !strings.EqualFold(fl.FieldClass, "Normal") || fl.ObsoleteState != "" &&
			!strings.EqualFold(fl.ObsoleteState, "No") {
			continue
		}
		if records.TableTemporary(table) || records.TableExternal(table) {
			continue
		}
		if current && pc0037OwnTrigger(pass, st, fl.Name) {
			continue
		}
		why := "would skip validation code added to it later"
		switch triggers, known := pass.Summary.FieldTriggers(table, fl.Name); {
		case !known:
			why = "skips whatever validation code it has"
		case slices.ContainsFunc(triggers, func(t string) bool {
			return slices.Contains(pc0037ValidateTriggers, strings.ToLower(t))
		}):
			why = "skips its validation code"
		}
		name := int(target.Last) - 1
		pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name), why}, pc0037Fix(pass, st, target))
	}
}

// pc0037Field returns the field an assignment target names, its table and
// whether the record is the current one (Rec, this or the implicit record);
// ok is false for a target that is not surely a field of a non-temporary
// record.
func pc0037Field(pass *analysis.Pass, target *syntax.Node) (fl *symbols.Field, table *symbols.Object, current, ok bool) {
	f := pass.File
	sc := pass.Scopes()
	switch target.Kind {
	case syntax.NameExpr:
		r := sc.RefOf(target)
		if r == nil || r.Ambiguous || r.Field == nil {
			return nil, nil, false, false
		}
		has, t := sc.ImplicitRecord(target)
		if !has || pc0037ImplicitTemporary(pass, target) {
			return nil, nil, false, false
		}
		// A table's own code naming its fields bare is not reported (as by
		// ALCops, which sees no record instance there); a page's implicit
		// record is.
		if obj := target.Ancestor(syntax.Object); obj != nil {
			switch f.ObjectKind(obj) {
			case syntax.KwTable, syntax.KwTableExtension:
				return nil, nil, false, false
			}
		}
		return r.Field, t, true, true
	case syntax.MemberExpr:
		if len(target.Children) == 0 {
			return nil, nil, false, false
		}
		recv := target.Children[0].Unparen()
		t := sc.TypeOf(recv)
		if !t.Is("Record") || t.Temporary || t.Object == "" {
			return nil, nil, false, false
		}
		table := pass.Summary.ObjectIn("table", t.ObjectNamespace, t.Object)
		fl := sc.FieldOf(target)
		if table == nil || fl == nil {
			return nil, nil, false, false
		}
		switch recv.Kind {
		case syntax.ThisExpr:
			current = true
		case syntax.NameExpr:
			if isThis(f, recv) {
				current = true
				break
			}
			r := sc.RefOf(recv)
			if r == nil || r.Ambiguous || r.Decl == nil {
				return nil, nil, false, false
			}
			switch {
			case r.Decl.Kind == symbols.Implicit && strings.EqualFold(r.Decl.Name, "Rec"):
				current = true
				if pc0037ImplicitTemporary(pass, recv) {
					return nil, nil, false, false
				}
			case r.Decl.Kind == symbols.Implicit && strings.EqualFold(r.Decl.Name, "xRec"):
				if pc0037ImplicitTemporary(pass, recv) {
					return nil, nil, false, false
				}
			case r.Decl.Kind == symbols.DataItemVar:
				if r.Decl.Node != nil && pc0037UseTemporary(f, r.Decl.Node) {
					return nil, nil, false, false
				}
			}
		}
		return fl, table, current, true
	}
	return nil, nil, false, false
}

// isThis reports whether a NameExpr is the word this.
func isThis(f *syntax.File, n *syntax.Node) bool {
	return n.Kind == syntax.NameExpr && strings.EqualFold(f.TokenText(int(n.First)), "this")
}

// pc0037ImplicitTemporary reports whether the current record at n is
// temporary: the Rec of a page with SourceTableTemporary = true, or the
// record of a data item or table element with UseTemporary = true.
func pc0037ImplicitTemporary(pass *analysis.Pass, n *syntax.Node) bool {
	f := pass.File
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.Element && pc0037UseTemporary(f, p) {
			return true
		}
	}
	if obj := n.Ancestor(syntax.Object); obj != nil {
		temporary, _ := records.PageRecTemporary(pass, obj)
		return temporary
	}
	return false
}

// pc0037UseTemporary reports whether a data item or xmlport table element
// has UseTemporary = true.
func pc0037UseTemporary(f *syntax.File, el *syntax.Node) bool {
	p := f.Property(el, "UseTemporary")
	return p != nil && f.PropertyValueIs(p, "true")
}

// pc0037OwnTrigger reports whether the statement is in a validate trigger
// that belongs to the field called name: of its table field or table
// extension modify element, of a page control bound to it, or of a page
// extension's modify of such a control.
func pc0037OwnTrigger(pass *analysis.Pass, st *syntax.Node, name string) bool {
	f := pass.File
	tr := st.Ancestor(syntax.Trigger)
	if tr == nil || !slices.Contains(pc0037ValidateTriggers, strings.ToLower(f.DeclName(tr))) {
		return false
	}
	el := tr.Parent
	for el != nil && el.Kind != syntax.Element {
		if el.Kind == syntax.Object {
			return false
		}
		el = el.Parent
	}
	if el == nil {
		return false
	}
	args := f.ElementArgs(el, false)
	obj := el.Ancestor(syntax.Object)
	if obj == nil {
		return false
	}
	kind := f.ObjectKind(obj)
	switch f.SectionKind(el) {
	case syntax.KwField:
		if len(args) < 2 {
			return false
		}
		if kind == syntax.KwTable || kind == syntax.KwTableExtension {
			return strings.EqualFold(syntax.Unquote(f.RangeText(args[1])), name)
		}
		return strings.EqualFold(pc0037SourceField(f.RangeText(args[1])), name)
	case syntax.KwModify:
		if len(args) < 1 {
			return false
		}
		control := syntax.Unquote(f.RangeText(args[0]))
		if kind == syntax.KwTableExtension {
			return strings.EqualFold(control, name)
		}
		if kind != syntax.KwPageExtension {
			return false
		}
		sym := pass.Scopes().ObjectSymbols(obj)
		if sym == nil {
			return false
		}
		base := pass.Summary.ObjectIn("page", sym.ExtendsNamespace, sym.Extends)
		if base == nil {
			return false
		}
		for _, c := range base.Controls {
			if strings.EqualFold(c.Name, control) && c.Kind == "field" {
				return strings.EqualFold(pc0037SourceField(c.Source), name)
			}
		}
	}
	return false
}

// pc0037SourceField returns the field name a page control's source
// expression names (Rec."No." or "No."), or "".
func pc0037SourceField(src string) string {
	src = strings.TrimSpace(src)
	if len(src) > 4 && strings.EqualFold(src[:4], "rec.") {
		src = strings.TrimSpace(src[4:])
	}
	if strings.ContainsAny(src, ".()[] ") && !strings.HasPrefix(src, `"`) {
		return ""
	}
	return syntax.Unquote(src)
}

// pc0037Fix rewrites a plain assignment statement R.F := X into
// R.Validate(F, X) (Validate(F, X) for a bare field).
func pc0037Fix(pass *analysis.Pass, st, target *syntax.Node) analysis.Fix {
	f := pass.File
	if f.Tokens[target.Last].Kind != syntax.Assign {
		return analysis.Fix{}
	}
	value := st.Children[1]
	name := f.TokenText(int(target.Last) - 1)
	prefix := ""
	if target.Kind == syntax.MemberExpr {
		prefix = f.Text(f.Span(target.Children[0])) + "."
	}
	text := prefix + "Validate(" + name + ", " + f.Text(f.Span(value)) + ")"
	span := syntax.Span{Start: f.Span(target).Start, End: f.Span(value).End}
	return pass.Fix("UseValidate", "Use Validate()", edit.Replace(span, text))
}
