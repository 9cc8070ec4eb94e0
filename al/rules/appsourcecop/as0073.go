package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/obsoletion"
)

// AS0073 reports obsoletions without a tag.
var AS0073 = &analysis.Rule{
	ID:      "AS0073",
	Title:   "Obsolete Tag must be set",
	Message: "The Obsolete Tag is not set on %s '%s'. Use the ObsoleteTag property or use the obsolete tag parameter in the Obsolete attribute.",
	Description: "The obsolete tag records in which version something was made obsolete, so that dependent apps " +
		"and the publisher know when it may be removed. alfix reports every ObsoleteState other than No " +
		"without an ObsoleteTag beside it, and every Obsolete attribute without its tag argument. Hidden and off unless a ruleset names it (as Microsoft documents: a ruleset surfaces it).",
	Severity:     analysis.SeverityHidden,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		for o := range obsoletion.All(pass) {
			if o.Tag < 0 {
				pass.Reportf(o.Span, []any{o.Kind, o.Name})
			}
		}
	},
}
