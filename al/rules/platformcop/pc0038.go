package platformcop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0038 reports procedures with an unnamed return type whose end can be
// reached without a value having been returned.
var PC0038 = &analysis.Rule{
	ID:      "PC0038",
	Title:   "Not all code paths return a value",
	Message: "Not all code paths of '%s' return a value: %s",
	Description: "A procedure that declares a return type returns the type's default value " +
		"(false, 0, '', an empty record) when its body ends without exit(Value); on a path that was " +
		"forgotten this is a silent wrong answer. Reported: a procedure with an unnamed return type whose end " +
		"can be reached, judged statement by statement: exit(...) and calls that always stop execution " +
		"(Error, Record.FieldError, CurrReport.Quit, and procedures of the same object whose every " +
		"path ends so) end a path; if..then..else ends a path when both branches do, case when every " +
		"branch and its else part do, repeat..until when its body does and has no break; while, for " +
		"and foreach loops never do (their body may not run). A bare exit (no value) does not end a " +
		"path: a procedure whose end cannot be reached but that holds a bare exit is reported too. " +
		"repeat..until false and while true do without break never complete. Conditions are not " +
		"otherwise evaluated. Not reported: named return values (procedure P() Result: T: the " +
		"variable is what is returned, and relying on its default is the idiom), triggers (OnLookup, " +
		"OnQueryClosePage and the like answer the platform with a default on purpose), procedures " +
		"without a body (interfaces, control add-ins), empty bodies (a deliberate default answer), " +
		"obsolete code, and procedures whose code has syntax errors.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true, // it resolves calls (pass.Scopes)
	Run:         runPC0038,
}

func runPC0038(pass *analysis.Pass) {
	f := pass.File
	c := &pc0038Flow{pass: pass, scopes: pass.Scopes(), stops: map[*syntax.Node]int8{}}
	for routine := range pass.Nodes(syntax.Procedure) {
		rs := routine.Child(syntax.ReturnSpec)
		body := routine.Child(syntax.Block)
		if rs == nil || body == nil || !slices.ContainsFunc(body.Children, pc0038Statement) || f.InObsoleteCode(routine) ||
			pc0038Holds(body, pc0038ErrorNode) {
			continue
		}
		if pc0038NamedReturn(c.scopes, rs) {
			continue
		}
		why := ""
		switch {
		case !c.done(body):
			why = "the end of its body can be reached without exit(...)"
		case pc0038Holds(body, pc0038BareExit):
			why = "exit without a value returns the type's default"
		default:
			continue
		}
		name := f.NameToken(routine)
		if name < 0 {
			continue
		}
		pass.Reportf(f.Tokens[name].Span, []any{f.DeclName(routine), why})
	}
}

// pc0038Flow judges whether statements end every path with a returned
// value (or stop execution), within one file.
type pc0038Flow struct {
	pass   *analysis.Pass
	scopes *symbols.FileScopes
	fb     *calls.File
	// stops memoises, per Procedure node of the object, whether calling it
	// always stops execution: 1 yes, -1 no, 0 being judged (a recursive
	// call does not stop).
	stops map[*syntax.Node]int8
}

// done reports whether every path through statement s ends with a value
// returned (or execution stopped) before s completes normally.
func (c *pc0038Flow) done(s *syntax.Node) bool {
	return c.ends(s, true)
}

// ends is done with withValue false for the question "does every path
// stop execution" (a procedure that always fails), where no exit counts.
func (c *pc0038Flow) ends(s *syntax.Node, withValue bool) bool {
	switch s.Kind {
	case syntax.Block:
		return c.endsList(s.Children, withValue) // empty statements end nothing
	case syntax.CaseElse:
		return c.endsList(s.Children, withValue)
	case syntax.ExitStmt:
		if !withValue {
			return false
		}
		return pc0038ExitHasValue(s)
	case syntax.IfStmt:
		return len(s.Children) == 3 && c.ends(s.Children[1], withValue) && c.ends(s.Children[2], withValue)
	case syntax.CaseStmt:
		hasElse := false
		for _, ch := range s.Children[1:] {
			switch ch.Kind {
			case syntax.CaseBranch:
				if len(ch.Children) == 0 || !c.ends(ch.Children[len(ch.Children)-1], withValue) {
					return false
				}
			case syntax.CaseElse:
				hasElse = true
				if !c.ends(ch, withValue) {
					return false
				}
			}
		}
		return hasElse
	case syntax.RepeatStmt:
		if len(s.Children) < 2 {
			return false
		}
		body := s.Children[:len(s.Children)-1]
		if pc0038Breaks(body) {
			return false
		}
		return c.endsList(body, withValue) || c.isLiteral(s.Children[len(s.Children)-1], "false")
	case syntax.WhileStmt:
		return len(s.Children) == 2 && c.isLiteral(s.Children[0], "true") && !pc0038Breaks(s.Children[1:])
	case syntax.WithStmt:
		return len(s.Children) == 2 && c.ends(s.Children[1], withValue)
	case syntax.CallStmt:
		return c.stopsExecution(s)
	}
	return false
}

// endsList reports whether a statement list ends every path: one of its
// statements does (what follows is never reached).
func (c *pc0038Flow) endsList(stmts []*syntax.Node, withValue bool) bool {
	for _, s := range stmts {
		if c.ends(s, withValue) {
			return true
		}
	}
	return false
}

// isLiteral reports whether a condition is the literal word w (true or
// false), parentheses aside.
func (c *pc0038Flow) isLiteral(e *syntax.Node, w string) bool {
	e = e.Unparen()
	return e.Kind == syntax.LiteralExpr && e.Last == e.First+1 && strings.EqualFold(c.pass.File.TokenText(int(e.First)), w)
}

// pc0038ExitHasValue reports whether an exit statement returns a value.
func pc0038ExitHasValue(s *syntax.Node) bool {
	for _, ch := range s.Children {
		if ch.Kind != syntax.EmptyStmt {
			return true
		}
	}
	return false
}

// stopsExecution reports whether a call statement always ends execution:
// the built-in Error, Record.FieldError or CurrReport.Quit, or a procedure
// of the same object whose every path stops so.
func (c *pc0038Flow) stopsExecution(s *syntax.Node) bool {
	if len(s.Children) == 0 {
		return false
	}
	callee := s.Children[0]
	if callee.Kind == syntax.CallExpr && len(callee.Children) > 0 {
		callee = callee.Children[0]
	}
	if c.fb == nil {
		c.fb = calls.Builtins.Get(c.pass)
	}
	if m := c.fb.Method(callee); m != nil {
		switch {
		case strings.EqualFold(m.Name, "Error"):
			return m.Receiver == symbols.SystemReceiver || m.Receiver == "DialogStatic"
		case strings.EqualFold(m.Name, "FieldError"):
			return m.Receiver == "Record"
		case strings.EqualFold(m.Name, "Quit"):
			return m.Receiver == "Report"
		}
		return false
	}
	if callee.Kind != syntax.NameExpr {
		return false
	}
	r := c.scopes.RefOf(callee)
	if r == nil || r.Ambiguous || r.Decl == nil || r.Decl.Kind != symbols.ProcedureDecl || r.Decl.Node == nil ||
		r.Decl.Node.Kind != syntax.Procedure || r.Decl.Node.Parent == nil {
		return false
	}
	// Every procedure of the object with this name (overloads) must stop.
	obj := r.Decl.Object
	if obj == nil {
		return false
	}
	found := false
	for _, d := range c.scopes.ProcedureDecls(obj) {
		if !strings.EqualFold(d.Name, r.Decl.Name) || d.Node == nil || d.Node.Kind != syntax.Procedure {
			continue
		}
		if !c.procedureStops(d.Node) {
			return false
		}
		found = true
	}
	return found
}

// procedureStops reports whether every path through a procedure's body
// stops execution (it always fails).
func (c *pc0038Flow) procedureStops(proc *syntax.Node) bool {
	if v, seen := c.stops[proc]; seen {
		return v == 1 // 0: a recursive call, judged as not stopping
	}
	c.stops[proc] = 0
	body := proc.Child(syntax.Block)
	ok := body != nil && !pc0038Holds(body, pc0038ErrorNode) && c.ends(body, false)
	if ok {
		c.stops[proc] = 1
	} else {
		c.stops[proc] = -1
	}
	return ok
}

// pc0038NamedReturn reports whether a return spec names its value.
func pc0038NamedReturn(scopes *symbols.FileScopes, rs *syntax.Node) bool {
	for _, d := range scopes.DeclsOf(rs) {
		if d.Kind == symbols.ReturnValue {
			return true
		}
	}
	return false
}

// pc0038Breaks reports whether statements hold a break that leaves the
// loop they are the body of (not one of an inner loop).
func pc0038Breaks(stmts []*syntax.Node) bool {
	var walk func(n *syntax.Node) bool
	walk = func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.BreakStmt:
			return true
		case syntax.WhileStmt, syntax.RepeatStmt, syntax.ForStmt, syntax.ForeachStmt:
			return false
		}
		for _, ch := range n.Children {
			if walk(ch) {
				return true
			}
		}
		return false
	}
	for _, s := range stmts {
		if walk(s) {
			return true
		}
	}
	return false
}

// pc0038Holds reports whether n or a node below it satisfies match.
func pc0038Holds(n *syntax.Node, match func(*syntax.Node) bool) (found bool) {
	syntax.Walk(n, func(c *syntax.Node) bool {
		found = found || match(c)
		return !found
	})
	return found
}

// pc0038ErrorNode matches tokens the parser skipped: a body holding them
// cannot be judged.
func pc0038ErrorNode(n *syntax.Node) bool { return n.Kind == syntax.ErrorNode }

// pc0038BareExit matches an exit without a value.
func pc0038BareExit(n *syntax.Node) bool { return n.Kind == syntax.ExitStmt && !pc0038ExitHasValue(n) }

// pc0038Statement matches a statement that is not empty.
func pc0038Statement(n *syntax.Node) bool { return n.Kind != syntax.EmptyStmt }
