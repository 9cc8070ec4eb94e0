package watch

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
)

// markers manages the directory where Sync creates its marker files: a
// private directory that the watcher makes itself with os.MkdirTemp (mode
// 0700, in the system's temporary directory), watches through the same
// notification Source as the roots, and removes on Close. It never lives in
// a project: nothing a repository ships (a symlinked .alfix or watch-sync)
// can send the watcher's creations or removals anywhere, and a project the
// watcher looks at is never written. The order guarantee Sync relies on comes
// from the single notification instance, not from where the directory is.
//
// If the directory disappears (a temp cleaner, a test removing it), repair
// makes a new one rather than re-creating the old name, which someone else
// could have taken meanwhile. Every directory made is remembered, so that
// late events from an old one are still recognised as marker events.
type markers struct {
	src     Source
	log     *slog.Logger
	prefix  string // unique per Watcher: pid and random bytes
	counter atomic.Uint64

	mu   sync.Mutex
	dir  string            // the current marker directory
	made map[string]madeID // every marker directory made, by path
}

// madeID is the identity of a marker directory when it was made, so that
// close removes only a directory that is still the one made.
type madeID struct {
	id   dirID
	have bool
}

// markerDirPattern is the os.MkdirTemp pattern of marker directories.
const markerDirPattern = "alfix-watch-sync-"

func setupMarkers(src Source, log *slog.Logger) (*markers, error) {
	var rnd [6]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, fmt.Errorf("watch: %w", err)
	}
	m := &markers{
		src:    src,
		log:    log,
		prefix: strconv.Itoa(os.Getpid()) + "-" + hex.EncodeToString(rnd[:]) + "-",
		made:   make(map[string]madeID),
	}
	if err := m.makeDir(); err != nil {
		return nil, fmt.Errorf("watch: sync marker directory: %w", err)
	}
	return m, nil
}

// makeDir makes a new marker directory, watches it and makes it current.
// The caller holds m.mu or is the only user of m.
func (m *markers) makeDir() error {
	dir, err := os.MkdirTemp("", markerDirPattern)
	if err != nil {
		return err
	}
	var id madeID
	if fi, err := os.Lstat(dir); err == nil {
		id.id, id.have = dirIdentity(fi)
	}
	// Known before it is watched, so that no event of it is taken for a
	// project's.
	m.made[dir] = id
	m.dir = dir
	if err := m.src.Add(dir); err != nil {
		m.removeDir(dir)
		delete(m.made, dir)
		m.dir = ""
		return err
	}
	return nil
}

// current returns the current marker directory.
func (m *markers) current() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.dir
}

// repair checks the marker directory after a marker could not be created or
// did not come back: a directory that is still the one made is watched again
// (its watch may have been lost); one that is gone or was replaced gives way
// to a new directory.
func (m *markers) repair() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.dir != "" && m.stillOurs(m.dir) {
		if err := m.src.Add(m.dir); err == nil {
			return
		}
	}
	old := m.dir
	if err := m.makeDir(); err != nil {
		m.dir = old
		m.log.Warn("watch: cannot make a new sync marker directory", "err", err)
	}
}

// stillOurs reports whether dir is still the directory made at that path.
func (m *markers) stillOurs(dir string) bool {
	id, ok := m.made[dir]
	if !ok {
		return false
	}
	fi, err := os.Lstat(dir)
	if err != nil || !fi.IsDir() {
		return false
	}
	if !id.have {
		return true
	}
	now, have := dirIdentity(fi)
	return have && now == id.id
}

// name returns a new marker file name, unique to this Watcher and call.
func (m *markers) name() string {
	return m.prefix + strconv.FormatUint(m.counter.Add(1), 10)
}

// isMarkerDir reports whether dir is (or was) a marker directory.
func (m *markers) isMarkerDir(dir string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.made[dir]
	return ok
}

// touch creates the marker file name in the current directory and returns
// its path; if the directory is gone it is repaired once.
func (m *markers) touch(name string) (string, error) {
	create := func() (string, error) {
		path := filepath.Join(m.current(), name)
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
		if err != nil {
			return "", err
		}
		return path, f.Close()
	}
	path, err := create()
	if errors.Is(err, fs.ErrNotExist) {
		m.repair()
		path, err = create()
	}
	return path, err
}

// remove deletes a marker file; its Remove event is ignored like the rest.
func (m *markers) remove(path string) { os.Remove(path) }

// close removes every marker directory made that is still the one made.
func (m *markers) close() {
	m.mu.Lock()
	defer m.mu.Unlock()
	for dir := range m.made {
		m.removeDir(dir)
	}
}

// removeDir removes a marker directory if it is still the one made. It
// holds only marker files, and os.RemoveAll never follows a symlink.
func (m *markers) removeDir(dir string) {
	if !m.stillOurs(dir) {
		return
	}
	if err := os.RemoveAll(dir); err != nil {
		m.log.Warn("watch: cannot remove the sync marker directory", "dir", dir, "err", err)
	}
}
