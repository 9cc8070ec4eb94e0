package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0248 reports unqualified uses of an object's own global variables and
// procedures where `this.` could qualify them.
var AA0248 = &analysis.Rule{
	ID:      "AA0248",
	Title:   "Add 'this' qualification to improve readability",
	Message: "Add 'this' qualification: %s is a member of this object",
	Description: "`this.Name` says at a glance that Name is a global variable or procedure of the object " +
		"itself, not a local, a parameter or a field of the record. Reported: in the code of " +
		"codeunits, tables, pages, reports, xmlports and queries (runtime 14.0 and later, where " +
		"`this` exists), a name that refers to the object's own global variable or procedure without " +
		"a qualifier. Not reported: names in property values and control source expressions, names " +
		"inside `with` bodies or that may also be a field of the implicit record, and extension " +
		"objects. CodeCop ships the rule hidden and Microsoft's rulesets turn it off; alfix runs it " +
		"only when a ruleset names it. The fix inserts `this.` before the name.",
	Severity:     analysis.SeverityHidden,
	OffByDefault: true,
	UsesProject:  true,
	Category:     "Readability",
	Analyzer:     project.CodeCop,
	FixKeys:      []string{"AA0248.AddThis"},
	Run:          runAA0248,
}

// aa0248Kinds are the object kinds whose code may use `this`.
var aa0248Kinds = []syntax.Keyword{syntax.KwCodeunit, syntax.KwTable, syntax.KwPage, syntax.KwReport, syntax.KwXmlPort, syntax.KwQuery}

func runAA0248(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(14, 0) {
		return
	}
	f := pass.File
	objs := map[*syntax.Node]bool{}
	for obj := range pass.Objects(aa0248Kinds...) {
		objs[obj] = true
	}
	if len(objs) == 0 {
		return
	}
	for _, r := range pass.Scopes().Refs {
		d := r.Decl
		if r.Node == nil || r.Node.Kind != syntax.NameExpr || r.Routine == nil || r.Ambiguous || r.MaybeField || r.Field != nil ||
			d == nil || d.Inherited || !objs[d.Object] || d.Kind != symbols.GlobalVar && d.Kind != symbols.ProcedureDecl {
			continue
		}
		tok := f.Tokens[r.Token]
		pass.Reportf(tok.Span, []any{f.TokenText(r.Token)},
			pass.Fix("AddThis", "Add 'this.' qualification", edit.Insert(tok.Span.Start, "this.")))
	}
}
