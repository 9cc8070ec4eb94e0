package symbols

import (
	"strconv"
	"strings"
)

// This file holds what the symbol queries (search, describe, references,
// events, free ids) share: the kinds a query names, what the project may
// see of a dependency, and how declarations are written back as AL.

// Member kinds of a query, next to the object kinds.
const (
	KindField     = "field"
	KindProcedure = "procedure"
	KindEvent     = "event"
	KindEnumValue = "enumvalue"
)

// ObjectKinds are the object kinds in the order queries list them.
var ObjectKinds = []string{
	"table", "tableextension", "page", "pageextension", "pagecustomization", "codeunit", "report",
	"reportextension", "query", "xmlport", "enum", "enumextension", "interface", "permissionset",
	"permissionsetextension", "profile", "profileextension", "controladdin", "entitlement", "dotnet",
}

// MemberKinds are the member kinds of a query, in listing order.
var MemberKinds = []string{KindField, KindProcedure, KindEvent, KindEnumValue}

// kindRank orders kinds for listings: object kinds first (ObjectKinds
// order), then member kinds.
var kindRank = func() map[string]int {
	m := map[string]int{}
	for i, k := range ObjectKinds {
		m[k] = i
	}
	for i, k := range MemberKinds {
		m[k] = len(ObjectKinds) + i
	}
	return m
}()

// IsObjectKind reports whether kind is an object kind (lower case).
func IsObjectKind(kind string) bool {
	r, ok := kindRank[kind]
	return ok && r < len(ObjectKinds)
}

// BaseKind returns the kind an extension kind extends ("tableextension"
// gives "table", "pagecustomization" gives "page"), or "".
func BaseKind(kind string) string { return baseKind(kind) }

// HasIDs reports whether objects of kind carry an object id.
func HasIDs(kind string) bool {
	switch kind {
	case "table", "tableextension", "page", "pageextension", "codeunit", "report", "reportextension",
		"query", "xmlport", "enum", "enumextension", "permissionset", "permissionsetextension":
		return true
	}
	return false
}

// Visible reports whether the project may name object o: its own objects
// always; a dependency's when the project may name that dependency's
// objects at all (Referable) and o's Access property lets it (an Internal
// object only for friends).
func (s *Summary) Visible(o *Object) bool {
	if o == nil {
		return false
	}
	if s.IsOwn(o) {
		return true
	}
	return s.Referable(o) && s.Accessible(nil, o, o.Access)
}

// MemberVisible reports whether the project may use a member of owner
// declared with the given access modifier: in its own objects always; in
// a dependency's, public and protected members (protected ones from
// extensions of owner, which the project may declare), internal ones only
// when the project is a friend, local ones never.
func (s *Summary) MemberVisible(owner *Object, access string) bool {
	if s.IsOwn(owner) {
		return true
	}
	switch strings.ToLower(strings.TrimSpace(access)) {
	case "", "public", "protected":
		return true
	case "internal":
		return s.Friend(s.DependencyOf(owner))
	}
	return false
}

// EventVisible reports whether the project may subscribe to event
// publisher p of owner: any publisher of its own; in a dependency, local
// and public publishers alike (subscribing does not call the procedure),
// but internal ones (internal access or an InternalEvent attribute) only
// as a friend.
func (s *Summary) EventVisible(owner *Object, p *Procedure) bool {
	if s.IsOwn(owner) {
		return true
	}
	internal := strings.EqualFold(p.Access, "internal") || EventType(p) == "InternalEvent"
	return !internal || s.Friend(s.DependencyOf(owner))
}

// FieldAccess returns the Access property of a field in lower case ("" when
// absent, which means public).
func FieldAccess(f *Field) string { return propertyLower(f.Properties, "access") }

// propertyLower returns the value of the named property in lower case, or
// "".
func propertyLower(ps []Property, name string) string {
	for _, p := range ps {
		if strings.EqualFold(p.Name, name) {
			return strings.ToLower(strings.TrimSpace(p.Value))
		}
	}
	return ""
}

// PropertyValue returns the value of the named property (any case), or "".
func PropertyValue(ps []Property, name string) string {
	for _, p := range ps {
		if strings.EqualFold(p.Name, name) {
			return p.Value
		}
	}
	return ""
}

// EventType returns the publisher attribute of an event procedure
// ("IntegrationEvent", "BusinessEvent", "InternalEvent",
// "ExternalBusinessEvent", canonical casing), "event" for a control
// add-in event, or "" when p is not an event.
func EventType(p *Procedure) string {
	for _, a := range p.Attributes {
		switch strings.ToLower(a.Name) {
		case "integrationevent":
			return "IntegrationEvent"
		case "businessevent":
			return "BusinessEvent"
		case "internalevent":
			return "InternalEvent"
		case "externalbusinessevent":
			return "ExternalBusinessEvent"
		}
	}
	if p.Event {
		return "event"
	}
	return ""
}

// IsEvent reports whether p is an event: a publisher or a control add-in
// event.
func IsEvent(p *Procedure) bool { return p.EventPublisher || p.Event }

// QuoteName writes a name as AL source writes it: unchanged when it is a
// plain identifier, else in double quotes (inner quotes doubled).
func QuoteName(name string) string {
	plain := name != ""
	for i, c := range name {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			plain = false
			break
		}
	}
	if plain {
		return name
	}
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}

// Signature writes a procedure's declaration as AL does, without
// attributes and body: `[local |internal |protected ]procedure
// Name(var A: Type; B: Type)[ Result]: Type` (`event Name(...)` for a
// control add-in event). Types are written as the declaration holds them.
func Signature(p *Procedure) string {
	var b strings.Builder
	if p.Access != "" {
		b.WriteString(strings.ToLower(p.Access))
		b.WriteByte(' ')
	}
	if p.Event {
		b.WriteString("event ")
	} else {
		b.WriteString("procedure ")
	}
	b.WriteString(QuoteName(p.Name))
	b.WriteString(ParameterList(p))
	if p.Return != nil && p.Return.Text != "" {
		if p.ReturnName != "" {
			b.WriteByte(' ')
			b.WriteString(QuoteName(p.ReturnName))
		}
		b.WriteString(": ")
		b.WriteString(p.Return.Text)
	}
	return b.String()
}

// ParameterList writes a procedure's parameters in parentheses.
func ParameterList(p *Procedure) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, pm := range p.Parameters {
		if i > 0 {
			b.WriteString("; ")
		}
		if pm.Var {
			b.WriteString("var ")
		}
		b.WriteString(QuoteName(pm.Name))
		b.WriteString(": ")
		if pm.Type != nil {
			b.WriteString(pm.Type.Text)
		}
	}
	b.WriteByte(')')
	return b.String()
}

// AttributeText writes an attribute as AL does: `Name(arg, arg)` or
// `Name`.
func AttributeText(a Attribute) string {
	if len(a.Args) == 0 {
		return a.Name
	}
	return a.Name + "(" + strings.Join(a.Args, ", ") + ")"
}

// FieldSignature writes a table field as its declaration starts:
// `field(ID; Name; Type)`.
func FieldSignature(f *Field) string {
	t := ""
	if f.Type != nil {
		t = f.Type.Text
	}
	return "field(" + strconv.Itoa(f.ID) + "; " + QuoteName(f.Name) + "; " + t + ")"
}

// ValueSignature writes an enum value as its declaration starts:
// `value(ID; Name)`.
func ValueSignature(v *EnumValue) string {
	return "value(" + strconv.Itoa(v.ID) + "; " + QuoteName(v.Name) + ")"
}

// ObjectSignature writes an object's header as AL does: `table 37 "Sales
// Line"`, `tableextension 50100 X extends "Sales Line"`, `enum 5 Y
// implements I`.
func ObjectSignature(o *Object) string {
	var b strings.Builder
	b.WriteString(o.Kind)
	if o.ID != 0 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(o.ID))
	}
	if o.Name != "" {
		b.WriteByte(' ')
		b.WriteString(QuoteName(o.Name))
	}
	if o.Extends != "" {
		if o.Kind == "pagecustomization" {
			b.WriteString(" customizes ")
		} else {
			b.WriteString(" extends ")
		}
		if o.ExtendsNamespace != "" {
			b.WriteString(o.ExtendsNamespace)
			b.WriteByte('.')
		}
		b.WriteString(QuoteName(o.Extends))
	}
	if len(o.Implements) > 0 {
		if o.Kind == "interface" {
			b.WriteString(" extends ")
		} else {
			b.WriteString(" implements ")
		}
		for i, it := range o.Implements {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(QuoteName(it))
		}
	}
	return b.String()
}
