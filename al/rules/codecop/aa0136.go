package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0136 reports statements that follow an exit, break, continue or Error
// call in the same statement list.
var AA0136 = &analysis.Rule{
	ID:      "AA0136",
	Title:   "Do not write code that will never be hit",
	Message: "This code will never be hit: it follows '%s' in the same statement list",
	Description: "A statement after exit, break, continue or a call of the built-in Error method in " +
		"the same begin..end block, case else part or repeat body is never executed. The first " +
		"unreachable statement of each list is reported. Conditions are not evaluated (`if false " +
		"then` is not reported), nor are methods that end execution only at run time (CurrReport." +
		"Skip, a procedure that always fails). The fix removes the unreachable statements; it is " +
		"not offered when a comment or directive stands among them.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	FixKeys:     []string{"AA0136.RemoveUnreachable"},
	Run:         runAA0136,
}

func runAA0136(pass *analysis.Pass) {
	f := pass.File
	var fb *calls.File
	for list := range pass.Code(syntax.Block, syntax.CaseElse, syntax.RepeatStmt) {
		stmts := list.Children
		if list.Kind == syntax.RepeatStmt && len(stmts) > 0 {
			stmts = stmts[:len(stmts)-1] // the until condition
		}
		for i, s := range stmts {
			if !mayEndFlow(s) {
				continue
			}
			if fb == nil {
				fb = calls.Builtins.Get(pass)
			}
			word, ends := endsFlow(f, fb, s)
			if !ends {
				continue
			}
			rest := stmts[i+1:]
			for len(rest) > 0 && rest[len(rest)-1].Kind == syntax.EmptyStmt {
				rest = rest[:len(rest)-1]
			}
			if len(rest) == 0 {
				break
			}
			span := syntax.Span{Start: f.Span(rest[0]).Start, End: f.Span(rest[len(rest)-1]).End}
			if next := int(rest[len(rest)-1].Last); next < len(f.Tokens) && f.Tokens[next].Kind == syntax.Semicolon {
				span.End = f.Tokens[next].Span.End
			}
			first, last := int(rest[0].First), f.TokenAt(span.End-1)
			ok := !f.CommentBetween(first, last) && !f.HasDirectiveIn(span)
			pass.Reportf(f.Span(rest[0]), []any{word},
				pass.FixIf(ok, "RemoveUnreachable", "Remove the code that is never hit", edit.RemoveLines(f.Src, span)))
			break
		}
	}
}

// mayEndFlow is the cheap test before endsFlow: the statement kinds that can
// end the flow of a statement list.
func mayEndFlow(s *syntax.Node) bool {
	switch s.Kind {
	case syntax.ExitStmt, syntax.BreakStmt, syntax.ContinueStmt, syntax.CallStmt:
		return true
	}
	return false
}

// endsFlow reports whether a statement ends the flow of its list, and the
// word that does it.
func endsFlow(f *syntax.File, fb *calls.File, s *syntax.Node) (string, bool) {
	switch s.Kind {
	case syntax.ExitStmt, syntax.BreakStmt, syntax.ContinueStmt:
		return strings.ToLower(f.TokenText(int(s.First))), true
	case syntax.CallStmt:
		if len(s.Children) == 0 || s.Children[0].Kind != syntax.CallExpr {
			return "", false
		}
		call := s.Children[0]
		m := fb.Method(call.Children[0])
		if m == nil || !strings.EqualFold(m.Name, "Error") || m.Receiver != "System" && m.Receiver != "DialogStatic" {
			return "", false
		}
		return f.TokenText(f.CalleeNameToken(call.Children[0])), true
	}
	return "", false
}
