package workspace

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
)

// A Project is the session of one AL project: its configuration, the
// snapshot of its files and its cached results. Reads share the snapshot;
// writes to one project are serialised.
type Project struct {
	// Root is the absolute, cleaned project folder.
	Root string

	w       *Workspace
	watched bool
	// analyses counts the analysis passes over the snapshot (Analyze
	// calls), so tests can check that a use case analyses once.
	analyses atomic.Int64

	writeMu sync.Mutex // serialises writes

	mu         sync.Mutex
	files      map[string]*fileEntry // by absolute path; nil until the first refresh
	dirty      map[string]bool       // paths the watcher reported since the last refresh
	rescan     bool                  // the next refresh stats every file
	indexDirty map[string]bool       // entries to save to the store's file index
	removed    []string              // paths to drop from the store's file index
	memo       map[[32]byte]*fileResult
	symMemo    map[[32]byte]*symbols.FileSymbols
	sumMemo    *summaryMemo
	wb         writeBack
}

// fileEntry is what the snapshot knows of one file.
type fileEntry struct {
	size    int64
	modTime time.Time
	hash    [32]byte
	hashed  bool // hash is valid for size/modTime
}

func newProject(w *Workspace, root string) *Project {
	return &Project{Root: root, w: w, rescan: true, dirty: map[string]bool{},
		indexDirty: map[string]bool{}, memo: map[[32]byte]*fileResult{}, symMemo: map[[32]byte]*symbols.FileSymbols{}}
}

// Config loads the project's configuration as it is on disk now. With
// analyzer specs it replaces the configured analyzers (the tools'
// `analyzers` argument).
func (p *Project) Config(specs []string) (*project.Config, error) {
	if specs != nil {
		return project.LoadWith(p.Root, specs)
	}
	return project.Load(p.Root)
}

// markDirty records paths the watcher reported; rescan asks for a full stat
// of every file at the next refresh.
func (p *Project) markDirty(paths []string, rescan bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, path := range paths {
		p.dirty[path] = true
	}
	if rescan {
		p.rescan = true
	}
}

// refresh brings the snapshot up to date with the disk: every change that
// completed before the call is seen. It returns the sorted file paths.
func (p *Project) refresh(ctx context.Context) ([]string, error) {
	return p.refreshTracked(ctx, nil)
}

// refreshTracked is refresh reporting the listing phase to t.
func (p *Project) refreshTracked(ctx context.Context, t *tracker) ([]string, error) {
	t.begin(PhaseListing, 0, "files")
	if p.watched {
		p.w.syncWatcher(ctx)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.files == nil {
		p.loadIndex()
	}
	if !p.watched || p.rescan {
		if err := p.fullRescan(t); err != nil {
			return nil, err
		}
		p.rescan = false
		p.dirty = map[string]bool{}
	} else {
		for path := range p.dirty {
			p.restat(path)
		}
		p.dirty = map[string]bool{}
	}
	return p.pathsLocked(), nil
}

// loadIndex seeds the snapshot from the store's file index, so that a
// restarted process re-hashes only files whose size or mtime changed.
func (p *Project) loadIndex() {
	p.files = map[string]*fileEntry{}
	idx, err := p.w.store.FileIndex(fileIndexKey(p))
	if err != nil {
		p.w.log.Warn("reading the file index failed; files will be re-hashed", "root", p.Root, "error", err)
		return
	}
	for path, e := range idx {
		p.files[path] = &fileEntry{size: e.Size, modTime: e.ModTime, hash: e.Hash, hashed: true}
	}
}

// fullRescan lists the project's files and stats each.
func (p *Project) fullRescan(t *tracker) error {
	paths, err := project.DiscoverFiles(p.Root)
	t.setItems(len(paths), "files")
	if err != nil {
		if len(paths) == 0 {
			return fmt.Errorf("listing the files of %s: %w", p.Root, err)
		}
		// Some folders could not be read; the files found still count.
		p.w.log.Warn("some project folders could not be listed", "root", p.Root, "error", err)
	}
	seen := make(map[string]bool, len(paths))
	for i, path := range paths {
		seen[path] = true
		p.restat(path)
		if i%64 == 63 || i == len(paths)-1 {
			t.advance(i + 1)
		}
	}
	for path := range p.files {
		if !seen[path] {
			p.forget(path)
		}
	}
	return nil
}

// restat updates one path of the snapshot from a stat. A watcher event for a
// directory or a non-AL file is ignored unless it removes known files.
func (p *Project) restat(path string) {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || !isALFile(path) || p.excluded(path) {
		if err == nil && fi.IsDir() {
			// A directory event: files below it may have come or gone.
			p.rescan = true
		}
		if _, known := p.files[path]; known && (err != nil || !fi.Mode().IsRegular()) {
			p.forget(path)
		}
		if errors.Is(err, fs.ErrNotExist) {
			// A removed directory takes its files with it.
			prefix := path + string(filepath.Separator)
			for known := range p.files {
				if strings.HasPrefix(known, prefix) {
					p.forget(known)
				}
			}
		}
		return
	}
	e, ok := p.files[path]
	if ok && e.size == fi.Size() && e.modTime.Equal(fi.ModTime()) && e.hashed {
		return
	}
	p.files[path] = &fileEntry{size: fi.Size(), modTime: fi.ModTime()}
	p.indexDirty[path] = true
}

// excluded reports whether path lies in a folder discovery skips.
func (p *Project) excluded(path string) bool {
	rel, err := filepath.Rel(p.Root, path)
	if err != nil || strings.HasPrefix(rel, "..") {
		return true
	}
	for _, part := range strings.Split(filepath.Dir(rel), string(filepath.Separator)) {
		switch strings.ToLower(part) {
		case ".alpackages", ".alfix", ".git", "node_modules", "bin", "obj", ".vs", "packages", ".output", "output":
			return true
		}
	}
	return false
}

func (p *Project) forget(path string) {
	delete(p.files, path)
	delete(p.indexDirty, path)
	p.removed = append(p.removed, path)
}

func isALFile(path string) bool { return strings.EqualFold(filepath.Ext(path), ".al") }

func (p *Project) pathsLocked() []string {
	out := make([]string, 0, len(p.files))
	for path := range p.files {
		out = append(out, path)
	}
	sort.Strings(out)
	return out
}

// Contains reports whether path (absolute, cleaned) is an AL file of the
// project's current snapshot.
func (p *Project) Contains(ctx context.Context, path string) (bool, error) {
	if _, err := p.refresh(ctx); err != nil {
		return false, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	_, ok := p.files[path]
	return ok, nil
}

// knownHash returns the snapshot's hash of path when it is valid.
func (p *Project) knownHash(path string) ([32]byte, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if e, ok := p.files[path]; ok && e.hashed {
		return e.hash, true
	}
	return [32]byte{}, false
}

// readFile reads a file of the project, hashes it, and records the hash in
// the snapshot when the file did not change while it was read.
func (p *Project) readFile(path string) ([]byte, [32]byte, error) {
	before, err := os.Stat(path)
	if err != nil {
		return nil, [32]byte{}, err
	}
	b, err := p.w.readFile(path)
	if err != nil {
		return nil, [32]byte{}, err
	}
	h := sha256.Sum256(b)
	after, err := os.Stat(path)
	if err == nil && after.Size() == before.Size() && after.ModTime().Equal(before.ModTime()) && int64(len(b)) == after.Size() {
		p.noteHash(path, after, h)
	}
	return b, h, nil
}

// noteHash records a file's hash for its current stat.
func (p *Project) noteHash(path string, fi os.FileInfo, h [32]byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.files == nil {
		return
	}
	if _, ok := p.files[path]; !ok && !isALFile(path) {
		return
	}
	p.files[path] = &fileEntry{size: fi.Size(), modTime: fi.ModTime(), hash: h, hashed: true}
	p.indexDirty[path] = true
}

// flushIndex saves the changed entries of the snapshot to the store's file
// index.
func (p *Project) flushIndex() error {
	p.mu.Lock()
	updates := map[string]store.FileEntry{}
	for path := range p.indexDirty {
		if e, ok := p.files[path]; ok && e.hashed {
			updates[path] = store.FileEntry{Size: e.size, ModTime: e.modTime, Hash: e.hash}
		}
	}
	removed := p.removed
	p.indexDirty = map[string]bool{}
	p.removed = nil
	p.mu.Unlock()
	if len(updates) == 0 && len(removed) == 0 {
		return nil
	}
	return p.w.store.PutFileIndex(fileIndexKey(p), updates, removed)
}

func statFile(path string) (os.FileInfo, error) { return os.Stat(path) }

// SourceBytes refreshes the snapshot and returns the total size of the
// project's AL files.
func (p *Project) SourceBytes(ctx context.Context) (int64, error) {
	if _, err := p.refresh(ctx); err != nil {
		return 0, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	var n int64
	for _, e := range p.files {
		n += e.size
	}
	return n, nil
}
