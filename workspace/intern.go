package workspace

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/alfix/alfix/internal/strset"
)

// interner keeps one copy of each string seen in per-file declarations.
// Declarations repeat the same property names, values and type names
// thousands of times across a project (Caption, ApplicationArea = All,
// Code[20], ...); a project summary holds every file's declarations for the
// life of the session, so sharing them is most of its memory. The copies
// are kept in a strset.Set (Base Application's declarations took about
// 19 MB as a map[string]string).
//
// While the first summary is built, the set's copies are packed into
// blocks (see pack) rather than kept where the extraction allocated them:
// those strings live for the session while the parse garbage around them
// dies, and scattered among it they kept most of the collector's small
// spans in use (Base Application's cold analysis held 30-40 MB of heap in
// spans that were mostly free).
type interner struct {
	mu    sync.Mutex
	set   strset.Set
	block []byte // the free rest of the block new copies are packed into
	built bool   // forget was called: copies are no longer packed
}

func (in *interner) str(s string) string {
	if in.built || s == "" || len(s) > maxPacked {
		return in.set.Get(s)
	}
	p := in.pack(s)
	if c := in.set.Get(p); unsafe.StringData(c) != unsafe.StringData(p) {
		// The set had a copy: the packed one is given back.
		in.block = in.block[:len(in.block)-len(p)]
		return c
	}
	return p
}

const (
	// packBlock is the size of a block of packed strings; maxPacked, the
	// longest string packed (longer ones are few and keep their own
	// allocation).
	packBlock = 32 << 10
	maxPacked = 256
)

// pack returns a copy of s in the current block (a new block when it is
// full). The bytes of a block are never written again once a string
// holds them; a block lives while any of its strings does.
func (in *interner) pack(s string) string {
	if cap(in.block)-len(in.block) < len(s) {
		in.block = make([]byte, 0, packBlock)
	}
	start := len(in.block)
	in.block = append(in.block, s...)
	return unsafe.String(&in.block[start], len(s))
}

// forget lets go of the set once a summary is built: its strings are
// shared by then, and the set itself (8 MB on Base Application, most of
// its strings held once) is not needed to read them. Declarations
// interned afterwards (a changed file's) share with each other only, and
// are not packed: a block would outlive most of an edit's strings.
func (in *interner) forget() {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.set.Reset()
	in.block, in.built = nil, true
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
