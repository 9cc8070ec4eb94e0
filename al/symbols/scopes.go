package symbols

import (
	"slices"
	"strings"
	"sync"

	"github.com/alfix/alfix/al/syntax"
)

// DeclKind classifies a declaration a name in code can refer to.
type DeclKind uint8

// Declaration kinds.
const (
	LocalVar      DeclKind = iota + 1 // a variable of a procedure's or trigger's var section
	Param                             // a parameter
	ReturnValue                       // a named return value
	GlobalVar                         // an object var section variable (protected var included)
	Implicit                          // Rec, xRec, CurrFieldNo, CurrPage, CurrReport, RequestOptionsPage, CurrXMLport, CurrQuery
	DataItemVar                       // a report data item or xmlport table/text element used as a variable
	ProcedureDecl                     // a procedure (or control add-in event) of the object
)

var declKindNames = [...]string{
	LocalVar: "local", Param: "parameter", ReturnValue: "return value", GlobalVar: "global",
	Implicit: "implicit", DataItemVar: "data item", ProcedureDecl: "procedure",
}

// String returns a readable name of the kind.
func (k DeclKind) String() string {
	if int(k) < len(declKindNames) && declKindNames[k] != "" {
		return declKindNames[k]
	}
	return "DeclKind(?)"
}

// IsVariable reports whether k is a kind of variable (local, parameter,
// return value, global, data item).
func (k DeclKind) IsVariable() bool {
	return k == LocalVar || k == Param || k == ReturnValue || k == GlobalVar || k == DataItemVar
}

// Access tells how a reference uses what it names.
type Access uint8

// Access bits. A reference is at least a Read or a Write.
const (
	Read  Access = 1 << iota // the value is read (also: passed as an argument we cannot see into)
	Write                    // the value is replaced (assignment target, for/foreach variable, var argument)
)

// Decl is one declaration of a file (or an implicit or inherited one).
type Decl struct {
	// Name is the unquoted name as declared.
	Name string
	// Node is the declaring node: VariableDecl (several Decls may share
	// one), Parameter, ReturnSpec, Procedure, EventDecl or Element (data
	// items); nil for implicit names and declarations from other files.
	Node *syntax.Node
	// NameToken is the token index of the name, -1 when Node is nil.
	NameToken int
	Type      Type
	// Object is the object node the declaration belongs to; Routine the
	// Procedure or Trigger node for locals, parameters and return values.
	Object, Routine *syntax.Node
	// Kind is next to the flags: a file's scopes hold many Decls.
	Kind DeclKind
	// Protected is set for globals of a `protected var` section.
	Protected bool
	// Inherited is set for declarations that come from the base object of
	// an extension (protected globals, report data items) via the summary.
	Inherited bool
	// nrefs counts the references while ScopesWith links them (linkRefs).
	nrefs int32
	// Refs are the references to this declaration, in source order.
	Refs []*Ref
}

// Ref is one identifier occurrence in code or in a property or control
// source expression: a NameExpr, or the member name of `this.Name` /
// `Rec.Name` calling a procedure of the same object (then Node is the
// MemberExpr).
type Ref struct {
	Node *syntax.Node
	// Token is the index of the name token.
	Token int
	// Decl is what the name refers to; nil when it names nothing declared
	// in the file or the summary's base objects (a built-in, a field of the
	// implicit record, a type or object name, an option value, ...).
	Decl *Decl
	// Field is set when the name is a field of the implicit record (see
	// FileScopes.ImplicitRecord) or, as a field argument of a Record method
	// (SetRange(Field, ...), CalcFields(A, B)), of the receiver's table, and
	// that table is in the summary. Decl is then nil.
	Field *Field
	// Routine is the Procedure or Trigger node the reference is in (nil for
	// property values and control source expressions).
	Routine *syntax.Node
	// (The small fields last: a file's scopes hold a Ref per name in
	// code, 48 bytes so.)
	Access Access
	// Ambiguous is set when the name may refer to something else than Decl
	// (or than nothing): it is inside a `with` body, or it is also a field
	// of the implicit record. Rules that change or remove code stay silent.
	Ambiguous bool
	// MaybeField is set on unresolved names that may be a field of a table
	// not in the summary: in code with an implicit record, or as a field
	// argument of a Record method whose receiver's table is unknown.
	MaybeField bool
}

// IsWrite and IsRead report the access bits.
func (r *Ref) IsWrite() bool { return r.Access&Write != 0 }

// IsRead reports whether the reference reads the value.
func (r *Ref) IsRead() bool { return r.Access&Read != 0 }

// FileScopes resolves the names of one file.
type FileScopes struct {
	File    *syntax.File
	Summary *Summary
	// Symbols are the file's own declarations (Extract(File); DeclHash may
	// be empty when Scopes extracted them itself).
	Symbols *FileSymbols
	// Decls are every declaration of the file: per object its globals, data
	// items and procedures, then per routine its parameters, return value
	// and locals (each group in source order), then the implicit and
	// inherited names.
	Decls []*Decl
	// Refs are every reference, in source order.
	Refs []*Ref

	refOf     map[*syntax.Node]*Ref
	declOf    map[int]*Decl                     // name token -> decl
	objects   map[*syntax.Node]*Object          // object node -> its symbols
	objScope  map[*syntax.Node]map[string]*Decl // object node -> names
	routScope map[*syntax.Node]map[string]*Decl // routine node -> names
	recTable  map[*syntax.Node]*Object          // object node -> implicit Rec table (nil unknown)
	keyBuf    []byte
	implicit  map[*syntax.Node]implicitRec // routine -> its implicit record
	refSlab   []Ref
	hasRec    map[*syntax.Node]bool
	// focus, when set (ScopesAround), are the only tokens whose routines
	// are resolved (sorted).
	focus []int

	// objMu guards objNamed, ObjectNamed's answers by the exact text asked
	// (kind, namespace, name): a file names the same few objects again and
	// again, and the rules of a file may run on two goroutines (one that
	// ran out of its time budget and one after it).
	objMu    sync.Mutex
	objNamed map[string]*Object
}

// ObjectNamed returns the object of the given kind that a name written in
// the file refers to (see Summary.ObjectFrom: the file's namespace and
// using directives choose between objects of one name in several
// namespaces), or nil.
func (s *FileScopes) ObjectNamed(kind, ns, name string) *Object {
	var buf [128]byte
	key := append(append(append(append(append(buf[:0], kind...), 0), ns...), 0), name...)
	s.objMu.Lock()
	o, ok := s.objNamed[string(key)]
	s.objMu.Unlock()
	if ok {
		return o
	}
	var fileNs string
	var usings []string
	if s.Symbols != nil {
		fileNs, usings = s.Symbols.Namespace, s.Symbols.Usings
	}
	o = s.Summary.ObjectFrom(kind, ns, name, fileNs, usings)
	s.objMu.Lock()
	if s.objNamed == nil {
		s.objNamed = map[string]*Object{}
	}
	s.objNamed[string(key)] = o
	s.objMu.Unlock()
	return o
}

// Scopes resolves every name of f. sum is the project summary (it gives the
// fields of a page's source table, base objects of extensions and other
// objects' procedures); nil stands for a summary of f alone.
func Scopes(f *syntax.File, sum *Summary) *FileScopes { return ScopesWith(f, nil, sum) }

// ScopesWith is Scopes for a caller that already has Extract(f) (the
// workspace extracts every file for the summary): passing it saves about a
// third of the work. fs must be the symbols of this very tree; nil extracts
// them.
func ScopesWith(f *syntax.File, fs *FileSymbols, sum *Summary) *FileScopes {
	return scopesFor(f, fs, sum, nil)
}

// ScopesAround is ScopesWith for a caller that asks about some tokens of f
// only (sorted token indexes): the names of routines (procedures,
// triggers, event declarations) that hold none of them are left
// unresolved (RefOf is nil there, and their parameters and locals are not
// among Decls); everything outside routines is resolved. A routine's
// names resolve from the object's declarations, its own and the summary,
// never from another routine's, so the names in the routines kept resolve
// as ScopesWith resolves them. A declaration change asks this of the files
// that spell a changed member's name (SetRead.ReachedIn): in Base
// Application those are long files (Sales Line, 0.7 MB) that spell it in
// a few routines.
func ScopesAround(f *syntax.File, fs *FileSymbols, sum *Summary, tokens []int) *FileScopes {
	if tokens == nil {
		tokens = []int{}
	}
	return scopesFor(f, fs, sum, slices.Clip(tokens))
}

// skipped reports whether a routine node holds none of s.focus (and
// s.focus is set).
func (s *FileScopes) skipped(routine *syntax.Node) bool {
	if s.focus == nil {
		return false
	}
	i, _ := slices.BinarySearch(s.focus, int(routine.First))
	return i == len(s.focus) || s.focus[i] >= int(routine.Last)
}

func scopesFor(f *syntax.File, fs *FileSymbols, sum *Summary, focus []int) *FileScopes {
	switch {
	case sum == nil:
		if fs == nil {
			fs = Extract(f)
		}
		sum = Build([]*FileSymbols{fs})
	case fs == nil:
		fs = extract(f)
	}
	s := &FileScopes{
		File: f, Summary: sum, Symbols: fs,
		refOf: make(map[*syntax.Node]*Ref, len(f.Tokens)/8), declOf: map[int]*Decl{},
		objects: map[*syntax.Node]*Object{}, objScope: map[*syntax.Node]map[string]*Decl{},
		routScope: map[*syntax.Node]map[string]*Decl{}, recTable: map[*syntax.Node]*Object{},
		hasRec: map[*syntax.Node]bool{},
		Refs:   make([]*Ref, 0, len(f.Tokens)/8),
		focus:  focus,
	}
	var implicit []*Decl
	for i, obj := range f.Objects() {
		if i < len(fs.Objects) {
			s.objects[obj] = &fs.Objects[i]
		}
		implicit = append(implicit, s.declareObject(obj)...)
	}
	for _, obj := range f.Objects() {
		s.resolveObject(obj)
	}
	s.Decls = append(s.Decls, implicit...)
	s.resolveFieldArguments()
	s.markVarArguments()
	s.linkRefs()
	return s
}

// linkRefs gives each declaration its references (Decl.Refs), in the
// order of s.Refs, once resolution is done: one array for the file, cut
// per declaration, where appending per reference grew one array per
// declaration (40 MB on Base Application).
func (s *FileScopes) linkRefs() {
	total := 0
	for _, r := range s.Refs {
		if r.Decl != nil {
			r.Decl.nrefs = 0
			r.Decl.Refs = nil
		}
	}
	for _, r := range s.Refs {
		if r.Decl != nil {
			r.Decl.nrefs++
			total++
		}
	}
	if total == 0 {
		return
	}
	all := make([]*Ref, total)
	for _, r := range s.Refs {
		d := r.Decl
		if d == nil {
			continue
		}
		if d.Refs == nil {
			n := int(d.nrefs)
			d.Refs, all = all[:0:n], all[n:]
		}
		d.Refs = append(d.Refs, r)
	}
}

// ObjectSymbols returns the extracted symbols of an object node of the file.
func (s *FileScopes) ObjectSymbols(obj *syntax.Node) *Object { return s.objects[obj] }

// RefOf returns the reference a NameExpr (or a MemberExpr naming a
// procedure of the same object) is, or nil.
func (s *FileScopes) RefOf(n *syntax.Node) *Ref { return s.refOf[n] }

// DeclAt returns the declaration whose name is token tok, or nil.
func (s *FileScopes) DeclAt(tok int) *Decl { return s.declOf[tok] }

// DeclsOf returns the declarations a node declares: one per name of a
// VariableDecl, one for a Parameter, ReturnSpec, Procedure or data item.
func (s *FileScopes) DeclsOf(n *syntax.Node) []*Decl {
	var out []*Decl
	for _, d := range s.Decls {
		if d.Node == n {
			out = append(out, d)
		}
	}
	return out
}

// Locals returns the parameters, return value and local variables of a
// Procedure or Trigger node, in source order.
func (s *FileScopes) Locals(routine *syntax.Node) []*Decl {
	var out []*Decl
	for _, d := range s.Decls {
		if d.Routine == routine && d.Kind != ProcedureDecl {
			out = append(out, d)
		}
	}
	return out
}

// Globals returns the global variables and data item variables declared in
// an object node of the file (not implicit or inherited ones).
func (s *FileScopes) Globals(obj *syntax.Node) []*Decl {
	var out []*Decl
	for _, d := range s.Decls {
		if d.Object == obj && (d.Kind == GlobalVar || d.Kind == DataItemVar) && d.Node != nil {
			out = append(out, d)
		}
	}
	return out
}

// ProcedureDecls returns the procedures declared in an object node.
func (s *FileScopes) ProcedureDecls(obj *syntax.Node) []*Decl {
	var out []*Decl
	for _, d := range s.Decls {
		if d.Object == obj && d.Kind == ProcedureDecl {
			out = append(out, d)
		}
	}
	return out
}

// Lookup resolves name as code at node at would see it (innermost routine,
// then the object), ignoring `with` and implicit record fields; nil when
// nothing declared matches.
func (s *FileScopes) Lookup(at *syntax.Node, name string) *Decl {
	key := strings.ToLower(syntax.Unquote(name))
	for n := at; n != nil; n = n.Parent {
		if m := s.routScope[n]; m != nil {
			if d := m[key]; d != nil {
				return d
			}
		}
		if m := s.objScope[n]; m != nil {
			return m[key]
		}
	}
	return nil
}

// RecTable returns the table of the implicit Rec of an object node (nil
// when the object has no implicit Rec or its table is not known).
func (s *FileScopes) RecTable(obj *syntax.Node) *Object { return s.recTable[obj] }

// ---- declaring

func (s *FileScopes) add(d *Decl) {
	s.Decls = append(s.Decls, d)
	if d.NameToken >= 0 {
		s.declOf[d.NameToken] = d
	}
}

func scopeAdd(m map[string]*Decl, d *Decl) {
	k := strings.ToLower(d.Name)
	if _, ok := m[k]; !ok && k != "" {
		m[k] = d
	}
}

// declareObject declares the object's globals, data items and procedures,
// and returns its implicit and inherited declarations (added last).
func (s *FileScopes) declareObject(obj *syntax.Node) []*Decl {
	f := s.File
	sym := s.objects[obj]
	scope := map[string]*Decl{}
	s.objScope[obj] = scope
	kind := f.ObjectKind(obj).String()
	name := f.DeclName(obj)

	for _, m := range syntax.Members(obj) {
		switch m.Kind {
		case syntax.VarSection:
			for _, d := range s.varSection(m, GlobalVar, obj, nil) {
				scopeAdd(scope, d)
			}
		}
	}
	// Data items (reports) and xmlport elements that are variables.
	syntax.Walk(obj.Child(syntax.ObjectBody), func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.ObjectBody, syntax.Section:
			return true
		case syntax.Element:
		default:
			return false
		}
		kw := f.SectionKind(n)
		var t Type
		switch {
		case kw == syntax.KwDataItem && (kind == "report" || kind == "reportextension"),
			kw == syntax.KwTableElement && kind == "xmlport":
			t = Type{Kind: "Record", Object: elementArgName(f, n, 1)}
			if g := elementArgs(f, n); len(g) > 1 {
				t.ObjectNamespace, t.Object = qualifiedNameAt(f, g[1][0], g[1][1])
			}
			t.Text = "Record " + t.Object
		case (kw == syntax.KwTextElement || kw == syntax.KwTextAttribute) && kind == "xmlport":
			t = Type{Text: "Text", Kind: "Text"}
		default:
			return true
		}
		args := elementArgs(f, n)
		if len(args) == 0 {
			return true
		}
		tok := args[0][0]
		if tok >= args[0][1] || (f.Tokens[tok].Kind != syntax.Identifier && f.Tokens[tok].Kind != syntax.QuotedIdentifier) {
			return true
		}
		d := &Decl{Kind: DataItemVar, Name: syntax.Unquote(f.TokenText(tok)), Node: n, NameToken: tok, Type: t, Object: obj}
		s.add(d)
		scopeAdd(scope, d)
		return true
	})
	for _, m := range syntax.Members(obj) {
		if m.Kind == syntax.Procedure || m.Kind == syntax.EventDecl {
			d := &Decl{Kind: ProcedureDecl, Name: f.DeclName(m), Node: m, NameToken: f.NameToken(m), Object: obj}
			if rs := m.Child(syntax.ReturnSpec); rs != nil {
				d.Type = ParseType(f, rs.Child(syntax.TypeRef))
			}
			s.add(d)
			scopeAdd(scope, d)
		}
	}

	// Implicit names by object kind, then what an extension inherits.
	var out []*Decl
	implicit := func(n string, t Type) {
		d := &Decl{Kind: Implicit, Name: n, NameToken: -1, Type: t, Object: obj}
		out = append(out, d)
		scopeAdd(scope, d)
	}
	record := func(table, ns string) Type {
		return Type{Text: "Record " + table, Kind: "Record", Object: table, ObjectNamespace: ns}
	}
	var recTableName, recTableNs string
	noSource := false // a page (or the base of a page extension) known to have no SourceTable
	switch kind {
	case "table":
		recTableName = name
	case "tableextension", "pageextension", "page", "codeunit":
		if sym != nil {
			switch kind {
			case "tableextension":
				recTableName, recTableNs = sym.Extends, sym.ExtendsNamespace
			case "page":
				recTableName = sym.SourceTable
				noSource = recTableName == ""
			case "pageextension":
				if base := s.ObjectNamed("page", sym.ExtendsNamespace, sym.Extends); base != nil {
					recTableName = base.SourceTable
					noSource = recTableName == ""
				}
			case "codeunit":
				for _, p := range sym.Properties {
					if strings.EqualFold(p.Name, "TableNo") {
						recTableName = lastPart(p.Value)
					}
				}
			}
		}
	}
	switch kind {
	case "table", "tableextension", "page", "pageextension":
		// A page without SourceTable has no implicit record whose fields
		// its names could be.
		s.hasRec[obj] = !noSource
		implicit("Rec", record(recTableName, recTableNs))
		implicit("xRec", record(recTableName, recTableNs))
		if kind == "table" || kind == "tableextension" {
			implicit("CurrFieldNo", Type{Text: "Integer", Kind: "Integer"})
		} else {
			page := name
			if kind == "pageextension" && sym != nil {
				page = sym.Extends
			}
			implicit("CurrPage", Type{Text: "Page " + page, Kind: "Page", Object: page})
		}
	case "codeunit":
		if recTableName != "" {
			s.hasRec[obj] = true
			implicit("Rec", record(recTableName, recTableNs))
		}
	case "report", "reportextension":
		report := name
		if kind == "reportextension" && sym != nil {
			report = sym.Extends
		}
		implicit("CurrReport", Type{Text: "Report " + report, Kind: "Report", Object: report})
		implicit("RequestOptionsPage", Type{Text: "RequestPage", Kind: "RequestPage"})
		// A request page with a SourceTable has Rec and xRec in its code.
		for _, m := range syntax.Members(obj) {
			if m.Kind == syntax.Section && f.SectionKind(m) == syntax.KwRequestPage {
				if st := f.Property(m, "SourceTable"); st != nil {
					ns, table := splitQualified(nodeText(f, st.Child(syntax.PropertyValue)))
					implicit("Rec", record(table, ns))
					implicit("xRec", record(table, ns))
				}
			}
		}
	case "xmlport":
		implicit("CurrXMLport", Type{Text: "XmlPort " + name, Kind: "XmlPort", Object: name})
	case "query":
		implicit("CurrQuery", Type{Text: "Query " + name, Kind: "Query", Object: name})
	}
	if recTableName != "" {
		s.recTable[obj] = s.ObjectNamed("table", recTableNs, recTableName)
		if s.recTable[obj] == nil && kind == "table" && sym != nil {
			s.recTable[obj] = sym
		}
	}
	// Extensions see the protected globals (and report data items) of their base.
	if sym != nil && sym.Extends != "" {
		if base := s.ObjectNamed(baseKind(kind), sym.ExtendsNamespace, sym.Extends); base != nil {
			for _, v := range base.Variables {
				if v.Protected {
					d := &Decl{Kind: GlobalVar, Name: v.Name, NameToken: -1, Type: v.Type.orZero(), Object: obj, Protected: true, Inherited: true}
					out = append(out, d)
					scopeAdd(scope, d)
				}
			}
			for _, di := range base.DataItems {
				if di.Kind == "dataitem" {
					d := &Decl{Kind: DataItemVar, Name: di.Name, NameToken: -1, Type: record(di.Table, ""), Object: obj, Inherited: true}
					out = append(out, d)
					scopeAdd(scope, d)
				}
			}
		}
	}
	return out
}

// varSection declares the variables of a var section.
func (s *FileScopes) varSection(vs *syntax.Node, kind DeclKind, obj, routine *syntax.Node) []*Decl {
	f := s.File
	protected := f.FindKeyword(vs, syntax.KwProtected) >= 0
	var out []*Decl
	for _, vd := range vs.ChildrenOf(syntax.VariableDecl) {
		var t Type
		if tr := vd.Child(syntax.TypeRef); tr != nil {
			t = ParseType(f, tr)
		}
		for _, tok := range declNameTokens(f, vd) {
			d := &Decl{Kind: kind, Name: syntax.Unquote(f.TokenText(tok)), Node: vd, NameToken: tok, Type: t,
				Object: obj, Routine: routine, Protected: protected}
			s.add(d)
			out = append(out, d)
		}
	}
	return out
}

// declareRoutine declares the parameters, return value and locals of a
// Procedure or Trigger and returns its scope.
func (s *FileScopes) declareRoutine(r, obj *syntax.Node) map[string]*Decl {
	f := s.File
	scope := map[string]*Decl{}
	if pl := r.Child(syntax.ParameterList); pl != nil {
		for _, pm := range pl.ChildrenOf(syntax.Parameter) {
			d := &Decl{Kind: Param, Name: f.DeclName(pm), Node: pm, NameToken: f.NameToken(pm), Object: obj, Routine: r}
			if tr := pm.Child(syntax.TypeRef); tr != nil {
				d.Type = ParseType(f, tr)
			}
			s.add(d)
			scopeAdd(scope, d)
		}
	}
	if rs := r.Child(syntax.ReturnSpec); rs != nil && f.NameToken(rs) >= 0 {
		d := &Decl{Kind: ReturnValue, Name: f.DeclName(rs), Node: rs, NameToken: f.NameToken(rs), Object: obj, Routine: r}
		if tr := rs.Child(syntax.TypeRef); tr != nil {
			d.Type = ParseType(f, tr)
		}
		s.add(d)
		scopeAdd(scope, d)
	}
	if vs := r.Child(syntax.VarSection); vs != nil {
		for _, d := range s.varSection(vs, LocalVar, obj, r) {
			scopeAdd(scope, d)
		}
	}
	s.routScope[r] = scope
	return scope
}

// ---- resolving

// resolveObject walks an object's members: routines (with their own
// scopes), control source expressions and property values.
func (s *FileScopes) resolveObject(obj *syntax.Node) {
	f := s.File
	kind := f.ObjectKind(obj)
	syntax.Walk(obj.Child(syntax.ObjectBody), func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.ObjectBody, syntax.Section, syntax.Element, syntax.Property, syntax.PropertyValue:
			return true
		case syntax.Attribute, syntax.VarSection:
			return false
		case syntax.Procedure, syntax.Trigger:
			if s.skipped(n) {
				return false
			}
			s.declareRoutine(n, obj)
			if b := n.Child(syntax.Block); b != nil {
				s.resolveCode(b, obj, n)
			}
			return false
		case syntax.EventDecl:
			if !s.skipped(n) {
				s.declareRoutine(n, obj)
			}
			return false
		case syntax.ElementArgs:
			s.resolveElementArgs(n, obj, kind)
			return false
		}
		if n.Kind.IsExpression() && n.Parent != nil && n.Parent.Kind == syntax.PropertyValue {
			s.resolveCode(n, obj, nil)
		}
		return false
	})
}

// resolveElementArgs resolves the source expressions of controls and
// columns: field(Name; Expr) in pages and request pages, column(Name; Expr)
// in reports, fieldelement/fieldattribute(Name; Expr) in xmlports.
func (s *FileScopes) resolveElementArgs(args, obj *syntax.Node, objKind syntax.Keyword) {
	f := s.File
	el := args.Parent
	switch f.SectionKind(el) {
	case syntax.KwField:
		if objKind == syntax.KwTable || objKind == syntax.KwTableExtension || args.Child(syntax.TypeRef) != nil {
			return
		}
	case syntax.KwColumn:
		if objKind != syntax.KwReport && objKind != syntax.KwReportExtension {
			return
		}
	case syntax.KwFieldElement, syntax.KwFieldAttribute:
	default:
		return
	}
	groups := elementArgs(f, el)
	if len(groups) < 2 {
		return
	}
	for _, c := range args.Children {
		if int(c.First) >= groups[1][0] && c.Kind.IsExpression() {
			s.resolveCode(c, obj, nil)
		}
	}
}

// resolveCode records a Ref for every NameExpr under root (and for
// `this.Proc` members naming a procedure of the object).
func (s *FileScopes) resolveCode(root, obj, routine *syntax.Node) {
	f := s.File
	syntax.Walk(root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.NameExpr:
			s.resolveName(n, obj, routine)
			return false
		case syntax.MemberExpr:
			s.resolveSelfMember(n, obj, routine)
		case syntax.Procedure, syntax.Trigger:
			return false
		}
		_ = f
		return true
	})
}

func (s *FileScopes) resolveName(n, obj, routine *syntax.Node) {
	f := s.File
	tok := int(n.First)
	s.keyBuf = nameKey(s.keyBuf[:0], f, tok)
	key := s.keyBuf
	r := s.newRef()
	*r = Ref{Node: n, Token: tok, Access: accessOf(f, n), Routine: routine}
	if routine != nil {
		r.Decl = s.routScope[routine][string(key)]
	}
	if r.Decl == nil {
		r.Decl = s.objScope[obj][string(key)]
	} else if r.Decl.Kind.IsVariable() && isCallee(n) {
		// A variable cannot be called: `X := X();` with a local X calls the
		// object's procedure X.
		if d := s.objScope[obj][string(key)]; d != nil && d.Kind == ProcedureDecl {
			r.Decl = d
		}
	}
	if has, t := s.implicitRecord(n, obj, routine); has {
		if t != nil {
			if fl := s.Summary.fieldByKey(t, key); fl != nil {
				if r.Decl != nil {
					r.Ambiguous = true
				} else {
					r.Field = fl
				}
			}
		} else if r.Decl == nil {
			r.MaybeField = true
		}
	}
	if inWithBody(n, routine) {
		r.Ambiguous = true
	}
	if routine == nil && r.Decl == nil && r.Field == nil && inPropertyValue(n) {
		// Unresolved words in property values are option values and
		// keywords (PageType = List), not references.
		return
	}
	s.addRef(r)
}

// isCallee reports whether n is the called expression of a call.
func isCallee(n *syntax.Node) bool {
	p := n.Parent
	return p != nil && p.Kind == syntax.CallExpr && len(p.Children) > 0 && p.Children[0] == n
}

// implicitRec is the implicit record of some code: whether there is one
// and its table (nil when not in the summary).
type implicitRec struct {
	has   bool
	table *Object
}

// ImplicitRecord tells whether code at n has an implicit record whose
// fields and methods it may name without a receiver: Rec in table, table
// extension, page and page extension code (not on a page known to have no
// SourceTable, nor in its extensions) and TableNo codeunit code, the current
// data item in report and report extension code (data item triggers and
// columns), the current table element in xmlport code. table is that
// record's table, nil when it is not in the summary.
func (s *FileScopes) ImplicitRecord(n *syntax.Node) (has bool, table *Object) {
	var routine *syntax.Node
	for p := n; p != nil; p = p.Parent {
		if p.Kind == syntax.Procedure || p.Kind == syntax.Trigger {
			routine = p
			break
		}
	}
	return s.implicitRecord(n, enclosingObject(n), routine)
}

func (s *FileScopes) implicitRecord(n, obj, routine *syntax.Node) (bool, *Object) {
	if routine != nil {
		if c, ok := s.implicit[routine]; ok {
			return c.has, c.table
		}
	}
	c := implicitRec{has: s.hasRec[obj], table: s.recTable[obj]}
	kind := s.File.ObjectKind(obj)
	if kind == syntax.KwReport || kind == syntax.KwReportExtension || kind == syntax.KwXmlPort {
		want := syntax.KwDataItem
		if kind == syntax.KwXmlPort {
			want = syntax.KwTableElement
		}
		for p := n.Parent; p != nil && p != obj; p = p.Parent {
			if p.Kind == syntax.Section && s.File.SectionKind(p) == syntax.KwRequestPage {
				if st := s.File.Property(p, "SourceTable"); st != nil {
					ns, name := splitQualified(nodeText(s.File, st.Child(syntax.PropertyValue)))
					c = implicitRec{has: true, table: s.ObjectNamed("table", ns, name)}
				}
				break
			}
			if p.Kind == syntax.Element && s.File.SectionKind(p) == want {
				c = implicitRec{has: true}
				if g := elementArgs(s.File, p); len(g) > 1 {
					ns, name := qualifiedNameAt(s.File, g[1][0], g[1][1])
					c.table = s.ObjectNamed("table", ns, name)
					if c.table == nil && ns == "" {
						c.table = virtualTable(name) // Integer without the platform's System app
					}
				}
				break
			}
			if p.Kind == syntax.Element && kind == syntax.KwReportExtension && isDataItemChange(s.File.SectionKind(p)) {
				// modify(Item) { trigger ... }, add(Item) { column(...) }: the
				// base report's data item.
				c = implicitRec{has: true, table: s.baseDataItemTable(obj, elementArgName(s.File, p, 0))}
				break
			}
		}
	}
	if routine != nil {
		if s.implicit == nil {
			s.implicit = map[*syntax.Node]implicitRec{}
		}
		s.implicit[routine] = c
	}
	return c.has, c.table
}

// isDataItemChange reports whether a report extension's dataset element
// of kind kw names a data item of the base report whose record its
// members see: modify, and add, addfirst and addlast of columns.
func isDataItemChange(kw syntax.Keyword) bool {
	return kw == syntax.KwModify || kw == syntax.KwAdd || kw == syntax.KwAddFirst || kw == syntax.KwAddLast
}

// baseDataItemTable returns the table of the data item called name of the
// report a report extension obj extends, nil when either is not known.
func (s *FileScopes) baseDataItemTable(obj *syntax.Node, name string) *Object {
	sym := s.objects[obj]
	if sym == nil || sym.Extends == "" {
		return nil
	}
	base := s.ObjectNamed("report", sym.ExtendsNamespace, sym.Extends)
	if base == nil {
		return nil
	}
	for _, di := range base.DataItems {
		if di.Kind == "dataitem" && strings.EqualFold(di.Name, name) {
			return s.ObjectNamed("table", "", di.Table) // as the data item's Decl type
		}
	}
	return nil
}

// resolveFieldArguments resolves names passed where a Record method
// expects a field of its receiver (SetRange(Field, ...), CalcFields(A, B)):
// they name a field of the receiver's table, not a variable.
func (s *FileScopes) resolveFieldArguments() {
	for _, r := range s.Refs {
		n := r.Node
		if n.Kind != syntax.NameExpr || n.Parent == nil || n.Parent.Kind != syntax.ArgumentList {
			continue
		}
		call := n.Parent.Parent
		if call == nil || call.Kind != syntax.CallExpr {
			continue
		}
		m := s.BuiltinOf(call)
		if m == nil || m.Receiver != "Record" || (len(m.FieldArgs) == 0 && !m.AllFieldArgs) {
			continue
		}
		idx := slices.Index(n.Parent.Children, n)
		if !m.IsFieldArg(idx) {
			continue
		}
		var table *Object
		callee := call.Children[0]
		if callee.Kind == syntax.MemberExpr && len(callee.Children) > 0 {
			table = s.recordTable(s.TypeOf(callee.Children[0]))
		} else {
			_, table = s.ImplicitRecord(callee)
		}
		var fl *Field
		if table != nil {
			s.keyBuf = nameKey(s.keyBuf[:0], s.File, r.Token)
			fl = s.Summary.fieldByKey(table, s.keyBuf)
		}
		switch {
		case fl != nil:
			r.Decl = nil // (declarations get their references afterwards: linkRefs)
			r.Field, r.MaybeField = fl, false
		case table == nil:
			r.Field = nil
			if r.Decl != nil {
				r.Ambiguous = true
			} else {
				r.MaybeField = true
			}
		}
	}
}

// recField returns the field called name of table t or its extensions.
func (s *FileScopes) recField(t *Object, name string) *Field {
	return s.Summary.Field(t, name)
}

// nameKey appends the lookup key of name token tok to buf: the unquoted
// name in lower case.
func nameKey(buf []byte, f *syntax.File, tok int) []byte {
	sp := f.Tokens[tok].Span
	text := f.Src[sp.Start:sp.End]
	if len(text) >= 2 && text[0] == '"' && text[len(text)-1] == '"' {
		text = text[1 : len(text)-1]
	}
	for _, c := range text {
		if c >= 0x80 || c == '"' {
			// Non-ASCII or an escaped quote: the general path.
			return append(buf[:0], strings.ToLower(syntax.Unquote(f.TokenText(tok)))...)
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// resolveSelfMember records `this.Proc` (and `Rec.Proc`/`xRec.Proc` in a
// table) as a reference to the object's own procedure.
func (s *FileScopes) resolveSelfMember(n, obj, routine *syntax.Node) {
	f := s.File
	if len(n.Children) == 0 || n.Last-1 <= n.Children[0].Last-1 {
		return
	}
	recv := n.Children[0]
	self := recv.Kind == syntax.ThisExpr
	if recv.Kind == syntax.NameExpr && f.ObjectKind(obj) == syntax.KwTable {
		w := strings.ToLower(f.TokenText(int(recv.First)))
		self = w == "rec" || w == "xrec"
		if self {
			if d := s.Lookup(recv, w); d == nil || d.Kind != Implicit {
				self = false
			}
		}
	}
	if !self {
		return
	}
	tok := int(n.Last) - 1
	if k := f.Tokens[tok].Kind; k != syntax.Identifier && k != syntax.QuotedIdentifier {
		return
	}
	d := s.objScope[obj][strings.ToLower(syntax.Unquote(f.TokenText(tok)))]
	switch {
	case d == nil:
		return
	case d.Kind == ProcedureDecl:
		s.addRef(&Ref{Node: n, Token: tok, Decl: d, Access: Read, Routine: routine, Ambiguous: inWithBody(n, routine)})
	case d.Kind == GlobalVar && recv.Kind == syntax.ThisExpr:
		// this.Name names a global variable of the object (runtime 14+).
		s.addRef(&Ref{Node: n, Token: tok, Decl: d, Access: accessOf(f, n), Routine: routine, Ambiguous: inWithBody(n, routine)})
	}
}

// newRef returns a zero Ref from a slab (fewer allocations than one each).
func (s *FileScopes) newRef() *Ref {
	if len(s.refSlab) == cap(s.refSlab) {
		s.refSlab = make([]Ref, 0, max(64, len(s.File.Tokens)/16))
	}
	s.refSlab = s.refSlab[:len(s.refSlab)+1]
	return &s.refSlab[len(s.refSlab)-1]
}

func (s *FileScopes) addRef(r *Ref) {
	s.Refs = append(s.Refs, r)
	s.refOf[r.Node] = r
}

// inPropertyValue reports whether n is inside a property value.
func inPropertyValue(n *syntax.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		switch p.Kind {
		case syntax.PropertyValue:
			return true
		case syntax.Element, syntax.Object, syntax.Procedure, syntax.Trigger:
			return false
		}
	}
	return false
}

// inWithBody reports whether n is inside the body (not the record
// expression) of a with statement, below routine.
func inWithBody(n, routine *syntax.Node) bool {
	for c, p := n, n.Parent; p != nil && c != routine; c, p = p, p.Parent {
		if p.Kind == syntax.WithStmt && len(p.Children) > 0 && p.Children[0] != c {
			return true
		}
	}
	return false
}

// accessOf tells how the expression n is used by its parent.
func accessOf(f *syntax.File, n *syntax.Node) Access {
	p := n.Parent
	if p == nil {
		return Read
	}
	switch p.Kind {
	case syntax.AssignStmt:
		if p.Children[0] == n {
			if k := f.Tokens[n.Last].Kind; k == syntax.Assign {
				return Write
			}
			return Read | Write
		}
	case syntax.ForStmt:
		if p.Children[0] == n {
			return Read | Write
		}
	case syntax.ForeachStmt:
		if p.Children[0] == n {
			return Write
		}
	case syntax.IndexExpr:
		// Arr[i] := x writes one element: the rest of the value survives.
		if p.Children[0] == n && p.Parent != nil && p.Parent.Kind == syntax.AssignStmt && p.Parent.Children[0] == p {
			return Read | Write
		}
	}
	return Read
}

// markVarArguments adds Write to references passed as a var argument of a
// procedure whose parameters are known (the file's own procedures, other
// objects' procedures in the summary, built-ins with var parameters).
func (s *FileScopes) markVarArguments() {
	type callInfo struct {
		callees []Procedure
		builtin *Method
	}
	// The arguments of a call come one after the other in Refs, so the
	// last call's callees are remembered (a map of every call cost 28 MB
	// on Base Application); a call seen again after a nested one is
	// looked up again.
	var lastCall *syntax.Node
	var last callInfo
	for _, r := range s.Refs {
		n := r.Node
		if n.Kind != syntax.NameExpr || n.Parent == nil || n.Parent.Kind != syntax.ArgumentList {
			continue
		}
		call := n.Parent.Parent
		if call == nil || call.Kind != syntax.CallExpr {
			continue
		}
		idx := -1
		for i, c := range n.Parent.Children {
			if c == n {
				idx = i
			}
		}
		if call != lastCall {
			lastCall, last = call, callInfo{callees: s.Callees(call), builtin: s.BuiltinOf(call.Children[0])}
		}
		if isVarArgument(last.callees, last.builtin, idx) {
			r.Access |= Read | Write
		}
	}
}

// isVarArgument reports whether argument idx is passed to a var parameter
// of a known callee (any overload) or built-in.
func isVarArgument(callees []Procedure, m *Method, idx int) bool {
	for _, p := range callees {
		if idx < len(p.Parameters) && p.Parameters[idx].Var {
			return true
		}
	}
	return m != nil && slices.Contains(m.VarArgs, idx)
}

// Callees returns the declarations (every overload) of the user procedure
// that n calls or names, when knowable: n is a CallExpr, or its callee (a
// NameExpr or MemberExpr, as in `X.Proc := 5` or a call without
// parentheses). Own procedures called by name or through this/Rec, and
// procedures of a Record/Codeunit/Page/Report/XmlPort/Query/Interface
// value's object in the summary (extensions included; for an interface,
// the interfaces it extends) are found. Nil otherwise.
func (s *FileScopes) Callees(n *syntax.Node) []Procedure {
	obj, name := s.CalleeObject(n)
	if obj == nil {
		return nil
	}
	if obj.Kind == "interface" {
		procs, _ := s.Summary.InterfaceProcedures(obj, name)
		return procs
	}
	return s.Summary.ProceduresNamed(obj, name)
}
