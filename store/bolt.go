package store

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// schemaVersion is the layout of the database: its buckets and the encoding of their keys. A
// file with another version is moved aside and rebuilt; there are no migrations (it is a cache).
const schemaVersion = 3

// Names of the bbolt buckets besides the cache buckets (named by Bucket.String).
var (
	metaBucket  = []byte("meta")  // schema version and clean-shutdown marker
	filesBucket = []byte("files") // file index: fileIndexKey -> encodeFileEntry
	refsBucket  = []byte("refs")  // snapshot key -> reference count (uint64, big-endian)
	// accessBucket holds an access record (encodeAccess) for every cached value, keyed by
	// accessKey; a value and its record are always written and deleted in the same transaction.
	accessBucket = []byte("access")

	schemaKey = []byte("schema") // uint32 big-endian
	cleanKey  = []byte("clean")  // 1 after a clean Close, 0 while open
	countsKey = []byte("counts") // the counters at the clean Close (encodeCounts); absent while open
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
	// evictChunk is how many entries one eviction transaction deletes.
	evictChunk = 1024
	// compactTxMaxSize bounds one transaction of a compaction copy.
	compactTxMaxSize = 64 << 20
	// defaultCompactMinSize is the smallest file worth compacting.
	defaultCompactMinSize = 16 << 20
	// keepAside is how many moved-aside corrupt files are kept next to the database.
	keepAside = 3
)

// errLocked reports that another process holds the database file.
var errLocked = errors.New("database file is locked by another process")

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

// faultError is a panic or memory fault recovered while reading the database.
type faultError struct{ value any }

func (e faultError) Error() string { return fmt.Sprintf("bbolt panicked: %v", e.value) }

// guard runs fn with memory faults turned into panics and panics turned into errors: bbolt reads
// the file through mmap and trusts its page structure, so a damaged file can fault or panic.
func guard(fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			err = faultError{r}
		}
	}()
	return fn()
}

// initialCounts is what a verified database holds, for the counters.
type initialCounts struct {
	values      valueDelta
	fileEntries int
	retained    int
}

// boltBackend keeps the store in one bbolt file.
type boltBackend struct {
	mu       sync.RWMutex // read-held by operations, write-held to replace or close db
	db       *bolt.DB
	path     string // file in use
	fallback bool   // path is a private temporary store
	tempDir  string // the temporary store's directory, removed on close

	lockTimeout      time.Duration
	logger           *slog.Logger
	now              func() int64
	touchGranularity int64 // nanoseconds
	compactMinSize   int64
	// reopen opens the file again after compaction: openVerified, replaced in tests.
	reopen func(path string, lockTimeout time.Duration) (*bolt.DB, initialCounts, error)

	pendingMu     sync.Mutex
	pending       map[entryRef]int64 // access times not yet written
	damagedValues map[entryRef]bool  // values that failed their checksum, deleted by flushAccess
	maxPending    int                // pending size that triggers onPendingFull
	onPendingFull func()             // called when pending reaches maxPending

	// sawFault is set when bbolt panicked or faulted during an operation: the file is damaged,
	// so Close does not mark it clean and the next open checks it fully.
	sawFault atomic.Bool

	writeMu    sync.Mutex // guards writeQueue and writing
	writeQueue []*putRequest
	writing    bool // a put is committing; later ones queue up
	// putHook, when set (by tests), runs inside the transaction for every key put; an error
	// fails the transaction.
	putHook func(Key) error

	counter counters
}

type entryRef struct {
	bucket Bucket
	key    Key
}

// openBoltBackend opens path, recovering from a damaged or foreign-schema file by moving it
// aside, and falling back to a private temporary store when path cannot be used.
func openBoltBackend(path string, lockTimeout time.Duration, logger *slog.Logger) (*boltBackend, error) {
	b := &boltBackend{
		lockTimeout:      lockTimeout,
		logger:           logger,
		now:              func() int64 { return time.Now().UnixNano() },
		touchGranularity: int64(defaultTouchGranularity),
		compactMinSize:   defaultCompactMinSize,
		reopen:           openVerified,
		maxPending:       maxPendingAccess,
		pending:          make(map[entryRef]int64),
		damagedValues:    make(map[entryRef]bool),
	}
	db, counts, err := openPrimary(path, lockTimeout, logger)
	if err != nil {
		logger.Warn("store: cannot use the database file; using a private temporary store instead",
			"path", path, "err", err)
		var dir string
		db, counts, dir, err = openTemporary(lockTimeout)
		if err != nil {
			return nil, fmt.Errorf("store: cannot open a temporary store either: %w", err)
		}
		b.fallback, b.tempDir = true, dir
	}
	b.db, b.path = db, db.Path()
	b.setCounters(counts)
	return b, nil
}

func (b *boltBackend) setCounters(c initialCounts) {
	b.counter.reset()
	b.counter.apply(&c.values)
	b.counter.addFileEntries(c.fileEntries)
	b.counter.addRetained(c.retained)
}

// openPrimary opens the configured file, creating it when absent. A damaged file or one of
// another schema is moved aside (and logged) and replaced by an empty one.
func openPrimary(path string, lockTimeout time.Duration, logger *slog.Logger) (*bolt.DB, initialCounts, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, initialCounts{}, err
	}
	movedAside := false
	for attempt := 0; ; attempt++ {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			if err := createFresh(path, lockTimeout); err != nil {
				return nil, initialCounts{}, err
			}
		}
		inspected, _ := os.Stat(path)
		db, counts, err := openVerified(path, lockTimeout)
		if err == nil {
			removeLeftovers(path)
			return db, counts, nil
		}
		var bad *unusableError
		if !errors.As(err, &bad) || movedAside || attempt > 2 {
			return nil, counts, err
		}
		if now, serr := os.Stat(path); serr != nil || inspected == nil || !os.SameFile(inspected, now) {
			continue // another process replaced the file meanwhile (it moved it aside first): look again
		}
		movedAside = true
		suffix := ".corrupt-" + time.Now().UTC().Format("20060102T150405.000000000Z")
		if bad.schema >= 0 {
			suffix = fmt.Sprintf(".schema-%d", bad.schema)
		}
		if err := os.Rename(path, path+suffix); err != nil {
			return nil, initialCounts{}, fmt.Errorf("%v; moving it aside failed: %w", bad, err)
		}
		logger.Warn("store: database file unusable; moved aside and rebuilt empty",
			"path", path, "movedTo", path+suffix, "reason", bad.Error())
		pruneAside(path)
	}
}

// removeLeftovers deletes temporary files that a crashed process left next to path: compaction
// copies (only ever written by the holder of path's lock, which the caller now is) and
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

// pruneAside deletes all but the newest keepAside moved-aside corrupt copies of path.
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
	names := [][]byte{metaBucket, filesBucket, refsBucket, accessBucket}
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

// openTemporary makes a private store in a new temporary directory.
func openTemporary(lockTimeout time.Duration) (*bolt.DB, initialCounts, string, error) {
	dir, err := os.MkdirTemp("", "alfix-store-")
	if err != nil {
		return nil, initialCounts{}, "", err
	}
	path := filepath.Join(dir, "cache.db")
	if err := createFresh(path, lockTimeout); err != nil {
		os.RemoveAll(dir)
		return nil, initialCounts{}, "", err
	}
	db, counts, err := openVerified(path, lockTimeout)
	if err != nil {
		os.RemoveAll(dir)
		return nil, initialCounts{}, "", err
	}
	return db, counts, dir, nil
}

// openVerified opens an existing database file and checks it: schema version, file length, and,
// when the last session did not close it cleanly, a full read of every value and bbolt's
// consistency check. It marks the file as in use (not clean) before returning. Errors are
// errLocked, an *unusableError, or an error opening the file.
func openVerified(path string, lockTimeout time.Duration) (db *bolt.DB, counts initialCounts, err error) {
	var file *os.File // kept to release the file and its lock if bbolt panics inside Open
	err = guard(func() error {
		var oerr error
		db, oerr = bolt.Open(path, 0o600, &bolt.Options{
			Timeout:      lockTimeout,
			NoSync:       true, // a cache: a crash costs a consistency check at the next open, see cleanKey
			FreelistType: bolt.FreelistMapType,
			OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
				f, err := os.OpenFile(name, flag, perm)
				file = f
				return f, err
			},
		})
		return oerr
	})
	if _, panicked := err.(faultError); panicked && file != nil {
		file.Close()
	}
	if err != nil {
		var pathErr *os.PathError
		switch {
		case errors.Is(err, berrors.ErrTimeout):
			return nil, counts, errLocked
		case errors.As(err, &pathErr) && pathErr.Op == "open":
			return nil, counts, err
		}
		if db != nil {
			closeQuietly(db)
		}
		return nil, counts, damaged(err)
	}
	fail := func(err error) (*bolt.DB, initialCounts, error) {
		closeQuietly(db)
		return nil, initialCounts{}, err
	}

	var fresh, clean bool
	err = guard(func() error {
		return db.View(func(tx *bolt.Tx) error {
			var ierr error
			fresh, clean, ierr = inspect(tx, path)
			if ierr != nil || fresh {
				return ierr
			}
			if !clean {
				if ierr := verifyContents(tx); ierr != nil {
					return damaged(ierr)
				}
			} else if c, ok := decodeCounts(tx.Bucket(metaBucket).Get(countsKey)); ok {
				counts = c
				return nil
			}
			counts, ierr = countContents(tx)
			return ierr
		})
	})
	var fe faultError
	if errors.As(err, &fe) {
		err = damaged(err)
	}
	if err != nil {
		return fail(err)
	}
	err = guard(func() error {
		return db.Update(func(tx *bolt.Tx) error {
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
	})
	if err == nil {
		err = db.Sync()
	}
	if errors.As(err, &fe) {
		err = damaged(err)
	}
	if err != nil {
		return fail(err) // e.g. a full disk: not a reason to move the file aside
	}
	return db, counts, nil
}

// inspect reads the schema version and clean marker. fresh reports a file without any bucket
// (new, or emptied): it is initialised rather than rejected.
func inspect(tx *bolt.Tx, path string) (fresh, clean bool, err error) {
	fi, err := os.Stat(path)
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
	for _, n := range [][]byte{filesBucket, refsBucket, accessBucket} {
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
	for _, n := range [][]byte{filesBucket, refsBucket, metaBucket} {
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

// markClean records a clean shutdown and the counters at that point, so that the next open
// needs neither the full check nor a count.
func markClean(tx *bolt.Tx, c initialCounts) error {
	meta := tx.Bucket(metaBucket)
	if err := meta.Put(countsKey, encodeCounts(c)); err != nil {
		return err
	}
	return meta.Put(cleanKey, []byte{1})
}

// currentCounts returns the counters in the form stored by markClean.
func (b *boltBackend) currentCounts() initialCounts {
	b.counter.mu.Lock()
	defer b.counter.mu.Unlock()
	return initialCounts{values: valueDelta(b.counter.buckets), fileEntries: b.counter.fileEntries, retained: b.counter.retained}
}

// countsFormat is the version of the encoding of initialCounts: the format byte, then for each
// cache bucket its entries and bytes, then file-index entries and retained snapshots, each a
// big-endian uint64.
const countsFormat = 1

func encodeCounts(c initialCounts) []byte {
	out := []byte{countsFormat}
	for _, b := range cacheBuckets {
		out = binary.BigEndian.AppendUint64(out, uint64(c.values[b].Entries))
		out = binary.BigEndian.AppendUint64(out, uint64(c.values[b].Bytes))
	}
	out = binary.BigEndian.AppendUint64(out, uint64(c.fileEntries))
	return binary.BigEndian.AppendUint64(out, uint64(c.retained))
}

func decodeCounts(v []byte) (initialCounts, bool) {
	var c initialCounts
	if len(v) != 1+8*(2*len(cacheBuckets)+2) || v[0] != countsFormat {
		return c, false
	}
	next := func() int64 {
		n := int64(binary.BigEndian.Uint64(v[1:9]))
		v = v[8:]
		return n
	}
	for _, b := range cacheBuckets {
		c.values[b].Entries = int(next())
		c.values[b].Bytes = next()
	}
	c.fileEntries = int(next())
	c.retained = int(next())
	return c, true
}

// countContents computes the counters of a verified database.
// It reads the small access records, not the values.
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
	c.retained = tx.Bucket(refsBucket).Stats().KeyN
	return c, nil
}

func closeQuietly(db *bolt.DB) {
	_ = guard(db.Close)
}

// view runs a read transaction with faults recovered.
func (b *boltBackend) view(fn func(*bolt.Tx) error) error {
	return b.noteFault(guard(func() error { return b.db.View(fn) }))
}

// update runs a write transaction with faults recovered.
func (b *boltBackend) update(fn func(*bolt.Tx) error) error {
	return b.noteFault(guard(func() error { return b.db.Update(fn) }))
}

// noteFault records and logs (once) a fault returned by guard.
func (b *boltBackend) noteFault(err error) error {
	if err == nil {
		return nil
	}
	var fe faultError
	if errors.As(err, &fe) && b.sawFault.CompareAndSwap(false, true) {
		b.logger.Warn("store: database damaged while in use; it will be checked when next opened",
			"path", b.path, "err", err)
	}
	return err
}

func (b *boltBackend) getMany(bk Bucket, keys []Key) map[Key][]byte {
	b.mu.RLock()
	defer b.mu.RUnlock()
	out := make(map[Key][]byte, len(keys))
	var touched []entryRef
	var damaged []entryRef
	now := b.now()
	_ = b.view(func(tx *bolt.Tx) error {
		vals, acc := tx.Bucket(cacheBucketNames[bk]), tx.Bucket(accessBucket)
		for _, k := range keys {
			v := vals.Get(k[:])
			if v == nil {
				continue
			}
			payload, ok := decodeValue(v)
			if !ok {
				damaged = append(damaged, entryRef{bk, k})
				continue
			}
			out[k] = payload
			if accessed, _, _ := decodeAccess(acc.Get(accessKey(bk, k))); now-accessed >= b.touchGranularity {
				touched = append(touched, entryRef{bk, k})
			}
		}
		return nil
	})
	if len(damaged) > 0 {
		b.pendingMu.Lock()
		for _, r := range damaged {
			b.damagedValues[r] = true
		}
		b.pendingMu.Unlock()
	}
	for _, r := range touched {
		b.recordAccess(r, now)
	}
	return out
}

func (b *boltBackend) get(bk Bucket, k Key) ([]byte, bool) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	var (
		payload  []byte
		accessed int64
		ok       bool
	)
	damagedValue := false
	err := b.view(func(tx *bolt.Tx) error {
		if v := tx.Bucket(cacheBucketNames[bk]).Get(k[:]); v != nil {
			payload, ok = decodeValue(v)
			damagedValue = !ok
			accessed, _, _ = decodeAccess(tx.Bucket(accessBucket).Get(accessKey(bk, k)))
		}
		return nil
	})
	if damagedValue {
		b.pendingMu.Lock()
		b.damagedValues[entryRef{bk, k}] = true
		b.pendingMu.Unlock()
	}
	if err != nil || !ok {
		return nil, false
	}
	if now := b.now(); now-accessed >= b.touchGranularity {
		b.recordAccess(entryRef{bk, k}, now)
	}
	return payload, true
}

// recordAccess remembers that an entry was read at time now, to be written by flushAccess.
func (b *boltBackend) recordAccess(ref entryRef, now int64) {
	b.pendingMu.Lock()
	if now > b.pending[ref] {
		b.pending[ref] = now
	}
	full := len(b.pending) >= b.maxPending
	b.pendingMu.Unlock()
	if full && b.onPendingFull != nil {
		b.onPendingFull()
	}
}

// sortedKeys returns the keys of kv in byte order: bbolt inserts sorted keys much faster.
func sortedKeys[V any](kv map[Key]V) []Key {
	keys := make([]Key, 0, len(kv))
	for k := range kv {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b Key) int { return bytes.Compare(a[:], b[:]) })
	return keys
}

// putRequest is one call of put waiting for its transaction.
type putRequest struct {
	bucket Bucket
	kv     map[Key][]byte
	done   chan error // buffered; receives the result, or errLead
}

// errLead tells a waiting put that it is to commit the queue now.
var errLead = errors.New("lead the next group commit")

// maxGroupCommit bounds how many put calls share one transaction.
const maxGroupCommit = 256

// put writes kv. Concurrent calls are committed together (group commit): the first caller
// commits everything queued while it waited for nothing, then hands the rest of the queue to
// the next waiting caller. A lone caller commits at once; there is no delay.
func (b *boltBackend) put(bk Bucket, kv map[Key][]byte) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	req := &putRequest{bucket: bk, kv: kv, done: make(chan error, 1)}
	b.writeMu.Lock()
	b.writeQueue = append(b.writeQueue, req)
	if b.writing {
		b.writeMu.Unlock()
		if err := <-req.done; err != errLead {
			return err
		}
		b.writeMu.Lock() // this caller now leads; req is still queued
	} else {
		b.writing = true
	}
	n := min(len(b.writeQueue), maxGroupCommit)
	group := slices.Clone(b.writeQueue[:n])
	b.writeQueue = slices.Delete(b.writeQueue, 0, n)
	b.writeMu.Unlock()

	b.commitPuts(group)

	b.writeMu.Lock()
	if len(b.writeQueue) > 0 {
		b.writeQueue[0].done <- errLead
	} else {
		b.writing = false
	}
	b.writeMu.Unlock()
	return <-req.done
}

// commitPuts writes a group of put requests in one transaction and delivers each its result.
// If the transaction fails, each request is retried alone so that one bad request does not fail
// the others.
func (b *boltBackend) commitPuts(group []*putRequest) {
	now := b.now()
	var d valueDelta
	apply := func(tx *bolt.Tx, r *putRequest) error {
		bucket, access := tx.Bucket(cacheBucketNames[r.bucket]), tx.Bucket(accessBucket)
		for _, k := range sortedKeys(r.kv) {
			if b.putHook != nil {
				if err := b.putHook(k); err != nil {
					return err
				}
			}
			if old := bucket.Get(k[:]); old != nil {
				d.add(r.bucket, -1, -int64(len(old)))
			}
			v := encodeValue(r.kv[k])
			if err := bucket.Put(bytes.Clone(k[:]), v); err != nil {
				return fmt.Errorf("store: put %s: %w", r.bucket, err)
			}
			if err := access.Put(accessKey(r.bucket, k), encodeAccess(now, int64(len(v)))); err != nil {
				return fmt.Errorf("store: put %s: %w", r.bucket, err)
			}
			d.add(r.bucket, 1, int64(len(v)))
		}
		return nil
	}
	err := b.update(func(tx *bolt.Tx) error {
		d = valueDelta{}
		for _, r := range group {
			if err := apply(tx, r); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil || len(group) == 1 {
		if err == nil {
			b.counter.apply(&d)
		}
		for _, r := range group {
			r.done <- err
		}
		return
	}
	for _, r := range group {
		err := b.update(func(tx *bolt.Tx) error {
			d = valueDelta{}
			return apply(tx, r)
		})
		if err == nil {
			b.counter.apply(&d)
		}
		r.done <- err
	}
}

func (b *boltBackend) delete(bk Bucket, k Key) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	var d valueDelta
	err := b.update(func(tx *bolt.Tx) error {
		d = valueDelta{}
		size, existed, err := deleteEntry(tx, bk, k)
		if existed {
			d.add(bk, -1, -size)
		}
		return err
	})
	if err != nil {
		return err
	}
	b.counter.apply(&d)
	return nil
}

// deleteEntry deletes a value and its access record, returning the value's stored size.
func deleteEntry(tx *bolt.Tx, bk Bucket, k Key) (size int64, existed bool, err error) {
	bucket := tx.Bucket(cacheBucketNames[bk])
	if old := bucket.Get(k[:]); old != nil {
		size, existed = int64(len(old)), true
		if err := bucket.Delete(k[:]); err != nil {
			return 0, false, err
		}
	}
	return size, existed, tx.Bucket(accessBucket).Delete(accessKey(bk, k))
}

func (b *boltBackend) fileIndex(project string) (map[string]FileEntry, error) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	prefix := fileIndexPrefix(project)
	out := make(map[string]FileEntry)
	err := b.view(func(tx *bolt.Tx) error {
		c := tx.Bucket(filesBucket).Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			if e, ok := decodeFileEntry(v); ok {
				out[string(k[len(prefix):])] = e
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: reading file index: %w", err)
	}
	return out, nil
}

func (b *boltBackend) putFileIndex(project string, updates map[string]FileEntry, removed []string) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	prefix := fileIndexPrefix(project)
	paths := make([]string, 0, len(updates))
	for p := range updates {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var delta int
	err := b.update(func(tx *bolt.Tx) error {
		delta = 0
		bucket := tx.Bucket(filesBucket)
		for _, p := range paths {
			k := fileIndexKey(prefix, p)
			if bucket.Get(k) == nil {
				delta++
			}
			if err := bucket.Put(k, encodeFileEntry(updates[p])); err != nil {
				return fmt.Errorf("store: file index: %w", err)
			}
		}
		for _, p := range removed {
			k := fileIndexKey(prefix, p)
			if bucket.Get(k) != nil {
				delta--
				if err := bucket.Delete(k); err != nil {
					return fmt.Errorf("store: file index: %w", err)
				}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	b.counter.addFileEntries(delta)
	return nil
}

func (b *boltBackend) adjustRef(k Key, delta int) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	var retained int
	err := b.update(func(tx *bolt.Tx) error {
		retained = 0
		bucket := tx.Bucket(refsBucket)
		var n int64
		if v := bucket.Get(k[:]); len(v) == 8 {
			n = int64(binary.BigEndian.Uint64(v))
		}
		m := n + int64(delta)
		switch {
		case m < 0:
			return ErrNotRetained
		case m == 0:
			if n > 0 {
				retained = -1
			}
			return bucket.Delete(k[:])
		case n == 0:
			retained = 1
		}
		return bucket.Put(bytes.Clone(k[:]), binary.BigEndian.AppendUint64(nil, uint64(m)))
	})
	if err != nil {
		return err
	}
	b.counter.addRetained(retained)
	return nil
}

func (b *boltBackend) flushAccess() error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return b.flushAccessLocked()
}

// flushAccessLocked writes the recorded access times into the values' headers, in one
// transaction. The caller holds b.mu.
func (b *boltBackend) flushAccessLocked() error {
	b.pendingMu.Lock()
	pending, damagedValues := b.pending, b.damagedValues
	if len(pending) == 0 && len(damagedValues) == 0 {
		b.pendingMu.Unlock()
		return nil
	}
	b.pending, b.damagedValues = make(map[entryRef]int64), make(map[entryRef]bool)
	b.pendingMu.Unlock()
	refs := make([]entryRef, 0, len(pending))
	for r := range pending {
		refs = append(refs, r)
	}
	slices.SortFunc(refs, func(x, y entryRef) int {
		if x.bucket != y.bucket {
			return int(x.bucket) - int(y.bucket)
		}
		return bytes.Compare(x.key[:], y.key[:])
	})
	var d valueDelta
	err := b.update(func(tx *bolt.Tx) error {
		d = valueDelta{}
		access := tx.Bucket(accessBucket)
		for _, r := range refs {
			ak := accessKey(r.bucket, r.key)
			old, size, ok := decodeAccess(access.Get(ak))
			if !ok {
				// No record although the value was read: rebuild it from the value, if any.
				v := tx.Bucket(cacheBucketNames[r.bucket]).Get(r.key[:])
				if v == nil {
					continue // deleted since
				}
				old, size = 0, int64(len(v))
			}
			if old >= pending[r] {
				continue // rewritten since
			}
			if err := access.Put(ak, encodeAccess(pending[r], size)); err != nil {
				return err
			}
		}
		// Drop damaged values, so that they cost neither space nor another failed read. One
		// rewritten since it was read is left alone.
		for r := range damagedValues {
			v := tx.Bucket(cacheBucketNames[r.bucket]).Get(r.key[:])
			if v == nil {
				continue
			}
			if _, ok := decodeValue(v); ok {
				continue
			}
			size, existed, err := deleteEntry(tx, r.bucket, r.key)
			if err != nil {
				return err
			}
			if existed {
				d.add(r.bucket, -1, -size)
			}
		}
		return nil
	})
	if err != nil {
		// Keep them for the next attempt.
		b.pendingMu.Lock()
		for r, t := range pending {
			if t > b.pending[r] {
				b.pending[r] = t
			}
		}
		for r := range damagedValues {
			b.damagedValues[r] = true
		}
		b.pendingMu.Unlock()
		return fmt.Errorf("store: writing access times: %w", err)
	}
	b.counter.apply(&d)
	return nil
}

func (b *boltBackend) candidates(ctx context.Context) ([]entryInfo, error) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	var out []entryInfo
	err := b.view(func(tx *bolt.Tx) error {
		refs := tx.Bucket(refsBucket)
		c := tx.Bucket(accessBucket).Cursor()
		i := 0
		for ak, rec := c.First(); ak != nil; ak, rec = c.Next() {
			if i++; i%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			bk, k, okKey := parseAccessKey(ak)
			accessed, size, okRec := decodeAccess(rec)
			if !okKey || !okRec {
				continue // not ours to judge here; the full check at open rejects it
			}
			if bk == Snapshots && refs.Get(k[:]) != nil {
				continue
			}
			out = append(out, entryInfo{bucket: bk, key: k, size: size, accessed: accessed})
		}
		return nil
	})
	return out, err
}

func (b *boltBackend) evict(ctx context.Context, entries []entryInfo) (int, int64, error) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	n, bytesEvicted := 0, int64(0)
	for start := 0; start < len(entries); start += evictChunk {
		if err := ctx.Err(); err != nil {
			return n, bytesEvicted, err
		}
		chunk := entries[start:min(start+evictChunk, len(entries))]
		b.pendingMu.Lock()
		readSince := make(map[entryRef]bool)
		for _, e := range chunk {
			if _, ok := b.pending[entryRef{e.bucket, e.key}]; ok {
				readSince[entryRef{e.bucket, e.key}] = true
			}
		}
		b.pendingMu.Unlock()
		var d valueDelta
		var cn int
		var cb int64
		err := b.update(func(tx *bolt.Tx) error {
			d, cn, cb = valueDelta{}, 0, 0
			refs, access := tx.Bucket(refsBucket), tx.Bucket(accessBucket)
			for _, e := range chunk {
				if readSince[entryRef{e.bucket, e.key}] {
					continue
				}
				accessed, size, ok := decodeAccess(access.Get(accessKey(e.bucket, e.key)))
				if !ok || accessed != e.accessed || size != e.size {
					continue // read, rewritten or deleted since it was listed
				}
				if e.bucket == Snapshots && refs.Get(e.key[:]) != nil {
					continue
				}
				size, existed, err := deleteEntry(tx, e.bucket, e.key)
				if err != nil {
					return err
				}
				if existed {
					d.add(e.bucket, -1, -size)
					cn++
					cb += size
				}
			}
			return nil
		})
		if err != nil {
			return n, bytesEvicted, fmt.Errorf("store: evicting: %w", err)
		}
		b.counter.apply(&d)
		n += cn
		bytesEvicted += cb
	}
	return n, bytesEvicted, nil
}

// compact rewrites the database into a new file and renames it into place (like etcd's defrag)
// when the file is at least compactMinSize and more than half of it is free pages.
func (b *boltBackend) compact(ctx context.Context) (bool, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	fi, err := os.Stat(b.path)
	if err != nil {
		return false, err
	}
	st := b.db.Stats()
	free := int64(st.FreePageN+st.PendingPageN) * int64(b.db.Info().PageSize)
	if fi.Size() < b.compactMinSize || free*2 < fi.Size() || ctx.Err() != nil {
		return false, nil
	}
	if err := b.flushAccessLocked(); err != nil {
		return false, err
	}

	f, err := os.CreateTemp(filepath.Dir(b.path), filepath.Base(b.path)+".compact-*")
	if err != nil {
		return false, err
	}
	tmp := f.Name()
	f.Close()
	removeTmp := true
	defer func() {
		if removeTmp {
			os.Remove(tmp)
		}
	}()
	dst, err := bolt.Open(tmp, 0o600, &bolt.Options{Timeout: b.lockTimeout, NoSync: true, FreelistType: bolt.FreelistMapType})
	if err != nil {
		return false, err
	}
	err = guard(func() error { return bolt.Compact(dst, b.db, compactTxMaxSize) })
	if err == nil {
		// The copy is complete: mark it clean so that reopening it skips the full check.
		err = dst.Update(func(tx *bolt.Tx) error { return markClean(tx, b.currentCounts()) })
	}
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return false, fmt.Errorf("store: compacting: %w", err)
	}

	// Swap files. The old database is closed first so that its lock is released; renaming over
	// an open file is not possible everywhere.
	_ = b.db.Sync()
	closeQuietly(b.db)
	b.db = nil
	renameErr := os.Rename(tmp, b.path)
	removeTmp = renameErr != nil
	db, counts, err := b.reopen(b.path, b.lockTimeout)
	if err != nil {
		// Another process took the file in between, or it cannot be reopened: carry on in a
		// private temporary store rather than fail every later call.
		b.logger.Warn("store: cannot reopen the database after compacting; using a private temporary store instead",
			"path", b.path, "err", err)
		var dir string
		db, counts, dir, err = openTemporary(b.lockTimeout)
		if err != nil {
			return false, fmt.Errorf("store: reopening after compaction: %w", err)
		}
		b.fallback, b.tempDir = true, dir
		b.pendingMu.Lock()
		b.pending, b.damagedValues = make(map[entryRef]int64), make(map[entryRef]bool)
		b.pendingMu.Unlock()
	}
	b.db, b.path = db, db.Path()
	b.setCounters(counts)
	if renameErr != nil {
		return false, fmt.Errorf("store: compacting: %w", renameErr)
	}
	return true, nil
}

func (b *boltBackend) stats() Stats {
	var st Stats
	b.mu.RLock()
	st.Path, st.Fallback = b.path, b.fallback
	b.mu.RUnlock()
	if fi, err := os.Stat(st.Path); err == nil {
		st.FileSize = fi.Size()
	}
	b.pendingMu.Lock()
	st.PendingAccess = len(b.pending)
	b.pendingMu.Unlock()
	b.counter.fill(&st)
	return st
}

// close writes pending access times, marks the file as cleanly closed (so that the next open
// skips the full check) and closes it; a temporary store is removed.
func (b *boltBackend) close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.db == nil {
		return nil
	}
	err := b.flushAccessLocked()
	if err == nil {
		// Sync everything written so far before the marker, so that a marker on disk implies
		// the data before it is on disk too.
		err = b.db.Sync()
	}
	if err == nil && !b.sawFault.Load() {
		counts := b.currentCounts()
		err = b.update(func(tx *bolt.Tx) error { return markClean(tx, counts) })
	}
	if err == nil {
		err = b.db.Sync()
	}
	if cerr := guard(b.db.Close); err == nil {
		err = cerr
	}
	b.db = nil
	if b.tempDir != "" {
		if rerr := os.RemoveAll(b.tempDir); err == nil {
			err = rerr
		}
	}
	if err != nil {
		return fmt.Errorf("store: closing: %w", err)
	}
	return nil
}

func (b *boltBackend) valueBytes() int64 { return b.counter.valueBytes() }
