package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0054 reports a project whose AppSourceCop.json names no mandatory affix.
var AS0054 = &analysis.Rule{
	ID:      "AS0054",
	Title:   "The AppSourceCop configuration must specify the set of affixes used by the application",
	Message: "The AppSourceCop configuration must specify one of the following properties: 'mandatorySuffix', 'mandatoryPrefix', or 'mandatoryAffixes'",
	Description: "The affix an AppSource publisher registers keeps its names apart from other apps'; AppSourceCop.json " +
		"names it (mandatoryPrefix, mandatorySuffix or mandatoryAffixes) so that AS0011 and the rules like " +
		"it can check the names. alfix reports a project whose AppSourceCop.json is missing or names no " +
		"affix once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Configuration",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if len(pass.Config.Affixes()) > 0 {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, nil)
		}
	},
}
