package symbols

import (
	"runtime"
	"sync"
	"weak"
)

// sharedTypes holds one copy of each declared type in use anywhere in the
// process, labels' types aside (their text makes nearly each one distinct:
// they are shared within their file only). A project summary keeps every
// file's declarations for the whole session and most of them repeat a few
// hundred types (Boolean, Code[20], Record Customer), so files share them.
// Entries are weak: a type no symbols refer to any more is collected and
// its entry removed.
var sharedTypes = typeTable{m: map[string]weak.Pointer[Type]{}}

type typeTable struct {
	mu sync.Mutex
	m  map[string]weak.Pointer[Type] // by the hash encoding of the type
}

// get returns the shared Type equal to t, whose hash encoding is key; t
// becomes the shared one when there is none.
func (tt *typeTable) get(key string, t Type) *Type {
	tt.mu.Lock()
	defer tt.mu.Unlock()
	if p := tt.m[key].Value(); p != nil {
		return p
	}
	p := &t
	wp := weak.Make(p)
	tt.m[key] = wp
	runtime.AddCleanup(p, tt.drop, typeEntry{key, wp})
	return p
}

type typeEntry struct {
	key string
	wp  weak.Pointer[Type]
}

// drop removes a collected type's entry unless a newer type took its key.
func (tt *typeTable) drop(e typeEntry) {
	tt.mu.Lock()
	defer tt.mu.Unlock()
	if tt.m[e.key] == e.wp {
		delete(tt.m, e.key)
	}
}
