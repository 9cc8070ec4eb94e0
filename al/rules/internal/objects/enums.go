package objects

import (
	"github.com/alfix/alfix/al/syntax"
)

// EnumValues returns the value(...) elements of an enum or enum extension.
func EnumValues(f *syntax.File, obj *syntax.Node) []*syntax.Node {
	var out []*syntax.Node
	for _, m := range syntax.Members(obj) {
		if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwValue {
			out = append(out, m)
		}
	}
	return out
}
