package workspace

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/internal/exeid"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/watch"
)

// Options configure a workspace.
type Options struct {
	// Roots are the --projects entries: project folders or folders to scan
	// for projects. Empty means Dir.
	Roots []string
	// SourceRoots are the folders whose projects are source dependencies
	// of every project, inside them or not (see deps.go). Empty means
	// Roots, whose projects are source dependencies of the projects inside
	// them.
	SourceRoots []string
	// Dir is the working directory used for discovery; "" means os.Getwd.
	Dir string
	// Store caches results across calls and restarts; nil means a private
	// temporary store owned by the workspace.
	Store *store.Store
	// Watch turns on the file watcher. Without it every call refreshes its
	// snapshot by stat-ing the project's files.
	Watch bool
	// FixedSources tells that no source dependency changes while the
	// workspace is open (a one-shot command that writes no file, over many
	// projects): each source dependency's folder is walked and its files
	// stat-ed once, and each source root scanned once, instead of again for
	// every project that depends on them (see depsFresh).
	FixedSources bool
	// ForgetResults drops a project's per-file results from memory once a
	// whole-project analysis assembled them (a one-shot command that
	// analyses each project once): the assembly, which later calls over
	// the same snapshot reuse, is then their only copy in memory.
	ForgetResults bool
	// BuildMode is the AL-Go build mode (Default, Clean, ...) every
	// project and source dependency is analysed in: its preprocessor
	// symbols from AL-Go's settings are added to app.json's
	// (project.Config.ApplyBuildMode). "" applies app.json's alone.
	BuildMode string
	// Registry holds the rules to run; required.
	Registry *analysis.Registry
	// RuleBudget is the per-rule, per-file time budget (0 = the default).
	RuleBudget time.Duration
	// MaxFileSize is the largest AL file analysed, in bytes; 0 means
	// project.DefaultMaxFileSize (8 MiB). Larger files are left out of the
	// snapshot, logged once and listed by Project.SkippedFiles.
	MaxFileSize int64
	// Logger receives warnings; nil discards them.
	Logger *slog.Logger
	// ReadFile reads a file's bytes; nil means os.ReadFile. It is the seam
	// through which tests inject read failures the file system cannot
	// produce on demand.
	ReadFile func(path string) ([]byte, error)

	// executable stands for the running executable's content hash in the
	// cache keys when set (tests: two builds in one process).
	executable [32]byte
}

// A Workspace holds the startup projects and the projects opened since.
type Workspace struct {
	opts      Options
	log       *slog.Logger
	store     *store.Store
	ownsStore bool
	engineKey [32]byte
	buildKey  [32]byte // the executable alone (keys.go), for the dependency caches
	watcher   *watch.Watcher
	stopWatch context.CancelFunc
	watchDone chan struct{}

	strings  interner                                                    // shared copies of declaration strings
	readFile func(path string, limit int64) ([]byte, fs.FileInfo, error) // project.ReadSource, or the Options.ReadFile seam

	scanSkipped []project.Skipped // what the startup project scan left out
	deps        depState          // dependency resolution and caches (deps.go)
	attached    attachments       // the rooms' per-workspace state (rooms.go)
	listings    listingMemo       // the last listing (listing.go)
	deltas      DeltaLog          // recent answers for analyze's since (delta.go)
	baselines   baselineCache     // the breaking-change rules' baselines (baseline_app.go)

	mu       sync.Mutex
	startup  []*Project
	projects map[string]*Project // by normalised root
}

// Errors of OpenProject.
var (
	// ErrNoSuchFolder: the folder does not exist or cannot be read.
	ErrNoSuchFolder = errors.New("the folder does not exist or cannot be read")
	// ErrNotAFolder: the path is not a folder.
	ErrNotAFolder = errors.New("not a folder")
	// ErrNotAProject: the folder holds no app.json (see project.IsProjectDir).
	ErrNotAProject = errors.New("not an AL project folder (no app.json)")
	// ErrNotServed (Served): the folder is neither a startup project nor a
	// project below the source roots.
	ErrNotServed = errors.New("not a project this workspace serves")
)

// Open finds the startup projects, recovers unfinished transactions in each,
// and starts the watcher when asked. A workspace without startup projects is
// valid; it serves only the projects below explicit source roots (Served).
func Open(ctx context.Context, opts Options) (*Workspace, error) {
	if opts.Registry == nil {
		return nil, errors.New("workspace: no rule registry")
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if opts.executable == ([32]byte{}) {
		exeid.Start() // while the projects are found
	}
	dir := opts.Dir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		dir = wd
	}
	w := &Workspace{opts: opts, log: log, store: opts.Store, projects: map[string]*Project{}, readFile: project.ReadSource}
	w.deps.init()
	if opts.FixedSources {
		w.deps.algo.MaxAge = math.MaxInt64 // depsFresh: AL-Go settings read once
	}
	if opts.ReadFile != nil {
		w.readFile = seamRead(opts.ReadFile)
	}
	if w.store == nil {
		s, err := store.Open(store.Options{Path: "off", Logger: log})
		if err != nil {
			return nil, err
		}
		w.store, w.ownsStore = s, true
	}
	roots := opts.Roots
	if len(roots) == 0 {
		roots = []string{dir}
	}
	scan, err := project.ScanProjects(roots, dir)
	if err != nil {
		if w.ownsStore {
			w.store.Close() // a private temporary file: remove it
		}
		return nil, err
	}
	exe := opts.executable
	if exe == ([32]byte{}) {
		var err error
		if exe, err = exeid.Sum(); err != nil {
			// Without the build's identity, results must not outlive the process.
			log.Warn("cannot identify the executable; cached results are not reused across runs", "error", err)
			rand.Read(exe[:]) // never fails (crypto/rand)
		}
	}
	w.engineKey = engineKey(opts.Registry, exe)
	w.buildKey = buildKey(exe)
	w.scanSkipped = scan.Skipped
	for i, s := range scan.Skipped {
		if i == maxSkippedLogged {
			// BCApps has 89 module folders that are parts of their apps:
			// a line each buried every other warning of a run.
			log.Warn("more folders not scanned for projects (alfix projects lists them with their reasons)",
				"count", len(scan.Skipped)-maxSkippedLogged)
			break
		}
		log.Warn("not scanned for projects", "folder", s.Path, "reason", s.Reason)
	}
	for _, root := range scan.Projects {
		p, err := w.newProject(root)
		if err != nil {
			log.Warn("skipping project", "root", root, "error", err)
			continue
		}
		w.startup = append(w.startup, p)
	}
	if opts.Watch && len(w.startup) > 0 {
		if err := w.startWatcher(); err != nil {
			log.Warn("file watching is off; every call will stat the project files", "error", err)
		}
	}
	return w, nil
}

// ScanSkipped returns the folders the scan for startup projects left out
// and why (project.ProjectScan.Skipped).
func (w *Workspace) ScanSkipped() []project.Skipped {
	return append([]project.Skipped(nil), w.scanSkipped...)
}

// maxFileSize is the file size limit in bytes.
func (w *Workspace) maxFileSize() int64 {
	if w.opts.MaxFileSize > 0 {
		return w.opts.MaxFileSize
	}
	return project.DefaultMaxFileSize
}

// Registry returns the rules the workspace runs.
func (w *Workspace) Registry() *analysis.Registry { return w.opts.Registry }

// Store returns the workspace's store.
func (w *Workspace) Store() *store.Store { return w.store }

// Projects returns the startup projects sorted by path; the first is the
// primary project.
func (w *Workspace) Projects() []*Project {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]*Project(nil), w.startup...)
}

// Primary returns the primary startup project, or nil.
func (w *Workspace) Primary() *Project {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.startup) == 0 {
		return nil
	}
	return w.startup[0]
}

// Startup returns the startup project whose root is dir (normalised), or nil.
func (w *Workspace) Startup(dir string) *Project {
	key := normKey(dir)
	for _, p := range w.Projects() {
		if normKey(p.Root) == key {
			return p
		}
	}
	return nil
}

// Containing returns the startup project whose folder contains path (the
// longest matching root), or nil.
func (w *Workspace) Containing(path string) *Project {
	var best *Project
	for _, p := range w.Projects() {
		if fspath.Within(p.Root, path) && (best == nil || len(p.Root) > len(best.Root)) {
			best = p
		}
	}
	return best
}

// Served returns the session of the project at dir when the workspace
// serves it, and fails with ErrNotServed otherwise. It is the one policy
// of which project folders the tools read and write: the startup projects
// (Options.Roots: serve's --projects, the command line's PATH), and the
// projects below the source roots (Options.SourceRoots: --workspace; by
// default the startup roots), those that dependency resolution finds
// there. dir is compared as written, cleaned and made absolute, without
// following symbolic links; nothing outside the served folders is read to
// refuse it.
func (w *Workspace) Served(dir string) (*Project, error) {
	if p := w.Startup(dir); p != nil {
		return p, nil
	}
	key := normKey(dir)
	for _, root := range w.sourceRoots(key) {
		if !fspath.Within(root, key) {
			continue
		}
		for _, sp := range w.rootProjects(root) {
			if sp.dir == key {
				return w.OpenProject(key)
			}
		}
	}
	return nil, fmt.Errorf("%s: %w", key, ErrNotServed)
}

// OpenProject returns the session of the project at root, creating it when
// root is a project folder that is not open yet. It fails with
// ErrNoSuchFolder, ErrNotAFolder or ErrNotAProject (wrapped with the path).
func (w *Workspace) OpenProject(root string) (*Project, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	abs = filepath.Clean(abs)
	fi, err := os.Stat(abs)
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s: %w", abs, ErrNoSuchFolder)
	case !fi.IsDir():
		return nil, fmt.Errorf("%s: %w", abs, ErrNotAFolder)
	case !project.IsProjectDir(abs):
		return nil, fmt.Errorf("%s: %w", abs, ErrNotAProject)
	}
	w.mu.Lock()
	if p, ok := w.projects[normKey(abs)]; ok {
		w.mu.Unlock()
		return p, nil
	}
	w.mu.Unlock()
	return w.newProject(abs)
}

// newProject loads a project, recovers its unfinished transactions and
// registers it.
func (w *Workspace) newProject(root string) (*Project, error) {
	if !project.IsProjectDir(root) {
		return nil, fmt.Errorf("%s: %w", root, ErrNotAProject)
	}
	warnings := w.recoverProject(root)
	p := newProject(w, root)
	p.recovery = warnings
	w.mu.Lock()
	defer w.mu.Unlock()
	if existing, ok := w.projects[normKey(root)]; ok {
		return existing, nil
	}
	w.projects[normKey(root)] = p
	return p, nil
}

// Close stops the watcher and closes a store the workspace owns.
func (w *Workspace) Close() error {
	if w.stopWatch != nil {
		w.stopWatch()
		<-w.watchDone
	}
	var errs []error
	if w.watcher != nil {
		errs = append(errs, w.watcher.Close())
	}
	for _, p := range w.allProjects() {
		p.waitLater()
		p.flushCache()
		errs = append(errs, p.flushIndex())
	}
	if w.ownsStore {
		errs = append(errs, w.store.Close())
	}
	return errors.Join(errs...)
}

func (w *Workspace) allProjects() []*Project {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := make([]*Project, 0, len(w.projects))
	for _, p := range w.projects {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Root < out[j].Root })
	return out
}

// maxSkippedLogged is how many folders the scan skipped are logged one by
// one when a workspace opens; the rest are counted in one line.
const maxSkippedLogged = 3

// startWatcher watches every startup project and routes batches to them.
func (w *Workspace) startWatcher() error {
	roots := make([]string, len(w.startup))
	for i, p := range w.startup {
		roots[i] = p.Root
	}
	wt, err := watch.New(roots, watch.Options{Logger: w.log, Skip: project.SkipPath})
	if err != nil {
		return err
	}
	w.watcher = wt
	for _, p := range w.startup {
		p.watched = true
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.stopWatch = cancel
	w.watchDone = make(chan struct{})
	go func() {
		defer close(w.watchDone)
		for {
			select {
			case <-ctx.Done():
				return
			case b, ok := <-wt.Batches():
				if !ok {
					return
				}
				w.route(b)
			}
		}
	}()
	return nil
}

// route hands a watcher batch to the projects it concerns.
func (w *Workspace) route(b watch.Batch) {
	for _, p := range w.Projects() {
		if !p.watched {
			continue
		}
		var paths []string
		for _, e := range b.Events {
			if fspath.Within(p.Root, e.Path) {
				paths = append(paths, e.Path)
			}
		}
		p.markDirty(paths, b.Rescan)
	}
}

// syncWatcher drains the watcher's pending events into the projects. A
// failure turns every watched project to a full rescan.
func (w *Workspace) syncWatcher(ctx context.Context) {
	if w.watcher == nil {
		return
	}
	b, err := w.watcher.Sync(ctx)
	if err != nil {
		b.Rescan = true
	}
	w.route(b)
}

// normKey is the map key of a folder path.
func normKey(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return filepath.Clean(p)
}

// seamRead turns an Options.ReadFile seam into the reader the snapshot
// uses: the file must still be a regular file within the size limit, then
// the seam supplies its bytes.
func seamRead(read func(string) ([]byte, error)) func(string, int64) ([]byte, fs.FileInfo, error) {
	return func(path string, limit int64) ([]byte, fs.FileInfo, error) {
		_, fi, err := project.ReadSource(path, limit)
		if err != nil {
			return nil, nil, err
		}
		b, err := read(path)
		return b, fi, err
	}
}
