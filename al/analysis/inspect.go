package analysis

import (
	"iter"
	"sort"
	"sync"
	"unsafe"

	"github.com/alfix/alfix/al/syntax"
)

// The shared traversal, after golang.org/x/tools/go/ast/inspector: the
// first rule that asks walks the file's tree once into a flat pre-order list
// in which every node knows where its subtree ends and which kinds occur in
// it; every rule then iterates that list, skipping subtrees that hold none
// of the kinds it asks for. A rule that walks statements or expressions
// costs a pass over an array, not a walk of the whole tree, and the walk
// checks the rule's budget: a rule stopped by the runner (out of time, or
// the analysis cancelled) is unwound at its next step.

// kindMask is a set of node kinds, one bit per kind.
type kindMask uint64

// Every node kind must have a bit.
var _ [64 - syntax.NodeKindCount]struct{}

func kindBit(k syntax.NodeKind) kindMask { return 1 << k }

// maskOf returns the set of the kinds; no kinds means every kind.
func maskOf(kinds []syntax.NodeKind) kindMask {
	if len(kinds) == 0 {
		return ^kindMask(0)
	}
	var m kindMask
	for _, k := range kinds {
		m |= kindBit(k)
	}
	return m
}

// inspector is the pre-order list of a file's nodes.
type inspector struct {
	nodes []inspected

	// bodies are the list indexes of the procedure and trigger bodies, in
	// order, found on first use ([Pass.Code]).
	bodiesOnce sync.Once
	bodies     []int32
}

// bodyIndexes returns the list indexes of the procedure and trigger
// bodies (none inside another).
func (in *inspector) bodyIndexes() []int32 {
	in.bodiesOnce.Do(func() {
		nodes := in.nodes
		for i := int32(0); i < int32(len(nodes)); {
			e := &nodes[i]
			switch {
			case e.sub&kindBit(syntax.Block) == 0:
				i = e.end
			case e.kind == syntax.Block && isBody(e.node):
				in.bodies = append(in.bodies, i)
				i = e.end
			default:
				i++
			}
		}
	})
	return in.bodies
}

type inspected struct {
	node *syntax.Node
	end  int32 // index after the node's last descendant
	// kind is node.Kind, kept in the entry so that a traversal tells the
	// nodes it yields without reading the others (in the padding: the
	// entry stays 24 bytes).
	kind syntax.NodeKind
	sub  kindMask // kinds of the node and its descendants
}

// An entry must stay 24 bytes (a file's list has two entries for three
// tokens).
var _ [24 - unsafe.Sizeof(inspected{})]struct{}

// newInspector lists the nodes of the tree under root in pre-order;
// sizeHint is the expected number of nodes.
func newInspector(root *syntax.Node, sizeHint int) *inspector {
	in := &inspector{}
	if s, ok := inspectedPool.Get().(*[]inspected); ok && cap(*s) >= sizeHint {
		in.nodes = (*s)[:0]
	} else {
		in.nodes = make([]inspected, 0, sizeHint)
	}
	type frame struct {
		index int32 // of the node in in.nodes
		next  int   // its next child to visit
	}
	in.nodes = append(in.nodes, inspected{node: root, kind: root.Kind, sub: kindBit(root.Kind)})
	stack := []frame{{index: 0}}
	for len(stack) > 0 {
		top := len(stack) - 1
		n := in.nodes[stack[top].index].node
		if c := stack[top].next; c < len(n.Children) {
			stack[top].next++
			child := n.Children[c]
			stack = append(stack, frame{index: int32(len(in.nodes))})
			in.nodes = append(in.nodes, inspected{node: child, kind: child.Kind, sub: kindBit(child.Kind)})
			continue
		}
		done := &in.nodes[stack[top].index]
		done.end = int32(len(in.nodes))
		stack = stack[:top]
		if top > 0 {
			in.nodes[stack[top-1].index].sub |= done.sub
		}
	}
	return in
}

// inspectedPool holds the lists of released inspectors (*[]inspected).
var inspectedPool sync.Pool

// release hands the list to the next newInspector; in must not be used
// afterwards. The entries are cleared so that the pool keeps no tree alive.
func (in *inspector) release() {
	s := in.nodes
	clear(s)
	s = s[:0]
	in.nodes = nil
	inspectedPool.Put(&s)
}

// indexOf returns the index of n in the list, or -1 when n is not a node of
// the file.
func (in *inspector) indexOf(n *syntax.Node) int {
	// Pre-order lists nodes by non-decreasing First; nodes sharing a First
	// (a node and its first descendants, empty nodes) are few.
	i := sort.Search(len(in.nodes), func(i int) bool { return in.nodes[i].node.First >= n.First })
	for ; i < len(in.nodes) && in.nodes[i].node.First == n.First; i++ {
		if in.nodes[i].node == n {
			return i
		}
	}
	return -1
}

// tree returns the file's traversal, building it on first use.
func (p *Pass) tree() *inspector {
	if p.shared == nil {
		p.shared = &fileShared{}
	}
	// Real files have about two nodes for three tokens.
	p.shared.treeOnce.Do(func() { p.shared.tree = newInspector(p.File.Root, len(p.File.Tokens)*3/4) })
	return p.shared.tree
}

// span returns the list range of root's subtree; a node that is not in the
// file's tree gives an empty range.
func (p *Pass) span(root *syntax.Node) (from, to int32) {
	in := p.tree()
	if root == p.File.Root {
		return 0, int32(len(in.nodes))
	}
	i := in.indexOf(root)
	if i < 0 {
		return 0, 0
	}
	return int32(i), in.nodes[i].end
}

// checkEvery is how many traversal steps pass between budget checks.
const checkEvery = 256

// each yields the nodes of the kinds in mask in the list range [from, to),
// in pre-order, checking the rule's budget as it goes.
func (p *Pass) each(from, to int32, mask kindMask, yield func(*syntax.Node) bool) bool {
	nodes := p.tree().nodes
	steps := 0
	for i := from; i < to; {
		if steps++; steps%checkEvery == 0 {
			p.checkStop()
		}
		e := &nodes[i]
		if e.sub&mask == 0 {
			i = e.end
			continue
		}
		if kindBit(e.kind)&mask != 0 && !yield(e.node) {
			return false
		}
		i++
	}
	return true
}

// Nodes yields the file's nodes of the given kinds (none means every
// kind) in pre-order, that is in source order with parents before their
// children. It uses the file's shared traversal: subtrees without such
// nodes are skipped.
func (p *Pass) Nodes(kinds ...syntax.NodeKind) iter.Seq[*syntax.Node] {
	return p.NodesIn(p.File.Root, kinds...)
}

// NodesIn is [Pass.Nodes] for the subtree of root (root included).
func (p *Pass) NodesIn(root *syntax.Node, kinds ...syntax.NodeKind) iter.Seq[*syntax.Node] {
	mask := maskOf(kinds)
	return func(yield func(*syntax.Node) bool) {
		p.checkStop()
		from, to := p.span(root)
		p.each(from, to, mask, yield)
	}
}

// Walk visits root and its descendants in pre-order, as [syntax.Walk]
// does: when fn returns false the node's descendants are skipped. It runs
// over the shared traversal and checks the rule's budget.
func (p *Pass) Walk(root *syntax.Node, fn func(n *syntax.Node) bool) {
	p.checkStop()
	from, to := p.span(root)
	nodes := p.tree().nodes
	steps := 0
	for i := from; i < to; {
		if steps++; steps%checkEvery == 0 {
			p.checkStop()
		}
		if fn(nodes[i].node) {
			i++
		} else {
			i = nodes[i].end
		}
	}
}

// Code yields the nodes of the given kinds (none means every kind) inside
// the bodies of the file's procedures and triggers: their Block, its
// statements and expressions; not their parameters or var sections.
func (p *Pass) Code(kinds ...syntax.NodeKind) iter.Seq[*syntax.Node] {
	mask := maskOf(kinds)
	return func(yield func(*syntax.Node) bool) {
		p.checkStop()
		in := p.tree()
		for _, b := range in.bodyIndexes() {
			if e := &in.nodes[b]; e.sub&mask != 0 && !p.each(b, e.end, mask, yield) {
				return
			}
		}
	}
}

// isBody reports whether n is the body of a procedure or trigger.
func isBody(n *syntax.Node) bool {
	return n.Kind == syntax.Block && n.Parent != nil &&
		(n.Parent.Kind == syntax.Procedure || n.Parent.Kind == syntax.Trigger)
}
