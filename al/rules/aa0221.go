package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
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
	for el, src := range nonFieldControls(pass) {
		if f.Property(el, "OptionCaption") != nil || !scopes.TypeOf(src).Is("Option") {
			continue
		}
		if name := f.ElementNameToken(el); name >= 0 {
			pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name)})
		}
	}
}

// nonFieldControls yields the field controls of the file's pages, page
// extensions and report request pages whose source expression is
// certainly not a table field (see aa0225NotAField), with that expression.
// Obsolete controls are skipped.
func nonFieldControls(pass *analysis.Pass) func(yield func(el, src *syntax.Node) bool) {
	return func(yield func(el, src *syntax.Node) bool) {
		f := pass.File
		scopes := pass.Scopes()
		for _, obj := range f.Objects() {
			page := obj
			switch f.ObjectKind(obj) {
			case syntax.KwPage, syntax.KwPageExtension:
			case syntax.KwReport:
				if page = f.Section(obj, syntax.KwRequestPage); page == nil {
					continue
				}
			default:
				continue
			}
			for el, kind := range f.PageControls(page) {
				if kind != syntax.KwField {
					continue
				}
				args := el.Child(syntax.ElementArgs)
				if args == nil || len(args.Children) < 2 || !aa0225NotAField(scopes, args.Children[1]) {
					continue
				}
				if !yield(el, args.Children[1]) {
					return
				}
			}
		}
	}
}
