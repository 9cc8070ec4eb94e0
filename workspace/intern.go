package workspace

import (
	"reflect"
	"sync"

	"github.com/alfix/alfix/internal/strset"
)

// interner keeps one copy of each string seen in per-file declarations.
// Declarations repeat the same property names, values and type names
// thousands of times across a project (Caption, ApplicationArea = All,
// Code[20], ...); a project summary holds every file's declarations for the
// life of the session, so sharing them is most of its memory. The copies
// are kept in a strset.Set (Base Application's declarations took about
// 19 MB as a map[string]string).
type interner struct {
	mu  sync.Mutex
	set strset.Set
}

func (in *interner) str(s string) string { return in.set.Get(s) }

// forget lets go of the set once a summary is built: its strings are
// shared by then, and the set itself (8 MB on Base Application, most of
// its strings held once) is not needed to read them. Declarations
// interned afterwards (a changed file's) share with each other only.
func (in *interner) forget() {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.set.Reset()
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
