package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0017 reports MaskType on fields the Web client shows in a repeater.
var AW0017 = &analysis.Rule{
	ID:      "AW0017",
	Title:   "MaskType property cannot be used inside repeaters",
	Message: "The field '%s' sets MaskType inside a repeater: the Web client does not implement MaskType in Repeater controls and does not show the value there",
	Description: "MaskType hides a field's value behind a mask (a secret shown as dots until the user " +
		"reveals it). The Web client implements it on card-like layouts but not in the rows of a " +
		"repeater, where the masked value is not shown at all. A field control inside a repeater, at " +
		"any depth, that sets MaskType on the page is reported; show the field outside the repeater " +
		"or leave it off the list. A MaskType set on the table field, not on the page control, is not " +
		"seen by this rule.",
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
