package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AA0472 reports amount page fields without an AutoFormatExpression.
var AA0472 = &analysis.Rule{
	ID:      "AA0472",
	Title:   "Page control fields having amount AutoFormatType defined must have the property AutoFormatExpression specified",
	Message: "The field %s has AutoFormatType = 1 (amount) but no AutoFormatExpression",
	Description: "An amount is rounded to its currency's precision: AutoFormatType = 1 takes the currency " +
		"from AutoFormatExpression (a currency code expression), and without it the amount shows in " +
		"the local currency's format. Reported: field controls of pages and page extensions whose own " +
		"AutoFormatType is the literal 1 and that have no AutoFormatExpression (what the table field " +
		"declares is not looked at; AA0474 checks table fields). Obsolete controls and modify(...) " +
		"changes are skipped. No fix: which value holds the currency code only the author knows.",
	Severity: analysis.SeverityInfo,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0472,
}

func runAA0472(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		for el, kind := range f.PageControls(obj) {
			if kind == syntax.KwField && pages.AmountWithoutExpression(f, el) {
				span := f.DeclSpan(el)
				pass.Reportf(span, []any{f.Text(span)})
			}
		}
	}
}
