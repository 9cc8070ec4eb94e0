package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AA0226 reports table fields whose multilanguage caption leaves a language
// empty.
var AA0226 = &analysis.Rule{
	ID:      "AA0226",
	Title:   "The value of the Caption property of Fields must be filled in",
	Message: "The %s caption of the table field %s is empty",
	Description: "A table field's caption is what every page, report and filter shows for it. The rule " +
		"checks the language values of a table or table extension field's CaptionML (ENU = '' leaves " +
		"the field without a name in that language; obsolete fields skipped; ' ' is not empty). " +
		"Not reported: a plain Caption = '' — Microsoft's CodeCop accepts it (microsoft/BCApps builds " +
		"the HybridGP table field STMTNAME with Caption = '' while its ruleset makes AA0226 an Error), " +
		"and the rule's documentation names it a check of a caption's language value — nor a field " +
		"with no caption at all, nor page controls. No fix: the caption is the author's.",
	Severity: analysis.SeverityWarning,
	Category: "Localizability",
	Analyzer: project.CodeCop,
	Run:      runAA0226,
}

func runAA0226(pass *analysis.Pass) {
	f := pass.File
	for fe := range pages.FieldElements(pass, pages.TableFields) {
		for _, prop := range f.PropertiesNamed(fe.El, "CaptionML") {
			for lang, text := range f.MLEntries(prop) {
				if syntax.StringValue(f.TokenText(text)) == "" {
					pass.Reportf(f.Tokens[text].Span, []any{f.TokenText(lang), f.Text(f.DeclSpan(fe.El))})
				}
			}
		}
	}
}
