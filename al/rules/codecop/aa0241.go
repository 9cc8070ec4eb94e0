package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/keywords"
)

// AA0241 is CodeCop's rule for lower-case keywords (hidden by default).
var AA0241 = &analysis.Rule{
	ID:      "AA0241",
	Title:   "Use all lowercase letters for reserved language keywords",
	Message: "The keyword '%s' should be written in lower case: '%s'",
	Description: "Reserved language keywords are written in lower case; data types and " +
		"built-in methods use Pascal case and are not covered. CodeCop ships the rule hidden.",
	Severity: analysis.SeverityHidden,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0241.FixCasing"},
	Run:      func(pass *analysis.Pass) { keywords.ReportCasing(pass, false) },
}
