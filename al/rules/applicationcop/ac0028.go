package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AC0028 reports page field ToolTips whose table field has none.
var AC0028 = &analysis.Rule{
	ID:      "AC0028",
	Title:   "Table field must define a ToolTip",
	Message: "Table field '%s' has no ToolTip while page field '%s' has one; define the ToolTip on the table field and remove it from the page field",
	Description: "A table field can carry the ToolTip that " +
		"every page showing it uses. A ToolTip written on each page field is repeated, and drifts " +
		"apart. Reported: a page or page extension field control with a ToolTip that shows a field " +
		"(Rec.Field or the bare field name) of a table or table extension of the project that has no " +
		"ToolTip. Fields of tables outside the project are not judged (they cannot be changed here). " +
		"Obsolete objects, controls and table fields are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true,
	Run:         runAC0028,
}

func runAC0028(pass *analysis.Pass) {
	for pt := range pages.FieldToolTips(pass) {
		if pt.TableToolTip == nil {
			pass.Reportf(pass.File.Span(pt.Prop), []any{pt.Field.Name, pt.Control})
		}
	}
}
