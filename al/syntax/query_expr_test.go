package syntax

import "testing"

func TestUnparen(t *testing.T) {
	f := Parse("t.al", []byte("codeunit 50100 X\n{\n    trigger OnRun()\n    begin\n        A := ((B + 1));\n        A := B;\n    end;\n}\n"), Options{})
	var got []string
	Walk(f.Root, func(n *Node) bool {
		if n.Kind == AssignStmt && len(n.Children) == 2 {
			got = append(got, n.Children[1].Unparen().Kind.String()+" "+f.Text(f.Span(n.Children[1].Unparen())))
		}
		return true
	})
	want := []string{"BinaryExpr B + 1", "NameExpr B"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("Unparen gave %q, want %q", got, want)
	}
}
