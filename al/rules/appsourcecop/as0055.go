package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0055 reports an AppSourceCop.json without the countries the app
// targets.
var AS0055 = &analysis.Rule{
	ID:      "AS0055",
	Title:   "The AppSourceCop configuration must specify the list of countries/regions targeted by the application",
	Message: "AppSourceCop.json must list the countries/regions the app targets in 'supportedCountries'",
	Description: "AppSourceCop checks an app against the localizations it will run in; the countries " +
		"come from supportedCountries in AppSourceCop.json (for example [\"DK\", \"NO\"]). alfix " +
		"reports a project whose AppSourceCop.json (or its absence) gives no non-empty " +
		"supportedCountries list, once, on the first object of the project's first file. Hidden " +
		"unless a ruleset names it: it runs only when a ruleset gives it an action (a generalAction does not switch it on).",
	Severity:     analysis.SeverityHidden,
	OffByDefault: true,
	Category:     "Configuration",
	Analyzer:     project.AppSourceCop,
	UsesProject:  true,
	Run: func(pass *analysis.Pass) {
		var countries []string
		if pass.Config.AppSourceCopSetting("supportedCountries", &countries) && len(countries) > 0 {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
