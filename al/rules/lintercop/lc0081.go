package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// LC0081 reports Count() compared with 0 (or below 1) on a database
// record: IsEmpty answers that without counting.
var LC0081 = &analysis.Rule{
	ID:      "LC0081",
	Title:   "Use Rec.IsEmpty() for checking record existence",
	Message: "Use IsEmpty() instead of comparing Count() with %s to test whether records exist",
	Description: "Count() makes the server count every record in the filter, while IsEmpty() stops " +
		"at the first one. A comparison of a record's Count() with the integer literal 0 (any " +
		"operator), or Count() < 1 (1 > Count()), only asks whether records exist. Temporary records " +
		"(declared temporary, a table with TableType = Temporary, the Rec of a page with " +
		"SourceTableTemporary) are not reported: they live in memory. Comparisons with 1 or 2 are " +
		"LC0082's. Obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0081,
}

func runLC0081(pass *analysis.Pass) {
	f := pass.File
	for cmp := range records.CountComparisons(pass) {
		if cmp.Temporary || !(cmp.Value == 0 || cmp.Value == 1 && cmp.Op == syntax.Less) {
			continue
		}
		pass.Reportf(f.Span(cmp.Expr), []any{f.TokenText(cmp.Literal)})
	}
}
