package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0035 reports CalcFields run for every record of a loop over the same
// record variable.
var PC0035 = &analysis.Rule{
	ID:      "PC0035",
	Title:   "Use SetAutoCalcFields instead of CalcFields inside loops",
	Message: "CalcFields on %s runs one query per record of the loop; call SetAutoCalcFields before the loop",
	Description: "CalcFields inside a loop over the same record variable calculates the FlowFields with a " +
		"separate query for each record; SetAutoCalcFields before the Find lets the server calculate them " +
		"while it reads the records. Reported: CalcFields(X, ...) on record X that runs on every pass of " +
		"a repeat ... until X.Next() loop or a while loop whose condition reads X (not only in some " +
		"branches: calls under if or case are not reported; nor loops that change the filters of X with " +
		"SetRange, SetFilter, Reset, CopyFilters or Y.CopyFilter(F, X.F), since CalcFields then sees other FlowFilters), and in the OnAfterGetRecord trigger of the " +
		"report data item X. Calls in procedures called from the loop are not followed. The fix, offered " +
		"for a repeat loop whose Find statement comes right before it (or is the if around it), removes " +
		"the CalcFields and writes X.SetAutoCalcFields(...) before that statement; it is not offered " +
		"when the routine already calls SetAutoCalcFields on X or calls CalcFields on X more than once " +
		"in the loop.",
	Severity:    analysis.SeverityWarning,
	Category:    "Performance",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0035.UseSetAutoCalcFields"},
	UsesProject: true,
	Run:         runPC0035,
}

// pc0035Finds are the Record methods that start reading a set of records:
// the loading methods of records but Get and GetBySystemId, which read by
// key.
var pc0035Finds = records.Names(func(m records.Method) bool { return m.Loads && !m.ByKey })

func runPC0035(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	fb := calls.Builtins.Get(pass)
	type hit struct {
		c    calls.Call
		loop *syntax.Node
	}
	var hits []hit
	perLoop := map[*syntax.Node]int{}
	for _, c := range fb.Calls {
		if c.Call == nil || c.Receiver == nil || len(c.Args) == 0 || !c.Is("CalcFields", "Record") {
			continue
		}
		d := pc0035RecordDecl(scopes, c.Receiver)
		stmt := c.Call.Parent
		if d == nil || stmt == nil || stmt.Kind != syntax.CallStmt {
			continue
		}
		loop, ok := pc0035Loop(pass, fb, stmt, d)
		if !ok {
			continue
		}
		hits = append(hits, hit{c, loop})
		if loop != nil {
			perLoop[loop]++
		}
	}
	for _, h := range hits {
		var fix analysis.Fix
		if h.loop != nil && perLoop[h.loop] == 1 {
			fix = pc0035Fix(pass, fb, h.c, h.loop)
		}
		pass.Reportf(h.c.Span(f), []any{f.Text(f.Span(h.c.Receiver))}, fix)
	}
}

// pc0035RecordDecl returns the declaration a record receiver names, or nil.
func pc0035RecordDecl(scopes *symbols.FileScopes, e *syntax.Node) *symbols.Decl {
	if e.Kind != syntax.NameExpr {
		return nil
	}
	r := scopes.RefOf(e)
	if r == nil || r.Ambiguous || r.Decl == nil || !r.Decl.Type.Is("Record") {
		return nil
	}
	return r.Decl
}

// pc0035Loop walks up from a statement through blocks and loops only
// (statements that run on every pass) and returns the first loop over the
// record d; for the OnAfterGetRecord trigger of the data item d it returns
// nil and true. false: no such loop.
func pc0035Loop(pass *analysis.Pass, fb *calls.File, stmt *syntax.Node, d *symbols.Decl) (*syntax.Node, bool) {
	f := pass.File
	for n := stmt.Parent; n != nil; n = n.Parent {
		switch n.Kind {
		case syntax.Block, syntax.ForStmt, syntax.ForeachStmt:
		case syntax.RepeatStmt, syntax.WhileStmt:
			cond := n.Children[0]
			if n.Kind == syntax.RepeatStmt {
				cond = n.Children[len(n.Children)-1]
			}
			if pc0035Reads(pass, fb, cond, d, n.Kind == syntax.WhileStmt) {
				return n, !pc0035Refilters(pass, fb, n, d)
			}
		case syntax.Trigger:
			el := n.Ancestor(syntax.Element)
			return nil, d.Kind == symbols.DataItemVar && el != nil && el == d.Node &&
				strings.EqualFold(f.DeclName(n), "OnAfterGetRecord")
		default:
			return nil, false
		}
	}
	return nil, false
}

// pc0035Filters are the Record methods that change the filters, and with
// them what a FlowField sums, inside a loop.
var pc0035Filters = map[string]bool{"setrange": true, "setfilter": true, "reset": true, "copyfilters": true}

// pc0035Refilters reports whether the loop changes the filters of d: then
// CalcFields computes with filters that SetAutoCalcFields would not see.
func pc0035Refilters(pass *analysis.Pass, fb *calls.File, loop *syntax.Node, d *symbols.Decl) bool {
	scopes := pass.Scopes()
	for n := range pass.NodesIn(loop, syntax.MemberExpr) {
		if m := fb.Method(n); m != nil && m.Receiver == "Record" && pc0035Filters[strings.ToLower(m.Name)] &&
			pc0035RecordDecl(scopes, n.Children[0]) == d {
			return true
		}
	}
	// Other.CopyFilter(Field, X.Field) sets a filter on X.
	for _, c := range fb.Calls {
		if c.Call == nil || len(c.Args) != 2 || !c.Is("CopyFilter", "Record") || c.Call.First < loop.First || c.Call.Last > loop.Last {
			continue
		}
		if to := c.Args[1].Unparen(); to.Kind == syntax.MemberExpr && pc0035RecordDecl(scopes, to.Children[0]) == d {
			return true
		}
	}
	return false
}

// pc0035Reads reports whether a loop condition calls Next (or, for a while
// loop, also a Find method) on the record d.
func pc0035Reads(pass *analysis.Pass, fb *calls.File, cond *syntax.Node, d *symbols.Decl, finds bool) bool {
	scopes := pass.Scopes()
	for n := range pass.NodesIn(cond, syntax.MemberExpr) {
		m := fb.Method(n)
		if m == nil || m.Receiver != "Record" {
			continue
		}
		name := strings.ToLower(m.Name)
		if name != "next" && !(finds && pc0035Finds[name]) {
			continue
		}
		if pc0035RecordDecl(scopes, n.Children[0]) == d {
			return true
		}
	}
	return false
}

// pc0035Fix moves the fields of the CalcFields call to a SetAutoCalcFields
// call before the Find statement of the repeat loop, or returns the zero
// Fix when the statement cannot be found or the routine already sets auto
// calculated fields on the record.
func pc0035Fix(pass *analysis.Pass, fb *calls.File, c calls.Call, loop *syntax.Node) analysis.Fix {
	f := pass.File
	d := pc0035RecordDecl(pass.Scopes(), c.Receiver)
	if loop.Kind != syntax.RepeatStmt {
		return analysis.Fix{}
	}
	find := pc0035FindStmt(pass, fb, loop, d)
	routine := loop.Ancestor(syntax.Procedure)
	if routine == nil {
		routine = loop.Ancestor(syntax.Trigger)
	}
	if find == nil || routine == nil {
		return analysis.Fix{}
	}
	for _, o := range fb.Calls {
		if o.Receiver != nil && o.Is("SetAutoCalcFields", "Record") && pc0035RecordDecl(pass.Scopes(), o.Receiver) == d &&
			o.Node().Ancestor(routine.Kind) == routine {
			return analysis.Fix{}
		}
	}
	stmt := c.Call.Parent
	span := f.Span(stmt)
	if semi := int(stmt.Last); semi < len(f.Tokens) && f.Tokens[semi].Kind == syntax.Semicolon {
		span.End = f.Tokens[semi].Span.End
	}
	args := c.Call.Children[1]
	start := f.Tokens[find.First].Span.Start
	indent := syntax.IndentAt(f.Src, start)
	if !syntax.OnlySpace(f.Src, syntax.LineStart(f.Src, start), start) {
		return analysis.Fix{}
	}
	text := f.Text(f.Span(c.Receiver)) + ".SetAutoCalcFields" + f.Text(f.Span(args)) + ";\n" + indent
	return pass.Fix("UseSetAutoCalcFields", "Use SetAutoCalcFields before loop",
		edit.Insert(start, text), edit.RemoveLines(f.Src, span))
}

// pc0035FindStmt returns the statement that finds the records of a repeat
// loop over d: the statement right before the loop calling a Find method
// of d, or the if statement whose condition does and whose then-branch is
// the loop (alone or first in a block).
func pc0035FindStmt(pass *analysis.Pass, fb *calls.File, loop *syntax.Node, d *symbols.Decl) *syntax.Node {
	finds := func(n *syntax.Node) bool {
		for m := range pass.NodesIn(n, syntax.MemberExpr) {
			if bm := fb.Method(m); bm != nil && bm.Receiver == "Record" && pc0035Finds[strings.ToLower(bm.Name)] &&
				pc0035RecordDecl(pass.Scopes(), m.Children[0]) == d {
				return true
			}
		}
		return false
	}
	n := loop
	if p := n.Parent; p != nil && p.Kind == syntax.Block && len(p.Children) > 0 && p.Children[0] == n &&
		p.Parent != nil && p.Parent.Kind == syntax.IfStmt && len(p.Parent.Children) == 2 && p.Parent.Children[1] == p {
		n = p
	}
	if p := n.Parent; p != nil && p.Kind == syntax.IfStmt && len(p.Children) == 2 && p.Children[1] == n {
		if finds(p.Children[0]) {
			return p
		}
		return nil
	}
	p := loop.Parent
	if p == nil || p.Kind != syntax.Block && p.Kind != syntax.RepeatStmt {
		return nil
	}
	for i, s := range p.Children {
		if s == loop && i > 0 && p.Children[i-1].Kind == syntax.CallStmt && finds(p.Children[i-1]) {
			return p.Children[i-1]
		}
	}
	return nil
}
