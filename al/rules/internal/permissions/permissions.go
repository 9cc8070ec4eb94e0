package permissions

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Table data access as the permission rules (AC0031, AC0032) see it: the
// database operations an object's own code and data items perform on
// tables, each needing one tabledata permission (r, i, m or d), and the
// sources that grant it (the object's Permissions property, InherentPermissions
// of the table or of the procedure, a page's source table).

// Order is the canonical order of the permission letters.
const Order = "rimd"

// TableAccess is one operation on a table's data.
type TableAccess struct {
	Table *symbols.Object
	Op    byte        // r, i, m or d
	Span  syntax.Span // the call, or the data item's header
	// Routine is the procedure or trigger of a call, nil for a data item.
	Routine  *syntax.Node
	Obsolete bool // in obsolete code
	Extra    bool // a secondary method (records.Method)
	// Param is set for a call on a Record parameter (or a codeunit's Rec):
	// the caller's record, which may be temporary.
	Param bool
}

// ObjectAccesses is what one object does with table data.
type ObjectAccesses struct {
	Accesses []TableAccess
	// Unknown is set when some database operation of the object works on a
	// table that is not known (an unresolved record type, a RecordRef, an
	// implicit record whose table is unknown, a DataTransfer or a query
	// variable): the object may use any table.
	Unknown bool
	// Touched are the tables of the records the object's code and data
	// items work with, whose FlowFields it may calculate.
	Touched []*symbols.Object
	// ProcTables are the tables whose own procedures the object calls on
	// their records (Setup.GetNextNo()): such a procedure may read or write
	// its table for the caller.
	ProcTables []*symbols.Object
}

// touch records that the object works with records of t.
func (a *ObjectAccesses) touch(t *symbols.Object) { a.Touched = appendTable(a.Touched, t) }

// appendTable adds t to ts unless it is there.
func appendTable(ts []*symbols.Object, t *symbols.Object) []*symbols.Object {
	for _, u := range ts {
		if u == t {
			return ts
		}
	}
	return append(ts, t)
}

// TableAccesses finds the table data accesses of every object of a file
// once for both permission rules.
var TableAccesses = analysis.NewShared("table data accesses", func(pass *analysis.Pass) map[*syntax.Node]*ObjectAccesses {
	f := pass.File
	scopes := pass.Scopes()
	fb := calls.Builtins.Get(pass)
	out := map[*syntax.Node]*ObjectAccesses{}
	of := func(n *syntax.Node) *ObjectAccesses {
		obj := n.Ancestor(syntax.Object)
		if obj == nil {
			return nil
		}
		a := out[obj]
		if a == nil {
			a = &ObjectAccesses{}
			out[obj] = a
		}
		return a
	}
	resolved := map[*syntax.Node]bool{}
	for _, c := range fb.Calls {
		switch c.Method.Receiver {
		case "Query", "QueryStatic":
			if a := of(c.Node()); a != nil {
				a.Unknown = true
			}
			continue
		case "Record", "RecordRef":
		default:
			continue
		}
		name := strings.ToLower(c.Method.Name)
		m, _ := records.MethodOf(name)
		op, extra := m.Permission, m.Secondary
		a := of(c.Node())
		if a == nil {
			continue
		}
		if c.Method.Receiver == "RecordRef" {
			if op != 0 {
				resolved[c.Callee] = true
				a.Unknown = true
			}
			continue
		}
		t, known := accessedTable(pass, c)
		if t != nil {
			a.touch(t)
		} else if c.Receiver != nil {
			// A temporary record still calculates its FlowFields from the database.
			if rt := scopes.ObjectOfType(scopes.TypeOf(c.Receiver)); rt != nil {
				a.touch(rt)
			}
		}
		if op == 0 {
			continue
		}
		resolved[c.Callee] = true
		if !known {
			a.Unknown = true
			continue
		}
		if t == nil {
			continue
		}
		n := c.Node()
		a.Accesses = append(a.Accesses, TableAccess{Table: t, Op: op, Span: c.Span(f), Routine: enclosingRoutine(n),
			Obsolete: f.InObsoleteCode(n), Extra: extra, Param: RecordParameter(pass, c.Receiver)})
	}
	// A call named like a database operation that is neither a resolved
	// built-in nor a procedure of a known object: its receiver is unknown.
	for n := range pass.Code(syntax.CallExpr) {
		if len(n.Children) == 0 || resolved[n.Children[0]] {
			continue
		}
		callee := n.Children[0]
		tok := f.CalleeNameToken(callee)
		if tok < 0 {
			continue
		}
		// A call that is not on a receiver matters only when it is named
		// like a database operation: its callees need not be resolved
		// otherwise (most calls in a body are of the object's own
		// procedures).
		member := callee.Kind == syntax.MemberExpr && len(callee.Children) > 0
		isDB := false
		if !member {
			if isDB = dbMethodName(f, tok); !isDB {
				continue
			}
		}
		if len(scopes.Callees(n)) > 0 {
			// A procedure of a table called on one of its records.
			if member {
				if t := scopes.ObjectOfType(scopes.TypeOf(callee.Children[0])); t != nil && t.Kind == "table" {
					if a := of(n); a != nil {
						a.ProcTables = appendTable(a.ProcTables, t)
					}
				}
			}
			continue
		}
		if member {
			isDB = dbMethodName(f, tok)
		}
		if !isDB {
			continue
		}
		if a := of(n); a != nil {
			a.Unknown = true
		}
	}
	// A DataTransfer (not in the method catalogue) or query variable
	// reads and writes tables its own code names.
	for _, d := range scopes.Decls {
		if d.Node != nil && d.Kind.IsVariable() && (d.Type.Is("DataTransfer") || d.Type.Is("Query")) {
			if a := of(d.Node); a != nil {
				a.Unknown = true
			}
		}
	}
	for _, obj := range f.Objects() {
		dataItemAccesses(pass, obj, of)
	}
	return out
})

// dbMethodName reports whether token tok names a database operation of a
// record (records.MethodOf).
func dbMethodName(f *syntax.File, tok int) bool {
	_, ok := records.MethodOf(syntax.Unquote(f.TokenText(tok)))
	return ok
}

// enclosingRoutine returns the procedure or trigger around n, or nil.
func enclosingRoutine(n *syntax.Node) *syntax.Node {
	for p := n; p != nil; p = p.Parent {
		if p.Kind == syntax.Procedure || p.Kind == syntax.Trigger {
			return p
		}
	}
	return nil
}

// accessedTable returns the table whose data a Record call reads or writes:
// known is false when that cannot be told, t is nil when the call needs no
// permission (a temporary record or table, an external table).
func accessedTable(pass *analysis.Pass, c calls.Call) (t *symbols.Object, known bool) {
	f := pass.File
	scopes := pass.Scopes()
	if c.Receiver == nil {
		obj := c.Node().Ancestor(syntax.Object)
		if obj == nil {
			return nil, false
		}
		switch f.ObjectKind(obj) {
		case syntax.KwTable, syntax.KwTableExtension:
			t = scopes.RecTable(obj)
		case syntax.KwPage, syntax.KwPageExtension:
			// The page's Rec: its source table, which the page may use.
			return nil, true
		default:
			return nil, false
		}
	} else {
		typ := scopes.TypeOf(c.Receiver)
		if !typ.Is("Record") {
			return nil, false
		}
		if typ.Temporary || ReceiverUsesTemporary(pass, c.Receiver) {
			return nil, true
		}
		t = scopes.ObjectOfType(typ)
	}
	if t == nil {
		return nil, false
	}
	if !records.TableStored(t) {
		return nil, true
	}
	return t, true
}

// RecordParameter reports whether a receiver names a Record parameter of
// its routine or the Rec of a codeunit (the record its caller passes).
func RecordParameter(pass *analysis.Pass, e *syntax.Node) bool {
	if e == nil || e.Kind != syntax.NameExpr {
		return false
	}
	r := pass.Scopes().RefOf(e)
	if r == nil || r.Decl == nil {
		return false
	}
	switch r.Decl.Kind {
	case symbols.Param:
		return true
	case symbols.Implicit:
		return r.Decl.Object != nil && pass.File.ObjectKind(r.Decl.Object) == syntax.KwCodeunit
	}
	return false
}

// ReceiverUsesTemporary reports whether a receiver names a report data item
// or xmlport table element with UseTemporary = true, or the Rec of a page
// with SourceTableTemporary = true.
func ReceiverUsesTemporary(pass *analysis.Pass, e *syntax.Node) bool {
	if e.Kind != syntax.NameExpr {
		return false
	}
	r := pass.Scopes().RefOf(e)
	if r == nil || r.Decl == nil {
		return false
	}
	f := pass.File
	d := r.Decl
	switch d.Kind {
	case symbols.DataItemVar:
		if d.Node != nil {
			p := f.Property(d.Node, "UseTemporary")
			return p != nil && f.PropertyValueIs(p, "true")
		}
	case symbols.Implicit:
		if d.Object != nil && f.ObjectKind(d.Object) == syntax.KwPage {
			temporary, _ := records.PageRecTemporary(pass, d.Object)
			return temporary
		}
	}
	return false
}

// SystemTable reports whether t is a system table (id above 2,000,000,000),
// such as Integer or Date.
func SystemTable(t *symbols.Object) bool { return t.ID > 2000000000 }

// dataItemAccesses adds the reads and writes of the data items of obj: a
// report's data items read, a query's read, an xmlport's table elements
// read when it exports and insert and modify when it imports (as its
// AutoSave, AutoUpdate and AutoReplace say). Temporary data items
// (UseTemporary = true) need nothing.
func dataItemAccesses(pass *analysis.Pass, obj *syntax.Node, of func(*syntax.Node) *ObjectAccesses) {
	f := pass.File
	kind := f.ObjectKind(obj)
	var want syntax.Keyword
	switch kind {
	case syntax.KwReport, syntax.KwReportExtension, syntax.KwQuery:
		want = syntax.KwDataItem
	case syntax.KwXmlPort:
		want = syntax.KwTableElement
	default:
		return
	}
	imports, exports := true, true
	if kind == syntax.KwXmlPort {
		if p := f.Property(obj, "Direction"); p != nil {
			imports = !f.PropertyValueIs(p, "Export")
			exports = !f.PropertyValueIs(p, "Import")
		}
	}
	pass.Walk(obj, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.Object, syntax.ObjectBody, syntax.Section:
			return true
		case syntax.Element:
		default:
			return false
		}
		if f.SectionKind(n) != want {
			return true
		}
		if p := f.Property(n, "UseTemporary"); p != nil && f.PropertyValueIs(p, "true") {
			return true
		}
		a := of(n)
		args := f.ElementArgs(n, false)
		if a == nil || len(args) < 2 {
			return true
		}
		ns, name := symbols.SplitName(f.RangeText(args[1]))
		t := pass.Scopes().ObjectNamed("table", ns, name)
		if t == nil {
			a.Unknown = true
			return true
		}
		a.touch(t)
		if !records.TableStored(t) {
			return true
		}
		span := syntax.Span{Start: f.Span(n).Start, End: f.Tokens[args[1].Last].Span.End}
		add := func(op byte) {
			a.Accesses = append(a.Accesses, TableAccess{Table: t, Op: op, Span: span, Obsolete: f.InObsoleteCode(n)})
		}
		if kind != syntax.KwXmlPort {
			add('r')
			return true
		}
		flag := func(name string) bool {
			p := f.Property(n, name)
			return p == nil || !f.PropertyValueIs(p, "false")
		}
		if imports {
			if flag("AutoReplace") || flag("AutoUpdate") {
				add('m')
			}
			if flag("AutoSave") {
				add('i')
			}
		}
		if exports {
			add('r')
		}
		return true
	})
}

// DisabledTest reports whether obj is a test codeunit with
// TestPermissions = Disabled: its code runs without permission checks.
func DisabledTest(f *syntax.File, obj *syntax.Node) bool {
	if !f.IsTestCodeunit(obj) {
		return false
	}
	p := f.Property(obj, "TestPermissions")
	return p != nil && f.PropertyValueIs(p, "Disabled")
}

// PageSourceTable returns the source table of a page, or of the page a page
// extension extends; nil for other objects or when it is not known.
func PageSourceTable(pass *analysis.Pass, obj *syntax.Node) *symbols.Object {
	if pass.Summary == nil {
		return nil
	}
	sym := pass.Scopes().ObjectSymbols(obj)
	if sym == nil {
		return nil
	}
	switch sym.Kind {
	case "page":
		return pass.Summary.PageSourceTable(sym)
	case "pageextension":
		if base := pass.Summary.ObjectIn("page", sym.ExtendsNamespace, sym.Extends); base != nil {
			return pass.Summary.PageSourceTable(base)
		}
	}
	return nil
}

// HasLetter reports whether a permission text (rimd, RIMD, RX) holds op.
func HasLetter(text string, op byte) bool {
	return strings.IndexByte(strings.ToLower(text), op) >= 0
}

// TableInherentPermits reports whether the table's InherentPermissions
// property grants op.
func TableInherentPermits(t *symbols.Object, op byte) bool {
	v := symbols.PropertyValue(t.Properties, "InherentPermissions")
	if i := strings.IndexByte(v, '='); i >= 0 {
		v = v[:i]
	}
	return HasLetter(v, op)
}

// RoutineInherentPermits reports whether an [InherentPermissions(
// PermissionObjectType::TableData, Database::T, 'rimd')] attribute of the
// routine grants op on t.
func RoutineInherentPermits(f *syntax.File, routine *syntax.Node, t *symbols.Object, op byte) bool {
	if routine == nil {
		return false
	}
	for _, attr := range routine.ChildrenOf(syntax.Attribute) {
		if !strings.EqualFold(f.DeclName(attr), "InherentPermissions") {
			continue
		}
		args := f.AttributeArgs(attr)
		if len(args) < 3 || !strings.EqualFold(strings.ReplaceAll(f.Text(f.Span(args[0])), " ", ""), "PermissionObjectType::TableData") {
			continue
		}
		ref := f.Text(f.Span(args[1]))
		i := strings.Index(ref, "::")
		if i < 0 || !strings.EqualFold(strings.TrimSpace(ref[:i]), "Database") {
			continue
		}
		if !RefMatches(strings.TrimSpace(ref[i+2:]), t) {
			continue
		}
		tok := f.StringLiteralToken(args[2])
		if tok >= 0 && HasLetter(f.TokenText(tok), op) {
			return true
		}
	}
	return false
}

// RefMatches reports whether an object reference as written in a
// permission (Customer, "Sales Line", 18, Microsoft.Sales.Customer.Customer)
// names table t.
func RefMatches(ref string, t *symbols.Object) bool {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return false
	}
	if ref[0] >= '0' && ref[0] <= '9' {
		return ref == strconv.Itoa(t.ID)
	}
	ns, name := symbols.SplitName(ref)
	if !strings.EqualFold(name, t.Name) {
		return false
	}
	return ns == "" || strings.EqualFold(ns, t.Namespace)
}

// Entry is one tabledata entry of an object's Permissions property.
type Entry struct {
	prop  *syntax.Node
	Entry syntax.PermissionEntry
	Ref   string            // the object reference as written
	Chars syntax.TokenRange // the permission letters' tokens
}

// TableDataEntries returns the tabledata entries of the object's
// Permissions property, the property (nil when there is none) and whether
// its value could be read as a permission list.
func TableDataEntries(f *syntax.File, obj *syntax.Node) (entries []Entry, all []syntax.PermissionEntry, prop *syntax.Node, ok bool) {
	prop = f.Property(obj, "Permissions")
	if prop == nil {
		return nil, nil, nil, true
	}
	all, ok = f.PermissionEntries(prop)
	if !ok {
		return nil, nil, prop, false
	}
	for _, e := range all {
		if f.Tokens[e.Type].Keyword != syntax.KwTableData {
			continue
		}
		entries = append(entries, Entry{
			prop:  prop,
			Entry: e,
			Ref:   f.RangeText(syntax.TokenRange{First: e.Type + 1, Last: e.Equal}),
			Chars: syntax.TokenRange{First: e.Equal + 1, Last: e.Tokens.Last},
		})
	}
	return entries, all, prop, true
}

// ObjectPermits reports whether the object's Permissions property grants
// op on t: the first tabledata entry naming t decides.
func ObjectPermits(f *syntax.File, obj *syntax.Node, t *symbols.Object, op byte) bool {
	entries, _, _, _ := TableDataEntries(f, obj)
	return EntriesPermit(f, entries, t, op)
}

// EntriesPermit is ObjectPermits for the tabledata entries TableDataEntries
// returned: a caller asking of many accesses of one object reads its
// Permissions property once.
func EntriesPermit(f *syntax.File, entries []Entry, t *symbols.Object, op byte) bool {
	for _, e := range entries {
		if RefMatches(e.Ref, t) {
			return HasLetter(f.RangeText(e.Chars), op)
		}
	}
	return false
}
