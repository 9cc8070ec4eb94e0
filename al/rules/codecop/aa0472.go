package codecop

import (
	"strings"

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
		"AutoFormatType is the literal 1, that have no AutoFormatExpression and that show a value " +
		"other than a table field: a variable, a call or another expression, unless its type is " +
		"known and is not Decimal (amount formatting applies to decimals only). A control showing a " +
		"table field (of the page's record or of any record variable) is not reported, as CodeCop " +
		"does not report it: it takes the field's AutoFormatExpression, and AA0474 checks the table " +
		"field. Obsolete controls and modify(...) changes are skipped. No fix: which value holds the " +
		"currency code only the author knows.",
	Severity: analysis.SeverityInfo,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	// The table field a control shows usually lives in another file.
	UsesProject: true,
	Run:         runAA0472,
}

func runAA0472(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		for el, kind := range f.PageControls(obj) {
			if kind == syntax.KwField && pages.AmountWithoutExpression(f, el) && !aa0472Inherits(pass, el) {
				span := f.DeclSpan(el)
				pass.Reportf(span, []any{f.Text(span)})
			}
		}
	}
}

// aa0472Inherits reports whether a control's source answers for its
// currency or makes the question moot: a table field, whose
// AutoFormatExpression the control takes (AA0474 checks the field), or a
// value of a known type other than Decimal. Microsoft's Base Application
// builds at generalAction Error with 111 controls of the first kind
// (Cust."Balance (LCY)", and Rec."Net Availability" whose field has no
// AutoFormatExpression either) and 15 of the second (an Integer count).
func aa0472Inherits(pass *analysis.Pass, el *syntax.Node) bool {
	args := el.Child(syntax.ElementArgs)
	if args == nil || len(args.Children) < 2 {
		return false
	}
	src := args.Children[1]
	scopes := pass.Scopes()
	if scopes.FieldOf(src) != nil {
		return true
	}
	if src.Kind == syntax.MemberExpr && len(src.Children) > 0 && scopes.TypeOf(src.Children[0]).Is("Record") {
		return true // a field of a table alfix does not know
	}
	t := scopes.TypeOf(src)
	return t.Kind != "" && !strings.EqualFold(t.Kind, "Decimal")
}
