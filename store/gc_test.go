package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"testing"
	"time"
)

// entrySize is the stored size of a value of n bytes.
func entrySize(n int) int64 { return int64(valueHeaderLen + n) }

func nkey(i int) Key { return key(fmt.Sprint("entry ", i)) }

// runGC runs one GC of the store's current file.
func runGC(t *testing.T, s *Store, ctx context.Context) (gcReport, error) {
	t.Helper()
	if err := s.enter(); err != nil {
		return gcReport{}, err
	}
	defer s.leave()
	return s.gc(ctx, s.file())
}

func mustGC(t *testing.T, s *Store) gcReport {
	t.Helper()
	rep, err := runGC(t, s, context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestBudgetEvictsLeastRecentlyUsed(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		const valueLen = 1000
		budget := 40 * entrySize(valueLen)
		s := mustOpen(t, Options{Path: path, Budget: budget})
		useFakeClock(s)
		s.file().gcQueued.Store(true) // no automatic GC: this test runs it
		val := func(i int) []byte { return bytes.Repeat([]byte{byte(i)}, valueLen) }

		for i := range 30 {
			mustPut(t, s, Analysis, nkey(i), val(i))
		}
		// Read the five oldest results: they become the most recently used of the first 30.
		for i := range 5 {
			mustGet(t, s, Analysis, nkey(i), val(i))
		}
		// Go over budget.
		for i := 30; i < 45; i++ {
			mustPut(t, s, ProjectResults, nkey(i), val(i))
		}
		rep := mustGC(t, s)
		st := s.stats()
		if st.ValueBytes > budget || rep.Evicted == 0 {
			t.Fatalf("after GC %d bytes, budget %d (report %+v)", st.ValueBytes, budget, rep)
		}
		if rep.BytesAfter != st.ValueBytes {
			t.Fatalf("report says %d bytes after, stats %d", rep.BytesAfter, st.ValueBytes)
		}
		for i := range 5 {
			mustGet(t, s, Analysis, nkey(i), val(i))
		}
		mustMiss(t, s, Analysis, nkey(5))
		for i := 30; i < 45; i++ {
			mustGet(t, s, ProjectResults, nkey(i), val(i))
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
		if evicted != rep.Evicted {
			t.Fatalf("%d unread results missing, the report says %d evicted", evicted, rep.Evicted)
		}
	})
}

func TestGCUnderBudgetEvictsNothing(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path, Budget: 1 << 20})
		for i := range 10 {
			mustPut(t, s, Analysis, nkey(i), []byte("small"))
		}
		rep := mustGC(t, s)
		if rep.Evicted != 0 || rep.BytesAfter != rep.BytesBefore || rep.Compacted {
			t.Fatalf("report %+v, want nothing done", rep)
		}
	})
}

func TestPutOverBudgetCollectsAutomatically(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		budget := 10 * entrySize(100)
		s := mustOpen(t, Options{Path: path, Budget: budget})
		for i := range 30 {
			mustPut(t, s, Analysis, nkey(i), make([]byte, 100))
		}
		deadline := time.Now().Add(10 * time.Second)
		for s.stats().ValueBytes > budget {
			if time.Now().After(deadline) {
				t.Fatalf("still %d bytes over a budget of %d without an explicit GC", s.stats().ValueBytes, budget)
			}
			time.Sleep(5 * time.Millisecond)
		}
	})
}

func TestGCStopsWhenCancelled(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path, Budget: 1 << 30})
		for i := range 20 {
			mustPut(t, s, Analysis, nkey(i), make([]byte, 100))
		}
		// Make the store think it is over budget.
		s.budget = 1
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := runGC(t, s, ctx); err == nil {
			t.Fatal("GC with a cancelled context succeeded")
		}
		if n := s.stats().Buckets[Analysis].Entries; n != 20 {
			t.Fatalf("a cancelled GC evicted entries: %d left", n)
		}
	})
}

func fileHash(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

func TestReadsDoNotWriteUntilFlushed(t *testing.T) {
	path := sharedPath(t)
	s := mustOpen(t, Options{Path: path})
	clock := useFakeClock(s)
	mustPut(t, s, Analysis, key("k"), []byte("v"))
	before := fileHash(t, path)
	for range 100 {
		mustGet(t, s, Analysis, key("k"), []byte("v"))
	}
	if fileHash(t, path) != before {
		t.Fatal("100 reads changed the file")
	}
	if n := s.stats().PendingAccess; n != 1 {
		t.Fatalf("PendingAccess = %d, want 1", n)
	}
	lastRead := clock.t.Load()
	mustGC(t, s)
	if n := s.stats().PendingAccess; n != 0 {
		t.Fatalf("PendingAccess after GC = %d", n)
	}
	if got := accessTimes(t, s)[key("k")]; got != lastRead {
		t.Fatalf("stored access time %d, want the last read %d", got, lastRead)
	}
}

// accessTimes returns the stored access time of every value of the store's file.
func accessTimes(t *testing.T, s *Store) map[Key]int64 {
	t.Helper()
	f := s.file()
	out := map[Key]int64{}
	err := f.with(modeRead, func(ss *session) error {
		cands, err := f.candidates(context.Background(), ss)
		for _, c := range cands {
			out[c.key] = c.accessed
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestWriteSessionsWriteRecordedReads(t *testing.T) {
	s := mustOpen(t, Options{Path: sharedPath(t)})
	clock := useFakeClock(s)
	mustPut(t, s, Analysis, key("read"), []byte("v"))
	mustGet(t, s, Analysis, key("read"), []byte("v"))
	lastRead := clock.t.Load()
	// Any later writable session carries the recorded access along when it ends.
	s.file().linger = 0
	mustPut(t, s, Analysis, key("other"), []byte("w"))
	if n := s.stats().PendingAccess; n != 0 {
		t.Fatalf("PendingAccess after a write = %d", n)
	}
	if got := accessTimes(t, s)[key("read")]; got != lastRead {
		t.Fatalf("stored access time %d, want %d", got, lastRead)
	}
}

func TestAccessTimesPersistAcrossClose(t *testing.T) {
	path := sharedPath(t)
	s := mustOpen(t, Options{Path: path})
	clock := useFakeClock(s)
	for i := range 3 {
		mustPut(t, s, Analysis, nkey(i), []byte("v"))
	}
	mustGet(t, s, Analysis, nkey(0), []byte("v"))
	lastRead := clock.t.Load()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2 := mustOpen(t, Options{Path: path})
	if got := accessTimes(t, s2)[nkey(0)]; got != lastRead {
		t.Fatalf("access time of the read entry = %d, want %d", got, lastRead)
	}
}

func TestRecentlyTouchedValuesAreNotRewritten(t *testing.T) {
	s := mustOpen(t, Options{Path: sharedPath(t)})
	mustPut(t, s, Analysis, key("k"), []byte("v"))
	// With the default granularity, a read just after the write records nothing.
	mustGet(t, s, Analysis, key("k"), []byte("v"))
	if n := s.stats().PendingAccess; n != 0 {
		t.Fatalf("PendingAccess = %d, want 0 within the touch granularity", n)
	}
}

// deleteAll removes every value of the store's file, without compacting it.
func deleteAll(t *testing.T, s *Store) {
	t.Helper()
	f := s.file()
	err := f.with(modeWrite, func(ss *session) error {
		entries, err := f.candidates(context.Background(), ss)
		if err != nil {
			return err
		}
		_, _, err = f.evict(context.Background(), ss, entries)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCompactionShrinksFile(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path, Budget: 1 << 30})
		f := s.file()
		f.compactMinSize = 1 << 20
		vals := map[Key][]byte{}
		for i := range 2000 {
			vals[nkey(i)] = bytes.Repeat([]byte{byte(i)}, 2000)
		}
		if err := s.PutMany(Analysis, vals); err != nil {
			t.Fatal(err)
		}
		deleteAll(t, s)
		keep := map[Key][]byte{key("a"): []byte("kept"), key("b"): []byte("too")}
		if err := s.PutMany(ProjectResults, keep); err != nil {
			t.Fatal(err)
		}
		if err := s.PutFileIndex("p", map[string]FileEntry{"a.al": {Size: 1}}, nil); err != nil {
			t.Fatal(err)
		}
		rep := mustGC(t, s)
		if !rep.Compacted || rep.FileSizeAfter >= rep.FileSizeBefore/4 {
			t.Fatalf("report %+v, want a compaction to under a quarter of the size", rep)
		}
		for k, v := range keep {
			mustGet(t, s, ProjectResults, k, v)
		}
		mustPut(t, s, Analysis, key("after"), []byte("writable"))
		st := s.stats()
		if st.Fallback || st.Buckets[ProjectResults].Entries != 2 || st.FileIndexEntries != 1 {
			t.Fatalf("stats after compaction = %+v", st)
		}
		// A second GC has nothing to do.
		if rep := mustGC(t, s); rep.Compacted {
			t.Fatalf("second GC: %+v", rep)
		}
		if path == "" {
			return
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		logger, logs := newLogger()
		s2 := mustOpen(t, Options{Path: path, Logger: logger})
		mustGet(t, s2, Analysis, key("after"), []byte("writable"))
		mustGet(t, s2, ProjectResults, key("a"), []byte("kept"))
		if idx, _ := s2.FileIndex("p"); len(idx) != 1 {
			t.Fatalf("file index after compaction: %v", idx)
		}
		if l := logs.String(); l != "" {
			t.Fatalf("reopening the compacted store logged:\n%s", l)
		}
		if got := asideFiles(t, path, ".compact-"); len(got) != 0 {
			t.Fatalf("compaction left temporary files: %v", got)
		}
	})
}

func TestCompactionUnderAnotherStore(t *testing.T) {
	// Two stores on one file, as two processes: one compacts while the other keeps using it.
	path := sharedPath(t)
	a := mustOpen(t, Options{Path: path, Budget: 1 << 30})
	b := mustOpen(t, Options{Path: path, Budget: 1 << 30})
	a.file().compactMinSize = 1 << 20
	vals := map[Key][]byte{}
	for i := range 2000 {
		vals[nkey(i)] = bytes.Repeat([]byte{byte(i)}, 2000)
	}
	if err := a.PutMany(Analysis, vals); err != nil {
		t.Fatal(err)
	}
	deleteAll(t, a)
	mustPut(t, b, ProjectResults, key("from b"), []byte("before"))
	if rep := mustGC(t, a); !rep.Compacted {
		t.Fatalf("report %+v, want a compaction", rep)
	}
	// b finds its value in the compacted file and writes to it.
	mustGet(t, b, ProjectResults, key("from b"), []byte("before"))
	mustPut(t, b, ProjectResults, key("from b, after"), []byte("after"))
	mustGet(t, a, ProjectResults, key("from b, after"), []byte("after"))
	if b.stats().Fallback || a.stats().Fallback {
		t.Fatal("a store fell back to a private file")
	}
}

func TestChooseVictims(t *testing.T) {
	es := []entryInfo{
		{bucket: ProjectResults, key: key("p"), size: 10, accessed: 5},
		{bucket: Analysis, key: key("a"), size: 10, accessed: 5},
		{bucket: Analysis, key: key("old"), size: 10, accessed: 1},
		{bucket: Analysis, key: key("new"), size: 10, accessed: 9},
	}
	got := chooseVictims(es, 40, 15)
	var names []Key
	for _, e := range got {
		names = append(names, e.key)
	}
	want := []Key{key("old"), key("a"), key("p")}
	if fmt.Sprint(names) != fmt.Sprint(want) {
		t.Fatalf("victims = %x, want old, a, p", names)
	}
	if v := chooseVictims(es, 20, 20); len(v) != 0 {
		t.Fatalf("under target: %d victims", len(v))
	}
}

func TestReopenWithSmallerBudgetTrims(t *testing.T) {
	path := sharedPath(t)
	s := mustOpen(t, Options{Path: path})
	for i := range 50 {
		mustPut(t, s, Analysis, nkey(i), make([]byte, 100))
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	budget := 10 * entrySize(100)
	s2 := mustOpen(t, Options{Path: path, Budget: budget})
	deadline := time.Now().Add(10 * time.Second)
	for s2.stats().ValueBytes > budget {
		if time.Now().After(deadline) {
			t.Fatalf("reopened store still holds %d bytes, budget %d", s2.stats().ValueBytes, budget)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestManyReadsFlushInBackground(t *testing.T) {
	s := mustOpen(t, Options{Path: sharedPath(t)})
	useFakeClock(s)
	s.file().maxPending = 3
	for i := range 3 {
		mustPut(t, s, Analysis, nkey(i), []byte("v"))
	}
	for i := range 3 {
		mustGet(t, s, Analysis, nkey(i), []byte("v"))
	}
	deadline := time.Now().Add(10 * time.Second)
	for s.stats().PendingAccess != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d access times still pending without GC", s.stats().PendingAccess)
		}
		time.Sleep(time.Millisecond)
	}
}
