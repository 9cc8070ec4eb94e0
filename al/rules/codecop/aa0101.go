package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/apinames"
	"github.com/alfix/alfix/al/syntax"
)

// AA0101 reports API page property values that are not camel case.
var AA0101 = &analysis.Rule{
	ID:      "AA0101",
	Title:   "Use camel case property values in pages of type API",
	Message: "The %s value '%s' of an API page should be camel case",
	Description: "APIPublisher, APIGroup, EntityName and EntitySetName of a page of type API form " +
		"its URL and JSON names; the Microsoft REST API Guidelines want them in camel case (a " +
		"lower-case letter, then letters and digits: salesOrders). Obsolete pages are skipped. The " +
		"fix writes the value in camel case (words split at blanks, hyphens and other separators); " +
		"mind that it changes the API's URL for its clients.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0101.CamelCase"},
	Run:      runAA0101,
}

func runAA0101(pass *analysis.Pass) {
	for obj := range pass.Objects(syntax.KwPage) {
		if pass.File.IsPageType(obj, "API") {
			apinames.ReportAPIProperties(pass, obj)
		}
	}
}
