package applicationcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0010 reports application objects that no permission set of the
// project grants.
var AC0010 = &analysis.Rule{
	ID:      "AC0010",
	Title:   "All application objects must be covered by a PermissionSet",
	Message: "%s '%s' is not covered by any permission set of this extension",
	Description: "Users can only run what a permission set grants them. Every table, page, report, " +
		"codeunit, query and xmlport of the extension should appear in the Permissions of one of its " +
		"permission sets or permission set extensions (`table X = X`, `tabledata X = RIMD`, ... by name " +
		"or id; `*` covers every object of a type). Not reported: objects with InherentPermissions, test " +
		"codeunits (Subtype = Test), obsolete objects. Permission sets defined in XML files (the " +
		"format before AL permissionset objects) are not read: an extension that still uses them gets " +
		"reports for the objects they grant.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true,
	Run:         runAC0010,
}

// ac0010Kinds are the object kinds that need permissions, with the word
// the message uses.
var ac0010Kinds = map[syntax.Keyword]string{
	syntax.KwTable: "Table", syntax.KwPage: "Page", syntax.KwReport: "Report", syntax.KwCodeunit: "Codeunit",
	syntax.KwQuery: "Query", syntax.KwXmlPort: "XmlPort",
}

func runAC0010(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	cov := permissionCoverages.Get(pass.Summary)
	for obj := range pass.Objects() {
		kind := f.ObjectKind(obj)
		what, ok := ac0010Kinds[kind]
		if !ok || f.Property(obj, "InherentPermissions") != nil || kind == syntax.KwCodeunit && f.IsTestCodeunit(obj) {
			continue
		}
		types := []string{strings.ToLower(what)}
		if kind == syntax.KwTable {
			types = append(types, "tabledata")
		}
		id := 0
		if tok := f.ObjectID(obj); tok >= 0 {
			id, _ = strconv.Atoi(f.TokenText(tok))
		}
		if !cov.covers(types, f.DeclName(obj), id) {
			pass.Reportf(f.DeclSpan(obj), []any{what, f.DeclName(obj)})
		}
	}
}

// permissionCoverage is what the project's permission sets and permission
// set extensions grant: per lower-case object type (table, tabledata,
// codeunit, ...) the lower-case names and the ids, "*" for all.
type permissionCoverage struct {
	names map[string]map[string]bool
	ids   map[string]map[int]bool
}

// covers reports whether an object (name, id 0 when none) is granted
// under one of the types.
func (c *permissionCoverage) covers(types []string, name string, id int) bool {
	for _, t := range types {
		if c.names[t]["*"] || c.names[t][strings.ToLower(name)] || id != 0 && c.ids[t][id] {
			return true
		}
	}
	return false
}

var permissionCoverages = symbols.NewDerived(func(s *symbols.Summary) *permissionCoverage {
	c := &permissionCoverage{names: map[string]map[string]bool{}, ids: map[string]map[int]bool{}}
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
func (c *permissionCoverage) add(value string) {
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
