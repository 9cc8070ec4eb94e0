// Package strset keeps one copy of each string a long-lived structure
// holds many equal copies of (declaration names and values, diagnostic
// messages), so that the copies share their bytes.
//
// A Set is an open-addressed hash set of strings rather than a
// map[string]string: a map slot holds the string header twice (key and
// value) and carries control bytes, 40-70 bytes a string held against the
// set's 21-42 (16 bytes a slot, at most three quarters full).
//
// The package must not know what the strings are, and it does no locking:
// a Set shared between goroutines is guarded by its owner.
package strset

import "hash/maphash"

// A Set holds strings; its zero value is an empty set ready for use. It is
// not safe for concurrent use.
type Set struct {
	seed  maphash.Seed
	slots []string // len a power of two; "" is a free slot
	n     int      // strings held
}

// minSlots is the size of a new set.
const minSlots = 1 << 10

// Get returns the set's copy of s, adding s when the set has none. The
// empty string is never held.
func (t *Set) Get(s string) string {
	if s == "" {
		return s
	}
	if t.slots == nil {
		t.seed = maphash.MakeSeed()
		t.slots = make([]string, minSlots)
	}
	mask := uint64(len(t.slots) - 1)
	for i := hashOf(t, s) & mask; ; i = (i + 1) & mask {
		switch c := t.slots[i]; c {
		case s:
			return c
		case "":
			t.slots[i] = s
			if t.n++; t.n*4 > len(t.slots)*3 {
				t.grow()
			}
			return s
		}
	}
}

// Len is the number of strings held.
func (t *Set) Len() int { return t.n }

// Reset empties the set and lets go of its storage.
func (t *Set) Reset() { *t = Set{} }

// grow doubles the set, keeping it at most three quarters full.
func (t *Set) grow() {
	old := t.slots
	t.slots = make([]string, 2*len(old))
	mask := uint64(len(t.slots) - 1)
	for _, s := range old {
		if s == "" {
			continue
		}
		i := hashOf(t, s) & mask
		for t.slots[i] != "" {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}

func hashOf(t *Set, s string) uint64 { return maphash.String(t.seed, s) }
