package check

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// AL0139: exit with a value in a procedure or trigger without a return
// value.
var AL0139 = &analysis.Rule{
	ID:       "AL0139",
	Title:    "EXIT cannot be called with a value in a method without a return value",
	Message:  "Since '%s' doesn't have a return value, EXIT cannot be called with a value.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "exit(Value) returns a value, so the procedure or trigger it is in must declare a return type. " +
		"Reported on the value. The reverse is not an error: a bare exit in a procedure with a return value " +
		"returns the type's default value.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for exit := range pass.Code(syntax.ExitStmt) {
			if len(exit.Children) == 0 {
				continue
			}
			routine := enclosingRoutine(exit)
			if routine == nil || routine.Child(syntax.ReturnSpec) != nil {
				continue
			}
			pass.Reportf(f.Span(exit.Children[0]), []any{f.DeclName(routine)})
		}
	},
}

// enclosingRoutine returns the Procedure or Trigger node containing n, or
// nil (code is never inside both).
func enclosingRoutine(n *syntax.Node) *syntax.Node {
	if p := n.Ancestor(syntax.Procedure); p != nil {
		return p
	}
	return n.Ancestor(syntax.Trigger)
}
