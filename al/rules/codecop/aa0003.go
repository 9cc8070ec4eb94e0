package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/syntax"
)

// AA0003 reports a not operator not followed by exactly one space.
var AA0003 = &analysis.Rule{
	ID:      "AA0003",
	Title:   "There must be exactly one space character between the not operator and its argument",
	Message: "There must be exactly one space character after '%s'",
	Description: "The not operator is followed by one space: not Found, not (A or B). Writing " +
		"not(A) or several spaces is reported; a line break or comment after not is left alone. " +
		"The fix sets the gap to one space.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0003.NormalizeSpacing"},
	Run:      runAA0003,
}

func runAA0003(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.UnaryExpr) {
		op := exprs.UnaryOperatorToken(n)
		if op < 0 || op+1 >= len(f.Tokens) || !f.IsKeyword(op, syntax.KwNot) {
			continue
		}
		if f.GapIsOneSpace(op+1) || !f.GapIsLayout(op+1) || f.GapHasLineBreak(op+1) {
			continue
		}
		text := f.TokenText(op)
		pass.Reportf(f.Tokens[op].Span, []any{text},
			pass.Fix("NormalizeSpacing", "Put one space after '"+text+"'", edit.SetGap(f, op+1, " ")))
	}
}
