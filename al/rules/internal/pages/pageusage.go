package pages

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// How the project's pages use tables, as AC0001, AC0013 and AC0026 ask:
// which tables are a page's source, which of their fields a page shows.
// Computed once per project summary from its own pages and page
// extensions (dependencies' pages are not read).

// Usage indexes the project's pages by the tables they show.
type Usage struct {
	// Sources maps a lower-case table name to how project pages use it.
	Sources map[string]tableUse
	// Shown maps a lower-case table name to the lower-case names of its
	// fields that a project page or page extension shows in a field
	// control (Rec.Field or Field).
	Shown map[string]map[string]bool
	// ShownUnknown holds the fields shown by page extensions whose base
	// page's source table is unknown (a dependency's page without
	// symbols): any table's field of that name counts as shown.
	ShownUnknown map[string]bool
}

// tableUse says how project pages use a table as their source.
type tableUse struct {
	Page     bool // some page has it as SourceTable
	ListPage bool // a List page has it as a SourceTable that is not temporary
}

var Usages = symbols.NewDerived(func(s *symbols.Summary) *Usage {
	u := &Usage{Sources: map[string]tableUse{}, Shown: map[string]map[string]bool{}, ShownUnknown: map[string]bool{}}
	for _, o := range s.AllObjects() {
		if o.Kind != "page" && o.Kind != "pageextension" {
			continue
		}
		table := ""
		if t := s.PageSourceTable(o); t != nil {
			table = strings.ToLower(t.Name)
		} else if o.Kind == "page" && o.SourceTable != "" {
			table = strings.ToLower(o.SourceTable)
		}
		if o.Kind == "page" && table != "" {
			use := u.Sources[table]
			use.Page = true
			if v, _ := ObjectProperty(o, "PageType"); strings.EqualFold(v, "List") {
				if tmp, _ := ObjectProperty(o, "SourceTableTemporary"); !strings.EqualFold(tmp, "true") {
					use.ListPage = true
				}
			}
			u.Sources[table] = use
		}
		for _, c := range o.Controls {
			if c.Kind != "field" {
				continue
			}
			name, ok := shownFieldName(c.Source)
			switch {
			case !ok:
			case table == "":
				u.ShownUnknown[name] = true
			default:
				if u.Shown[table] == nil {
					u.Shown[table] = map[string]bool{}
				}
				u.Shown[table][name] = true
			}
		}
	}
	return u
})

// shownFieldName returns the lower-case field name a field control's
// source shows: `Rec."No."`, `Rec.Name`, `"No."` or `Name`; false for
// other expressions.
func shownFieldName(source string) (string, bool) {
	s := strings.TrimSpace(source)
	if len(s) > 4 && strings.EqualFold(s[:4], "rec.") {
		s = s[4:]
	}
	if s == "" {
		return "", false
	}
	if s[0] == '"' {
		if len(s) < 2 || s[len(s)-1] != '"' || strings.Contains(s[1:len(s)-1], `"`) {
			return "", false
		}
		return strings.ToLower(syntax.Unquote(s)), true
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return "", false
		}
	}
	return strings.ToLower(s), true
}

// ObjectProperty returns the value, as written, of an object-level
// property of a summary object.
func ObjectProperty(o *symbols.Object, name string) (string, bool) {
	for _, p := range o.Properties {
		if strings.EqualFold(p.Name, name) {
			return p.Value, true
		}
	}
	return "", false
}
