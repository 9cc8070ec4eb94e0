package codecop

import (
	"strings"
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/syntax"
)

// AA0216 reports user messages concatenated from literal text.
var AA0216 = &analysis.Rule{
	ID:      "AA0216",
	Title:   "Use a text constant for passing user messages and errors without concatenations",
	Message: "The message of %s is concatenated from literal text; use a label with placeholders",
	Description: "Text pieces glued to a message with + cannot be translated as a whole, and the order " +
		"of the pieces is fixed for every language. Reported: the message argument of Error, " +
		"Message, Confirm or StrMenu (the first one) when it is a + concatenation with a string " +
		"literal among its operands that holds more than spaces and line breaks (backslashes). A " +
		"concatenation of labels or text values only, one whose literals are only line breaks or " +
		"spaces, and a literal message on its own are not reported here (the W1 apps build at Error " +
		"with Confirm(StrSubstNo(Label, ...) + '\\\\' + Text)). " +
		"No fix: the label's name and comment are the author's.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0216,
}

func runAA0216(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) == 0 || !(c.Is("Error", "System", "DialogStatic") ||
			c.Is("Message", "System", "DialogStatic") || c.Is("Confirm", "System", "DialogStatic") ||
			c.Is("StrMenu", "System", "DialogStatic")) {
			continue
		}
		if aa0216LiteralConcat(f, c.Args[0]) {
			pass.Reportf(f.Span(c.Args[0]), []any{c.Method.Name})
		}
	}
}

// aa0216LiteralConcat reports whether e is a + concatenation (through
// parentheses) one of whose operands is a non-empty string literal.
func aa0216LiteralConcat(f *syntax.File, e *syntax.Node) bool {
	e = e.Unparen()
	if e.Kind != syntax.BinaryExpr || exprs.BinaryOperatorToken(f, e) < 0 || f.Tokens[exprs.BinaryOperatorToken(f, e)].Kind != syntax.Plus {
		return false
	}
	for _, op := range e.Children {
		op = op.Unparen()
		if tok := f.StringLiteralToken(op); tok >= 0 && !aa0216OnlyBreaks(syntax.StringValue(f.TokenText(tok))) {
			return true
		}
		if aa0216LiteralConcat(f, op) {
			return true
		}
	}
	return false
}

// aa0216OnlyBreaks reports whether a literal holds nothing but spaces and
// backslashes (a dialog's line breaks): nothing to translate.
func aa0216OnlyBreaks(s string) bool {
	return strings.TrimFunc(s, func(r rune) bool { return r == '\\' || unicode.IsSpace(r) }) == ""
}
