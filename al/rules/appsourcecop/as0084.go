package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0084 reports app.json id ranges outside the span AppSource apps are assigned from.
var AS0084 = &analysis.Rule{
	ID:      "AS0084",
	Title:   "The ID range assigned to the extension must be within the allowed range",
	Message: "The ID range '%s' is not valid. It must be within the range allocated to the partner for AppSource, within the range '%s' allocated to AppSource applications, and outside the range '%s' allocated to per-tenant customizations.",
	Description: "AppSource apps are assigned id ranges between 1,000,000 and 74,999,999 (the Registered Solution " +
		"Program ranges and the ISV ranges); a range outside that span, such as one in the per-tenant " +
		"range 50,000..99,999, collides with customers' own extensions or with Microsoft's apps. alfix " +
		"reports each app.json range outside the span once, on the first object of the project's " +
		"first file; an app.json without ranges is AS0014's finding. Which range a partner was " +
		"assigned is not known to alfix.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		for _, r := range pass.Config.IDRanges() {
			if idranges.Contains(idranges.AppSource, r) {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, []any{idranges.Text(r), idranges.Text(idranges.AppSource), idranges.Text(idranges.PerTenant)})
			}
		}
	},
}
