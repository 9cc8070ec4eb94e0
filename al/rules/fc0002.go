package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// FC0002 (keyword part) and AA0241 check the same thing: a reserved word
// written in another casing than its canonical lower-case spelling. Only
// tokens the parser consumed as keywords count, so words used as names
// (a variable called Value, Rec.Count, Page::X) and data types (Record,
// Integer, Label) are never reported.

// FC0002 reports keywords whose casing differs from the canonical one.
var FC0002 = &analysis.Rule{
	ID:      "FC0002",
	Title:   "Casing of keywords must align with the language definition",
	Message: "The keyword '%s' should be written '%s'",
	Description: "AL is case-insensitive, but reserved words (begin, if, then, procedure, " +
		"codeunit, true, where, ...) are written in lower case by convention. This rule reports " +
		"every keyword whose casing differs and offers to rewrite it. Data types and built-in " +
		"methods are not keywords and are not checked here.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: "FormattingCop",
	HelpURI:  "https://alcops.dev/docs/analyzers/formattingcop/fc0002/",
	FixKeys:  []string{"FC0002.FixCasing"},
	Run:      func(pass *analysis.Pass) { runKeywordCasing(pass) },
}

// AA0241 is CodeCop's rule for lower-case keywords (hidden by default).
var AA0241 = &analysis.Rule{
	ID:      "AA0241",
	Title:   "Use all lowercase letters for reserved language keywords",
	Message: "The keyword '%s' should be written in lower case: '%s'",
	Description: "Reserved language keywords are written in lower case; data types and " +
		"built-in methods use Pascal case and are not covered. CodeCop ships the rule hidden.",
	Severity: analysis.SeverityHidden,
	Category: "Readability",
	Analyzer: "CodeCop",
	HelpURI:  "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0241",
	FixKeys:  []string{"AA0241.FixCasing"},
	Run:      func(pass *analysis.Pass) { runKeywordCasing(pass) },
}

func init() {
	register(FC0002)
	register(AA0241)
}

// casingChecked reports whether keyword kw is held to lower case. Type words
// the parser may mark (Record, Option, TextConst) are Pascal case.
func casingChecked(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwNone, syntax.KwRecord, syntax.KwOption, syntax.KwTextConst:
		return false
	}
	return true
}

// objectTypeWord reports whether kw names an object type. Outside an object
// header (RunObject = Page "X", TableRelation) such a word is a type
// reference, written in Pascal case like other types.
func objectTypeWord(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwTable, syntax.KwPage, syntax.KwCodeunit, syntax.KwReport, syntax.KwQuery, syntax.KwXmlPort:
		return true
	}
	return false
}

func runKeywordCasing(pass *analysis.Pass) {
	f := pass.File
	headers := map[int]bool{}
	for _, obj := range f.Objects() {
		headers[int(obj.First)] = true
	}
	for i, t := range f.Tokens {
		if t.Kind != syntax.Identifier || !casingChecked(t.Keyword) {
			continue
		}
		if objectTypeWord(t.Keyword) && !headers[i] {
			continue
		}
		want := t.Keyword.String()
		got := f.TokenText(i)
		if got == want || !equalFoldASCII(got, want) {
			continue
		}
		pass.Reportf(t.Span, []any{got, want},
			pass.Fix("FixCasing", "Write '"+want+"' in lower case", replaceToken(f, i, want)))
	}
}
