package edit

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

func parseFor(t *testing.T, src string) *syntax.File {
	t.Helper()
	f := syntax.Parse("t.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("syntax errors: %v", f.Errors)
	}
	return f
}

func apply(t *testing.T, f *syntax.File, edits ...analysis.TextEdit) string {
	t.Helper()
	out, err := analysis.ApplyEdits(f.Src, edits)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestInsertPropertyKeepsTrailingComment(t *testing.T) {
	f := parseFor(t, "table 50100 T\n{\n    Caption = 'T'; // the caption\n    fields { }\n}\n")
	e, ok := AddProperty(f, f.Objects()[0], "Access = Internal;")
	if !ok {
		t.Fatal("no edit")
	}
	want := "table 50100 T\n{\n    Caption = 'T'; // the caption\n    Access = Internal;\n    fields { }\n}\n"
	if got := apply(t, f, e); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestAddPropertyToEmptyBody: a body on one line stays on one line; the
// first property of a body holding only blank lines replaces them (ALCops
// writes `{` NotBlank `}` without the blank line), a comment stays.
func TestAddPropertyToEmptyBody(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"page 50100 P\n{\n\n}", "page 50100 P\n{\n    Extensible = true;\n}"},
		{"page 50100 P\r\n{\r\n\r\n    \r\n}\r\n", "page 50100 P\r\n{\r\n    Extensible = true;\r\n}\r\n"},
		{"page 50100 P\n{\n}\n", "page 50100 P\n{\n    Extensible = true;\n}\n"},
		{"page 50100 P\n{\n    // keep me\n}\n", "page 50100 P\n{\n    Extensible = true;\n    // keep me\n}\n"},
		{"report 50100 R {}", "report 50100 R { Extensible = true; }"},
		{"report 50100 R { Caption = 'R'; }", "report 50100 R { Caption = 'R'; Extensible = true; }"},
	} {
		f := parseFor(t, c.src)
		e, ok := AddProperty(f, f.Objects()[0], "Extensible = true;")
		if !ok {
			t.Fatalf("%q: no edit", c.src)
		}
		if got := apply(t, f, e); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

func TestInsertMemberFirst(t *testing.T) {
	cases := []struct{ src, want string }{
		{"codeunit 50100 C\n{\n    procedure P()\n    begin\n    end;\n}\n",
			"codeunit 50100 C\n{\n    Access = Internal;\n    procedure P()\n    begin\n    end;\n}\n"},
		{"codeunit 50100 C { }\n", "codeunit 50100 C {\n    Access = Internal; }\n"},
		{"codeunit 50100 C\r\n{\r\n}\r\n", "codeunit 50100 C\r\n{\r\n    Access = Internal;\r\n}\r\n"},
	}
	for _, c := range cases {
		f := parseFor(t, c.src)
		e, ok := InsertMemberFirst(f, f.Objects()[0].Child(syntax.ObjectBody), "Access = Internal;")
		if !ok {
			t.Fatalf("%q: no edit", c.src)
		}
		if got := apply(t, f, e); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

func TestSetProperty(t *testing.T) {
	f := parseFor(t, "codeunit 50100 C\n{\n    Access = Public;\n}\ncodeunit 50101 D\n{\n}\n")
	objs := f.Objects()
	replace, ok1 := SetProperty(f, objs[0], "Access", "Internal")
	insert, ok2 := SetProperty(f, objs[1], "Access", "Internal")
	if !ok1 || !ok2 {
		t.Fatal("no edit")
	}
	want := "codeunit 50100 C\n{\n    Access = Internal;\n}\ncodeunit 50101 D\n{\n    Access = Internal;\n}\n"
	if got := apply(t, f, replace, insert); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// A body without braces gets no edit.
	g := syntax.Parse("t.al", []byte("codeunit 50100 C"), syntax.Options{})
	if _, ok := SetProperty(g, g.Objects()[0], "Access", "Internal"); ok {
		t.Error("an edit for a body without braces")
	}
}

func TestRemoveNodeLines(t *testing.T) {
	f := parseFor(t, "table 50100 T\n{\n    // keep me\n    Caption = 'T';\n    DataClassification = CustomerContent; Access = Public;\n}\n")
	props := syntax.Properties(f.Objects()[0].Child(syntax.ObjectBody))
	if got := apply(t, f, RemoveNode(f, props[0])); got != "table 50100 T\n{\n    // keep me\n    DataClassification = CustomerContent; Access = Public;\n}\n" {
		t.Errorf("whole line: got %q", got)
	}
	if got := apply(t, f, RemoveNode(f, props[1])); got != "table 50100 T\n{\n    // keep me\n    Caption = 'T';\n    Access = Public;\n}\n" {
		t.Errorf("shared line: got %q", got)
	}
}

func TestDeclRemoveListItems(t *testing.T) {
	// "a; b; c; d" as four items of one byte each, separated by "; ".
	items := []syntax.Span{{Start: 0, End: 1}, {Start: 3, End: 4}, {Start: 6, End: 7}, {Start: 9, End: 10}}
	src := "a; b; c; d"
	for _, tc := range []struct {
		remove []bool
		want   string
	}{
		{[]bool{true, false, false, false}, "b; c; d"},
		{[]bool{false, true, false, false}, "a; c; d"},
		{[]bool{false, false, false, true}, "a; b; c"},
		{[]bool{true, true, false, false}, "c; d"},
		{[]bool{false, true, true, false}, "a; d"},
		{[]bool{false, false, true, true}, "a; b"},
		{[]bool{true, false, false, true}, "b; c"},
		{[]bool{false, true, false, true}, "a; c"},
		{[]bool{true, true, true, true}, ""},
		{[]bool{false, false, false, false}, "a; b; c; d"},
	} {
		edits := RemoveListItems(items, tc.remove)
		for i := 1; i < len(edits); i++ {
			if edits[i].Span.Start <= edits[i-1].Span.End {
				t.Errorf("%v: edits %v touch or overlap", tc.remove, edits)
			}
		}
		got := src
		for i := len(edits) - 1; i >= 0; i-- {
			got = got[:edits[i].Span.Start] + edits[i].NewText + got[edits[i].Span.End:]
		}
		if got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.remove, got, tc.want)
		}
	}
}

func TestCodeMakeLocal(t *testing.T) {
	src := "codeunit 50100 X\n{\n" +
		"    [A]\n    procedure P1() begin end;\n" +
		"    internal procedure P2() begin end;\n" +
		"    [A]\n    [B(1)]\n    protected procedure P3() begin end;\n" +
		"    local procedure P4() begin end;\n}\n"
	f := parseFor(t, src)
	want := map[string]string{"P1": "local procedure P1", "P2": "local procedure P2", "P3": "local procedure P3", "P4": "local procedure P4"}
	for _, proc := range syntax.Procedures(f.Objects()[0]) {
		name := f.DeclName(proc)
		e, ok := MakeLocal(f, proc)
		if !ok {
			t.Fatalf("%s: no edit", name)
		}
		out := apply(t, f, e)
		g := syntax.Parse("x.al", []byte(out), syntax.Options{})
		var got string
		for _, p := range syntax.Procedures(g.Objects()[0]) {
			if g.DeclName(p) == name {
				start := g.Tokens[g.FindKeyword(p, syntax.KwProcedure)].Span.Start
				if m := g.AccessModifier(p); m >= 0 {
					start = g.Tokens[m].Span.Start
				}
				got = out[start:g.Tokens[g.NameToken(p)].Span.End]
			}
		}
		if got != want[name] {
			t.Errorf("%s: got %q, want %q", name, got, want[name])
		}
	}
}

func TestSetLabelArg(t *testing.T) {
	f := parseFor(t, "codeunit 50100 C\n{\n    var\n        A: Label 'a', Comment = 'x';\n        B: Label 'b', Locked = false;\n}\n")
	var edits []analysis.TextEdit
	for _, vd := range f.Objects()[0].Child(syntax.ObjectBody).Child(syntax.VarSection).ChildrenOf(syntax.VariableDecl) {
		tr := vd.Child(syntax.TypeRef)
		edits = append(edits, SetLabelArg(f, f.ParseLabel(int(tr.First), int(tr.Last)), "Locked", "true"))
	}
	want := "codeunit 50100 C\n{\n    var\n        A: Label 'a', Comment = 'x', Locked = true;\n        B: Label 'b', Locked = true;\n}\n"
	if got := apply(t, f, edits...); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestMergeInsertions(t *testing.T) {
	at := func(o int, s string) analysis.TextEdit { return Insert(o, s) }
	got := MergeInsertions([]analysis.TextEdit{at(3, "a"), at(3, "b"), at(5, "c"), Replace(syntax.Span{Start: 5, End: 6}, "d")})
	if len(got) != 3 || got[0].NewText != "ab" || got[1].NewText != "c" || got[2].NewText != "d" {
		t.Errorf("got %+v", got)
	}
}

func TestRemoveArguments(t *testing.T) {
	src := "codeunit 50100 C\n{\n    procedure P()\n    begin\n        Q(A, B, C);\n        Q(A, B /* b */, C);\n    end;\n}\n"
	f := parseFor(t, src)
	var lists []*syntax.Node
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind == syntax.ArgumentList {
			lists = append(lists, n)
		}
		return true
	})
	if len(lists) != 2 {
		t.Fatalf("%d argument lists", len(lists))
	}
	for _, c := range []struct {
		remove map[int]bool
		want   string
	}{
		{map[int]bool{0: true}, "Q(B, C);"},
		{map[int]bool{1: true}, "Q(A, C);"},
		{map[int]bool{2: true}, "Q(A, B);"},
		{map[int]bool{0: true, 2: true}, "Q(B);"},
		{map[int]bool{0: true, 1: true, 2: true}, "Q();"},
	} {
		edits, ok := RemoveArguments(f, lists[0], c.remove)
		if !ok {
			t.Fatalf("%v: no edits", c.remove)
		}
		if got := apply(t, f, edits...); !strings.Contains(got, "        "+c.want+"\n") {
			t.Errorf("%v: got\n%s", c.remove, got)
		}
	}
	if _, ok := RemoveArguments(f, lists[1], map[int]bool{1: true}); ok {
		t.Error("a comment in the list must refuse the edit")
	}
	if _, ok := RemoveArguments(f, lists[0], map[int]bool{3: true}); ok {
		t.Error("a position out of range must refuse the edit")
	}
}
