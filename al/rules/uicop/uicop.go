package uicop

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

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

// elementName returns the unquoted name of a layout or action element, or
// "" when it has no single name token.
func elementName(f *syntax.File, el *syntax.Node) string {
	if tok := f.ElementNameToken(el); tok >= 0 {
		return syntax.Unquote(f.TokenText(tok))
	}
	return ""
}

// isFalse reports whether the element sets the property name to the
// constant false (an expression is not judged).
func isFalse(f *syntax.File, el *syntax.Node, name string) bool {
	p := f.Property(el, name)
	return p != nil && f.PropertyValueIs(p, "false")
}

// isTrue reports whether the element sets the property name to the
// constant true.
func isTrue(f *syntax.File, el *syntax.Node, name string) bool {
	p := f.Property(el, name)
	return p != nil && f.PropertyValueIs(p, "true")
}

// actionRefTargets returns the names (lower case, unquoted) of the actions
// that the actionrefs of an object's actions section name.
func actionRefTargets(f *syntax.File, obj *syntax.Node) map[string]bool {
	targets := map[string]bool{}
	syntax.WalkElements(f.Section(obj, syntax.KwActions), func(el *syntax.Node) bool {
		if f.SectionKind(el) != syntax.KwActionRef {
			return true
		}
		if args := f.ElementArgs(el, false); len(args) == 2 && args[1].Len() == 1 {
			targets[strings.ToLower(syntax.Unquote(f.TokenText(args[1].First)))] = true
		}
		return false
	})
	return targets
}

// parentElement returns the closest enclosing element of el, or nil.
func parentElement(el *syntax.Node) *syntax.Node {
	for p := el.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.Element {
			return p
		}
		if p.Kind == syntax.Object {
			return nil
		}
	}
	return nil
}
