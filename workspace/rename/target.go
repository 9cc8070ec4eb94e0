package rename

import (
	"context"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// A target is the symbol a rename changes.
type target struct {
	Kind Kind
	Name string
	// Object is the object itself (KindObject) or the object declaring
	// the member; Base the object whose members the member is among: the
	// table of a field (a table extension's base), the enum of a value,
	// the page of a control or action, the object of a procedure.
	Object, Base *symbols.Object
	// ref is what symbols.FindReferences looks for (objects, fields,
	// procedures, events, enum values).
	ref symbols.RefTarget
	// access is a procedure's or field's access ("local", "internal",
	// "protected", ""); protected is set for a protected global.
	access    string
	protected bool
	// local: the edits of a variable, parameter or return value, all in
	// one file, found while resolving the position (collision checks use
	// scope and routine).
	local      []Edit
	scopeDecls []*symbols.Decl
	// dependents are the projects depending on a public target.
	dependents []string
}

func (t *target) label() string {
	if t.Kind == KindObject {
		return t.Object.Kind + ` "` + t.Name + `"`
	}
	return string(t.Kind) + ` "` + t.Name + `" of ` + t.objectLabel()
}

func (t *target) objectLabel() string {
	if t.Object == nil {
		return ""
	}
	return t.Object.Kind + ` "` + t.Object.Name + `"`
}

// planner holds what one plan reads: the project's declarations and the
// files it parsed.
type planner struct {
	ctx      context.Context
	p        *workspace.Project
	d        *workspace.Declarations
	sum      *symbols.Summary
	files    map[string]*symbols.FileSymbols
	parsed   map[string]*parsedFile
	texts    []fileText // by index in d.Paths, read on first use
	warnings []string
}

type parsedFile struct {
	f    *syntax.File
	s    *symbols.FileScopes
	src  []byte
	hash [32]byte
}

func newPlanner(ctx context.Context, p *workspace.Project, d *workspace.Declarations) *planner {
	pr := &planner{ctx: ctx, p: p, d: d, sum: d.Summary, files: map[string]*symbols.FileSymbols{}, parsed: map[string]*parsedFile{}}
	for _, fs := range d.Summary.Files {
		pr.files[fs.File] = fs
	}
	return pr
}

// parse reads and parses a file of the project once per plan.
func (pr *planner) parse(path string) (*parsedFile, error) {
	if pf := pr.parsed[path]; pf != nil {
		return pf, nil
	}
	src, h, err := pr.p.ReadFile(path)
	if err != nil {
		return nil, err
	}
	pf := pr.parseContent(path, src, h)
	pr.parsed[path] = pf
	return pf, nil
}

// parseContent parses a file's content and resolves its names.
func (pr *planner) parseContent(path string, src []byte, h [32]byte) *parsedFile {
	f := syntax.Parse(path, src, analysis.ParseOptions(pr.d.Config))
	return &parsedFile{f: f, src: src, hash: h, s: symbols.ScopesWith(f, pr.files[path], pr.sum)}
}

// targetAt finds the symbol named at a position.
func (pr *planner) targetAt(path string, line, col int) (*target, error) {
	if _, ok := pr.files[path]; !ok {
		return nil, refuse(NothingHere, "%s is not an AL file of the project", path)
	}
	pf, err := pr.parse(path)
	if err != nil {
		return nil, err
	}
	f, s := pf.f, pf.s
	off, ok := f.Lines.Offset(line, col)
	tok := -1
	if ok {
		tok = f.TokenAt(off)
		if tok < 0 && off > 0 {
			tok = f.TokenAt(off - 1) // just after a name
		}
	}
	if tok < 0 || !f.Tokens[tok].Kind.IsName() {
		return nil, refuse(NothingHere, "nothing to rename at %d:%d of %s: place the position on a name", line, col, path)
	}
	name := syntax.Unquote(f.TokenText(tok))
	n := f.NodeAt(f.Tokens[tok].Span.Start)
	if d := s.DeclAt(tok); d != nil {
		return pr.declTarget(pf, d)
	}
	if n.Kind == syntax.NameExpr {
		if r := s.RefOf(n); r != nil && r.Decl != nil {
			if r.Ambiguous {
				return nil, refuse(Ambiguous, "%s at %d:%d may name something else (a `with` body or a field of the record): rename at its declaration is refused too", name, line, col)
			}
			if r.Decl.Kind != symbols.ProcedureDecl || r.Decl.Node != nil && !r.Decl.Inherited {
				return pr.declTarget(pf, r.Decl)
			}
		}
	}
	for _, obj := range f.Objects() {
		if f.ObjectName(obj) == tok {
			o := s.ObjectSymbols(obj)
			if o == nil {
				break
			}
			return &target{Kind: KindObject, Name: o.Name, Object: o, Base: o, ref: symbols.RefTarget{Object: o}}, nil
		}
	}
	for e := n; e != nil; e = e.Parent {
		if e.Kind == syntax.Element && f.NameToken(e) == tok {
			if t := pr.elementTarget(pf, e, name); t != nil {
				return t, nil
			}
			break
		}
		if e.Kind == syntax.Object {
			break
		}
	}
	if t := pr.referenceTarget(pf, tok, name); t != nil {
		return t, nil
	}
	if t := pr.controlReference(pf, tok, n, name); t != nil {
		return t, nil
	}
	return nil, refuse(NothingHere, "%s at %d:%d of %s names nothing rename can change (a built-in, a system field, a symbol of a dependency, or a name alfix cannot resolve)", name, line, col, path)
}

// declTarget is the target of a declaration of the file's scopes.
func (pr *planner) declTarget(pf *parsedFile, d *symbols.Decl) (*target, error) {
	s := pf.s
	if d.Inherited || d.Node == nil {
		return nil, refuse(NotWritable, "%s is declared by the base object or built in; rename it where it is declared", d.Name)
	}
	obj := s.ObjectSymbols(d.Object)
	if obj == nil {
		return nil, refuse(NothingHere, "%s is not in an object", d.Name)
	}
	switch d.Kind {
	case symbols.ProcedureDecl:
		for i := range obj.Procedures {
			p := &obj.Procedures[i]
			if strings.EqualFold(p.Name, d.Name) {
				return pr.procedureTarget(obj, p), nil
			}
		}
		return nil, refuse(NothingHere, "procedure %s is not among the declarations of %s", d.Name, obj.Name)
	case symbols.DataItemVar:
		return nil, refuse(Unsupported, "renaming data items is not supported")
	case symbols.Implicit:
		return nil, refuse(NothingHere, "%s is built in", d.Name)
	}
	t := &target{Name: d.Name, Object: obj, Base: obj, protected: d.Protected}
	switch d.Kind {
	case symbols.LocalVar:
		t.Kind = KindLocal
	case symbols.Param:
		t.Kind = KindParameter
	case symbols.ReturnValue:
		t.Kind = KindReturn
	case symbols.GlobalVar:
		t.Kind = KindGlobal
	}
	if d.Kind == symbols.Param && d.Routine != nil && d.Routine.Kind == syntax.Procedure &&
		pf.f.Attribute(d.Routine, "EventSubscriber", "IntegrationEvent", "BusinessEvent", "InternalEvent", "ExternalBusinessEvent") != nil {
		return nil, refuse(Unsupported, "%s is a parameter of an event or of an event subscriber: subscribers bind parameters by name; rename refused", d.Name)
	}
	if d.Protected {
		return nil, refuse(Unsupported, "%s is a protected variable: extensions of %s may use it; renaming it is not supported", d.Name, obj.Name)
	}
	t.local = append(t.local, pf.edit(d.NameToken, "declaration"))
	for _, r := range d.Refs {
		if r.Ambiguous {
			line, col := pf.f.Position(pf.f.Tokens[r.Token].Span.Start)
			return nil, refuse(Ambiguous, "the reference to %s at %d:%d may name something else (a `with` body or a field of the record); rename refused", d.Name, line, col)
		}
		t.local = append(t.local, pf.edit(r.Token, "reference"))
	}
	if d.Routine != nil {
		t.scopeDecls = s.Locals(d.Routine)
	} else {
		t.scopeDecls = append(s.Globals(d.Object), s.ProcedureDecls(d.Object)...)
	}
	return t, nil
}

func (pr *planner) procedureTarget(obj *symbols.Object, p *symbols.Procedure) *target {
	t := &target{Kind: KindProcedure, Name: p.Name, Object: obj, Base: obj, access: p.Access,
		ref: symbols.RefTarget{Object: obj, Kind: symbols.KindProcedure, Member: p.Name}}
	if p.EventPublisher {
		t.Kind, t.ref.Kind = KindEvent, symbols.KindEvent
	}
	return t
}

// elementTarget is the target an element's name token declares: a field
// of a table or table extension, an enum value, a page control or action.
func (pr *planner) elementTarget(pf *parsedFile, el *syntax.Node, name string) *target {
	f, s := pf.f, pf.s
	objNode := enclosing(el, syntax.Object)
	obj := s.ObjectSymbols(objNode)
	if obj == nil {
		return nil
	}
	kind := f.SectionKind(el)
	sec := sectionOf(f, el)
	switch {
	case kind == syntax.KwField && sec == syntax.KwFields && (obj.Kind == "table" || obj.Kind == "tableextension"):
		base := obj
		if obj.Kind == "tableextension" {
			base = pr.sum.ObjectIn("table", obj.ExtendsNamespace, obj.Extends)
		}
		fld := pr.sum.Field(base, name)
		if base == nil || fld == nil {
			return nil
		}
		return &target{Kind: KindField, Name: fld.Name, Object: obj, Base: base, access: propertyValue(fld.Properties, "Access"),
			ref: symbols.RefTarget{Object: base, Kind: symbols.KindField, Member: fld.Name, Field: fld}}
	case kind == syntax.KwValue && (obj.Kind == "enum" || obj.Kind == "enumextension"):
		base := obj
		if obj.Kind == "enumextension" {
			base = pr.sum.ObjectIn("enum", obj.ExtendsNamespace, obj.Extends)
		}
		if base == nil {
			return nil
		}
		for _, v := range pr.sum.EnumValues(base) {
			if strings.EqualFold(v.Name, name) {
				return &target{Kind: KindEnumValue, Name: v.Name, Object: obj, Base: base,
					ref: symbols.RefTarget{Object: base, Kind: symbols.KindEnumValue, Member: v.Name}}
			}
		}
	case (sec == syntax.KwLayout || sec == syntax.KwActions) && isPage(obj.Kind) && kind != syntax.KwModify && !isChange(kind):
		base := obj
		if obj.Kind != "page" {
			base = pr.sum.ObjectIn("page", obj.ExtendsNamespace, obj.Extends)
		}
		if base == nil {
			return nil
		}
		k := KindControl
		if sec == syntax.KwActions {
			k = KindAction
		}
		return &target{Kind: k, Name: name, Object: obj, Base: base}
	}
	return nil
}

// referenceTarget finds, among the declarations named name, the one whose
// references in this file include token tok.
func (pr *planner) referenceTarget(pf *parsedFile, tok int, name string) *target {
	span := pf.f.Tokens[tok].Span
	for _, h := range pr.sum.Search(symbols.SearchQuery{Text: name, Match: symbols.MatchExact}) {
		t := pr.symbolTarget(h.Symbol)
		if t == nil {
			continue
		}
		for _, r := range symbols.FindReferences(pf.f, pr.files[pf.f.Name], pr.sum, t.ref) {
			if r.Span == span {
				return t
			}
		}
		for _, e := range pr.propertySites(pf, t) {
			if e.Start == span.Start {
				return t
			}
		}
	}
	return nil
}

// symbolTarget is the target of a declaration the summary holds.
func (pr *planner) symbolTarget(y symbols.Symbol) *target {
	o := y.Object
	switch {
	case y.Member < 0:
		return &target{Kind: KindObject, Name: o.Name, Object: o, Base: o, ref: symbols.RefTarget{Object: o}}
	case y.Kind == symbols.KindField:
		fld := &o.Fields[y.Member]
		base := o
		if o.Kind == "tableextension" {
			base = pr.sum.ObjectIn("table", o.ExtendsNamespace, o.Extends)
		}
		if base == nil {
			return nil
		}
		if bf := pr.sum.Field(base, fld.Name); bf != nil {
			fld = bf
		}
		return &target{Kind: KindField, Name: fld.Name, Object: o, Base: base, access: propertyValue(fld.Properties, "Access"),
			ref: symbols.RefTarget{Object: base, Kind: symbols.KindField, Member: fld.Name, Field: fld}}
	case y.Kind == symbols.KindEnumValue:
		base := o
		if o.Kind == "enumextension" {
			base = pr.sum.ObjectIn("enum", o.ExtendsNamespace, o.Extends)
		}
		if base == nil {
			return nil
		}
		v := o.Values[y.Member]
		return &target{Kind: KindEnumValue, Name: v.Name, Object: o, Base: base,
			ref: symbols.RefTarget{Object: base, Kind: symbols.KindEnumValue, Member: v.Name}}
	case y.Kind == symbols.KindProcedure || y.Kind == symbols.KindEvent:
		return pr.procedureTarget(o, &o.Procedures[y.Member])
	}
	return nil
}

// controlReference finds a page control or action named at tok outside
// its declaration: CurrPage.Name, an extension's anchor (addafter(Name),
// modify(Name), movebefore(Name; ...)) or an actionref's action.
func (pr *planner) controlReference(pf *parsedFile, tok int, n *syntax.Node, name string) *target {
	f, s := pf.f, pf.s
	objNode := enclosing(n, syntax.Object)
	obj := s.ObjectSymbols(objNode)
	if obj == nil || !isPage(obj.Kind) {
		return nil
	}
	page := obj
	if obj.Kind != "page" {
		page = pr.sum.ObjectIn("page", obj.ExtendsNamespace, obj.Extends)
	}
	if page == nil {
		return nil
	}
	controls, actions := pr.sum.PageControls(page), pr.sum.PageActions(page)
	find := func(list []*symbols.Control) bool {
		for _, c := range list {
			if strings.EqualFold(c.Name, name) && c.Kind != "area" {
				return true
			}
		}
		return false
	}
	t := &target{Name: name, Base: page}
	switch {
	case find(controls):
		t.Kind = KindControl
	case find(actions):
		t.Kind = KindAction
	default:
		return nil
	}
	for _, e := range pr.controlSites(pf, t) {
		if e.Start == f.Tokens[tok].Span.Start {
			t.Object = pr.controlOwner(t)
			if t.Object == nil {
				return nil
			}
			return t
		}
	}
	return nil
}

// controlOwner is the page or page extension of the project or its
// dependencies that declares a control or action of t.Base.
func (pr *planner) controlOwner(t *target) *symbols.Object {
	for _, o := range append([]*symbols.Object{t.Base}, pr.sum.Extensions(t.Base)...) {
		list := o.Controls
		if t.Kind == KindAction {
			list = o.Actions
		}
		for _, c := range list {
			if strings.EqualFold(c.Name, t.Name) && c.Kind != "" {
				return o
			}
		}
	}
	return nil
}

func isPage(kind string) bool {
	return kind == "page" || kind == "pageextension" || kind == "pagecustomization"
}

func isChange(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwAddAfter, syntax.KwAddBefore, syntax.KwAddFirst, syntax.KwAddLast, syntax.KwModify,
		syntax.KwMoveAfter, syntax.KwMoveBefore, syntax.KwMoveFirst, syntax.KwMoveLast:
		return true
	}
	return false
}

func enclosing(n *syntax.Node, kind syntax.NodeKind) *syntax.Node {
	for ; n != nil; n = n.Parent {
		if n.Kind == kind {
			return n
		}
	}
	return nil
}

// sectionOf is the kind of the outermost section an element is in.
func sectionOf(f *syntax.File, el *syntax.Node) syntax.Keyword {
	kw := syntax.KwNone
	for n := el.Parent; n != nil && n.Kind != syntax.Object; n = n.Parent {
		if n.Kind == syntax.Section {
			kw = f.SectionKind(n)
		}
	}
	return kw
}

func propertyValue(ps []symbols.Property, name string) string {
	for _, p := range ps {
		if strings.EqualFold(p.Name, name) {
			return p.Value
		}
	}
	return ""
}

// edit is the replacement of token tok of the file (New set later).
func (pf *parsedFile) edit(tok int, site string) Edit {
	sp := pf.f.Tokens[tok].Span
	line, col := pf.f.Position(sp.Start)
	return Edit{Path: pf.f.Name, Start: sp.Start, End: sp.End, Line: line, Column: col, Old: pf.f.TokenText(tok), Site: site}
}
