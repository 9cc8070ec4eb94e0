package workspace

import (
	"reflect"
	"sync"
)

// interner keeps one copy of each string seen in per-file declarations.
// Declarations repeat the same property names, values and type names
// thousands of times across a project (Caption, ApplicationArea = All,
// Code[20], ...); a project summary holds every file's declarations for the
// life of the session, so sharing them is most of its memory.
type interner struct {
	mu sync.Mutex
	m  map[string]string
}

func (in *interner) str(s string) string {
	if s == "" {
		return s
	}
	if c, ok := in.m[s]; ok {
		return c
	}
	if in.m == nil {
		in.m = map[string]string{}
	}
	in.m[s] = s
	return s
}

// intern replaces, in place, every string reachable from v (a pointer to a
// struct of plain data: structs, slices, pointers, maps are left alone) by
// its shared copy.
func (in *interner) intern(v any) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.walk(reflect.ValueOf(v))
}

func (in *interner) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			in.walk(v.Elem())
		}
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
