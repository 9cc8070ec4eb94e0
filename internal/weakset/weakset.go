// Package weakset keeps one shared copy of equal values in a process for as
// long as anything uses it: a map from the caller's key to a weak pointer,
// whose entry goes once its value is collected.
//
// It must not decide what makes two values equal (the key does), nor keep
// a value alive: a value no one else refers to is collected as if the set
// did not hold it.
package weakset

import (
	"iter"
	"runtime"
	"sync"
	"weak"
)

// A Set shares values of type V by key K. The zero value is ready to use;
// a Set must not be copied after first use.
type Set[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]weak.Pointer[V]
}

// Get returns the shared value under key: the one stored when it is still
// alive, else v, which becomes the shared one.
func (s *Set[K, V]) Get(key K, v *V) *V {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.m[key].Value(); p != nil {
		return p
	}
	if s.m == nil {
		s.m = map[K]weak.Pointer[V]{}
	}
	wp := weak.Make(v)
	s.m[key] = wp
	runtime.AddCleanup(v, s.drop, entry[K, V]{key, wp})
	return v
}

// Len is the number of entries, collected values whose cleanup has not
// run yet included.
func (s *Set[K, V]) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.m)
}

// Holds reports whether key has an entry (its value may be collected and
// its cleanup not run yet).
func (s *Set[K, V]) Holds(key K) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.m[key]
	return ok
}

// All yields the live values and their keys, on a copy of the entries
// taken when it starts.
func (s *Set[K, V]) All() iter.Seq2[K, *V] {
	return func(yield func(K, *V) bool) {
		s.mu.Lock()
		entries := make([]entry[K, V], 0, len(s.m))
		for k, wp := range s.m {
			entries = append(entries, entry[K, V]{k, wp})
		}
		s.mu.Unlock()
		for _, e := range entries {
			if v := e.wp.Value(); v != nil && !yield(e.key, v) {
				return
			}
		}
	}
}

type entry[K comparable, V any] struct {
	key K
	wp  weak.Pointer[V]
}

// drop removes a collected value's entry unless a newer value took its
// key.
func (s *Set[K, V]) drop(e entry[K, V]) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m[e.key] == e.wp {
		delete(s.m, e.key)
	}
}
