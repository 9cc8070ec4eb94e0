package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0002 reports table fields whose id is outside the range a per-tenant
// extension may use.
var PTE0002 = &analysis.Rule{
	ID:      "PTE0002",
	Title:   "Field ID must be in free range",
	Message: "The ID %d of the field '%s' is outside the range %s allowed for it in a per-tenant extension",
	Description: "A field a per-tenant extension adds to another app's table (a table extension field) " +
		"must have an id from 50,000 to 99,999, so that it cannot collide with the fields of the base " +
		"table or of other extensions. The fields of the extension's own tables may also use 0 to " +
		"49,999: only ids above 99,999 are reported there. No fix: the id is the author's choice.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0002,
}

func runPTE0002(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		kind := f.ObjectKind(obj)
		if kind != syntax.KwTable && kind != syntax.KwTableExtension {
			continue
		}
		for _, field := range f.TableFields(obj) {
			id, ok := f.ElementOrdinal(field)
			if !ok {
				continue
			}
			switch {
			case kind == syntax.KwTableExtension && !idranges.In(id, idranges.PerTenant):
				pass.Reportf(f.Tokens[f.ElementOrdinalToken(field)].Span, []any{id, f.DeclName(field), "50000..99999"})
			case kind == syntax.KwTable && (id < 0 || id > idranges.PerTenant.To):
				pass.Reportf(f.Tokens[f.ElementOrdinalToken(field)].Span, []any{id, f.DeclName(field), "0..99999"})
			}
		}
	}
}
