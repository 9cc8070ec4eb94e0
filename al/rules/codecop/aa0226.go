package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0226 reports table fields with an empty Caption.
var AA0226 = &analysis.Rule{
	ID:      "AA0226",
	Title:   "The value of the Caption property of Fields must be filled in",
	Message: "The Caption of the table field %s is empty",
	Description: "A table field's Caption is what every page, report and filter shows for it; an " +
		"empty one leaves the field without a name for the user. Checked are the fields of tables and " +
		"table extensions (obsolete ones skipped); ' ' is not empty. Page field controls are not: there Caption = '' is " +
		"the way to show a control without a caption. No fix: the caption is the author's.",
	Severity: analysis.SeverityWarning,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0226,
}

func runAA0226(pass *analysis.Pass) {
	f := pass.File
	for fe := range pages.FieldElements(pass, pages.TableFields) {
		if _, lv, ok := pages.FieldLabel(f, fe.El, "Caption"); ok && lv.TextValue() == "" {
			pass.Reportf(f.Tokens[lv.Text].Span, []any{f.Text(f.DeclSpan(fe.El))})
		}
	}
}
