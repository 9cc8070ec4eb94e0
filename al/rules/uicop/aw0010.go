package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0010 reports repeaters of List pages that are not the first control of
// the content area.
var AW0010 = &analysis.Rule{
	ID:      "AW0010",
	Title:   "A Repeater control used on a List page must be defined at the beginning of the area(Content) section",
	Message: "The repeater '%s' of the List page '%s' must be declared directly in area(Content), not inside '%s'",
	Description: "A List page shows its rows from a repeater declared at the top level of its content " +
		"area; the Web client does not display a repeater nested in a group on a List page. alfix " +
		"reports a repeater of a page with PageType = List whose enclosing control is not " +
		"area(Content) (a group, a grid, a fixed part). Controls declared before the repeater at the " +
		"top level are not judged. Pages of other types are left to AW0008.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0010,
}

func runAW0010(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if !f.IsPageType(obj, "List") {
			continue
		}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(area *syntax.Node) bool {
			if f.SectionKind(area) != syntax.KwArea {
				return false
			}
			if args := f.ElementArgs(area, false); len(args) != 1 || !f.IsWord(args[0].First, "Content") {
				return false
			}
			syntax.WalkElements(area, func(el *syntax.Node) bool {
				if f.SectionKind(el) != syntax.KwRepeater {
					return true
				}
				if parent := parentElement(el); parent != area {
					pass.Reportf(f.DeclSpan(el), []any{elementName(f, el), f.DeclName(obj), elementName(f, parent)})
				}
				return false
			})
			return false
		})
	}
}
