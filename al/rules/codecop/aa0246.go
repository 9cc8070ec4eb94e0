package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0246 reports #pragma warning disable directives that name no
// diagnostic.
var AA0246 = &analysis.Rule{
	ID:      "AA0246",
	Title:   "Suppressing all diagnostics is not allowed",
	Message: "Suppressing all diagnostics is not allowed: name the diagnostics to disable",
	Description: "A bare `#pragma warning disable` switches off every analyzer diagnostic and " +
		"compiler warning up to its restore, also the ones nobody meant to hide. Active `#pragma " +
		"warning disable` lines without an id list are reported; `restore` without ids is fine. " +
		"The rule is off by default, as in CodeCop: a ruleset enables it. No fix: which ids to " +
		"name is the author's decision.",
	Severity:     analysis.SeverityWarning,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.CodeCop,
	Run:          runAA0246,
}

func runAA0246(pass *analysis.Pass) {
	for _, d := range pass.File.Directives {
		if d.Kind == syntax.DirPragmaWarning && d.Active && d.Action == "disable" && len(d.IDs) == 0 {
			pass.Reportf(d.Span, nil)
		}
	}
}
