package check

import (
	"slices"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// AL0130: a value that is not a variable passed to a var parameter.
var AL0130 = &analysis.Rule{
	ID:       "AL0130",
	Title:    "A 'var' argument must be an assignable variable",
	Message:  "A 'var' argument must be an assignable variable.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A var parameter receives a variable, field or array element the procedure may change; a " +
		"literal, an operator expression, an enum or option value or a method's result cannot be changed. " +
		"Reported when every overload of the called procedure that takes as many arguments declares the " +
		"parameter var (the same candidates as AL0126, every dependency but the platform's System app loaded).",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, _ := bindingScopes(pass)
		if sc == nil {
			return
		}
		for call := range argumentCalls(pass) {
			args := call.Children[1].Children
			if !slices.ContainsFunc(args, notAssignable) {
				continue // most calls: no candidates to look up
			}
			c := candidatesOf(pass, sc, call)
			procs, builtins := c.procs, c.builtins
			if len(procs) == 0 {
				continue
			}
			for _, m := range builtins {
				if m.Accepts(len(args)) {
					procs = nil // the call may bind to the built-in
				}
			}
			for i, a := range args {
				if !notAssignable(a) {
					continue
				}
				matched, allVar := false, true
				for _, p := range procs {
					if len(p.Parameters) == len(args) {
						matched = true
						allVar = allVar && p.Parameters[i].Var
					}
				}
				if matched && allVar {
					pass.Reportf(pass.File.Span(a), nil)
				}
			}
		}
	},
}

// AL0129: an assignment to something that is not a variable or field.
var AL0129 = &analysis.Rule{
	ID:       "AL0129",
	Title:    "The left-hand side of an assignment must be a variable or field",
	Message:  "The left-hand side of an assignment must be a variable or field.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Only variables, fields, array elements and property-like methods (Rec.ReadIsolation := ...) " +
		"can be assigned. Reported on assignment targets that are literals, operator expressions, enum or " +
		"option values or method calls.",
	Run: func(pass *analysis.Pass) {
		for st := range pass.Code(syntax.AssignStmt) {
			if len(st.Children) == 2 && notAssignable(st.Children[0]) {
				pass.Reportf(pass.File.Span(st.Children[0]), nil)
			}
		}
	},
}

// notAssignable reports whether an expression is certainly not a variable,
// field or array element: a literal, an operator expression, an enum or
// option value (X::Y), a set, a method call's result, or one of these in
// parentheses.
func notAssignable(e *syntax.Node) bool {
	switch e.Kind {
	case syntax.LiteralExpr, syntax.BinaryExpr, syntax.UnaryExpr, syntax.TernaryExpr, syntax.ScopeExpr,
		syntax.SetExpr, syntax.RangeExpr, syntax.CallExpr:
		return true
	case syntax.ParenExpr:
		return len(e.Children) == 1 && notAssignable(e.Children[0])
	}
	return false
}
