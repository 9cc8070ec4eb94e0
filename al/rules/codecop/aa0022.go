package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0022 reports if statements followed by two or more else-if branches.
var AA0022 = &analysis.Rule{
	ID:      "AA0022",
	Title:   "Substitute the IF THEN ELSE structure with a CASE",
	Message: "Substitute the if then else structure with a case: this if is followed by %d else if branches",
	Description: "An if statement followed by two or more `else if` branches reads better as a case " +
		"statement (`case true of` when the conditions test different things). The rule reports the " +
		"first if of such a chain, once per chain; an if followed by a single `else if` is not " +
		"reported. No fix is offered: choosing the case selector is a design decision.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: project.CodeCop,
	Run:      runAA0022,
}

func runAA0022(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Code(syntax.IfStmt) {
		if isElseBranch(n) {
			continue
		}
		elseIfs := 0
		for s := n; len(s.Children) > 2 && s.Children[2].Kind == syntax.IfStmt; s = s.Children[2] {
			elseIfs++
		}
		if elseIfs >= 2 {
			pass.Reportf(f.Tokens[n.First].Span, []any{elseIfs})
		}
	}
}

// isElseBranch reports whether an if statement is the else branch of
// another if (an `else if`).
func isElseBranch(n *syntax.Node) bool {
	p := n.Parent
	return p != nil && p.Kind == syntax.IfStmt && len(p.Children) > 2 && p.Children[2] == n
}
