package symbols

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// Report columns: a report's and a report extension's dataset columns are
// kept among the object's DataItems with Kind "column" (as a query's
// are), so that a report extension's modify can be checked against the
// data items and columns of its target. Symbol packages do not list a
// report's columns: ReportDatasetNames says whether they are known.

// reportColumn records the column element n of report or report extension
// o; false stops the walk below it (a column has no nested elements).
func reportColumn(f *syntax.File, n *syntax.Node, o *Object) bool {
	if name := elementArgName(f, n, 0); name != "" {
		o.DataItems = append(o.DataItems, DataItem{Kind: "column", Name: name})
	}
	return false
}

// ReportDatasetNames returns the lower-case names of the data items and
// columns of report o and of the report extensions of it that s sees, and
// whether they are all known: false when o or one of its extensions does
// not come from source (a symbol package lists data items without their
// columns).
func (s *Summary) ReportDatasetNames(o *Object) (names map[string]bool, known bool) {
	if o == nil || o.Kind != "report" {
		return nil, false
	}
	names = map[string]bool{}
	for _, r := range append([]*Object{o}, s.Extensions(o)...) {
		if !s.IsOwn(r) {
			if dep := s.DependencyOf(r); dep == nil || dep.Origin != FromProject {
				return nil, false
			}
		}
		for _, d := range r.DataItems {
			if d.Kind == "dataitem" || d.Kind == "column" {
				names[strings.ToLower(d.Name)] = true
			}
		}
	}
	return names, true
}
