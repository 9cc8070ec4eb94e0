package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0023 reports event subscribers that may reset the IsHandled flag.
var PC0023 = &analysis.Rule{
	ID:      "PC0023",
	Title:   "Incorrect 'IsHandled' parameter assignment",
	Message: "%s may be set to false here, undoing another subscriber's decision",
	Description: "Several subscribers can answer one event; once one of them set IsHandled (or Handled) " +
		"to true, a later one must not set it back to false. In an event subscriber, a var Boolean " +
		"parameter named IsHandled or Handled may only be set to true or to an `or` with itself " +
		"(IsHandled := IsHandled or X). Reported: any other assignment to it, and passing it to a var " +
		"parameter of a procedure or built-in method, unless an `if IsHandled then exit;` statement " +
		"comes before it in the subscriber. Procedures outside the project whose parameters cannot be " +
		"seen are not reported.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0023,
}

func runPC0023(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for obj := range pass.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			if f.Attribute(proc, "EventSubscriber") == nil {
				continue
			}
			for _, d := range pc0023HandledParams(f, scopes, proc) {
				guard := pc0023Guard(pass, proc, d)
				for _, r := range d.Refs {
					if !r.IsWrite() || r.Node.Kind != syntax.NameExpr || int(r.Node.First) > guard {
						continue
					}
					if span, ok := pc0023BadWrite(f, scopes, d, r.Node); ok {
						pass.Reportf(span, []any{d.Name})
					}
				}
			}
		}
	}
}

// pc0023HandledParams returns the var Boolean parameters named IsHandled
// or Handled of a procedure.
func pc0023HandledParams(f *syntax.File, scopes *symbols.FileScopes, proc *syntax.Node) []*symbols.Decl {
	params := proc.Child(syntax.ParameterList)
	if params == nil {
		return nil
	}
	var out []*symbols.Decl
	for _, p := range params.ChildrenOf(syntax.Parameter) {
		name := f.DeclName(p)
		if !strings.EqualFold(name, "IsHandled") && !strings.EqualFold(name, "Handled") || f.FindKeyword(p, syntax.KwVar) < 0 {
			continue
		}
		if d := scopes.DeclAt(f.NameToken(p)); d != nil && d.Type.Is("Boolean") {
			out = append(out, d)
		}
	}
	return out
}

// pc0023Guard returns the first token of the earliest `if X then exit`
// statement of the routine testing the parameter d, or the end of the file
// when there is none: writes after it cannot undo a true.
func pc0023Guard(pass *analysis.Pass, proc *syntax.Node, d *symbols.Decl) int {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.NodesIn(proc, syntax.IfStmt) {
		if len(n.Children) != 2 || n.Children[1].Kind != syntax.ExitStmt {
			continue
		}
		if r := scopes.RefOf(n.Children[0]); r != nil && r.Decl == d {
			return int(n.First)
		}
	}
	return len(f.Tokens)
}

// pc0023BadWrite returns the span to report when the write of the name
// n may set the flag to false: an assignment of anything but true or an
// `or` with the flag itself, or a var argument.
func pc0023BadWrite(f *syntax.File, scopes *symbols.FileScopes, d *symbols.Decl, n *syntax.Node) (syntax.Span, bool) {
	switch p := n.Parent; {
	case p != nil && p.Kind == syntax.AssignStmt && len(p.Children) == 2 && p.Children[0] == n:
		if pc0023KeepsTrue(f, scopes, d, p.Children[1]) {
			return syntax.Span{}, false
		}
		return f.Span(p), true
	case p != nil && p.Kind == syntax.ArgumentList:
		return f.Span(n), true
	}
	return syntax.Span{}, false
}

// pc0023KeepsTrue reports whether the value assigned to the flag cannot
// turn a true into false: the literal true, or `Flag or X` / `X or Flag`.
func pc0023KeepsTrue(f *syntax.File, scopes *symbols.FileScopes, d *symbols.Decl, v *syntax.Node) bool {
	switch v = v.Unparen(); v.Kind {
	case syntax.LiteralExpr:
		return f.IsKeyword(int(v.First), syntax.KwTrue)
	case syntax.BinaryExpr:
		if len(v.Children) != 2 || !f.IsKeyword(int(v.Children[0].Last), syntax.KwOr) {
			return false
		}
		for _, c := range v.Children {
			if r := scopes.RefOf(c.Unparen()); r != nil && r.Decl == d {
				return true
			}
		}
	}
	return false
}
