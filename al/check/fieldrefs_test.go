package check

import (
	"slices"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// The value readers of fieldrefs.go on odd and hostile values: they give
// the names of the shape they know, and nothing (never a panic, never a
// token past the value) for any other.
func TestFieldRefValueReaders(t *testing.T) {
	for _, c := range []struct {
		value       string
		where, view []string
		links       []string // "left right"
		linksOK     bool
	}{
		{value: `where("No." = field("No."), Open = const(true))`, where: []string{`"No."`, "Open"},
			view: []string{`"No."`, "Open"}},
		{value: `sorting(Name, "No.") order(descending) where(Name = filter(<> ''))`, view: []string{"Name", `"No."`, "Name"}},
		{value: `where(`, view: nil},
		{value: `where()`, where: nil},
		{value: `where(= const(1), (A) = const(2), B.C = const(3))`},
		{value: `sorting(A.B, C)`},
		{value: `sorting(`},
		{value: `"Shop Code" = field(Code), Kind = field("Kind")`, links: []string{`"Shop Code" Code`, `Kind "Kind"`}, linksOK: true},
		{value: `"Shop Code" = field(Code),`},
		{value: `"Shop Code" = field(Code) "X" = field(Y)`},
		{value: `A = const(1)`},
		{value: `A = field(`},
		{value: `A = field(B.C)`},
	} {
		src := "table 1 T\n{\n    DataCaptionFields = " + c.value + ";\n}\n"
		f := syntax.Parse("T.al", []byte(src), syntax.Options{})
		prop := f.Property(f.Objects()[0], "DataCaptionFields")
		if prop == nil || prop.Child(syntax.PropertyValue) == nil {
			t.Fatalf("%s: no property value", c.value)
		}
		pv := prop.Child(syntax.PropertyValue)
		first, last := int(pv.First), int(pv.Last)
		texts := func(toks []int) []string {
			var out []string
			for _, tok := range toks {
				if tok < first || tok >= last {
					t.Errorf("%s: token %d outside the value [%d, %d)", c.value, tok, first, last)
				}
				out = append(out, f.TokenText(tok))
			}
			return out
		}
		if got := texts(whereFields(f, first, last)); !slices.Equal(got, c.where) {
			t.Errorf("whereFields(%s) = %q, want %q", c.value, got, c.where)
		}
		if got := texts(viewFields(f, first, last)); !slices.Equal(got, c.view) {
			t.Errorf("viewFields(%s) = %q, want %q", c.value, got, c.view)
		}
		pairs, ok := dataItemLinks(f, first, last)
		var got []string
		for _, p := range pairs {
			l := texts([]int{p[0], p[1]})
			got = append(got, l[0]+" "+l[1])
		}
		if ok != c.linksOK || ok && !slices.Equal(got, c.links) {
			t.Errorf("dataItemLinks(%s) = %q, %v; want %q, %v", c.value, got, ok, c.links, c.linksOK)
		}
	}
}
