package analysis

import (
	"fmt"
	"math/rand"
	"runtime"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// manySources returns sources over n files, every third mentioning Cust.
func manySources(n int) (*Sources, map[string][]byte) {
	files := make(map[string][]byte, n)
	for i := range n {
		src := fmt.Sprintf("codeunit %d C%d\n{\n}\n", 50000+i, i)
		if i%3 == 0 {
			src = fmt.Sprintf("codeunit %d C%d\n{\n    var c: Record CUST;\n}\n", 50000+i, i)
		}
		files[fmt.Sprintf("src/f%05d.al", i)] = []byte(src)
	}
	return SourcesOf(files, syntax.Options{}), files
}

// An overlay of files the project lists shares the project's sorted path
// list: a bulk fix makes one per file of a project of thousands.
func TestOverlaySharesThePathList(t *testing.T) {
	const n = 20000
	s, _ := manySources(n)
	o := s.Overlay(map[string][]byte{"src/f00007.al": []byte("x")})
	if &o.Paths()[0] != &s.Paths()[0] || len(o.Paths()) != n {
		t.Fatal("the overlay copied the path list")
	}
	// A byte budget, far below one copy of the list (n strings of 16
	// bytes) per overlay.
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	const overlays = 50
	for i := range overlays {
		o := s.Overlay(map[string][]byte{fmt.Sprintf("src/f%05d.al", i): []byte("x")})
		o.withFile(syntax.Parse("src/f00001.al", []byte("codeunit 1 A { }"), syntax.Options{}), syntax.Options{})
	}
	runtime.ReadMemStats(&after)
	if got, budget := after.TotalAlloc-before.TotalAlloc, uint64(overlays*n*16/4); got > budget {
		t.Errorf("%d overlays allocated %d bytes, budget %d", overlays, got, budget)
	}
}

// An overlay adding a path lists it in order and leaves its parent as it was.
func TestOverlayAddsPaths(t *testing.T) {
	s := SourcesOf(map[string][]byte{"b.al": []byte("b"), "d.al": []byte("d")}, syntax.Options{})
	o := s.Overlay(map[string][]byte{"c.al": []byte("c"), "a.al": []byte("a"), "d.al": []byte("D")})
	if got := o.Paths(); !slices.Equal(got, []string{"a.al", "b.al", "c.al", "d.al"}) {
		t.Fatalf("overlay paths %v", got)
	}
	if got := s.Paths(); !slices.Equal(got, []string{"b.al", "d.al"}) || s.Has("c.al") {
		t.Fatalf("the parent changed: %v", got)
	}
	for path, want := range map[string]string{"a.al": "a", "b.al": "b", "c.al": "c", "d.al": "D"} {
		if b, ok := o.Source(path); !ok || string(b) != want {
			t.Errorf("overlay %s: %q %v, want %q", path, b, ok, want)
		}
	}
	if b, _ := s.Source("d.al"); string(b) != "d" {
		t.Errorf("parent d.al: %q", b)
	}
	if _, ok := o.Source("e.al"); ok {
		t.Error("a file neither lists was read")
	}
}

// Mentioning on overlays (stacked, adding, removing and keeping mentions)
// answers as sources made of the overlaid contents do, and reuses the
// parent's lowered contents for the files it does not change.
func TestOverlayMentioning(t *testing.T) {
	s, files := manySources(300)
	r := rand.New(rand.NewSource(1))
	for round := range 20 {
		cur := s
		merged := map[string][]byte{}
		for k, v := range files {
			merged[k] = v
		}
		for depth := 0; depth < 1+round%3; depth++ {
			changed := map[string][]byte{}
			for range 1 + r.Intn(5) {
				p := fmt.Sprintf("src/f%05d.al", r.Intn(320)) // some are new
				switch r.Intn(3) {
				case 0:
					changed[p] = []byte("// cust here")
				case 1:
					changed[p] = []byte("// nothing")
				default:
					changed[p] = []byte("// Customer")
				}
				merged[p] = changed[p]
			}
			cur = cur.Overlay(changed)
		}
		want := SourcesOf(merged, syntax.Options{})
		for _, name := range []string{"Cust", "customer", "nothing", "absent", ""} {
			if got, w := cur.Mentioning(name), want.Mentioning(name); !slices.Equal(got, w) {
				t.Fatalf("round %d, %q: overlay %v, want %v", round, name, got, w)
			}
		}
		if !slices.Equal(cur.Paths(), want.Paths()) {
			t.Fatalf("round %d: paths differ", round)
		}
	}
	o := s.Overlay(map[string][]byte{"src/f00001.al": []byte("cust")})
	o.Mentioning("cust")
	if len(o.lower) != 1 {
		t.Errorf("the overlay lowered %d files itself, want only its changed one", len(o.lower))
	}
}
