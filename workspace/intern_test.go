package workspace

import (
	"strings"
	"testing"
	"unsafe"
)

// intern replaces the strings of a struct's fields and slices in place.
func TestInternWalksValues(t *testing.T) {
	type decl struct {
		Name  string
		Props []struct{ K, V string }
	}
	var in interner
	a := decl{Name: strings.Clone("Caption"), Props: []struct{ K, V string }{{strings.Clone("Caption"), "x"}}}
	in.intern(&a)
	if unsafe.StringData(a.Name) != unsafe.StringData(a.Props[0].K) {
		t.Error("equal strings of one value not shared")
	}
}
