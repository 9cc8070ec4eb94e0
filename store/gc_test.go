package store

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// entrySize is the stored size of a value of n bytes.
func entrySize(n int) int64 { return int64(valueHeaderLen + n) }

func nkey(i int) Key { return key(fmt.Sprint("entry ", i)) }

func TestBudgetEvictsLeastRecentlyUsed(t *testing.T) {
	forEachMode(t, func(t *testing.T, path string) {
		const valueLen = 1000
		budget := 40 * entrySize(valueLen)
		s := mustOpen(t, Options{Path: path, Budget: budget})
		useFakeClock(s)
		val := func(i int) []byte { return bytes.Repeat([]byte{byte(i)}, valueLen) }

		// An old snapshot that is retained, and one that is not.
		if err := s.Put(Snapshots, key("retained"), val(1)); err != nil {
			t.Fatal(err)
		}
		if err := s.Retain(key("retained")); err != nil {
			t.Fatal(err)
		}
		if err := s.Put(Snapshots, key("unreferenced"), val(2)); err != nil {
			t.Fatal(err)
		}
		for i := range 30 {
			if err := s.Put(Analysis, nkey(i), val(i)); err != nil {
				t.Fatal(err)
			}
		}
		// Read the five oldest results: they become the most recently used of the first 30.
		for i := range 5 {
			mustGet(t, s, Analysis, nkey(i), val(i))
		}
		// Go over budget.
		for i := 30; i < 45; i++ {
			if err := s.Put(Fixes, nkey(i), val(i)); err != nil {
				t.Fatal(err)
			}
		}
		rep, err := s.GC(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		st := s.Stats()
		if st.ValueBytes > budget {
			t.Fatalf("after GC %d bytes, budget %d (report %+v)", st.ValueBytes, budget, rep)
		}
		if rep.BytesAfter != st.ValueBytes {
			t.Fatalf("report says %d bytes after, stats %d", rep.BytesAfter, st.ValueBytes)
		}
		mustGet(t, s, Snapshots, key("retained"), val(1))
		mustMiss(t, s, Snapshots, key("unreferenced"))
		for i := range 5 {
			mustGet(t, s, Analysis, nkey(i), val(i))
		}
		mustMiss(t, s, Analysis, nkey(5))
		for i := 30; i < 45; i++ {
			mustGet(t, s, Fixes, nkey(i), val(i))
		}
		// The least recently used entries went first.
		evicted := 0
		for i := 5; i < 30; i++ {
			if _, ok := s.Get(Analysis, nkey(i)); !ok {
				evicted++
				if i > 5+evicted-1 {
					t.Fatalf("entry %d evicted while an older one survived", i)
				}
			}
		}
		if evicted == 0 {
			t.Fatal("nothing evicted from the unread results")
		}
	})
}

func TestRetainedSnapshotsSurviveAnyBudget(t *testing.T) {
	forEachMode(t, func(t *testing.T, path string) {
		budget := 4 * entrySize(100) // less than the five retained snapshots
		s := mustOpen(t, Options{Path: path, Budget: budget})
		useFakeClock(s)
		for i := range 5 {
			if err := s.Retain(nkey(i)); err != nil {
				t.Fatal(err)
			}
			if err := s.Put(Snapshots, nkey(i), make([]byte, 100)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.GC(context.Background()); err != nil {
			t.Fatal(err)
		}
		for i := range 5 {
			mustGet(t, s, Snapshots, nkey(i), make([]byte, 100))
		}
		// Writes no longer schedule a GC that cannot help.
		waitNoAutoGC(t, s)
		if s.gcFloor.Load() <= budget {
			t.Fatalf("gcFloor = %d after a GC that could not get under budget", s.gcFloor.Load())
		}
		if err := s.Put(Analysis, key("small"), []byte("x")); err != nil {
			t.Fatal(err)
		}
		if s.gcQueued.Load() {
			t.Fatal("a small write over a retained-only budget scheduled a GC")
		}
		// Once released they are collectable.
		for i := range 5 {
			if err := s.Release(nkey(i)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.GC(context.Background()); err != nil {
			t.Fatal(err)
		}
		if st := s.Stats(); st.ValueBytes > budget-budget/10 {
			t.Fatalf("after releasing, %d bytes kept, budget %d", st.ValueBytes, budget)
		}
		if s.gcFloor.Load() != 0 {
			t.Fatal("gcFloor not reset by a GC that got under budget")
		}
	})
}

func TestGCUnderBudgetEvictsNothing(t *testing.T) {
	forEachMode(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path, Budget: 1 << 20})
		for i := range 10 {
			if err := s.Put(Analysis, nkey(i), []byte("small")); err != nil {
				t.Fatal(err)
			}
		}
		rep, err := s.GC(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if rep.Evicted != 0 || rep.BytesAfter != rep.BytesBefore || rep.Compacted {
			t.Fatalf("report %+v, want nothing done", rep)
		}
	})
}

func TestPutOverBudgetCollectsAutomatically(t *testing.T) {
	forEachMode(t, func(t *testing.T, path string) {
		budget := 10 * entrySize(100)
		s := mustOpen(t, Options{Path: path, Budget: budget})
		for i := range 30 {
			if err := s.Put(Analysis, nkey(i), make([]byte, 100)); err != nil {
				t.Fatal(err)
			}
		}
		deadline := time.Now().Add(10 * time.Second)
		for s.Stats().ValueBytes > budget {
			if time.Now().After(deadline) {
				t.Fatalf("still %d bytes over a budget of %d without an explicit GC", s.Stats().ValueBytes, budget)
			}
			time.Sleep(5 * time.Millisecond)
		}
	})
}

func TestGCStopsWhenCancelled(t *testing.T) {
	forEachMode(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path, Budget: 1 << 30})
		for i := range 20 {
			if err := s.Put(Analysis, nkey(i), make([]byte, 100)); err != nil {
				t.Fatal(err)
			}
		}
		// Make the store think it is over budget.
		s.budget = 1
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := s.GC(ctx); err == nil {
			t.Fatal("GC with a cancelled context succeeded")
		}
		if n := s.Stats().Buckets[Analysis].Entries; n != 20 {
			t.Fatalf("a cancelled GC evicted entries: %d left", n)
		}
	})
}

func TestReadsDoNotWriteUntilFlushed(t *testing.T) {
	path := modes[0].path(t)
	s := mustOpen(t, Options{Path: path})
	clock := useFakeClock(s)
	if err := s.Put(Analysis, key("k"), []byte("v")); err != nil {
		t.Fatal(err)
	}
	be := s.be.(*boltBackend)
	writes := func() int64 { st := be.db.Stats(); return st.TxStats.GetWrite() }
	txBefore := writes()
	for range 100 {
		mustGet(t, s, Analysis, key("k"), []byte("v"))
	}
	if w := writes() - txBefore; w != 0 {
		t.Fatalf("100 reads wrote %d pages", w)
	}
	if n := s.Stats().PendingAccess; n != 1 {
		t.Fatalf("PendingAccess = %d, want 1", n)
	}
	lastRead := clock.t.Load()
	if _, err := s.GC(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := s.Stats().PendingAccess; n != 0 {
		t.Fatalf("PendingAccess after GC = %d", n)
	}
	cands, err := be.candidates(context.Background())
	if err != nil || len(cands) != 1 {
		t.Fatalf("candidates = %v, %v", cands, err)
	}
	if cands[0].accessed != lastRead {
		t.Fatalf("stored access time %d, want the last read %d", cands[0].accessed, lastRead)
	}
}

func TestAccessTimesPersistAcrossClose(t *testing.T) {
	path := modes[0].path(t)
	s := mustOpen(t, Options{Path: path})
	clock := useFakeClock(s)
	for i := range 3 {
		if err := s.Put(Analysis, nkey(i), []byte("v")); err != nil {
			t.Fatal(err)
		}
	}
	mustGet(t, s, Analysis, nkey(0), []byte("v"))
	lastRead := clock.t.Load()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2 := mustOpen(t, Options{Path: path})
	cands, err := s2.be.candidates(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cands {
		if c.key == nkey(0) && c.accessed != lastRead {
			t.Fatalf("access time of the read entry = %d, want %d", c.accessed, lastRead)
		}
	}
}

func TestRecentlyTouchedValuesAreNotRewritten(t *testing.T) {
	path := modes[0].path(t)
	s := mustOpen(t, Options{Path: path})
	if err := s.Put(Analysis, key("k"), []byte("v")); err != nil {
		t.Fatal(err)
	}
	// With the default granularity, a read just after the write records nothing.
	mustGet(t, s, Analysis, key("k"), []byte("v"))
	if n := s.Stats().PendingAccess; n != 0 {
		t.Fatalf("PendingAccess = %d, want 0 within the touch granularity", n)
	}
}

func TestCompactionShrinksFile(t *testing.T) {
	path := modes[0].path(t)
	s := mustOpen(t, Options{Path: path, Budget: 1 << 30})
	be := s.be.(*boltBackend)
	be.compactMinSize = 1 << 20
	vals := map[Key][]byte{}
	for i := range 2000 {
		vals[nkey(i)] = bytes.Repeat([]byte{byte(i)}, 2000)
	}
	if err := s.PutMany(Snapshots, vals); err != nil {
		t.Fatal(err)
	}
	if err := s.PutFileIndex("p", map[string]FileEntry{"a.al": {Size: 1}}, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Retain(nkey(0)); err != nil {
		t.Fatal(err)
	}
	for i := 10; i < 2000; i++ {
		if err := s.Delete(Snapshots, nkey(i)); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := s.GC(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Compacted || rep.FileSizeAfter >= rep.FileSizeBefore/4 {
		t.Fatalf("report %+v, want a compaction to under a quarter of the size", rep)
	}
	for i := range 10 {
		mustGet(t, s, Snapshots, nkey(i), vals[nkey(i)])
	}
	if err := s.Put(Analysis, key("after"), []byte("writable")); err != nil {
		t.Fatal(err)
	}
	st := s.Stats()
	if st.Fallback || st.Path != path || st.Buckets[Snapshots].Entries != 10 || st.RetainedSnapshots != 1 || st.FileIndexEntries != 1 {
		t.Fatalf("stats after compaction = %+v", st)
	}
	// A second GC has nothing to do.
	if rep, err := s.GC(context.Background()); err != nil || rep.Compacted {
		t.Fatalf("second GC: %+v, %v", rep, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	logger, logs := newLogger()
	s2 := mustOpen(t, Options{Path: path, Logger: logger})
	mustGet(t, s2, Analysis, key("after"), []byte("writable"))
	mustGet(t, s2, Snapshots, nkey(3), vals[nkey(3)])
	if idx, _ := s2.FileIndex("p"); len(idx) != 1 {
		t.Fatalf("file index after compaction: %v", idx)
	}
	if l := logs.String(); l != "" {
		t.Fatalf("reopening the compacted store logged:\n%s", l)
	}
	if got := asideFiles(t, path, ".compact-"); len(got) != 0 {
		t.Fatalf("compaction left temporary files: %v", got)
	}
}

func TestBackgroundGCFlushesAndEnforces(t *testing.T) {
	path := modes[0].path(t)
	budget := 5 * entrySize(100)
	s := mustOpen(t, Options{Path: path, Budget: budget})
	useFakeClock(s)
	if err := s.Put(Analysis, key("k"), make([]byte, 100)); err != nil {
		t.Fatal(err)
	}
	mustGet(t, s, Analysis, key("k"), make([]byte, 100))
	if s.Stats().PendingAccess != 1 {
		t.Fatal("read not recorded")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.StartBackgroundGC(ctx, 5*time.Millisecond)
	s.StartBackgroundGC(ctx, 5*time.Millisecond) // a second call is ignored
	deadline := time.Now().Add(10 * time.Second)
	for s.Stats().PendingAccess != 0 {
		if time.Now().After(deadline) {
			t.Fatal("background GC did not write the recorded access")
		}
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestChooseVictims(t *testing.T) {
	es := []entryInfo{
		{bucket: Snapshots, key: key("s"), size: 10, accessed: 5},
		{bucket: Analysis, key: key("a"), size: 10, accessed: 5},
		{bucket: Fixes, key: key("f"), size: 10, accessed: 5},
		{bucket: Analysis, key: key("old"), size: 10, accessed: 1},
		{bucket: Analysis, key: key("new"), size: 10, accessed: 9},
	}
	got := chooseVictims(es, 50, 20)
	var names []Key
	for _, e := range got {
		names = append(names, e.key)
	}
	want := []Key{key("old"), key("f"), key("a")}
	if fmt.Sprint(names) != fmt.Sprint(want) {
		t.Fatalf("victims = %x, want old, f, a", names)
	}
	if v := chooseVictims(es, 20, 20); len(v) != 0 {
		t.Fatalf("under target: %d victims", len(v))
	}
}

// waitNoAutoGC waits until no automatic GC is scheduled or running.
func waitNoAutoGC(t *testing.T, s *Store) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for s.gcQueued.Load() {
		if time.Now().After(deadline) {
			t.Fatal("automatic GC still running")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestReopenWithSmallerBudgetTrims(t *testing.T) {
	path := modes[0].path(t)
	s := mustOpen(t, Options{Path: path})
	for i := range 50 {
		if err := s.Put(Analysis, nkey(i), make([]byte, 100)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	budget := 10 * entrySize(100)
	s2 := mustOpen(t, Options{Path: path, Budget: budget})
	deadline := time.Now().Add(10 * time.Second)
	for s2.Stats().ValueBytes > budget {
		if time.Now().After(deadline) {
			t.Fatalf("reopened store still holds %d bytes, budget %d", s2.Stats().ValueBytes, budget)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestCompactionFallsBackWhenTheFileIsLost(t *testing.T) {
	path := modes[0].path(t)
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	be := s.be.(*boltBackend)
	be.compactMinSize = 0
	be.reopen = func(string, time.Duration) (*bolt.DB, initialCounts, error) { return nil, initialCounts{}, errLocked }
	vals := map[Key][]byte{}
	for i := range 200 {
		vals[nkey(i)] = make([]byte, 2000)
	}
	if err := s.PutMany(Fixes, vals); err != nil {
		t.Fatal(err)
	}
	for i := range 200 {
		if err := s.Delete(Fixes, nkey(i)); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := s.GC(context.Background())
	if err != nil || !rep.Compacted {
		t.Fatalf("GC = %+v, %v", rep, err)
	}
	st := s.Stats()
	if !st.Fallback || st.Path == path {
		t.Fatalf("stats = %+v, want a fallback store", st)
	}
	mustContain(t, logs.String(), "after compacting")
	if err := s.Put(Analysis, key("k"), []byte("v")); err != nil {
		t.Fatal(err)
	}
	mustGet(t, s, Analysis, key("k"), []byte("v"))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(st.Path); !os.IsNotExist(err) {
		t.Fatalf("fallback store not removed: %v", err)
	}
	// The compacted file itself is in place and intact.
	s2 := mustOpen(t, Options{Path: path})
	if s2.Stats().Fallback {
		t.Fatal("compacted file unusable")
	}
}

func TestManyReadsFlushInBackground(t *testing.T) {
	path := modes[0].path(t)
	s := mustOpen(t, Options{Path: path})
	useFakeClock(s)
	be := s.be.(*boltBackend)
	be.mu.Lock()
	be.maxPending = 3
	be.mu.Unlock()
	for i := range 3 {
		if err := s.Put(Analysis, nkey(i), []byte("v")); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 3 {
		mustGet(t, s, Analysis, nkey(i), []byte("v"))
	}
	deadline := time.Now().Add(10 * time.Second)
	for s.Stats().PendingAccess != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d access times still pending without GC", s.Stats().PendingAccess)
		}
		time.Sleep(time.Millisecond)
	}
}
