package workspace

import (
	"fmt"
	"slices"
	"testing"
)

// TestFindingsSegments checks that a list held in segments (empty ones
// dropped) reads as the one list: Len, At, All, Range (clamped and cut
// short), Stretches (no copy) and Slice.
func TestFindingsSegments(t *testing.T) {
	var flat []Finding
	var fs Findings
	for k, n := range []int{3, 0, 1, 4, 0, 2} {
		var seg []Finding
		for j := range n {
			seg = append(seg, Finding{ID: fmt.Sprintf("S%dF%d", k, j)})
		}
		flat = append(flat, seg...)
		fs.append(seg)
	}
	if len(fs.segs) != 4 || fs.Len() != len(flat) {
		t.Fatalf("%d segments, %d findings; want 4 and %d", len(fs.segs), fs.Len(), len(flat))
	}
	for i := range flat {
		if got := fs.At(i).ID; got != flat[i].ID {
			t.Errorf("At(%d) = %s, want %s", i, got, flat[i].ID)
		}
	}
	ids := func(seq func(func(int, *Finding) bool)) (out []string) {
		for i, f := range seq {
			out = append(out, fmt.Sprintf("%d:%s", i, f.ID))
		}
		return out
	}
	want := func(from, to int) (out []string) {
		for i := max(from, 0); i < min(to, len(flat)); i++ {
			out = append(out, fmt.Sprintf("%d:%s", i, flat[i].ID))
		}
		return out
	}
	for _, r := range [][2]int{{0, 10}, {-3, 99}, {2, 5}, {3, 4}, {4, 8}, {9, 9}, {7, 2}} {
		if got := ids(fs.Range(r[0], r[1])); !slices.Equal(got, want(r[0], r[1])) {
			t.Errorf("Range(%d, %d) = %q, want %q", r[0], r[1], got, want(r[0], r[1]))
		}
		var joined []string
		for at, st := range fs.Stretches(r[0], r[1]) {
			for j := range st {
				joined = append(joined, fmt.Sprintf("%d:%s", at+j, st[j].ID))
			}
		}
		if !slices.Equal(joined, want(r[0], r[1])) {
			t.Errorf("Stretches(%d, %d) = %q, want %q", r[0], r[1], joined, want(r[0], r[1]))
		}
	}
	if got := ids(fs.All()); !slices.Equal(got, want(0, len(flat))) {
		t.Errorf("All = %q", got)
	}
	n := 0
	for range fs.All() {
		if n++; n == 5 {
			break
		}
	}
	for at, st := range fs.Stretches(1, 9) {
		if &st[0] != fs.At(at) {
			t.Errorf("stretch at %d is a copy", at)
		}
	}
	if got := fs.Slice(); !slices.EqualFunc(got, flat, equalFinding) {
		t.Errorf("Slice = %v", got)
	}
	one := FindingsOf(flat)
	if &one.Slice()[0] != &flat[0] || !one.same(FindingsOf(flat)) || one.same(fs) {
		t.Error("a one-segment list is not its slice, or same() is wrong")
	}
	var empty Findings
	if empty.Len() != 0 || empty.Slice() != nil || ids(empty.All()) != nil || FindingsOf(nil).Len() != 0 {
		t.Error("the zero Findings is not empty")
	}
}
