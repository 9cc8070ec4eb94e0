package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0234 reports table fields without a ToolTip.
var AA0234 = &analysis.Rule{
	ID:      "AA0234",
	Title:   "You must write a tooltip in the Tooltip property for all fields on table objects",
	Message: "The table field %s has no ToolTip",
	Description: "Since runtime 13 a table field's ToolTip is shown by every page control of the " +
		"field that has none of its own, so writing it on the table field helps the user everywhere " +
		"the field appears. Checked are the fields of tables and the new fields of table extensions; " +
		"obsolete objects and fields are skipped. No fix: the text is the author's. Off by default, " +
		"as in CodeCop: it runs only when a ruleset names it (a generalAction does not switch it on).",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Localizability",
	Analyzer:     project.CodeCop,
	Run:          runAA0234,
}

func runAA0234(pass *analysis.Pass) {
	f := pass.File
	for fe := range pages.FieldElements(pass, pages.TableFields) {
		if f.Property(fe.El, "ToolTip") == nil {
			pass.Reportf(f.DeclSpan(fe.El), []any{f.Text(f.DeclSpan(fe.El))})
		}
	}
}
