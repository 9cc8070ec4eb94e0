package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0219 reports field ToolTips that do not start with 'Specifies'.
var AA0219 = &analysis.Rule{
	ID:      "AA0219",
	Title:   "The Tooltip property of Fields must start with 'Specifies'",
	Message: "The ToolTip of the %s %s must start with 'Specifies'",
	Description: "Field ToolTips follow one pattern, 'Specifies ...', so that users read every field " +
		"the same way. Checked are the ToolTips of table fields (tables and table extensions) and of " +
		"field controls of pages and page extensions; API pages, obsolete objects and obsolete fields " +
		"are skipped, as are empty ToolTips (AA0220's), actions and field controls with ShowCaption = " +
		"false (a link or a picture without a label, whose ToolTip says what clicking does: System " +
		"Application builds with 48 such ToolTips under a ruleset that makes AA0219 an Error, and " +
		"its two AA0219 pragmas sit on controls that show their caption). The comparison ignores leading " +
		"blanks and is case-sensitive. No fix: the sentence needs rewording. Off by default, as in " +
		"CodeCop: it runs only when a ruleset names it (a generalAction does not switch it on).",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Localizability",
	Analyzer:     project.CodeCop,
	Run:          runAA0219,
}

func runAA0219(pass *analysis.Pass) {
	f := pass.File
	for fe := range pages.FieldElements(pass, pages.TableFields|pages.PageFields) {
		_, lv, ok := pages.FieldLabel(f, fe.El, "ToolTip")
		if !ok || pages.CaptionHidden(f, fe.El) {
			continue
		}
		text := strings.TrimSpace(lv.TextValue())
		if text == "" || strings.HasPrefix(text, "Specifies") {
			continue
		}
		pass.Reportf(f.Tokens[lv.Text].Span, []any{pages.FieldWord(fe), f.Text(f.DeclSpan(fe.El))})
	}
}
