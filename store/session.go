package store

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
)

// dbFile is one database file and everything this process knows about it. The file is not held
// open: a session opens it for a batch of work and closes it when the batch ends, so that other
// processes can use it in between (see doc.go). Operations of this process that overlap share
// one session.
type dbFile struct {
	path        string
	wantPath    string // touched by processes waiting for the file's lock (see wanted)
	private     bool   // no other process knows the file: its session stays open until close
	lockTimeout time.Duration
	linger      time.Duration // how long an idle session stays open for the next operation
	warn        func(string)

	now              func() int64
	touchGranularity int64 // nanoseconds
	compactMinSize   int64
	maxPending       int    // pending access times that trigger onPendingFull
	onPendingFull    func() // called when pending reaches maxPending

	mu          sync.Mutex // guards the fields below
	cond        sync.Cond  // signalled when a session ends or a user leaves
	cur         *session   // the open session, or nil
	users       int        // operations using cur
	wantWrite   int        // operations waiting for a writable session
	wantExcl    int        // operations waiting for a session of their own
	exclusive   bool       // cur is used by one operation alone
	closed      bool
	yieldedAt   time.Time   // when this process last ended a session for another process
	dirReady    bool        // the file's directory exists
	known       os.FileInfo // the file the last session opened at path: ours, whatever its bytes now
	leftoversOK bool        // leftovers of crashed processes have been removed

	// txMu admits one goroutine at a time into bbolt. bbolt does not release its locks when it
	// panics on a damaged file: its writer lock when a rollback's reload of the freelist panics,
	// its meta lock when starting a transaction on garbled meta pages panics. With this mutex in
	// front nobody ever waits on those locks: the first goroutine to come after the panic sees
	// that the session is faulted and does not call into bbolt. Transactions take microseconds
	// next to the analysis work between them, so serialising them costs little.
	txMu sync.Mutex

	queueMu    sync.Mutex // guards writeQueue and writing
	writeQueue []*putRequest
	writing    bool // a put is committing; later ones queue up
	// putHook, when set (by tests), runs inside the transaction for every key put; an error
	// fails the transaction.
	putHook func(Key) error

	pendingMu     sync.Mutex
	pending       map[entryRef]int64 // access times not yet written
	damagedValues map[entryRef]bool  // values that failed their checksum, deleted by flushAccess

	gcMu        sync.Mutex  // one GC at a time
	gcQueued    atomic.Bool // an automatic GC is scheduled or running
	flushQueued atomic.Bool // a background flush of access times is scheduled or running

	counter counters
}

func newDBFile(path string, private bool, lockTimeout time.Duration, warn func(string)) *dbFile {
	f := &dbFile{
		path:             path,
		wantPath:         path + ".wait",
		private:          private,
		lockTimeout:      lockTimeout,
		linger:           defaultLinger,
		warn:             warn,
		now:              func() int64 { return time.Now().UnixNano() },
		touchGranularity: int64(defaultTouchGranularity),
		compactMinSize:   defaultCompactMinSize,
		maxPending:       maxPendingAccess,
		pending:          make(map[entryRef]int64),
		damagedValues:    make(map[entryRef]bool),
	}
	f.cond.L = &f.mu
	return f
}

// session is one opening of the database file: read-only under a shared file lock, so that
// several processes read at once, or writable under an exclusive one.
type session struct {
	db       *bolt.DB
	file     *os.File    // bbolt's file: closed directly to abandon a damaged database
	id       os.FileInfo // the file opened, to tell whether path still names it
	writable bool
	// faulted is set when bbolt panicked or faulted: the file is damaged, and bbolt's locks may
	// be held for ever, so nothing calls into db again.
	faulted  atomic.Bool
	faultMsg atomic.Value // string: the first fault
	ended    bool         // closed by its last operation (compaction ends it early)
	// The mapping releaseMapped last found at bbolt's address, and its length, and what the
	// transactions read or wrote since it last ran (spend); guarded by dbFile.txMu.
	mapAddr, mapLen uintptr
	spent           int

	// Guarded by dbFile.mu:
	openedAt      int64       // Unix nanoseconds, after the lock was taken
	yield         bool        // another process waits for the file: end as soon as idle
	lastWantCheck int64       // Unix nanoseconds
	idle          *time.Timer // ends the session when no operation came within linger
}

const (
	// defaultLinger keeps a session open between the operations of a busy process: the
	// per-file reads of a cold analysis come a few milliseconds apart, and opening the file
	// for each would cost more than the reads. Another process that waits for the file makes
	// the session end as soon as it is idle instead (see wanted).
	defaultLinger = 5 * time.Millisecond
	// wantCheckEvery bounds how often a session looks for waiting processes.
	wantCheckEvery = time.Millisecond
	// lockPoll is how often a process waiting for the file tries its lock again (bbolt's own
	// wait polls every 50 ms and tells nobody that it waits).
	lockPoll = 2 * time.Millisecond
	// yieldGap is how long a process that gave the file up for a waiting one waits before it
	// opens it again, so that the waiting one, polling every lockPoll, gets it.
	yieldGap = 5 * lockPoll
)

// mode is what an operation needs of a session.
type mode int

const (
	modeRead      mode = iota // reads only: any session will do
	modeWrite                 // a writable session, shared with other operations
	modeExclusive             // a writable session of its own (compaction)
)

// Errors of sessions.
var (
	// errFaulted reports an operation that found the database damaged; the file is moved aside
	// when the session ends, so that the operation may be tried again.
	errFaulted = errors.New("store: database damaged while in use")
	errClosed  = errors.New("store: file closed")
)

// openError reports that a session could not be opened: the file is locked by another process,
// or unusable. The store then works in its private file.
type openError struct{ err error }

func (e *openError) Error() string { return "store: opening the database: " + e.err.Error() }
func (e *openError) Unwrap() error { return e.err }

// faultError is a panic or memory fault recovered from bbolt.
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

// with runs fn in a session of the given mode, opening one when none is open.
func (f *dbFile) with(m mode, fn func(*session) error) error {
	s, err := f.acquire(m)
	if err != nil {
		return err
	}
	defer f.release(s, m)
	return fn(s)
}

// acquire returns a session for an operation of mode m: the open one when it fits, else a new
// one once the open one has ended. Readers join a read-only session unless a writer waits, so
// that writers are not starved.
func (f *dbFile) acquire(m mode) (*session, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch m {
	case modeWrite:
		f.wantWrite++
		defer func() { f.wantWrite-- }()
	case modeExclusive:
		f.wantExcl++
		defer func() { f.wantExcl-- }()
	}
	for {
		if f.closed {
			return nil, errClosed
		}
		s := f.cur
		if s == nil {
			if wait := time.Until(f.yieldedAt.Add(yieldGap)); wait > 0 {
				// This process just gave the file up for a waiting one: let that one have it.
				f.mu.Unlock()
				time.Sleep(wait)
				f.mu.Lock()
				continue
			}
			s, err := f.openSession(f.private || m != modeRead || f.wantWrite+f.wantExcl > 0)
			if err != nil {
				return nil, &openError{err}
			}
			s.openedAt = time.Now().UnixNano()
			f.cur, f.users, f.exclusive = s, 1, m == modeExclusive
			return s, nil
		}
		if f.fits(s, m) {
			if s.idle != nil {
				s.idle.Stop()
				s.idle = nil
			}
			f.users++
			f.exclusive = m == modeExclusive
			return s, nil
		}
		if f.users == 0 && !f.exclusive {
			// Idle but of no use to this operation: end it now rather than when it expires.
			f.end(s)
			continue
		}
		f.cond.Wait()
	}
}

// fits reports whether an operation of mode m may join s. The caller holds f.mu.
func (f *dbFile) fits(s *session, m mode) bool {
	switch {
	case s.ended || s.faulted.Load() || f.exclusive:
		return false
	case m == modeExclusive:
		return f.users == 0 && s.writable && !f.wanted(s)
	case f.wantExcl > 0:
		return false
	case !s.writable && (m != modeRead || f.wantWrite > 0):
		return false
	}
	return !f.wanted(s)
}

// wanted reports whether another process waits for the file while s is open: such a process
// touches wantPath every lockPoll, so a modification time after s was opened says so. It looks
// at most every wantCheckEvery. The caller holds f.mu.
func (f *dbFile) wanted(s *session) bool {
	if f.private || s.yield {
		return s.yield
	}
	now := time.Now().UnixNano()
	if now-s.lastWantCheck < int64(wantCheckEvery) {
		return false
	}
	s.lastWantCheck = now
	if fi, err := os.Stat(f.wantPath); err == nil && fi.ModTime().UnixNano() > s.openedAt {
		s.yield = true
	}
	return s.yield
}

// release ends an operation. When it was the last one, the session ends at once if it must
// (damaged, ended, wanted by another process or by a writer of this process), else when no
// operation came within linger; a private file's session stays open.
func (f *dbFile) release(s *session, m mode) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.users--
	if m == modeExclusive {
		f.exclusive = false
	}
	defer f.cond.Broadcast()
	if f.users > 0 {
		return
	}
	switch {
	case s.ended || s.faulted.Load() || f.closed:
		f.end(s)
	case f.private:
	case f.linger <= 0 || (!s.writable && f.wantWrite+f.wantExcl > 0) || f.wanted(s):
		f.end(s)
	default:
		s.idle = time.AfterFunc(f.linger, func() {
			f.mu.Lock()
			defer f.mu.Unlock()
			if f.cur == s && f.users == 0 {
				f.end(s)
			}
		})
	}
}

// end ends the session s, which has no users. The caller holds f.mu.
func (f *dbFile) end(s *session) {
	if s.idle != nil {
		s.idle.Stop()
		s.idle = nil
	}
	f.endSession(s)
	if s.yield {
		f.yieldedAt = time.Now()
	}
	f.cur = nil
	f.cond.Broadcast()
}

// endSession closes s: a writable session writes pending access times and marks the file clean;
// a faulted one is abandoned and its file moved aside. The caller holds f.mu.
func (f *dbFile) endSession(s *session) {
	if s.ended {
		return
	}
	s.ended = true
	if !s.faulted.Load() && s.writable {
		err := f.flushAccess(s)
		if err == nil {
			err = f.markClean(s)
		}
		if err != nil && !s.faulted.Load() {
			// The file stays marked in use: the next session checks it fully.
			f.warn(fmt.Sprintf("closing the cache file %s: %v", f.path, err))
		}
	}
	if !s.faulted.Load() {
		f.txMu.Lock()
		err := guard(s.db.Close)
		f.txMu.Unlock()
		if err == nil {
			return
		}
		s.faulted.Store(true)
	}
	f.retire(s)
}

// retire abandons a faulted session: bbolt's locks may be held by the panicked call, so the
// database is not closed through bbolt; closing its file releases the file lock (the mapping of
// the damaged file stays until the process ends). The damaged file is moved aside, unless
// another process did so already, and the next session starts in a fresh one.
func (f *dbFile) retire(s *session) {
	s.file.Close()
	f.counter.reset()
	f.pendingMu.Lock()
	f.pending, f.damagedValues = make(map[entryRef]int64), make(map[entryRef]bool)
	f.pendingMu.Unlock()
	reason, _ := s.faultMsg.Load().(string)
	if reason == "" {
		reason = "closing it failed"
	}
	now, err := os.Stat(f.path)
	if err != nil || !os.SameFile(now, s.id) {
		f.warn(fmt.Sprintf("the cache file %s was damaged while in use (%s); another process replaced it already", f.path, reason))
		return
	}
	if moved, err := moveAside(f.path, ".corrupt-", s.id); err != nil {
		f.warn(fmt.Sprintf("the cache file %s was damaged while in use (%s) and could not be moved aside: %v", f.path, reason, err))
	} else {
		f.warn(fmt.Sprintf("the cache file %s was damaged while in use (%s); it was moved aside to %s and the cache continues empty", f.path, reason, moved))
	}
}

// view runs a read transaction in s with faults recovered; one call into bbolt at a time (see
// txMu). The pages it touched are released afterwards (see spend).
func (f *dbFile) view(s *session, fn func(*bolt.Tx) error) error {
	return f.viewCost(s, func(tx *bolt.Tx) (int, error) { return releaseEvery, fn(tx) })
}

// viewCost is view for a transaction whose fn says what it read (entryCost), so that small
// reads share a release.
func (f *dbFile) viewCost(s *session, fn func(*bolt.Tx) (int, error)) error {
	f.txMu.Lock()
	defer f.txMu.Unlock()
	if s.faulted.Load() {
		return errFaulted
	}
	return costed(s, s.db.View, fn)
}

// update runs a write transaction in s with faults recovered; one call into bbolt at a time.
// The freelist page is checked first (see checkFreelist). The pages it touched are released
// afterwards (see spend).
func (f *dbFile) update(s *session, fn func(*bolt.Tx) error) error {
	return f.updateCost(s, func(tx *bolt.Tx) (int, error) { return releaseEvery, fn(tx) })
}

// updateCost is update for a transaction whose fn says what it wrote (entryCost), so that small
// writes share a release.
func (f *dbFile) updateCost(s *session, fn func(*bolt.Tx) (int, error)) error {
	f.txMu.Lock()
	defer f.txMu.Unlock()
	if s.faulted.Load() {
		return errFaulted
	}
	if err := checkFreelist(s.file); err != nil {
		var bad *unusableError
		if errors.As(err, &bad) {
			return markFaulted(s, bad.Error())
		}
		return err
	}
	return costed(s, s.db.Update, fn)
}

// costed runs fn in a transaction of s (run: its db's View or Update) with
// faults recovered, and spends what fn says it read or wrote (spend).
func costed(s *session, run func(func(*bolt.Tx) error) error, fn func(*bolt.Tx) (int, error)) error {
	return noteFault(s, guard(func() error {
		cost := 0
		err := run(func(tx *bolt.Tx) error {
			var err error
			cost, err = fn(tx)
			return err
		})
		spend(s, cost)
		return err
	}))
}

// releaseEvery is how much (entryCost) the transactions of a session read or write before the
// pages they touched are released (releaseMapped). Releasing after every transaction made a
// read of one value joining a lingering session cost 46 µs of CPU instead of 4
// (BenchmarkSession), the few pages every lookup walks faulting in again each time; the pages
// kept between releases are those of about one bounded transaction (maxTxBytes).
const releaseEvery = maxTxBytes

// spend counts what a transaction of s read or wrote and releases the mapping's pages once the
// count since the last release reaches releaseEvery. The caller holds f.txMu.
func spend(s *session, cost int) {
	if s.spent += cost; s.spent >= releaseEvery {
		releaseMapped(s)
		s.spent = 0
	}
}

// releaseMapped drops the pages of s's mapping that the last transactions touched from this
// process's resident memory (adviseDontNeed; the page cache keeps them). Without it a session
// kept open across a batch of work holds every page it ever read: at the heap peak of a cold
// `alfix fix` over Base Application, whose result writes rewrite the leaves their keys land
// in, 63 MB of the file were resident next to the analysis. It runs in a read transaction of
// its own, whose hold on bbolt's mmap lock keeps the mapping from being replaced (bbolt remaps
// when the file grows) while it is advised, and advises no further than both the database's
// pages and the mapping the kernel lists at bbolt's address reach: a garbled meta page must
// not make it advise memory past the mapping. The caller holds f.txMu or the only reference to
// s. It is advice: a failure costs memory, never data.
func releaseMapped(s *session) {
	_ = s.db.View(func(tx *bolt.Tx) error {
		addr, size := tx.DB().Info().Data, uintptr(tx.Size())
		if addr != s.mapAddr || size > s.mapLen {
			// New, or remapped since (bbolt only ever maps more).
			s.mapAddr, s.mapLen = addr, mappedLength(addr)
		}
		return adviseDontNeed(addr, min(size, s.mapLen))
	})
}

// sync flushes s's file to disk, with faults recovered.
func (f *dbFile) sync(s *session) error {
	f.txMu.Lock()
	defer f.txMu.Unlock()
	if s.faulted.Load() {
		return errFaulted
	}
	return noteFault(s, guard(s.db.Sync))
}

// noteFault marks s faulted when err is a recovered fault, and returns errFaulted for it.
func noteFault(s *session, err error) error {
	var fe faultError
	if !errors.As(err, &fe) {
		return err
	}
	return markFaulted(s, fe.Error())
}

// markFaulted records that s's file was found damaged.
func markFaulted(s *session, reason string) error {
	s.faultMsg.CompareAndSwap(nil, reason)
	s.faulted.Store(true)
	return fmt.Errorf("%w: %s", errFaulted, reason)
}

// close writes pending access times (unless told not to: the file is locked by another
// process), ends the session and forbids new ones.
func (f *dbFile) close(flush bool) error {
	var err error
	if flush {
		err = f.flushPending()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for f.users > 0 {
		f.cond.Wait()
	}
	f.closed = true
	if f.cur != nil {
		f.end(f.cur)
	}
	var oe *openError
	if errors.As(err, &oe) {
		return nil // the file is locked or unusable: the pending times are dropped
	}
	return err
}
