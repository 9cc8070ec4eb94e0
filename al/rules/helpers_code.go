package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Helpers shared by the event, permission and label/tooltip rules (AA0207,
// AC0024, PC0011, AC0012, FC0004, FC0006, PC0019, AA0470, AC0014-AC0017,
// AA0218). Other rules may use them too.

// eventPublisherAttributes are the attributes that make a procedure an event
// publisher.
var eventPublisherAttributes = []string{"IntegrationEvent", "BusinessEvent", "InternalEvent", "ExternalBusinessEvent"}

// codeAttribute returns the first attribute of a procedure whose name is one
// of names (case-insensitive), or nil.
func codeAttribute(f *syntax.File, proc *syntax.Node, names ...string) *syntax.Node {
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		name := f.DeclName(a)
		for _, n := range names {
			if strings.EqualFold(name, n) {
				return a
			}
		}
	}
	return nil
}

// codeEventPublisher returns the publisher attribute of a procedure
// ([IntegrationEvent], [BusinessEvent], [InternalEvent],
// [ExternalBusinessEvent]), or nil when it is no event publisher.
func codeEventPublisher(f *syntax.File, proc *syntax.Node) *syntax.Node {
	return codeAttribute(f, proc, eventPublisherAttributes...)
}

// codeAccessModifier returns the token index of a procedure's access
// modifier (local, internal or protected), or -1 when it is public.
func codeAccessModifier(f *syntax.File, proc *syntax.Node) int {
	for i := range f.OwnTokens(proc) {
		switch f.Tokens[i].Keyword {
		case syntax.KwLocal, syntax.KwInternal, syntax.KwProtected:
			return i
		case syntax.KwProcedure:
			return -1
		}
	}
	return -1
}

// codeMakeLocal returns the edit that makes a procedure local: it replaces
// an internal or protected modifier by `local`, or inserts `local ` before
// the procedure keyword.
func codeMakeLocal(f *syntax.File, proc *syntax.Node) (analysis.TextEdit, bool) {
	if m := codeAccessModifier(f, proc); m >= 0 {
		return replaceToken(f, m, "local"), true
	}
	k := f.FindKeyword(proc, syntax.KwProcedure)
	if k < 0 {
		return analysis.TextEdit{}, false
	}
	at := f.Tokens[k].Span.Start
	return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: "local "}, true
}

// codeProcedureSpan returns the span to report a procedure on: its name,
// else its first token.
func codeProcedureSpan(f *syntax.File, proc *syntax.Node) syntax.Span {
	if i := f.NameToken(proc); i >= 0 {
		return f.Tokens[i].Span
	}
	return f.Tokens[proc.First].Span
}

// codeObjectProcedures calls fn for every procedure of every object in the
// file (procedures of nested elements are not AL; objects only).
func codeObjectProcedures(f *syntax.File, fn func(obj, proc *syntax.Node)) {
	for _, obj := range f.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			fn(obj, proc)
		}
	}
}

// codePermissionEntry is one `type Name = RIMD` item of a Permissions
// property value, as token indexes.
type codePermissionEntry struct {
	first, last int // the item's tokens [first, last)
	kind        int // the object type token (tabledata, table, codeunit, ...), or -1
	eq          int // the '=' token, or -1
}

// codePermissionEntries splits the value of a Permissions property into its
// comma-separated entries. ok is false when the value is not a plain
// permission list (an entry without a type or '=', an empty entry).
func codePermissionEntries(f *syntax.File, prop *syntax.Node) (entries []codePermissionEntry, ok bool) {
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return nil, false
	}
	start := int(v.First)
	flush := func(end int) bool {
		if end <= start {
			return false
		}
		e := codePermissionEntry{first: start, last: end, kind: -1, eq: -1}
		if f.Tokens[start].Keyword != syntax.KwNone {
			e.kind = start
		}
		for i := start; i < end; i++ {
			if f.Tokens[i].Kind == syntax.Equal {
				e.eq = i
				break
			}
		}
		if e.kind < 0 || e.eq < 0 || e.eq == end-1 || e.eq == start+1 {
			return false
		}
		entries = append(entries, e)
		return true
	}
	for i := int(v.First); i < int(v.Last); i++ {
		if f.Tokens[i].Kind == syntax.Comma {
			if !flush(i) {
				return nil, false
			}
			start = i + 1
		}
	}
	if !flush(int(v.Last)) {
		return nil, false
	}
	return entries, true
}

// codePermissionsProperties calls fn for every Permissions property set on
// an object (not AccessByPermission, not properties of elements).
func codePermissionsProperties(f *syntax.File, fn func(obj, prop *syntax.Node)) {
	for _, obj := range f.Objects() {
		for _, p := range syntax.Properties(bodyOf(obj)) {
			if strings.EqualFold(f.PropertyName(p), "Permissions") {
				fn(obj, p)
			}
		}
	}
}

// codeStringToken returns the token index of the first string literal
// (plain or verbatim) of a property's value, or -1.
func codeStringToken(f *syntax.File, prop *syntax.Node) int {
	lv := propertyLabel(f, prop)
	return lv.text
}
