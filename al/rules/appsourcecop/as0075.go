package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/obsoletion"
)

// AS0075 reports obsoletions without a reason.
var AS0075 = &analysis.Rule{
	ID:      "AS0075",
	Title:   "Obsolete Reason must be set",
	Message: "The Obsolete Reason is not set on %s '%s'. Use the ObsoleteReason property or use the obsolete reason parameter in the Obsolete attribute.",
	Description: "The obsolete reason is what a developer whose code uses the obsolete thing reads in the " +
		"compiler's warning: what to use instead. alfix reports every ObsoleteState other than No without " +
		"a non-empty ObsoleteReason beside it, and every Obsolete attribute without a non-empty reason.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		for o := range obsoletion.All(pass) {
			if !o.HasReason {
				pass.Reportf(o.Span, []any{o.Kind, o.Name})
			}
		}
	},
}
