package rules

import (
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
	edit, ok := addProperty(f, f.Objects()[0], "Access = Internal;")
	if !ok {
		t.Fatal("no edit")
	}
	want := "table 50100 T\n{\n    Caption = 'T'; // the caption\n    Access = Internal;\n    fields { }\n}\n"
	if got := apply(t, f, edit); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
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
		edit, ok := insertMemberFirst(f, f.Objects()[0].Child(syntax.ObjectBody), "Access = Internal;")
		if !ok {
			t.Fatalf("%q: no edit", c.src)
		}
		if got := apply(t, f, edit); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

func TestRemoveNodeLines(t *testing.T) {
	f := parseFor(t, "table 50100 T\n{\n    // keep me\n    Caption = 'T';\n    DataClassification = CustomerContent; Access = Public;\n}\n")
	props := syntax.Properties(f.Objects()[0].Child(syntax.ObjectBody))
	if got := apply(t, f, removeNodeLines(f, props[0])); got != "table 50100 T\n{\n    // keep me\n    DataClassification = CustomerContent; Access = Public;\n}\n" {
		t.Errorf("whole line: got %q", got)
	}
	if got := apply(t, f, removeNodeLines(f, props[1])); got != "table 50100 T\n{\n    // keep me\n    Caption = 'T';\n    Access = Public;\n}\n" {
		t.Errorf("shared line: got %q", got)
	}
}
