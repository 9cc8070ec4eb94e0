package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0012 reports values assigned to FlowFilter fields.
var PC0012 = &analysis.Rule{
	ID:      "PC0012",
	Title:   "Set values for FlowFilter fields using filtering methods",
	Message: "%s is a FlowFilter field; set a filter on it with SetRange or SetFilter instead of assigning it",
	Description: "A FlowFilter field holds no value of its own: FlowFields read the filter set on it. " +
		"Assigning it (:=, +=, ...) changes nothing that a CalcFormula sees; use SetRange or SetFilter. " +
		"Reported when the assignment target is a field declared FieldClass = FlowFilter in a table or " +
		"table extension of the project or a loaded dependency; fields of tables whose declaration " +
		"cannot be seen are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0012,
}

func runPC0012(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.Code(syntax.AssignStmt) {
		if len(n.Children) != 2 {
			continue
		}
		target := n.Children[0]
		fl := scopes.FieldOf(target)
		if fl == nil || !strings.EqualFold(fl.FieldClass, "FlowFilter") {
			continue
		}
		span := f.Span(target)
		if target.Kind == syntax.MemberExpr {
			span = f.Tokens[target.Last-1].Span
		}
		pass.Reportf(span, []any{fl.Name})
	}
}
