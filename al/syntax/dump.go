package syntax

import (
	"bufio"
	"io"
	"strings"
)

// Dump writes the tree of f for debugging and golden tests: one node per
// line, indented by depth, with the node's own tokens in source order ("·"
// marks where a child's tokens go); keyword tokens are shown as #word. The
// errors follow, one per line with line:column.
func (f *File) Dump(w io.Writer) error {
	bw := bufio.NewWriter(w)
	var walk func(n *Node, depth int)
	walk = func(n *Node, depth int) {
		bw.WriteString(strings.Repeat("  ", depth))
		bw.WriteString(n.Kind.String())
		i := n.First
		for _, c := range n.Children {
			for ; i < c.First; i++ {
				f.dumpToken(bw, int(i))
			}
			bw.WriteString(" ·")
			if c.Last > i {
				i = c.Last
			}
		}
		for ; i < n.Last; i++ {
			f.dumpToken(bw, int(i))
		}
		bw.WriteByte('\n')
		for _, c := range n.Children {
			walk(c, depth+1)
		}
	}
	walk(f.Root, 0)
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		bw.WriteString("error " + itoa(line) + ":" + itoa(col) + ": " + e.Msg + "\n")
	}
	return bw.Flush()
}

func (f *File) dumpToken(w *bufio.Writer, i int) {
	t := f.Tokens[i]
	w.WriteByte(' ')
	switch {
	case t.Kind == EOF:
		w.WriteString("<EOF>")
	case t.Keyword != KwNone:
		w.WriteString("#" + t.Keyword.String())
	default:
		w.Write(f.tokenBytes(i))
	}
}
