package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AA0471 reports page field controls that show a Decimal value other than
// a table field and have no AutoFormatType.
var AA0471 = &analysis.Rule{
	ID:      "AA0471",
	Title:   "Page control fields of type 'Decimal' must have the property AutoFormatType specified",
	Message: "The field control %s shows a Decimal value but has no AutoFormatType",
	Description: "How many decimals a Decimal value shows depends on what it holds (an amount, a unit " +
		"price, a quantity, a percentage); AutoFormatType says which. Reported: field controls of " +
		"pages, page extensions and report request pages without an AutoFormatType property whose " +
		"value is certainly not a table field (a variable, a call, an expression) and is of type " +
		"Decimal. A control showing a table field is not reported: it takes the field's " +
		"AutoFormatType, which AA0473 asks for on the field (Microsoft's Base Application builds at " +
		"generalAction Error with such controls). API pages (PageType = API) are not reported: they " +
		"show nothing, and BCApps' API apps build with Decimal variables on them at Error. Values " +
		"whose type alfix cannot tell, obsolete " +
		"controls and modify(...) changes are skipped. No fix: the right format type is the " +
		"author's choice.",
	Severity:    analysis.SeverityInfo,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0471,
}

func runAA0471(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for el, src := range pages.NonFieldControls(pass) {
		if f.Property(el, "AutoFormatType") != nil || f.IsObsolete(el) {
			continue
		}
		if obj := el.Ancestor(syntax.Object); obj != nil && f.ObjectKind(obj) == syntax.KwPage {
			if p := f.Property(obj, "PageType"); p != nil && f.PropertyValueIs(p, "API") {
				continue // an API page formats nothing
			}
		}
		if t := scopes.TypeOf(src); strings.EqualFold(t.Kind, "Decimal") {
			span := f.DeclSpan(el)
			pass.Reportf(span, []any{f.Text(span)})
		}
	}
}
