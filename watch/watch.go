package watch

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/alfix/alfix/internal/fspath"
)

// Op is what happened to a path, net over the events of one batch.
type Op uint8

// The operations. A rename is reported as Removed of the old path and
// Created of the new one (when the new one is under a root).
const (
	Created Op = iota + 1
	Changed
	Removed
)

// String returns "created", "changed" or "removed".
func (op Op) String() string {
	switch op {
	case Created:
		return "created"
	case Changed:
		return "changed"
	case Removed:
		return "removed"
	}
	return fmt.Sprintf("Op(%d)", uint8(op))
}

// Event says that something happened to Path. It is a hint about what to
// look at: the file system is the truth, and a consumer re-stats the path.
//
// For a directory, Created means it appeared (every entry found inside it is
// reported too, as Created), Removed means it and everything under it is gone
// (known entries under it are reported too), and Changed means it was
// replaced by another directory or changed between file and directory (its
// entries are reported individually).
type Event struct {
	Path  string // absolute and cleaned, under one of the roots
	Op    Op
	IsDir bool
}

// Batch is a set of coalesced events.
type Batch struct {
	// Events holds at most one event per path, sorted by path (so a
	// directory comes before its entries).
	Events []Event
	// Rescan means events were lost (queue overflow, a directory that could
	// not be watched, a backend error, a removed root, a Sync that timed
	// out): the consumer must rescan its roots, not trust Events alone. While
	// some directory stays unwatched, every batch and Sync result has Rescan.
	Rescan bool
	// Err is the error behind Rescan, if any.
	Err error
}

// Options configure a [Watcher]. The zero value is ready to use.
type Options struct {
	// Debounce is the quiet time after the last event before a batch is
	// delivered on Batches; 0 means 200ms. Under a steady stream of events
	// a batch is delivered at the latest after 10 times Debounce.
	Debounce time.Duration
	// Skip reports whether the file or directory at rel (relative to its
	// root, slash-separated, never ".") is ignored; a skipped directory is
	// neither watched nor walked. It may be called from several goroutines.
	// The consumer passes its own policy (alfix: project.SkipPath), so that
	// the watcher ignores exactly what the consumer's own listing leaves
	// out; nil skips nothing (the marker directory is never reported).
	Skip func(rel string, isDir bool) bool
	// Source is the notification backend; nil means fsnotify.
	Source Source
	// Logger receives warnings and debug messages; nil discards them.
	Logger *slog.Logger
	// SyncTimeout bounds how long Sync waits for its marker to come back
	// before it gives up and returns a Rescan batch; 0 means 5s.
	SyncTimeout time.Duration
}

// Errors reported by the Watcher.
var (
	// ErrClosed is returned by Sync after Close.
	ErrClosed = errors.New("watch: watcher closed")
	// ErrSyncTimeout is the Err of the Rescan batch Sync returns when its
	// marker did not come back in time.
	ErrSyncTimeout = errors.New("watch: sync marker did not arrive in time")
	// ErrRootRemoved is the Err of the Rescan batch reported when a root
	// directory was removed or renamed.
	ErrRootRemoved = errors.New("watch: root directory removed")
)

// Watcher watches directory trees recursively and delivers coalesced,
// debounced batches of changes. See the package documentation.
type Watcher struct {
	roots     []string
	src       Source
	log       *slog.Logger
	skip      func(rel string, isDir bool) bool
	markers   *markers
	syncWait  time.Duration
	out       chan Batch
	syncReqs  chan *syncRequest
	syncDrops chan *syncRequest
	done      chan struct{}
	closeOnce sync.Once
	closeErr  error
	wg        sync.WaitGroup
}

// New watches the directory trees at roots (nested roots are merged into
// their enclosing root). When it returns, every directory under the roots
// that is not skipped is watched and the current files are the baseline:
// only later changes are reported. It fails if a root is not a directory or
// cannot be watched.
func New(roots []string, opts Options) (*Watcher, error) {
	if len(roots) == 0 {
		return nil, errors.New("watch: no roots")
	}
	clean, err := cleanRoots(roots)
	if err != nil {
		return nil, err
	}
	if opts.Debounce <= 0 {
		opts.Debounce = 200 * time.Millisecond
	}
	if opts.SyncTimeout <= 0 {
		opts.SyncTimeout = 5 * time.Second
	}
	if opts.Skip == nil {
		opts.Skip = func(string, bool) bool { return false }
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	src := opts.Source
	if src == nil {
		fs, err := newFsnotifySource()
		if err != nil {
			return nil, fmt.Errorf("watch: %w", err)
		}
		src = fs
	}

	w := &Watcher{
		roots:     clean,
		src:       src,
		log:       opts.Logger,
		skip:      opts.Skip,
		syncWait:  opts.SyncTimeout,
		out:       make(chan Batch),
		syncReqs:  make(chan *syncRequest),
		syncDrops: make(chan *syncRequest),
		done:      make(chan struct{}),
	}
	w.markers, err = setupMarkers(src, w.log)
	if err != nil {
		src.Close()
		return nil, err
	}

	queue := newJobQueue()
	results := make(chan walkResult)
	wk := &walker{
		src:       src,
		skip:      w.skipAbs,
		markerDir: w.markers.isMarkerDir,
		isRoot:    func(dir string) bool { return w.rootOf(dir) == dir },
		queue:     queue,
		results:   results,
		done:      w.done,
		nameOf:    make(map[dirID]string),
		idOf:      make(map[string]dirID),
	}
	l := newLoop(w, queue, results, opts.Debounce)
	started := make(chan error, 1)
	w.wg.Add(2)
	go func() { defer w.wg.Done(); wk.run() }()
	go func() { defer w.wg.Done(); l.run(started) }()

	if err := <-started; err != nil {
		w.Close()
		return nil, err
	}
	return w, nil
}

// cleanRoots makes roots absolute and clean, checks they are directories,
// and drops roots inside other roots.
func cleanRoots(roots []string) ([]string, error) {
	var out []string
	for _, r := range roots {
		abs, err := filepath.Abs(r)
		if err != nil {
			return nil, fmt.Errorf("watch: root %q: %w", r, err)
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return nil, fmt.Errorf("watch: root: %w", err)
		}
		if !fi.IsDir() {
			return nil, fmt.Errorf("watch: root %s is not a directory", abs)
		}
		out = append(out, abs)
	}
	sort.Strings(out)
	kept := out[:0]
	for _, r := range out {
		if len(kept) > 0 && fspath.Within(kept[len(kept)-1], r) {
			continue
		}
		kept = append(kept, r)
	}
	return kept, nil
}

// rootOf returns the root p is under, or "".
func (w *Watcher) rootOf(p string) string {
	for _, r := range w.roots {
		if fspath.Within(r, p) {
			return r
		}
	}
	return ""
}

// skipAbs applies Options.Skip to an absolute path. Roots and paths outside
// the roots are never skipped.
func (w *Watcher) skipAbs(p string, isDir bool) bool {
	r := w.rootOf(p)
	if r == "" || r == p {
		return false
	}
	rel, err := filepath.Rel(r, p)
	if err != nil {
		return false
	}
	return w.skip(filepath.ToSlash(rel), isDir)
}

// Batches returns the channel of debounced batches, meant for background
// work. It is closed by Close. A batch waits until it is received, while
// later events keep being merged into it; events taken by Sync are not
// delivered here.
func (w *Watcher) Batches() <-chan Batch { return w.out }

// Sync returns at once every event that happened before the call and was
// not yet delivered on Batches, without waiting for the debounce; those
// events are not delivered again on Batches.
//
// To be sure it has seen every event the kernel queued before the call,
// Sync creates a marker file with a unique name in a private directory it
// made and watches (in the system's temporary directory, never in a root)
// and waits until the marker's own event comes back through the same
// notification instance, which keeps events in order; it also waits for
// the directories that appeared before the marker to be walked. Marker
// events are never reported, and the marker is removed again. If the marker
// does not come back within Options.SyncTimeout, Sync returns the pending
// events with Rescan set and Err [ErrSyncTimeout]. Sync also retries
// directories that could not be watched before.
//
// Sync returns ctx.Err() if ctx ends first (the pending events then stay
// pending) and [ErrClosed] after Close. Concurrent Syncs are allowed; each
// event goes to exactly one of them or to Batches.
func (w *Watcher) Sync(ctx context.Context) (Batch, error) {
	req := &syncRequest{reply: make(chan syncReply, 1), marker: w.markers.name()}
	select {
	case w.syncReqs <- req:
	case <-w.done:
		return Batch{}, ErrClosed
	case <-ctx.Done():
		return Batch{}, ctx.Err()
	}
	marker, err := w.markers.touch(req.marker)
	if err != nil {
		// Without a marker there is no way to know the queue is drained.
		return w.abandon(req, dropFailed, fmt.Errorf("watch: sync marker: %w", err))
	}
	defer w.markers.remove(marker)

	timer := time.NewTimer(w.syncWait)
	defer timer.Stop()
	select {
	case r := <-req.reply:
		return r.batch, r.err
	case <-timer.C:
		w.log.Warn("watch: sync marker did not arrive; reporting rescan", "marker", marker, "timeout", w.syncWait)
		w.markers.repair()
		return w.abandon(req, dropFailed, ErrSyncTimeout)
	case <-ctx.Done():
		return w.abandon(req, dropCancelled, ctx.Err())
	case <-w.done:
		return Batch{}, ErrClosed
	}
}

// abandon withdraws req from the loop and returns its answer: the real one
// if the loop answered first, else what the drop kind calls for.
func (w *Watcher) abandon(req *syncRequest, kind dropKind, err error) (Batch, error) {
	req.drop, req.dropErr = kind, err
	select {
	case w.syncDrops <- req:
	case r := <-req.reply:
		return r.batch, r.err
	case <-w.done:
		return Batch{}, ErrClosed
	}
	select { // the loop answers a dropped request at once
	case r := <-req.reply:
		return r.batch, r.err
	case <-w.done:
		return Batch{}, ErrClosed
	}
}

// Close stops watching, waits for the watcher's goroutines to end, removes
// the sync marker directory, and closes the Batches channel. Sync calls in
// progress return ErrClosed.
func (w *Watcher) Close() error {
	w.closeOnce.Do(func() {
		// The backend first, so that nothing is left blocked sending to us.
		w.closeErr = w.src.Close()
		close(w.done)
		w.wg.Wait()
		w.markers.close()
	})
	return w.closeErr
}
