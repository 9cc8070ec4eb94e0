package workspace

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alfix/alfix/al/analysis"
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
	// summaryUpdates counts the summaries updated per changed file
	// (updateSummary), for tests.
	summaryUpdates atomic.Int64
	// assemblyLends counts the assemblies that copied findings from the
	// last one (assemble), for tests.
	assemblyLends atomic.Int64
	// lookedUp counts the files whose results an assembly looked up or
	// made (not taken from the last assembly), digestChunks the chunk
	// digests the snapshot digest computed (snapshot.go); for tests.
	lookedUp, digestChunks atomic.Int64
	// resultReads counts the result keys the store was asked for
	// (prefetch, cachedResultUnless); for tests.
	resultReads atomic.Int64

	writeMu sync.Mutex // serialises writes

	mu         sync.Mutex
	files      map[string]*fileEntry // by absolute path; nil until the first refresh
	dirty      map[string]bool       // paths the watcher reported since the last refresh
	rescan     bool                  // the next refresh stats every file
	indexDirty map[string]bool       // entries to save to the store's file index
	removed    []string              // paths to drop from the store's file index
	tooLarge   map[string]int64      // AL files left out for their size, by path: size in bytes
	memo       map[[32]byte]*fileResult
	memoOld    map[[32]byte]*fileResult // memo before it was last renewed (memoLookupLocked)
	memoGen    uint64                   // counts the times memo was renewed or emptied
	prefetched prefetchState            // what the last assembly left in memo (analyze.go)
	keys       keyMemo                  // result keys by content (analyze.go)
	symMemo    map[[32]byte]*symbols.FileSymbols
	mentions   map[[32]byte]*symbols.MentionSet // by content hash (carry.go)
	sumMemo    *summaryMemo
	carryBase  *projectSummary // the summary the last analysis built (carry.go)
	carryPrev  *projectSummary // the carry base before it (carry.go)
	assembled  *assembly       // the last whole-snapshot analysis's findings (analyze.go)
	wb         writeBack
	recovery   []string // warnings of the recovery when the project was loaded

	// gen counts the changes of the snapshot's entries (one added,
	// replaced or removed), listGen those of its paths (one added or
	// removed). listed is the sorted path list as of listedGen, which
	// every refresh returns until the paths change (shared: never
	// modified), and digest the last digest of listed (snapshotDigest), so
	// that a call over an unchanged snapshot neither sorts nor hashes
	// thousands of paths again. changes logs the entries changed after
	// generation changesFrom (snapshot.go).
	gen, listGen, listedGen uint64
	listed                  []string
	digest                  digestMemo
	changes                 []snapshotChange
	changesFrom             uint64
	hashedAll               hashedMemo // summary.go's hashFew
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
		indexDirty: map[string]bool{}, tooLarge: map[string]int64{}, memo: map[[32]byte]*fileResult{}, symMemo: map[[32]byte]*symbols.FileSymbols{},
		mentions: map[[32]byte]*symbols.MentionSet{}}
}

// Config loads the project's configuration as it is on disk now. With
// analyzer specs it replaces the configured analyzers (the tools'
// `analyzers` argument).
// The configuration's warnings say, for each enabled group of which alfix
// serves only some rules (project.PartlyServedGroups), how many of them the
// workspace's registry holds.
func (p *Project) Config(specs []string) (*project.Config, error) {
	cfg, err := p.w.loadConfig(p.Root, specs)
	if err != nil {
		return nil, err
	}
	cfg.Warnings = append(cfg.Warnings, PartlyServedWarnings(p.w.opts.Registry, cfg.Analyzers)...)
	return cfg, nil
}

// PartlyServedWarnings says, for each of groups that alfix serves only in
// part (project.PartlyServedGroups), how many of its rules reg holds: "none"
// is a group enabled to no effect.
func PartlyServedWarnings(reg *analysis.Registry, groups []project.AnalyzerGroup) []string {
	var out []string
	for _, g := range groups {
		if !slices.Contains(project.PartlyServedGroups, g) {
			continue
		}
		switch n := reg.CountIn(g); n {
		case 0:
			out = append(out, fmt.Sprintf("analyzer %s: alfix serves none of its rules yet: it checks nothing", g))
		case 1:
			out = append(out, fmt.Sprintf("analyzer %s: alfix serves 1 of its rules, not all that Microsoft's %s checks", g, g))
		default:
			out = append(out, fmt.Sprintf("analyzer %s: alfix serves %d of its rules, not all that Microsoft's %s checks", g, n, g))
		}
	}
	return out
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
// completed before the call is seen. It returns the sorted file paths
// (shared with later calls while the paths do not change: never modify
// them).
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
	if p.watched && !p.rescan {
		for path := range p.dirty {
			p.restat(path) // may ask for a rescan (a folder or a nested app.json changed)
		}
	}
	if !p.watched || p.rescan {
		if err := p.fullRescan(t); err != nil {
			return nil, err
		}
		p.rescan = false
	}
	p.dirty = map[string]bool{}
	return p.pathsLocked(), nil
}

// loadIndex seeds the snapshot from the store's file index, so that a
// restarted process re-hashes only files whose size or mtime changed.
func (p *Project) loadIndex() {
	p.files = map[string]*fileEntry{}
	p.gen++
	p.listGen++
	p.resetChangesLocked()
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
		// Listed by DiscoverFiles: it belongs to the project; only its
		// stat can have changed (or it went since it was listed).
		fi, err := os.Stat(path)
		if err != nil || !fi.Mode().IsRegular() {
			if _, known := p.files[path]; known {
				p.forget(path)
			}
			delete(p.tooLarge, path)
			continue
		}
		p.record(path, fi)
		if i%64 == 63 || i == len(paths)-1 {
			t.advance(i + 1)
		}
	}
	for path := range p.files {
		if !seen[path] {
			p.forget(path)
		}
	}
	for path := range p.tooLarge {
		if !seen[path] {
			delete(p.tooLarge, path)
		}
	}
	return nil
}

// restat updates one path of the snapshot from a stat, by the rules of
// project.SourceFile (the ones DiscoverFiles lists by): a watcher event
// for a directory, a non-AL file or a file of a nested project is ignored
// unless it removes known files. A file over the size limit is left out
// and remembered in tooLarge.
func (p *Project) restat(path string) {
	lfi, err := os.Lstat(path)
	if filepath.Base(path) == project.ManifestFile && filepath.Dir(path) != p.Root {
		// A nested project appeared, changed or went: the files below it
		// may have changed owner.
		p.rescan = true
	}
	if err != nil {
		if _, known := p.files[path]; known {
			p.forget(path)
		}
		delete(p.tooLarge, path)
		if errors.Is(err, fs.ErrNotExist) {
			// A removed directory takes its files with it.
			prefix := path + string(filepath.Separator)
			for known := range p.files {
				if strings.HasPrefix(known, prefix) {
					p.forget(known)
				}
			}
			for known := range p.tooLarge {
				if strings.HasPrefix(known, prefix) {
					delete(p.tooLarge, known)
				}
			}
		}
		return
	}
	if lfi.IsDir() {
		// A directory event: files below it may have come or gone.
		p.rescan = true
		return
	}
	fi, ok := project.SourceFile(p.Root, path)
	if !ok {
		if _, known := p.files[path]; known {
			p.forget(path)
		}
		delete(p.tooLarge, path)
		return
	}
	p.record(path, fi)
}

// record updates the snapshot entry of a file of the project from its
// stat: a file over the size limit goes to tooLarge instead.
func (p *Project) record(path string, fi fs.FileInfo) {
	if limit := p.w.maxFileSize(); fi.Size() > limit {
		p.noteTooLargeLocked(path, fi.Size())
		return
	}
	delete(p.tooLarge, path)
	e, ok := p.files[path]
	if ok && e.size == fi.Size() && e.modTime.Equal(fi.ModTime()) && e.hashed {
		return
	}
	p.files[path] = &fileEntry{size: fi.Size(), modTime: fi.ModTime()}
	p.indexDirty[path] = true
	p.gen++
	p.logChangeLocked(path)
	if !ok {
		p.listGen++
	}
}

// noteTooLargeLocked leaves the file at path out of the snapshot for its
// size. The warning is logged once per file and size; the analysis results
// carry it every time (SkippedWarnings).
func (p *Project) noteTooLargeLocked(path string, size int64) {
	if _, known := p.files[path]; known {
		p.forget(path)
	}
	if old, ok := p.tooLarge[path]; !ok || old != size {
		p.w.log.Warn("skipping a file over the size limit; it is not analysed", "file", path, "bytes", size, "limit", p.w.maxFileSize())
	}
	p.tooLarge[path] = size
}

// A SkippedFile is an AL file of the project that is not analysed.
type SkippedFile struct {
	Path   string
	Size   int64  // bytes
	Reason string // why, in a sentence fragment: "52428800 bytes is over the file size limit of 8388608 bytes"
}

// SkippedFiles returns the project's AL files left out of the analysis as
// of the last refresh (every Analyze, Summary, Contains or SourceBytes
// refreshes), sorted by path: files over the file size limit
// (Options.MaxFileSize), which are neither parsed nor part of the
// project summary.
func (p *Project) SkippedFiles() []SkippedFile {
	p.mu.Lock()
	defer p.mu.Unlock()
	limit := p.w.maxFileSize()
	out := make([]SkippedFile, 0, len(p.tooLarge))
	for path, size := range p.tooLarge {
		out = append(out, SkippedFile{Path: path, Size: size,
			Reason: fmt.Sprintf("%d bytes is over the file size limit of %d bytes", size, limit)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// SkippedWarnings returns one warning per skipped file (SkippedFiles) for
// which keep returns true (nil keeps all): for the warnings of an analysis
// limited to some files.
func (p *Project) SkippedWarnings(keep func(path string) bool) []string {
	var out []string
	for _, f := range p.SkippedFiles() {
		if keep == nil || keep(f.Path) {
			out = append(out, "skipped "+f.Path+": "+f.Reason+"; it is not analysed")
		}
	}
	return out
}

func (p *Project) forget(path string) {
	delete(p.files, path)
	p.gen++
	p.listGen++
	p.logChangeLocked(path)
	delete(p.indexDirty, path)
	p.removed = append(p.removed, path)
}

func isALFile(path string) bool { return project.IsALFile(path) }

// pathsLocked returns the snapshot's paths, sorted: the list made when
// they last changed (shared: never modified).
func (p *Project) pathsLocked() []string {
	if p.listed != nil && p.listedGen == p.listGen {
		return p.listed
	}
	out := make([]string, 0, len(p.files))
	for path := range p.files {
		out = append(out, path)
	}
	sort.Strings(out)
	p.listed, p.listedGen = out, p.listGen
	return out
}

// isListedLocked reports whether paths is the current path list itself
// (pathsLocked), not a copy or a part of it.
func (p *Project) isListedLocked(paths []string) bool {
	if p.listed == nil || p.listedGen != p.listGen || len(paths) != len(p.listed) {
		return false
	}
	return len(paths) == 0 || &paths[0] == &p.listed[0]
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
// the snapshot when the file did not change while it was read. It reads
// only regular files, at most the file size limit: a file that grew over
// it is moved from the snapshot to the skipped files and yields an error
// matching project.ErrTooLarge.
func (p *Project) readFile(path string) ([]byte, [32]byte, error) {
	b, before, err := p.w.readFile(path, p.w.maxFileSize())
	if err != nil {
		var tl *project.TooLargeError
		if errors.As(err, &tl) {
			p.mu.Lock()
			if p.files != nil && (p.files[path] != nil || p.tooLarge[path] != 0) {
				p.noteTooLargeLocked(path, tl.Size)
			}
			p.mu.Unlock()
		}
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
	old, known := p.files[path]
	if !known && !isALFile(path) {
		return
	}
	e := &fileEntry{size: fi.Size(), modTime: fi.ModTime(), hash: h, hashed: true}
	if known && *old == *e {
		return
	}
	p.files[path] = e
	p.indexDirty[path] = true
	p.gen++
	p.logChangeLocked(path)
	if !known {
		p.listGen++
	}
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
