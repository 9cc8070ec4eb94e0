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
	Message: "The repeater '%s' must be the first control of area(Content) on the List page '%s'",
	Description: "A List page shows its rows from the repeater that opens its content area; a " +
		"repeater placed inside a group, or after other controls, is not displayed as the page's " +
		"list by the Web client. alfix reports a repeater of a page with PageType = List that is not " +
		"the first control declared directly in area(Content). Pages of other types are left to " +
		"AW0008.",
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
			var first *syntax.Node
			for _, m := range syntax.Members(area) {
				if m.Kind == syntax.Element {
					first = m
					break
				}
			}
			syntax.WalkElements(area, func(el *syntax.Node) bool {
				if f.SectionKind(el) != syntax.KwRepeater {
					return true
				}
				if el != first {
					pass.Reportf(f.DeclSpan(el), []any{elementName(f, el), f.DeclName(obj)})
				}
				return false
			})
			return false
		})
	}
}
