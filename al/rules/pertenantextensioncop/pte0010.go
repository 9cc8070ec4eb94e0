package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// PTE0010 reports an app.json name longer than Business Central stores.
var PTE0010 = &analysis.Rule{
	ID:      "PTE0010",
	Title:   "The extension name is too long",
	Message: "The extension name must not be longer than 50 characters",
	Description: "Business Central's extension management stores and shows an extension's name in at " +
		"most 50 characters. alfix counts the characters of app.json's name and reports a longer one " +
		"once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if !appmanifest.TooLong(pass.Config.Name(), appmanifest.MaxNameLength) {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
