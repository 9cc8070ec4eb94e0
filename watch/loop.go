package watch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/alfix/alfix/internal/fspath"
)

// syncRequest is one Sync call waiting for its marker.
type syncRequest struct {
	marker  string // the marker file's name (unique per Watcher and call)
	reply   chan syncReply
	barrier uint64 // the walk jobs to wait for: those queued before the marker arrived, and those later events before it caused
	seq     uint64 // the marker's raw-event sequence number
	drop    dropKind
	dropErr error
}

type syncReply struct {
	batch Batch
	err   error
}

// dropKind says why Sync withdrew its request.
type dropKind uint8

const (
	dropCancelled dropKind = iota + 1 // ctx ended: leave the pending events pending
	dropFailed                        // no marker or no answer in time: take the events, report Rescan
)

// deferredEvent is a raw event under a directory that is not known yet but
// may become known when an outstanding walk finishes.
type deferredEvent struct {
	ev  RawEvent
	seq uint64
}

var (
	errSourceStopped = errors.New("watch: notification source stopped")
	errWalkRace      = errors.New("watch: a directory changed while it was being walked")
)

// loop is the goroutine that reads the Source: it keeps the tree of known
// paths, coalesces changes, runs the debounce, answers Syncs and hands every
// directory to watch or unwatch to the walker. It never calls the Source's
// Add or Remove and never blocks on anything but its select.
type loop struct {
	w       *Watcher
	tree    *tree
	queue   *jobQueue
	results <-chan walkResult

	pending    *changeSet // changes not yet due
	ready      *changeSet // changes due, waiting to be received on Batches
	readyBatch Batch

	// failed holds directories that are not watched (Add failed, or a root
	// was removed); while it is not empty every batch reports Rescan.
	failed    map[string]error
	sourceErr error // the Source's event channel closed unexpectedly

	debounce, maxDelay time.Duration
	timer              *time.Timer
	timerArmed         bool
	firstPending       time.Time

	seq                    uint64            // raw events handled so far
	walksQueued, walksDone uint64            // walk jobs queued and finished
	recent                 map[string]uint64 // path -> seq of its last raw event while walks are outstanding
	deferred               []deferredEvent
	syncs                  map[string]*syncRequest // registered, marker not seen yet
	arrived                []*syncRequest          // marker seen, waiting for walks queued before it
	started                chan<- error            // New waits on it for the initial walks
	initialLeft            int
	startErr               error
}

func newLoop(w *Watcher, queue *jobQueue, results <-chan walkResult, debounce time.Duration) *loop {
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	return &loop{
		w:        w,
		tree:     newTree(),
		queue:    queue,
		results:  results,
		pending:  newChangeSet(),
		failed:   make(map[string]error),
		debounce: debounce,
		maxDelay: 10 * debounce,
		timer:    timer,
		recent:   make(map[string]uint64),
		syncs:    make(map[string]*syncRequest),
	}
}

func (l *loop) run(started chan<- error) {
	l.started = started
	for _, root := range l.w.roots {
		l.tree.addRoot(root)
		l.queueWalk(root, walkInitial, nil, l.seq)
	}
	l.initialLeft = len(l.w.roots)
	events, errs := l.w.src.Events(), l.w.src.Errors()
	defer l.shutdown()
	for {
		var out chan Batch
		if l.ready != nil {
			out = l.w.out
		}
		select {
		case ev, ok := <-events:
			if !ok {
				events = nil
				l.sourceStopped()
				continue
			}
			l.seq++
			l.handle(ev, l.seq, false)
		case err, ok := <-errs:
			if !ok {
				errs = nil
				continue
			}
			l.w.log.Warn("watch: events may have been lost", "err", err)
			l.pending.lost(fmt.Errorf("watch: %w", err))
			l.changed()
		case res := <-l.results:
			l.apply(res)
		case req := <-l.w.syncReqs:
			l.register(req)
		case req := <-l.w.syncDrops:
			l.dropSync(req)
		case <-l.timer.C:
			l.timerArmed = false
			l.flush()
		case out <- l.readyBatch:
			l.ready, l.readyBatch = nil, Batch{}
		case <-l.w.done:
			return
		}
	}
}

// shutdown answers everyone still waiting and closes Batches.
func (l *loop) shutdown() {
	l.timer.Stop()
	for _, req := range l.syncs {
		req.reply <- syncReply{err: ErrClosed}
	}
	for _, req := range l.arrived {
		req.reply <- syncReply{err: ErrClosed}
	}
	if l.started != nil {
		l.started <- ErrClosed
	}
	close(l.w.out)
}

func (l *loop) sourceStopped() {
	select {
	case <-l.w.done:
		return // Close stopped it
	default:
	}
	l.w.log.Warn("watch: the notification source stopped; every batch will ask for a rescan")
	l.sourceErr = errSourceStopped
	l.pending.lost(errSourceStopped)
	l.changed()
}

func (l *loop) outstanding() bool { return l.walksQueued > l.walksDone }

// queueWalk hands a walk of dir to the walker. cause is the sequence number
// of the raw event the walk follows from: a Sync whose marker came after
// that event waits for the walk too, even when the walk is queued only after
// the marker arrived (a deferred event replayed once an earlier walk is in).
func (l *loop) queueWalk(dir string, mode walkMode, retryErr error, cause uint64) {
	l.walksQueued++
	l.queue.push(job{isWalk: true, mode: mode, dir: dir, seq: l.seq, walkSeq: l.walksQueued, retryErr: retryErr})
	for _, req := range l.arrived {
		if cause <= req.seq {
			req.barrier = l.walksQueued
		}
	}
}

func (l *loop) unwatch(dirs []string) {
	if len(dirs) > 0 {
		l.queue.push(job{unwatch: dirs})
	}
}

// gone notes that a known path no longer exists.
func (l *loop) gone(path string, isDir bool) { l.pending.note(path, true, false, isDir) }

// handle applies one raw event. replay is true for a deferred event handled
// again after a walk.
func (l *loop) handle(ev RawEvent, seq uint64, replay bool) {
	p := filepath.Clean(ev.Path)
	dir := filepath.Dir(p)
	if l.w.markers.isMarkerDir(dir) {
		if ev.Op&RawCreate != 0 {
			l.markerArrived(filepath.Base(p))
		}
		return
	}
	if l.w.markers.isMarkerDir(p) || ev.Op&^RawChmod == 0 {
		return // a chmod alone changes no content
	}
	root := l.w.rootOf(p)
	if root == "" {
		return
	}
	if replay {
		if l.recent[p] > seq {
			return // a later event for p was handled already
		}
	} else if l.outstanding() {
		l.recent[p] = seq
	}
	if p == root {
		if ev.Op&(RawRemove|RawRename) != 0 && l.tree.isDir(root) {
			l.rootGone(root)
		}
		return
	}
	if !l.tree.isDir(dir) {
		// Either a stale watch (its directory was renamed away) or a
		// directory still being walked: wait for the walks to decide.
		if l.outstanding() {
			l.deferred = append(l.deferred, deferredEvent{RawEvent{Path: p, Op: ev.Op}, seq})
		}
		return
	}
	known, wasDir := l.tree.lookup(p)
	switch {
	case ev.Op&(RawRemove|RawRename) != 0:
		if !known {
			return
		}
		l.unwatch(l.tree.forget(p, l.gone))
		l.forgetFailed(p)
		l.changed()
		// The path may be there again: something new was put in its place,
		// whose Create follows, or the event is stale. The kernel reports
		// the rename of a directory to the moved directory's own watch last
		// (IN_MOVE_SELF), and the walker may have watched the directory
		// under its new name by then: the event then carries the new name,
		// and fsnotify drops that watch. Take in what is there now.
		l.created(p, false, false, seq)
	case ev.Op&RawCreate != 0:
		l.created(p, known, wasDir, seq)
	case ev.Op&RawWrite != 0:
		if known && wasDir {
			return
		}
		if !known {
			// A file that appeared while its directory was being walked.
			fi, err := os.Lstat(p)
			if err != nil || fi.IsDir() || l.w.skipAbs(p, false) {
				return
			}
			l.tree.add(p, false)
		}
		l.pending.note(p, known, true, false)
		l.changed()
	}
}

// created handles a Create event for p, or a Remove or Rename after which p
// may be in place again; known and wasDir say what the tree knew of p. It
// does nothing if p is not there.
func (l *loop) created(p string, known, wasDir bool, seq uint64) {
	fi, err := os.Lstat(p)
	if err != nil {
		return // gone again; its Remove follows
	}
	isDir := fi.IsDir()
	if l.w.skipAbs(p, isDir) {
		return
	}
	if known && wasDir {
		if isDir {
			// Seen before: the walk of its parent found it before this
			// event was read, or an empty directory was renamed over
			// it. Walk it again (known entries are skipped) so that its
			// current inode is watched.
			l.queueWalk(p, walkCreated, nil, seq)
			return
		}
		// A directory replaced by a file: what was under it is gone.
		l.unwatch(l.tree.forget(p, l.gone))
		l.forgetFailed(p)
	}
	l.tree.add(p, isDir)
	l.pending.note(p, known, true, isDir)
	if isDir {
		l.queueWalk(p, walkCreated, nil, seq)
	}
	l.changed()
}

// rootGone handles the removal or renaming of a root directory.
func (l *loop) rootGone(root string) {
	dirs := l.tree.forgetChildren(root, l.gone)
	delete(l.tree.dirs, root)
	l.unwatch(append(dirs, root))
	l.forgetFailed(root)
	l.failed[root] = ErrRootRemoved
	l.w.log.Warn("watch: root directory removed", "root", root)
	l.pending.lost(ErrRootRemoved)
	l.changed()
}

// forgetFailed drops failed directories at or under p (they are gone).
func (l *loop) forgetFailed(p string) {
	for dir := range l.failed {
		if fspath.Within(p, dir) {
			delete(l.failed, dir)
		}
	}
}

// notWatched records a directory whose Add failed: events under it are
// lost until a Sync retries it successfully.
func (l *loop) notWatched(f failure) {
	l.failed[f.dir] = f.err
	l.pending.lost(fmt.Errorf("watch: cannot watch %s: %w", f.dir, f.err))
	l.changed()
}

// logFailures logs the directories a walk could not watch, once per walk
// (a watch limit can fail thousands of them).
func (l *loop) logFailures(failed []failure) {
	if len(failed) > 0 {
		l.w.log.Warn("watch: cannot watch directories; changes under them need a rescan",
			"count", len(failed), "first", failed[0].dir, "err", failed[0].err)
	}
}

func (l *loop) isRoot(p string) bool { return l.w.rootOf(p) == p }

// apply takes in the result of a walk job.
func (l *loop) apply(res walkResult) {
	j := res.job
	l.walksDone = j.walkSeq
	switch {
	case j.mode == walkInitial:
		l.applyInitial(res)
	case res.gone:
		if j.mode == walkRetry && l.isRoot(j.dir) {
			l.failed[j.dir] = ErrRootRemoved
		}
		// Otherwise the directory's Remove event tells the rest.
	default:
		if j.mode == walkRetry && l.isRoot(j.dir) {
			l.tree.addRoot(j.dir)
		}
		if !l.tree.isDir(j.dir) || l.recent[j.dir] > j.seq {
			l.staleWalk(res)
			break
		}
		l.logFailures(res.failed)
		for _, f := range res.failed {
			l.notWatched(f)
		}
		for _, e := range res.entries {
			if l.recent[e.path] > j.seq || !l.tree.isDir(filepath.Dir(e.path)) {
				continue // a later event decides, or its directory went away
			}
			if known, _ := l.tree.lookup(e.path); known {
				continue
			}
			l.tree.add(e.path, e.isDir)
			l.pending.note(e.path, false, true, e.isDir)
		}
		if j.mode == walkRetry {
			l.w.log.Info("watch: directory is watched again", "dir", j.dir)
			// Events between the failure and now were lost.
			l.pending.lost(fmt.Errorf("watch: %s was not watched for a while: %w", j.dir, j.retryErr))
		}
		l.changed()
	}
	l.replay()
	if !l.outstanding() {
		clear(l.recent)
		l.deferred = nil
	}
	l.checkBarriers()
}

func (l *loop) applyInitial(res walkResult) {
	j := res.job
	if res.gone {
		l.initialFailed(fmt.Errorf("watch: root %s vanished", j.dir))
	}
	l.logFailures(res.failed)
	for _, f := range res.failed {
		if f.dir == j.dir {
			l.initialFailed(fmt.Errorf("watch: cannot watch root %s: %w", j.dir, f.err))
		} else {
			l.notWatched(f)
		}
	}
	for _, e := range res.entries {
		if l.recent[e.path] > j.seq {
			continue
		}
		if known, _ := l.tree.lookup(e.path); !known {
			l.tree.add(e.path, e.isDir) // the baseline: not an event
		}
	}
	l.initialLeft--
	if l.initialLeft == 0 && l.started != nil {
		l.started <- l.startErr
		l.started = nil
	}
}

func (l *loop) initialFailed(err error) {
	if l.startErr == nil {
		l.startErr = err
	}
}

// staleWalk handles a walk whose directory was removed, renamed or
// replaced while it was walked. The watches it added may now share kernel
// watch descriptors with directories at their new place, under the wrong
// name: drop them, walk again what appeared since, and ask for a rescan.
func (l *loop) staleWalk(res walkResult) {
	j := res.job
	l.w.log.Debug("watch: walk overtaken by events", "dir", j.dir)
	l.unwatch(res.watched)
	var again []string
	for p, seq := range l.recent {
		if seq > j.seq && l.tree.isDir(p) {
			again = append(again, p)
		}
	}
	sort.Strings(again)
	for i, p := range again {
		if i > 0 && fspath.Within(again[i-1], p) {
			again[i] = again[i-1] // covered by its ancestor's walk
			continue
		}
		l.queueWalk(p, walkCreated, nil, j.seq)
	}
	l.pending.lost(errWalkRace)
	l.changed()
}

// replay handles the deferred events again now that more is known.
func (l *loop) replay() {
	if len(l.deferred) == 0 {
		return
	}
	d := l.deferred
	l.deferred = nil
	for _, de := range d {
		l.handle(de.ev, de.seq, true)
	}
}

// changed (re)arms the debounce timer after pending changed.
func (l *loop) changed() {
	now := time.Now()
	if !l.timerArmed {
		l.firstPending = now
		l.timerArmed = true
	}
	deadline := now.Add(l.debounce)
	if latest := l.firstPending.Add(l.maxDelay); deadline.After(latest) {
		deadline = latest
	}
	l.timer.Reset(deadline.Sub(now))
}

// flush makes the pending changes ready for Batches (merging them into a
// batch that is still waiting to be received).
func (l *loop) flush() {
	if l.pending.empty() {
		return
	}
	if l.ready == nil {
		l.ready = l.pending
	} else {
		l.ready.merge(l.pending)
	}
	l.pending = newChangeSet()
	l.readyBatch = l.build(l.ready)
	if len(l.readyBatch.Events) == 0 && !l.readyBatch.Rescan {
		l.ready, l.readyBatch = nil, Batch{}
	}
}

// take removes and returns everything not yet delivered.
func (l *loop) take() Batch {
	cs := l.pending
	if l.ready != nil {
		cs = l.ready
		cs.merge(l.pending)
	}
	l.ready, l.readyBatch = nil, Batch{}
	l.pending = newChangeSet()
	l.timer.Stop()
	l.timerArmed = false
	return l.build(cs)
}

// build converts a change set to a batch, adding the standing rescan of an
// unwatched directory or a stopped source.
func (l *loop) build(cs *changeSet) Batch {
	b := cs.batch()
	if len(l.failed) > 0 || l.sourceErr != nil {
		b.Rescan = true
		if b.Err == nil {
			b.Err = l.sourceErr
		}
		if b.Err == nil {
			dirs := make([]string, 0, len(l.failed))
			for d := range l.failed {
				dirs = append(dirs, d)
			}
			sort.Strings(dirs)
			b.Err = fmt.Errorf("watch: cannot watch %s: %w", dirs[0], l.failed[dirs[0]])
		}
	}
	return b
}

// register records a Sync and retries the directories not watched.
func (l *loop) register(req *syncRequest) {
	l.syncs[req.marker] = req
	dirs := make([]string, 0, len(l.failed))
	for d := range l.failed {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		err := l.failed[d]
		delete(l.failed, d)
		if l.tree.isDir(d) || l.isRoot(d) {
			l.queueWalk(d, walkRetry, err, l.seq)
		}
	}
}

func (l *loop) markerArrived(marker string) {
	req, ok := l.syncs[marker]
	if !ok {
		return // another watcher's marker, or an abandoned Sync
	}
	delete(l.syncs, marker)
	req.barrier = l.walksQueued
	req.seq = l.seq
	l.arrived = append(l.arrived, req)
	l.checkBarriers()
}

// checkBarriers answers the Syncs whose marker arrived and whose earlier
// walks are all done.
func (l *loop) checkBarriers() {
	kept := l.arrived[:0]
	for _, req := range l.arrived {
		if l.walksDone >= req.barrier {
			req.reply <- syncReply{batch: l.take()}
		} else {
			kept = append(kept, req)
		}
	}
	clear(l.arrived[len(kept):])
	l.arrived = kept
}

func (l *loop) dropSync(req *syncRequest) {
	found := false
	if _, ok := l.syncs[req.marker]; ok {
		delete(l.syncs, req.marker)
		found = true
	}
	for i, r := range l.arrived {
		if r == req {
			l.arrived = append(l.arrived[:i], l.arrived[i+1:]...)
			found = true
			break
		}
	}
	if !found {
		return // answered already; the answer is in req.reply
	}
	switch req.drop {
	case dropCancelled:
		req.reply <- syncReply{err: req.dropErr}
	default:
		b := l.take()
		b.Rescan = true
		if b.Err == nil {
			b.Err = req.dropErr
		}
		req.reply <- syncReply{batch: b}
	}
}
