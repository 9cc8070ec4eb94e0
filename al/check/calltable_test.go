package check

import (
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// A call is found in the file's table by its position: nested calls,
// chained calls that start at one token, calls in several routines.
func TestCallTableFind(t *testing.T) {
	src := `codeunit 50100 Calls
{
    procedure A(): Codeunit Calls
    begin
        B(C(1), D(E(2), 3));
        A().A().B(1, 2);
        Rec.SetRange(Rec."No.", Format(Today()));
        exit(A());
    end;

    procedure B(X: Integer; Y: Integer)
    begin
        B(1, 2); B(B2(), 2);
        Message('%1', StrSubstNo('%1', CopyStr('ab', 1, 1)));
    end;
}
`
	f := syntax.Parse("calls.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	tab := &callTable{}
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind == syntax.CallExpr && len(n.Children) == 2 && n.Children[1].Kind == syntax.ArgumentList {
			tab.calls = append(tab.calls, resolvedCall{call: n})
		}
		return true
	})
	if len(tab.calls) < 15 {
		t.Fatalf("only %d calls in the fixture", len(tab.calls))
	}
	for i, rc := range tab.calls {
		if got := tab.find(rc.call); got != i {
			t.Errorf("call %q: found at %d, want %d", f.Text(f.Span(rc.call)), got, i)
		}
	}
	// Not in the table: a call node of another tree, and no table at all.
	g := syntax.Parse("other.al", []byte(src), syntax.Options{})
	var other *syntax.Node
	syntax.Walk(g.Root, func(n *syntax.Node) bool {
		if other == nil && n.Kind == syntax.CallExpr {
			other = n
		}
		return other == nil
	})
	if got := tab.find(other); got != -1 {
		t.Errorf("a call of another file found at %d", got)
	}
	if got := (*callTable)(nil).find(tab.calls[0].call); got != -1 {
		t.Errorf("nil table: found at %d", got)
	}
}
