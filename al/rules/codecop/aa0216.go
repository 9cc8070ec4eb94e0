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
		"Message, Confirm or StrMenu (the first one) when it is a + concatenation that starts with a " +
		"string literal holding words (a letter or a digit) and glues it to a value that is not a " +
		"literal. Not reported: a concatenation of labels or text values only, one whose literals hold " +
		"only punctuation, spaces and line breaks, one of literals only (one constant text), one that " +
		"starts with a value (Message(TextVar + ' Data')), and a literal message on its own " +
		"(BCApps builds with AA0216 at Error Confirm(StrSubstNo(Label, ...) + '\\' + Text), " +
		"Confirm(Label + '.\\' + Label), Error('...' + '%5 mismatches found.', ...) and " +
		"Message(IdImplemented + ' Data') with a Text variable). " +
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
// parentheses) whose leftmost operand is a string literal holding words (a
// letter or a digit) and which glues it to a value that is not a literal.
// One that starts with a value is not reported: BCApps' System Application
// Test, built by Apps W1 with analyzers on test apps and AA0216 at Error,
// holds Message(IdImplemented + ' Data') with a Text[50] variable. Literals of punctuation, spaces
// and line breaks only ('.\', ' - ') are not text to translate, and a
// concatenation of literals only is one constant text: Microsoft's CodeCop
// reports neither (BCApps builds Confirm(Label + '.\' + Label) and
// Error('... ' + '%5 mismatches found.', ...) with AA0216 at Error).
func aa0216LiteralConcat(f *syntax.File, e *syntax.Node) bool {
	e = e.Unparen()
	if !aa0216IsConcat(f, e) {
		return false
	}
	var words, value bool
	var walk func(n *syntax.Node)
	walk = func(n *syntax.Node) {
		n = n.Unparen()
		if aa0216IsConcat(f, n) {
			for _, op := range n.Children {
				walk(op)
			}
			return
		}
		if tok := f.StringLiteralToken(n); tok >= 0 {
			words = words || aa0216HasWords(syntax.StringValue(f.TokenText(tok)))
			return
		}
		value = true
	}
	walk(e)
	return words && value && aa0216StartsWithWords(f, e)
}

// aa0216StartsWithWords reports whether the leftmost operand of the
// concatenation e (through parentheses) is a string literal holding words.
func aa0216StartsWithWords(f *syntax.File, e *syntax.Node) bool {
	for e = e.Unparen(); aa0216IsConcat(f, e) && len(e.Children) > 0; e = e.Children[0].Unparen() {
	}
	tok := f.StringLiteralToken(e)
	return tok >= 0 && aa0216HasWords(syntax.StringValue(f.TokenText(tok)))
}

// aa0216IsConcat reports whether e is a binary + expression.
func aa0216IsConcat(f *syntax.File, e *syntax.Node) bool {
	if e.Kind != syntax.BinaryExpr {
		return false
	}
	op := exprs.BinaryOperatorToken(f, e)
	return op >= 0 && f.Tokens[op].Kind == syntax.Plus
}

// aa0216HasWords reports whether a literal holds a letter or a digit.
func aa0216HasWords(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}
