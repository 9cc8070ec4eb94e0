package rules

import (
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// bodyOf returns the ObjectBody child of an object, section or element.
func bodyOf(n *syntax.Node) *syntax.Node { return n.Child(syntax.ObjectBody) }

// propertyOf returns the property name (case-insensitive) of the body of n
// (an object, section or element), or nil.
func propertyOf(f *syntax.File, n *syntax.Node, name string) *syntax.Node {
	body := bodyOf(n)
	if body == nil {
		return nil
	}
	return f.Property(body, name)
}

// isObsolete reports whether n (an object, field, control, procedure body
// owner) carries ObsoleteState = Pending, Removed, PendingMove or Moved.
func isObsolete(f *syntax.File, n *syntax.Node) bool {
	p := propertyOf(f, n, "ObsoleteState")
	if p == nil {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(propertyValueText(f, p))) {
	case "pending", "removed", "pendingmove", "moved":
		return true
	}
	return false
}

// objectIsObsolete reports whether the object enclosing n is obsolete.
func objectIsObsolete(f *syntax.File, n *syntax.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p.Kind == syntax.Object {
			return isObsolete(f, p)
		}
	}
	return false
}

// enclosing returns the nearest ancestor of n of kind k, or nil.
func enclosing(n *syntax.Node, k syntax.NodeKind) *syntax.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Kind == k {
			return p
		}
	}
	return nil
}

// forEachPageControl calls fn for every field control in the layout and
// every action in the actions of a page or page extension, with KwField or
// KwAction; controls changed with modify(...) and obsolete ones are skipped.
func forEachPageControl(f *syntax.File, obj *syntax.Node, fn func(el *syntax.Node, kind syntax.Keyword)) {
	for _, sec := range syntax.Members(obj) {
		if sec.Kind != syntax.Section {
			continue
		}
		want := syntax.KwNone
		switch f.SectionKind(sec) {
		case syntax.KwLayout:
			want = syntax.KwField
		case syntax.KwActions:
			want = syntax.KwAction
		default:
			continue
		}
		elementsIn(sec, func(el *syntax.Node) bool {
			kind := f.SectionKind(el)
			if kind == syntax.KwModify || isObsolete(f, el) {
				return false
			}
			if kind != want {
				return true
			}
			fn(el, kind)
			return false
		})
	}
}
