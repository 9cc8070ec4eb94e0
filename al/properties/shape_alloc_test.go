package properties

import (
	"slices"
	"testing"

	"github.com/alfix/alfix/al/syntax"
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

// TestUsesAllocatesItsListOnly: a page's properties with their contexts
// come in one allocation, the list.
func TestUsesAllocatesItsListOnly(t *testing.T) {
	src := "page 50100 P\n{\n    PageType = List;\n    layout\n    {\n        area(Content)\n        {\n            repeater(R)\n            {\n" +
		"                field(Name; Rec.Name) { Caption = 'N'; ToolTip = 'T'; }\n            }\n        }\n    }\n" +
		"    actions\n    {\n        area(Processing)\n        {\n            action(A) { Caption = 'A'; }\n        }\n    }\n}\n"
	f := syntax.Parse("p.al", []byte(src), syntax.Options{})
	uses := Uses(f)
	var ctxs []string
	for _, u := range uses {
		ctxs = append(ctxs, f.PropertyName(u.Node)+"@"+string(u.Context))
	}
	if len(uses) != 4 || cap(uses) != 4 {
		t.Fatalf("uses %q (capacity %d)", ctxs, cap(uses))
	}
	if allocs := testing.AllocsPerRun(20, func() { uses = Uses(f) }); allocs != 1 {
		t.Errorf("%v allocations, want 1 (%q)", allocs, ctxs)
	}
}
