package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/apinames"
	"github.com/alfix/alfix/al/syntax"
)

// AA0104 reports API query columns whose name is not camel case.
var AA0104 = &analysis.Rule{
	ID:      "AA0104",
	Title:   "Use camel case name for column controls in queries of type API",
	Message: "The column %s of an API query should have a camel case name",
	Description: "The name of a column of a query of type API is the JSON property clients read; " +
		"the Microsoft REST API Guidelines want it in camel case (a lower-case letter, then letters " +
		"and digits). Quotes do not count. Checked are the columns of the query's top-level data " +
		"items; columns of nested data items are not, as CodeCop does not check them (Microsoft's " +
		"Power BI Reports app builds at generalAction Error with Dim1Code and the like there). " +
		"Obsolete queries are skipped. The fix renames the column, " +
		"and is offered only when the name appears nowhere else in the query; mind that it changes " +
		"the API for its clients.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0104.CamelCase"},
	Run:      runAA0104,
}

func runAA0104(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwQuery) {
		if !apinames.IsAPIQuery(f, obj) {
			continue
		}
		var columns []*syntax.Node
		syntax.WalkElements(f.Section(obj, syntax.KwElements), func(el *syntax.Node) bool {
			switch f.SectionKind(el) {
			case syntax.KwColumn:
				columns = append(columns, el)
				return false
			case syntax.KwDataItem:
				return !aa0104Nested(f, el)
			}
			return true
		})
		apinames.ReportAPINames(pass, obj, columns)
	}
}

// aa0104Nested reports whether a data item lies inside another data item.
func aa0104Nested(f *syntax.File, el *syntax.Node) bool {
	for p := el.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.Element && f.SectionKind(p) == syntax.KwDataItem {
			return true
		}
	}
	return false
}
