package store

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"sort"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"github.com/alfix/alfix/internal/filekind"
)

// schemaVersion is the layout of the database: its buckets and the encoding of their keys. A
// file with another version is moved aside and rebuilt; there are no migrations (it is a cache).
const schemaVersion = 4

// Names of the bbolt buckets besides the cache buckets (named by Bucket.String).
var (
	metaBucket  = []byte("meta")  // schema version and clean-shutdown marker
	filesBucket = []byte("files") // file index: fileIndexKey -> encodeFileEntry
	// accessBucket holds an access record (encodeAccess) for every cached value, keyed by
	// accessKey; a value and its record are always written and deleted in the same transaction.
	accessBucket = []byte("access")

	schemaKey = []byte("schema") // uint32 big-endian
	cleanKey  = []byte("clean")  // 1 when no writer is in the file or one ended cleanly, 0 while one writes
	countsKey = []byte("counts") // the counters when the last writer ended (encodeCounts); absent while one writes
)

var cacheBucketNames = func() [lastBucket + 1][]byte {
	var out [lastBucket + 1][]byte
	for _, b := range cacheBuckets {
		out[b] = []byte(b.String())
	}
	return out
}()

const (
	// maxPendingAccess is how many recorded access times trigger a background flush.
	maxPendingAccess = 10000
	// keepAside is how many moved-aside damaged files are kept next to the database.
	keepAside = 3
	// defaultTouchGranularity is how old a value's recorded access time must be before a read
	// records a new one. It bounds the write traffic caused by reads: a value read continuously
	// has its access record rewritten at most once per granularity. LRU order is exact only up
	// to this resolution.
	defaultTouchGranularity = 10 * time.Minute
)

// Errors of opening.
var (
	errLocked = errors.New("database file is locked by another process")
	// errReplaced: the file locked is no longer the one at the path (another process compacted
	// it or moved it aside meanwhile); open again.
	errReplaced = errors.New("database file was replaced while opening")
	// errNeedsWrite: the file must be initialised or checked, which a read-only opening cannot.
	errNeedsWrite = errors.New("database file needs a writable opening")
)

// unusableError reports a database file that must be moved aside: damaged, or of another schema.
type unusableError struct {
	schema int   // the file's schema version when it is readable but different; -1 when damaged
	err    error // what is wrong
}

func (e *unusableError) Error() string {
	if e.schema >= 0 {
		return fmt.Sprintf("database has schema version %d, want %d", e.schema, schemaVersion)
	}
	return "database is damaged: " + e.err.Error()
}

func (e *unusableError) Unwrap() error { return e.err }

func damaged(err error) error { return &unusableError{schema: -1, err: err} }

// openSession opens the file for one session, creating it when absent. A damaged file or one of
// another schema is moved aside (with a warning) and replaced by an empty one; a file whose last
// writer did not end cleanly (a crash) is checked fully first. The caller holds f.mu.
func (f *dbFile) openSession(write bool) (*session, error) {
	if !f.dirReady {
		if err := os.MkdirAll(filepath.Dir(f.path), 0o700); err != nil {
			return nil, err
		}
		f.dirReady = true
	}
	movedAside := false
	lastErr := errReplaced
	for range 8 {
		inspected, err := os.Stat(f.path)
		switch {
		case errors.Is(err, os.ErrNotExist):
			if err := createFresh(f.path, f.lockTimeout); err != nil {
				return nil, err
			}
			continue
		case err != nil:
			return nil, err
		case !inspected.Mode().IsRegular():
			// Replaced by a folder, a device or a FIFO since the store was opened: bbolt must
			// not open it (a FIFO would block), and nothing may move it aside.
			return nil, &notCacheError{f.path, filekind.Of(inspected.Mode())}
		case inspected.Size() == 0:
			write = true // bbolt initialises an empty file, which needs a writable opening
		}
		s, err := openBolt(f.path, f.wantPath, write, f.lockTimeout)
		if err == nil {
			var counts initialCounts
			if counts, err = f.prepare(s); err == nil {
				f.counter.set(counts)
				f.known = s.id
				if !f.leftoversOK {
					f.leftoversOK = true
					removeLeftovers(f.path)
				}
				return s, nil
			}
			var bad *unusableError
			if errors.As(err, &bad) && !movedAside {
				// Move it aside while holding its lock: a process waiting for the lock then
				// finds that the path names another file, and opens that one.
				movedAside = true
				merr := f.moveAsideUnusable(bad, s.id)
				abandon(s)
				if nc := (*notCacheError)(nil); errors.As(merr, &nc) {
					return nil, merr
				}
				continue
			}
			abandon(s)
			if errors.Is(err, errNeedsWrite) {
				write = true
				continue
			}
		}
		lastErr = err
		var bad *unusableError
		switch {
		case errors.Is(err, errReplaced):
			continue
		case !errors.As(err, &bad) || movedAside:
			return nil, err
		}
		// bbolt itself refused the file (and released it): move it aside unless another process
		// replaced it meanwhile.
		if now, serr := os.Stat(f.path); serr != nil || !os.SameFile(inspected, now) {
			continue
		}
		movedAside = true
		if merr := f.moveAsideUnusable(bad, f.known); merr != nil {
			if nc := (*notCacheError)(nil); errors.As(merr, &nc) {
				return nil, merr
			}
		}
	}
	return nil, fmt.Errorf("the file kept changing while being opened: %w", lastErr)
}

// moveAsideUnusable moves an unusable file aside and says so; known is the file this process
// last opened at the path (nil when none). A file not proven to be the store's own (see
// checkTarget) is left where it is and the *notCacheError returned, for the caller to say so.
func (f *dbFile) moveAsideUnusable(bad *unusableError, known os.FileInfo) error {
	suffix := ".corrupt-"
	if bad.schema >= 0 {
		suffix = fmt.Sprintf(".schema-%d", bad.schema)
	}
	moved, err := moveAside(f.path, suffix, known)
	if nc := (*notCacheError)(nil); errors.As(err, &nc) {
		return err
	}
	if err != nil {
		f.warn(fmt.Sprintf("the cache file %s is unusable (%v) and could not be moved aside: %v", f.path, bad, err))
		return err
	}
	f.warn(fmt.Sprintf("the cache file %s was unusable (%v); it was moved aside to %s and an empty cache started", f.path, bad, moved))
	return nil
}

// moveAside renames path to path+suffix (plus a timestamp for ".corrupt-") and keeps only the
// newest keepAside damaged copies. It renames only a file that checkTarget proves to be the
// store's own (known: the file this process opened there, or nil); anything else is left
// untouched and a *notCacheError returned.
func moveAside(path, suffix string, known os.FileInfo) (string, error) {
	if err := checkTarget(path, known); err != nil {
		return "", err
	}
	to := path + suffix
	if suffix == ".corrupt-" {
		to += time.Now().UTC().Format("20060102T150405.000000000Z")
	}
	if err := os.Rename(path, to); err != nil {
		return "", err
	}
	pruneAside(path)
	return to, nil
}

// pruneAside deletes all but the newest keepAside moved-aside damaged copies of path.
func pruneAside(path string) {
	old, err := filepath.Glob(path + ".corrupt-*")
	if err != nil || len(old) <= keepAside {
		return
	}
	sort.Strings(old) // the timestamps sort chronologically
	for _, p := range old[:len(old)-keepAside] {
		_ = os.Remove(p)
	}
}

// removeLeftovers deletes temporary files that a crashed process left next to path: compaction
// copies (only ever written by a holder of path's lock, which the caller now is) and
// initialisation files older than a minute (younger ones may belong to a process starting now).
func removeLeftovers(path string) {
	compacts, _ := filepath.Glob(path + ".compact-*")
	for _, p := range compacts {
		_ = os.Remove(p)
	}
	news, _ := filepath.Glob(path + ".new-*")
	for _, p := range news {
		if fi, err := os.Stat(p); err == nil && time.Since(fi.ModTime()) > time.Minute {
			_ = os.Remove(p)
		}
	}
}

// createFresh makes an empty database at path: built under a temporary name and linked into
// place, so that a crash cannot leave a half-initialised file at path (bbolt README, etcd#16596).
// If another process creates path first, its file wins.
func createFresh(path string, lockTimeout time.Duration) error {
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".new-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	f.Close()
	defer os.Remove(tmp)
	db, err := bolt.Open(tmp, 0o600, &bolt.Options{Timeout: lockTimeout})
	if err != nil {
		return err
	}
	err = db.Update(func(tx *bolt.Tx) error {
		if err := createBuckets(tx); err != nil {
			return err
		}
		return tx.Bucket(metaBucket).Put(cleanKey, []byte{1})
	})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := os.Link(tmp, path); err != nil && !errors.Is(err, os.ErrExist) {
		return os.Rename(tmp, path) // no hard links here; a concurrent creator is unlikely
	}
	return nil
}

// createBuckets makes every bucket and records the schema version.
func createBuckets(tx *bolt.Tx) error {
	names := [][]byte{metaBucket, filesBucket, accessBucket}
	for _, b := range cacheBuckets {
		names = append(names, cacheBucketNames[b])
	}
	for _, n := range names {
		if _, err := tx.CreateBucketIfNotExists(n); err != nil {
			return err
		}
	}
	return tx.Bucket(metaBucket).Put(schemaKey, binary.BigEndian.AppendUint32(nil, schemaVersion))
}

// openBolt opens path with bbolt, read-only (shared file lock) or writable (exclusive lock),
// waiting at most lockTimeout for the lock; while it waits it touches wantPath, so that the
// holder ends its session. Errors are errLocked, errReplaced, an *unusableError, or an error
// opening the file.
func openBolt(path, wantPath string, write bool, lockTimeout time.Duration) (*session, error) {
	deadline := time.Now().Add(lockTimeout)
	for {
		s, err := openBoltOnce(path, write)
		if !errors.Is(err, errLocked) || time.Now().After(deadline) {
			return s, err
		}
		signalWaiting(wantPath)
		time.Sleep(lockPoll)
	}
}

// signalWaiting sets the modification time of wantPath to now, creating the file if need be.
// Only a regular file is touched, and a new one is created exclusively: a symbolic link planted
// at wantPath is never followed to touch or create a file elsewhere.
func signalWaiting(wantPath string) {
	now := time.Now()
	li, err := os.Lstat(wantPath)
	switch {
	case err == nil && li.Mode().IsRegular():
		_ = os.Chtimes(wantPath, now, now)
	case errors.Is(err, os.ErrNotExist):
		// O_EXCL fails on any existing name, a dangling symbolic link included.
		if f, err := os.OpenFile(wantPath, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600); err == nil {
			f.Close()
			_ = os.Chtimes(wantPath, now, now)
		}
	}
}

// openBoltOnce makes one attempt at openBolt.
func openBoltOnce(path string, write bool) (*session, error) {
	var file *os.File // kept to release the file and its lock if bbolt panics inside Open
	var db *bolt.DB
	err := guard(func() error {
		var oerr error
		db, oerr = bolt.Open(path, 0o600, &bolt.Options{
			Timeout:  time.Nanosecond, // one try: openBolt waits itself
			ReadOnly: !write,
			NoSync:   true, // a cache: a crash costs a full check at the next opening, see cleanKey
			// The array freelist loads in a third of the time of the map one, and every
			// writable opening loads it (see doc.go).
			FreelistType: bolt.FreelistArrayType,
			OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
				f, err := os.OpenFile(name, flag, perm)
				file = f
				return f, err
			},
		})
		return oerr
	})
	if err != nil {
		if _, panicked := err.(faultError); panicked && file != nil {
			file.Close()
		}
		var pathErr *os.PathError
		switch {
		case errors.Is(err, berrors.ErrTimeout):
			return nil, errLocked
		case errors.As(err, &pathErr) && pathErr.Op == "open":
			return nil, err
		}
		return nil, damaged(err)
	}
	s := &session{db: db, file: file, writable: write}
	fi, ferr := file.Stat()
	now, perr := os.Stat(path)
	if ferr != nil || perr != nil || !os.SameFile(fi, now) {
		abandon(s)
		return nil, errReplaced
	}
	s.id = fi
	return s, nil
}

// abandon closes a session that was never shared: through bbolt when it is healthy, else by
// closing its file.
func abandon(s *session) {
	if s.faulted.Load() || guard(s.db.Close) != nil {
		s.file.Close()
	}
}

// prepare checks a newly opened file and returns its counters: schema version and file length
// always; when the last writer did not end cleanly, every value and bbolt's consistency check. A
// writable session then marks the file in use. The caller holds the only reference to s.
func (f *dbFile) prepare(s *session) (initialCounts, error) {
	var fresh, clean, verified bool
	var counts initialCounts
	err := guard(func() error {
		err := s.db.View(func(tx *bolt.Tx) error {
			var err error
			fresh, clean, err = inspect(tx, s.file)
			switch {
			case err != nil:
				return err
			case fresh || !clean:
				if !s.writable {
					return errNeedsWrite
				}
				if fresh {
					return nil
				}
				verified = true
				if err := verifyContents(tx); err != nil {
					return damaged(err)
				}
			default:
				if c, ok := decodeCounts(tx.Bucket(metaBucket).Get(countsKey)); ok {
					counts = c
					return nil
				}
			}
			counts, err = countContents(tx)
			return err
		})
		if verified {
			releaseMapped(s) // verifyContents read every page
		}
		return err
	})
	if err == nil && s.writable {
		err = markInUse(s, fresh)
	}
	var fe faultError
	if errors.As(err, &fe) {
		s.faulted.Store(true)
		err = damaged(err)
	}
	return counts, err
}

// markInUse records, durably, that a writer is in the file: commits are not synced, so a crash
// from now on until markClean must make the next opening check the file fully.
func markInUse(s *session, fresh bool) error {
	if err := checkFreelist(s.file); err != nil {
		return err
	}
	return guard(func() error {
		err := s.db.Update(func(tx *bolt.Tx) error {
			if fresh {
				if err := createBuckets(tx); err != nil {
					return err
				}
			}
			meta := tx.Bucket(metaBucket)
			if err := meta.Delete(countsKey); err != nil {
				return err
			}
			return meta.Put(cleanKey, []byte{0})
		})
		if err != nil {
			return err
		}
		return s.db.Sync()
	})
}

// markClean ends a writable session's writes: everything is synced before the marker, so that a
// marker on disk implies the data before it is on disk too, and the counters are stored with it
// so that the next opening needs neither the full check nor a count.
func (f *dbFile) markClean(s *session) error {
	if err := f.sync(s); err != nil {
		return err
	}
	counts := f.counter.snapshot()
	// A few bytes of meta: no release (spend) for them.
	if err := f.updateCost(s, func(tx *bolt.Tx) (int, error) { return 0, writeCleanMarker(tx, counts) }); err != nil {
		return err
	}
	return f.sync(s)
}

func writeCleanMarker(tx *bolt.Tx, c initialCounts) error {
	meta := tx.Bucket(metaBucket)
	if err := meta.Put(countsKey, encodeCounts(c)); err != nil {
		return err
	}
	return meta.Put(cleanKey, []byte{1})
}

// inspect reads the schema version and clean marker. fresh reports a file without any bucket
// (new, or emptied): it is initialised rather than rejected.
func inspect(tx *bolt.Tx, file *os.File) (fresh, clean bool, err error) {
	fi, err := file.Stat()
	if err != nil {
		return false, false, err
	}
	if tx.Size() > fi.Size() {
		return false, false, damaged(fmt.Errorf("file has %d bytes, its pages need %d (truncated)", fi.Size(), tx.Size()))
	}
	meta := tx.Bucket(metaBucket)
	if meta == nil {
		empty := true
		_ = tx.ForEach(func([]byte, *bolt.Bucket) error { empty = false; return errStop })
		if empty {
			return true, false, nil
		}
		return false, false, &unusableError{schema: 0, err: errors.New("no meta bucket")}
	}
	v := meta.Get(schemaKey)
	if len(v) != 4 {
		return false, false, &unusableError{schema: 0, err: errors.New("no schema version")}
	}
	if got := int(binary.BigEndian.Uint32(v)); got != schemaVersion {
		return false, false, &unusableError{schema: got, err: errors.New("schema mismatch")}
	}
	for _, n := range [][]byte{filesBucket, accessBucket} {
		if tx.Bucket(n) == nil {
			return false, false, damaged(fmt.Errorf("bucket %q missing", n))
		}
	}
	for _, b := range cacheBuckets {
		if tx.Bucket(cacheBucketNames[b]) == nil {
			return false, false, damaged(fmt.Errorf("bucket %q missing", cacheBucketNames[b]))
		}
	}
	return false, bytes.Equal(meta.Get(cleanKey), []byte{1}), nil
}

var errStop = errors.New("stop")

// verifyContents reads every value of the database, checking the checksum of cached values and
// that values and access records match one to one, then runs bbolt's structural check. Reading
// first, in this goroutine where faults are recovered, makes sure every reachable page lies
// inside the file before bbolt's check (which runs in a goroutine of its own) touches them.
func verifyContents(tx *bolt.Tx) error {
	access := tx.Bucket(accessBucket)
	values := 0
	for _, b := range cacheBuckets {
		c := tx.Bucket(cacheBucketNames[b]).Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if _, ok := decodeValue(v); !ok {
				return fmt.Errorf("bucket %s: damaged value", b)
			}
			var key Key
			if len(k) != len(key) {
				return fmt.Errorf("bucket %s: key of %d bytes", b, len(k))
			}
			copy(key[:], k)
			if _, size, ok := decodeAccess(access.Get(accessKey(b, key))); !ok || size != int64(len(v)) {
				return fmt.Errorf("bucket %s: value without a matching access record", b)
			}
			values++
		}
	}
	if n := access.Stats().KeyN; n != values {
		return fmt.Errorf("%d access records for %d values", n, values)
	}
	for _, n := range [][]byte{filesBucket, metaBucket} {
		c := tx.Bucket(n).Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			_ = bytes.Count(v, []byte{0}) // touch every byte
		}
	}
	var first error
	for err := range tx.Check() { // drain: Check's goroutine blocks until every error is read
		if first == nil {
			first = err
		}
	}
	return first
}

// countContents computes the counters of a verified database. It reads the small access
// records, not the values.
func countContents(tx *bolt.Tx) (initialCounts, error) {
	var c initialCounts
	cur := tx.Bucket(accessBucket).Cursor()
	for k, v := cur.First(); k != nil; k, v = cur.Next() {
		b, _, okKey := parseAccessKey(k)
		_, size, okRec := decodeAccess(v)
		if !okKey || !okRec {
			return c, damaged(fmt.Errorf("malformed access record %x", k))
		}
		c.values.add(b, 1, size)
	}
	c.fileEntries = tx.Bucket(filesBucket).Stats().KeyN
	return c, nil
}

// checkFreelist reads the header of the database's freelist page from the file and checks that
// it is one. bbolt trusts that page: every commit frees it by the length its header gives, so a
// garbled header makes bbolt loop over billions of page ids, filling memory, and a panic while
// reloading it leaves bbolt's writer lock held. A writable session checks it before every write
// transaction, so that a file damaged under a running store is found out instead.
func checkFreelist(file *os.File) error {
	var page [16 + 64]byte // page header, meta
	var best struct {
		ok             bool
		txid, freelist uint64
		pageSize       int64
	}
	for i := range 2 {
		// Both meta pages are at the start of a page of the file's page size, which is the
		// first meta's pageSize; bbolt uses the OS page size for new files.
		off := int64(i) * int64(os.Getpagesize())
		if i == 1 && best.ok {
			off = best.pageSize
		}
		if _, err := file.ReadAt(page[:], off); err != nil {
			continue
		}
		meta := page[16:]
		ne := binary.NativeEndian
		if ne.Uint32(meta[0:]) != 0xED0CDAED || ne.Uint32(meta[4:]) != 2 {
			continue
		}
		h := fnv.New64a()
		h.Write(meta[:56])
		if h.Sum64() != ne.Uint64(meta[56:]) {
			continue
		}
		if txid := ne.Uint64(meta[48:]); !best.ok || txid > best.txid {
			best.ok, best.txid, best.freelist, best.pageSize = true, txid, ne.Uint64(meta[32:]), int64(ne.Uint32(meta[8:]))
		}
	}
	if !best.ok || best.pageSize < 1024 {
		return damaged(errors.New("no valid meta page"))
	}
	if best.freelist == ^uint64(0) { // not kept in the file
		return nil
	}
	fi, err := file.Stat()
	if err != nil {
		return err
	}
	pages := uint64(fi.Size() / best.pageSize)
	if best.freelist < 2 || best.freelist >= pages {
		return damaged(fmt.Errorf("freelist page %d outside the file's %d pages", best.freelist, pages))
	}
	if _, err := file.ReadAt(page[:16], int64(best.freelist)*best.pageSize); err != nil {
		return damaged(fmt.Errorf("reading the freelist page: %w", err))
	}
	ne := binary.NativeEndian
	if flags, overflow := ne.Uint16(page[8:]), uint64(ne.Uint32(page[12:])); flags != 0x10 || best.freelist+overflow >= pages {
		return damaged(fmt.Errorf("freelist page %d has flags %#x and %d overflow pages", best.freelist, flags, overflow))
	}
	return nil
}
