package analysistest

import (
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Fixtures that pin the reported span catch every misplacement; fixtures
// that pin only starts let the enclosing block through, which starts where
// BEGIN does.
func TestUnpinned(t *testing.T) {
	if got := Unpinned(testRule(mistakes{}), writeTree(t, good)); len(got) > 0 {
		t.Errorf("pinned fixtures let %q through", got)
	}
	startOnly := writeTree(t, with(good, map[string]string{
		"HasDiagnostic/Upper.al": "codeunit 50100 C\n{\n    trigger OnRun()\n    [|BEGIN|]\n    end;\n}\n",
	}))
	if got := Unpinned(testRule(mistakes{}), startOnly); !slices.Equal(got, []string{"the enclosing syntax node"}) {
		t.Errorf("start-only fixtures: got %q, want the enclosing syntax node", got)
	}
	// A rule that reports nothing moves nothing: there is nothing to pin.
	silent := testRule(mistakes{})
	silent.Run = func(p *analysis.Pass) {}
	if got := Unpinned(silent, startOnly); len(got) > 0 {
		t.Errorf("a silent rule: got %q", got)
	}
}

func TestMisplacements(t *testing.T) {
	src := "codeunit 50100 C\n{\n    trigger OnRun()\n    begin\n        Message('x');\n    end;\n}\n"
	f := syntax.Parse("t.al", []byte(src), syntax.Options{})
	text := func(s syntax.Span) string {
		if !validSpan(f, s) {
			return "invalid"
		}
		return f.Text(s)
	}
	at := func(sub string) syntax.Span {
		i := strings.Index(src, sub)
		return syntax.Span{Start: i, End: i + len(sub)}
	}
	for _, c := range []struct {
		name string
		move func(*syntax.File, syntax.Span) syntax.Span
		span syntax.Span
		want string
	}{
		{"object of a token", enclosingObject, at("Message"), src[:len(src)-1]},
		{"object of the object", enclosingObject, at(src[:len(src)-1]), src[:len(src)-1]},
		{"node of a call name", enclosingNode, at("Message"), "Message('x')"},
		{"node of begin", enclosingNode, at("begin"), "begin\n        Message('x');\n    end"},
		{"next token", nextToken, at("Message"), "("},
		{"next token of the last", nextToken, at("}"), "}"},
		{"span past the end", enclosingObject, syntax.Span{Start: len(src), End: len(src) + 3}, "invalid"},
		{"negative span", enclosingNode, syntax.Span{Start: -1, End: 2}, "invalid"},
		{"reversed span", nextToken, syntax.Span{Start: 4, End: 2}, "invalid"},
	} {
		if got := text(c.move(f, c.span)); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
