package store

import (
	"bytes"
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
	if err := s.PutMany(ProjectResults, vals); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"bad", "future"} {
		mustPut(t, s, Analysis, key(k), []byte("payload"))
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// assertRebuilt checks that a store opened on path is usable, empty, not a fallback, that the
// old file was moved aside with the given suffix, and that a warning was logged and handed to
// the caller.
func assertRebuilt(t *testing.T, path, suffix string) {
	t.Helper()
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	st := s.stats()
	if st.Private || st.Path != path {
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
	warnings := s.TakeWarnings()
	if len(warnings) != 1 {
		t.Fatalf("warnings %q, want one", warnings)
	}
	mustContain(t, warnings[0], "moved aside")
	if again := s.TakeWarnings(); len(again) != 0 {
		t.Fatalf("warnings handed out twice: %q", again)
	}
	t.Log(logs.String())
	mustPut(t, s, Analysis, key("k"), []byte("works"))
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

// boltLikeGarbage returns size random bytes carrying bbolt's magic number where a meta page
// holds it (at page offset at), as a database damaged everywhere but there would: a file the
// store may prove its own and move aside.
func boltLikeGarbage(size int, seed byte, at int64) []byte {
	b := make([]byte, size)
	rand.NewChaCha8([32]byte{seed}).Read(b)
	binary.NativeEndian.PutUint32(b[at+boltPageHeaderSize:], boltMagic)
	return b
}

func TestDamagedFileWithBoltMagicIsMovedAside(t *testing.T) {
	for name, tc := range map[string]struct {
		size int
		at   int64
	}{
		"short":                 {100, 0},
		"one page":              {4096, 0},
		"many pages":            {64 << 10, 0},
		"second meta page only": {64 << 10, 4096},
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "cache.db")
			garbage := boltLikeGarbage(tc.size, byte(tc.size), tc.at)
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
func markUnclean(t testing.TB, path string) {
	t.Helper()
	withBolt(t, path, func(tx *bolt.Tx) error { return tx.Bucket(metaBucket).Put(cleanKey, []byte{0}) })
}

func withBolt(t testing.TB, path string, fn func(*bolt.Tx) error) {
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
		return tx.Bucket(accessBucket).Put(accessKey(ProjectResults, key("ghost")), encodeAccess(1, 10))
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
	before := s.stats().Buckets[Analysis]
	mustMiss(t, s, Analysis, key("bad"))
	mustMiss(t, s, Analysis, key("future"))
	if l := logs.String(); l != "" {
		t.Fatalf("unexpected log:\n%s", l)
	}
	// The next flush drops them.
	mustGC(t, s)
	after := s.stats().Buckets[Analysis]
	if after.Entries != before.Entries-2 || after.Bytes >= before.Bytes {
		t.Fatalf("analysis bucket %+v after GC, %+v before: damaged values not dropped", after, before)
	}
	if got := asideFiles(t, path, ".corrupt-"); len(got) != 0 {
		t.Fatalf("a clean file with one bad value was moved aside: %v", got)
	}
	// Overwriting repairs the entry.
	mustPut(t, s, Analysis, key("bad"), []byte("good"))
	mustGet(t, s, Analysis, key("bad"), []byte("good"))
}

func TestUncleanButIntactFileIsKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	filledStore(t, path)
	markUnclean(t, path)
	logger, logs := newLogger()
	s := mustOpen(t, Options{Path: path, Logger: logger})
	if n := s.stats().Buckets[ProjectResults].Entries; n != 200 {
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
	mustPut(t, s, ProjectResults, key("k"), []byte("v"))
	mustGet(t, s, ProjectResults, key("k"), []byte("v"))
	if l := logs.String(); l != "" {
		t.Fatalf("unexpected log:\n%s", l)
	}
}

func TestOnlyNewestCorruptCopiesAreKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cache.db")
	for i := range keepAside + 2 {
		data := bytes.Repeat([]byte{byte(i + 1)}, 8192)
		binary.NativeEndian.PutUint32(data[boltPageHeaderSize:], boltMagic) // damaged, but bbolt's
		if err := os.WriteFile(path, data, 0o600); err != nil {
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

func TestLockedFileFallsBackToAPrivateFileForAWhile(t *testing.T) {
	path := sharedPath(t)
	first := mustOpen(t, Options{Path: path})
	mustPut(t, first, Analysis, key("k"), []byte("first"))
	logger, logs := newLogger()
	second := mustOpen(t, Options{Path: path, LockTimeout: 100 * time.Millisecond, Logger: logger})
	second.backoff = 300 * time.Millisecond
	third := mustOpen(t, Options{Path: path, LockTimeout: time.Second})
	useFakeClock(third).t.Store(time.Now().Add(time.Hour).UnixNano()) // later than first's write
	third.shared.linger = 0
	mustGet(t, third, Analysis, key("k"), []byte("first")) // an access to write on Close
	// A process that keeps the file open (as alfix did before it opened it per batch).
	holder, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	mustMiss(t, second, Analysis, key("k"))
	st := second.stats()
	if !st.Fallback || st.Path == path {
		t.Fatalf("second store stats = %+v, want a private stand-in", st)
	}
	mustContain(t, logs.String(), "level=WARN")
	mustContain(t, logs.String(), "locked by another process")
	if w := second.TakeWarnings(); len(w) != 1 || !strings.Contains(w[0], "locked by another process") {
		t.Fatalf("warnings %q", w)
	}
	// The stand-in works, at once (no waiting for the lock while backing off).
	start := time.Now()
	mustMiss(t, second, Analysis, key("k"))
	mustPut(t, second, Analysis, key("k"), []byte("second"))
	mustGet(t, second, Analysis, key("k"), []byte("second"))
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("the stand-in took %s", d)
	}
	standIn := filepath.Dir(st.Path)
	if !strings.HasPrefix(filepath.Base(standIn), "alfix-store-") {
		t.Fatalf("stand-in %s is not in a private temporary directory", st.Path)
	}

	// A store closed while it backs off does not wait for the lock again to write the access
	// times it recorded before.
	if !third.shared.hasPending() {
		t.Fatal("no access recorded in the shared file")
	}
	mustMiss(t, third, Analysis, key("absent")) // shared locked: backs off
	if !third.stats().Fallback {
		t.Fatal("third store not backing off")
	}
	start = time.Now()
	if err := third.Close(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Fatalf("Close during the back-off took %s", d)
	}

	// Once the holder is gone and the back-off is over, the shared file is used again.
	holder.Close()
	time.Sleep(second.backoff)
	mustGet(t, second, Analysis, key("k"), []byte("first"))
	if second.stats().Fallback {
		t.Fatal("still on the stand-in after the back-off")
	}
	if err := second.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(standIn); !os.IsNotExist(err) {
		t.Fatalf("stand-in directory still exists after Close: %v", err)
	}
	mustGet(t, first, Analysis, key("k"), []byte("first"))
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
	if !s.stats().Fallback {
		t.Fatalf("stats = %+v, want fallback", s.stats())
	}
	mustContain(t, logs.String(), "cached privately")
	mustPut(t, s, Analysis, key("k"), []byte("v"))
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

func TestFileTruncatedUnderARunningStore(t *testing.T) {
	for _, inSession := range []bool{false, true} {
		t.Run(fmt.Sprint("in session ", inSession), func(t *testing.T) {
			path := sharedPath(t)
			filledStore(t, path)
			logger, logs := newLogger()
			s := mustOpen(t, Options{Path: path, Logger: logger})
			mustGet(t, s, Analysis, key("bad"), []byte("payload"))
			f := s.file()
			if inSession {
				f.linger = time.Hour // the session of the read above stays open
			} else {
				f.linger = 0
			}
			// Someone truncates the file while the store runs: reads of lost pages fault, or the
			// next session finds the file too short; either way the file is moved aside and
			// the store goes on in a fresh one.
			if err := os.Truncate(path, 3*4096); err != nil {
				t.Fatal(err)
			}
			keys := []Key{key("bad")}
			for i := range 200 {
				keys = append(keys, key(string(rune('a'+i%26))+string(rune(i))))
			}
			within(t, 5*time.Second, "reads after truncation", func() {
				if got := s.GetMany(ProjectResults, keys); len(got) == 200 {
					t.Error("every value still read after truncation")
				}
			})
			within(t, 5*time.Second, "a write after truncation", func() { mustPut(t, s, Analysis, key("new"), []byte("v")) })
			mustGet(t, s, Analysis, key("new"), []byte("v"))
			mustContain(t, logs.String(), "moved aside")
			if w := s.TakeWarnings(); len(w) != 1 || !strings.Contains(w[0], "moved aside") {
				t.Fatalf("warnings %q, want one about the moved file", w)
			}
			if got := asideFiles(t, path, ".corrupt-"); len(got) != 1 {
				t.Fatalf("moved-aside files %v, want one", got)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			s2 := mustOpen(t, Options{Path: path})
			mustGet(t, s2, Analysis, key("new"), []byte("v"))
		})
	}
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
