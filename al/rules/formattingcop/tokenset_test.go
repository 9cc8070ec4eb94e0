package formattingcop

import "testing"

func TestTokenSet(t *testing.T) {
	s := newTokenSet(130)
	for _, i := range []int{0, 63, 64, 129} {
		if s.has(i) {
			t.Errorf("empty set has %d", i)
		}
		s.add(i)
	}
	s.add(-1)
	s.add(192) // beyond the file's tokens: ignored
	for i := -1; i < 200; i++ {
		want := i == 0 || i == 63 || i == 64 || i == 129
		if s.has(i) != want {
			t.Errorf("has(%d) = %v, want %v", i, s.has(i), want)
		}
	}
	if got := newTokenSet(0); got.has(0) {
		t.Error("a set of no tokens has token 0")
	}
}
