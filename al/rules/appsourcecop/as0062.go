package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0062 reports page fields and actions without an ApplicationArea.
var AS0062 = &analysis.Rule{
	ID:      "AS0062",
	Title:   "Page controls and actions must use the ApplicationArea property",
	Message: "%s '%s' must have a value for the ApplicationArea property so that they are visible to users.",
	Description: "In Business Central online a page field or action is shown only when one of its application " +
		"areas is enabled; without ApplicationArea it is hidden from every user. alfix checks the field " +
		"controls and actions of pages and the ones page extensions add, unless the page or page extension " +
		"sets ApplicationArea for all of them. API pages are not shown to users and are skipped, as are " +
		"obsolete pages, controls and actions and what page extensions modify.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
			if f.IsPageType(obj, "API") || hasValue(f, f.Property(obj, "ApplicationArea")) {
				continue
			}
			for el, kind := range f.PageControls(obj) {
				if hasValue(f, f.Property(el, "ApplicationArea")) {
					continue
				}
				what := "Control"
				if kind == syntax.KwAction {
					what = "Action"
				}
				pass.Reportf(f.DeclSpan(el), []any{what, syntax.Unquote(f.Text(f.DeclSpan(el)))})
			}
		}
	},
}

// hasValue reports whether prop is set to something.
func hasValue(f *syntax.File, prop *syntax.Node) bool {
	return prop != nil && strings.TrimSpace(f.PropertyValueText(prop)) != ""
}
