package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0047 reports an app.json name longer than 50 characters.
var AS0047 = &analysis.Rule{
	ID:      "AS0047",
	Title:   "The extension name is too long",
	Message: "The length of the extension name must not exceed 200 characters.",
	Description: "AppSource takes an app's name of at most 200 characters (a per-tenant extension's limit, " +
		"PTE0010, is 50). alfix counts the characters of app.json's name and reports a longer one once, " +
		"on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if !appmanifest.TooLong(pass.Config.Name(), appmanifest.MaxAppSourceNameLength) {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
