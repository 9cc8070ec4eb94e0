package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// LC0090 reports routines whose cognitive complexity (see LC0089) is at or
// above the configured threshold.
var LC0090 = &analysis.Rule{
	ID:      "LC0090",
	Title:   "Cognitive complexity exceeds threshold",
	Message: "Cognitive Complexity of %s: %d (threshold >= %d)",
	Description: "A procedure or trigger whose cognitive complexity (as LC0089 computes it: " +
		"branches and loops weighted by their nesting, runs of logical operators and recursive " +
		"calls; guard clauses and else if free) is at or above CognitiveComplexityThreshold of " +
		"alcops.json (default 15) is hard to follow: split it into smaller procedures or flatten " +
		"it with guard clauses. Reported on the routine's name; obsolete procedures are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         func(pass *analysis.Pass) { reportCognitive(pass, true) },
}
