package pertenantextensioncop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// PTE0005 reports an app.json target that the online service does not
// allow.
var PTE0005 = &analysis.Rule{
	ID:      "PTE0005",
	Title:   "The compilation target of an application must be a value that is allowed in a multi-tenant SaaS environment",
	Message: "app.json sets target '%s': a per-tenant extension for the online service must compile for 'Cloud'",
	Description: "A per-tenant extension runs in Business Central online, which installs only apps " +
		"compiled for the Cloud target (Extension is its older name; no target means Cloud). OnPrem " +
		"and Internal unlock what the service forbids. alfix reports another target once, on the " +
		"first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if appmanifest.CloudTarget(pass.Config.Target()) {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, []any{strings.TrimSpace(pass.Config.Target())})
		}
	},
}
