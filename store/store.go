package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"
)

// Key identifies a value: a SHA-256 digest computed by the caller from whatever determines the
// value (for a snapshot, the file's bytes; for a result, the recipe that produced it).
type Key = [32]byte

// Bucket names one kind of cached value. Buckets are independent key spaces.
type Bucket uint8

const (
	// Snapshots maps a content hash to a file's bytes.
	Snapshots Bucket = iota + 1
	// Analysis maps hash(engine version, content hash, config fingerprint) to a per-file result.
	Analysis
	// ProjectResults maps a project summary hash to a project-level result.
	ProjectResults
	// Fixes maps hash(content hash, rule, span, key) to computed edits.
	Fixes
	// Packages maps the SHA-256 of a symbol package's bytes to its parsed
	// declarations, and a package file's path and stat to that hash.
	Packages

	// lastBucket is the highest Bucket.
	lastBucket = Packages
)

// cacheBuckets lists every Bucket, in order.
var cacheBuckets = [...]Bucket{Snapshots, Analysis, ProjectResults, Fixes, Packages}

// String returns the bucket's name as stored in the database.
func (b Bucket) String() string {
	switch b {
	case Snapshots:
		return "snapshots"
	case Analysis:
		return "analysis"
	case ProjectResults:
		return "project"
	case Fixes:
		return "fixes"
	case Packages:
		return "packages"
	}
	return fmt.Sprintf("bucket(%d)", uint8(b))
}

func (b Bucket) valid() bool { return b >= Snapshots && b <= lastBucket }

// Defaults for Options fields left zero.
const (
	DefaultLockTimeout = time.Second
	DefaultBudget      = 512 << 20
)

// Options configure Open.
type Options struct {
	// Path is the database file. "" or "off" keeps everything in memory (no file at all).
	Path string
	// LockTimeout is how long Open waits for another process to release the file before it falls
	// back to a private temporary store. Zero means DefaultLockTimeout.
	LockTimeout time.Duration
	// Budget is the most bytes of cached values kept (payload plus the store's 5-byte header;
	// per-entry bookkeeping of about 50 bytes and the database's free pages are not counted);
	// least recently used entries are evicted beyond it. Zero or negative means DefaultBudget.
	Budget int64
	// Logger receives warnings (fallback store, moved-aside database). Nil discards them.
	Logger *slog.Logger
}

// FileEntry is what the file index remembers about one file: enough to tell, with a stat call,
// whether the file must be hashed again.
type FileEntry struct {
	Size    int64
	ModTime time.Time
	Hash    Key
}

// BucketStats describes the contents of one bucket.
type BucketStats struct {
	Entries int
	Bytes   int64 // stored bytes of the values, headers included
}

// Stats describes a store. It is computed from counters kept up to date by every write; it does
// not scan the database.
type Stats struct {
	Path     string // database file; "" in memory
	InMemory bool
	Fallback bool // the configured file was unusable; Path is a private temporary store
	Budget   int64

	Buckets           map[Bucket]BucketStats
	ValueBytes        int64 // sum of Buckets[*].Bytes, the figure held under Budget
	FileIndexEntries  int   // over all projects
	RetainedSnapshots int   // distinct keys with a positive reference count
	PendingAccess     int   // access times recorded in memory, not yet written
	FileSize          int64 // size of the database file; 0 in memory
}

// GCReport describes one run of GC.
type GCReport struct {
	BytesBefore    int64 // Stats.ValueBytes before the run
	BytesAfter     int64 // Stats.ValueBytes after the run
	Evicted        int   // entries removed
	EvictedBytes   int64 // stored bytes removed
	Compacted      bool  // the database file was rewritten to return free space
	FileSizeBefore int64
	FileSizeAfter  int64
}

// Errors returned by the store.
var (
	ErrClosed        = errors.New("store: closed")
	ErrUnknownBucket = errors.New("store: unknown bucket")
	ErrNotRetained   = errors.New("store: snapshot is not retained")
)

// touchGranularity is how old a value's recorded access time must be before a read records a new
// one. It bounds the write traffic caused by reads: a value read continuously is rewritten at
// most once per granularity. LRU order is exact only up to this resolution.
const defaultTouchGranularity = 10 * time.Minute

// DefaultBackgroundGCInterval is the period StartBackgroundGC uses when given zero.
const DefaultBackgroundGCInterval = 5 * time.Minute

// DefaultPath returns the database path to use when none is configured: $ALFIX_STORE if it is set
// (it may be "off", meaning in memory), else os.UserCacheDir()/alfix/cache.db.
func DefaultPath() (string, error) {
	if p, ok := os.LookupEnv("ALFIX_STORE"); ok && p != "" {
		return p, nil
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("store: no user cache directory (set ALFIX_STORE): %w", err)
	}
	return filepath.Join(dir, "alfix", "cache.db"), nil
}

// backend is one implementation of the store's data operations: on bbolt or on maps. Keys and
// buckets are validated by Store; backends add the value header themselves.
type backend interface {
	get(b Bucket, k Key) ([]byte, bool)
	// getMany reads several keys in one read transaction; absent or
	// unreadable keys are left out of the result.
	getMany(b Bucket, keys []Key) map[Key][]byte
	put(b Bucket, kv map[Key][]byte) error
	delete(b Bucket, k Key) error
	fileIndex(project string) (map[string]FileEntry, error)
	putFileIndex(project string, updates map[string]FileEntry, removed []string) error
	adjustRef(k Key, delta int) error
	// flushAccess writes access times recorded in memory.
	flushAccess() error
	// candidates lists every evictable entry: all cached values except retained snapshots.
	candidates(ctx context.Context) ([]entryInfo, error)
	// evict removes the given entries unless they were read, rewritten or retained since they
	// were listed.
	evict(ctx context.Context, entries []entryInfo) (n int, bytes int64, err error)
	// compact rewrites the database when most of its file is free space.
	compact(ctx context.Context) (compacted bool, err error)
	stats() Stats
	// valueBytes is stats().ValueBytes without the cost of the rest.
	valueBytes() int64
	close() error
}

// entryInfo is one cached value as seen by GC.
type entryInfo struct {
	bucket   Bucket
	key      Key
	size     int64
	accessed int64
}

// Store is an open cache. All methods are safe for concurrent use.
type Store struct {
	budget int64
	logger *slog.Logger
	be     backend

	mu     sync.RWMutex // read-held by operations, write-held by Close
	closed bool

	ctx    context.Context // cancelled by Close; stops background work
	cancel context.CancelFunc
	wg     sync.WaitGroup // background goroutines

	gcMu        sync.Mutex  // one GC at a time
	gcQueued    atomic.Bool // an automatic GC is scheduled or running
	flushQueued atomic.Bool // a background flush of access times is scheduled or running
	// gcFloor is the value size below which writes do not schedule a GC although over budget:
	// set when GC could not get under budget (retained snapshots), so that every later write
	// does not rescan the store in vain.
	gcFloor     atomic.Int64
	bgGCStarted atomic.Bool
}

// Open opens the store described by opts. An unusable database file does not make Open fail: a
// corrupt or unknown-schema file is moved aside and rebuilt, and a locked or unreachable one is
// replaced by a private temporary store (removed on Close); both are logged as warnings. Open
// fails only when even that temporary store cannot be made.
func Open(opts Options) (*Store, error) {
	if opts.LockTimeout <= 0 {
		opts.LockTimeout = DefaultLockTimeout
	}
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Store{budget: opts.Budget, logger: logger}
	s.ctx, s.cancel = context.WithCancel(context.Background())

	if opts.Path == "" || opts.Path == "off" {
		s.be = newMemBackend()
		return s, nil
	}
	be, err := openBoltBackend(opts.Path, opts.LockTimeout, logger)
	if err != nil {
		s.cancel()
		return nil, err
	}
	be.onPendingFull = s.flushAccessInBackground
	s.be = be
	// A store reopened with a smaller budget, or left over budget by a crash, is trimmed now.
	s.mu.RLock()
	s.gcIfOverBudget()
	s.mu.RUnlock()
	return s, nil
}

// Close flushes recorded access times, stops background work and closes the database; a
// temporary fallback store is removed. Close is idempotent. After Close, reads miss and writes
// return ErrClosed.
func (s *Store) Close() error {
	s.cancel()
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	s.wg.Wait()
	return s.be.close()
}

// enter read-locks the store for one operation; it fails after Close.
func (s *Store) enter() error {
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return ErrClosed
	}
	return nil
}

func (s *Store) leave() { s.mu.RUnlock() }

// Get returns a copy of the value stored under k, and false when it is absent, damaged or of an
// unknown format. A hit records the access for LRU eviction without writing to the database.
func (s *Store) Get(b Bucket, k Key) ([]byte, bool) {
	if !b.valid() || s.enter() != nil {
		return nil, false
	}
	defer s.leave()
	return s.be.get(b, k)
}

// GetMany returns copies of the values of the keys that are present, read
// in one transaction: a restarted workspace looks up thousands of cached
// results at once, and a read transaction per key would cost more than the
// reads.
func (s *Store) GetMany(b Bucket, keys []Key) map[Key][]byte {
	if !b.valid() || len(keys) == 0 || s.enter() != nil {
		return map[Key][]byte{}
	}
	defer s.leave()
	return s.be.getMany(b, keys)
}

// Put stores v under k, replacing any previous value. The store keeps its own copy.
func (s *Store) Put(b Bucket, k Key, v []byte) error {
	return s.PutMany(b, map[Key][]byte{k: v})
}

// PutMany stores every value of kv in one write transaction: all of them or, on error, none.
func (s *Store) PutMany(b Bucket, kv map[Key][]byte) error {
	if !b.valid() {
		return fmt.Errorf("%w: %d", ErrUnknownBucket, b)
	}
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	if len(kv) == 0 {
		return nil
	}
	if err := s.be.put(b, kv); err != nil {
		return err
	}
	s.gcIfOverBudget()
	return nil
}

// Delete removes the value stored under k; deleting an absent key is not an error.
func (s *Store) Delete(b Bucket, k Key) error {
	if !b.valid() {
		return fmt.Errorf("%w: %d", ErrUnknownBucket, b)
	}
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	return s.be.delete(b, k)
}

// FileIndex returns the file index of a project: path -> entry. An unknown project has an empty
// index. Entries that cannot be decoded are left out.
func (s *Store) FileIndex(project string) (map[string]FileEntry, error) {
	if err := s.enter(); err != nil {
		return nil, err
	}
	defer s.leave()
	return s.be.fileIndex(project)
}

// PutFileIndex updates a project's file index in one transaction: every entry of updates is
// written, then every path of removed is deleted (a path in both ends up removed).
func (s *Store) PutFileIndex(project string, updates map[string]FileEntry, removed []string) error {
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	if len(updates) == 0 && len(removed) == 0 {
		return nil
	}
	return s.be.putFileIndex(project, updates, removed)
}

// Retain adds a reference to the snapshot k. A snapshot with references is never evicted;
// references are counted and persist across restarts. The snapshot need not exist yet.
func (s *Store) Retain(k Key) error {
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	return s.be.adjustRef(k, +1)
}

// Release drops one reference to the snapshot k taken by Retain. Releasing a snapshot that has
// no references returns ErrNotRetained.
func (s *Store) Release(k Key) error {
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	return s.be.adjustRef(k, -1)
}

// Stats describes the store's contents. After Close it still reports the identity fields.
func (s *Store) Stats() Stats {
	st := s.be.stats()
	st.Budget = s.budget
	return st
}

// GC enforces the budget. It writes the access times recorded in memory; when the cached values
// exceed the budget it evicts the least recently used entries (retained snapshots excepted)
// until they take at most 90% of it, so that eviction is not repeated on every write; then it
// compacts the database file when most of it is free space. It stops early, with ctx's error,
// when ctx is cancelled.
func (s *Store) GC(ctx context.Context) (GCReport, error) {
	if err := s.enter(); err != nil {
		return GCReport{}, err
	}
	defer s.leave()
	return s.gc(ctx)
}

func (s *Store) gc(ctx context.Context) (GCReport, error) {
	s.gcMu.Lock()
	defer s.gcMu.Unlock()
	before := s.be.stats()
	rep := GCReport{BytesBefore: before.ValueBytes, FileSizeBefore: before.FileSize}
	finish := func(err error) (GCReport, error) {
		after := s.be.stats()
		rep.BytesAfter, rep.FileSizeAfter = after.ValueBytes, after.FileSize
		return rep, err
	}
	if err := s.be.flushAccess(); err != nil {
		return finish(err)
	}
	if before.ValueBytes > s.budget {
		entries, err := s.be.candidates(ctx)
		if err != nil {
			return finish(err)
		}
		victims := chooseVictims(entries, before.ValueBytes, s.budget-s.budget/10)
		n, bytes, err := s.be.evict(ctx, victims)
		rep.Evicted, rep.EvictedBytes = n, bytes
		if err != nil {
			return finish(err)
		}
		if left := s.be.valueBytes(); left > s.budget && len(victims) == len(entries) && n == len(victims) {
			// Everything evictable is gone and the rest is retained: do not let every write
			// schedule another run until the store has grown by a tenth of the budget.
			s.gcFloor.Store(left + s.budget/10)
		} else {
			s.gcFloor.Store(0)
		}
	}
	if err := ctx.Err(); err != nil {
		return finish(err)
	}
	compacted, err := s.be.compact(ctx)
	rep.Compacted = compacted
	return finish(err)
}

// gcIfOverBudget starts a GC in the background when the cached values exceed the budget and no
// automatic GC is already scheduled. The caller holds the read lock.
func (s *Store) gcIfOverBudget() {
	if !s.overBudget() || s.ctx.Err() != nil || !s.gcQueued.CompareAndSwap(false, true) {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			rep, err := s.GC(s.ctx)
			if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, ErrClosed) {
				s.logger.Warn("store: automatic GC failed", "err", err)
			}
			s.gcQueued.Store(false)
			// Writes made during the run did not schedule another one: check again, unless the
			// run could not help (an error, or nothing evictable).
			if err != nil || rep.Evicted == 0 || !s.overBudget() ||
				s.ctx.Err() != nil || !s.gcQueued.CompareAndSwap(false, true) {
				return
			}
		}
	}()
}

// overBudget reports whether writes should schedule a GC.
func (s *Store) overBudget() bool {
	v := s.be.valueBytes()
	return v > s.budget && v > s.gcFloor.Load()
}

// flushAccessInBackground writes recorded access times without blocking the caller. The bbolt
// backend calls it, with the read lock held by the caller, when too many are pending.
func (s *Store) flushAccessInBackground() {
	if s.ctx.Err() != nil || !s.flushQueued.CompareAndSwap(false, true) {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer s.flushQueued.Store(false)
		if s.enter() != nil {
			return
		}
		defer s.leave()
		if err := s.be.flushAccess(); err != nil {
			s.logger.Warn("store: writing access times failed", "err", err)
		}
	}()
}

// StartBackgroundGC runs GC every interval (DefaultBackgroundGCInterval when zero or negative)
// until ctx is cancelled or the store is closed. Only the first call starts a loop; later calls
// do nothing.
func (s *Store) StartBackgroundGC(ctx context.Context, every time.Duration) {
	if every <= 0 {
		every = DefaultBackgroundGCInterval
	}
	if s.enter() != nil {
		return
	}
	defer s.leave()
	if !s.bgGCStarted.CompareAndSwap(false, true) {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-s.ctx.Done():
				return
			case <-t.C:
			}
			runCtx, stop := mergeCancel(ctx, s.ctx)
			_, err := s.GC(runCtx)
			stop()
			if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, ErrClosed) {
				s.logger.Warn("store: background GC failed", "err", err)
			}
		}
	}()
}

// mergeCancel returns a context cancelled when either a or b is.
func mergeCancel(a, b context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(a)
	stop := context.AfterFunc(b, cancel)
	return ctx, func() { stop(); cancel() }
}
