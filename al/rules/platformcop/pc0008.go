package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// PC0008 reports SetFilter expressions that mix placeholders with the
// wildcard and case operators.
var PC0008 = &analysis.Rule{
	ID:      "PC0008",
	Title:   "Avoid unsupported operators with placeholders in SetFilter expressions",
	Message: "The filter '%s' combines placeholders with *, ? or @, which SetFilter does not apply to substituted values",
	Description: "SetFilter substitutes %1, %2, ... with the values after the expression as exact values: " +
		"a * or ? wildcard or the @ case-insensitive marker next to a placeholder then compares the " +
		"characters literally. Build the expression first with StrSubstNo, so that the operators apply: " +
		"SetFilter(Field, StrSubstNo('*%1*', Value)). Obsolete code is skipped.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0008.WrapStrSubstNo"},
	UsesProject: true,
	Run:         runPC0008,
}

func runPC0008(pass *analysis.Pass) {
	f := pass.File
	for c, values := range calls.Builtins.Get(pass).FilterCalls("SetFilter") {
		tok := f.StringLiteralToken(values[0]) // the filter expression
		if tok < 0 {
			continue
		}
		value := syntax.StringValue(f.TokenText(tok))
		if !calls.HasPlaceholder(value) || !strings.ContainsAny(value, "*?@") || f.InObsoleteCode(c.Call) {
			continue
		}
		// StrSubstNo needs the values after the expression.
		last := values[len(values)-1]
		pass.Reportf(f.Tokens[tok].Span, []any{value}, pass.FixIf(len(values) > 1, "WrapStrSubstNo", "Wrap filter expression in StrSubstNo()",
			edit.Insert(f.Tokens[tok].Span.Start, "StrSubstNo("), edit.Insert(f.Tokens[last.Last-1].Span.End, ")")))
	}
}
