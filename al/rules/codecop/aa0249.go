package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0249 reports page field triggers that a property value keeps from ever
// running.
var AA0249 = &analysis.Rule{
	ID:      "AA0249",
	Title:   "PageField trigger is unused due to a property value",
	Message: "The %s trigger never runs: the field has Editable = false",
	Description: "A page field that cannot be edited offers no lookup, so its OnLookup trigger never " +
		"runs. Reported: that trigger on a field control of a page or " +
		"page extension whose own Editable property is the literal false (an expression or the " +
		"page's Editable is not evaluated). OnValidate is not reported: Base Application, built with " +
		"this rule as an error, has OnValidate triggers on such fields. For a lookup meant to show related data, OnDrillDown runs " +
		"on a field that is not editable. No fix: OnDrillDown has another signature, and the trigger's " +
		"code may need to change.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0249,
}

func runAA0249(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		for el, kind := range f.PageControls(obj) {
			if kind != syntax.KwField {
				continue
			}
			ed := f.Property(el, "Editable")
			if ed == nil || !f.PropertyValueIs(ed, "false") {
				continue
			}
			for _, tr := range syntax.Triggers(el) {
				name := f.DeclName(tr)
				if name == "" {
					continue
				}
				if strings.EqualFold(name, "OnLookup") {
					pass.Reportf(f.DeclSpan(tr), []any{name})
				}
			}
		}
	}
}
