package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AA0474 reports amount fields of tables without an AutoFormatExpression.
var AA0474 = &analysis.Rule{
	ID:      "AA0474",
	Title:   "Table control fields that have amount AutoFormatType defined, must have the property AutoFormatExpression specified",
	Message: "The field %s has AutoFormatType = 1 (amount) but no AutoFormatExpression",
	Description: "An amount is rounded to its currency's precision: AutoFormatType = 1 takes the currency " +
		"from AutoFormatExpression (a currency code expression), and without it every amount shows " +
		"in the local currency's format. Reported: fields of tables whose AutoFormatType is the literal " +
		"1 and that have no AutoFormatExpression, when their declared type is Decimal: CodeCop does not " +
		"report a field of another type. Not reported: fields of table extensions — microsoft/BCApps " +
		"builds with AA0474 at Error while 5 of its 143 Decimal table-extension fields with " +
		"AutoFormatType = 1 have no AutoFormatExpression (CZ and GB apps), against 0 of 11,291 table " +
		"fields. Obsolete tables and fields are skipped. No fix: which field holds the " +
		"currency code only the author knows.",
	Severity: analysis.SeverityInfo,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0474,
}

func runAA0474(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable) {
		for _, sec := range syntax.Members(obj) {
			if sec.Kind != syntax.Section || f.SectionKind(sec) != syntax.KwFields {
				continue
			}
			for _, fl := range syntax.Members(sec) {
				if fl.Kind == syntax.Element && !f.IsObsolete(fl) && pages.AmountWithoutExpression(f, fl) && aa0474Decimal(f, fl) {
					span := f.DeclSpan(fl)
					pass.Reportf(span, []any{f.Text(span)})
				}
			}
		}
	}
}

// aa0474Decimal reports whether a table field's declared type is Decimal (or
// cannot be read): amount formatting applies to decimals only, and CodeCop
// does not report a Boolean field with AutoFormatType = 1 (Microsoft's Tax
// Engine builds at generalAction Error with one).
func aa0474Decimal(f *syntax.File, fl *syntax.Node) bool {
	args := fl.Child(syntax.ElementArgs)
	if args == nil || len(args.Children) < 3 {
		return true
	}
	t := strings.TrimSpace(f.Text(f.Span(args.Children[2])))
	return t == "" || strings.EqualFold(t, "Decimal")
}
