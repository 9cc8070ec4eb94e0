package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0220 reports empty field ToolTips.
var AA0220 = &analysis.Rule{
	ID:      "AA0220",
	Title:   "The value of the Tooltip property of Fields must be filled",
	Message: "The ToolTip of the %s %s is empty",
	Description: "An empty ToolTip shows nothing where the user looks for help. Checked are the " +
		"ToolTips of table fields (tables and table extensions) and of field controls of pages and " +
		"page extensions; API pages, obsolete objects and obsolete fields are skipped. A ToolTip of " +
		"blanks is not empty: ' ' is how a control shows no ToolTip on purpose. No fix: the text is " +
		"the author's.",
	Severity: analysis.SeverityWarning,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0220,
}

func runAA0220(pass *analysis.Pass) {
	f := pass.File
	for fe := range pages.FieldElements(pass, pages.TableFields|pages.PageFields) {
		if _, lv, ok := pages.FieldLabel(f, fe.El, "ToolTip"); ok && lv.TextValue() == "" {
			pass.Reportf(f.Tokens[lv.Text].Span, []any{pages.FieldWord(fe), f.Text(f.DeclSpan(fe.El))})
		}
	}
}
