package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/labels"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0034 reports format strings whose placeholders the call does not fill.
var PC0034 = &analysis.Rule{
	ID:      "PC0034",
	Title:   "Placeholder argument count mismatch",
	Message: "The text has %d placeholder(s) (%%1..%%n) but the call passes %d value(s)",
	Description: "StrSubstNo, Error, Message and Confirm replace %1, %2, ... in their text by the values " +
		"after it. Reported when the text is a string literal or a Label variable of the file and " +
		"StrSubstNo, Error or Message passes no value at all for its placeholders (with values, CodeCop " +
		"AA0131 compares the counts), or Confirm passes a different number of values (after the default " +
		"answer) than the highest placeholder asks for. Texts held in Text variables or returned by " +
		"procedures are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Usage",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0034,
}

func runPC0034(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for c, values := range calls.Builtins.Get(pass).FormatCalls() {
		text, ok := pc0034Text(f, scopes, c.Args[0])
		if !ok {
			continue
		}
		want := 0
		for _, p := range labels.Placeholders(text) {
			if p.Sigil == '%' {
				want = max(want, p.N)
			}
		}
		confirm := c.Is("Confirm", "System", "DialogStatic")
		if values == want || !confirm && values > 0 {
			continue
		}
		pass.Reportf(f.Span(c.Args[0]), []any{want, values})
	}
}

// pc0034Text returns the text of a string literal or of a Label variable
// declared in the file.
func pc0034Text(f *syntax.File, scopes *symbols.FileScopes, e *syntax.Node) (string, bool) {
	e = e.Unparen()
	if tok := f.StringLiteralToken(e); tok >= 0 {
		return syntax.StringValue(f.TokenText(tok)), true
	}
	if e.Kind != syntax.NameExpr {
		return "", false
	}
	r := scopes.RefOf(e)
	if r == nil || r.Ambiguous || r.Decl == nil || !r.Decl.Type.Is("Label") || r.Decl.Node == nil {
		return "", false
	}
	lv, ok := f.VariableLabel(r.Decl.Node)
	if !ok {
		return "", false
	}
	return lv.TextValue(), true
}
