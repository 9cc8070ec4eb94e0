package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/rules/internal/exprs"
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
	FixKeys:  []string{"AA0002.RemoveSpace"},
	Run:      runAA0002,
}

func runAA0002(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.UnaryExpr) {
		op := exprs.UnaryOperatorToken(n)
		if op < 0 || op+1 >= len(f.Tokens) {
			continue
		}
		k := f.Tokens[op].Kind
		if k != syntax.Minus && k != syntax.Plus {
			continue
		}
		g := f.Gap(op + 1)
		if g.Len() == 0 || !f.GapIsLayout(op+1) || f.GapHasLineBreak(op+1) {
			continue
		}
		text := f.TokenText(op)
		pass.Reportf(syntax.Span{Start: f.Tokens[op].Span.Start, End: f.Tokens[op+1].Span.End}, []any{text},
			pass.Fix("RemoveSpace", "Remove the space after '"+text+"'", edit.SetGap(f, op+1, "")))
	}
}
