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
