package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0013 reports entitlement objects.
var PTE0013 = &analysis.Rule{
	ID:      "PTE0013",
	Title:   "Entitlements cannot be defined in an extension",
	Message: "The entitlement '%s' cannot be defined in an extension",
	Description: "Entitlements tie permissions to licenses and plans; only Microsoft may define them. " +
		"Reported: every entitlement object, at its keyword. No fix: what the entitlement meant to " +
		"grant belongs in a permission set.",
	Severity: analysis.SeverityError,
	Category: "Configuration",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0013,
}

func runPTE0013(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) == syntax.KwEntitlement {
			pass.Reportf(f.Tokens[obj.First].Span, []any{f.DeclName(obj)})
		}
	}
}
