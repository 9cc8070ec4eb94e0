package analysis

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// LineBreak returns the line-break style of src: the first line break found
// ("\r\n", "\n" or "\r"), or "\n" when there is none.
func LineBreak(src []byte) string {
	i := bytes.IndexAny(src, "\r\n")
	switch {
	case i < 0:
		return "\n"
	case src[i] == '\n':
		return "\n"
	case i+1 < len(src) && src[i+1] == '\n':
		return "\r\n"
	}
	return "\r"
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// bomLen returns the length of the byte-order marks at the start of src
// (real files sometimes carry two).
func bomLen(src []byte) int {
	n := 0
	for bytes.HasPrefix(src[n:], utf8BOM) {
		n += len(utf8BOM)
	}
	return n
}

// ValidateEdits checks that edits of one file are inside src, well formed and
// do not overlap each other. Two insertions at the same offset are allowed
// and keep their order.
func ValidateEdits(src []byte, edits []TextEdit) error {
	sorted := sortedEdits(edits)
	for i, e := range sorted {
		if e.Span.Start < 0 || e.Span.End < e.Span.Start || e.Span.End > len(src) {
			return fmt.Errorf("edit [%d,%d) is outside the file (%d bytes)", e.Span.Start, e.Span.End, len(src))
		}
		if i > 0 {
			prev := sorted[i-1]
			if e.Span.Start < prev.Span.End {
				return fmt.Errorf("edits [%d,%d) and [%d,%d) overlap", prev.Span.Start, prev.Span.End, e.Span.Start, e.Span.End)
			}
		}
	}
	return nil
}

// sortedEdits returns a copy of edits stably sorted by start, insertions
// before replacements at the same point.
func sortedEdits(edits []TextEdit) []TextEdit {
	out := append([]TextEdit(nil), edits...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Span, out[j].Span
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.End-a.Start == 0 && b.End-b.Start != 0
	})
	return out
}

// ApplyEdits returns src with the edits applied. Edits must satisfy
// [ValidateEdits]. Line breaks in new text are converted to the file's style,
// and an edit that starts inside the file's byte-order mark is moved after
// it, so that fixes keep the BOM and the line endings of the file.
func ApplyEdits(src []byte, edits []TextEdit) ([]byte, error) {
	applied, err := AppliedEdits(src, edits)
	if err != nil {
		return nil, err
	}
	// Sized exactly: a bulk fix holds every changed file's new content
	// until it lands, and a buffer grown by doubling held up to twice it.
	size := len(src)
	for _, e := range applied {
		size += len(e.NewText) - (e.Span.End - e.Span.Start)
	}
	out := make([]byte, 0, size)
	last := 0
	for _, e := range applied {
		out = append(out, src[last:e.Span.Start]...)
		out = append(out, e.NewText...)
		last = e.Span.End
	}
	return append(out, src[last:]...), nil
}

// AppliedEdits returns the edits of one file exactly as [ApplyEdits]
// applies them to src: sorted, moved out of the byte-order mark, and with
// the line breaks of their new text in the file's style. A report that
// shows a fix as replacements (SARIF) uses them, so that it describes the
// bytes alfix would write.
func AppliedEdits(src []byte, edits []TextEdit) ([]TextEdit, error) {
	if err := ValidateEdits(src, edits); err != nil {
		return nil, err
	}
	nl := LineBreak(src)
	bom := bomLen(src)
	out := sortedEdits(edits)
	last := 0
	for i := range out {
		e := &out[i]
		start := e.Span.Start
		if e.Span.Start < bom {
			e.Span.Start = bom
			if e.Span.End < e.Span.Start {
				e.Span.End = e.Span.Start
			}
		}
		if e.Span.Start < last {
			return nil, fmt.Errorf("edit at %d overlaps the byte-order mark handling", start)
		}
		e.NewText = convertLineBreaks(e.NewText, nl)
		last = e.Span.End
	}
	return out, nil
}

// convertLineBreaks rewrites "\n" (and "\r\n") in text to nl.
func convertLineBreaks(text, nl string) string {
	if nl == "\n" || !strings.Contains(text, "\n") {
		return text
	}
	text = strings.ReplaceAll(text, "\r\n", "\n")
	return strings.ReplaceAll(text, "\n", nl)
}

// editsByFile groups the edits of a fix by file; edits with an empty path go
// to defaultPath.
func editsByFile(edits []TextEdit, defaultPath string) map[string][]TextEdit {
	m := map[string][]TextEdit{}
	for _, e := range edits {
		p := e.Path
		if p == "" {
			p = defaultPath
		}
		m[p] = append(m[p], e)
	}
	return m
}

// overlapsAny reports whether e overlaps an edit of accepted. Two insertions
// at one point do not overlap; an insertion strictly inside a replaced span
// does.
func overlapsAny(e TextEdit, accepted []TextEdit) bool {
	for _, a := range accepted {
		if spansOverlap(e.Span.Start, e.Span.End, a.Span.Start, a.Span.End) {
			return true
		}
	}
	return false
}

func spansOverlap(s1, e1, s2, e2 int) bool {
	if s1 == e1 && s2 == e2 {
		return false
	}
	if s1 == e1 {
		return s2 < s1 && s1 < e2
	}
	if s2 == e2 {
		return s1 < s2 && s2 < e1
	}
	return s1 < e2 && s2 < e1
}
