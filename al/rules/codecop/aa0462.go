package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0462 reports CalcDate calls whose formula is text in the user's
// language.
var AA0462 = &analysis.Rule{
	ID:      "AA0462",
	Title:   "The CalcDate should only be used with DataFormula variables. Alternatively the string should be enclosed using the <> symbols",
	Message: "CalcDate with the formula %s depends on the user's language; use a DateFormula or enclose the formula in < >",
	Description: "A date formula given as text is read in the language of the session: '1D' means a day " +
		"in English but nothing in other languages. A formula enclosed in < > is read in the " +
		"language-neutral form, and a DateFormula value is stored neutral. Reported: a string literal " +
		"not enclosed in < >, and a variable, parameter or field of type Text or Code passed as the " +
		"formula. Labels, text constants, StrSubstNo results and concatenations are not reported (their " +
		"text is not checked here), nor expressions whose type alfix cannot tell (fields of tables in " +
		"dependencies). The fix encloses a literal formula in < >.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0462.EncloseFormula"},
	UsesProject: true,
	Run:         runAA0462,
}

func runAA0462(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) == 0 || !c.Is("CalcDate", "System") {
			continue
		}
		arg := c.Args[0]
		if tok := f.StringLiteralToken(arg); tok >= 0 {
			value := syntax.StringValue(f.TokenText(tok))
			if strings.TrimSpace(value) == "" || strings.HasPrefix(value, "<") && strings.HasSuffix(value, ">") {
				continue
			}
			span := f.Tokens[tok].Span
			pass.Reportf(span, []any{f.TokenText(tok)}, pass.Fix("EncloseFormula", "Enclose the formula in < >",
				edit.Insert(span.Start+1, "<"), edit.Insert(span.End-1, ">")))
			continue
		}
		if arg.Kind != syntax.NameExpr && arg.Kind != syntax.MemberExpr {
			continue
		}
		if t := scopes.TypeOf(arg); t.Is("Text") || t.Is("Code") {
			pass.Reportf(f.Span(arg), []any{f.Text(f.Span(arg))})
		}
	}
}
