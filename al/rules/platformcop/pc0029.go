package platformcop

import (
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0029 reports CreateGuid() values that end up in a Guid field of a
// table key, where CreateSequentialGuid() keeps the index compact.
var PC0029 = &analysis.Rule{
	ID:      "PC0029",
	Title:   "Use Guid.CreateSequentialGuid() instead of CreateGuid() for key fields",
	Message: "Use Guid.CreateSequentialGuid() instead of %s: %s",
	Description: "Random GUIDs from CreateGuid() land all over a SQL index and fragment it; " +
		"Guid.CreateSequentialGuid() (runtime 16.0 and later) makes values that mostly follow each other. " +
		"Reported: a CreateGuid() call (or Guid.CreateGuid(), System.CreateGuid()) whose value is " +
		"assigned to, or validated into, a Guid field that is part of a key of a normal table (its own " +
		"keys or those of its table extensions): directly, through a local variable of the same " +
		"procedure, or through a parameter of a procedure of the same file it is passed to, followed " +
		"through further such calls. With UseSequentialGuidScope = \"AllGuidFields\" in alcops.json, " +
		"every CreateGuid() that is assigned or passed as an argument is reported. Not reported: " +
		"temporary records (declared temporary, a table with TableType = Temporary, the Rec of a page " +
		"with SourceTableTemporary), tables of another TableType (CRM, ExternalSQL, ...), Guid fields " +
		"in no key, values that escape through exit, globals or var parameters, procedures declared " +
		"in other files, event publishers, obsolete code, and projects whose runtime is older than " +
		"16.0. The fix replaces the call with Guid.CreateSequentialGuid().",
	Severity:    analysis.SeverityInfo,
	Category:    "Performance",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0029.UseCreateSequentialGuid"},
	UsesProject: true,
	Run:         runPC0029,
}

func runPC0029(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(16, 0) {
		return
	}
	var scope string
	allFields := pass.Config.Threshold("UseSequentialGuidScope", &scope) && strings.EqualFold(scope, "AllGuidFields")
	f := pass.File
	t := &pc0029Tracer{pass: pass, scopes: pass.Scopes(), fb: calls.Builtins.Get(pass)}
	for call := range pass.Code(syntax.CallExpr) {
		if !t.createGuid(call) || f.InObsoleteCode(call) {
			continue
		}
		var why string
		parent := call.Parent
		if parent != nil && parent.Kind == syntax.ArgumentList {
			parent = parent.Parent
		}
		switch {
		case parent == nil:
		case allFields && (parent.Kind == syntax.AssignStmt || parent.Kind == syntax.CallExpr):
			why = "sequential GUIDs keep indexes compact"
		case parent.Kind == syntax.AssignStmt && len(parent.Children) == 2 && parent.Children[1] == call &&
			pc0029IsAssign(f, parent):
			why = t.target(parent.Children[0], map[*syntax.Node]bool{})
		case parent.Kind == syntax.CallExpr:
			why = t.argument(parent, call, map[*syntax.Node]bool{})
		}
		if why == "" {
			continue
		}
		fix := pass.Fix("UseCreateSequentialGuid", "Use Guid.CreateSequentialGuid()", edit.Replace(f.Span(call), "Guid.CreateSequentialGuid()"))
		pass.Reportf(f.Span(call), []any{f.Text(f.Span(call)), why}, fix)
	}
}

// pc0029Tracer follows GUID values through one file's code.
type pc0029Tracer struct {
	pass   *analysis.Pass
	scopes *symbols.FileScopes
	fb     *calls.File
}

// createGuid reports whether call is CreateGuid(), Guid.CreateGuid() or
// System.CreateGuid().
func (t *pc0029Tracer) createGuid(call *syntax.Node) bool {
	f := t.pass.File
	if len(call.Children) != 2 || call.Children[1].Kind != syntax.ArgumentList || len(call.Children[1].Children) != 0 {
		return false
	}
	callee := call.Children[0]
	name := f.CalleeNameToken(callee)
	if name < 0 || !strings.EqualFold(f.TokenText(name), "CreateGuid") {
		return false
	}
	switch callee.Kind {
	case syntax.NameExpr:
		m := t.fb.Method(callee)
		return m != nil && m.Receiver == symbols.SystemReceiver
	case syntax.MemberExpr:
		recv := callee.Children[0]
		if recv.Kind != syntax.NameExpr || recv.Len() != 1 {
			return false
		}
		if r := t.scopes.RefOf(recv); r != nil && (r.Decl != nil || r.Field != nil) {
			return false
		}
		w := f.TokenText(int(recv.First))
		return strings.EqualFold(w, "Guid") || strings.EqualFold(w, "System")
	}
	return false
}

// pc0029IsAssign reports whether an AssignStmt is a plain := assignment.
func pc0029IsAssign(f *syntax.File, stmt *syntax.Node) bool {
	op := int(stmt.Children[0].Last)
	return op < len(f.Tokens) && f.Tokens[op].Kind == syntax.Assign
}

// target returns why a value assigned to lhs reaches a key field, or "":
// lhs is a key field, or a local variable whose value reaches one.
func (t *pc0029Tracer) target(lhs *syntax.Node, seen map[*syntax.Node]bool) string {
	if why := t.keyField(lhs, nil); why != "" {
		return why
	}
	if lhs.Kind != syntax.NameExpr {
		return ""
	}
	r := t.scopes.RefOf(lhs)
	if r == nil || r.Ambiguous || r.Decl == nil || r.Decl.Kind != symbols.LocalVar || r.Decl.Routine == nil {
		return ""
	}
	return t.trace(r.Decl, seen)
}

// argument returns why a value passed as the argument arg of call reaches
// a key field, or "": it is validated into one, or passed to a parameter
// of a procedure of this file whose value reaches one.
func (t *pc0029Tracer) argument(call, arg *syntax.Node, seen map[*syntax.Node]bool) string {
	args := call.Children[1].Children
	idx := -1
	for i, a := range args {
		if a == arg {
			idx = i
		}
	}
	if idx < 0 {
		return ""
	}
	callee := call.Children[0]
	if m := t.fb.Method(callee); m != nil {
		if m.Receiver == "Record" && strings.EqualFold(m.Name, "Validate") && idx == 1 {
			var recv *syntax.Node
			if callee.Kind == syntax.MemberExpr {
				recv = callee.Children[0]
			}
			return t.keyField(args[0], recv)
		}
		return ""
	}
	proc := t.procedure(callee)
	if proc == nil || seen[proc] {
		return ""
	}
	param := t.parameter(proc, idx)
	if param == nil {
		return ""
	}
	seen[proc] = true
	defer delete(seen, proc)
	return t.trace(param, seen)
}

// trace returns why the value of a local variable or parameter reaches a
// key field in its routine, or "".
func (t *pc0029Tracer) trace(d *symbols.Decl, seen map[*syntax.Node]bool) string {
	for _, r := range d.Refs {
		n := r.Node
		if n == nil || n.Kind != syntax.NameExpr || r.Decl != d {
			continue
		}
		e := n
		for e.Parent != nil && e.Parent.Kind == syntax.ParenExpr {
			e = e.Parent
		}
		p := e.Parent
		switch {
		case p == nil:
		case p.Kind == syntax.AssignStmt && len(p.Children) == 2 && p.Children[1] == e && pc0029IsAssign(t.pass.File, p):
			if why := t.keyField(p.Children[0], nil); why != "" {
				return why
			}
		case p.Kind == syntax.ArgumentList && p.Parent != nil && p.Parent.Kind == syntax.CallExpr:
			if why := t.argument(p.Parent, e, seen); why != "" {
				return why
			}
		}
	}
	return ""
}

// procedure returns the Procedure node of this file a callee names: a
// procedure of the same object, or of an object of this file called
// through a variable; nil for event publishers and anything else.
func (t *pc0029Tracer) procedure(callee *syntax.Node) *syntax.Node {
	f := t.pass.File
	var proc *syntax.Node
	if r := t.scopes.RefOf(callee); r != nil && !r.Ambiguous && r.Decl != nil && r.Decl.Kind == symbols.ProcedureDecl {
		proc = r.Decl.Node
	} else if callee.Kind == syntax.MemberExpr {
		o := t.scopes.ObjectOfType(t.scopes.TypeOf(callee.Children[0]))
		if o == nil {
			return nil
		}
		name := syntax.Unquote(f.TokenText(int(callee.Last) - 1))
		call := callee.Parent
		for obj := range t.pass.Objects() {
			so := t.scopes.ObjectSymbols(obj)
			if so == nil || so.Kind != o.Kind || !strings.EqualFold(so.Name, o.Name) {
				continue
			}
			for _, d := range t.scopes.ProcedureDecls(obj) {
				if strings.EqualFold(d.Name, name) && d.Node != nil && d.Node.Kind == syntax.Procedure &&
					call != nil && len(t.params(d.Node)) == len(call.Children[1].Children) {
					proc = d.Node
				}
			}
		}
	}
	if proc == nil || proc.Kind != syntax.Procedure || pc0029Publisher(f, proc) {
		return nil
	}
	return proc
}

// pc0029Publisher reports whether a procedure is an event publisher.
func pc0029Publisher(f *syntax.File, proc *syntax.Node) bool {
	for _, a := range []string{"IntegrationEvent", "BusinessEvent", "InternalEvent", "ExternalBusinessEvent"} {
		if f.Attribute(proc, a) != nil {
			return true
		}
	}
	return false
}

// params returns the parameter declarations of a procedure, in order.
func (t *pc0029Tracer) params(proc *syntax.Node) []*symbols.Decl {
	var out []*symbols.Decl
	for _, d := range t.scopes.Locals(proc) {
		if d.Kind == symbols.Param {
			out = append(out, d)
		}
	}
	return out
}

// parameter returns the idx-th parameter of a procedure when it is passed
// by value (a var parameter hands the value back to the caller), or nil.
func (t *pc0029Tracer) parameter(proc *syntax.Node, idx int) *symbols.Decl {
	ps := t.params(proc)
	if idx >= len(ps) || ps[idx].Node == nil || t.pass.File.FindKeyword(ps[idx].Node, syntax.KwVar) >= 0 {
		return nil
	}
	return ps[idx]
}

// keyField returns why a field expression is a Guid field in a key of a
// normal, non-temporary table, or "". field is X."Field", or a bare field
// name of the implicit record (or of recv, the receiver of Validate).
func (t *pc0029Tracer) keyField(field, recv *syntax.Node) string {
	sc := t.scopes
	field = field.Unparen()
	fl := sc.FieldOf(field)
	if recv != nil && field.Kind == syntax.NameExpr {
		// Validate(Field, ...) on Rec2: the name is a field of Rec2.
		fl = nil
		if tb := sc.ObjectOfType(sc.TypeOf(recv)); tb != nil {
			fl = t.pass.Summary.Field(tb, syntax.Unquote(t.pass.File.TokenText(int(field.First))))
		}
	}
	if fl == nil || fl.Type == nil || !fl.Type.Is("Guid") {
		return ""
	}
	var table *symbols.Object
	temporary := false
	switch {
	case recv != nil:
		rt := sc.TypeOf(recv)
		table, temporary = sc.ObjectOfType(rt), rt.Temporary
	case field.Kind == syntax.MemberExpr:
		rt := sc.TypeOf(field.Children[0])
		table, temporary = sc.ObjectOfType(rt), rt.Temporary
		if !temporary && pc0029ImplicitRec(t.pass.File, field.Children[0]) {
			temporary = pc0029TemporaryPageRec(t.pass, field)
		}
	default:
		_, table = sc.ImplicitRecord(field)
		temporary = pc0029TemporaryPageRec(t.pass, field)
	}
	if table == nil || table.Kind != "table" || temporary || records.TableTemporary(table) {
		return ""
	}
	if !records.TableStored(table) {
		return ""
	}
	for _, o := range append([]*symbols.Object{table}, t.pass.Summary.Extensions(table)...) {
		for _, k := range o.Keys {
			for _, kf := range k.Fields {
				if syntax.SameName(kf, fl.Name) {
					return fmt.Sprintf("the value goes into %s, a key field of %s", syntax.QuoteName(fl.Name), syntax.QuoteName(table.Name))
				}
			}
		}
	}
	return ""
}

// pc0029ImplicitRec reports whether e is the name Rec or xRec.
func pc0029ImplicitRec(f *syntax.File, e *syntax.Node) bool {
	if e.Kind != syntax.NameExpr || e.Len() != 1 {
		return false
	}
	w := f.TokenText(int(e.First))
	return strings.EqualFold(w, "Rec") || strings.EqualFold(w, "xRec")
}

// pc0029TemporaryPageRec reports whether n is in a page (or page
// extension of a page) with SourceTableTemporary = true, whose Rec is
// temporary.
func pc0029TemporaryPageRec(pass *analysis.Pass, n *syntax.Node) bool {
	obj := n.Ancestor(syntax.Object)
	if obj == nil {
		return false
	}
	temporary, _ := records.PageRecTemporary(pass, obj)
	return temporary
}
