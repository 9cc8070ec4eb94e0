package store

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestTwoStoresShareOneFile(t *testing.T) {
	// Two stores on one path stand for two processes: bbolt's file lock excludes them from each
	// other exactly as it would two processes.
	path := sharedPath(t)
	a := mustOpen(t, Options{Path: path})
	b := mustOpen(t, Options{Path: path})
	vals := map[Key][]byte{}
	for i := range 500 {
		vals[nkey(i)] = []byte(fmt.Sprint("value ", i))
	}
	if err := a.PutMany(Analysis, vals); err != nil {
		t.Fatal(err)
	}
	keys := make([]Key, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	if got := b.GetMany(Analysis, keys); len(got) != len(vals) {
		t.Fatalf("the second store sees %d of the first one's %d values", len(got), len(vals))
	}
	// Both keep working while the other one reads and writes.
	var wg sync.WaitGroup
	for i, s := range []*Store{a, b} {
		wg.Go(func() {
			for j := range 100 {
				if err := put(s, ProjectResults, key(fmt.Sprint(i, j)), []byte("v")); err != nil {
					t.Error(err)
					return
				}
				s.GetMany(Analysis, keys[:50])
			}
		})
	}
	wg.Wait()
	for i := range 2 {
		for j := range 100 {
			mustGet(t, a, ProjectResults, key(fmt.Sprint(i, j)), []byte("v"))
			mustGet(t, b, ProjectResults, key(fmt.Sprint(i, j)), []byte("v"))
		}
	}
	for _, s := range []*Store{a, b} {
		if st := s.stats(); st.Fallback || st.Buckets[ProjectResults].Entries != 200 || st.Buckets[Analysis].Entries != 500 {
			t.Fatalf("stats %+v", st)
		}
		if w := s.TakeWarnings(); len(w) != 0 {
			t.Fatalf("warnings %q", w)
		}
	}
}

func TestABusyStoreLetsAWaitingOneIn(t *testing.T) {
	// a keeps the file busy with reads, so its session never goes idle; b writes now and then.
	// Without the waiting signal b would wait for a's session to end, which never happens,
	// and fall back to a private file.
	path := sharedPath(t)
	a := mustOpen(t, Options{Path: path})
	b := mustOpen(t, Options{Path: path, LockTimeout: 2 * time.Second})
	mustPut(t, a, Analysis, key("k"), []byte("v"))
	stop := make(chan struct{})
	var reads atomic.Int64
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				a.Get(Analysis, key("k"))
				reads.Add(1)
			}
		})
	}
	defer func() { close(stop); wg.Wait() }()
	var worst time.Duration
	for i := range 20 {
		start := time.Now()
		mustPut(t, b, ProjectResults, nkey(i), []byte("from b"))
		worst = max(worst, time.Since(start))
	}
	if st := b.stats(); st.Fallback {
		t.Fatal("the waiting store fell back to a private file")
	}
	if w := b.TakeWarnings(); len(w) != 0 {
		t.Fatalf("warnings %q", w)
	}
	for i := range 20 {
		mustGet(t, a, ProjectResults, nkey(i), []byte("from b"))
	}
	t.Logf("slowest of 20 writes while the other store read %d times: %s", reads.Load(), worst)
}
