package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AC0029 reports page field ToolTips that repeat their table field's.
var AC0029 = &analysis.Rule{
	ID:      "AC0029",
	Title:   "Duplicate ToolTip between page and table field",
	Message: "Page field '%s' repeats the ToolTip of table field '%s'; remove it from the page field",
	Description: "A page field control without a ToolTip shows the ToolTip of the table field it " +
		"displays; one written on the control that is the same text is redundant and the first to go " +
		"stale. Reported: a page or page extension field control whose ToolTip text equals the ToolTip " +
		"of the table field it shows (Rec.Field or the bare field name), for fields of tables and table " +
		"extensions of the project. The fix removes the control's ToolTip property. Obsolete objects, " +
		"controls and table fields are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	FixKeys:     []string{"AC0029.RemoveToolTip"},
	UsesProject: true,
	Run:         runAC0029,
}

func runAC0029(pass *analysis.Pass) {
	f := pass.File
	for pt := range pages.FieldToolTips(pass) {
		if pt.TableToolTip == nil || *pt.TableToolTip != pt.Text {
			continue
		}
		pass.Reportf(f.Span(pt.Prop), []any{pt.Control, pt.Field.Name},
			pass.Fix("RemoveToolTip", "Remove the page field's ToolTip", edit.RemoveNode(f, pt.Prop)))
	}
}
