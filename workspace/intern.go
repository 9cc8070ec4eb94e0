package workspace

import (
	"hash/maphash"
	"reflect"
	"sync"
)

// interner keeps one copy of each string seen in per-file declarations.
// Declarations repeat the same property names, values and type names
// thousands of times across a project (Caption, ApplicationArea = All,
// Code[20], ...); a project summary holds every file's declarations for the
// life of the session, so sharing them is most of its memory.
//
// The copies are kept in an open-addressed hash set of strings rather than
// a map[string]string: a map slot holds the string twice (key and value)
// and its slots carry control bytes: 52-70 bytes a string held against the
// set's 21-42 (Base Application's declarations took about 19 MB as a map).
type interner struct {
	mu    sync.Mutex
	seed  maphash.Seed
	slots []string // len a power of two; "" is a free slot
	n     int      // strings held
}

// internMinSlots is the size of a new set.
const internMinSlots = 1 << 10

func (in *interner) str(s string) string {
	if s == "" {
		return s
	}
	if in.slots == nil {
		in.seed = maphash.MakeSeed()
		in.slots = make([]string, internMinSlots)
	}
	mask := uint64(len(in.slots) - 1)
	for i := maphash.String(in.seed, s) & mask; ; i = (i + 1) & mask {
		switch c := in.slots[i]; c {
		case s:
			return c
		case "":
			in.slots[i] = s
			if in.n++; in.n*4 > len(in.slots)*3 {
				in.grow()
			}
			return s
		}
	}
}

// grow doubles the set, keeping it at most three quarters full.
func (in *interner) grow() {
	old := in.slots
	in.slots = make([]string, 2*len(old))
	mask := uint64(len(in.slots) - 1)
	for _, s := range old {
		if s == "" {
			continue
		}
		i := maphash.String(in.seed, s) & mask
		for in.slots[i] != "" {
			i = (i + 1) & mask
		}
		in.slots[i] = s
	}
}

// intern replaces, in place, every string reachable from v (a pointer to a
// struct of plain data: structs and slices; maps and pointers below v are
// left alone) by its shared copy. Values behind pointers inside v (the
// types of al/symbols) are shared between files and read concurrently, so
// they must not be written; they are canonical already.
func (in *interner) intern(v any) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if p := reflect.ValueOf(v); p.Kind() == reflect.Pointer && !p.IsNil() {
		in.walk(p.Elem())
	}
}

func (in *interner) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				in.walk(f)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			in.walk(v.Index(i))
		}
	case reflect.String:
		if v.CanSet() {
			v.SetString(in.str(v.String()))
		}
	}
}
