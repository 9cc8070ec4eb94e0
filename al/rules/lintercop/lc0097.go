package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// LC0097 reports exit statements in routines that also assign their named
// return value.
var LC0097 = &analysis.Rule{
	ID:      "LC0097",
	Title:   "Avoid mixing exit() and named return variable assignments",
	Message: "%s %s both assigns its named return value and exits with exit(); use one way to return",
	Description: "A procedure or trigger with a named return value (procedure P() Result: Integer) " +
		"can return by assigning Result and running to its end, or with exit(Value). Mixing both in " +
		"one routine makes it hard to see what is returned on which path, and an exit without a " +
		"value returns whatever Result holds. When a routine assigns its named return value " +
		"(:=, +=, ...) and contains an exit statement, every exit statement is reported. " +
		"[TryFunction] procedures, obsolete objects and procedures marked [Obsolete] are skipped. " +
		"Off by default.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Usage",
	Analyzer:     project.LinterCop,
	Run:          runLC0097,
}

func runLC0097(pass *analysis.Pass) {
	f := pass.File
	for routine := range pass.Nodes(syntax.Procedure, syntax.Trigger) {
		body := routine.Child(syntax.Block)
		name := f.ReturnName(routine)
		if body == nil || name < 0 || f.Attribute(routine, "TryFunction") != nil || f.InObsoleteCode(routine) {
			continue
		}
		var exits []*syntax.Node
		assigned := false
		for n := range pass.NodesIn(body, syntax.ExitStmt, syntax.AssignStmt) {
			if n.Kind == syntax.ExitStmt {
				exits = append(exits, n)
			} else if t := n.Children; len(t) > 0 && t[0].Kind == syntax.NameExpr && t[0].Len() == 1 &&
				syntax.SameName(f.TokenText(int(t[0].First)), f.TokenText(name)) {
				assigned = true
			}
		}
		if !assigned {
			continue
		}
		kind := "Procedure"
		if routine.Kind == syntax.Trigger {
			kind = "Trigger"
		}
		for _, e := range exits {
			pass.Reportf(f.Span(e), []any{kind, f.DeclName(routine)})
		}
	}
}
