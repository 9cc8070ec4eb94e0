package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0022 reports table extension fields whose id is outside app.json's
// idRanges.
var PTE0022 = &analysis.Rule{
	ID:      "PTE0022",
	Title:   "The member ID should be within the allowed range",
	Message: "The ID %d of the table extension field '%s' is not in the app's idRanges (%s)",
	Description: "The ids an app may use are the ranges of its app.json idRanges; a field that a table " +
		"extension adds to another app's table with an id outside them can collide with the fields of " +
		"other extensions of that table. Reported: each field of a table extension whose id is in none " +
		"of the ranges, when app.json declares some (fields changed with modify have no id; fields with " +
		"ObsoleteState Moved or Removed, such as those moved to another app, keep the id they had; Microsoft's " +
		"own apps, every range below 50,000, follow Microsoft's allocation of the base table's ids; extensions of " +
		"the app's own tables continue the table's numbering). No fix: " +
		"the id is the author's choice.",
	Severity: analysis.SeverityInfo,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	// The base table's app decides (idranges.ExtendsOwnTable).
	UsesProject: true,
	Run:         runPTE0022,
}

func runPTE0022(pass *analysis.Pass) {
	ranges := pass.Config.IDRanges()
	if len(ranges) == 0 || idranges.MicrosoftOwn(ranges) {
		return
	}
	f := pass.File
	for obj := range pass.Objects(syntax.KwTableExtension) {
		if idranges.ExtendsOwnTable(pass, obj) {
			continue
		}
		for _, field := range f.TableFields(obj) {
			if id, ok := f.ElementOrdinal(field); ok && !pte0022Gone(f, field) && !idranges.InAny(id, ranges) {
				pass.Reportf(f.Tokens[f.ElementOrdinalToken(field)].Span, []any{id, f.DeclName(field), idranges.Text(ranges...)})
			}
		}
	}
}

// pte0022Gone reports whether a field is no longer this app's: moved to
// another app or removed (ObsoleteState Moved or Removed).
func pte0022Gone(f *syntax.File, field *syntax.Node) bool {
	p := f.Property(field, "ObsoleteState")
	return p != nil && (f.PropertyValueIs(p, "Moved") || f.PropertyValueIs(p, "Removed"))
}
