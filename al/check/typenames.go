package check

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0134: a type name that is not a type of AL.
var AL0134 = &analysis.Rule{
	ID:       "AL0134",
	Title:    "The type is not recognized",
	Message:  "'%s' is not recognized as a valid type.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A variable, parameter, return value, field or type argument must have a type of AL: a built-in " +
		"type (Integer, Text, JsonObject, List, ...; symbols.IsTypeName), an object type followed by its " +
		"object's name (Record, Codeunit, Enum, Interface, TestPage, DotNet, ...) or an array of one. Reported " +
		"on a type written as an unquoted word that is none of these (Txt, String, Int); a quoted type name is " +
		"left to other checks. It needs no declarations: the built-in types are the language's.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for tr := range pass.Nodes(syntax.TypeRef) {
			if tr.First >= tr.Last {
				continue
			}
			tok := f.Tokens[tr.First]
			if tok.Kind != syntax.Identifier || tok.Keyword == syntax.KwArray {
				continue
			}
			if word := f.TokenText(int(tr.First)); !symbols.IsTypeName(word) {
				pass.Reportf(tokenSpan(f, int(tr.First)), []any{word})
			}
		}
	},
}
