package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0131 reports format calls whose values do not match the placeholders
// of their text.
var AA0131 = &analysis.Rule{
	ID:      "AA0131",
	Title:   "String parameters must match placeholders",
	Message: "The text has placeholders up to number %d but %d value(s) are passed",
	Description: "StrSubstNo, Error, Message and Confirm put their values into the %1, %2, ... of the " +
		"text (%n, or #n#### fields); a placeholder without a value stays in the text as it is, and a value without a " +
		"placeholder is lost. Reported when the highest placeholder number of the text differs from the number of " +
		"values passed after it (after the default answer for Confirm); not an Error call that passes " +
		"no value, which CodeCop does not report. The text is checked when it is " +
		"a string literal or a Label or TextConst declared in the same file; texts of other files and " +
		"dependencies, text variables and ErrorInfo values are not. No fix: which value is missing " +
		"only the author knows.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0131,
}

func runAA0131(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for c, values := range calls.Builtins.Get(pass).FormatCalls() {
		// Error(Text) without values: CodeCop does not report it (System
		// Application builds at generalAction Error with two such calls
		// whose label has a %1).
		if values == 0 && c.Is("Error", "System", "DialogStatic") {
			continue
		}
		text, ok := aa0131Text(f, scopes, c.Args[0])
		if !ok {
			continue
		}
		highest := 0
		for _, p := range labels.Placeholders(text) {
			highest = max(highest, p.N)
		}
		if highest != values {
			pass.Reportf(c.Span(f), []any{highest, values})
		}
	}
}

// aa0131Text returns the text of a format argument: a string literal, or a
// Label or TextConst variable declared in this file (its default text).
func aa0131Text(f *syntax.File, scopes *symbols.FileScopes, e *syntax.Node) (string, bool) {
	if tok := f.StringLiteralToken(e); tok >= 0 {
		return syntax.StringValue(f.TokenText(tok)), true
	}
	if e.Kind != syntax.NameExpr {
		return "", false
	}
	r := scopes.RefOf(e)
	if r == nil || r.Ambiguous || r.Decl == nil || r.Decl.Node == nil || r.Decl.Node.Kind != syntax.VariableDecl {
		return "", false
	}
	tr := r.Decl.Node.Child(syntax.TypeRef)
	if tr == nil || tr.Len() < 2 {
		return "", false
	}
	kind := f.TokenText(int(tr.First))
	if !strings.EqualFold(kind, "Label") && !strings.EqualFold(kind, "TextConst") {
		return "", false
	}
	lv := f.ParseLabel(int(tr.First)+1, int(tr.Last))
	if lv.Text < 0 {
		return "", false
	}
	if strings.EqualFold(kind, "TextConst") {
		return aa0131TextConstDefault(f.TokenText(lv.Text)), true
	}
	return syntax.StringValue(f.TokenText(lv.Text)), true
}

// aa0131TextConstDefault returns the text of a TextConst string token
// ('ENU=...;DEU=...'): the first language's text.
func aa0131TextConstDefault(tok string) string {
	s := syntax.StringValue(tok)
	if i := strings.Index(s, "="); i > 0 && i <= 8 {
		s = s[i+1:]
		if j := strings.Index(s, ";"); j >= 0 {
			s = s[:j]
		}
	}
	return s
}
