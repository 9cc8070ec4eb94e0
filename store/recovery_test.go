package store

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// asideFiles lists files next to path whose names start with path's name plus suffix.
func asideFiles(t *testing.T, path, suffix string) []string {
	t.Helper()
	m, err := filepath.Glob(path + suffix + "*")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// filledStore makes a closed database at path holding a few values.
func filledStore(t *testing.T, path string) {
	t.Helper()
	s, err := Open(Options{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	vals := map[Key][]byte{}
	for i := range 200 {
		vals[key(string(rune('a'+i%26))+string(rune(i)))] = bytes.Repeat([]byte{byte(i)}, 300)
	}
	if err := s.PutMany(Snapshots, vals); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"bad", "future"} {
		if err := s.Put(Analysis, key(k), []byte("payload")); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// assertRebuilt checks that a store opened on path is usable, empty, not a fallback, that the
// old file was moved aside with the given suffix, and that a warning was logged.
func assertRebuilt(t *testing.T, path, suffix string) {
	t.Helper()
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	st := s.Stats()
	if st.Fallback || st.InMemory || st.Path != path {
		t.Fatalf("stats = %+v, want the configured file rebuilt", st)
	}
	if st.ValueBytes != 0 {
		t.Fatalf("rebuilt store holds %d bytes", st.ValueBytes)
	}
	if got := asideFiles(t, path, suffix); len(got) != 1 {
		t.Fatalf("moved-aside files %q = %v, want one", suffix, got)
	}
	mustContain(t, logs.String(), "level=WARN")
	mustContain(t, logs.String(), "moved aside")
	t.Log(logs.String())
	if err := s.Put(Analysis, key("k"), []byte("works")); err != nil {
		t.Fatal(err)
	}
	mustGet(t, s, Analysis, key("k"), []byte("works"))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// And the rebuilt file opens cleanly, without another warning.
	logger2, logs2 := newLogger()
	s2 := mustOpen(t, Options{Path: path, Logger: logger2})
	mustGet(t, s2, Analysis, key("k"), []byte("works"))
	if l := logs2.String(); l != "" {
		t.Fatalf("reopening the rebuilt store logged:\n%s", l)
	}
}

func TestGarbageFileIsMovedAside(t *testing.T) {
	for name, size := range map[string]int{"short": 100, "one page": 4096, "many pages": 64 << 10} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "cache.db")
			garbage := make([]byte, size)
			r := rand.NewChaCha8([32]byte{byte(size)})
			r.Read(garbage)
			if err := os.WriteFile(path, garbage, 0o600); err != nil {
				t.Fatal(err)
			}
			assertRebuilt(t, path, ".corrupt-")
			moved := asideFiles(t, path, ".corrupt-")[0]
			if got, _ := os.ReadFile(moved); !bytes.Equal(got, garbage) {
				t.Fatal("the moved-aside file is not the original")
			}
		})
	}
}

func TestTruncatedFileIsMovedAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, fi.Size()/2); err != nil {
		t.Fatal(err)
	}
	assertRebuilt(t, path, ".corrupt-")
}

func TestTruncatedToMetaPagesIsMovedAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	if err := os.Truncate(path, 2*4096+100); err != nil {
		t.Fatal(err)
	}
	assertRebuilt(t, path, ".corrupt-")
}

// markUnclean sets the clean-shutdown marker of a closed database to "not clean", as a crash
// would leave it.
func markUnclean(t *testing.T, path string) {
	t.Helper()
	withBolt(t, path, func(tx *bolt.Tx) error { return tx.Bucket(metaBucket).Put(cleanKey, []byte{0}) })
}

func withBolt(t *testing.T, path string, fn func(*bolt.Tx) error) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(fn); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestOverwrittenPagesAfterCrashAreDetected(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	markUnclean(t, path)
	// Scribble over the data pages, leaving the meta pages intact: bbolt opens the file, so only
	// the check made after an unclean shutdown can notice.
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.NewChaCha8([32]byte{7})
	r.Read(data[3*4096 : len(data)-4096])
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	assertRebuilt(t, path, ".corrupt-")
}

func TestDamagedValueAfterCrashIsDetected(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	// A value whose bytes no longer match its checksum, in a file left open by a crash.
	damageValue(t, path, "bad", func(v []byte) { v[len(v)-1] ^= 0xff })
	markUnclean(t, path)
	assertRebuilt(t, path, ".corrupt-")
}

func TestValueWithoutAccessRecordAfterCrashIsDetected(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	withBolt(t, path, func(tx *bolt.Tx) error {
		return tx.Bucket(accessBucket).Delete(accessKey(Analysis, key("bad")))
	})
	markUnclean(t, path)
	assertRebuilt(t, path, ".corrupt-")
}

func TestAccessRecordWithoutValueAfterCrashIsDetected(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	withBolt(t, path, func(tx *bolt.Tx) error {
		return tx.Bucket(accessBucket).Put(accessKey(Fixes, key("ghost")), encodeAccess(1, 10))
	})
	markUnclean(t, path)
	assertRebuilt(t, path, ".corrupt-")
}

// damageValue changes the stored bytes of the Analysis value key(name) in place, keeping its size.
func damageValue(t *testing.T, path, name string, damage func([]byte)) {
	t.Helper()
	withBolt(t, path, func(tx *bolt.Tx) error {
		b := tx.Bucket(cacheBucketNames[Analysis])
		v := bytes.Clone(b.Get(keySlice(name)))
		if v == nil {
			t.Fatalf("no value %q to damage", name)
		}
		damage(v)
		return b.Put(keySlice(name), v)
	})
}

func TestDamagedValueInCleanFileReadsAsMiss(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	damageValue(t, path, "bad", func(v []byte) { v[len(v)-1] ^= 0xff })
	damageValue(t, path, "future", func(v []byte) { v[0] = 99 }) // an unknown format
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	before := s.Stats().Buckets[Analysis]
	mustMiss(t, s, Analysis, key("bad"))
	mustMiss(t, s, Analysis, key("future"))
	if l := logs.String(); l != "" {
		t.Fatalf("unexpected log:\n%s", l)
	}
	// The next flush drops them.
	if _, err := s.GC(context.Background()); err != nil {
		t.Fatal(err)
	}
	after := s.Stats().Buckets[Analysis]
	if after.Entries != before.Entries-2 || after.Bytes >= before.Bytes {
		t.Fatalf("analysis bucket %+v after GC, %+v before: damaged values not dropped", after, before)
	}
	if got := asideFiles(t, path, ".corrupt-"); len(got) != 0 {
		t.Fatalf("a clean file with one bad value was moved aside: %v", got)
	}
	// Overwriting repairs the entry.
	if err := s.Put(Analysis, key("bad"), []byte("good")); err != nil {
		t.Fatal(err)
	}
	mustGet(t, s, Analysis, key("bad"), []byte("good"))
}

func TestUncleanButIntactFileIsKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	markUnclean(t, path)
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	if n := s.Stats().Buckets[Snapshots].Entries; n != 200 {
		t.Fatalf("snapshots after an unclean but intact open = %d, want 200", n)
	}
	if l := logs.String(); l != "" {
		t.Fatalf("unexpected log:\n%s", l)
	}
}

func TestSchemaMismatchIsMovedAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	withBolt(t, path, func(tx *bolt.Tx) error {
		return tx.Bucket(metaBucket).Put(schemaKey, binary.BigEndian.AppendUint32(nil, 99))
	})
	assertRebuilt(t, path, ".schema-99")
}

func TestForeignBoltFileIsMovedAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	withBolt(t, path, func(tx *bolt.Tx) error {
		b, err := tx.CreateBucket([]byte("someone else's"))
		if err != nil {
			return err
		}
		return b.Put([]byte("k"), []byte("v"))
	})
	assertRebuilt(t, path, ".schema-0")
}

func TestEmptyFileIsInitialised(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	if err := s.Put(Fixes, key("k"), []byte("v")); err != nil {
		t.Fatal(err)
	}
	mustGet(t, s, Fixes, key("k"), []byte("v"))
	if l := logs.String(); l != "" {
		t.Fatalf("unexpected log:\n%s", l)
	}
}

func TestOnlyNewestCorruptCopiesAreKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	for i := range keepAside + 2 {
		if err := os.WriteFile(path, bytes.Repeat([]byte{byte(i + 1)}, 8192), 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := Open(Options{Path: path})
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		time.Sleep(2 * time.Millisecond) // distinct timestamps
	}
	got := asideFiles(t, path, ".corrupt-")
	if len(got) != keepAside {
		t.Fatalf("kept %d corrupt copies, want %d: %v", len(got), keepAside, got)
	}
	// The newest survive: the last one written was filled with keepAside+2.
	newest, _ := os.ReadFile(got[len(got)-1])
	if newest[0] != byte(keepAside+2) {
		t.Fatalf("newest kept copy starts with %d", newest[0])
	}
}

func TestLockedFileFallsBackToTemporaryStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	first := mustOpen(t, Options{Path: path})
	if err := first.Put(Analysis, key("k"), []byte("first")); err != nil {
		t.Fatal(err)
	}

	logger, logs := newLogger()
	second := mustOpen(t, Options{Path: path, LockTimeout: 100 * time.Millisecond, Logger: logger})
	st := second.Stats()
	if !st.Fallback || st.Path == path || st.Path == "" || st.InMemory {
		t.Fatalf("second store stats = %+v, want a fallback file", st)
	}
	mustContain(t, logs.String(), "level=WARN")
	mustContain(t, logs.String(), "locked by another process")

	// Both work, independently.
	mustMiss(t, second, Analysis, key("k"))
	if err := second.Put(Analysis, key("k"), []byte("second")); err != nil {
		t.Fatal(err)
	}
	mustGet(t, second, Analysis, key("k"), []byte("second"))
	mustGet(t, first, Analysis, key("k"), []byte("first"))
	if err := first.Put(Fixes, key("f"), []byte("still writable")); err != nil {
		t.Fatal(err)
	}

	// Closing the fallback removes it.
	tempDir := filepath.Dir(st.Path)
	if !strings.HasPrefix(filepath.Base(tempDir), "alfix-store-") {
		t.Fatalf("fallback path %s is not in a private temporary directory", st.Path)
	}
	if err := second.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(tempDir); !os.IsNotExist(err) {
		t.Fatalf("fallback directory still exists after Close: %v", err)
	}
	mustGet(t, first, Fixes, key("f"), []byte("still writable"))
}

func TestUnwritableDirectoryFallsBack(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root ignores directory permissions")
	}
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o700) })
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: filepath.Join(dir, "cache.db"), Logger: logger})
	if !s.Stats().Fallback {
		t.Fatalf("stats = %+v, want fallback", s.Stats())
	}
	mustContain(t, logs.String(), "temporary store")
	if err := s.Put(Analysis, key("k"), []byte("v")); err != nil {
		t.Fatal(err)
	}
}

func keySlice(s string) []byte { k := key(s); return k[:] }

func TestLeftoversOfACrashAreRemoved(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	compact := path + ".compact-123"
	oldNew := path + ".new-456"
	youngNew := path + ".new-789"
	for _, p := range []string{compact, oldNew, youngNew} {
		if err := os.WriteFile(p, []byte("partial"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-time.Hour)
	if err := os.Chtimes(oldNew, past, past); err != nil {
		t.Fatal(err)
	}
	mustOpen(t, Options{Path: path})
	for p, want := range map[string]bool{compact: false, oldNew: false, youngNew: true} {
		if _, err := os.Stat(p); (err == nil) != want {
			t.Errorf("%s exists = %v, want %v", filepath.Base(p), err == nil, want)
		}
	}
}

func TestFileTruncatedWhileOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	logger, logs := newLogger()
	s, err := Open(Options{Path: path, Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	cands, err := s.be.candidates(context.Background())
	if err != nil || len(cands) == 0 {
		t.Fatal(cands, err)
	}
	// Someone truncates the file under the running store: reads of the lost pages fault.
	if err := os.Truncate(path, 3*4096); err != nil {
		t.Fatal(err)
	}
	misses := 0
	for _, c := range cands {
		if _, ok := s.Get(c.bucket, c.key); !ok {
			misses++
		}
	}
	if misses == 0 {
		t.Fatal("every value still read after truncation")
	}
	mustContain(t, logs.String(), "damaged while in use")
	s.Close()
	// The damage is not forgotten: the file is not marked clean, and the next open rebuilds it.
	assertRebuilt(t, path, ".corrupt-")
}

func openFDs(t *testing.T) int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd")
	}
	return len(ents)
}

func TestRecoveryReleasesFiles(t *testing.T) {
	dir := t.TempDir()
	// Warm up anything opened lazily once per process.
	s0, err := Open(Options{Path: filepath.Join(dir, "warm.db")})
	if err != nil {
		t.Fatal(err)
	}
	s0.Close()
	before := openFDs(t)
	for i := range 5 {
		path := filepath.Join(dir, fmt.Sprint(i, ".db"))
		filledStore(t, path)
		if err := os.Truncate(path, 2*4096+100); err != nil { // makes bbolt panic inside Open
			t.Fatal(err)
		}
		s, err := Open(Options{Path: path})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if after := openFDs(t); after > before {
		t.Fatalf("%d files open before, %d after recovering from five damaged files", before, after)
	}
}
