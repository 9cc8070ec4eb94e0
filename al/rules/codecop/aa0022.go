package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/syntax"
)

// AA0022 reports if statements followed by two or more else-if branches.
var AA0022 = &analysis.Rule{
	ID:      "AA0022",
	Title:   "Substitute the IF THEN ELSE structure with a CASE",
	Message: "Substitute the if then else structure with a case: this if is followed by %d else if branches",
	Description: "An if statement followed by two or more `else if` branches that all compare one " +
		"expression for equality (X = a, else X = b, else X = c) reads better as `case X of`. The " +
		"rule reports the first if of such a chain, once per chain; an if followed by a single " +
		"`else if` is not reported, nor a chain whose conditions test different things or ranges " +
		"(X < 10, else X < 20), which CodeCop does not report. No fix is offered: choosing the case selector is a design decision.",
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
		if elseIfs >= 2 && aa0022OneSubject(f, n) {
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

// aa0022OneSubject reports whether every condition of the chain that starts
// at n compares one expression for equality (X = a, else X = b, ...): the
// chain a case X of would replace. CodeCop reports only those: Microsoft's
// System Application builds at generalAction Error with chains that test
// different things or ranges (P < 0.50, else P < 0.75, ...).
func aa0022OneSubject(f *syntax.File, n *syntax.Node) bool {
	subject := ""
	for s := n; s != nil; {
		c := s.Children[0]
		for c.Kind == syntax.ParenExpr && len(c.Children) == 1 {
			c = c.Children[0]
		}
		op := exprs.BinaryOperatorToken(f, c)
		if c.Kind != syntax.BinaryExpr || op < 0 || f.Tokens[op].Kind != syntax.Equal || len(c.Children) != 2 {
			return false
		}
		left := strings.ToLower(strings.Join(strings.Fields(f.Text(f.Span(c.Children[0]))), " "))
		if subject == "" {
			subject = left
		} else if left != subject {
			return false
		}
		if len(s.Children) > 2 && s.Children[2].Kind == syntax.IfStmt {
			s = s.Children[2]
		} else {
			s = nil
		}
	}
	return true
}
