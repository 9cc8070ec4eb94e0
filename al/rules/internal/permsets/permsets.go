// Package permsets knows what permission sets and permission set
// extensions name: the object of a Permissions entry, the sets of
// IncludedPermissionSets, and whether the project or another app (a loaded
// dependency, the platform) declares them. It must not report diagnostics
// nor import a cop package or al/rules.
package permsets

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Origin says where the object a permission entry or an included
// permission set names is declared, as far as the summary tells.
type Origin int

const (
	// Unknown: no declaration is found and the name is not one of the
	// platform's; the object may live in a dependency alfix has not loaded.
	Unknown Origin = iota
	// Own: the project declares it (at least one object of that name).
	Own
	// Foreign: only other apps declare it, a loaded dependency or the
	// platform's System app (by its list of names or its id range).
	Foreign
)

// ObjectKindOf maps the object type keyword of a permission entry to the
// kind of object it names ("table" for tabledata), and false for the
// entries that name no object (system).
func ObjectKindOf(word string) (string, bool) {
	switch k := strings.ToLower(word); k {
	case "tabledata", "table":
		return "table", true
	case "page", "report", "codeunit", "xmlport", "query":
		return k, true
	}
	return "", false
}

// EntryRef returns the object type word and the object reference (as
// written, quotes kept) of a permission entry; ok is false for a wildcard
// or an entry whose reference is not one name or id.
func EntryRef(f *syntax.File, e syntax.PermissionEntry) (word, ref string, ok bool) {
	if e.Type < 0 || e.Equal <= e.Type+1 {
		return "", "", false
	}
	for i := e.Type + 1; i < e.Equal; i++ {
		if f.Tokens[i].Kind == syntax.Star {
			return "", "", false
		}
	}
	ref = strings.TrimSpace(f.RangeText(syntax.TokenRange{First: e.Type + 1, Last: e.Equal}))
	return f.TokenText(e.Type), ref, ref != ""
}

// OriginOf tells where the object of the given kind named ref (plain,
// quoted, namespace-qualified or an id) is declared. A name both the
// project and another app declare (in different namespaces) counts as
// Own: alfix does not guess which one the entry means.
func OriginOf(sum *symbols.Summary, kind, ref string) (Origin, *symbols.Object) {
	if sum == nil {
		return Unknown, nil
	}
	var objs []*symbols.Object
	if id, err := strconv.Atoi(ref); err == nil {
		// ObjectByID looks in the project's own objects first.
		if o := sum.ObjectByID(kind, id); o != nil {
			objs = []*symbols.Object{o}
		} else if id >= 2000000000 {
			return Foreign, nil
		}
	} else {
		objs = sum.Objects(kind, ref)
	}
	if len(objs) == 0 {
		_, name := symbols.SplitName(ref)
		if kind == "table" && platformTable(name) {
			return Foreign, nil
		}
		return Unknown, nil
	}
	for _, o := range objs {
		if sum.IsOwn(o) {
			return Own, o
		}
	}
	return Foreign, objs[0]
}

// platformTable reports whether the platform's System app declares a table
// of that name. PlatformMayDeclare errs towards "may" for kinds it has no
// list of; for tables it has one, and a made-up name answers false.
func platformTable(name string) bool {
	return name != "" && symbols.PlatformMayDeclare("table", name) && !symbols.PlatformMayDeclare("table", "\x00alfix-no-such-table")
}

// Ref is one object a permission set grants a permission on, read from the
// summary: the entry's type word (tabledata, codeunit, ...) and its object
// reference as written.
type Ref struct{ Word, Ref string }

// SetPermissions returns the entries of a permission set's Permissions
// property as the summary holds it (the value's tokens without comments or
// directives), skipping wildcards and entries that are not `type ref =
// letters`.
func SetPermissions(o *symbols.Object) []Ref {
	var out []Ref
	for _, p := range o.Properties {
		if !strings.EqualFold(p.Name, "Permissions") {
			continue
		}
		for _, item := range splitTopLevel(p.Value) {
			eq := strings.LastIndexByte(item, '=')
			if eq < 0 {
				continue
			}
			head := strings.TrimSpace(item[:eq])
			sp := strings.IndexAny(head, " \t")
			if sp < 0 {
				continue
			}
			word, ref := head[:sp], strings.TrimSpace(head[sp:])
			if ref == "" || ref == "*" {
				continue
			}
			out = append(out, Ref{Word: word, Ref: ref})
		}
	}
	return out
}

// splitTopLevel splits a property value at the commas outside quoted
// names.
func splitTopLevel(v string) []string {
	var out []string
	start, quoted := 0, false
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '"':
			quoted = !quoted
		case ',':
			if !quoted {
				out = append(out, v[start:i])
				start = i + 1
			}
		}
	}
	return append(out, v[start:])
}

// IncludedSets returns the items of an IncludedPermissionSets (or
// ExcludedPermissionSets) property value: each item's token range, without
// the separating commas. ok is false when an item is empty.
func IncludedSets(f *syntax.File, prop *syntax.Node) (items []syntax.TokenRange, ok bool) {
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return nil, false
	}
	start := int(v.First)
	for i := int(v.First); i <= int(v.Last); i++ {
		if i == int(v.Last) || f.Tokens[i].Kind == syntax.Comma {
			if i <= start {
				return nil, false
			}
			items = append(items, syntax.TokenRange{First: start, Last: i})
			start = i + 1
		}
	}
	return items, true
}

// SetIncludes returns the names (as written, quotes kept) of the permission
// sets a permission set's IncludedPermissionSets property names, as the
// summary holds it.
func SetIncludes(o *symbols.Object) []string {
	var out []string
	for _, p := range o.Properties {
		if !strings.EqualFold(p.Name, "IncludedPermissionSets") {
			continue
		}
		for _, item := range splitTopLevel(p.Value) {
			if item = strings.TrimSpace(item); item != "" {
				out = append(out, item)
			}
		}
	}
	return out
}
