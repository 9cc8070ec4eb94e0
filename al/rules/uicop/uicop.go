package uicop

import "github.com/alfix/alfix/al/syntax"

// insideKind reports whether an element of a page's layout lies within an
// element of the kind kw (a repeater, a cue group).
func insideKind(f *syntax.File, el *syntax.Node, kw syntax.Keyword) bool {
	for p := el.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.Element && f.SectionKind(p) == kw {
			return true
		}
		if p.Kind == syntax.Object {
			return false
		}
	}
	return false
}
