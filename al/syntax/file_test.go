package syntax

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

type failingWriter struct{ after int }

func (w *failingWriter) Write(b []byte) (int, error) {
	if w.after <= 0 {
		return 0, errors.New("disk full")
	}
	w.after--
	return len(b), nil
}

func TestPrintWriterError(t *testing.T) {
	f := Parse("w.al", []byte("codeunit 1 X { }"), Options{})
	if err := f.Print(&failingWriter{}); err == nil || err.Error() != "disk full" {
		t.Errorf("Print error %v", err)
	}
	u := Parse("u.al", utf16le("codeunit 1 X { }"), Options{})
	if err := u.Print(&failingWriter{}); err == nil {
		t.Error("Print of a UTF-16 file ignores the writer error")
	}
}

// TestCheckDetectsBrokenTrees breaks a valid tree in several ways and
// expects Check to notice each.
func TestCheckDetectsBrokenTrees(t *testing.T) {
	src := []byte("codeunit 1 X\n{\n    procedure P()\n    begin\n        A := 1;\n    end;\n}\n")
	breakers := map[string]func(f *File){
		"token span gap":      func(f *File) { f.Tokens[3].Span.Start++ },
		"token overlaps":      func(f *File) { f.Tokens[2].Span.End++ },
		"empty token":         func(f *File) { f.Tokens[1].Span.End = f.Tokens[1].Span.Start },
		"trivia index":        func(f *File) { f.Tokens[2].Leading++ },
		"lost trivia":         func(f *File) { f.Tokens[len(f.Tokens)-1].NLeading-- },
		"no EOF":              func(f *File) { f.Tokens = f.Tokens[:len(f.Tokens)-1] },
		"short source":        func(f *File) { f.Src = append(f.Src, ' ') },
		"root range":          func(f *File) { f.Root.Last-- },
		"child outside":       func(f *File) { f.Objects()[0].Last = f.Root.Last + 1 },
		"wrong parent":        func(f *File) { f.Objects()[0].Children[0].Parent = f.Root },
		"children disordered": func(f *File) { o := f.Objects()[0]; o.First = o.Last },
	}
	for name, breakIt := range breakers {
		f := Parse("c.al", append([]byte(nil), src...), Options{})
		if err := f.Check(); err != nil {
			t.Fatalf("valid tree: %v", err)
		}
		breakIt(f)
		if err := f.Check(); err == nil {
			t.Errorf("%s: not detected", name)
		}
	}
}

func TestEmptyAndTinyInputs(t *testing.T) {
	for _, src := range []string{"", " ", "\n", "\ufeff", "x", "{", "}", "#", "#if", "'", "/*", "//", "@"} {
		f := parseChecked(t, "t.al", []byte(src), Options{})
		if f.Root == nil || f.Root.Kind != FileNode || f.Tokens[len(f.Tokens)-1].Kind != EOF {
			t.Errorf("%q: bad tree", src)
		}
		var buf bytes.Buffer
		f.Dump(&buf)
		if !strings.HasPrefix(buf.String(), "File") {
			t.Errorf("%q: dump %q", src, buf.String())
		}
		if f.NodeAt(0) == nil || f.TokenAt(len(src)+5) != -1 {
			t.Errorf("%q: NodeAt/TokenAt", src)
		}
	}
}
