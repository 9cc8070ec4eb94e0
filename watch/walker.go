package watch

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"syscall"
)

// walkMode says why a directory is walked.
type walkMode uint8

const (
	walkInitial walkMode = iota // a root at start: its contents are the baseline, not events
	walkCreated                 // a directory appeared: its contents are reported as Created
	walkRetry                   // a directory whose Add failed earlier, or a removed root
)

// A job is one unit of work for the walker goroutine: either walk (and
// watch) a directory tree, or stop watching some directories.
type job struct {
	isWalk   bool     // a walk job; otherwise it only removes the watches in unwatch
	mode     walkMode // why dir is walked
	dir      string   // the directory to walk
	seq      uint64   // raw-event sequence number when the job was queued
	walkSeq  uint64   // the job's number among walk jobs (1, 2, ...)
	retryErr error    // walkRetry: why dir was not watched
	unwatch  []string // directories to stop watching
}

// entry is a file or directory found by a walk.
type entry struct {
	path  string
	isDir bool
}

// failure is a directory that could not be watched.
type failure struct {
	dir string
	err error
}

// walkResult is what a walk job found.
type walkResult struct {
	job     job
	gone    bool      // the job's directory did not exist (any more)
	entries []entry   // everything found under dir, parents before children
	watched []string  // directories successfully added
	failed  []failure // directories whose Add failed for a reason other than their absence
}

// jobQueue is an unbounded FIFO of jobs, so that the loop goroutine never
// blocks when it hands work to the walker.
type jobQueue struct {
	mu     sync.Mutex
	jobs   []job
	signal chan struct{} // capacity 1: "the queue may be non-empty"
}

func newJobQueue() *jobQueue { return &jobQueue{signal: make(chan struct{}, 1)} }

func (q *jobQueue) push(j job) {
	q.mu.Lock()
	q.jobs = append(q.jobs, j)
	q.mu.Unlock()
	select {
	case q.signal <- struct{}{}:
	default:
	}
}

func (q *jobQueue) pop() (job, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.jobs) == 0 {
		return job{}, false
	}
	j := q.jobs[0]
	q.jobs[0] = job{}
	q.jobs = q.jobs[1:]
	return j, true
}

// dirID identifies a directory independently of its name.
type dirID struct{ dev, ino uint64 }

// walker runs jobs in order on its own goroutine: it is the only goroutine
// that calls Source.Add and Source.Remove after start-up (besides Sync
// repairing its marker directory), so the loop reading events never
// blocks on the backend.
//
// It remembers which directory (device and inode) it watches under which
// name. inotify watches follow the inode, and when a watched directory that
// was renamed is added under its new name, fsnotify keeps the watch under
// the old name (the kernel hands back the same watch descriptor), so its
// events would carry the old path. The walker therefore removes the watch
// under the old name before adding the new one.
type walker struct {
	src       Source
	skip      func(path string, isDir bool) bool // path is absolute
	markerDir func(dir string) bool              // a sync marker directory (when the temporary directory lies under a root)
	isRoot    func(dir string) bool              // a root, which may be a symlink; no other directory is read through one
	queue     *jobQueue
	results   chan<- walkResult
	done      <-chan struct{}

	nameOf map[dirID]string // watched directories by identity
	idOf   map[string]dirID // and the other way round
}

// add watches dir (whose file info is fi, if known) under its current name.
func (wk *walker) add(dir string, fi fs.FileInfo) error {
	if fi == nil {
		var err error
		if fi, err = os.Lstat(dir); err != nil {
			return err
		}
	}
	id, haveID := dirIdentity(fi)
	if haveID {
		if old, ok := wk.nameOf[id]; ok && old != dir {
			_ = wk.src.Remove(old) // its name is stale
			wk.forget(old)
		}
	}
	if err := wk.src.Add(dir); err != nil {
		return err
	}
	if haveID {
		wk.forget(dir)
		wk.nameOf[id] = dir
		wk.idOf[dir] = id
	}
	return nil
}

// remove stops watching dir.
func (wk *walker) remove(dir string) {
	_ = wk.src.Remove(dir) // the watch may be gone already
	wk.forget(dir)
}

func (wk *walker) forget(dir string) {
	if id, ok := wk.idOf[dir]; ok {
		delete(wk.idOf, dir)
		if wk.nameOf[id] == dir {
			delete(wk.nameOf, id)
		}
	}
}

func (wk *walker) run() {
	for {
		select {
		case <-wk.done:
			return
		case <-wk.queue.signal:
		}
		for {
			j, ok := wk.queue.pop()
			if !ok {
				break
			}
			if !j.isWalk {
				for _, dir := range j.unwatch {
					wk.remove(dir)
				}
				continue
			}
			res := wk.walk(j)
			select {
			case wk.results <- res:
			case <-wk.done:
				return
			}
		}
	}
}

// walk watches j.dir and every directory below it that is not skipped, and
// lists what it finds. Each directory is added before it is read, so a file
// created meanwhile is seen by the listing, by an event, or by both.
func (wk *walker) walk(j job) walkResult {
	res := walkResult{job: j}
	var visit func(dir string, fi fs.FileInfo) bool
	visit = func(dir string, fi fs.FileInfo) bool {
		if err := wk.add(dir, fi); err != nil {
			switch {
			case vanished(err):
				return false
			case errors.Is(err, fs.ErrPermission):
				// Unreadable for the consumer too: nothing to watch.
				return true
			default:
				res.failed = append(res.failed, failure{dir, err})
				return true
			}
		}
		res.watched = append(res.watched, dir)
		ents, err := readDir(dir, wk.isRoot(dir))
		if err != nil {
			if errors.Is(err, errIsLink) {
				// Swapped for a symlink since it was found: never watched
				// or listed through the link; its events tell the rest.
				wk.remove(dir)
				res.watched = res.watched[:len(res.watched)-1]
				return false
			}
			if vanished(err) {
				return false
			}
			if !errors.Is(err, fs.ErrPermission) {
				res.failed = append(res.failed, failure{dir, err})
			}
			return true
		}
		for _, e := range ents {
			path := filepath.Join(dir, e.Name())
			isDir := e.IsDir() // a symlink to a directory is not followed
			if wk.skip(path, isDir) || isDir && wk.markerDir(path) {
				continue
			}
			res.entries = append(res.entries, entry{path, isDir})
			if isDir {
				fi, err := e.Info()
				if err != nil {
					continue // gone already; its event follows
				}
				visit(path, fi)
			}
		}
		return true
	}
	if !visit(j.dir, nil) {
		res.gone = true
		res.entries = nil
	}
	return res
}

// errIsLink reports a directory that turned out to be a symbolic link.
var errIsLink = errors.New("watch: is a symbolic link")

// vanished reports whether err means the path does not exist (any more) or
// is not a directory (it was replaced by a file).
func vanished(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}
