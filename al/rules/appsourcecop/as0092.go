package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0092 reports an app.json without an Application Insights resource.
var AS0092 = &analysis.Rule{
	ID:      "AS0092",
	Title:   "The app.json file must specify an Azure Application Insights resource",
	Message: "%s",
	Description: "An AppSource app should send its telemetry to the publisher's Azure Application " +
		"Insights resource. alfix reports, once on the first object of the project's first file, an " +
		"app.json that sets neither applicationInsightsConnectionString nor applicationInsightsKey " +
		"to a value (an empty string or the all-zero GUID counts as none), and one that uses " +
		"applicationInsightsKey while its runtime is 7.2 or later, where the connection string " +
		"replaces the key.",
	Severity:    analysis.SeverityWarning,
	Category:    "Configuration",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		value := func(key string) bool {
			var v string
			if !pass.Config.ManifestValue(key, &v) {
				return false
			}
			v = strings.Trim(strings.TrimSpace(v), "{}")
			return v != "" && v != "00000000-0000-0000-0000-000000000000"
		}
		conn, key := value("applicationInsightsConnectionString"), value("applicationInsightsKey")
		msg := ""
		switch {
		case !conn && !key:
			msg = "app.json must specify an Azure Application Insights resource (applicationInsightsConnectionString)"
		case key && !conn && pass.Config.RuntimeAtLeast(7, 2):
			msg = "app.json must specify the Azure Application Insights resource by applicationInsightsConnectionString: applicationInsightsKey is replaced from runtime 7.2"
		default:
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, []any{msg})
		}
	},
}
