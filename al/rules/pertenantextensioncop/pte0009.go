package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// PTE0009 reports app.json members reserved for translation apps.
var PTE0009 = &analysis.Rule{
	ID:      "PTE0009",
	Title:   "This app.json property must not be used for per-tenant extensions",
	Message: "app.json sets '%s', which is reserved for translation apps",
	Description: "helpBaseUrl redirects the Help of the whole application; it belongs to translation " +
		"(localization) apps, not to an extension installed for one tenant. alfix reports it when " +
		"app.json sets it (null counts as not set), on the first object of the project's first file " +
		"(supportedLocales is left alone: Microsoft's own apps set it and build with this rule at " +
		"Error). Remove it from app.json.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		for _, m := range appmanifest.TranslationAppMembers {
			if !pass.Config.HasManifestMember(m) {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, []any{m})
			}
		}
	},
}
