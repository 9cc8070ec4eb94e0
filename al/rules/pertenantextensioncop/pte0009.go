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
	Description: "helpBaseUrl and supportedLocales redirect the Help of the whole application and name " +
		"the locales it covers; they belong to translation (localization) apps, not to an extension " +
		"installed for one tenant. alfix reports each of them that app.json sets (null counts as not " +
		"set), on the first object of the project's first file. Remove them from app.json.",
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
