package analysis

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// ApplyEdits returns the new content without spare capacity, however much
// the edits grow or shrink it: a bulk fix holds every changed file's new
// content at once.
func TestApplyEditsSizedExactly(t *testing.T) {
	src := []byte(strings.Repeat("Rec.Field := 1;\r\n", 200))
	var grow, shrink []TextEdit
	for i := range 200 {
		at := i * len("Rec.Field := 1;\r\n")
		grow = append(grow, TextEdit{Span: syntax.Span{Start: at, End: at + len("Rec.Field := 1;")}, NewText: "Rec.Validate(Field, 1);\n"})
		shrink = append(shrink, TextEdit{Span: syntax.Span{Start: at, End: at + len("Rec.")}, NewText: ""})
	}
	for name, edits := range map[string][]TextEdit{"grow": grow, "shrink": shrink, "none": nil} {
		out, err := ApplyEdits(src, edits)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if cap(out) != len(out) {
			t.Errorf("%s: %d bytes in a buffer of %d", name, len(out), cap(out))
		}
	}
	out, _ := ApplyEdits(src, grow[:1])
	if want := "Rec.Validate(Field, 1);\r\n\r\nRec.Field := 1;"; !strings.HasPrefix(string(out), want) {
		t.Errorf("content %q, want it to start %q", out[:40], want)
	}
}
