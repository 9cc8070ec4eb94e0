package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"
)

// Key identifies a value: a SHA-256 digest computed by the caller from whatever determines the
// value (the recipe that produced it).
type Key = [32]byte

// Bucket names one kind of cached value. Buckets are independent key spaces.
type Bucket uint8

const (
	// Analysis maps a per-file result key to a per-file result.
	Analysis Bucket = iota + 1
	// ProjectResults maps a project-level key (a summary hash, a file's declarations) to its
	// result.
	ProjectResults
	// Packages maps the SHA-256 of a symbol package's bytes to its parsed
	// declarations, and a package file's path and stat to that hash.
	Packages

	// lastBucket is the highest Bucket.
	lastBucket = Packages
)

// cacheBuckets lists every Bucket, in order.
var cacheBuckets = [...]Bucket{Analysis, ProjectResults, Packages}

// String returns the bucket's name as stored in the database.
func (b Bucket) String() string {
	switch b {
	case Analysis:
		return "analysis"
	case ProjectResults:
		return "project"
	case Packages:
		return "packages"
	}
	return fmt.Sprintf("bucket(%d)", uint8(b))
}

func (b Bucket) valid() bool { return b >= Analysis && b <= lastBucket }

// Defaults for Options fields left zero.
const (
	DefaultLockTimeout = 2 * time.Second
	DefaultBudget      = 512 << 20
)

// lockedBackoff is how long the store keeps to its private file after the shared one stayed
// locked for a whole LockTimeout, before it tries the shared file again.
const lockedBackoff = 30 * time.Second

// maxWarnings bounds the warnings kept for TakeWarnings.
const maxWarnings = 16

// Options configure Open.
type Options struct {
	// Path is the database file. "" or "off" uses a private temporary file, removed on Close
	// (no file at all with KeepNothing).
	Path string
	// LockTimeout bounds how long one batch of reads or writes waits for other processes to
	// release the file. When it runs out, the store works in a private temporary file for a
	// while (see doc.go). Zero means DefaultLockTimeout.
	LockTimeout time.Duration
	// Budget is the most bytes of cached values kept (payload plus the store's 5-byte header;
	// per-entry bookkeeping of about 50 bytes and the database's free pages are not counted);
	// least recently used entries are evicted beyond it. Zero or negative means DefaultBudget.
	Budget int64
	// Logger receives warnings (private stand-in, moved-aside database), which TakeWarnings
	// also returns. Nil discards them.
	Logger *slog.Logger
	// KeepNothing, with Path "off", makes a store without any file: reads miss and writes are
	// dropped. It is for a one-shot command whose process keeps what it needs in memory: a
	// private file would only cost the writes (and, before sessions released the file's pages
	// after each transaction, about 80 MB of resident memory for Base Application with every
	// analyzer).
	KeepNothing bool
}

// FileEntry is what the file index remembers about one file: enough to tell, with a stat call,
// whether the file must be hashed again.
type FileEntry struct {
	Size    int64
	ModTime time.Time
	Hash    Key
}

// Errors returned by the store.
var (
	ErrClosed        = errors.New("store: closed")
	ErrUnknownBucket = errors.New("store: unknown bucket")
)

// DefaultPath returns the database path to use when none is configured: $ALFIX_STORE if it is set
// (it may be "off", meaning a private temporary file), else os.UserCacheDir()/alfix/cache.db.
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

// Store is an open cache. All methods are safe for concurrent use.
type Store struct {
	budget      int64
	lockTimeout time.Duration
	backoff     time.Duration // lockedBackoff; shorter in tests
	logger      *slog.Logger

	// shared is the configured file, opened for each batch of work (nil with Path "off");
	// private is a file of this process alone, made on first need: the whole store with Path
	// "off", otherwise the stand-in while shared is locked by another process.
	shared       *dbFile
	nothing      bool // Options.KeepNothing: no file at all
	privateMu    sync.Mutex
	private      *dbFile
	privateErr   error
	privateDir   string
	sharedLocked atomic.Int64 // Unix nanoseconds until which shared is not tried

	mu     sync.RWMutex // read-held by operations, write-held by Close
	closed bool

	ctx    context.Context // cancelled by Close; stops background work
	cancel context.CancelFunc
	wg     sync.WaitGroup // background goroutines

	warnMu   sync.Mutex
	warnings []string
}

// Open opens the store described by opts. An unusable database file does not make Open fail: a
// damaged or unknown-schema file is moved aside and rebuilt, and a file that cannot be used at
// all is replaced by a private temporary one; both are logged and reported by TakeWarnings. Open
// fails only when even a temporary file cannot be made.
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
	s := &Store{budget: opts.Budget, lockTimeout: opts.LockTimeout, backoff: lockedBackoff, logger: logger}
	s.ctx, s.cancel = context.WithCancel(context.Background())

	if opts.Path == "off" && opts.KeepNothing {
		s.nothing = true
		return s, nil
	}
	if opts.Path == "" || opts.Path == "off" {
		if _, err := s.privateFile(); err != nil {
			s.cancel()
			return nil, err
		}
		return s, nil
	}
	path, err := filepath.Abs(opts.Path)
	if err != nil {
		s.cancel()
		return nil, fmt.Errorf("store: %w", err)
	}
	if nc := (*notCacheError)(nil); errors.As(checkTarget(path, nil), &nc) {
		// Not a database of ours (a folder, a device, a text file): never touched, not even
		// tried later; the store is private, as with "off".
		s.warn(refusedMessage(nc))
		if _, err := s.privateFile(); err != nil {
			s.cancel()
			return nil, err
		}
		return s, nil
	}
	s.shared = s.newFile(path, false)
	// Check (and after a crash, repair) the file now rather than in the first call.
	err = s.shared.with(modeRead, func(*session) error {
		removeLeftovers(path)
		return nil
	})
	if err != nil {
		s.sharedUnavailable(err)
		if _, err := s.privateFile(); err != nil {
			s.cancel()
			return nil, err
		}
	}
	// A store reopened with a smaller budget, or left over budget by a crash, is trimmed now.
	s.mu.RLock()
	s.gcIfOverBudget(s.shared)
	s.mu.RUnlock()
	return s, nil
}

func (s *Store) newFile(path string, private bool) *dbFile {
	f := newDBFile(path, private, s.lockTimeout, s.warn)
	f.onPendingFull = func() { s.flushAccessInBackground(f) }
	return f
}

// privateFile returns the process's private file, making it on the first call.
func (s *Store) privateFile() (*dbFile, error) {
	s.privateMu.Lock()
	defer s.privateMu.Unlock()
	if s.private != nil || s.privateErr != nil {
		return s.private, s.privateErr
	}
	dir, err := os.MkdirTemp("", "alfix-store-")
	if err == nil {
		f := s.newFile(filepath.Join(dir, "cache.db"), true)
		if err = f.with(modeWrite, func(*session) error { return nil }); err == nil {
			s.private, s.privateDir = f, dir
			return f, nil
		}
		os.RemoveAll(dir)
	}
	s.privateErr = fmt.Errorf("store: cannot make a temporary store: %w", err)
	return nil, s.privateErr
}

// file returns the file operations use now: the shared one unless it is locked by another
// process, else the private one.
func (s *Store) file() *dbFile {
	if s.shared != nil && time.Now().UnixNano() >= s.sharedLocked.Load() {
		return s.shared
	}
	f, _ := s.privateFile()
	return f
}

// sharedUnavailable records that the shared file could not be opened: the store works in its
// private file for a while and says so once.
func (s *Store) sharedUnavailable(err error) {
	if nc := (*notCacheError)(nil); errors.As(err, &nc) {
		// Something that is not a database of ours took the file's place: never tried again.
		if old := s.sharedLocked.Swap(math.MaxInt64); old != math.MaxInt64 {
			s.warn(refusedMessage(nc))
		}
		return
	}
	until := time.Now().Add(s.backoff).UnixNano()
	if old := s.sharedLocked.Swap(until); old > time.Now().UnixNano() {
		return // already said
	}
	if errors.Is(err, errLocked) {
		s.warn(fmt.Sprintf("the cache file %s stayed locked by another process for %s; results of the next %s are cached privately by this process",
			s.shared.path, s.lockTimeout, s.backoff))
		return
	}
	s.warn(fmt.Sprintf("the cache file %s cannot be used (%v); results of the next %s are cached privately by this process",
		s.shared.path, err, s.backoff))
}

// refusedMessage is the warning for a store path that is not a database of ours.
func refusedMessage(nc *notCacheError) string {
	return fmt.Sprintf("the cache path %v: it was left untouched, and this process caches its results in a private temporary store "+
		"(as with --store off); point --store or ALFIX_STORE at a file of alfix's own or at a path where it may create one", nc)
}

// run runs op on the current file; when the shared file cannot be opened, it runs op again on
// the private one.
func (s *Store) run(op func(f *dbFile) error) error {
	f := s.file()
	if f == nil {
		return s.privateErr
	}
	err := op(f)
	var oe *openError
	if f == s.shared && errors.As(err, &oe) {
		s.sharedUnavailable(oe.err)
		if pf, perr := s.privateFile(); perr == nil {
			return op(pf)
		}
	}
	return err
}

// warn logs a warning and keeps it for TakeWarnings.
func (s *Store) warn(msg string) {
	s.logger.Warn("store: " + msg)
	s.warnMu.Lock()
	defer s.warnMu.Unlock()
	if len(s.warnings) < maxWarnings {
		s.warnings = append(s.warnings, "cache: "+msg)
	}
}

// KeepsNothing reports whether the store drops every write (Options.KeepNothing): a caller
// may then skip encoding what it would write.
func (s *Store) KeepsNothing() bool { return s.nothing }

// TakeWarnings returns the warnings raised since the last call (a damaged file moved aside, a
// file locked by another process) and forgets them, so that each reaches one caller.
func (s *Store) TakeWarnings() []string {
	s.warnMu.Lock()
	defer s.warnMu.Unlock()
	w := s.warnings
	s.warnings = nil
	return w
}

// Close writes recorded access times, stops background work and closes the database; a private
// temporary file is removed. Close is idempotent. After Close, reads miss and writes return
// ErrClosed.
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
	var errs []error
	if s.shared != nil {
		// While the shared file is locked by another process, waiting for it again only to
		// write access times would delay the exit: they are dropped.
		errs = append(errs, s.shared.close(time.Now().UnixNano() >= s.sharedLocked.Load()))
	}
	s.privateMu.Lock()
	defer s.privateMu.Unlock()
	if s.private != nil {
		errs = append(errs, s.private.close(true))
		if s.privateDir != "" {
			if err := os.RemoveAll(s.privateDir); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// RemoveTemporaryFiles removes the private temporary file's folder (made
// for --store off, or while the shared file was unusable) without closing
// the store: for a process that must exit while calls still use the store
// (a commit past its last cancellation point), which would otherwise leave
// the folder behind in the system's temporary directory. On Unix the open
// file stays usable until the process ends; elsewhere the removal may fail
// and is then left to Close. The shared file is never touched.
func (s *Store) RemoveTemporaryFiles() {
	s.privateMu.Lock()
	defer s.privateMu.Unlock()
	if s.privateDir != "" {
		if os.RemoveAll(s.privateDir) == nil {
			s.privateDir = ""
		}
	}
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
	v, ok := s.GetMany(b, []Key{k})[k]
	return v, ok
}

// GetMany returns copies of the values of the keys that are present, read in one transaction: a
// restarted workspace looks up thousands of cached results at once, and a transaction per key
// would cost more than the reads.
func (s *Store) GetMany(b Bucket, keys []Key) map[Key][]byte {
	if !b.valid() || len(keys) == 0 || s.nothing || s.enter() != nil {
		return map[Key][]byte{}
	}
	defer s.leave()
	var out map[Key][]byte
	_ = s.run(func(f *dbFile) error {
		var err error
		out, err = f.getMany(b, keys)
		return err
	})
	if out == nil {
		out = map[Key][]byte{}
	}
	return out
}

// PutMany stores every value of kv: in one write transaction, all of them or, on error, none,
// when they fit in a transaction's bound (maxTxBytes: 256 KiB, a value counting at least 4 KiB);
// else in several, each all or nothing, so that on error some may be stored. The store keeps
// its own copies.
func (s *Store) PutMany(b Bucket, kv map[Key][]byte) error {
	if !b.valid() {
		return fmt.Errorf("%w: %d", ErrUnknownBucket, b)
	}
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	if len(kv) == 0 || s.nothing {
		return nil
	}
	var written *dbFile
	err := s.run(func(f *dbFile) error {
		err := f.put(b, kv)
		if errors.Is(err, errFaulted) {
			// The file was found damaged and has been replaced: write to the new one.
			err = f.put(b, kv)
		}
		written = f
		return err
	})
	if err == nil {
		s.gcIfOverBudget(written)
	}
	return err
}

// FileIndex returns the file index of a project: path -> entry. An unknown project has an empty
// index. Entries that cannot be decoded are left out.
func (s *Store) FileIndex(project string) (map[string]FileEntry, error) {
	if err := s.enter(); err != nil {
		return nil, err
	}
	defer s.leave()
	if s.nothing {
		return map[string]FileEntry{}, nil
	}
	var out map[string]FileEntry
	err := s.run(func(f *dbFile) error {
		var err error
		out, err = f.fileIndex(project)
		return err
	})
	return out, err
}

// PutFileIndex updates a project's file index in one transaction: every entry of updates is
// written, then every path of removed is deleted (a path in both ends up removed).
func (s *Store) PutFileIndex(project string, updates map[string]FileEntry, removed []string) error {
	if err := s.enter(); err != nil {
		return err
	}
	defer s.leave()
	if len(updates) == 0 && len(removed) == 0 || s.nothing {
		return nil
	}
	return s.run(func(f *dbFile) error {
		err := f.putFileIndex(project, updates, removed)
		if errors.Is(err, errFaulted) {
			err = f.putFileIndex(project, updates, removed)
		}
		return err
	})
}
