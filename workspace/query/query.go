package query

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
)

// symbolView is one query's look at a project: its configuration, the
// files of its snapshot and its summary with dependencies.
type symbolView struct {
	p     *workspace.Project
	qs    *state
	cfg   *project.Config
	paths []string
	sum   *symbols.Summary
	hash  [32]byte // the summary's hash: declarations and dependencies
}

// symbolViewOf refreshes the snapshot and returns the project's summary, from
// the same caches analyze uses.
func symbolViewOf(ctx context.Context, p *workspace.Project) (*symbolView, error) {
	d, err := p.Declarations(ctx)
	if err != nil {
		return nil, err
	}
	return &symbolView{p: p, qs: stateOf(p.Workspace()), cfg: d.Config, paths: d.Paths, sum: d.Summary, hash: d.Hash}, nil
}

// digest names a listing computed from the view's declarations alone.
func (v *symbolView) digest(what string) [32]byte {
	return sha256.Sum256(append([]byte(what+"\x00"), v.hash[:]...))
}

// warnings say which dependencies' declarations the answer lacks.
func (v *symbolView) warnings() []string {
	var out []string
	for _, d := range v.sum.Unloaded() {
		name := d.App.Name
		if name == "" {
			name = d.App.ID
		}
		why := d.Problem
		if d.Origin == symbols.RuntimePackage {
			why = "only a runtime package, which holds no readable symbols"
		}
		if why == "" {
			why = "not found"
		}
		out = append(out, fmt.Sprintf("dependency %s is not loaded (%s): its declarations are not part of this answer", name, why))
	}
	return out
}

// --- errors ---

// SymbolProblem says why a symbol query has no answer.
type SymbolProblem int

// Symbol problems.
const (
	// SymbolNotFound: nothing the project can see has the name; Closest
	// lists the nearest names.
	SymbolNotFound SymbolProblem = iota + 1
	// SymbolNotAccessible: the declaration exists but the project may not
	// use it (Why says why: internal, local, a transitive dependency).
	SymbolNotAccessible
	// SourceNotAvailable: the declaration comes from a package that ships
	// no source for it.
	SourceNotAvailable
	// NoIDRanges: app.json declares no idRanges, so no id is free.
	NoIDRanges
	// SourceReadFailed: the source file could not be read (Err).
	SourceReadFailed
)

// String names the problem.
func (p SymbolProblem) String() string {
	switch p {
	case SymbolNotFound:
		return "SymbolNotFound"
	case SymbolNotAccessible:
		return "SymbolNotAccessible"
	case SourceNotAvailable:
		return "SourceNotAvailable"
	case NoIDRanges:
		return "NoIDRanges"
	case SourceReadFailed:
		return "SourceReadFailed"
	}
	return "SymbolProblem(" + strconv.Itoa(int(p)) + ")"
}

// SymbolError is a symbol query's expected failure; the tools word it.
type SymbolError struct {
	Problem SymbolProblem
	// What names what was asked for: `table "Sales Lin"`, `procedure
	// Posst of codeunit "Sales-Post"`, `"Xyz"`.
	What string
	// Why adds the reason or what may explain it (dependencies that are
	// not loaded); "" when there is nothing to add.
	Why string
	// Closest are the nearest visible declarations (SymbolNotFound).
	Closest []SymbolInfo
	// Path is the file or package concerned (SourceNotAvailable,
	// SourceReadFailed).
	Path string
	Err  error
}

func (e *SymbolError) Error() string {
	msg := e.Problem.String() + ": " + e.What
	if e.Why != "" {
		msg += ": " + e.Why
	}
	return msg
}

func (e *SymbolError) Unwrap() error { return e.Err }

// notFound builds a SymbolNotFound error with the closest names of q.
func (v *symbolView) notFound(what string, q symbols.SearchQuery) *SymbolError {
	e := &SymbolError{Problem: SymbolNotFound, What: what, Why: v.incompleteNote()}
	for _, h := range v.sum.Closest(q, 5) {
		e.Closest = append(e.Closest, v.info(h.Symbol))
	}
	return e
}

// incompleteNote says that a name may be declared in a dependency alfix
// could not load.
func (v *symbolView) incompleteNote() string {
	var names []string
	for _, d := range v.sum.Unloaded() {
		names = append(names, orValue(d.App.Name, d.App.ID))
	}
	if len(names) == 0 {
		return ""
	}
	return "it may be declared in a dependency whose symbols are not loaded: " + strings.Join(names, ", ")
}

func orValue(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// hiddenWhy says why the project may not use object o (Visible false).
func (v *symbolView) hiddenWhy(o *symbols.Object) string {
	d := v.sum.DependencyOf(o)
	if d == nil {
		return ""
	}
	app := d.App.String()
	if d.Reach == symbols.Transitive {
		return fmt.Sprintf("it is declared in %s, which the project reaches only through other dependencies; add %s to app.json's dependencies to use it", app, orValue(d.App.Name, d.App.ID))
	}
	return fmt.Sprintf("it is internal to %s, which does not list this app in internalsVisibleTo", app)
}

// memberHiddenWhy says why the project may not use a member.
func (v *symbolView) memberHiddenWhy(y symbols.Symbol, access string) string {
	app := "its app"
	if y.Dependency != nil {
		app = y.Dependency.App.String()
	}
	if strings.EqualFold(access, "local") {
		return fmt.Sprintf("it is local to %s %s of %s", y.Object.Kind, symbols.QuoteName(y.Object.Name), app)
	}
	return fmt.Sprintf("it is internal to %s, which does not list this app in internalsVisibleTo", app)
}

// --- names ---

// ObjectRef names an object as a caller writes it: its kind (lower case)
// and its name (quoted or not, namespace-qualified or not) or id.
type ObjectRef struct {
	Kind, Name string
}

func (r ObjectRef) String() string {
	return r.Kind + " " + symbols.QuoteName(strings.Trim(r.Name, `"`))
}

// viewObject is the project's symbol view with the object ref names in
// it: the start of every query about one object.
func viewObject(ctx context.Context, p *workspace.Project, ref ObjectRef) (*symbolView, *symbols.Object, error) {
	v, err := symbolViewOf(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	o, err := v.object(ref)
	if err != nil {
		return nil, nil, err
	}
	return v, o, nil
}

// object resolves an object reference to the first object the project can
// see (own objects first, then each dependency in lookup order).
func (v *symbolView) object(ref ObjectRef) (*symbols.Object, error) {
	kind := strings.ToLower(ref.Kind)
	name := strings.TrimSpace(ref.Name)
	cands := v.sum.Objects(kind, name)
	if len(cands) == 0 {
		if id, err := strconv.Atoi(name); err == nil {
			for _, l := range append([]*symbols.Summary{v.sum}, loadedSymbols(v.sum)...) {
				if o := l.ObjectByID(kind, id); o != nil {
					cands = append(cands, o)
				}
			}
		}
	}
	for _, o := range cands {
		if v.sum.Visible(o) {
			return o, nil
		}
	}
	what := ObjectRef{Kind: kind, Name: name}.String()
	if len(cands) > 0 {
		return nil, &SymbolError{Problem: SymbolNotAccessible, What: what, Why: v.hiddenWhy(cands[0])}
	}
	_, plain := symbols.SplitName(name)
	return nil, v.notFound(what, symbols.SearchQuery{Text: plain, Kinds: []string{kind}})
}

// loadedSymbols returns the summaries of the loaded dependencies.
func loadedSymbols(s *symbols.Summary) []*symbols.Summary {
	var out []*symbols.Summary
	for _, d := range s.Dependencies() {
		if d.Symbols != nil {
			out = append(out, d.Symbols)
		}
	}
	return out
}

// composition returns o followed by the extensions of it the project can
// see (o alone for an extension object).
func (v *symbolView) composition(o *symbols.Object) []*symbols.Object {
	out := []*symbols.Object{o}
	if symbols.BaseKind(o.Kind) != "" {
		return out
	}
	for _, e := range v.sum.Extensions(o) {
		if v.sum.Visible(e) {
			out = append(out, e)
		}
	}
	return out
}

// member resolves a member of o by name: in o and its extensions, or, for
// an extension object, in it and then in its base's composition. kind ""
// takes the first of field, procedure, event and enum value that has the
// name. A member the project may not use (local, internal) is refused
// with SymbolNotAccessible.
func (v *symbolView) member(o *symbols.Object, name, kind string) (symbols.Symbol, error) {
	return v.memberOf(o, name, kind, false)
}

// memberToRead is member for reading a declaration's source (get_source):
// a member the project may not call is still one it may read.
func (v *symbolView) memberToRead(o *symbols.Object, name, kind string) (symbols.Symbol, error) {
	return v.memberOf(o, name, kind, true)
}

func (v *symbolView) memberOf(o *symbols.Object, name, kind string, anyAccess bool) (symbols.Symbol, error) {
	name = strings.TrimSpace(syntaxUnquote(name))
	objs := v.composition(o)
	if b := symbols.BaseKind(o.Kind); b != "" {
		if base := v.sum.ObjectIn(b, o.ExtendsNamespace, o.Extends); base != nil {
			objs = append(objs, v.composition(base)...)
		}
	}
	kinds := []string{kind}
	if kind == "" {
		kinds = symbols.MemberKinds
	}
	var hidden *symbols.Symbol
	var hiddenAccess string
	for _, k := range kinds {
		for _, obj := range objs {
			dep := v.sum.DependencyOf(obj)
			for _, y := range membersOf(obj, k, dep) {
				if !strings.EqualFold(y.Name(), name) {
					continue
				}
				ok, access := v.memberVisible(y)
				if ok {
					return y, nil
				}
				if hidden == nil {
					hidden, hiddenAccess = &y, access
				}
			}
		}
	}
	if hidden != nil && anyAccess {
		return *hidden, nil
	}
	what := memberWhat(kind, name, o)
	if hidden != nil {
		return symbols.Symbol{}, &SymbolError{Problem: SymbolNotAccessible, What: what, Why: v.memberHiddenWhy(*hidden, hiddenAccess)}
	}
	q := symbols.SearchQuery{Text: name, Within: o, Kinds: kinds}
	if b := symbols.BaseKind(o.Kind); b != "" {
		if base := v.sum.ObjectIn(b, o.ExtendsNamespace, o.Extends); base != nil {
			q.Within = base
		}
	}
	return symbols.Symbol{}, v.notFound(what, q)
}

func memberWhat(kind, name string, o *symbols.Object) string {
	if kind == "" {
		kind = "member"
	}
	return fmt.Sprintf("%s %s of %s %s", kind, symbols.QuoteName(name), o.Kind, symbols.QuoteName(o.Name))
}

// syntaxUnquote removes the double quotes around a name as written.
func syntaxUnquote(name string) string {
	name = strings.TrimSpace(name)
	if len(name) >= 2 && name[0] == '"' && name[len(name)-1] == '"' {
		return strings.ReplaceAll(name[1:len(name)-1], `""`, `"`)
	}
	return name
}

// membersOf lists the members of kind declared by obj.
func membersOf(obj *symbols.Object, kind string, dep *symbols.Dependency) []symbols.Symbol {
	var out []symbols.Symbol
	switch kind {
	case symbols.KindField:
		for i := range obj.Fields {
			if !obj.Fields[i].Modify {
				out = append(out, symbols.Symbol{Kind: kind, Object: obj, Member: i, Dependency: dep})
			}
		}
	case symbols.KindProcedure, symbols.KindEvent:
		for i := range obj.Procedures {
			if symbols.IsEvent(&obj.Procedures[i]) == (kind == symbols.KindEvent) {
				out = append(out, symbols.Symbol{Kind: kind, Object: obj, Member: i, Dependency: dep})
			}
		}
	case symbols.KindEnumValue:
		for i := range obj.Values {
			out = append(out, symbols.Symbol{Kind: kind, Object: obj, Member: i, Dependency: dep})
		}
	}
	return out
}

// memberVisible applies the access rules to a member symbol and returns
// its access modifier.
func (v *symbolView) memberVisible(y symbols.Symbol) (bool, string) {
	switch y.Kind {
	case symbols.KindField:
		a := symbols.FieldAccess(y.Field())
		return v.sum.MemberVisible(y.Object, a), a
	case symbols.KindProcedure:
		a := y.Procedure().Access
		return v.sum.MemberVisible(y.Object, a), a
	case symbols.KindEvent:
		p := y.Procedure()
		return v.sum.EventVisible(y.Object, p), p.Access
	}
	return true, ""
}

// --- descriptions ---

// ObjectInfo identifies an object in answers.
type ObjectInfo struct {
	Kind      string
	ID        int
	Name      string
	Namespace string
}

func objectInfo(o *symbols.Object) ObjectInfo {
	return ObjectInfo{Kind: o.Kind, ID: o.ID, Name: o.Name, Namespace: o.Namespace}
}

// SymbolInfo describes one declaration.
type SymbolInfo struct {
	// Kind is the object kind, or field, procedure, event, enumvalue.
	Kind string
	Name string
	// ID is the object id, field id or enum value ordinal; HasID says
	// whether the declaration has one (an enum value's may be 0).
	ID    int
	HasID bool
	// Namespace is an object's namespace.
	Namespace string
	// Container is the object that declares a member.
	Container *ObjectInfo
	// Extends is an extension object's base (kind and name).
	Extends *ObjectInfo
	// Signature is the declaration as AL writes it (see symbols'
	// Signature, FieldSignature, ValueSignature, ObjectSignature).
	Signature string
	// Access is the access modifier or property in lower case ("" public).
	Access string
	// Obsolete is the ObsoleteState (Pending, Removed), or "Pending" for a
	// procedure with an Obsolete attribute.
	Obsolete string
	// App is the app that declares it; Own says it is the project's own.
	App    symbols.App
	Own    bool
	Source SourceLocation

	symbol symbols.Symbol
}

// Symbol returns the declaration described.
func (si SymbolInfo) Symbol() symbols.Symbol { return si.symbol }

// Source origins.
const (
	OriginProject = "project" // a file of the project
	OriginSource  = "source"  // a file of a source dependency (another project of the workspace)
	OriginPackage = "package" // a symbol package
)

// SourceLocation says where a declaration's source is.
type SourceLocation struct {
	// Origin is OriginProject, OriginSource or OriginPackage.
	Origin string
	// FilePath is the file (project and source dependencies).
	FilePath string
	// Line and Column are the name's position (1-based, UTF-16
	// columns); StartLine and EndLine the declaration's lines (doc
	// comments and attributes included). 0 when not known (packages).
	Line, Column, StartLine, EndLine int
	// Package is the package file and SourceFile the declaration's
	// ReferenceSourceFileName in it; Embedded says whether the package
	// ships that source.
	Package, SourceFile string
	Embedded            bool
}

// info describes a symbol (without the position: see locate).
func (v *symbolView) info(y symbols.Symbol) SymbolInfo {
	o := y.Object
	si := SymbolInfo{Kind: y.Kind, Name: y.Name(), Own: y.Dependency == nil, symbol: y}
	if y.Dependency != nil {
		si.App = y.Dependency.App
	} else {
		si.App = v.sum.App.App
	}
	switch y.Kind {
	case symbols.KindField:
		f := y.Field()
		si.ID, si.HasID = f.ID, true
		si.Signature = symbols.FieldSignature(f)
		si.Access = symbols.FieldAccess(f)
		si.Obsolete = f.ObsoleteState
	case symbols.KindProcedure, symbols.KindEvent:
		p := y.Procedure()
		si.Signature = symbols.Signature(p)
		si.Access = p.Access
		if p.Obsolete {
			si.Obsolete = "Pending"
		}
	case symbols.KindEnumValue:
		ev := y.Value()
		si.ID, si.HasID = ev.ID, true
		si.Signature = symbols.ValueSignature(ev)
		si.Obsolete = symbols.PropertyValue(ev.Properties, "ObsoleteState")
	default:
		si.ID, si.HasID = o.ID, symbols.HasIDs(o.Kind)
		si.Namespace = o.Namespace
		si.Signature = symbols.ObjectSignature(o)
		si.Access = strings.ToLower(o.Access)
		si.Obsolete = o.ObsoleteState
		if b := symbols.BaseKind(o.Kind); b != "" && o.Extends != "" {
			si.Extends = &ObjectInfo{Kind: b, Name: o.Extends, Namespace: o.ExtendsNamespace}
			if base := v.sum.ObjectIn(b, o.ExtendsNamespace, o.Extends); base != nil {
				bi := objectInfo(base)
				si.Extends = &bi
			}
		}
	}
	if y.Member >= 0 {
		c := objectInfo(o)
		si.Container = &c
	}
	si.Source = v.location(y)
	return si
}

// location says where y's source is, without positions.
func (v *symbolView) location(y symbols.Symbol) SourceLocation {
	d := y.Dependency
	switch {
	case d == nil:
		return SourceLocation{Origin: OriginProject, FilePath: v.sum.FileOf(y.Object)}
	case d.Origin == symbols.FromProject:
		return SourceLocation{Origin: OriginSource, FilePath: d.Symbols.FileOf(y.Object)}
	}
	loc := SourceLocation{Origin: OriginPackage, Package: d.Location, SourceFile: d.Symbols.FileOf(y.Object)}
	if ix := v.qs.packageSources(d); ix != nil {
		_, loc.Embedded = ix.Entry(loc.SourceFile)
	}
	return loc
}

// --- find_symbols ---

// SymbolSearch is a find_symbols request.
type SymbolSearch struct {
	Text  string
	Match symbols.Match
	Kinds []string
	Scope symbols.SearchScope
	// Within, when set, keeps members of this object and its extensions.
	Within *ObjectRef
	Page   PageRequest
}

// PageRequest asks for one page of a listing: the cursor of the previous
// page ("" for the first), the digest of the call's other arguments
// (QueryArgs) and the most items.
type PageRequest struct {
	Cursor string
	Args   [32]byte
	Limit  int
}

// PageInfo is where a page lies in its listing.
type PageInfo struct {
	Offset, Total int
	// Digest names the listing (for QueryCursor).
	Digest [32]byte
}

// page resumes req's cursor on a listing of total items named by digest
// and returns the page's bounds.
func (req PageRequest) page(digest [32]byte, total int) (PageInfo, int, error) {
	pi := PageInfo{Total: total, Digest: digest}
	if req.Cursor != "" {
		offsets, err := ResumeQuery(req.Cursor, digest, req.Args, []int{total})
		if err != nil {
			return pi, 0, err
		}
		pi.Offset = offsets[0]
	}
	end := total
	if req.Limit > 0 {
		end = min(total, pi.Offset+req.Limit)
	}
	return pi, end, nil
}

// SymbolSearchResult is one page of find_symbols.
type SymbolSearchResult struct {
	Hits     []SymbolInfo
	Page     PageInfo
	Warnings []string
}

// FindSymbols searches the project's and its dependencies' declarations
// (symbols.Summary.Search) and returns one page of hits with their
// positions. No hit at all is a SymbolNotFound error with the closest
// names.
func FindSymbols(ctx context.Context, p *workspace.Project, req SymbolSearch) (*SymbolSearchResult, error) {
	v, err := symbolViewOf(ctx, p)
	if err != nil {
		return nil, err
	}
	q := symbols.SearchQuery{Text: req.Text, Match: req.Match, Kinds: req.Kinds, Scope: req.Scope}
	if req.Within != nil {
		if q.Within, err = v.object(*req.Within); err != nil {
			return nil, err
		}
	}
	hits := v.sum.Search(q)
	if len(hits) == 0 {
		if res, ok, err := v.triggerEventSearch(req, q); ok {
			return res, err
		}
		return nil, v.notFound(fmt.Sprintf("%q", req.Text), q)
	}
	pi, end, err := req.Page.page(v.digest("search"), len(hits))
	if err != nil {
		return nil, err
	}
	res := &SymbolSearchResult{Page: pi, Warnings: v.warnings()}
	for _, h := range hits[pi.Offset:end] {
		res.Hits = append(res.Hits, v.info(h.Symbol))
	}
	v.locate(res.Hits)
	return res, nil
}

// --- describe_object ---

// MemberInfo is one member of a described object.
type MemberInfo struct {
	SymbolInfo
	// Type is a field's type; Class its FieldClass; Caption its caption;
	// OptionMembers an Option field's members.
	Type, Class, Caption, OptionMembers string
	// EventType is an event's publisher attribute name.
	EventType string
	// From is the index in ObjectDescription.Extensions of the extension
	// that declares the member; -1 for the object itself.
	From int
}

// KeyInfo is a table key.
type KeyInfo struct {
	Name   string
	Fields []string
	From   int
}

// ControlInfo is a page control or action.
type ControlInfo struct {
	symbols.Control
	From int
}

// ObjectDescription is an object composed with the extensions the project
// can see.
type ObjectDescription struct {
	Object     SymbolInfo
	Extensions []SymbolInfo
	Properties []symbols.Property
	Fields     []MemberInfo
	Keys       []KeyInfo
	Procedures []MemberInfo
	Events     []MemberInfo
	Values     []MemberInfo
	Controls   []ControlInfo
	Actions    []ControlInfo
	// Digest names the description's lists (for cursors).
	Digest   [32]byte
	Warnings []string
}

// DescribeObject describes one object with every member the project can
// use: its own and those of its visible extensions (every layer), in
// declaration order, the object's first.
func DescribeObject(ctx context.Context, p *workspace.Project, ref ObjectRef) (*ObjectDescription, error) {
	v, o, err := viewObject(ctx, p, ref)
	if err != nil {
		return nil, err
	}
	d := &ObjectDescription{Object: v.info(v.objectSymbol(o)), Properties: o.Properties, Warnings: v.warnings()}
	objs := v.composition(o)
	for _, e := range objs[1:] {
		d.Extensions = append(d.Extensions, v.info(v.objectSymbol(e)))
	}
	for i, obj := range objs {
		from := i - 1
		dep := v.sum.DependencyOf(obj)
		for _, y := range membersOf(obj, symbols.KindField, dep) {
			if ok, _ := v.memberVisible(y); ok {
				f := y.Field()
				mi := MemberInfo{SymbolInfo: v.info(y), Class: f.FieldClass, Caption: f.Caption, OptionMembers: f.OptionMembers, From: from}
				if f.Type != nil {
					mi.Type = f.Type.Text
				}
				d.Fields = append(d.Fields, mi)
			}
		}
		for _, k := range obj.Keys {
			d.Keys = append(d.Keys, KeyInfo{Name: k.Name, Fields: k.Fields, From: from})
		}
		for _, kind := range []string{symbols.KindProcedure, symbols.KindEvent} {
			for _, y := range membersOf(obj, kind, dep) {
				if ok, _ := v.memberVisible(y); !ok {
					continue
				}
				mi := MemberInfo{SymbolInfo: v.info(y), From: from}
				if kind == symbols.KindEvent {
					mi.EventType = symbols.EventType(y.Procedure())
					d.Events = append(d.Events, mi)
				} else {
					d.Procedures = append(d.Procedures, mi)
				}
			}
		}
		for _, y := range membersOf(obj, symbols.KindEnumValue, dep) {
			mi := MemberInfo{SymbolInfo: v.info(y), Caption: symbols.PropertyValue(y.Value().Properties, "Caption"), From: from}
			d.Values = append(d.Values, mi)
		}
		for _, c := range obj.Controls {
			if c.Kind != "" {
				d.Controls = append(d.Controls, ControlInfo{Control: c, From: from})
			}
		}
		for _, c := range obj.Actions {
			if c.Kind != "" {
				d.Actions = append(d.Actions, ControlInfo{Control: c, From: from})
			}
		}
	}
	self := []SymbolInfo{d.Object}
	v.locate(self)
	d.Object = self[0]
	d.Digest = v.digest("describe\x00" + ref.Kind + "\x00" + strings.ToLower(o.Name) + "\x00" + o.Namespace)
	return d, nil
}

// objectSymbol is the symbol of an object.
func (v *symbolView) objectSymbol(o *symbols.Object) symbols.Symbol {
	return symbols.Symbol{Kind: o.Kind, Object: o, Member: -1, Dependency: v.sum.DependencyOf(o)}
}
