package strset

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

func sameText(a, b string) bool { return unsafe.StringData(a) == unsafe.StringData(b) }

// Equal strings come back as one copy however many times and in whatever
// order they are given; the set keeps its load bound while it grows.
func TestSetSharesCopies(t *testing.T) {
	var s Set
	const n = 20000
	first := make([]string, n)
	for i := range n {
		first[i] = s.Get("name" + strconv.Itoa(i))
	}
	for i := n - 1; i >= 0; i-- {
		got := s.Get(strings.Clone("name" + strconv.Itoa(i)))
		if got != first[i] || !sameText(got, first[i]) {
			t.Fatalf("second copy of %q not shared", first[i])
		}
	}
	if s.Len() != n {
		t.Errorf("set holds %d strings, want %d", s.Len(), n)
	}
	if s.n*4 > len(s.slots)*3 {
		t.Errorf("set %d/%d is more than three quarters full", s.n, len(s.slots))
	}
	if s.Get("") != "" || s.Len() != n {
		t.Error("the empty string is held")
	}
}

// Strings that collide in the table (one probe chain) stay distinct.
func TestSetCollisions(t *testing.T) {
	var s Set
	s.Get("a")
	mask := uint64(len(s.slots) - 1)
	home := func(x string) uint64 { return hashOf(&s, x) & mask }
	var same []string
	for i := 0; len(same) < 40; i++ {
		x := "k" + strconv.Itoa(i)
		if home(x) == home("a") {
			same = append(same, x)
		}
	}
	for _, x := range same {
		if got := s.Get(strings.Clone(x)); got != x {
			t.Fatalf("Get(%q) = %q", x, got)
		}
	}
	for _, x := range same {
		if got := s.Get(strings.Clone(x)); got != x || s.Len() != len(same)+1 {
			t.Fatalf("Get(%q) again = %q, %d held", x, got, s.Len())
		}
	}
}

// Reset lets go of every copy: a string given afterwards is the new copy.
func TestSetReset(t *testing.T) {
	var s Set
	first := s.Get(strings.Clone("Caption"))
	s.Reset()
	if s.Len() != 0 || s.slots != nil {
		t.Fatalf("after Reset: %d held, %d slots", s.Len(), len(s.slots))
	}
	second := strings.Clone("Caption")
	if got := s.Get(second); !sameText(got, second) || sameText(got, first) {
		t.Error("Reset kept the old copy")
	}
}

// The set's memory per string held: a map[string]string takes 52-70
// bytes a string (two string headers per slot, measured at 100k-450k
// strings); the set at most 42 (one header per slot, a quarter to five
// eighths of the slots free). Measured with the runtime's heap figures
// after a collection.
func TestSetMemoryPerString(t *testing.T) {
	for _, n := range []int{100000, 150000, 200000} {
		strs := make([]string, n)
		for i := range strs {
			strs[i] = "s" + strconv.Itoa(i)
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		s := new(Set)
		for _, x := range strs {
			s.Get(x)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perString := float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / float64(n)
		runtime.KeepAlive(s)
		runtime.KeepAlive(strs)
		if perString > 46 {
			t.Errorf("%d strings: the set takes %.1f bytes per string held, want at most 46", n, perString)
		}
	}
}
