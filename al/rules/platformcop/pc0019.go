package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// pc0019Wrong is the literal that filters on "not a single quote" where a
// not-empty filter was meant; pc0019Right is the intended filter <>”.
const (
	pc0019Wrong = `'<>'''`
	pc0019Right = `'<>'''''`
)

// PC0019 reports the mis-escaped not-empty filter '<>”'.
var PC0019 = &analysis.Rule{
	ID:      "PC0019",
	Title:   "Invalid single-quote escaping in filter string",
	Message: "The filter %s means 'not a single quote'; write '<>''''' for 'not empty'",
	Description: "In an AL string two apostrophes stand for one. The filter for 'not empty' is <>'' and " +
		"is written '<>''''' in code; '<>''' is the filter <>' (not equal to one apostrophe), which " +
		"matches almost everything. The rule checks call arguments (SetFilter, SetRange, ...) and " +
		"filter property values (CalcFormula, TableRelation, SourceTableView, ...).",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.PlatformCop,
	FixKeys:  []string{"PC0019.FixEscaping"},
	Run:      runPC0019,
}

func runPC0019(pass *analysis.Pass) {
	f := pass.File
	report := func(i int) {
		pass.Reportf(f.Tokens[i].Span, []any{pc0019Wrong},
			pass.Fix("FixEscaping", "Fix single-quote escaping in filter string", edit.ReplaceToken(f, i, pc0019Right)))
	}
	pass.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.ArgumentList:
			for _, c := range n.Children {
				if c.Kind == syntax.LiteralExpr && c.Len() == 1 && f.TokenText(int(c.First)) == pc0019Wrong &&
					f.Tokens[c.First].Kind == syntax.String {
					report(int(c.First))
				}
			}
		case syntax.PropertyValue:
			for i := int(n.First); i < int(n.Last); i++ {
				if f.Tokens[i].Kind == syntax.String && f.TokenText(i) == pc0019Wrong {
					report(i)
				}
			}
			return false
		}
		return true
	})
}
