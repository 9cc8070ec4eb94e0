package check

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// This file finds a call of a procedure without a return value used as a
// value (Total := DoSomething(), if DoSomething() then, exit(DoSomething()),
// an argument of a procedure). The compiler types such a call 'None' and
// reports the conversion: AL0122 "Cannot implicitly convert type 'None' to
// 'Integer'." on assignment, exit and conditions, AL0133 for an argument.
// It must judge only calls whose callee is certain: every overload the call
// may bind to is known (every dependency but System loaded), none with the
// call's argument count returns a value, and no built-in has the name.

// noneType is the name the compiler gives the value of a call without one.
const noneType = "None"

// returnsNothing reports whether value is a call, with an argument list or
// without parentheses, that certainly binds to procedures without a return
// value: the callee resolves (outside with, not a possible field; without
// parentheses, to the procedure itself), every dependency that
// could declare an overload is loaded, no built-in method of that name
// exists for the callee, and at least one procedure takes the call's
// argument count while none of those declares a return type or is a
// [TryFunction] (whose call, used as a value, is a Boolean).
func returnsNothing(sc *symbols.FileScopes, value *syntax.Node) bool {
	call := unparen(value)
	var callee *syntax.Node
	n := 0 // arguments
	switch call.Kind {
	case syntax.CallExpr:
		if len(call.Children) != 2 || call.Children[1].Kind != syntax.ArgumentList {
			return false
		}
		callee, n = call.Children[0], len(call.Children[1].Children)
	case syntax.NameExpr, syntax.MemberExpr:
		// A call without parentheses (DoSomething, Item.Recalculate): no
		// arguments. The name must mean the procedure: a variable,
		// parameter or field of that name is a value.
		if r := sc.RefOf(call); sc.FieldOf(call) != nil || r != nil && r.Decl != nil && r.Decl.Kind != symbols.ProcedureDecl ||
			call.Kind == syntax.NameExpr && (r == nil || r.Decl == nil) {
			return false
		}
		callee = call
	default:
		return false
	}
	if inWith(call) || !NeedsMembers.metBy(sc.Summary) {
		return false
	}
	switch callee.Kind {
	case syntax.NameExpr:
		if r := sc.RefOf(callee); r == nil || r.Ambiguous || r.MaybeField {
			return false
		}
	case syntax.MemberExpr:
	default:
		return false
	}
	procs, builtins := callCandidates(sc, callee)
	if len(builtins) > 0 {
		return false
	}
	matched := false
	for i := range procs {
		p := &procs[i]
		if len(p.Parameters) != n {
			continue
		}
		if p.Return == nil || p.Return.Text != "" || p.Return.Known() || p.ReturnName != "" || isTryFunction(p) {
			return false
		}
		matched = true
	}
	return matched
}

// isTryFunction reports whether p has the TryFunction attribute.
func isTryFunction(p *symbols.Procedure) bool {
	for _, a := range p.Attributes {
		if strings.EqualFold(a.Name, "TryFunction") {
			return true
		}
	}
	return false
}
