package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// AA0002 reports space between a unary minus or plus and its operand.
var AA0002 = &analysis.Rule{
	ID:      "AA0002",
	Title:   "There must be no space character between a unary operator and its argument",
	Message: "There must be no space character after '%s'",
	Description: "A unary minus or plus is written directly before its operand: -Amount, not " +
		"- Amount. A line break or comment after the operator is left alone. The fix removes the " +
		"spaces.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	HelpURI:  "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0002",
	FixKeys:  []string{"AA0002.RemoveSpace"},
	Run:      runAA0002,
}

func init() { register(AA0002) }

// unaryOperatorToken returns the operator token of a UnaryExpr, or -1.
func unaryOperatorToken(n *syntax.Node) int {
	if n.Kind != syntax.UnaryExpr || n.First >= n.Last {
		return -1
	}
	return int(n.First)
}

func runAA0002(pass *analysis.Pass) {
	f := pass.File
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		op := unaryOperatorToken(n)
		if op < 0 || op+1 >= len(f.Tokens) {
			return true
		}
		k := f.Tokens[op].Kind
		if k != syntax.Minus && k != syntax.Plus {
			return true
		}
		g := gapSpan(f, op+1)
		if g.Len() == 0 || !gapIsPlain(f, op+1) || gapHasLineBreak(f, op+1) {
			return true
		}
		text := f.TokenText(op)
		pass.Reportf(syntax.Span{Start: f.Tokens[op].Span.Start, End: f.Tokens[op+1].Span.End}, []any{text},
			pass.Fix("RemoveSpace", "Remove the space after '"+text+"'", setGap(f, op+1, "")))
		return true
	})
}
