package workspace

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/store"
	"github.com/alfix/alfix/watch"
)

// EngineVersion changes whenever the analysis engine changes in a way that
// makes cached results wrong; it is part of every cache key.
const EngineVersion = "alfix-engine-1"

// Options configure a workspace.
type Options struct {
	// Roots are the --projects entries: project folders or folders to scan
	// for projects. Empty means Dir.
	Roots []string
	// Dir is the working directory used for discovery; "" means os.Getwd.
	Dir string
	// Store caches results across calls and restarts; nil means a private
	// in-memory store owned by the workspace.
	Store *store.Store
	// Watch turns on the file watcher. Without it every call refreshes its
	// snapshot by stat-ing the project's files.
	Watch bool
	// Registry holds the rules to run; required.
	Registry *analysis.Registry
	// RuleBudget is the per-rule, per-file time budget (0 = the default).
	RuleBudget time.Duration
	// Logger receives warnings; nil discards them.
	Logger *slog.Logger
}

// A Workspace holds the startup projects and the projects opened since.
type Workspace struct {
	opts      Options
	log       *slog.Logger
	store     *store.Store
	ownsStore bool
	engineKey [32]byte
	watcher   *watch.Watcher
	stopWatch context.CancelFunc
	watchDone chan struct{}

	strings interner // shared copies of declaration strings

	mu       sync.Mutex
	startup  []*Project
	projects map[string]*Project // by normalised root
}

// ErrNotAProject is returned for a folder without app.json.
var ErrNotAProject = errors.New("not an AL project folder (no app.json)")

// Open finds the startup projects, recovers unfinished transactions in each,
// and starts the watcher when asked. A workspace without startup projects is
// valid: the fix tools can still open any project folder.
func Open(ctx context.Context, opts Options) (*Workspace, error) {
	if opts.Registry == nil {
		return nil, errors.New("workspace: no rule registry")
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	dir := opts.Dir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		dir = wd
	}
	w := &Workspace{opts: opts, log: log, store: opts.Store, projects: map[string]*Project{}}
	if w.store == nil {
		s, err := store.Open(store.Options{Path: "off", Logger: log})
		if err != nil {
			return nil, err
		}
		w.store, w.ownsStore = s, true
	}
	w.engineKey = engineKey(opts.Registry)
	roots := opts.Roots
	if len(roots) == 0 {
		roots = []string{dir}
	}
	found, err := project.FindProjects(roots, dir)
	if err != nil {
		return nil, err
	}
	for _, root := range found {
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

// engineKey hashes the engine version with the rule set, so that adding or
// changing rules invalidates cached results.
func engineKey(reg *analysis.Registry) [32]byte {
	h := sha256.New()
	fmt.Fprintln(h, EngineVersion)
	for _, r := range reg.All() {
		fmt.Fprintln(h, r.ID, r.Severity, r.OffByDefault, r.Analyzer, strings.Join(r.FixKeys, ","))
	}
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
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
		if within(p.Root, path) && (best == nil || len(p.Root) > len(best.Root)) {
			best = p
		}
	}
	return best
}

// OpenProject returns the session of the project at root, creating it when
// root is a folder with app.json that is not open yet.
func (w *Workspace) OpenProject(root string) (*Project, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	abs = filepath.Clean(abs)
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
	fi, err := os.Stat(filepath.Join(root, "app.json"))
	if err != nil || !fi.Mode().IsRegular() {
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

// startWatcher watches every startup project and routes batches to them.
func (w *Workspace) startWatcher() error {
	roots := make([]string, len(w.startup))
	for i, p := range w.startup {
		roots[i] = p.Root
	}
	wt, err := watch.New(roots, watch.Options{Logger: w.log})
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
			if within(p.Root, e.Path) {
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

// within reports whether path is root or inside it.
func within(root, path string) bool {
	if path == root {
		return true
	}
	return strings.HasPrefix(path, strings.TrimSuffix(root, string(filepath.Separator))+string(filepath.Separator))
}

// normKey is the map key of a folder path.
func normKey(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return filepath.Clean(p)
}
