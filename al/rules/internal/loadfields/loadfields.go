package loadfields

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// The partial-records analysis PC0030, PC0031 and AA0242 share: per routine,
// the local record variables of normal database tables (and RecordRefs
// opened on one) are followed through the routine's statements in order,
// forking the state at if, case and loops that may not run and joining it
// after them, as ALCops' PartialRecordOperations does:
//
//   - a read (Get, GetBySystemId, Find, FindFirst, FindLast, FindSet) made
//     while no SetLoadFields, AddLoadFields or SetBaseLoadFields is in force
//     is uncovered (PC0030) unless the record was written or passed on
//     before; a write (Insert, Modify, ModifyAll, Delete, DeleteAll, Rename,
//     TransferFields, Init, Copy), a call of a table procedure on it, passing
//     it as an argument or assigning it to another variable (or exit(X))
//     clears the uncovered reads so far: they need the whole record;
//   - a load-fields call followed by a partial read and then an Insert,
//     Delete, Rename, TransferFields or Copy outside any branch is PC0031's;
//   - a field read after a partial read whose load fields did not select the
//     field (nor is it a primary key or system field) is AA0242's.
//
// Reset and Clear(X) reset the load-fields state; SetLoadFields() without
// arguments ends it.

// lfReadMethods are the Record and RecordRef methods that read records.
var lfReadMethods = records.Names(func(m records.Method) bool { return m.Loads })

// lfLoadMethods select the fields a read loads.
var lfLoadMethods = map[string]bool{"setloadfields": true, "addloadfields": true, "setbaseloadfields": true}

// lfWriteMethods need the whole record: after one, adding SetLoadFields
// before an earlier read would change what they write. They are the
// database writes (records.Writes) and TransferFields, Init and Copy, which
// change the values a later write writes.
var lfWriteMethods = func() map[string]bool {
	set := records.Names(records.Writes)
	for _, name := range []string{"transferfields", "init", "copy"} {
		set[name] = true
	}
	return set
}()

// lfJitWrites are the writes that JIT-load every field of a partial record.
var lfJitWrites = map[string]bool{"insert": true, "delete": true, "rename": true, "transferfields": true, "copy": true}

// SelectorFirst are the Record methods whose first argument names a field
// without reading its value; SelectorAll those whose every argument does.
var (
	SelectorFirst = map[string]bool{"setrange": true, "setfilter": true, "getrangemin": true, "getrangemax": true,
		"getfilter": true, "setascending": true, "fieldcaption": true, "fieldname": true, "fieldno": true,
		"hasfilter": true, "fieldactive": true}
	SelectorAll = map[string]bool{"setcurrentkey": true, "setloadfields": true, "addloadfields": true,
		"loadfields": true, "arefieldsloaded": true, "calcfields": true,
		"setautocalcfields": true, "calcsums": true}
)

// Var is a variable the analysis follows.
type Var struct {
	Decl      *symbols.Decl
	Table     *symbols.Object // the record's table; for a RecordRef the table it is opened on
	RecordRef bool
	setup     bool // a setup table: one Code primary key field named Primary Key
	setTable  bool // a RecordRef whose SetTable is called
	Routine   *syntax.Node
}

// lfFields is a set of fields selected for load; known is false when an
// argument could not be resolved (or SetBaseLoadFields selected them).
type lfFields struct {
	fields map[*symbols.Field]bool
	known  bool
}

// with returns the set with fl added (a new set; sets are shared between
// flow states and never changed).
func (s *lfFields) with(fl ...*symbols.Field) *lfFields {
	n := &lfFields{fields: make(map[*symbols.Field]bool, len(s.fields)+len(fl)), known: s.known}
	for k := range s.fields {
		n.fields[k] = true
	}
	for _, k := range fl {
		n.fields[k] = true
	}
	return n
}

// lfUnion joins the field sets of branches: nil (all fields) when any is.
func lfUnion(sets []*lfFields) *lfFields {
	var out *lfFields
	for _, s := range sets {
		if s == nil {
			return nil
		}
		if out == nil {
			out = s
			continue
		}
		var add []*symbols.Field
		for k := range s.fields {
			add = append(add, k)
		}
		out = out.with(add...)
		out.known = out.known && s.known
	}
	return out
}

// lfFlow is the state of one variable on one path.
type lfFlow struct {
	load, full, passed, partial bool
	reads                       []calls.Call // uncovered reads (PC0030)
	loads                       []calls.Call // load-fields calls in force (PC0031)
	writes                      []string     // JIT-load writes after a partial read (PC0031)
	sel                         *lfFields    // fields the next read loads; nil: all
	buf                         *lfFields    // fields the record holds; nil: all, or not known to be partial
}

func (fl *lfFlow) clone() *lfFlow {
	c := *fl
	c.reads = slices.Clone(fl.reads)
	c.loads = slices.Clone(fl.loads)
	c.writes = slices.Clone(fl.writes)
	return &c
}

// resetFlags is what Reset and Clear do.
func (fl *lfFlow) resetFlags() {
	fl.load, fl.full, fl.passed, fl.partial = false, false, false, false
	fl.loads, fl.writes = nil, nil
	fl.sel, fl.buf = nil, nil
}

// Read is an uncovered read (PC0030).
type Read struct {
	Var  *Var
	Call calls.Call
}

// Jit is a load-fields call before full-field writes (PC0031).
type Jit struct {
	Var    *Var
	Call   calls.Call
	Writes []string
}

// Field is a field read that the load fields in force did not select
// (AA0242).
type Field struct {
	Var   *Var
	Node  *syntax.Node // the MemberExpr X.Field, or the field argument
	Field *symbols.Field
}

// Result is the analysis of one file.
type Result struct {
	Reads  []Read
	Jits   []Jit
	Fields []Field
}

// Analysis computes the partial-records analysis of a file once for the
// rules that use it.
var Analysis = analysis.NewShared("load fields", func(pass *analysis.Pass) *Result {
	res := &Result{}
	f := pass.File
	scopes := pass.Scopes()
	byRoutine := map[*syntax.Node][]*symbols.Decl{}
	for _, d := range scopes.Decls {
		if d.Kind == symbols.LocalVar && d.Routine != nil && d.Node != nil && d.Type.ArrayDims == 0 &&
			(d.Type.Is("Record") || d.Type.Is("RecordRef")) {
			byRoutine[d.Routine] = append(byRoutine[d.Routine], d)
		}
	}
	if len(byRoutine) == 0 {
		return res
	}
	fb := calls.Builtins.Get(pass)
	callAt := make(map[*syntax.Node]calls.Call, len(fb.Calls))
	for _, c := range fb.Calls {
		callAt[c.Node()] = c
	}
	for n := range pass.Nodes(syntax.Procedure, syntax.Trigger) {
		decls := byRoutine[n]
		body := n.Child(syntax.Block)
		if len(decls) == 0 || body == nil || f.InObsoleteCode(n) {
			continue
		}
		w := &lfWalker{pass: pass, fb: fb, callAt: callAt, vars: map[*symbols.Decl]int{}, res: res, selector: map[*syntax.Node]bool{}}
		for _, d := range decls {
			if v := lfTrack(pass, fb, d, n); v != nil {
				w.vars[d] = len(w.list)
				w.list = append(w.list, v)
				w.state = append(w.state, &lfFlow{})
			}
		}
		if len(w.list) == 0 {
			continue
		}
		w.stmt(body)
		w.finish()
	}
	return res
})

// lfTrack returns the variable to follow for a local, or nil: a record of a
// normal table (TableType absent or Normal) that is not temporary, or a
// RecordRef every Open of which opens such a table by Database::Name, used
// only as a receiver, an argument or the value of an assignment, never in a
// with body or in inactive #if code.
func lfTrack(pass *analysis.Pass, fb *calls.File, d *symbols.Decl, routine *syntax.Node) *Var {
	f := pass.File
	scopes := pass.Scopes()
	for _, r := range d.Refs {
		if r.Ambiguous {
			return nil
		}
	}
	if f.MentionedInDisabledCode(f.Span(routine), d.Name) {
		return nil
	}
	v := &Var{Decl: d, Routine: routine}
	if d.Type.Is("Record") {
		if d.Type.Temporary || d.Type.Object == "" {
			return nil
		}
		v.Table = scopes.ObjectOfType(d.Type)
	} else {
		v.RecordRef = true
		for _, r := range d.Refs {
			p := r.Node.Parent
			if p == nil || p.Kind != syntax.MemberExpr || p.Children[0] != r.Node {
				continue
			}
			m := fb.Method(p)
			if m == nil {
				continue
			}
			switch strings.ToLower(m.Name) {
			case "open":
				call := p.Parent
				if !p.IsCallee() || len(call.Children) < 2 {
					return nil
				}
				args := call.Children[1].Children
				if len(args) == 0 || len(args) > 1 && !lfLiteralFalse(f, args[1]) {
					return nil
				}
				t := lfDatabaseTable(pass, args[0])
				if t == nil || v.Table != nil && t != v.Table {
					return nil
				}
				v.Table = t
			case "settable":
				v.setTable = true
			}
		}
	}
	if v.Table == nil || !lfNormalTable(v.Table) {
		return nil
	}
	if !v.RecordRef {
		v.setup = lfSetupTable(pass, v.Table)
	}
	return v
}

// lfLiteralFalse reports whether e is the literal false.
func lfLiteralFalse(f *syntax.File, e *syntax.Node) bool {
	return e.Kind == syntax.LiteralExpr && e.Len() == 1 && strings.EqualFold(f.TokenText(int(e.First)), "false")
}

// lfDatabaseTable returns the table Database::Name names, or nil.
func lfDatabaseTable(pass *analysis.Pass, e *syntax.Node) *symbols.Object {
	f := pass.File
	e = e.Unparen()
	if e.Kind != syntax.ScopeExpr || len(e.Children) == 0 || e.Children[0].Kind != syntax.NameExpr ||
		!strings.EqualFold(f.TokenText(int(e.Children[0].First)), "Database") {
		return nil
	}
	name := syntax.Unquote(f.TokenText(int(e.Last) - 1))
	return pass.Scopes().ObjectNamed("table", "", name)
}

// lfNormalTable reports whether a table is a normal database table.
func lfNormalTable(t *symbols.Object) bool {
	return t.Kind == "table" && records.TableStored(t)
}

// PrimaryKey returns the primary key fields of a table, or nil when they
// are not known.
func PrimaryKey(pass *analysis.Pass, t *symbols.Object) []*symbols.Field {
	if len(t.Keys) == 0 {
		return nil // a keyless table's key is not assumed here
	}
	return pass.Summary.PrimaryKey(t)
}

// lfSetupTable reports whether a table is a setup table: its primary key is
// one Code field named "Primary Key" or "PrimaryKey".
func lfSetupTable(pass *analysis.Pass, t *symbols.Object) bool {
	pk := PrimaryKey(pass, t)
	if len(pk) != 1 || pk[0].Type == nil || !pk[0].Type.Is("Code") {
		return false
	}
	n := strings.ToLower(pk[0].Name)
	return n == "primary key" || n == "primarykey"
}

// lfWalker follows the variables of one routine.
type lfWalker struct {
	pass     *analysis.Pass
	fb       *calls.File
	callAt   map[*syntax.Node]calls.Call
	vars     map[*symbols.Decl]int
	list     []*Var
	state    []*lfFlow
	depth    int // branches entered (PC0031 counts writes at depth 0 only)
	selector map[*syntax.Node]bool
	res      *Result
}

func (w *lfWalker) save() []*lfFlow {
	out := make([]*lfFlow, len(w.state))
	for i, s := range w.state {
		out[i] = s.clone()
	}
	return out
}

func (w *lfWalker) restore(saved []*lfFlow) {
	for i, s := range saved {
		w.state[i] = s.clone()
	}
}

// readPositions returns the uncovered reads per variable before a fork.
func (w *lfWalker) readPositions() []map[*syntax.Node]bool {
	out := make([]map[*syntax.Node]bool, len(w.state))
	for i, s := range w.state {
		for _, r := range s.reads {
			if out[i] == nil {
				out[i] = map[*syntax.Node]bool{}
			}
			out[i][r.Node()] = true
		}
	}
	return out
}

// merge joins the states of branches: load fields in force on every path,
// writes, passes and partial reads on any; uncovered reads of any branch,
// but a read from before the fork only if no branch cleared it.
func (w *lfWalker) merge(branches [][]*lfFlow, pre []map[*syntax.Node]bool) {
	for i := range w.state {
		out := &lfFlow{load: true}
		seen := map[*syntax.Node]bool{}
		seenLoad := map[*syntax.Node]bool{}
		var sels, bufs []*lfFields
		for _, b := range branches {
			s := b[i]
			out.load = out.load && s.load
			out.full = out.full || s.full
			out.passed = out.passed || s.passed
			out.partial = out.partial || s.partial
			for _, r := range s.reads {
				if !seen[r.Node()] {
					seen[r.Node()] = true
					out.reads = append(out.reads, r)
				}
			}
			for _, c := range s.loads {
				if !seenLoad[c.Node()] {
					seenLoad[c.Node()] = true
					out.loads = append(out.loads, c)
				}
			}
			for _, wr := range s.writes {
				if !slices.Contains(out.writes, wr) {
					out.writes = append(out.writes, wr)
				}
			}
			sels = append(sels, s.sel)
			bufs = append(bufs, s.buf)
		}
		if pre[i] != nil {
			out.reads = slices.DeleteFunc(out.reads, func(r calls.Call) bool {
				if !pre[i][r.Node()] {
					return false
				}
				for _, b := range branches {
					if !slices.ContainsFunc(b[i].reads, func(x calls.Call) bool { return x.Node() == r.Node() }) {
						return true
					}
				}
				return false
			})
		}
		out.sel, out.buf = lfUnion(sels), lfUnion(bufs)
		w.state[i] = out
	}
}

// stmt walks a statement.
func (w *lfWalker) stmt(n *syntax.Node) {
	if n == nil {
		return
	}
	switch n.Kind {
	case syntax.Block, syntax.RepeatStmt, syntax.CaseElse, syntax.AssertErrorStmt:
		for _, c := range n.Children {
			w.any(c)
		}
	case syntax.IfStmt:
		if len(n.Children) == 0 {
			return
		}
		w.expr(n.Children[0])
		pre := w.readPositions()
		before := w.save()
		var branches [][]*lfFlow
		for i := 1; i <= 2; i++ {
			w.restore(before)
			if i < len(n.Children) {
				w.depth++
				w.stmt(n.Children[i])
				w.depth--
			}
			branches = append(branches, w.save())
		}
		w.merge(branches, pre)
	case syntax.CaseStmt:
		if len(n.Children) == 0 {
			return
		}
		w.expr(n.Children[0])
		pre := w.readPositions()
		before := w.save()
		var branches [][]*lfFlow
		hasElse := false
		for _, c := range n.Children[1:] {
			hasElse = hasElse || c.Kind == syntax.CaseElse
			w.restore(before)
			w.depth++
			if c.Kind == syntax.CaseBranch {
				for _, x := range c.Children {
					w.any(x)
				}
			} else {
				w.stmt(c)
			}
			w.depth--
			branches = append(branches, w.save())
		}
		if !hasElse {
			branches = append(branches, before)
		}
		w.merge(branches, pre)
	case syntax.WhileStmt, syntax.ForStmt, syntax.ForeachStmt:
		last := len(n.Children) - 1
		if last < 0 {
			return
		}
		for _, c := range n.Children[:last] {
			if n.Kind != syntax.ForStmt || c != n.Children[0] {
				w.expr(c)
			}
		}
		pre := w.readPositions()
		before := w.save()
		w.depth++
		w.stmt(n.Children[last])
		w.depth--
		w.merge([][]*lfFlow{before, w.save()}, pre)
	case syntax.WithStmt:
		for _, c := range n.Children {
			w.any(c)
		}
	default:
		w.expr(n)
	}
}

// any walks a statement or an expression.
func (w *lfWalker) any(n *syntax.Node) {
	if n.Kind.IsStatement() {
		w.stmt(n)
	} else {
		w.expr(n)
	}
}

// tracked returns the index of the followed variable a NameExpr names, or -1.
func (w *lfWalker) tracked(e *syntax.Node) int {
	if e == nil || e.Kind != syntax.NameExpr {
		return -1
	}
	r := w.pass.Scopes().RefOf(e)
	if r == nil || r.Decl == nil {
		return -1
	}
	if i, ok := w.vars[r.Decl]; ok {
		return i
	}
	return -1
}

// expr walks the events of a simple statement or an expression in source
// order.
func (w *lfWalker) expr(root *syntax.Node) {
	scopes := w.pass.Scopes()
	for n := range w.pass.NodesIn(root, syntax.CallExpr, syntax.MemberExpr, syntax.NameExpr) {
		switch n.Kind {
		case syntax.CallExpr:
			if len(n.Children) < 2 || n.Children[1].Kind != syntax.ArgumentList {
				continue
			}
			callee := n.Children[0]
			if callee.Kind == syntax.MemberExpr && len(callee.Children) > 0 {
				if i := w.tracked(callee.Children[0]); i >= 0 {
					if c, ok := w.callAt[n]; ok {
						w.method(i, c)
					} else {
						w.pass_(i)
					}
				}
			}
			w.arguments(n)
		case syntax.MemberExpr:
			if n.IsCallee() || len(n.Children) == 0 || calls.InScopeExpr(n) {
				continue
			}
			i := w.tracked(n.Children[0])
			if i < 0 {
				continue
			}
			if c, ok := w.callAt[n]; ok {
				w.method(i, c)
				continue
			}
			fl := scopes.FieldOf(n)
			if fl == nil {
				w.pass_(i)
				continue
			}
			w.field(i, n, fl)
		case syntax.NameExpr:
			i := w.tracked(n)
			if i < 0 {
				continue
			}
			p := n.Parent
			switch {
			case p == nil:
			case p.Kind == syntax.MemberExpr && p.Children[0] == n, p.Kind == syntax.ArgumentList:
				// handled with the member access or the call
			case p.Kind == syntax.AssignStmt && len(p.Children) == 2 && p.Children[1] == n:
				s := w.state[i]
				s.reads = nil
				s.full = true
			case p.Kind == syntax.AssignStmt && p.Children[0] == n:
				s := w.state[i]
				s.sel, s.buf = nil, nil
			default:
				w.pass_(i)
			}
		}
	}
}

// pass_ records that variable i was handed to code the analysis cannot see.
func (w *lfWalker) pass_(i int) {
	s := w.state[i]
	s.reads = nil
	s.passed = true
	s.sel, s.buf = nil, nil
}

// arguments handles the followed variables passed to a call.
func (w *lfWalker) arguments(call *syntax.Node) {
	args := call.Children[1].Children
	if c, ok := w.callAt[call]; ok && c.Receiver == nil && strings.EqualFold(c.Method.Name, "Clear") && len(args) > 0 {
		if i := w.tracked(args[0]); i >= 0 {
			w.state[i].resetFlags()
			return
		}
	}
	for _, a := range args {
		if i := w.tracked(a); i >= 0 {
			w.pass_(i)
		}
	}
}

// method handles a built-in method called on variable i.
func (w *lfWalker) method(i int, c calls.Call) {
	s := w.state[i]
	v := w.list[i]
	name := strings.ToLower(c.Method.Name)
	w.markSelectors(c, name)
	switch {
	case lfReadMethods[name] || name == "next":
		s.buf = s.sel
		if name == "next" {
			return
		}
		if s.load {
			s.partial = true
		}
		if v.setup && name == "get" && len(c.Args) == 0 {
			return
		}
		if !s.load && !s.full && !s.passed {
			s.reads = append(s.reads, c)
		}
	case lfLoadMethods[name]:
		if name == "setloadfields" && len(c.Args) == 0 {
			s.load, s.partial = false, false
			s.loads, s.writes = nil, nil
			s.sel = nil
			return
		}
		s.load = true
		s.loads = append(s.loads, c)
		switch name {
		case "setloadfields":
			s.sel = w.selection(v, c, &lfFields{known: true})
		case "addloadfields":
			if s.sel != nil {
				s.sel = w.selection(v, c, s.sel)
			}
		default:
			s.sel = &lfFields{}
		}
	case lfWriteMethods[name]:
		s.reads = nil
		s.full = true
		if s.partial && lfJitWrites[name] && w.depth == 0 && !slices.Contains(s.writes, c.Method.Name) {
			s.writes = append(s.writes, c.Method.Name)
		}
		if name != "modify" && name != "modifyall" && name != "deleteall" {
			s.buf = nil
		}
	case name == "reset":
		s.resetFlags()
	case name == "loadfields" && s.buf != nil:
		for _, a := range c.Args {
			if fl := w.fieldArg(v, a); fl != nil {
				s.buf = s.buf.with(fl)
			}
		}
	case name == "validate" && len(c.Args) > 0:
		if fl := w.fieldArg(v, c.Args[0]); fl != nil && s.buf != nil {
			s.buf = s.buf.with(fl)
		}
	case name == "testfield" || name == "fielderror":
		if len(c.Args) > 0 {
			if fl := w.fieldArg(v, c.Args[0]); fl != nil {
				w.field(i, c.Args[0], fl)
			}
		}
	}
}

// markSelectors records the arguments of a call on a followed variable that
// name fields without reading them.
func (w *lfWalker) markSelectors(c calls.Call, name string) {
	switch {
	case SelectorAll[name]:
		for _, a := range c.Args {
			w.selector[a] = true
		}
	case SelectorFirst[name] && len(c.Args) > 0:
		w.selector[c.Args[0]] = true
	}
}

// fieldArg returns the field of v's table an argument names (F or X.F), or nil.
func (w *lfWalker) fieldArg(v *Var, a *syntax.Node) *symbols.Field {
	scopes := w.pass.Scopes()
	a = a.Unparen()
	switch a.Kind {
	case syntax.NameExpr:
		if r := scopes.RefOf(a); r != nil && !r.Ambiguous {
			return r.Field
		}
	case syntax.MemberExpr:
		if len(a.Children) > 0 && w.tracked(a.Children[0]) >= 0 && w.list[w.tracked(a.Children[0])] == v {
			return scopes.FieldOf(a)
		}
	}
	return nil
}

// selection returns base with the fields of a load-fields call added; an
// argument that names no known field of v's table makes it unknown.
func (w *lfWalker) selection(v *Var, c calls.Call, base *lfFields) *lfFields {
	var add []*symbols.Field
	known := base.known && !v.RecordRef
	for _, a := range c.Args {
		if fl := w.fieldArg(v, a); fl != nil {
			add = append(add, fl)
		} else {
			known = false
		}
	}
	out := base.with(add...)
	out.known = known
	return out
}

// field handles a read of field fl of variable i at node n.
func (w *lfWalker) field(i int, n *syntax.Node, fl *symbols.Field) {
	s := w.state[i]
	if w.selector[n] || s.buf == nil || !s.buf.known || s.buf.fields[fl] {
		return
	}
	if p := n.Parent; p != nil && p.Kind == syntax.AssignStmt && p.Children[0] == n || w.varArgument(n) {
		// Assigning the field (or passing it to a var parameter, which
		// may only write it) gives it a value without loading it.
		s.buf = s.buf.with(fl)
		return
	}
	if !Loadable(fl) || lfAlwaysLoaded(w.pass, w.list[i].Table, fl) {
		return
	}
	w.res.Fields = append(w.res.Fields, Field{Var: w.list[i], Node: n, Field: fl})
	s.buf = s.buf.with(fl)
}

// varArgument reports whether n is an argument passed to a var parameter,
// or to a procedure whose parameters are not known.
func (w *lfWalker) varArgument(n *syntax.Node) bool {
	p := n.Parent
	if p == nil || p.Kind != syntax.ArgumentList || p.Parent == nil || p.Parent.Kind != syntax.CallExpr {
		return false
	}
	call := p.Parent
	idx := slices.Index(p.Children, n)
	if c, ok := w.callAt[call]; ok {
		return slices.Contains(c.Method.VarArgs, idx)
	}
	callees := w.pass.Scopes().Callees(call)
	if len(callees) == 0 {
		return true
	}
	for _, pr := range callees {
		if idx >= len(pr.Parameters) || pr.Parameters[idx].Var {
			return true
		}
	}
	return false
}

// Loadable reports whether SetLoadFields can select a field: a normal
// field (not a FlowField or FlowFilter) that is not a Blob.
func Loadable(fl *symbols.Field) bool {
	if fl.FieldClass != "" && !strings.EqualFold(fl.FieldClass, "Normal") {
		return false
	}
	return fl.Type != nil && fl.Type.Known() && !fl.Type.Is("Blob")
}

// lfAlwaysLoaded reports whether a field is loaded whatever SetLoadFields
// selects: a primary key field or a system field.
func lfAlwaysLoaded(pass *analysis.Pass, t *symbols.Object, fl *symbols.Field) bool {
	if fl.ID >= 2000000000 {
		return true
	}
	pk := PrimaryKey(pass, t)
	if pk == nil {
		return true // unknown key: say nothing
	}
	return slices.Contains(pk, fl)
}

// finish turns the final states into the file's findings.
func (w *lfWalker) finish() {
	for i, v := range w.list {
		s := w.state[i]
		if !(v.RecordRef && v.setTable) {
			for _, r := range s.reads {
				w.res.Reads = append(w.res.Reads, Read{Var: v, Call: r})
			}
		}
		if len(s.loads) > 0 && len(s.writes) > 0 {
			writes := slices.Clone(s.writes)
			slices.SortFunc(writes, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
			for _, c := range s.loads {
				w.res.Jits = append(w.res.Jits, Jit{Var: v, Call: c, Writes: writes})
			}
		}
	}
}
