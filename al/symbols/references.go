package symbols

import (
	"slices"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// RefTarget is the declaration FindReferences looks for: an object
// (Kind ""), or a member of one. For a field, Object is the table (the
// field may come from one of its extensions) and Field the field as the
// summary holds it; for a procedure or event, Object is the object that
// declares it; for an enum value, Object is the enum (the value may come
// from one of its extensions).
type RefTarget struct {
	Object *Object
	// Kind is "" (the object), KindField, KindProcedure, KindEvent or
	// KindEnumValue.
	Kind string
	// Member is the member's name.
	Member string
	// Field is the field of a KindField target.
	Field *Field
}

// Reference kinds.
const (
	RefCall       = "call"       // a call of the procedure (or a use of it without parentheses)
	RefRead       = "read"       // a field's value is read
	RefWrite      = "write"      // a field is assigned
	RefReadWrite  = "readwrite"  // both (compound assignment, var argument)
	RefType       = "type"       // a variable, parameter, return or field type names the object
	RefName       = "name"       // Codeunit::X, Database::X, Page::X, Enum::X, ...
	RefExtends    = "extends"    // an extension object extends it
	RefImplements = "implements" // an object implements the interface
	RefProperty   = "property"   // SourceTable, TableRelation, LookupPageId, RunObject, ... name it
	RefElement    = "element"    // a part, data item or table element names it
	RefSubscriber = "subscriber" // an EventSubscriber attribute subscribes to the event
	RefValue      = "value"      // Enum::Value
	RefModify     = "modify"     // a table extension's modify(Field)
)

// Reference is one place in a file that names the target.
type Reference struct {
	// Span is the name token's.
	Span syntax.Span
	Kind string
	// Object and Routine are the object and the Procedure or Trigger node
	// the reference is in (Routine nil outside code).
	Object, Routine *syntax.Node
}

// FindReferences returns the places in f that name the target, in source
// order: for an object, the types, object literals (Codeunit::X), extends
// and implements clauses, properties and elements that name it; for a
// field, reads and writes through the implicit record, Record values
// (Rec."No.", SalesLine.Quantity), field arguments of Record methods and
// modify elements; for a procedure or event, its calls (by name in its
// own object, through a Record, Codeunit, Page, Report, Query, XmlPort or
// Interface value, or an implicit record) and, for an event, the
// EventSubscriber attributes that subscribe to it; for an enum value,
// Enum::Value, EnumName::Value and Value after a value of the enum's type.
//
// fs must be Extract(f) as sum holds it when f is one of its files (or nil);
// sum resolves types and fields. Names of objects are compared without
// regard to namespaces unless the reference is qualified. This is the one
// reference finder of alfix: a semantic model that binds every name may
// replace its inside, not its contract.
func FindReferences(f *syntax.File, fs *FileSymbols, sum *Summary, t RefTarget) []Reference {
	if t.Object == nil || f == nil {
		return nil
	}
	r := &refFinder{f: f, sum: sum, t: t, seen: map[int32]bool{}}
	if t.Kind != "" {
		r.scopes = ScopesWith(f, fs, sum)
	}
	return r.run()
}

// run finds the references to r.t by its kind, in source order.
func (r *refFinder) run() []Reference {
	switch r.t.Kind {
	case "":
		r.objects()
	case KindField:
		r.fields()
	case KindProcedure, KindEvent:
		r.procedures()
	case KindEnumValue:
		r.values()
	}
	slices.SortFunc(r.out, func(a, b Reference) int { return a.Span.Start - b.Span.Start })
	return r.out
}

type refFinder struct {
	f      *syntax.File
	sum    *Summary
	t      RefTarget
	scopes *FileScopes
	seen   map[int32]bool
	out    []Reference
}

func (r *refFinder) add(tok int, kind string, n *syntax.Node) {
	if tok < 0 || tok >= len(r.f.Tokens) || r.seen[int32(tok)] {
		return
	}
	r.seen[int32(tok)] = true
	ref := Reference{Span: r.f.Tokens[tok].Span, Kind: kind}
	for p := n; p != nil; p = p.Parent {
		switch p.Kind {
		case syntax.Procedure, syntax.Trigger:
			if ref.Routine == nil {
				ref.Routine = p
			}
		case syntax.Object:
			ref.Object = p
		}
	}
	r.out = append(r.out, ref)
}

// tokenIs reports whether token i is an identifier naming name (unquoted,
// any case).
func (r *refFinder) tokenIs(i int, name string) bool {
	if i < 0 || i >= len(r.f.Tokens) {
		return false
	}
	k := r.f.Tokens[i].Kind
	return (k == syntax.Identifier || k == syntax.QuotedIdentifier) && strings.EqualFold(syntax.Unquote(r.f.TokenText(i)), name)
}

// namesTarget reports whether a reference to an object of kind written as
// ns.name (ns may be "") names the target object: the same kind, the same
// name or id, and the same namespace when one is written.
func (r *refFinder) namesTarget(kind, ns, name string) bool {
	o := r.t.Object
	if kind != o.Kind {
		return false
	}
	if ns != "" && !strings.EqualFold(ns, o.Namespace) {
		return false
	}
	if strings.EqualFold(name, o.Name) {
		return true
	}
	id, err := strconv.Atoi(name)
	return err == nil && id != 0 && id == o.ID
}

// --- objects ---

// typeKinds maps the type words that name an object to the object kind.
var typeKinds = map[string]string{
	"record": "table", "codeunit": "codeunit", "page": "page", "report": "report", "query": "query",
	"xmlport": "xmlport", "enum": "enum", "interface": "interface", "testpage": "page",
	"testrequestpage": "report", "controladdin": "controladdin",
}

// literalKinds maps the words before :: that name an object to its kind.
var literalKinds = map[string]string{
	"database": "table", "codeunit": "codeunit", "page": "page", "report": "report", "query": "query",
	"xmlport": "xmlport", "enum": "enum",
}

// propertyKinds maps the properties whose value names an object to the
// object's kind ("" for RunObject, whose value starts with the kind).
var propertyKinds = map[string]string{
	"sourcetable": "table", "tablerelation": "table", "lookuppageid": "page", "drilldownpageid": "page",
	"cardpageid": "page", "runobject": "",
}

func (r *refFinder) objects() {
	f := r.f
	o := r.t.Object
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.Object:
			r.header(n)
		case syntax.TypeRef:
			if n.First < n.Last {
				if kind, ok := typeKinds[strings.ToLower(f.TokenText(int(n.First)))]; ok && kind == o.Kind {
					ns, name := qualifiedNameAt(f, int(n.First)+1, int(n.Last))
					if r.namesTarget(kind, ns, name) {
						r.add(nameTokenAfter(f, int(n.First)+1, int(n.Last)), RefType, n)
					}
				}
			}
		case syntax.ScopeExpr:
			if len(n.Children) == 1 && n.Children[0].Kind == syntax.NameExpr {
				left := n.Children[0]
				if kind, ok := literalKinds[strings.ToLower(f.TokenText(int(left.First)))]; ok {
					tok := int(n.Last) - 1
					if r.namesTarget(kind, "", syntax.Unquote(f.TokenText(tok))) {
						r.add(tok, RefName, n)
					}
				}
			}
		case syntax.Property:
			r.property(n)
		case syntax.Element:
			r.elementObject(n)
		}
		return true
	})
}

// nameTokenAfter returns the token of the (last part of the) name that
// starts at i, before end; -1 when none.
func nameTokenAfter(f *syntax.File, i, end int) int {
	tok := -1
	for ; i < end; i++ {
		switch f.Tokens[i].Kind {
		case syntax.Identifier, syntax.QuotedIdentifier, syntax.Integer:
			tok = i
		case syntax.Dot:
		default:
			return tok
		}
		if f.Tokens[i].Kind != syntax.Dot && (i+1 >= end || f.Tokens[i+1].Kind != syntax.Dot) {
			return tok
		}
	}
	return tok
}

// header finds `extends X` and `implements X` in an object header.
func (r *refFinder) header(obj *syntax.Node) {
	f := r.f
	kind := f.ObjectKind(obj).String()
	for i := range f.OwnTokens(obj) {
		if k := f.Tokens[i].Keyword; k == syntax.KwExtends || k == syntax.KwCustomizes {
			base := baseKind(kind)
			if kind == "interface" {
				break // an interface's extends list is its ImplementsList
			}
			ns, name := qualifiedNameAt(f, i+1, int(obj.Last))
			if r.namesTarget(base, ns, name) {
				r.add(nameTokenAfter(f, i+1, int(obj.Last)), RefExtends, obj)
			}
			break
		}
	}
	if il := obj.Child(syntax.ImplementsList); il != nil && r.t.Object.Kind == "interface" {
		for i := range f.OwnTokens(il) {
			if r.tokenIs(i, r.t.Object.Name) {
				r.add(i, RefImplements, obj)
			}
		}
	}
}

// property finds object names in SourceTable, TableRelation,
// LookupPageId, DrillDownPageId, CardPageId and RunObject.
func (r *refFinder) property(p *syntax.Node) {
	f := r.f
	kind, ok := propertyKinds[strings.ToLower(f.PropertyName(p))]
	val := p.Child(syntax.PropertyValue)
	if !ok || val == nil || val.First >= val.Last {
		return
	}
	first, last := int(val.First), int(val.Last)
	if kind == "" {
		// RunObject = Page "Customer Card"
		k, ok := typeKinds[strings.ToLower(f.TokenText(first))]
		if !ok {
			return
		}
		kind, first = k, first+1
	}
	if kind != r.t.Object.Kind {
		return
	}
	depth := 0
	for i := first; i < last; i++ {
		switch f.Tokens[i].Kind {
		case syntax.LParen:
			depth++
		case syntax.RParen:
			depth--
		case syntax.Identifier, syntax.QuotedIdentifier:
			// A name after a dot is a field of the table, inside
			// parentheses a filter.
			if depth == 0 && (i == first || f.Tokens[i-1].Kind != syntax.Dot) && r.tokenIs(i, r.t.Object.Name) {
				r.add(i, RefProperty, p)
			}
		}
	}
}

// elementObject finds the object of part(Name; Page), dataitem(Name;
// Table) and tableelement(Name; Table).
func (r *refFinder) elementObject(el *syntax.Node) {
	f := r.f
	var kind string
	switch f.SectionKind(el) {
	case syntax.KwPart:
		kind = "page"
	case syntax.KwDataItem, syntax.KwTableElement:
		kind = "table"
	default:
		return
	}
	args := elementArgs(f, el)
	if len(args) < 2 || kind != r.t.Object.Kind {
		return
	}
	ns, name := qualifiedNameAt(f, args[1][0], args[1][1])
	if r.namesTarget(kind, ns, name) {
		r.add(nameTokenAfter(f, args[1][0], args[1][1]), RefElement, el)
	}
}

// --- fields ---

func (r *refFinder) fields() {
	f, s := r.f, r.scopes
	target := r.t.Field
	if target == nil {
		return
	}
	for _, ref := range s.Refs {
		if ref.Field == target {
			r.add(ref.Token, accessKind(ref.Access), ref.Node)
		}
	}
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.MemberExpr:
			if s.FieldOf(n) == target {
				r.add(int(n.Last)-1, accessKind(accessOf(f, n)), n)
			}
		case syntax.Element:
			if f.SectionKind(n) == syntax.KwModify && r.modifiesTarget(n) {
				if args := elementArgs(f, n); len(args) > 0 {
					r.add(nameTokenAfter(f, args[0][0], args[0][1]), RefModify, n)
				}
			}
		}
		return true
	})
}

// modifiesTarget reports whether a modify element of a table extension
// names the target field of the table it extends.
func (r *refFinder) modifiesTarget(el *syntax.Node) bool {
	obj := enclosingObject(el)
	if obj == nil || r.f.ObjectKind(obj) != syntax.KwTableExtension || !insideFields(r.f, el) {
		return false
	}
	sym := r.scopes.ObjectSymbols(obj)
	if sym == nil || r.sum.ObjectIn("table", sym.ExtendsNamespace, sym.Extends) != r.t.Object {
		return false
	}
	return strings.EqualFold(elementArgName(r.f, el, 0), r.t.Field.Name)
}

func accessKind(a Access) string {
	switch {
	case a&Write != 0 && a&Read != 0:
		return RefReadWrite
	case a&Write != 0:
		return RefWrite
	}
	return RefRead
}

// --- procedures and events ---

// related reports whether an object o that a value's type names (or the
// object code runs in) gives access to the target's procedures: the
// target's own object, the base object of a target extension (procedures
// of a table extension are called on Records of the table), or the base
// of the extension the code runs in.
func (r *refFinder) related(o *Object) bool {
	t := r.t.Object
	if o == nil {
		return false
	}
	if sameObject(o, t) {
		return true
	}
	if b := baseKind(t.Kind); b != "" && b == o.Kind {
		return r.sum.ObjectIn(b, t.ExtendsNamespace, t.Extends) == o
	}
	if b := baseKind(o.Kind); b != "" && b == t.Kind {
		return r.sum.ObjectIn(b, o.ExtendsNamespace, o.Extends) == t
	}
	return false
}

func sameObject(a, b *Object) bool {
	return a == b || a != nil && b != nil && a.Kind == b.Kind && a.ID == b.ID &&
		strings.EqualFold(a.Name, b.Name) && strings.EqualFold(a.Namespace, b.Namespace)
}

func (r *refFinder) procedures() {
	f, s := r.f, r.scopes
	name := r.t.Member
	for _, ref := range s.Refs {
		switch {
		case ref.Decl != nil:
			if ref.Decl.Kind == ProcedureDecl && strings.EqualFold(ref.Decl.Name, name) && r.related(s.ObjectSymbols(ref.Decl.Object)) {
				r.add(ref.Token, RefCall, ref.Node)
			}
		case ref.Node.Kind == syntax.NameExpr && ref.Field == nil && r.tokenIs(ref.Token, name):
			// A bare call of a procedure of the implicit record (code in a
			// table extension or page calling the table's procedure).
			if has, table := s.ImplicitRecord(ref.Node); has && r.related(table) {
				r.add(ref.Token, RefCall, ref.Node)
			}
		}
	}
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.MemberExpr:
			tok := int(n.Last) - 1
			if len(n.Children) > 0 && r.tokenIs(tok, name) && !r.seen[int32(tok)] {
				if obj := s.ObjectOfType(s.TypeOf(n.Children[0])); r.related(obj) && s.FieldOf(n) == nil {
					r.add(tok, RefCall, n)
				}
			}
		case syntax.Attribute:
			if r.t.Kind == KindEvent || r.t.Kind == KindProcedure {
				r.subscriber(n)
			}
			return false
		}
		return true
	})
}

// subscriber finds an EventSubscriber attribute subscribing to the target.
func (r *refFinder) subscriber(a *syntax.Node) {
	f := r.f
	if !strings.EqualFold(f.DeclName(a), "EventSubscriber") {
		return
	}
	al := a.Child(syntax.ArgumentList)
	if al == nil || len(al.Children) < 3 {
		return
	}
	attr := Attribute{Name: "EventSubscriber"}
	for _, c := range al.Children {
		attr.Args = append(attr.Args, nodeText(f, c))
	}
	sub, ok := SubscriptionOf(&Procedure{Attributes: []Attribute{attr}})
	if ok && sub.Subscribes(r.t.Object, r.t.Member) {
		r.add(int(al.Children[2].First), RefSubscriber, a)
	}
}

// --- enum values ---

func (r *refFinder) values() {
	f, s := r.f, r.scopes
	enum := r.t.Object
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind != syntax.ScopeExpr || len(n.Children) != 1 {
			return true
		}
		tok := int(n.Last) - 1
		if !r.tokenIs(tok, r.t.Member) {
			return true
		}
		left := n.Children[0]
		match := false
		switch {
		case left.Kind == syntax.ScopeExpr && len(left.Children) == 1 && left.Children[0].Kind == syntax.NameExpr:
			// Enum::"Sales Line Type"::Item
			match = strings.EqualFold(f.TokenText(int(left.Children[0].First)), "enum") && r.tokenIs(int(left.Last)-1, enum.Name)
		case left.Kind == syntax.NameExpr && r.tokenIs(int(left.First), enum.Name):
			// "Sales Line Type"::Item, unless the name is a variable or field.
			ref := s.RefOf(left)
			match = ref == nil || ref.Decl == nil && ref.Field == nil
			if !match {
				match = enumTypeIs(s.TypeOf(left), enum)
			}
		default:
			// SalesLine.Type::Item, MyEnumVar::Item
			match = enumTypeIs(s.TypeOf(left), enum)
		}
		if match {
			r.add(tok, RefValue, n)
		}
		return true
	})
}

func enumTypeIs(t Type, enum *Object) bool {
	return t.Is("Enum") && t.Object != "" && (strings.EqualFold(t.Object, enum.Name) || t.Object == strconv.Itoa(enum.ID))
}
