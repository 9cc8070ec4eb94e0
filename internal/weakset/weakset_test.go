package weakset

import (
	"runtime"
	"testing"
	"time"
)

type value struct{ _ [64]byte }

// TestGetShares checks that an equal key gives the first value while it is
// alive.
func TestGetShares(t *testing.T) {
	var s Set[string, value]
	a, b := &value{}, &value{}
	if got := s.Get("k", a); got != a {
		t.Fatal("the first value is not the shared one")
	}
	if got := s.Get("k", b); got != a {
		t.Error("an equal key did not give the shared value")
	}
	if got := s.Get("other", b); got != b {
		t.Error("another key gave the shared value")
	}
	runtime.KeepAlive(a)
}

// TestCollectedEntriesGo checks that a value no one uses is collected and
// its entry removed, and that the cleanup of a collected value never
// removes a newer value's entry under the same key.
func TestCollectedEntriesGo(t *testing.T) {
	var s Set[int, value]
	s.Get(1, &value{})
	s.Get(2, &value{})
	waitFor(t, func() bool { return s.Len() == 0 }, "entries of collected values stay")

	s.Get(3, &value{}) // used by no one
	runtime.GC()       // it is collected: its cleanup is queued
	newer := &value{}
	if got := s.Get(3, newer); got != newer {
		t.Fatal("a collected value was handed out")
	}
	runtime.GC()
	time.Sleep(10 * time.Millisecond) // let queued cleanups run
	if got := s.Get(3, &value{}); got != newer {
		t.Error("the old value's cleanup removed the newer value's entry")
	}
	runtime.KeepAlive(newer)
}

func waitFor(t *testing.T, ok func() bool, failure string) {
	t.Helper()
	for range 100 {
		runtime.GC()
		if ok() {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal(failure)
}
