package watch

import (
	"errors"
	"strings"
	"sync"

	"github.com/fsnotify/fsnotify"
)

// RawOp is the set of operations of one raw notification, as a notification
// backend reports them (several bits may be set).
type RawOp uint8

// The raw operations. They mirror fsnotify's: RawRename carries the old path
// of a rename; the new path arrives as a separate RawCreate when its directory
// is watched.
const (
	RawCreate RawOp = 1 << iota
	RawWrite
	RawRemove
	RawRename
	RawChmod
)

// String returns the operations joined by "|", e.g. "CREATE|WRITE".
func (op RawOp) String() string {
	var parts []string
	for _, b := range []struct {
		bit  RawOp
		name string
	}{{RawCreate, "CREATE"}, {RawWrite, "WRITE"}, {RawRemove, "REMOVE"}, {RawRename, "RENAME"}, {RawChmod, "CHMOD"}} {
		if op&b.bit != 0 {
			parts = append(parts, b.name)
		}
	}
	if len(parts) == 0 {
		return "NONE"
	}
	return strings.Join(parts, "|")
}

// RawEvent is one notification from a [Source]: something happened to Path
// (a name inside a watched directory, or a watched directory itself).
type RawEvent struct {
	Path string
	Op   RawOp
}

// Source is the notification backend of a [Watcher]: a non-recursive
// directory watcher. The real one wraps fsnotify; tests pass a fake.
//
// Events and Errors are read by one goroutine that never calls Add or Remove.
// A Source must keep the order of events and errors as they happened (an
// overflow error must arrive after the events before it and before the
// events after it), and must close both channels after Close.
type Source interface {
	// Add starts watching the directory path (not its subdirectories).
	// Adding a watched path again is not an error.
	Add(path string) error
	// Remove stops watching path. Removing a path that is not watched may
	// return an error, which the Watcher ignores.
	Remove(path string) error
	// Events delivers the notifications.
	Events() <-chan RawEvent
	// Errors delivers backend errors; every value makes the Watcher report
	// a Rescan, since events may have been lost.
	Errors() <-chan error
	// Close stops the backend and closes both channels.
	Close() error
}

// ErrOverflow is the error a Source reports when its queue overflowed and an
// unknown set of events was lost. It is fsnotify's ErrEventOverflow.
var ErrOverflow = fsnotify.ErrEventOverflow

// fsnotifySource adapts an fsnotify.Watcher to [Source]. One goroutine moves
// events and errors, in the order fsnotify delivers them, onto the two
// channels; it only ever has one value in flight, so a reader of both
// channels sees them in their original order.
type fsnotifySource struct {
	fw     *fsnotify.Watcher
	events chan RawEvent
	errors chan error
	done   chan struct{}
	once   sync.Once
	wg     sync.WaitGroup
}

// newFsnotifySource starts an fsnotify watcher with nothing watched yet.
func newFsnotifySource() (*fsnotifySource, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	s := &fsnotifySource{
		fw:     fw,
		events: make(chan RawEvent),
		errors: make(chan error),
		done:   make(chan struct{}),
	}
	s.wg.Add(1)
	go s.forward()
	return s, nil
}

func (s *fsnotifySource) forward() {
	defer s.wg.Done()
	defer close(s.events)
	defer close(s.errors)
	fsEvents, fsErrors := s.fw.Events, s.fw.Errors
	for fsEvents != nil || fsErrors != nil {
		select {
		case ev, ok := <-fsEvents:
			if !ok {
				fsEvents = nil
				continue
			}
			raw := RawEvent{Path: ev.Name, Op: rawOp(ev.Op)}
			if raw.Op == 0 {
				continue
			}
			select {
			case s.events <- raw:
			case <-s.done:
				return
			}
		case err, ok := <-fsErrors:
			if !ok {
				fsErrors = nil
				continue
			}
			select {
			case s.errors <- err:
			case <-s.done:
				return
			}
		case <-s.done:
			return
		}
	}
}

func rawOp(op fsnotify.Op) RawOp {
	var r RawOp
	if op.Has(fsnotify.Create) {
		r |= RawCreate
	}
	if op.Has(fsnotify.Write) {
		r |= RawWrite
	}
	if op.Has(fsnotify.Remove) {
		r |= RawRemove
	}
	if op.Has(fsnotify.Rename) {
		r |= RawRename
	}
	if op.Has(fsnotify.Chmod) {
		r |= RawChmod
	}
	return r
}

func (s *fsnotifySource) Add(path string) error    { return s.fw.Add(path) }
func (s *fsnotifySource) Remove(path string) error { return s.fw.Remove(path) }
func (s *fsnotifySource) Events() <-chan RawEvent  { return s.events }
func (s *fsnotifySource) Errors() <-chan error     { return s.errors }

func (s *fsnotifySource) Close() error {
	var err error
	s.once.Do(func() {
		err = s.fw.Close()
		close(s.done)
		s.wg.Wait()
	})
	if errors.Is(err, fsnotify.ErrClosed) {
		err = nil
	}
	return err
}
