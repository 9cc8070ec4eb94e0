package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
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
		"judged. No fix: the label's name and comment are the author's to choose.",
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
		if tok := f.StringLiteralToken(c.Args[0]); tok >= 0 {
			pass.Reportf(f.Tokens[tok].Span, []any{f.TokenText(tok)})
		}
	}
}
