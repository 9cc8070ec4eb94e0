package codecop

import (
	"strings"
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0072 reports object-typed variables and parameters whose name does not
// end with the name of their object.
var AA0072 = &analysis.Rule{
	ID:      "AA0072",
	Title:   "The name of variables and parameters must be suffixed with the type or object name",
	Message: "The name of %s is not valid: the name of variables and parameters must be suffixed with the type or object name (%s)",
	Description: "A variable named after its object (SalesHeader: Record \"Sales Header\", " +
		"TempSalesLine, OldCustomer2) says what it holds wherever it is used. Reported: local and " +
		"global variables and parameters of type Record, Codeunit, Page, Report, XmlPort, Query " +
		"and TestPage whose name, without trailing digits, does not end with the object's name " +
		"written without spaces and other characters that are not letters or digits (any case; a " +
		"prefix is allowed). Not reported: objects named by id, DotNet and other types, parameters " +
		"of event subscribers (their names must match the publisher's) and declarations inherited " +
		"from a base object. Microsoft's own rulesets turn the rule off, so alfix runs it only when " +
		"a ruleset names it. No fix: the new name is the author's choice.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Readability",
	Analyzer:     project.CodeCop,
	UsesProject:  true,
	Run:          runAA0072,
}

// aa0072Kinds are the object-typed kinds whose variables AA0072 checks.
var aa0072Kinds = map[string]bool{
	"record": true, "codeunit": true, "page": true, "report": true, "xmlport": true, "query": true, "testpage": true,
}

func runAA0072(pass *analysis.Pass) {
	f := pass.File
	for _, d := range pass.Scopes().Decls {
		if d.NameToken < 0 || d.Inherited || d.Kind != symbols.LocalVar && d.Kind != symbols.GlobalVar && d.Kind != symbols.Param {
			continue
		}
		if !aa0072Kinds[strings.ToLower(d.Type.Kind)] || d.Type.Object == "" {
			continue
		}
		want := aa0072Alnum(d.Type.Object)
		if want == "" || strings.IndexFunc(want, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
			continue // an id, or a name of digits
		}
		if d.Kind == symbols.Param && aa0072Subscriber(f, d.Routine) {
			continue
		}
		name := strings.TrimRightFunc(aa0072Alnum(d.Name), unicode.IsDigit)
		if !strings.HasSuffix(strings.ToLower(name), strings.ToLower(want)) {
			pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name, want})
		}
	}
}

// aa0072Alnum returns s without the characters that are not letters or
// digits.
func aa0072Alnum(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
}

// aa0072Subscriber reports whether a procedure carries an EventSubscriber
// attribute.
func aa0072Subscriber(f *syntax.File, routine *syntax.Node) bool {
	if routine == nil {
		return false
	}
	for _, a := range routine.ChildrenOf(syntax.Attribute) {
		if strings.EqualFold(f.DeclName(a), "EventSubscriber") {
			return true
		}
	}
	return false
}
