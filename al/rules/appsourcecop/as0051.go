package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0051 reports app.json members that AppSource requires and the manifest
// leaves out or empty.
var AS0051 = &analysis.Rule{
	ID:      "AS0051",
	Title:   "Manifest property is required for AppSource submission",
	Message: "app.json must set '%s' to a meaningful value for an AppSource submission",
	Description: "AppSource shows an app's brief, description, privacy statement, license terms (EULA), " +
		"help, website (url), logo and context-sensitive help address to customers, and the " +
		"submission refuses an app without them. alfix reports each of those app.json members that is " +
		"missing, null, not a string or white space only, once, on the first object of the project's " +
		"first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		for _, m := range appmanifest.AppSourceMembers {
			var v string
			if pass.Config.ManifestValue(m, &v) && strings.TrimSpace(v) != "" {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, []any{m})
			}
		}
	},
}
