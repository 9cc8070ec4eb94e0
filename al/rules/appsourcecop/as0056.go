package appsourcecop

import (
	"fmt"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0056 reports supportedCountries entries that are not ISO 3166-1
// alpha-2 codes.
var AS0056 = &analysis.Rule{
	ID:      "AS0056",
	Title:   "The country/region codes specified in the 'supportedCountries' property must be valid ISO 3166-1 alpha-2 codes",
	Message: "'%s' in AppSourceCop.json's supportedCountries is not an ISO 3166-1 alpha-2 country/region code",
	Description: "supportedCountries names countries and regions by their two-letter ISO 3166-1 codes " +
		"(DK, US, GB). alfix reports each entry that is not such a code as the standard writes it " +
		"(upper case; groupings such as EU, exceptionally reserved codes such as UK and user-assigned " +
		"codes are not country codes), once per entry, on the first object of the project's first " +
		"file.",
	Severity:    analysis.SeverityWarning,
	Category:    "Configuration",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		var countries []any
		if !pass.Config.AppSourceCopSetting("supportedCountries", &countries) {
			return
		}
		for _, c := range countries {
			if s, ok := c.(string); ok && appmanifest.CountryCode(s) {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, []any{fmt.Sprint(c)})
			}
		}
	},
}
