package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0015 reports an app.json whose features do not enable TranslationFile.
var AS0015 = &analysis.Rule{
	ID:      "AS0015",
	Title:   "TranslationFile must be enabled",
	Message: "The \"TranslationFile\" flag must be added to the \"features\" array in the app.json file.",
	Description: "AppSource apps are translated through XLIFF files, which the compiler writes only when app.json's " +
		"features list TranslationFile. alfix reports its absence once, on the first object of the " +
		"project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if pass.Config.HasFeature("TranslationFile") {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
