package pertenantextensioncop

import (
	"strconv"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
)

// PTE0001 reports objects whose id is outside the per-tenant range.
var PTE0001 = &analysis.Rule{
	ID:      "PTE0001",
	Title:   "Object ID must be in free range",
	Message: "The ID %d of the %s '%s' is outside the range 50000..99999 of per-tenant extensions",
	Description: "A per-tenant extension may only use object ids from 50,000 to 99,999; other ids belong " +
		"to Microsoft, to localizations or to AppSource apps and collide with them on installation. " +
		"Every object with an id is checked, obsolete ones too (they still take their id). No fix: " +
		"which free id to take is the author's choice.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0001,
}

func runPTE0001(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		tok := f.ObjectID(obj)
		if tok < 0 {
			continue
		}
		id, err := strconv.Atoi(f.TokenText(tok))
		if err != nil || idranges.In(id, idranges.PerTenant) {
			continue
		}
		pass.Reportf(f.Tokens[tok].Span, []any{id, f.TokenText(int(obj.First)), f.DeclName(obj)})
	}
}
