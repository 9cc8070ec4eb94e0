package workspace

import (
	"context"
	"strings"
	"testing"
	"unsafe"

	"github.com/alfix/alfix/al/analysis"
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

// A built summary shares its files' equal strings, and the interner lets
// go of its set afterwards (the summary holds the shared copies).
func TestSummaryBuildForgetsInternSet(t *testing.T) {
	reg, err := analysis.NewRegistry(upperBegin, objectCount)
	if err != nil {
		t.Fatal(err)
	}
	root := writeProject(t, map[string]string{
		"a.al": "codeunit 50100 A\n{\n    Caption = 'Shared Caption';\n}\n",
		"b.al": "codeunit 50101 B\n{\n    Caption = 'Shared Caption';\n}\n",
	})
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	p := w.Primary()
	summaryHash(t, p)
	var values []string
	p.mu.Lock()
	for _, fs := range p.symMemo {
		if fs != nil && len(fs.Objects) == 1 && len(fs.Objects[0].Properties) == 1 {
			values = append(values, fs.Objects[0].Properties[0].Value)
		}
	}
	p.mu.Unlock()
	if len(values) != 2 || values[0] != values[1] {
		t.Fatalf("declarations' captions: %q", values)
	}
	if unsafe.StringData(values[0]) != unsafe.StringData(values[1]) {
		t.Error("equal strings of two files' declarations are not shared")
	}
	w.strings.mu.Lock()
	held := w.strings.set.Len()
	w.strings.mu.Unlock()
	if held != 0 {
		t.Errorf("the interner holds %d strings after the summary was built", held)
	}
}

// inBlock reports whether s's bytes lie in one of blocks.
func inBlock(s string, blocks [][]byte) bool {
	p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	for _, b := range blocks {
		start := uintptr(unsafe.Pointer(unsafe.SliceData(b[:1])))
		if p >= start && p+uintptr(len(s)) <= start+uintptr(cap(b)) {
			return true
		}
	}
	return false
}

// While a summary is built, the shared copies are packed into blocks; a
// copy the set already had gives its packed bytes back, and those are
// reused without touching the strings handed out.
func TestInternPacksCopiesUntilForget(t *testing.T) {
	var in interner
	var blocks [][]byte
	note := func() {
		if len(in.block) > 0 && (len(blocks) == 0 || unsafe.SliceData(blocks[len(blocks)-1]) != unsafe.SliceData(in.block)) {
			blocks = append(blocks, in.block)
		}
	}
	var got []string
	var want []string
	for i := range 5000 {
		w := strings.Repeat(string(rune('a'+i%26)), 1+i%40) + strings.Repeat("x", i%7)
		got = append(got, in.str(strings.Clone(w)))
		note()
		got = append(got, in.str(strings.Clone(w))) // the set has it: given back
		note()
		want = append(want, w, w)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("string %d is %q, want %q (a packed copy was overwritten)", i, got[i], want[i])
		}
		if !inBlock(got[i], blocks) {
			t.Fatalf("string %d (%q) is not packed", i, got[i])
		}
		if i%2 == 1 && unsafe.StringData(got[i]) != unsafe.StringData(got[i-1]) {
			t.Fatalf("string %d (%q) is not the shared copy", i, got[i])
		}
	}
	long := strings.Repeat("y", maxPacked+1)
	if s := in.str(long); unsafe.StringData(s) != unsafe.StringData(long) {
		t.Error("a long string was copied")
	}
	if in.str("") != "" {
		t.Error("the empty string changed")
	}
	in.forget()
	after := strings.Clone("after the build")
	if s := in.str(after); unsafe.StringData(s) != unsafe.StringData(after) || in.block != nil {
		t.Error("a string interned after forget was packed")
	}
}
