package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestRoundTripPerBucket(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		k := key("same key in every bucket")
		for _, b := range cacheBuckets {
			mustPut(t, s, b, k, []byte("value of "+b.String()))
		}
		for _, b := range cacheBuckets {
			mustGet(t, s, b, k, []byte("value of "+b.String()))
		}
		mustMiss(t, s, Analysis, key("absent"))

		// Replacing a value.
		mustPut(t, s, Analysis, k, []byte("second"))
		mustGet(t, s, Analysis, k, []byte("second"))

		// Empty values are values.
		mustPut(t, s, ProjectResults, key("empty"), nil)
		if got, ok := s.Get(ProjectResults, key("empty")); !ok || len(got) != 0 {
			t.Fatalf("empty value: got %q, %v", got, ok)
		}

		// The store keeps its own copies, in and out.
		in := []byte("original")
		mustPut(t, s, Analysis, key("copy"), in)
		in[0] = 'X'
		out, _ := s.Get(Analysis, key("copy"))
		out[1] = 'Y'
		mustGet(t, s, Analysis, key("copy"), []byte("original"))

		many := map[Key][]byte{}
		for i := range 50 {
			many[key(fmt.Sprint("many", i))] = []byte(fmt.Sprint("v", i))
		}
		if err := s.PutMany(ProjectResults, many); err != nil {
			t.Fatal(err)
		}
		for k, v := range many {
			mustGet(t, s, ProjectResults, k, v)
		}

		st := s.stats()
		if got := st.Buckets[ProjectResults].Entries; got != 52 { // 50 + the first loop + "empty"
			t.Fatalf("project entries = %d, want 52", got)
		}
		var sum int64
		for _, bs := range st.Buckets {
			sum += bs.Bytes
		}
		if sum != st.ValueBytes || st.ValueBytes == 0 {
			t.Fatalf("ValueBytes = %d, sum of buckets = %d", st.ValueBytes, sum)
		}
		if want := 2*int64(valueHeaderLen) + int64(len("second")+len("original")); st.Buckets[Analysis].Bytes != want {
			t.Fatalf("analysis bytes = %d, want %d (a replaced value is not counted twice)", st.Buckets[Analysis].Bytes, want)
		}
	})
}

func TestUnknownBucket(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		for _, b := range []Bucket{0, lastBucket + 1, 255} {
			if err := put(s, b, key("k"), []byte("v")); !errors.Is(err, ErrUnknownBucket) {
				t.Errorf("put(%d) = %v, want ErrUnknownBucket", b, err)
			}
			mustMiss(t, s, b, key("k"))
		}
	})
}

func TestClosedStore(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		mustPut(t, s, Analysis, key("k"), []byte("v"))
		if err := s.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		if err := s.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
		mustMiss(t, s, Analysis, key("k"))
		if err := put(s, Analysis, key("k"), []byte("v")); !errors.Is(err, ErrClosed) {
			t.Errorf("put after Close = %v, want ErrClosed", err)
		}
		if _, err := s.FileIndex("p"); !errors.Is(err, ErrClosed) {
			t.Errorf("FileIndex after Close = %v, want ErrClosed", err)
		}
		if err := s.PutFileIndex("p", map[string]FileEntry{"a": {}}, nil); !errors.Is(err, ErrClosed) {
			t.Errorf("PutFileIndex after Close = %v, want ErrClosed", err)
		}
	})
}

func TestOffIsAPrivateTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, p := range []string{"", "off"} {
		s := mustOpen(t, Options{Path: p})
		st := s.stats()
		if !st.Private || st.Fallback || !strings.HasPrefix(filepath.Base(filepath.Dir(st.Path)), "alfix-store-") {
			t.Fatalf("Open(%q) stats = %+v, want a private temporary file", p, st)
		}
		mustPut(t, s, Analysis, key("k"), []byte("v"))
		mustGet(t, s, Analysis, key("k"), []byte("v"))
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Dir(st.Path)); !os.IsNotExist(err) {
			t.Fatalf("the private store's directory is still there after Close: %v", err)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Fatalf("private stores created files in the working directory: %v", ents)
	}
}

func TestPersistenceAcrossReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "dir", "cache.db")
	s := mustOpen(t, Options{Path: path})
	for _, b := range cacheBuckets {
		mustPut(t, s, b, key("k"), []byte("persisted "+b.String()))
	}
	if err := s.PutFileIndex("proj", map[string]FileEntry{"a.al": {Size: 3, Hash: key("a")}}, nil); err != nil {
		t.Fatal(err)
	}
	before := s.stats()
	if before.Private || before.Path != path || before.FileSize == 0 {
		t.Fatalf("stats = %+v", before)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s2 := mustOpen(t, Options{Path: path})
	after := s2.stats()
	for _, b := range cacheBuckets {
		mustGet(t, s2, b, key("k"), []byte("persisted "+b.String()))
	}
	if after.ValueBytes != before.ValueBytes || after.FileIndexEntries != 1 {
		t.Fatalf("counters after reopen = %+v, before = %+v", after, before)
	}
	for _, b := range cacheBuckets {
		if after.Buckets[b] != before.Buckets[b] {
			t.Fatalf("bucket %s: %+v after reopen, %+v before", b, after.Buckets[b], before.Buckets[b])
		}
	}
	idx, err := s2.FileIndex("proj")
	if err != nil || idx["a.al"].Hash != key("a") {
		t.Fatalf("file index after reopen: %v, %v", idx, err)
	}
}

func TestFileIndex(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		mod := time.Date(2026, 11, 30, 12, 34, 56, 123456789, time.UTC)
		a := FileEntry{Size: 10, ModTime: mod, Hash: key("a")}
		b := FileEntry{Size: 20, ModTime: mod.Add(time.Second), Hash: key("b")}
		zero := FileEntry{}
		if err := s.PutFileIndex("/p", map[string]FileEntry{"src/a.al": a, "src/b.al": b, "zero.al": zero}, nil); err != nil {
			t.Fatal(err)
		}
		// A project whose name extends the first one's must not see its files, nor the reverse.
		if err := s.PutFileIndex("/p2", map[string]FileEntry{"x.al": a}, nil); err != nil {
			t.Fatal(err)
		}
		if err := s.PutFileIndex("", map[string]FileEntry{"/p2x.al": b}, nil); err != nil {
			t.Fatal(err)
		}

		idx, err := s.FileIndex("/p")
		if err != nil {
			t.Fatal(err)
		}
		if len(idx) != 3 {
			t.Fatalf("index of /p = %v, want 3 entries", idx)
		}
		for p, want := range map[string]FileEntry{"src/a.al": a, "src/b.al": b, "zero.al": zero} {
			got := idx[p]
			if got.Size != want.Size || got.Hash != want.Hash || !got.ModTime.Equal(want.ModTime) {
				t.Errorf("%s = %+v, want %+v", p, got, want)
			}
		}
		if !idx["zero.al"].ModTime.IsZero() {
			t.Errorf("zero ModTime came back as %v", idx["zero.al"].ModTime)
		}
		if idx2, _ := s.FileIndex("/p2"); len(idx2) != 1 || idx2["x.al"].Hash != a.Hash {
			t.Fatalf("index of /p2 = %v", idx2)
		}
		if idx0, _ := s.FileIndex(""); len(idx0) != 1 {
			t.Fatalf("index of \"\" = %v", idx0)
		}
		if none, err := s.FileIndex("/unknown"); err != nil || len(none) != 0 {
			t.Fatalf("unknown project: %v, %v", none, err)
		}

		// Updates and removals in one call; removal wins over an update of the same path;
		// removing an unknown path is fine.
		b2 := FileEntry{Size: 21, ModTime: mod, Hash: key("b2")}
		err = s.PutFileIndex("/p", map[string]FileEntry{"src/b.al": b2, "new.al": a, "gone.al": a},
			[]string{"src/a.al", "gone.al", "never-there.al"})
		if err != nil {
			t.Fatal(err)
		}
		idx, _ = s.FileIndex("/p")
		if len(idx) != 3 || idx["src/b.al"].Hash != b2.Hash || idx["new.al"].Hash != a.Hash {
			t.Fatalf("after update: %v", idx)
		}
		if _, ok := idx["src/a.al"]; ok {
			t.Fatal("removed path still indexed")
		}
		if _, ok := idx["gone.al"]; ok {
			t.Fatal("path both updated and removed is still indexed")
		}
		if n := s.stats().FileIndexEntries; n != 5 {
			t.Fatalf("FileIndexEntries = %d, want 5", n)
		}
		// An empty update is a no-op.
		if err := s.PutFileIndex("/p", nil, nil); err != nil {
			t.Fatal(err)
		}
		// The returned map is the caller's.
		idx["injected"] = a
		if again, _ := s.FileIndex("/p"); len(again) != 3 {
			t.Fatalf("modifying a returned index changed the store: %v", again)
		}

		if path == "" {
			return
		}
		s.Close()
		s2 := mustOpen(t, Options{Path: path})
		idx, err = s2.FileIndex("/p")
		if err != nil || len(idx) != 3 || idx["src/b.al"].Size != 21 || !idx["new.al"].ModTime.Equal(mod) {
			t.Fatalf("after reopen: %v, %v", idx, err)
		}
		if n := s2.stats().FileIndexEntries; n != 5 {
			t.Fatalf("FileIndexEntries after reopen = %d, want 5", n)
		}
	})
}

func TestDefaultPath(t *testing.T) {
	t.Setenv("ALFIX_STORE", "off")
	if p, err := DefaultPath(); err != nil || p != "off" {
		t.Fatalf("DefaultPath with ALFIX_STORE=off = %q, %v", p, err)
	}
	t.Setenv("ALFIX_STORE", "/somewhere/c.db")
	if p, _ := DefaultPath(); p != "/somewhere/c.db" {
		t.Fatalf("DefaultPath = %q, want $ALFIX_STORE", p)
	}
	t.Setenv("ALFIX_STORE", "")
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", cache)
	want, err := os.UserCacheDir()
	if err != nil {
		t.Skip("no user cache dir on this platform:", err)
	}
	if p, err := DefaultPath(); err != nil || p != filepath.Join(want, "alfix", "cache.db") {
		t.Fatalf("DefaultPath = %q, %v", p, err)
	}
}

func TestConcurrentUse(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path, Budget: 64 << 10})
		ctx := context.Background()
		var wg sync.WaitGroup
		errs := make(chan error, 100)
		for w := range 4 {
			wg.Go(func() {
				for i := range 200 {
					k := key(fmt.Sprint(w, i%40))
					v := []byte(fmt.Sprint("worker ", w, " value ", i))
					if err := put(s, Analysis, k, v); err != nil {
						errs <- err
						return
					}
					if got, ok := s.Get(Analysis, k); ok && len(got) == 0 {
						errs <- fmt.Errorf("empty read")
						return
					}
					switch i % 50 {
					case 1:
						if s.enter() == nil {
							_, err := s.gc(ctx, s.file())
							s.leave()
							if err != nil {
								errs <- err
							}
						}
					case 2:
						if err := s.PutFileIndex(fmt.Sprint("p", w), map[string]FileEntry{fmt.Sprint(i): {Size: int64(i)}}, nil); err != nil {
							errs <- err
						}
					case 3:
						_ = s.stats()
						_, _ = s.FileIndex(fmt.Sprint("p", w))
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	})
}

func TestConcurrentPutsAllLand(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		const n = 64
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Go(func() { errs[i] = put(s, ProjectResults, nkey(i), make([]byte, i)) })
		}
		wg.Wait()
		var want int64
		for i := range n {
			if errs[i] != nil {
				t.Fatalf("put %d: %v", i, errs[i])
			}
			mustGet(t, s, ProjectResults, nkey(i), make([]byte, i))
			want += entrySize(i)
		}
		if st := s.stats().Buckets[ProjectResults]; st.Entries != n || st.Bytes != want {
			t.Fatalf("project bucket %+v, want %d entries of %d bytes", st, n, want)
		}
	})
}

func TestGroupCommitIsolatesAFailingPut(t *testing.T) {
	s := mustOpen(t, Options{Path: sharedPath(t)})
	f := s.file()
	leaderInside := make(chan struct{})
	releaseLeader := make(chan struct{})
	injected := errors.New("injected put failure")
	var once sync.Once
	f.putHook = func(k Key) error {
		switch k {
		case nkey(0):
			once.Do(func() { close(leaderInside); <-releaseLeader })
		case nkey(1):
			return injected
		}
		return nil
	}
	results := make([]error, 3)
	var wg sync.WaitGroup
	wg.Go(func() { results[0] = put(s, Analysis, nkey(0), []byte("leader")) })
	<-leaderInside
	wg.Go(func() { results[1] = put(s, Analysis, nkey(1), []byte("bad")) })
	wg.Go(func() { results[2] = put(s, Analysis, nkey(2), []byte("good")) })
	// Wait until both are queued behind the leader, so that they share a transaction.
	deadline := time.Now().Add(10 * time.Second)
	for {
		f.queueMu.Lock()
		queued := len(f.writeQueue)
		f.queueMu.Unlock()
		if queued == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d puts queued, want 2", queued)
		}
		time.Sleep(time.Millisecond)
	}
	close(releaseLeader)
	wg.Wait()
	if results[0] != nil || !errors.Is(results[1], injected) || results[2] != nil {
		t.Fatalf("results = %v, want nil, the injected error, nil", results)
	}
	mustGet(t, s, Analysis, nkey(0), []byte("leader"))
	mustMiss(t, s, Analysis, nkey(1))
	mustGet(t, s, Analysis, nkey(2), []byte("good"))
	if st := s.stats().Buckets[Analysis]; st.Entries != 2 || st.Bytes != entrySize(6)+entrySize(4) {
		t.Fatalf("analysis bucket %+v, want 2 entries", st)
	}
	f.queueMu.Lock()
	defer f.queueMu.Unlock()
	if f.writing || len(f.writeQueue) != 0 {
		t.Fatalf("writer state left behind: writing=%v queue=%d", f.writing, len(f.writeQueue))
	}
}

func TestGetMany(t *testing.T) {
	forEachKind(t, func(t *testing.T, path string) {
		s := mustOpen(t, Options{Path: path})
		kv := map[Key][]byte{key("a"): []byte("1"), key("b"): []byte("2")}
		if err := s.PutMany(Analysis, kv); err != nil {
			t.Fatal(err)
		}
		got := s.GetMany(Analysis, []Key{key("a"), key("b"), key("absent")})
		if len(got) != 2 || string(got[key("a")]) != "1" || string(got[key("b")]) != "2" {
			t.Fatalf("GetMany = %q", got)
		}
		// The values are copies.
		got[key("a")][0] = 'x'
		mustGet(t, s, Analysis, key("a"), []byte("1"))
		if other := s.GetMany(ProjectResults, []Key{key("a")}); len(other) != 0 {
			t.Errorf("another bucket answered: %q", other)
		}
		if none := s.GetMany(Bucket(99), []Key{key("a")}); len(none) != 0 {
			t.Errorf("an unknown bucket answered: %q", none)
		}
	})
}

// With KeepNothing, "off" makes no file at all: reads miss, writes are
// dropped without error, the file index is empty; after Close, writes fail
// as for any store.
func TestOffKeepingNothingMakesNoFile(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	s, err := Open(Options{Path: "off", KeepNothing: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.PutMany(Analysis, map[Key][]byte{key("k"): []byte("v")}); err != nil {
		t.Fatalf("PutMany: %v", err)
	}
	if v, ok := s.Get(Analysis, key("k")); ok {
		t.Errorf("Get after PutMany = %q, want a miss", v)
	}
	if err := s.PutFileIndex("p", map[string]FileEntry{"a": {Size: 1}}, nil); err != nil {
		t.Fatalf("PutFileIndex: %v", err)
	}
	if idx, err := s.FileIndex("p"); err != nil || len(idx) != 0 {
		t.Errorf("FileIndex = %v, %v; want empty", idx, err)
	}
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("the store made files: %v", ents)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.PutMany(Analysis, map[Key][]byte{key("k"): []byte("v")}); !errors.Is(err, ErrClosed) {
		t.Errorf("PutMany after Close = %v, want ErrClosed", err)
	}
	// KeepNothing with a real path is ignored: the file is the cache.
	path := filepath.Join(tmp, "c.db")
	s2, err := Open(Options{Path: path, KeepNothing: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	mustPut(t, s2, Analysis, key("k"), []byte("v"))
	mustGet(t, s2, Analysis, key("k"), []byte("v"))
}

func TestKeepsNothing(t *testing.T) {
	s, err := Open(Options{Path: "off", KeepNothing: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.KeepsNothing() {
		t.Error("KeepsNothing = false for a store that keeps nothing")
	}
	t.Chdir(t.TempDir())
	kept := mustOpen(t, Options{Path: "off"})
	defer kept.Close()
	if kept.KeepsNothing() {
		t.Error("KeepsNothing = true for a private file")
	}
}
