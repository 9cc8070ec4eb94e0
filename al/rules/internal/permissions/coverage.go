package permissions

import (
	"iter"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
)

// Coverage is what the project's permission sets and permission
// set extensions grant: per lower-case object type (table, tabledata,
// codeunit, ...) the lower-case names and the ids, "*" for all.
type Coverage struct {
	names map[string]map[string]bool
	ids   map[string]map[int]bool
}

// Covers reports whether an object (name, id 0 when none) is granted
// under one of the types.
func (c *Coverage) Covers(types []string, name string, id int) bool {
	for _, t := range types {
		if c.names[t]["*"] || c.names[t][strings.ToLower(name)] || id != 0 && c.ids[t][id] {
			return true
		}
	}
	return false
}

// Coverages is the Coverage of a summary's own permission sets and
// permission set extensions (not its dependencies'), computed once.
var Coverages = symbols.NewDerived(func(s *symbols.Summary) *Coverage {
	c := &Coverage{names: map[string]map[string]bool{}, ids: map[string]map[int]bool{}}
	for _, o := range s.AllObjects() {
		if o.Kind != "permissionset" && o.Kind != "permissionsetextension" {
			continue
		}
		for _, p := range o.Properties {
			if strings.EqualFold(p.Name, "Permissions") {
				c.add(p.Value)
			}
		}
	}
	return c
})

// add records the entries of a Permissions value as written
// (`tabledata Customer = RIMD, codeunit "Sales-Post" = X`).
func (c *Coverage) add(value string) {
	for e := range Grants(value) {
		if id, err := strconv.Atoi(e.Name); err == nil {
			if c.ids[e.Type] == nil {
				c.ids[e.Type] = map[int]bool{}
			}
			c.ids[e.Type][id] = true
			continue
		}
		if c.names[e.Type] == nil {
			c.names[e.Type] = map[string]bool{}
		}
		c.names[e.Type][strings.ToLower(e.Name)] = true
	}
}

// A Grant is one entry of a Permissions value as written: the lower-case
// object type (tabledata, table, codeunit, ...) and the object's name
// without quotes or namespace qualifier, its id as text, or "*".
type Grant struct{ Type, Name string }

// Grants yields the entries of a Permissions value as written, leaving
// out what is not of the form `type object = letters`. It allocates
// nothing for entries whose type is written in lower case: a declaration
// change takes every permission set's grants again (twinrules' project
// facts), 12.6 MB per Base Application edit when they were collected.
func Grants(value string) iter.Seq[Grant] {
	return func(yield func(Grant) bool) {
		for entry := range fieldsOutsideQuotes(value, ',') {
			lhs, _, ok := strings.Cut(entry, "=")
			if !ok {
				continue
			}
			typ, name, ok := strings.Cut(strings.TrimSpace(lhs), " ")
			if !ok {
				continue
			}
			if !yield(Grant{Type: strings.ToLower(typ), Name: permissionObjectName(strings.TrimSpace(name))}) {
				return
			}
		}
	}
}

// Names yields the object names of a list as written (an
// IncludedPermissionSets value: `"D365 READ", My.Ns."Set"`), without quotes
// or namespace qualifiers.
func Names(value string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for n := range fieldsOutsideQuotes(value, ',') {
			if n = strings.TrimSpace(n); n != "" && !yield(permissionObjectName(n)) {
				return
			}
		}
	}
}

// permissionObjectName returns the unquoted object name of a permission
// entry's object reference, without a namespace qualifier
// (Microsoft.Sales.Customer, "My App"."Sales Line", "No. Series").
func permissionObjectName(ref string) string {
	if strings.HasSuffix(ref, `"`) {
		if i := strings.LastIndex(ref[:len(ref)-1], `"`); i >= 0 {
			return ref[i+1 : len(ref)-1]
		}
		return ref
	}
	if i := strings.LastIndexByte(ref, '.'); i >= 0 {
		return ref[i+1:]
	}
	return ref
}

// fieldsOutsideQuotes yields the parts of s between the seps that are not
// inside '...' or "..." quotes.
func fieldsOutsideQuotes(s string, sep byte) iter.Seq[string] {
	return func(yield func(string) bool) {
		var quote byte
		start := 0
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case quote != 0:
				if c == quote {
					quote = 0
				}
			case c == '"' || c == '\'':
				quote = c
			case c == sep:
				if !yield(s[start:i]) {
					return
				}
				start = i + 1
			}
		}
		yield(s[start:])
	}
}
