package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0014 reports an app.json that declares no id range.
var AS0014 = &analysis.Rule{
	ID:      "AS0014",
	Title:   "The project manifest must contain the allocated identifier range",
	Message: "The project manifest must contain the allocated identifier range.",
	Description: "An AppSource app is assigned object id ranges; app.json must declare them (idRanges, or the older " +
		"idRange) so that the compiler and the other AppSourceCop rules keep the app inside them. alfix " +
		"reports an app.json without a readable range once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if len(pass.Config.IDRanges()) > 0 {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
