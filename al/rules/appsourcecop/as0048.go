package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0048 reports an app.json publisher longer than 50 characters.
var AS0048 = &analysis.Rule{
	ID:      "AS0048",
	Title:   "The publisher name is too long",
	Message: "The length of the extension publisher must not exceed 50 characters.",
	Description: "AppSource and Business Central's extension management show and store an app's publisher in at " +
		"most 50 characters. alfix counts the characters of app.json's publisher and reports a longer one once, " +
		"on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.LongPublisher(pass, twinrules.Reporter(pass)) },
}
