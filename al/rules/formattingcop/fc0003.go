package formattingcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// FC0003 reports every built-in method that takes no arguments called
// without an argument list (Today, WorkDate, Rec.Count, Rec.FindFirst,
// CurrPage.Update), as ALCops defines it; CodeCop's AA0008 (codecop/aa0008.go)
// differs. Names are resolved first, so a variable, a procedure, a field of
// a table the summary knows (a field called Count), a name inside a `with`
// body and the parts of X::Y are never reported.

// FC0003 reports parameterless built-in calls written without parentheses.
var FC0003 = &analysis.Rule{
	ID:      "FC0003",
	Title:   "Function calls should have parentheses even if they do not have any parameters",
	Message: "Add parentheses to the call of '%s'",
	Description: "AL lets a method without arguments be called without parentheses, but then a call " +
		"reads like a variable or a field. Write the empty argument list: Today(), Rec.Count(), " +
		"Rec.FindFirst(). Only built-in methods whose receiver is known are reported; a name that is " +
		"a field of a table (of the project or a loaded dependency), a name inside a with statement and " +
		"the parts of X::Y are not.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.FormattingCop,
	FixKeys:     []string{"FC0003.AddParentheses"},
	UsesProject: true,
	Run:         runMissingParentheses,
}

func runMissingParentheses(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		n := c.Callee
		if c.Call != nil || !c.Method.Parameterless() {
			continue
		}
		// The target of an assignment is FC0005's business (X.Prop := v).
		if p := n.Parent; p != nil && p.Kind == syntax.AssignStmt && len(p.Children) > 0 && p.Children[0] == n {
			continue
		}
		span := f.Span(n)
		pass.Reportf(span, []any{f.Text(span)},
			pass.Fix("AddParentheses", "Add parentheses", edit.Insert(span.End, "()")))
	}
}
