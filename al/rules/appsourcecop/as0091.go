package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
	"github.com/alfix/alfix/al/symbols"
)

// AS0091 reports a previous version of the app whose dependencies were not
// found beside it: the baseline's dependencies of Origin Missing (the
// workspace lists each dependency of the baseline package, found or not).
var AS0091 = &analysis.Rule{
	ID:      "AS0091",
	Title:   "The dependencies of the previous version must be found",
	Message: "Dependencies of the previous version could not be found: %s.",
	Description: "The package of the previous version depends on apps that are neither in baselinePackageCachePath " +
		"nor in the project's package cache, so the comparison lacks their types. Reported once per project, on " +
		"the first object of its first file.",
	Severity:    analysis.SeverityError,
	Category:    "Upgrade",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		if pass.Baseline == nil {
			return
		}
		var missing []string
		for _, d := range pass.Baseline.Dependencies() {
			if d.Origin == symbols.Missing && symbols.NormalizeAppID(d.App.ID) != symbols.PlatformAppID {
				missing = append(missing, "'"+d.App.Publisher+" "+d.App.Name+" "+d.App.Version+"'")
			}
		}
		if len(missing) == 0 {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, []any{strings.Join(missing, ", ")})
		}
	},
}
