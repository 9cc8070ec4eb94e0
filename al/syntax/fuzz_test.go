package syntax

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse checks, for any input: Parse does not panic (nor fall back to its
// last-resort recovery), printing the tree reproduces the input, and the tree
// invariants hold (pieces tile the input, nodes nest in order).
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*/*.al")
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	for _, s := range []string{
		"", "\ufeff\ufeff", "#if A\n#elif B\n#else\n#endif", "@'", "'", "\"", "/*", "1..5 0DT 1.5T",
		"codeunit 1 X { procedure P() begin if a then b else c; end; }",
		"\xff\xfe{\x00", "a\r\rb\r\n", "x ? y : z", "[[[((( begin end",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file := Parse("fuzz.al", src, Options{Symbols: []string{"A"}})
		for _, e := range file.Errors {
			if strings.HasPrefix(e.Msg, "internal parser error") {
				t.Fatalf("parser panicked: %s", e.Msg)
			}
		}
		var buf bytes.Buffer
		if err := file.Print(&buf); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), src) {
			t.Fatalf("round trip differs:\n got %q\nwant %q", buf.Bytes(), src)
		}
		if err := file.Check(); err != nil {
			t.Fatal(err)
		}
		for i := 1; i < len(file.Errors); i++ {
			if file.Errors[i].Span.Start < file.Errors[i-1].Span.Start {
				t.Fatal("errors not sorted")
			}
		}
		for _, e := range file.Errors {
			if e.Span.Start < 0 || e.Span.End > len(file.Src) || e.Span.Start > e.Span.End { // Src is UTF-8 for UTF-16 input
				t.Fatalf("error span %v out of range", e.Span)
			}
		}
	})
}
