package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// PC0004 reports index 0 used with a List, whose first element is at 1.
var PC0004 = &analysis.Rule{
	ID:      "PC0004",
	Title:   "Zero index access on 1-based List objects",
	Message: "List indexes start at 1; index 0 fails at run time",
	Description: "The elements of a List are numbered from 1. Reported: the literal 0 as the index " +
		"argument of Get, Set, Insert, GetRange, RemoveAt or RemoveRange on a List, and a for loop that " +
		"counts from the literal 0 up to an expression using Count() of a List.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0004,
}

// pc0004IndexMethods are the List methods whose first argument is an index.
var pc0004IndexMethods = []string{"Get", "Set", "Insert", "GetRange", "RemoveAt", "RemoveRange"}

func runPC0004(pass *analysis.Pass) {
	f := pass.File
	fb := calls.Builtins.Get(pass)
	for _, c := range fb.Calls {
		if c.Call == nil || len(c.Args) == 0 || !pc0004IsIndexMethod(c) {
			continue
		}
		if pc0004IsZero(f, c.Args[0]) {
			pass.Reportf(f.Span(c.Args[0]), nil)
		}
	}
	for n := range pass.Code(syntax.ForStmt) {
		if len(n.Children) < 3 || !pc0004IsZero(f, n.Children[1]) || f.FindKeyword(n, syntax.KwTo) < 0 {
			continue
		}
		if pc0004UsesListCount(pass, fb, n.Children[2]) {
			pass.Reportf(f.Span(n.Children[1]), nil)
		}
	}
}

// pc0004IsIndexMethod reports whether the call is a List method taking an
// index first.
func pc0004IsIndexMethod(c calls.Call) bool {
	for _, m := range pc0004IndexMethods {
		if c.Is(m, "List") {
			return true
		}
	}
	return false
}

// pc0004IsZero reports whether e is the integer literal 0.
func pc0004IsZero(f *syntax.File, e *syntax.Node) bool {
	e = e.Unparen()
	return e.Kind == syntax.LiteralExpr && e.Len() == 1 && f.Tokens[e.First].Kind == syntax.Integer && f.TokenText(int(e.First)) == "0"
}

// pc0004UsesListCount reports whether the expression calls Count() of a
// List.
func pc0004UsesListCount(pass *analysis.Pass, fb *calls.File, e *syntax.Node) bool {
	for n := range pass.NodesIn(e, syntax.MemberExpr, syntax.NameExpr) {
		if m := fb.Method(n); m != nil && m.Receiver == "List" && m.Name == "Count" {
			return true
		}
	}
	return false
}
