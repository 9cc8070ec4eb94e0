package watch

import (
	"errors"
	"os"
	"sort"
	"sync"
	"testing"
)

// fakeSource is a Source driven by the test: it records Add and Remove
// calls (checking, like inotify, that the directory exists) and delivers
// exactly the events and errors the test emits.
type fakeSource struct {
	t      *testing.T
	events chan RawEvent
	errs   chan error
	done   chan struct{}
	once   sync.Once

	mu      sync.Mutex
	watched map[string]bool
	removed []string
	addErr  map[string]error         // Add of this path fails with this error
	gate    map[string]chan struct{} // Add of this path waits for the channel to close
}

func newFakeSource(t *testing.T) *fakeSource {
	return &fakeSource{
		t:       t,
		events:  make(chan RawEvent),
		errs:    make(chan error),
		done:    make(chan struct{}),
		watched: make(map[string]bool),
		addErr:  make(map[string]error),
		gate:    make(map[string]chan struct{}),
	}
}

func (f *fakeSource) Add(path string) error {
	f.mu.Lock()
	gate := f.gate[path]
	f.mu.Unlock()
	if gate != nil {
		<-gate
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	select {
	case <-f.done:
		return errors.New("fake: closed")
	default:
	}
	if err := f.addErr[path]; err != nil {
		return err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return errors.New("fake: not a directory")
	}
	f.watched[path] = true
	return nil
}

func (f *fakeSource) Remove(path string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.removed = append(f.removed, path)
	if !f.watched[path] {
		return errors.New("fake: not watched")
	}
	delete(f.watched, path)
	return nil
}

func (f *fakeSource) Events() <-chan RawEvent { return f.events }
func (f *fakeSource) Errors() <-chan error    { return f.errs }

func (f *fakeSource) Close() error {
	f.once.Do(func() {
		close(f.done)
		close(f.events)
		close(f.errs)
	})
	return nil
}

// emit delivers one event; it blocks until the watcher reads it.
func (f *fakeSource) emit(path string, op RawOp) { f.events <- RawEvent{Path: path, Op: op} }

// fail delivers one error.
func (f *fakeSource) fail(err error) { f.errs <- err }

func (f *fakeSource) setAddErr(path string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err == nil {
		delete(f.addErr, path)
	} else {
		f.addErr[path] = err
	}
}

// hold makes Add(path) block until the returned function is called.
func (f *fakeSource) hold(path string) (release func()) {
	ch := make(chan struct{})
	f.mu.Lock()
	f.gate[path] = ch
	f.mu.Unlock()
	return func() {
		f.mu.Lock()
		delete(f.gate, path)
		f.mu.Unlock()
		close(ch)
	}
}

func (f *fakeSource) watchedDirs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for p := range f.watched {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

func (f *fakeSource) removedDirs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.removed...)
}
