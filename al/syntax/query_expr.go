package syntax

// Unparen returns the expression inside any parentheses around n: n
// itself when it is no ParenExpr.
func (n *Node) Unparen() *Node {
	for n.Kind == ParenExpr && len(n.Children) == 1 {
		n = n.Children[0]
	}
	return n
}
