package uicop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AW0016 reports rich text fields that are not alone in a FastTab group.
var AW0016 = &analysis.Rule{
	ID:      "AW0016",
	Title:   "Rich Text Editor fields are only allowed while alone in a FastTab group",
	Message: "The rich text field '%s' must be the only control of a group placed directly in area(Content)",
	Description: "The Web client draws a field with ExtendedDatatype = RichContent as an editor that " +
		"fills a whole FastTab, a group declared directly in a page's area(Content). alfix reports " +
		"such a field of a page when its parent is not a group directly in " +
		"area(Content) (a nested group, a repeater, the area itself) or when that group holds " +
		"another control. Page extensions are not judged: the group they add to is declared elsewhere.",
	Severity: analysis.SeverityWarning,
	Category: "WebClient",
	Analyzer: project.UICop,
	Run:      runAW0016,
}

func runAW0016(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwField {
				return true
			}
			p := f.Property(el, "ExtendedDatatype")
			if p == nil || !f.PropertyValueIs(p, "RichContent") {
				return false
			}
			if !aloneInFastTab(f, el) {
				pass.Reportf(f.DeclSpan(el), []any{elementName(f, el)})
			}
			return false
		})
	}
}

// aloneInFastTab reports whether the field is the only control of a group
// whose parent element is area(Content).
func aloneInFastTab(f *syntax.File, field *syntax.Node) bool {
	group := parentElement(field)
	if group == nil || f.SectionKind(group) != syntax.KwGroup {
		return false
	}
	area := parentElement(group)
	if area == nil || f.SectionKind(area) != syntax.KwArea {
		return false
	}
	if args := f.ElementArgs(area, false); len(args) != 1 || !f.IsWord(args[0].First, "Content") {
		return false
	}
	for _, m := range syntax.Members(group) {
		if m.Kind == syntax.Element && m != field {
			return false
		}
	}
	return true
}
