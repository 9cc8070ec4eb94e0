package properties

import (
	"slices"
	"testing"
)

// TestShapeOfDoesNotAllocate: the lookups the property checks run for
// every property of every file build no string and no slice.
func TestShapeOfDoesNotAllocate(t *testing.T) {
	var s Shape
	var ok bool
	allocs := testing.AllocsPerRun(50, func() {
		s = ShapeOf("page", "PAGETYPE")
		ok, _ = Allowed("page", "Caption")
		ok = ok && Customizable("tablefield", "Caption")
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0", allocs)
	}
	if !ok || len(s.Members) == 0 || !slices.Contains(s.Members, "list") || !slices.IsSorted(s.Members) {
		t.Errorf("PageType's shape %v, allowed %v", s, ok)
	}
	if a, b := ShapeOf("page", "PageType"), ShapeOf("page", "pagetype"); !slices.Equal(a.Members, b.Members) {
		t.Errorf("members differ by the name's casing: %v, %v", a.Members, b.Members)
	}
}
