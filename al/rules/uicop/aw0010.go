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
	Message: "The repeater '%s' of the List page '%s' is nested in '%s' after other controls: define it at the beginning of area(Content)",
	Description: "A List page shows its rows from the repeater at the beginning of its content area. " +
		"alfix reports the case it can be certain of: a repeater of a page with PageType = List that " +
		"is nested in a group (or another control) and that other controls precede in area(Content). " +
		"A top-level repeater, and a nested repeater that opens the content area (a group whose first " +
		"control it is, as Microsoft's own List pages have), are not reported: Base Application and " +
		"the W1 apps have both and build with UICop at Error. Pages of other types are left to AW0008.",
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
			preceded := false
			syntax.WalkElements(area, func(el *syntax.Node) bool {
				if f.SectionKind(el) != syntax.KwRepeater {
					if !isContainer(f, el) {
						preceded = true
					}
					return true
				}
				if parent := parentElement(el); parent != area && preceded {
					pass.Reportf(f.DeclSpan(el), []any{elementName(f, el), f.DeclName(obj), elementName(f, parent)})
				}
				preceded = true
				return false
			})
			return false
		})
	}
}

// isContainer reports whether a layout element only groups other controls
// (group, grid, fixed), so that meeting it does not yet place a control
// before what it holds; a container without controls counts as a control.
func isContainer(f *syntax.File, el *syntax.Node) bool {
	switch f.SectionKind(el) {
	case syntax.KwGroup, syntax.KwGrid, syntax.KwFixed:
		for _, m := range syntax.Members(el) {
			if m.Kind == syntax.Element {
				return true
			}
		}
	}
	return false
}
