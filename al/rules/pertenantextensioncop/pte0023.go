package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0023 reports enum extension values whose ordinal is outside app.json's
// idRanges.
var PTE0023 = &analysis.Rule{
	ID:      "PTE0023",
	Title:   "The enum ordinal should be within the allowed range",
	Message: "The ordinal %d of the enum value '%s' is not in the app's idRanges (%s)",
	Description: "A value an enum extension adds to another app's enum takes an ordinal that every other " +
		"extension of that enum could also take; the app's idRanges are the ordinals it owns. Reported: " +
		"each value of an enum extension whose ordinal is in none of the app.json idRanges, when it " +
		"declares some. The values of the app's own enums may use any ordinal. No fix: a new ordinal " +
		"changes the stored data.",
	Severity: analysis.SeverityInfo,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0023,
}

func runPTE0023(pass *analysis.Pass) {
	ranges := pass.Config.IDRanges()
	if len(ranges) == 0 {
		return
	}
	f := pass.File
	for obj := range pass.Objects(syntax.KwEnumExtension) {
		syntax.WalkElements(obj, func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwValue {
				return true
			}
			if n, ok := f.ElementOrdinal(el); ok && !idranges.InAny(n, ranges) {
				pass.Reportf(f.Tokens[f.ElementOrdinalToken(el)].Span, []any{n, f.DeclName(el), idranges.Text(ranges...)})
			}
			return false
		})
	}
}
