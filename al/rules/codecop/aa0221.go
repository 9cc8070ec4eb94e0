package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
)

// AA0221 reports page field controls showing an Option that is not a table
// field without an OptionCaption.
var AA0221 = &analysis.Rule{
	ID:      "AA0221",
	Title:   "You must specify an OptionCaption property for all fields whose source expression is not a table field",
	Message: "The field control %s shows an Option that is not a table field and has no OptionCaption: its values appear untranslated",
	Description: "A table field of type Option brings its OptionCaption to every page that shows it; an " +
		"Option variable (or another Option expression) shown in a page field control has none, so the " +
		"page shows the option names as declared, untranslated. Reported: field controls of pages, page " +
		"extensions and report request pages whose source expression is certainly not a table field " +
		"(as for AA0225) and whose type alfix knows to be Option, without an OptionCaption property. " +
		"Enums carry their own captions and are not concerned; sources whose type is unknown and " +
		"obsolete controls are not reported. No fix: the captions are the author's.",
	Severity:    analysis.SeverityWarning,
	Category:    "Localizability",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0221,
}

func runAA0221(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for el, src := range pages.NonFieldControls(pass) {
		if f.Property(el, "OptionCaption") != nil || !scopes.TypeOf(src).Is("Option") {
			continue
		}
		if name := f.ElementNameToken(el); name >= 0 {
			pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name)})
		}
	}
}
