package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0088 reports Option-typed table fields, variables, parameters and
// return values, where an Enum would be extensible and reusable.
var LC0088 = &analysis.Rule{
	ID:      "LC0088",
	Title:   "Prefer Enum over Option type",
	Message: "Prefer an Enum over the Option type for '%s'",
	Description: "An Option's members are fixed where it is declared: other apps cannot extend it and " +
		"every object repeating it must be kept in step. An Enum object is declared once, can be " +
		"extensible and carries captions. Reported are Option table fields, global and local " +
		"variables, parameters and return values. Not reported: FlowFields (their type follows the " +
		"field they compute from), obsolete fields, procedures and objects, fields of tables that " +
		"are not stored by Business Central (TableType CDS, CRM, ExternalSQL, Exchange, " +
		"MicrosoftGraph), parameters of event subscribers (the publisher dictates them), and " +
		"variables passed as an argument to a procedure alfix cannot resolve (a dependency's " +
		"procedure whose Option parameter the variable must match).",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0088,
}

func runLC0088(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		if f.IsObsolete(obj) || lc0088ExternalTable(f, obj) {
			continue
		}
		for _, field := range f.TableFields(obj) {
			args := f.ElementArgs(field, false)
			if len(args) < 3 || !lc0088IsOption(f, args[2].First) || f.IsObsolete(field) {
				continue
			}
			if p := f.Property(field, "FieldClass"); p != nil && f.PropertyValueIs(p, "FlowField") {
				continue
			}
			pass.Reportf(f.RangeSpan(args[2]), []any{f.DeclName(field)})
		}
	}
	exempt := lc0088PassedToUnknown(pass)
	for _, d := range scopes.Decls {
		switch d.Kind {
		case symbols.LocalVar, symbols.GlobalVar, symbols.Param:
		default:
			continue
		}
		if d.Node == nil || d.NameToken < 0 || !d.Type.Is("Option") || exempt[d] || f.InObsoleteCode(d.Node) {
			continue
		}
		if d.Kind == symbols.Param && d.Routine != nil && f.Attribute(d.Routine, "EventSubscriber") != nil {
			continue
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name})
	}
	for proc := range pass.Nodes(syntax.Procedure) {
		rs := proc.Child(syntax.ReturnSpec)
		if rs == nil {
			continue
		}
		tr := rs.Child(syntax.TypeRef)
		if tr == nil || !lc0088IsOption(f, int(tr.First)) || f.InObsoleteCode(proc) {
			continue
		}
		pass.Reportf(f.Span(tr), []any{f.DeclName(proc)})
	}
}

// lc0088IsOption reports whether the type starting at token i is Option.
func lc0088IsOption(f *syntax.File, i int) bool {
	return i >= 0 && i < len(f.Tokens) && strings.EqualFold(f.TokenText(i), "Option")
}

// lc0088ExternalTable reports whether a table's records live outside
// Business Central's database (TableType other than Normal and Temporary).
func lc0088ExternalTable(f *syntax.File, obj *syntax.Node) bool {
	p := f.Property(obj, "TableType")
	return p != nil && !f.PropertyValueIs(p, "Normal") && !f.PropertyValueIs(p, "Temporary")
}

// lc0088PassedToUnknown returns the declarations passed directly as an
// argument to a call of a procedure that is neither built in nor found in
// the project.
func lc0088PassedToUnknown(pass *analysis.Pass) map[*symbols.Decl]bool {
	scopes := pass.Scopes()
	out := map[*symbols.Decl]bool{}
	for call := range pass.Code(syntax.CallExpr) {
		if len(call.Children) < 2 || call.Children[1].Kind != syntax.ArgumentList {
			continue
		}
		var decls []*symbols.Decl
		for _, a := range call.Children[1].Children {
			if a.Kind != syntax.NameExpr {
				continue
			}
			if r := scopes.RefOf(a); r != nil && r.Decl != nil && r.Decl.Type.Is("Option") {
				decls = append(decls, r.Decl)
			}
		}
		if len(decls) == 0 || scopes.BuiltinOf(call) != nil || len(scopes.Callees(call)) > 0 {
			continue
		}
		for _, d := range decls {
			out[d] = true
		}
	}
	return out
}
