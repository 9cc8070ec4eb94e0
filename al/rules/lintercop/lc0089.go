package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0089 reports the cognitive complexity of every routine (a metric, off
// by default); LC0090 reports the routines at or above the threshold.
var LC0089 = &analysis.Rule{
	ID:      "LC0089",
	Title:   "Cognitive complexity metric",
	Message: "Cognitive Complexity of %s: %d (threshold >= %d)",
	Description: "The cognitive complexity of a procedure or trigger measures how hard its flow is " +
		"to follow: every if, else, case, while, repeat, for, foreach and ?: adds 1 plus its " +
		"nesting depth, every run of one logical operator (a and b and c) adds 1 plus the depth, " +
		"and every call that leads back to the routine (directly or through procedures of the same " +
		"object) adds 1. An else if continues its if without an increment; an if without else whose " +
		"branch only leaves (exit, Error, break, continue, CurrReport/CurrXMLport Break, Skip or " +
		"Quit) is a guard clause and adds nothing. Reported on every routine with a body, as a " +
		"metric; off by default. LC0090 reports those at or above CognitiveComplexityThreshold of " +
		"alcops.json (default 15). Obsolete procedures are skipped.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.LinterCop,
	UsesProject:  true, // it resolves names (pass.Scopes): with the project summary, sharing the project pass's resolution
	Run:          func(pass *analysis.Pass) { reportCognitive(pass, false) },
}

// LC0089i reports each increment of the cognitive complexity (see LC0089)
// where it arises, with how it is made up (off by default).
var LC0089i = &analysis.Rule{
	ID:      "LC0089i",
	Title:   "Cognitive complexity increment",
	Message: "%s: +%d (1 increment + %d nesting penalty)",
	Description: "Shows where the cognitive complexity that LC0089 reports comes from: one diagnostic " +
		"per increment, on the keyword or operator that causes it (if, else, case, while, repeat, " +
		"for, foreach, the ? of a conditional expression, the first operator of a run of and/or/xor, " +
		"the name of a call that leads back to the routine), naming the construct " +
		"(IfStatement, ElseStatement, CaseStatement, WhileStatement, RepeatStatement, ForStatement, " +
		"ForEachStatement, ConditionalExpression, LogicalAndExpression, LogicalOrExpression, " +
		"LogicalXorExpression, RecursionCycle) and splitting the amount into the increment and the " +
		"nesting penalty. Guard clauses and else if add nothing of their own, as in LC0089; a call " +
		"that leads back carries no nesting penalty. The increments of a routine add up to its " +
		"LC0089 metric. Off by default; obsolete procedures are skipped.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.LinterCop,
	UsesProject:  true, // it resolves names (pass.Scopes)
	Run:          reportCognitiveIncrements,
}

// LC0090 reports routines whose cognitive complexity (see LC0089) is at or
// above the configured threshold.
var LC0090 = &analysis.Rule{
	ID:      "LC0090",
	Title:   "Cognitive complexity exceeds threshold",
	Message: "Cognitive Complexity of %s: %d (threshold >= %d)",
	Description: "A procedure or trigger whose cognitive complexity (as LC0089 computes it: " +
		"branches and loops weighted by their nesting, runs of logical operators and recursive " +
		"calls; guard clauses and else if free) is at or above CognitiveComplexityThreshold of " +
		"alcops.json (default 15) is hard to follow: split it into smaller procedures or flatten " +
		"it with guard clauses. Reported on the routine's name; obsolete procedures are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         func(pass *analysis.Pass) { reportCognitive(pass, true) },
}

// defaultCognitiveThreshold is the default CognitiveComplexityThreshold.
const defaultCognitiveThreshold = 15

// reportCognitive reports LC0089 (every routine) or LC0090 (only those at
// or above the threshold).
func reportCognitive(pass *analysis.Pass, thresholdOnly bool) {
	f := pass.File
	limit := defaultCognitiveThreshold
	pass.Config.Threshold("CognitiveComplexityThreshold", &limit)
	for _, m := range cognitiveMetrics.Get(pass) {
		if thresholdOnly && m.complexity < limit {
			continue
		}
		span := f.DeclSpan(m.routine)
		pass.Reportf(span, []any{f.Text(span), m.complexity, limit})
	}
}

// reportCognitiveIncrements reports LC0089i: every increment of every
// routine.
func reportCognitiveIncrements(pass *analysis.Pass) {
	f := pass.File
	for _, m := range cognitiveMetrics.Get(pass) {
		for _, inc := range m.increments {
			pass.Reportf(f.Tokens[inc.token].Span, []any{inc.construct, 1 + inc.nesting, inc.nesting})
		}
	}
}

// routineCognitive is the cognitive complexity of one routine and the
// increments it is made of, in the order the walk meets them.
type routineCognitive struct {
	routine    *syntax.Node
	complexity int
	increments []cognitiveIncrement
}

// cognitiveIncrement is one increment of a routine's cognitive complexity:
// 1 plus the nesting penalty, caused by the construct whose keyword,
// operator or name is the token.
type cognitiveIncrement struct {
	token     int
	construct string
	nesting   int
}

// cognitiveMetrics computes the cognitive complexity of the file's
// routines once for LC0089 and LC0090.
var cognitiveMetrics = analysis.NewShared("cognitive complexity", func(pass *analysis.Pass) []routineCognitive {
	f := pass.File
	scopes := pass.Scopes()
	var out []routineCognitive
	// One graph for the file, reset per object: the object's routines are
	// done with it before the next object's.
	g := &procCalls{ids: map[string]int32{}, body: map[*syntax.Node]int32{}}
	for obj := range pass.Objects() {
		if k := f.ObjectKind(obj); k == syntax.KwInterface || k == syntax.KwControlAddIn {
			continue
		}
		ownProcedureCalls(g, pass, scopes, obj)
		comp := callComponents(g.edges)
		size := make([]int32, len(comp))
		for _, c := range comp {
			size[c]++
		}
		// Overloads share a name (and the graph's one node): a call of an
		// overload counts as leading back.
		overloads := make([]int32, len(comp))
		for _, proc := range syntax.Procedures(obj) {
			id, ok := g.body[proc]
			if !ok {
				id, ok = g.ids[strings.ToLower(f.DeclName(proc))]
			}
			if ok {
				overloads[id]++
			}
		}
		for routine := range pass.NodesIn(obj, syntax.Procedure, syntax.Trigger) {
			body := routine.Child(syntax.Block)
			if body == nil || routine.Kind == syntax.Procedure && f.HasObsoleteAttribute(routine) {
				continue
			}
			w := cognitiveWalker{f: f, scopes: scopes, obj: obj}
			if routine.Kind == syntax.Procedure {
				id := g.body[routine] // the routine has a body
				// A procedure outside every cycle (alone in its component,
				// not calling itself, no overloads) has no call that leads
				// back.
				if c := comp[id]; size[c] > 1 || g.self[id] || overloads[id] > 1 {
					w.self, w.component, w.comp, w.ids = g.names[id], c, comp, g.ids
				}
			}
			w.visit(body, 0)
			out = append(out, routineCognitive{routine, w.total, w.increments})
		}
	}
	return out
})

// procCalls is the call graph between the procedures of one object: a
// node per distinct lower-case procedure name (overloads share theirs),
// numbered from 0.
type procCalls struct {
	ids   map[string]int32 // lower-case name -> node
	names []string         // node -> lower-case name
	// edges are, per node, the nodes the procedure's body calls (a callee
	// may repeat); self, whether it calls itself.
	edges [][]int32
	self  []bool
	// body is the node of each procedure with a body.
	body map[*syntax.Node]int32
}

// node returns the node of a lower-case name, adding it when new.
func (g *procCalls) node(name string) int32 {
	if id, ok := g.ids[name]; ok {
		return id
	}
	id := int32(len(g.names))
	g.ids[name] = id
	g.names = append(g.names, name)
	if len(g.edges) < cap(g.edges) {
		g.edges = g.edges[:len(g.edges)+1] // an emptied node's array, reused
	} else {
		g.edges = append(g.edges, nil)
	}
	g.self = append(g.self, false)
	return id
}

// ownProcedureCalls makes g the call graph of obj's procedures: an edge
// from each procedure with a body to the procedures of obj its body calls.
// Overloads share their name's node, whose edges are the calls of the last
// of them in the object (the first overloads' calls make no edge: without
// overload resolution an edge by name could invent a cycle). It reads the
// references the name resolution recorded on each procedure's declaration
// instead of walking every body: only references to the object's own
// procedures can make an edge.
func ownProcedureCalls(g *procCalls, pass *analysis.Pass, scopes *symbols.FileScopes, obj *syntax.Node) {
	f := pass.File
	g.reset()
	// last is, per node, the last procedure with a body of that name.
	var last []*syntax.Node
	for _, proc := range syntax.Procedures(obj) {
		if proc.Child(syntax.Block) != nil {
			id := g.node(strings.ToLower(f.DeclName(proc)))
			if int(id) == len(last) {
				last = append(last, nil)
			}
			last[id] = proc
			g.body[proc] = id
		}
	}
	for _, d := range scopes.ProcedureDecls(obj) {
		callee := int32(-1)
		for _, r := range d.Refs {
			if r.Node.Kind != syntax.NameExpr && r.Node.Kind != syntax.MemberExpr || scopes.RefOf(r.Node) != r {
				continue
			}
			caller := callingProcedure(r.Node, obj)
			if caller == nil {
				continue
			}
			// A procedure without a body holds no references; of two
			// with one name, the last one's calls count.
			from, ok := g.body[caller]
			if !ok || last[from] != caller {
				continue
			}
			if callee < 0 {
				callee = g.node(strings.ToLower(d.Name))
			}
			g.edges[from] = append(g.edges[from], callee)
			g.self[from] = g.self[from] || from == callee
		}
	}
}

// reset empties the graph for another object, keeping its memory.
func (g *procCalls) reset() {
	clear(g.ids)
	clear(g.body)
	for i := range g.edges {
		g.edges[i] = g.edges[i][:0]
	}
	g.names, g.edges, g.self = g.names[:0], g.edges[:0], g.self[:0]
}

// callingProcedure returns the procedure of obj whose body holds n; nil
// when n is in a trigger, outside a body or in another object.
func callingProcedure(n, obj *syntax.Node) *syntax.Node {
	proc := n.Ancestor(syntax.Procedure)
	if proc == nil || proc.Ancestor(syntax.Object) != obj {
		return nil
	}
	body := proc.Child(syntax.Block)
	for p := n.Parent; p != proc; p = p.Parent {
		if p == body {
			return proc
		}
	}
	return nil
}

// ownProcedureRef returns the lower-case name of the procedure of obj that
// a NameExpr or MemberExpr (this.Name) refers to.
func ownProcedureRef(scopes *symbols.FileScopes, obj, n *syntax.Node) (string, bool) {
	r := scopes.RefOf(n)
	if r == nil || r.Decl == nil || r.Decl.Kind != symbols.ProcedureDecl || r.Decl.Object != obj {
		return "", false
	}
	return strings.ToLower(r.Decl.Name), true
}

// callComponents numbers the strongly connected components of a call
// graph given as each node's callees (Tarjan): a call from P to Q leads
// back to P exactly when Q is P or in P's component. It returns each
// node's component.
func callComponents(edges [][]int32) []int32 {
	n := len(edges)
	// index and low are 1-based: 0 is a node not yet visited.
	index, low, comp := make([]int32, n), make([]int32, n), make([]int32, n)
	onStack := make([]bool, n)
	var stack []int32
	next, ncomp := int32(1), int32(0)
	var connect func(v int32)
	connect = func(v int32) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range edges[v] {
			if index[w] == 0 {
				connect(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp[w] = ncomp
				if w == v {
					break
				}
			}
			ncomp++
		}
	}
	for v := range n {
		if index[v] == 0 {
			connect(int32(v))
		}
	}
	return comp
}

// cognitiveWalker adds up the increments of one routine body.
type cognitiveWalker struct {
	f      *syntax.File
	scopes *symbols.FileScopes
	obj    *syntax.Node
	// self is the routine's lower-case name when it is a procedure; a call
	// of a procedure in its component of the call graph leads back.
	self      string
	component int32
	// comp is each node's component, ids each name's node (procCalls).
	comp       []int32
	ids        map[string]int32
	total      int
	increments []cognitiveIncrement
}

// add counts an increment of 1 plus nesting caused by the construct at
// token tok.
func (w *cognitiveWalker) add(tok int32, construct string, nesting int) {
	w.total += 1 + nesting
	w.increments = append(w.increments, cognitiveIncrement{int(tok), construct, nesting})
}

// loopConstructs name the constructs that count 1 plus their nesting
// wherever they stand, as LC0089i reports them.
var loopConstructs = map[syntax.NodeKind]string{
	syntax.WhileStmt: "WhileStatement", syntax.RepeatStmt: "RepeatStatement", syntax.ForStmt: "ForStatement",
	syntax.ForeachStmt: "ForEachStatement", syntax.CaseStmt: "CaseStatement",
}

func (w *cognitiveWalker) visit(n *syntax.Node, nesting int) {
	switch n.Kind {
	case syntax.IfStmt:
		w.visitIf(n, nesting)
		return
	case syntax.WhileStmt, syntax.RepeatStmt, syntax.ForStmt, syntax.ForeachStmt, syntax.CaseStmt, syntax.TernaryExpr:
		if n.Kind == syntax.TernaryExpr {
			// The increment is on the '?' after the condition.
			tok := n.First
			if len(n.Children) > 0 {
				tok = n.Children[0].Last
			}
			w.add(tok, "ConditionalExpression", nesting)
		} else {
			w.add(n.First, loopConstructs[n.Kind], nesting)
		}
		for _, c := range n.Children {
			w.visit(c, nesting+1)
		}
		return
	case syntax.BinaryExpr:
		if op := w.logicalOperator(n); op != 0 && (n.Parent == nil || w.logicalOperator(n.Parent) != op) {
			w.add(n.Children[0].Last, logicalConstructs[op], nesting)
		}
	case syntax.NameExpr, syntax.MemberExpr:
		// Only a procedure in a cycle of the call graph can be led back to.
		if w.self == "" {
			break
		}
		if name, ok := ownProcedureRef(w.scopes, w.obj, n); ok && w.leadsBack(name) {
			// On the called name: the last token of this.Name.
			w.add(n.Last-1, "RecursionCycle", 0)
		}
	}
	for _, c := range n.Children {
		w.visit(c, nesting)
	}
}

// leadsBack reports whether a call of the procedure name leads back to
// the routine.
func (w *cognitiveWalker) leadsBack(name string) bool {
	if w.self == "" {
		return false
	}
	id, ok := w.ids[name]
	return name == w.self || ok && w.comp[id] == w.component
}

// visitIf counts an if statement: nothing for a guard clause, 1 plus the
// nesting otherwise, and 1 plus the nesting for an else that is not an
// else if (which is counted as an if at the same nesting).
func (w *cognitiveWalker) visitIf(n *syntax.Node, nesting int) {
	if len(n.Children) < 2 {
		for _, c := range n.Children {
			w.visit(c, nesting+1)
		}
		return
	}
	if len(n.Children) > 2 || !w.leavesOnly(n.Children[1]) {
		w.add(n.First, "IfStatement", nesting)
	}
	w.visit(n.Children[0], nesting+1)
	w.visit(n.Children[1], nesting+1)
	if len(n.Children) > 2 {
		els := n.Children[2]
		if els.Kind == syntax.IfStmt {
			w.visitIf(els, nesting)
			return
		}
		w.add(w.elseToken(n), "ElseStatement", nesting)
		w.visit(els, nesting+1)
	}
}

// elseToken returns the index of the else keyword of an if statement with
// an else branch (its first token between the then branch and the else
// branch; the else branch's first token when none is found).
func (w *cognitiveWalker) elseToken(n *syntax.Node) int32 {
	for i := n.Children[1].Last; i < n.Children[2].First; i++ {
		if w.f.Tokens[i].Keyword == syntax.KwElse {
			return i
		}
	}
	return n.Children[2].First
}

// logicalConstructs name the runs of each logical operator as LC0089i
// reports them.
var logicalConstructs = map[syntax.Keyword]string{
	syntax.KwAnd: "LogicalAndExpression", syntax.KwOr: "LogicalOrExpression", syntax.KwXor: "LogicalXorExpression",
}

// logicalOperator returns the keyword of a BinaryExpr's and/or/xor
// operator, or 0.
func (w *cognitiveWalker) logicalOperator(n *syntax.Node) syntax.Keyword {
	if n.Kind != syntax.BinaryExpr || len(n.Children) != 2 {
		return 0
	}
	switch kw := w.f.Tokens[n.Children[0].Last].Keyword; kw {
	case syntax.KwAnd, syntax.KwOr, syntax.KwXor:
		return kw
	}
	return 0
}

// leavesOnly reports whether a statement (or a begin-end block of one
// statement) only leaves the routine, loop or report step: exit, break,
// continue, Error(...), CurrReport/CurrXMLport.Break/Skip/Quit.
func (w *cognitiveWalker) leavesOnly(s *syntax.Node) bool {
	if s.Kind == syntax.Block {
		var stmts []*syntax.Node
		for _, c := range s.Children {
			if c.Kind != syntax.EmptyStmt {
				stmts = append(stmts, c)
			}
		}
		if len(stmts) != 1 {
			return false
		}
		s = stmts[0]
	}
	switch s.Kind {
	case syntax.ExitStmt, syntax.BreakStmt, syntax.ContinueStmt:
		return true
	case syntax.CallStmt:
	default:
		return false
	}
	if len(s.Children) != 1 {
		return false
	}
	e := s.Children[0]
	if e.Kind == syntax.CallExpr && len(e.Children) > 0 {
		e = e.Children[0]
	}
	f := w.f
	switch e.Kind {
	case syntax.NameExpr:
		name := strings.ToLower(f.TokenText(int(e.First)))
		return name == "error" || name == "continue" || name == "break"
	case syntax.MemberExpr:
		if len(e.Children) == 0 || e.Children[0].Kind != syntax.NameExpr {
			return false
		}
		recv := strings.ToLower(f.TokenText(int(e.Children[0].First)))
		member := strings.ToLower(f.TokenText(int(e.Last) - 1))
		return (recv == "currreport" || recv == "currxmlport") && (member == "break" || member == "skip" || member == "quit")
	}
	return false
}
