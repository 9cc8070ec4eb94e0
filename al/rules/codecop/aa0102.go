package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/apinames"
	"github.com/alfix/alfix/al/syntax"
)

// AA0102 reports API page field controls whose name is not camel case.
var AA0102 = &analysis.Rule{
	ID:      "AA0102",
	Title:   "Use camel case name for field controls in pages of type API",
	Message: "The field control %s of an API page should have a camel case name",
	Description: "The name of a field control of a page of type API is the JSON property clients " +
		"read; the Microsoft REST API Guidelines want it in camel case (a lower-case letter, then " +
		"letters and digits: displayName). Quotes do not count (\"code\" is camel case). Obsolete " +
		"pages and controls are skipped. The fix renames the control, and is offered only when the " +
		"name appears nowhere else in the page (code or properties naming the control would need " +
		"renaming too); mind that it changes the API for its clients.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0102.CamelCase"},
	Run:      runAA0102,
}

func runAA0102(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "API") {
			continue
		}
		var fields []*syntax.Node
		for el, kind := range f.PageControls(obj) {
			if kind == syntax.KwField {
				fields = append(fields, el)
			}
		}
		apinames.ReportAPINames(pass, obj, fields)
	}
}
