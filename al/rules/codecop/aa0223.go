package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0223 reports fields with an empty OptionCaption.
var AA0223 = &analysis.Rule{
	ID:      "AA0223",
	Title:   "The value of the OptionCaption property of Fields must be filled in",
	Message: "The OptionCaption of the %s %s is empty",
	Description: "An empty OptionCaption leaves every option of the field without a caption. Checked " +
		"are table fields (tables and table extensions) and field controls of pages and page " +
		"extensions; API pages, obsolete objects and obsolete fields are skipped. ' ' is not empty " +
		"(the caption of a blank option). No fix: the captions are the author's.",
	Severity: analysis.SeverityWarning,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0223,
}

func runAA0223(pass *analysis.Pass) {
	f := pass.File
	for fe := range pages.FieldElements(pass, pages.TableFields|pages.PageFields) {
		if _, lv, ok := pages.FieldLabel(f, fe.El, "OptionCaption"); ok && lv.TextValue() == "" {
			pass.Reportf(f.Tokens[lv.Text].Span, []any{pages.FieldWord(fe), f.Text(f.DeclSpan(fe.El))})
		}
	}
}
