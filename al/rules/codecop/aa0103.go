package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/apinames"
	"github.com/alfix/alfix/al/syntax"
)

// AA0103 reports API query property values that are not camel case.
var AA0103 = &analysis.Rule{
	ID:      "AA0103",
	Title:   "Use camel case property values in queries of type API",
	Message: "The %s value '%s' of an API query should be camel case",
	Description: "APIPublisher, APIGroup, EntityName and EntitySetName of a query of type API form " +
		"its URL; the Microsoft REST API Guidelines want them in camel case (a lower-case letter, " +
		"then letters and digits). Obsolete queries are skipped. The fix writes the value in camel " +
		"case; mind that it changes the API's URL for its clients.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0103.CamelCase"},
	Run:      runAA0103,
}

func runAA0103(pass *analysis.Pass) {
	for obj := range pass.Objects(syntax.KwQuery) {
		if apinames.IsAPIQuery(pass.File, obj) {
			apinames.ReportAPIProperties(pass, obj)
		}
	}
}
