package codecop

import (
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0217 reports StrSubstNo calls whose format is a string literal.
var AA0217 = &analysis.Rule{
	ID:      "AA0217",
	Title:   "Use a text constant or label for format string in StrSubstNo",
	Message: "Use a text constant or label for the format string %s in StrSubstNo",
	Description: "A format string written as a literal cannot be translated and carries no comment " +
		"for its placeholders; declare it as a Label (Locked = true when it must not be translated) " +
		"and pass the label. StrSubstNo and Text.StrSubstNo calls whose first argument is a string " +
		"literal are reported, at the literal; a Text variable or expression as format is not " +
		"judged, nor is a literal without a letter outside its placeholders ('@%1', '%1, %2 - " +
		"(%3)'): it holds nothing to translate, and System Application builds with AA0217 at Error " +
		"with two such formats (older pragmas in BCApps around '%1 - %2' and '%1%2' suppress " +
		"nothing today). No fix: the label's name and comment are the author's to choose.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAA0217,
}

func runAA0217(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) == 0 || !c.Is("StrSubstNo", "System", "TextStatic") {
			continue
		}
		if tok := f.StringLiteralToken(c.Args[0]); tok >= 0 && aa0217HasText(syntax.StringValue(f.TokenText(tok))) {
			pass.Reportf(f.Tokens[tok].Span, []any{f.TokenText(tok)})
		}
	}
}

// aa0217HasText reports whether a format string has a letter outside its
// placeholders (%1 and #1, as StrSubstNo reads them).
func aa0217HasText(format string) bool {
	r := []rune(format)
	for i := 0; i < len(r); i++ {
		if (r[i] == '%' || r[i] == '#') && i+1 < len(r) && unicode.IsDigit(r[i+1]) {
			for i+1 < len(r) && unicode.IsDigit(r[i+1]) {
				i++
			}
			continue
		}
		if unicode.IsLetter(r[i]) {
			return true
		}
	}
	return false
}
