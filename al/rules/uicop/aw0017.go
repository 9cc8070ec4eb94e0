package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0017 reports MaskType on fields the Web client shows in a repeater.
var AW0017 = &analysis.Rule{
	ID:      "AW0017",
	Title:   "MaskType is not supported for fields in Repeater controls",
	Message: "The field '%s' sets MaskType inside a repeater: the Web client does not apply MaskType in Repeater controls",
	Description: "MaskType hides a field's value behind a mask (a password or a secret shown as dots). " +
		"The Web client applies it to fields on card-like layouts but not to the rows of a repeater, " +
		"where the field is shown without the mask the page asked for. A field control inside a " +
		"repeater, at any depth, that sets MaskType is reported; show the field outside the " +
		"repeater or leave its value off the list.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0017,
}

func runAW0017(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwField {
				return true
			}
			if p := f.Property(el, "MaskType"); p != nil && insideKind(f, el, syntax.KwRepeater) {
				name := ""
				if tok := f.ElementNameToken(el); tok >= 0 {
					name = syntax.Unquote(f.TokenText(tok))
				}
				pass.Reportf(f.Span(p), []any{name})
			}
			return false
		})
	}
}
