package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0225 reports page field controls that show something other than a
// table field and have no Caption.
var AA0225 = &analysis.Rule{
	ID:      "AA0225",
	Title:   "You must specify a caption in the Caption property for Fields that exist on page objects",
	Message: "The field control %s shows no table field and has no Caption: the user sees no translatable name for it",
	Description: "A page field control bound to a table field inherits that field's caption; one " +
		"bound to a variable, a label, a procedure call or another expression has none, and the " +
		"page shows the control's name, which is not translated. Reported: field controls of pages, " +
		"page extensions and report request pages whose source expression is certainly not a table " +
		"field (a variable, a call, a literal, an operator expression, an array element) and that " +
		"set neither Caption nor CaptionClass. Controls with ShowCaption = false are not reported, as " +
		"CodeCop does not report them (Microsoft's System Application builds with such controls " +
		"under generalAction Error). A source that may be a " +
		"field of a table alfix does not know, or a member of a record, is not reported; nor are " +
		"obsolete controls. No fix: the caption is the author's.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0225,
}

func runAA0225(pass *analysis.Pass) {
	f := pass.File
	for el := range pages.NonFieldControls(pass) {
		if f.Property(el, "Caption") != nil || f.Property(el, "CaptionClass") != nil || pages.CaptionHidden(f, el) {
			continue
		}
		if name := f.ElementNameToken(el); name >= 0 {
			pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name)})
		}
	}
}
