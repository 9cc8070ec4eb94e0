package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0003 reports parts placed inside a repeater.
var AW0003 = &analysis.Rule{
	ID:      "AW0003",
	Title:   "The Web client does not support displaying Repeater controls containing Parts",
	Message: "The part '%s' is inside a repeater: the Web client does not display parts in Repeater controls",
	Description: "A repeater shows one row per record; the Web client cannot show a page part (part or " +
		"systempart) within such a row, so a part declared inside a repeater, at any depth, is not " +
		"displayed. Move the part out of the repeater, e.g. into a FactBoxes area or below the " +
		"repeater in the content area. API pages, which the Web client does not display and whose " +
		"parts inside a repeater are the entity's subentities, are not reported. Checked on page objects (a page extension cannot see the base " +
		"page's repeaters without its symbols).",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0003,
}

func runAW0003(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if f.IsPageType(obj, "API") {
			continue // not displayed by the Web client; parts in a repeater are its subentities
		}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			switch f.SectionKind(el) {
			case syntax.KwPart, syntax.KwSystemPart:
				if insideKind(f, el, syntax.KwRepeater) {
					name := ""
					if tok := f.ElementNameToken(el); tok >= 0 {
						name = syntax.Unquote(f.TokenText(tok))
					}
					pass.Reportf(f.DeclSpan(el), []any{name})
				}
				return false
			}
			return true
		})
	}
}
