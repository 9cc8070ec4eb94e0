package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
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
	HelpURI:     alcopsHelp("PlatformCop", "PC0008"),
	FixKeys:     []string{"PC0008.WrapStrSubstNo"},
	UsesProject: true,
	Run:         runPC0008,
}

func init() { register(PC0008) }

func runPC0008(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	callsInCode(f, func(n *syntax.Node) {
		if n.Kind != syntax.CallExpr {
			return
		}
		c, ok := callsBuiltinCall(f, scopes, n)
		if !ok || !c.is("SetFilter", "Record", "Query", "FieldRef") {
			return
		}
		at := 1 // the filter expression argument
		if c.method.Receiver == "FieldRef" {
			at = 0
		}
		if len(c.args) <= at {
			return
		}
		tok := callsStringArg(f, c.args[at])
		if tok < 0 {
			return
		}
		value := syntax.StringValue(f.TokenText(tok))
		if !callsPlaceholders(value) || !strings.ContainsAny(value, "*?@") || inObsoleteCode(f, n) {
			return
		}
		var fixes []analysis.Fix
		if len(c.args) > at+1 {
			last := c.args[len(c.args)-1]
			fixes = append(fixes, pass.Fix("WrapStrSubstNo", "Wrap filter expression in StrSubstNo()",
				callsInsert(f.Tokens[tok].Span.Start, "StrSubstNo("),
				callsInsert(f.Tokens[last.Last-1].Span.End, ")")))
		}
		pass.Reportf(f.Tokens[tok].Span, []any{value}, fixes...)
	})
}
