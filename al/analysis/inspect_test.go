package analysis

import (
	"slices"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// TestInspectorRelease: a traversal built over the list a released one
// handed on equals one built from scratch, and the released list keeps no
// node alive.
func TestInspectorRelease(t *testing.T) {
	big := syntax.Parse("a.al", []byte("codeunit 50100 A\n{\n    procedure P()\n    var\n        i: Integer;\n    begin\n        i := 1;\n        if i = 1 then\n            i := 2;\n        Message('%1', i);\n    end;\n}\n"), syntax.Options{})
	small := syntax.Parse("b.al", []byte("codeunit 50101 B\n{\n}\n"), syntax.Options{})
	for _, f := range []*syntax.File{big, small, big} {
		want := newInspector(f.Root, 0).nodes
		in := newInspector(big.Root, len(big.Tokens))
		kept := in.nodes[:cap(in.nodes)]
		in.release()
		for i := range kept {
			if kept[i].node != nil {
				t.Fatal("a released list still points at a node")
			}
		}
		got := newInspector(f.Root, 1)
		if !slices.Equal(got.nodes, want) {
			t.Fatalf("%s: traversal over a released list differs from a fresh one", f.Name)
		}
		got.release()
	}
}
