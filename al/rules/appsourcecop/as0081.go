package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0081 reports an app.json that makes the app's internals visible to
// other apps.
var AS0081 = &analysis.Rule{
	ID:    "AS0081",
	Title: "InternalsVisibleTo should not be used as a security feature",
	Message: "The InternalsVisibleTo setting will expose your internal objects to any extension with the given " +
		"name, publisher, and ID. Access modifiers are not designed to be used as a security boundary, but " +
		"for API development.",
	Description: "internalsVisibleTo lets the apps it names use what the app declares internal; any app " +
		"published with the same identity gets the same access, so it protects nothing. alfix reports an " +
		"app.json whose internalsVisibleTo names an app once, on the first object of the project's first " +
		"file.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.InternalsVisible(pass, twinrules.Reporter(pass)) },
}
