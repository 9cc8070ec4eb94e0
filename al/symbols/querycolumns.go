package symbols

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// queryColumn records a column or filter element of a query as a DataItem
// of that kind (reports have columns too, which are not members of
// anything: left out). It tells Walk whether to descend: not below a
// query's column, as before below any other.
func queryColumn(f *syntax.File, n *syntax.Node, o *Object) bool {
	if o.Kind != "query" {
		return true
	}
	o.DataItems = append(o.DataItems, DataItem{Kind: f.SectionKind(n).String(), Name: elementArgName(f, n, 0)})
	return false
}

// QueryColumns returns the names of the columns and filters of query o and
// whether they are known: a query read from a symbol package lists its data
// items only (known is false), and every query declares a column.
func QueryColumns(o *Object) (names []string, known bool) {
	if o == nil || o.Kind != "query" {
		return nil, false
	}
	for _, d := range o.DataItems {
		switch d.Kind {
		case "column":
			known = true
			names = append(names, d.Name)
		case "filter":
			names = append(names, d.Name)
		}
	}
	return names, known
}

// HasQueryColumn reports whether query o declares a column or filter
// called name; known is false when its columns are not loaded.
func HasQueryColumn(o *Object, name string) (has, known bool) {
	names, known := QueryColumns(o)
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return true, known
		}
	}
	return false, known
}
