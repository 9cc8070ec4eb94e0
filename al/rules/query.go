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
