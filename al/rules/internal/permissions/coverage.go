package permissions

import (
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
	for _, entry := range splitOutsideQuotes(value, ',') {
		lhs, _, ok := strings.Cut(entry, "=")
		if !ok {
			continue
		}
		lhs = strings.TrimSpace(lhs)
		typ, name, ok := strings.Cut(lhs, " ")
		if !ok {
			continue
		}
		typ, name = strings.ToLower(typ), permissionObjectName(strings.TrimSpace(name))
		if id, err := strconv.Atoi(name); err == nil {
			if c.ids[typ] == nil {
				c.ids[typ] = map[int]bool{}
			}
			c.ids[typ][id] = true
			continue
		}
		if c.names[typ] == nil {
			c.names[typ] = map[string]bool{}
		}
		c.names[typ][strings.ToLower(name)] = true
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

// splitOutsideQuotes splits s at sep where sep is not inside '...' or
// "..." quotes.
func splitOutsideQuotes(s string, sep byte) []string {
	var out []string
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
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
