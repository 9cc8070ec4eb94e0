package callgraph

import (
	"slices"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Routine names a procedure or trigger: its object, the element (field,
// control, action) of an element trigger, and its name. Overloads of one
// procedure are one routine: a call names the procedure, and which
// overload it binds needs the arguments' types.
type Routine struct {
	// ObjectKind is the object kind in lower case ("codeunit", "table").
	ObjectKind string
	Object     string
	Element    string
	Name       string
	Trigger    bool
}

// Key identifies the routine without regard to case.
func (r Routine) Key() string {
	return r.ObjectKind + "\x00" + strings.ToLower(r.Object) + "\x00" + strings.ToLower(r.Element) + "\x00" + strings.ToLower(r.Name)
}

// String writes the routine as `codeunit "Sales-Post".Run`.
func (r Routine) String() string {
	s := r.ObjectKind + " " + quote(r.Object)
	if r.Element != "" {
		s += " " + quote(r.Element)
	}
	return s + "." + quote(r.Name)
}

func quote(name string) string {
	if name == "" || strings.ContainsAny(name, " .-/&'()\"") {
		return `"` + name + `"`
	}
	return name
}

// Edge kinds.
const (
	Call         = "call"          // a call of a procedure (by name, this, Rec or a value of the object's type)
	Run          = "run"           // Codeunit.Run(Codeunit::X), Page.Run(Page::X), Report.Run(Report::X), a value's Run(): its OnRun, OnOpenPage or OnPreReport
	Implements   = "implements"    // an interface procedure -> the procedure of every implementing object
	Event        = "event"         // an event publisher -> a subscriber of the workspace
	Trigger      = "trigger"       // a table operation -> the table's trigger (OnInsert, field OnValidate, ...)
	TriggerEvent = "trigger-event" // a table operation -> a subscriber of the table's trigger event
)

// Table operations.
const (
	OpRead     = "read"
	OpInsert   = "insert"
	OpModify   = "modify"
	OpDelete   = "delete"
	OpValidate = "validate"
)

// tableOps maps the Record methods that touch a table to their operation.
var tableOps = map[string]string{
	"get": OpRead, "find": OpRead, "findfirst": OpRead, "findlast": OpRead, "findset": OpRead,
	"next": OpRead, "isempty": OpRead, "count": OpRead, "calcfields": OpRead, "calcsums": OpRead,
	"insert": OpInsert, "modify": OpModify, "modifyall": OpModify, "rename": OpModify,
	"delete": OpDelete, "deleteall": OpDelete, "validate": OpValidate,
}

// opTriggers are the table trigger and the database trigger events a
// write runs: the events always, the trigger when RunTrigger is true
// (Validate: always, the field's OnValidate).
var opTriggers = map[string]struct {
	trigger        string
	before, after  string
	runTriggerFrom int // the argument that is RunTrigger (-1: none, the trigger always runs)
}{
	"insert":    {"OnInsert", "OnBeforeInsertEvent", "OnAfterInsertEvent", 0},
	"modify":    {"OnModify", "OnBeforeModifyEvent", "OnAfterModifyEvent", 0},
	"modifyall": {"OnModify", "OnBeforeModifyEvent", "OnAfterModifyEvent", 2},
	"delete":    {"OnDelete", "OnBeforeDeleteEvent", "OnAfterDeleteEvent", 0},
	"deleteall": {"OnDelete", "OnBeforeDeleteEvent", "OnAfterDeleteEvent", 0},
	"rename":    {"OnRename", "OnBeforeRenameEvent", "OnAfterRenameEvent", -2},
	"validate":  {"OnValidate", "OnBeforeValidateEvent", "OnAfterValidateEvent", -1},
}

// Edge is one step from a routine to another, at the place in From's file
// that causes it (Span; zero for Implements and Event edges, which the
// declarations cause).
type Edge struct {
	From, To Routine
	Kind     string
	File     string
	Span     syntax.Span
}

// TableOp is one operation of a routine on a table through a Record value.
type TableOp struct {
	From  Routine
	Table string
	Op    string
	// Field is the field of a Validate, Temporary set when the record is a
	// temporary one (no database row is touched).
	Field     string
	Temporary bool
	File      string
	Span      syntax.Span
}

// FileGraph is what one file contributes: its routines, the edges from
// them and their table operations, in source order.
type FileGraph struct {
	File     string
	Routines []Routine
	Edges    []Edge
	Ops      []TableOp
}

// File extracts the call graph of one file. fs must be Extract(f) as sum
// holds it (or nil); sum is the project summary that binds names. The
// edges are those the file's code causes; Build adds the interface and
// event edges that come from declarations.
func File(f *syntax.File, fs *symbols.FileSymbols, sum *symbols.Summary) *FileGraph {
	g := &FileGraph{}
	if f == nil {
		return g
	}
	if fs != nil {
		g.File = fs.File
	}
	sc := symbols.ScopesWith(f, fs, sum)
	for _, obj := range f.Objects() {
		o := sc.ObjectSymbols(obj)
		if o == nil {
			continue
		}
		tempRec := hasProperty(o, "SourceTableTemporary", "true")
		syntax.Walk(obj, func(n *syntax.Node) bool {
			var from Routine
			switch n.Kind {
			case syntax.Procedure, syntax.Trigger:
				from = routineOf(f, o, n)
				g.Routines = append(g.Routines, from)
			case syntax.Property:
				// AutoFormatExpression = GetAmountFormat(): the caller is
				// the property (of the element it is in).
				from = exprOwner(f, o, n, f.PropertyName(n))
			case syntax.ElementArgs:
				// field(Name; Rec.Count(...)): the caller is the control's
				// source expression.
				from = exprOwner(f, o, n, "SourceExpr")
			default:
				return true
			}
			w := &walker{g: g, f: f, sc: sc, sum: sc.Summary, from: from, tempRec: tempRec}
			syntax.Walk(n, w.visit)
			return false
		})
	}
	return g
}

// routineOf names the Procedure or Trigger node n of object o.
func routineOf(f *syntax.File, o *symbols.Object, n *syntax.Node) Routine {
	r := Routine{ObjectKind: o.Kind, Object: o.Name, Name: f.DeclName(n), Trigger: n.Kind == syntax.Trigger}
	for p := n.Parent; p != nil && p.Kind != syntax.Object; p = p.Parent {
		if p.Kind == syntax.Element {
			r.Element = f.DeclName(p)
			break
		}
	}
	return r
}

// exprOwner names an expression outside code: the property or source
// expression name of the element n is in (Element "" at object level).
func exprOwner(f *syntax.File, o *symbols.Object, n *syntax.Node, name string) Routine {
	r := Routine{ObjectKind: o.Kind, Object: o.Name, Name: name}
	for p := n.Parent; p != nil && p.Kind != syntax.Object; p = p.Parent {
		if p.Kind == syntax.Element {
			r.Element = f.DeclName(p)
			break
		}
	}
	return r
}

type walker struct {
	g    *FileGraph
	f    *syntax.File
	sc   *symbols.FileScopes
	sum  *symbols.Summary
	from Routine
	done map[*syntax.Node]bool
	// tempRec: the object's implicit record is temporary (a page's
	// SourceTableTemporary).
	tempRec bool
}

// hasProperty reports whether object o sets property name to value (any
// case).
func hasProperty(o *symbols.Object, name, value string) bool {
	for _, p := range o.Properties {
		if strings.EqualFold(p.Name, name) && strings.EqualFold(strings.TrimSpace(p.Value), value) {
			return true
		}
	}
	return false
}

func (w *walker) visit(n *syntax.Node) bool {
	switch n.Kind {
	case syntax.CallExpr:
		if len(n.Children) == 2 {
			w.call(n, n.Children[0], n.Children[1].Children)
		}
	case syntax.CallStmt:
		// A call without parentheses: `Rec.Insert;`, `DoIt;`.
		if len(n.Children) == 1 && (n.Children[0].Kind == syntax.NameExpr || n.Children[0].Kind == syntax.MemberExpr) {
			w.call(n.Children[0], n.Children[0], nil)
		}
	}
	return true
}

func (w *walker) edge(to Routine, kind string, tok int) {
	w.g.Edges = append(w.g.Edges, Edge{From: w.from, To: to, Kind: kind, File: w.g.File, Span: w.f.Tokens[tok].Span})
}

// call records what one call reaches. n is the CallExpr (or the callee of
// a call without parentheses), args its arguments.
func (w *walker) call(n, callee *syntax.Node, args []*syntax.Node) {
	if w.done == nil {
		w.done = map[*syntax.Node]bool{}
	}
	if w.done[callee] {
		return
	}
	w.done[callee] = true
	tok := int(callee.Last) - 1
	if w.codeunitRun(callee, args, tok) || w.addAction(callee, args) {
		return
	}
	obj, name := w.sc.CalleeObject(n)
	if obj == nil {
		if callee.Kind == syntax.NameExpr {
			// A Record method of the implicit record: Insert(true) in a table.
			if has, table := w.sc.ImplicitRecord(callee); has && table != nil {
				w.tableOp(table, syntax.Unquote(w.f.TokenText(tok)), w.tempRec, args, tok)
			}
		}
		return
	}
	var procs []symbols.Procedure
	if obj.Kind == "interface" {
		procs, _ = w.sum.InterfaceProcedures(obj, name)
	} else {
		procs = w.sum.ProceduresNamed(obj, name)
	}
	if len(procs) > 0 {
		owner := ownerOf(w.sum, obj, procs[0].Name)
		w.edge(Routine{ObjectKind: owner.Kind, Object: owner.Name, Name: procs[0].Name}, Call, tok)
		return
	}
	switch {
	case callee.Kind == syntax.MemberExpr && runs(obj.Kind, name):
		// X.Run() of a codeunit, page or report value.
		w.runEdge(obj, tok)
	case obj.Kind == "table" && callee.Kind == syntax.MemberExpr:
		recv := callee.Children[0]
		temp := w.sc.TypeOf(recv).Temporary
		if recv.Kind == syntax.NameExpr && strings.EqualFold(w.f.TokenText(int(recv.First)), "Rec") {
			if r := w.sc.RefOf(recv); r == nil || r.Decl == nil || r.Decl.Node == nil {
				temp = temp || w.tempRec // the implicit Rec, not a variable called Rec
			}
		}
		w.tableOp(obj, name, temp, args, tok)
	}
}

// runEntries are the triggers a run of an object of each kind enters
// (the target of its run edges), and the methods of the kind's static
// receiver (Codeunit, Page, Report) and of its values that run one.
var runEntries = map[string]struct {
	trigger string
	methods []string
}{
	"codeunit": {"OnRun", []string{"run"}},
	"page":     {"OnOpenPage", []string{"run", "runmodal"}},
	"report":   {"OnPreReport", []string{"run", "runmodal", "execute", "print", "saveas", "saveaspdf", "saveasexcel", "saveasword", "saveashtml", "saveasxml"}},
}

// RunTrigger returns the trigger a run of an object of kind enters, the
// routine its run edges lead to: OnRun (codeunit), OnOpenPage (page),
// OnPreReport (report); "" for other kinds.
func RunTrigger(kind string) string { return runEntries[strings.ToLower(kind)].trigger }

// runs reports whether method runs an object of kind (Run, RunModal, ...).
func runs(kind, method string) bool {
	e, ok := runEntries[kind]
	return ok && slices.Contains(e.methods, strings.ToLower(method))
}

// runEdge adds the run edge to the entry trigger of o.
func (w *walker) runEdge(o *symbols.Object, tok int) {
	w.edge(Routine{ObjectKind: o.Kind, Object: o.Name, Name: runEntries[o.Kind].trigger, Trigger: true}, Run, tok)
}

// codeunitRun handles Codeunit.Run(Codeunit::X[, Rec]), Page.Run(Page::X,
// ...), Page.RunModal, Report.Run(Report::X, ...) and the other methods
// that run a report: an edge to X's OnRun, OnOpenPage or OnPreReport.
func (w *walker) codeunitRun(callee *syntax.Node, args []*syntax.Node, tok int) bool {
	if callee.Kind != syntax.MemberExpr || len(callee.Children) != 1 || len(args) == 0 {
		return false
	}
	recv := callee.Children[0]
	if recv.Kind != syntax.NameExpr {
		return false
	}
	kind := strings.ToLower(w.f.TokenText(int(recv.First)))
	if !runs(kind, w.f.TokenText(tok)) {
		return false
	}
	if r := w.sc.RefOf(recv); r != nil && r.Decl != nil {
		return false // a variable called Codeunit
	}
	a := args[0]
	if a.Kind != syntax.ScopeExpr || len(a.Children) != 1 || !strings.EqualFold(w.f.TokenText(int(a.Children[0].First)), kind) {
		return true // Codeunit.Run(Id): not knowable
	}
	name := syntax.Unquote(w.f.TokenText(int(a.Last) - 1))
	o := w.sc.ObjectNamed(kind, "", name)
	if id, err := strconv.Atoi(name); err == nil {
		o = w.sum.ObjectByID(kind, id)
	}
	if o != nil {
		w.runEdge(o, tok)
	}
	return true
}

// addAction handles Notification.AddAction(Caption, Codeunit::X,
// 'Method') and the same of an ErrorInfo: the platform calls X.Method
// when the user picks the action, so it is a call edge (at the method's
// string).
func (w *walker) addAction(callee *syntax.Node, args []*syntax.Node) bool {
	if callee.Kind != syntax.MemberExpr || len(callee.Children) != 1 || len(args) < 3 ||
		!strings.EqualFold(w.f.TokenText(int(callee.Last)-1), "AddAction") {
		return false
	}
	if k := w.sc.TypeOf(callee.Children[0]).Kind; !strings.EqualFold(k, "Notification") && !strings.EqualFold(k, "ErrorInfo") {
		return false
	}
	cu, m := args[1], args[2]
	if cu.Kind != syntax.ScopeExpr || len(cu.Children) != 1 || !strings.EqualFold(w.f.TokenText(int(cu.Children[0].First)), "Codeunit") ||
		m.Kind != syntax.LiteralExpr || m.Last != m.First+1 {
		return true
	}
	name := syntax.Unquote(w.f.TokenText(int(cu.Last) - 1))
	obj := w.sc.ObjectNamed("codeunit", "", name)
	if id, err := strconv.Atoi(name); err == nil {
		obj = w.sum.ObjectByID("codeunit", id)
	}
	method := syntax.StringValue(w.f.TokenText(int(m.First)))
	if obj == nil {
		return true
	}
	if procs := w.sum.ProceduresNamed(obj, method); len(procs) > 0 {
		owner := ownerOf(w.sum, obj, procs[0].Name)
		w.edge(Routine{ObjectKind: owner.Kind, Object: owner.Name, Name: procs[0].Name}, Call, int(m.First))
	}
	return true
}

// tableOp records a Record method call on table t and the triggers and
// trigger-event subscribers a write runs.
func (w *walker) tableOp(t *symbols.Object, method string, temporary bool, args []*syntax.Node, tok int) {
	m := strings.ToLower(method)
	op, ok := tableOps[m]
	if !ok {
		return
	}
	temporary = temporary || hasProperty(t, "TableType", "Temporary")
	rec := TableOp{From: w.from, Table: t.Name, Op: op, Temporary: temporary, File: w.g.File, Span: w.f.Tokens[tok].Span}
	if op == OpValidate {
		if len(args) == 0 || args[0].Kind != syntax.NameExpr {
			return
		}
		rec.Field = syntax.Unquote(w.f.TokenText(int(args[0].First)))
		if fld := w.sum.Field(t, rec.Field); fld != nil {
			rec.Field = fld.Name
		}
	}
	w.g.Ops = append(w.g.Ops, rec)
	trig, ok := opTriggers[m]
	if !ok || temporary {
		return
	}
	runs := trig.runTriggerFrom == -1
	if i := trig.runTriggerFrom; i >= 0 && i < len(args) {
		runs = !strings.EqualFold(w.f.TokenText(int(args[i].First)), "false") || args[i].First+1 != args[i].Last
	}
	if runs {
		to := Routine{ObjectKind: "table", Object: t.Name, Name: trig.trigger, Trigger: true, Element: rec.Field}
		if w.hasTrigger(t, to) {
			w.edge(to, Trigger, tok)
		}
	}
	for _, ev := range []string{trig.before, trig.after} {
		for _, s := range w.sum.SubscribersOf(t, ev) {
			if rec.Field != "" && !strings.EqualFold(s.Subscription.Element, rec.Field) {
				continue
			}
			p := s.Object.Procedures[s.Member]
			w.edge(Routine{ObjectKind: s.Object.Kind, Object: s.Object.Name, Name: p.Name}, TriggerEvent, tok)
		}
	}
}

// hasTrigger reports whether the table (or its field) declares the
// trigger in source the summary holds; symbol packages record no
// triggers, so a dependency's table gets no trigger edge.
func (w *walker) hasTrigger(t *symbols.Object, r Routine) bool {
	trigs := t.Triggers
	if r.Element != "" {
		trigs, _ = w.sum.FieldTriggers(t, r.Element)
	}
	for _, tr := range trigs {
		if strings.EqualFold(tr, r.Name) {
			return true
		}
	}
	return false
}

// ownerOf returns the object that declares procedure name: o, or the
// first of its extensions that does.
func ownerOf(sum *symbols.Summary, o *symbols.Object, name string) *symbols.Object {
	if declares(o, name) {
		return o
	}
	for _, ext := range sum.Extensions(o) {
		if declares(ext, name) {
			return ext
		}
	}
	return o
}

func declares(o *symbols.Object, name string) bool {
	for i := range o.Procedures {
		if strings.EqualFold(o.Procedures[i].Name, name) {
			return true
		}
	}
	return false
}
