package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/syntax"
)

// AW0007 reports FlowFilter fields shown in a repeater.
var AW0007 = &analysis.Rule{
	ID:      "AW0007",
	Title:   "The Web client does not support displaying Repeater controls that contain FlowFilter fields",
	Message: "The field '%s' shows a FlowFilter field inside a repeater: the Web client does not display it there",
	Description: "A FlowFilter field holds no data of its own: it is a filter the user sets to limit " +
		"FlowFields, shown as an editable filter on card-like layouts. In the rows of a repeater the " +
		"Web client does not display it. A page field control inside a repeater, at any depth, whose " +
		"source is a FlowFilter field of a table of the project (Rec.Field or Field of the page's " +
		"record) is reported; fields of tables alfix cannot see (a dependency's without its symbols) " +
		"are not, nor API pages, which the Web client does not display.",
	Severity:    analysis.SeverityError,
	Category:    "WebClient",
	Analyzer:    project.UICop,
	UsesProject: true,
	Run:         runAW0007,
}

func runAW0007(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPage) {
		if f.IsPageType(obj, "API") {
			continue // not displayed by the Web client
		}
		syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
			if f.SectionKind(el) != syntax.KwField {
				return true
			}
			if !insideKind(f, el, syntax.KwRepeater) {
				return false
			}
			if fl := pages.ControlField(pass, obj, el); fl != nil && strings.EqualFold(fl.FieldClass, "FlowFilter") {
				pass.Reportf(f.DeclSpan(el), []any{fl.Name})
			}
			return false
		})
	}
}
