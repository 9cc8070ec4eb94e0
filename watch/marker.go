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
	"sync/atomic"
)

// markers manages the directory where Sync creates its marker files. It is
// <root>/.alfix/watch-sync, watched directly (outside the walked tree, since
// consumers normally skip .alfix, and never walked when they do not); when that cannot be created (a read-only
// project), a temporary directory serves just as well: the order guarantee
// comes from the single notification instance, not from the directory.
type markers struct {
	dir       string
	temporary bool // dir was made by os.MkdirTemp and is removed on close
	src       Source
	log       *slog.Logger
	prefix    string // unique per Watcher: pid and random bytes
	counter   atomic.Uint64
}

// markerDirName is the marker directory inside a root's .alfix directory.
const markerDirName = "watch-sync"

func setupMarkers(root string, src Source, log *slog.Logger) (*markers, error) {
	var rnd [6]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, fmt.Errorf("watch: %w", err)
	}
	m := &markers{
		dir:    filepath.Join(root, ".alfix", markerDirName),
		src:    src,
		log:    log,
		prefix: strconv.Itoa(os.Getpid()) + "-" + hex.EncodeToString(rnd[:]) + "-",
	}
	err := m.prepare()
	if err == nil {
		return m, nil
	}
	log.Warn("watch: cannot use the project's sync marker directory; using a temporary one", "dir", m.dir, "err", err)
	tmp, terr := os.MkdirTemp("", "alfix-watch-sync-")
	if terr != nil {
		return nil, fmt.Errorf("watch: sync marker directory: %w (and %w)", err, terr)
	}
	m.dir, m.temporary = tmp, true
	if err := src.Add(tmp); err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("watch: watch sync marker directory: %w", err)
	}
	return m, nil
}

// prepare creates the marker directory (and .alfix with a .gitignore of
// "*" if .alfix did not exist), removes markers left behind by crashed
// processes, and watches it.
func (m *markers) prepare() error {
	alfix := filepath.Dir(m.dir)
	if _, err := os.Lstat(alfix); errors.Is(err, fs.ErrNotExist) {
		if err := os.Mkdir(alfix, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
		if err := os.WriteFile(filepath.Join(alfix, ".gitignore"), []byte("*\n"), 0o644); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(m.dir, 0o755); err != nil {
		return err
	}
	if ents, err := os.ReadDir(m.dir); err == nil {
		// A marker's event is queued when it is created, so removing old
		// markers cannot hurt a Sync waiting in another process.
		for _, e := range ents {
			os.Remove(filepath.Join(m.dir, e.Name()))
		}
	}
	return m.src.Add(m.dir)
}

// repair re-creates and re-watches the marker directory, in case it was
// deleted (its watch dies with it).
func (m *markers) repair() {
	var err error
	if m.temporary {
		if err = os.MkdirAll(m.dir, 0o700); err == nil {
			err = m.src.Add(m.dir)
		}
	} else {
		err = m.prepare()
	}
	if err != nil {
		m.log.Warn("watch: cannot repair the sync marker directory", "dir", m.dir, "err", err)
	}
}

// name returns a new marker file name, unique to this Watcher and call.
func (m *markers) name() string {
	return m.prefix + strconv.FormatUint(m.counter.Add(1), 10)
}

// isMarkerDir reports whether dir is the marker directory.
func (m *markers) isMarkerDir(dir string) bool { return dir == m.dir }

// touch creates the marker file; if the directory is gone it is re-created
// once.
func (m *markers) touch(path string) error {
	create := func() error {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
		if err != nil {
			return err
		}
		return f.Close()
	}
	err := create()
	if errors.Is(err, fs.ErrNotExist) {
		m.repair()
		err = create()
	}
	return err
}

// remove deletes a marker file; its Remove event is ignored like the rest.
func (m *markers) remove(path string) { os.Remove(path) }

// close removes a temporary marker directory.
func (m *markers) close() {
	if m.temporary {
		os.RemoveAll(m.dir)
	}
}
