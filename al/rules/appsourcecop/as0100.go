package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0100 reports an app.json without an application version.
var AS0100 = &analysis.Rule{
	ID:      "AS0100",
	Title:   "The 'application' property must be specified in the app.json file",
	Message: "The 'application' property must be specified in the app.json file.",
	Description: "The application version in app.json decides the oldest Business Central release an AppSource app " +
		"is validated and offered for; without it that release cannot be computed. alfix reports an " +
		"app.json without application once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if strings.TrimSpace(pass.Config.Application()) != "" {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
