package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0473 reports Decimal table fields without an AutoFormatType.
var AA0473 = &analysis.Rule{
	ID:      "AA0473",
	Title:   "Table control fields of type 'Decimal' must have the property AutoFormatType specified",
	Message: "The Decimal field %s has no AutoFormatType",
	Description: "How many decimals a Decimal value shows depends on what it holds (an amount, a unit " +
		"price, a quantity, a percentage); AutoFormatType says which, for every page and report that " +
		"shows the field. Reported: fields of type Decimal declared in tables and table extensions " +
		"(new fields; modify(...) changes are not) without an AutoFormatType property. Obsolete " +
		"tables and fields are skipped. No fix: the right format type is the author's choice.",
	Severity: analysis.SeverityInfo,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0473,
}

func runAA0473(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		for _, fl := range f.TableFields(obj) {
			if f.IsObsolete(fl) || !tableFieldTypeIs(f, fl, "Decimal") || f.Property(fl, "AutoFormatType") != nil {
				continue
			}
			span := f.DeclSpan(fl)
			pass.Reportf(span, []any{f.Text(span)})
		}
	}
}

// tableFieldTypeIs reports whether a table field element's type (its third
// argument: field(1; Name; Type)) is the one-word type name.
func tableFieldTypeIs(f *syntax.File, fl *syntax.Node, name string) bool {
	args := f.ElementArgs(fl, false)
	return len(args) >= 3 && args[2].Len() == 1 && strings.EqualFold(f.TokenText(args[2].First), name)
}
