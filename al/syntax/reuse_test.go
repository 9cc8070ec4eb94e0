package syntax

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"unsafe"
)

// dumpOf is the tree dump of f and its errors.
func dumpOf(t *testing.T, f *File) string {
	t.Helper()
	var b bytes.Buffer
	if err := f.Dump(&b); err != nil {
		t.Fatal(err)
	}
	for _, e := range f.Errors {
		b.WriteString(e.Msg)
	}
	return b.String()
}

// TestReleaseReuse parses files one after the other, releasing each tree
// before the next parse, in an order that reuses a large file's arrays for
// small ones and the other way round: every tree equals the one of a parse
// that reuses nothing.
func TestReleaseReuse(t *testing.T) {
	paths, _ := filepath.Glob("testdata/objects/*.al")
	more, _ := filepath.Glob("testdata/errors/*.al")
	paths = append(paths, more...)
	if len(paths) < 4 {
		t.Fatalf("only %d fixtures", len(paths))
	}
	srcs := make([][]byte, len(paths))
	want := make([]string, len(paths))
	for i, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		srcs[i] = src
		f := newFile(p, src)
		parseFile(f, lexFile(f, Options{})) // no buffers: nothing reused
		f.sortErrors()
		want[i] = dumpOf(t, f)
	}
	// Largest first, then smallest first, then as listed.
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return len(srcs[b]) - len(srcs[a]) })
	rev := slices.Clone(order)
	slices.Reverse(rev)
	for _, i := range slices.Concat(order, rev, order) {
		f := Parse(paths[i], srcs[i], Options{})
		if got := dumpOf(t, f); got != want[i] {
			t.Fatalf("%s: the tree parsed over released arrays differs from a fresh parse", paths[i])
		}
		var printed bytes.Buffer
		f.Print(&printed)
		if !bytes.Equal(printed.Bytes(), srcs[i]) {
			t.Fatalf("%s: no round trip over released arrays", paths[i])
		}
		f.Release()
		if f.Tokens != nil || f.Root != nil {
			t.Fatal("a released File keeps its tokens or root")
		}
		f.Release() // a second Release does nothing
	}
}

// TestReleaseNotParsed: a File that Parse did not return has nothing to
// hand on.
func TestReleaseNotParsed(t *testing.T) {
	f := &File{Tokens: []Token{{Kind: EOF}}}
	f.Release()
	if len(f.Tokens) != 1 {
		t.Fatal("Release changed a File Parse did not return")
	}
}

// BenchmarkParseRelease compares parsing a fixture with and without handing
// the previous tree's arrays on.
func BenchmarkParseRelease(b *testing.B) {
	paths, _ := filepath.Glob("testdata/objects/*.al")
	var srcs [][]byte
	for _, p := range paths {
		src, _ := os.ReadFile(p)
		srcs = append(srcs, src)
	}
	for _, release := range []bool{false, true} {
		name := "keep"
		if release {
			name = "release"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for j, src := range srcs {
					f := Parse(paths[j], src, Options{})
					if release {
						f.Release()
					}
				}
			}
		})
	}
}

// bigSource is a codeunit of at least n bytes.
func bigSource(n int) []byte {
	var src bytes.Buffer
	src.WriteString("codeunit 50100 Big\n{\n")
	for i := 0; src.Len() < n; i++ {
		fmt.Fprintf(&src, "    procedure P%d(a: Integer): Integer\n    begin\n        exit(a + %d);\n    end;\n\n", i, i)
	}
	src.WriteString("}\n")
	return src.Bytes()
}

// A large file's arrays are not handed on to the pool of small parses:
// it would keep them, at the largest file's size, for the rest of the
// session.
func TestReleaseDropsLargeArrays(t *testing.T) {
	f := Parse("big.al", bigSource(300<<10), Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("fixture does not parse: %v", f.Errors[0].Msg)
	}
	if cap(f.Tokens) <= maxPooledTokens {
		t.Fatalf("fixture's token array (%d) is not above the bound %d", cap(f.Tokens), maxPooledTokens)
	}
	f.Release()
	for range 4 {
		if b := getBuffers(0); cap(b.tokens) > maxPooledTokens || cap(b.slab) > maxPooledTokens {
			t.Fatalf("a released large file's arrays were pooled: %d tokens, %d nodes", cap(b.tokens), cap(b.slab))
		}
	}
	// A small file's arrays still go round.
	small := Parse("small.al", []byte("codeunit 1 A\n{\n}\n"), Options{})
	small.Release()
	if small.Tokens != nil || small.Root != nil {
		t.Fatal("a released File keeps its tokens or root")
	}
}

// A large file's arrays go to the next large parse when no collection
// came in between, and a collection frees them: nothing keeps them alive.
func TestLargeArraysHeldWeakly(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's own allocations move collections")
	}
	big := bigSource(300 << 10)
	f := Parse("big.al", big, Options{})
	tokens := unsafe.SliceData(f.Tokens)
	f.Release()
	g := Parse("big2.al", big, Options{})
	if unsafe.SliceData(g.Tokens) != tokens {
		t.Error("the next large parse did not take the released large file's token array")
	}
	if got, want := dumpOf(t, g), dumpOf(t, Parse("big3.al", big, Options{})); got != want {
		t.Error("a parse into a large file's arrays differs from a fresh one")
	}
	g.Release()
	runtime.GC()
	runtime.GC()
	idleLarge.Lock()
	held := idleLarge.p.Value() != nil
	idleLarge.Unlock()
	if held {
		t.Error("a large file's released arrays outlived two collections")
	}
	// A small parse does not take them.
	h := Parse("big.al", big, Options{})
	h.Release()
	if b := getBuffers(0); b.large || cap(b.tokens) > maxPooledTokens {
		t.Errorf("a small parse got a large file's arrays (%d tokens)", cap(b.tokens))
	}
}

// Released arrays outlast collections: the next parse after two cycles
// (which empty a sync.Pool) still takes them, and no more parses' arrays
// are kept idle than there are workers.
func TestReleasedArraysOutlastCollections(t *testing.T) {
	for len(idleBuffers) > 0 {
		<-idleBuffers
	}
	src := []byte("codeunit 50100 A\n{\n    procedure P()\n    begin\n    end;\n}\n")
	f := Parse("a.al", src, Options{})
	tokens := unsafe.SliceData(f.Tokens)
	f.Release()
	runtime.GC()
	runtime.GC()
	g := Parse("b.al", src, Options{})
	if unsafe.SliceData(g.Tokens) != tokens {
		t.Error("the parse after two collections did not reuse the released token array")
	}
	g.Release()
	files := make([]*File, cap(idleBuffers)+3)
	for i := range files {
		files[i] = Parse("c.al", src, Options{})
	}
	for _, f := range files {
		f.Release()
	}
	if n := len(idleBuffers); n != cap(idleBuffers) || n > max(runtime.GOMAXPROCS(0), 2) {
		t.Errorf("%d parses' arrays idle (room for %d), want one per processor", n, cap(idleBuffers))
	}
}
