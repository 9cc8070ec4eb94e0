package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// LC0082 reports Count() compared with 1 or 2 on a large database table,
// where only "exactly one" or "more than one" is asked.
var LC0082 = &analysis.Rule{
	ID:      "LC0082",
	Title:   "Consider using a Query object or Rec.Find('-') with Rec.Next() for checking exactly one record",
	Message: "Comparing Count() with %s counts every record: use Find('-') and Next(), or a Query, to tell one record from several",
	Description: "Count() on a large table makes the server count every record in the filter, " +
		"while the question of Count() = 1, <> 1, > 1, >= 1, <= 1, < 2 (and the mirrored forms) " +
		"is answered after at most two records: Find('-') followed by Next(), or a Query with " +
		"TopNumberOfRows. Reported only for tables likely to be large: a table with an \"Entry No.\" " +
		"field, or whose name contains Entry, Ledger, Log, Posted, Archive, History or G/L. A table " +
		"that is neither in the project nor recognisable by its name (a dependency's table, whose " +
		"fields alfix does not know) is checked by its name alone. Temporary records and obsolete " +
		"code are skipped; comparisons with 0 are LC0081's.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0082,
}

// lc0082LargeTableWords are words in the name of a table that tend to grow
// without bound.
var lc0082LargeTableWords = []string{"entry", "ledger", "log", "posted", "archive", "history", "g/l"}

func runLC0082(pass *analysis.Pass) {
	f := pass.File
	for cmp := range records.CountComparisons(pass) {
		if cmp.Temporary || !lc0082AsksOneOrMore(cmp) || !lc0082LargeTable(pass, cmp.Call) {
			continue
		}
		pass.Reportf(f.Span(cmp.Expr), []any{f.TokenText(cmp.Literal)})
	}
}

// lc0082AsksOneOrMore reports whether a normalised Count() comparison
// tells exactly one, at most one or more than one record apart.
func lc0082AsksOneOrMore(cmp records.CountComparison) bool {
	switch cmp.Value {
	case 1:
		return cmp.Op != syntax.Less // Count() < 1 is LC0081's
	case 2:
		return cmp.Op == syntax.Less || cmp.Op == syntax.GreaterEqual
	}
	return false
}

// lc0082LargeTable reports whether the counted table is likely large.
func lc0082LargeTable(pass *analysis.Pass, c calls.Call) bool {
	name := ""
	if t := records.CountedTable(pass, c); t != nil {
		if pass.Summary.Field(t, "Entry No.") != nil {
			return true
		}
		name = t.Name
	} else if c.Receiver != nil {
		name = pass.Scopes().TypeOf(c.Receiver).Object
	}
	name = strings.ToLower(name)
	for _, w := range lc0082LargeTableWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}
