package workspace

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// Equal strings come back as one copy however many times and in whatever
// order they are given; the set keeps its load bound while it grows.
func TestInternerSharesCopies(t *testing.T) {
	var in interner
	const n = 20000
	first := make([]string, n)
	for i := range n {
		first[i] = in.str("name" + strconv.Itoa(i))
	}
	for i := n - 1; i >= 0; i-- {
		s := in.str(strings.Clone("name" + strconv.Itoa(i)))
		if s != first[i] || unsafe.StringData(s) != unsafe.StringData(first[i]) {
			t.Fatalf("second copy of %q not shared", first[i])
		}
	}
	if in.n != n {
		t.Errorf("set holds %d strings, want %d", in.n, n)
	}
	if in.n*4 > len(in.slots)*3 {
		t.Errorf("set %d/%d is more than three quarters full", in.n, len(in.slots))
	}
	if in.str("") != "" || in.n != n {
		t.Error("the empty string is held")
	}
}

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

// The set's memory per string held: a map[string]string takes 52-70
// bytes a string (two string headers per slot, measured at 100k-450k
// strings); the set at most 42 (one header per slot, a quarter to five
// eighths of the slots free). Measured with the runtime's heap figures
// after a collection.
func TestInternerMemoryPerString(t *testing.T) {
	for _, n := range []int{100000, 150000, 200000} {
		strs := make([]string, n)
		for i := range strs {
			strs[i] = "s" + strconv.Itoa(i)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		in := new(interner)
		for _, s := range strs {
			in.str(s)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perString := float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / float64(n)
		runtime.KeepAlive(in)
		runtime.KeepAlive(strs)
		if perString > 46 {
			t.Errorf("%d strings: the set takes %.1f bytes per string held, want at most 46", n, perString)
		}
	}
}
