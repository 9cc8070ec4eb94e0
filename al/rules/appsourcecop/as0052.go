package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0052 reports an app.json url that is not a web address.
var AS0052 = &analysis.Rule{
	ID:      "AS0052",
	Title:   "The property 'url' must be set to a valid URL",
	Message: "app.json's url '%s' is not a valid URL",
	Description: "Extension management links an app's url as its website. alfix reports a url member " +
		"that is set but is not an absolute http or https address with a host, once, on the first " +
		"object of the project's first file (a missing url is AS0051's).",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		var u string
		if !pass.Config.ManifestValue("url", &u) || appmanifest.ValidURL(u) {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, []any{u})
		}
	},
}
