package appsourcecop

import (
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0047 reports an app.json name longer than 50 characters.
var AS0047 = &analysis.Rule{
	ID:      "AS0047",
	Title:   "The extension name is too long",
	Message: "The length of the extension name must not exceed 50 characters.",
	Description: "AppSource and Business Central's extension management show and store an app's name in at " +
		"most 50 characters. alfix counts the characters of app.json's name and reports a longer one once, " +
		"on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if utf8.RuneCountInString(pass.Config.Name()) <= 50 {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
