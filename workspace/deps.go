package workspace

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/store"
)

// Dependencies: every project's summary carries a dependency layer
// (symbols.BuildApp). Resolution is al/packages' Resolve over the packages
// of the project's package folders (al.packageCachePath, else .alpackages)
// and the source projects below the workspace's source roots
// (Options.SourceRoots, else Roots, else Dir). What is cached, and where:
//
//   - a package file's manifest and SHA-256 by its path, size and
//     modification time (memory and the store's Packages bucket), so a warm
//     call or a restarted process neither opens nor hashes it again;
//   - a package's declarations by its SHA-256 (memory and the store, in
//     symbols' module encoding), so a restarted process never reads its
//     SymbolReference.json again;
//   - why a package's manifest or declarations could not be read, by its
//     SHA-256 (memory and the store), so that no later call or process
//     reads a hostile package again;
//   - a source project's declarations: every .al file below its folder
//     (nested projects included: the compiler compiles them into the app),
//     per file by content hash as for the project's own summary, the
//     module's summary hash by the digest of every file's path, size and
//     modification time, and the module by that hash;
//   - the list of projects below a source root, re-scanned at most every
//     sourceRescan.
//
// Every store key is a recipe of keys.go that starts with the build key
// (the executable's hash): a rebuilt reader never sees what another build
// read from a package.

// sourceRescan is how long the list of source projects below a root is
// trusted before the folders are walked again.
const sourceRescan = 30 * time.Second

// sourceRecheck is how long, with the watcher on, a source dependency's
// state (its files, sizes and modification times) is trusted before its
// folder is walked again: source dependencies are not watched, and walking
// Base Application's folder on every call would cost more than the call.
// Without the watcher every call stats every file anyway, the
// dependencies' too.
var sourceRecheck = 2 * time.Second

// depsFresh reports whether what was learnt of the source dependencies at
// at (a root's project list, a dependency's file states, its layer view,
// AL-Go settings) is still trusted after maxAge: always, when the
// workspace's source dependencies do not change (Options.FixedSources).
// This is the one policy for re-reading source dependencies.
func (w *Workspace) depsFresh(at time.Time, maxAge time.Duration) bool {
	return w.opts.FixedSources || time.Since(at) < maxAge
}

// maxSourceDepth bounds the folder depth searched for source projects, and
// maxSourceFolders the folders visited below one root (a workspace started
// in a home folder must not walk the whole disk).
const (
	maxSourceDepth   = 12
	maxSourceFolders = 200_000
)

// depState is the workspace's dependency machinery (see above).
type depState struct {
	mu      sync.Mutex
	pkgs    map[string]*pkgEntry      // by package path
	modules map[[32]byte]*moduleEntry // by package hash
	roots   map[string]*rootIndex     // by source root
	lists   map[string]*projectList   // by project folder (at most maxProjectLists)
	// listOrder are the folders of lists, the first made first.
	listOrder []string
	resolved  map[string]resolvedLayer     // by project root (DependencyWarnings)
	sources   map[string]*sourceModule     // by project folder
	composed  map[[32]byte]*composedModule // layered views, by composition (layers.go)
	views     map[string]viewEntry         // dependency and dependent -> its layered view (layers.go)
	builds    map[string]buildEntry        // repository root -> its AL-Go build projects (layers.go)
	problems  map[[32]byte]string          // package hash -> why its symbols could not be read
	notes     map[[32]byte][]string        // package hash -> the warnings of its read (empty: none)
	// storeChecked holds the package hashes whose remembered failure the
	// store was asked for (once per process: a store read opens the file).
	storeChecked map[[32]byte]bool
	// algo remembers AL-Go repositories for every configuration load of
	// the workspace (a source dependency's, a project's), trusted for
	// sourceRecheck like a source dependency's files.
	algo project.ALGoCache
}

func (ds *depState) init() {
	if ds.pkgs == nil {
		ds.algo.MaxAge = sourceRecheck
		ds.pkgs = map[string]*pkgEntry{}
		ds.modules = map[[32]byte]*moduleEntry{}
		ds.roots = map[string]*rootIndex{}
		ds.lists = map[string]*projectList{}
		ds.resolved = map[string]resolvedLayer{}
		ds.sources = map[string]*sourceModule{}
		ds.composed = map[[32]byte]*composedModule{}
		ds.views = map[string]viewEntry{}
		ds.builds = map[string]buildEntry{}
		ds.problems = map[[32]byte]string{}
		ds.notes = map[[32]byte][]string{}
		ds.storeChecked = map[[32]byte]bool{}
	}
}

// pkgEntry is what is known of one package file for one stat.
type pkgEntry struct {
	size    int64
	modTime time.Time
	cand    packages.Candidate
	hash    [32]byte
	err     error
}

// moduleEntry holds one app's declarations once loaded.
type moduleEntry struct {
	once sync.Once
	sum  *symbols.Summary
	err  error
}

// rootIndex is the list of projects below a source root.
type rootIndex struct {
	scanned  time.Time
	projects []sourceProject
	// found are the projects the walk found, AL-Go parts included, and
	// seen the stamps of the folders it read and the manifests it
	// decoded (nil when the walk stopped early): past sourceRescan an
	// unchanged walk is not done again.
	found []sourceProject
	seen  *project.Stamps
}

type sourceProject struct {
	dir      string
	manifest packages.Manifest
}

// depLayer is a project's resolved dependencies before their declarations
// are loaded.
type depLayer struct {
	deps     []*symbols.Dependency
	failed   []bool // the dependency's declarations could not be read
	info     symbols.AppInfo
	digest   [32]byte // over every dependency's identity and hash
	warnings []string
	// dependents are the workspace's other projects declaring a dependency
	// on this one (symbols.Summary.Dependents).
	dependents []symbols.App
	loaders    []func() (*symbols.Summary, error) // index for index with deps; nil when nothing to load
	once       sync.Once
	// packages are the chosen package files, for the warnings of their
	// reads (Workspace.layerWarnings); pkgDeps the dependencies chosen
	// from them.
	packages []pkgRef
	pkgDeps  []pkgDep
}

type pkgRef struct {
	hash [32]byte
	path string
}

// A pkgDep is a dependency (its index in depLayer.deps) chosen from a
// package.
type pkgDep struct {
	i   int
	ref pkgRef
}

// layerWarnings is the layer's warnings: the package folders' (skipped
// entries, refused packages), those of the chosen packages' reads as far
// as known, and one per dependency whose declarations are not known.
func (w *Workspace) layerWarnings(l *depLayer) []string {
	out := slices.Clone(l.warnings)
	for _, pr := range l.packages {
		for _, note := range w.packageNotes(pr.hash) {
			out = append(out, fmt.Sprintf("package %s: %s", pr.path, note))
		}
	}
	return append(out, l.dependencyWarnings()...)
}

// load fills every dependency's Symbols (once).
func (l *depLayer) load() {
	l.once.Do(func() {
		for i, ld := range l.loaders {
			if ld == nil {
				continue
			}
			sum, err := ld()
			if err != nil {
				l.deps[i].Problem = err.Error()
				l.failed[i] = true
				continue
			}
			l.deps[i].Symbols = sum
		}
	})
}

// dependencyLayer resolves the project's dependencies under cfg. Hashes
// are known when it returns; declarations load on demand (depLayer.load).
func (p *Project) dependencyLayer(ctx context.Context, cfg *project.Config) *depLayer {
	n := p.analyses.Load()
	layer := p.resolveLayer(ctx, cfg, true)
	// What DependencyWarnings reads of it, as resolved (loading its
	// declarations later marks failures and problems in it).
	view := layer.warningView()
	ds := &p.w.deps
	ds.mu.Lock()
	ds.init()
	ds.resolved[p.Root] = resolvedLayer{cfg: cfg, analysis: n, view: view}
	ds.mu.Unlock()
	return layer
}

// warningView copies what layerWarnings reads of a layer: its
// dependencies' values and failures as they are now.
func (l *depLayer) warningView() *depLayer {
	view := &depLayer{warnings: l.warnings, packages: l.packages, pkgDeps: l.pkgDeps, failed: slices.Clone(l.failed),
		deps: make([]*symbols.Dependency, len(l.deps))}
	for i, d := range l.deps {
		c := *d
		view.deps[i] = &c
	}
	return view
}

// A resolvedLayer is the last layer an analysis of a project resolved,
// as DependencyWarnings reads it, with the configuration and the count of
// the project's analyses it was resolved under.
type resolvedLayer struct {
	cfg      *project.Config
	analysis int64
	view     *depLayer
}

// resolveLayer is dependencyLayer; without hashes it only resolves (source
// projects' files are not stat-ed), for warnings.
func (p *Project) resolveLayer(ctx context.Context, cfg *project.Config, hashes bool) *depLayer {
	w := p.w
	m := packages.FromProject(cfg.Manifest)
	layer := &depLayer{info: m.Info()}
	folders := cfg.Settings.PackageCachePath
	if len(folders) == 0 {
		folders = []string{filepath.Join(p.Root, ".alpackages")}
	}
	req := packages.Request{Project: m, Folders: folders}
	for _, dir := range folders {
		cands, warns := w.packageCandidates(dir)
		req.Packages = append(req.Packages, cands...)
		layer.warnings = append(layer.warnings, warns...)
	}
	pl := w.projectListOf(p.Root)
	projects := pl.projects
	req.Projects = pl.candidates // Resolve only reads them
	layer.dependents = slices.Clip(pl.dependentsOf(w, p.Root, m.App))
	res := packages.Resolve(req)
	layer.deps = res.Dependencies
	layer.loaders = make([]func() (*symbols.Summary, error), len(res.Dependencies))
	layer.failed = make([]bool, len(res.Dependencies))
	for i, d := range res.Dependencies {
		c := res.Chosen[i]
		if c == nil {
			continue
		}
		switch c.Origin {
		case symbols.FromPackage:
			e := w.packageEntry(c.Location)
			if e == nil {
				continue
			}
			d.Hash = e.hash
			hash, path := e.hash, c.Location
			layer.loaders[i] = func() (*symbols.Summary, error) { return w.packageModule(hash, path) }
			layer.pkgDeps = append(layer.pkgDeps, pkgDep{i: i, ref: pkgRef{hash: hash, path: path}})
			if why, ok := w.packageProblem(hash, path); ok {
				d.Problem, layer.failed[i] = why, true
			}
			layer.packages = append(layer.packages, pkgRef{hash: hash, path: path})
		case symbols.FromProject:
			if !hashes {
				continue
			}
			sm := w.recentSourceModule(c.Location)
			if sm == nil {
				sm = w.sourceModuleFor(ctx, c.Location)
			}
			if sm == nil {
				continue
			}
			if v := w.layerView(c.Location, p.Root); v != nil {
				// A layered dependency: the view of the dependent's layer.
				cm := w.composedModuleFor(sm, v)
				d.Hash = cm.hash
				layer.loaders[i] = func() (*symbols.Summary, error) { return cm.summary(ctx, w) }
				continue
			}
			d.Hash = sm.hash
			layer.loaders[i] = func() (*symbols.Summary, error) { return sm.summary(ctx, w) }
		case symbols.RuntimePackage:
			if e := w.packageEntry(c.Location); e != nil {
				d.Hash = e.hash
			}
		}
	}
	p.addNestedLayers(cfg, layer, projects)
	// The app's identity, friends and dependents are part of the summary's
	// hash too (symbols.Summary.Hash).
	layer.digest = layerDigest(layer.info, layer.dependents, layer.deps)
	return layer
}

// addNestedLayers adds what nesting implies to a project's layer. The
// compiler reads every .al file below a project's folder, so projects
// nested in it are compiled into its app: their files are the project's
// own (project.DiscoverFiles). A project nested in another that no AL-Go
// project of its repository builds on its own is a part of the enclosing
// app rather than an app built alone (its code may use the enclosing
// app's objects without declaring a dependency): the enclosing app stands
// as a missing layer, so that checks needing every declaration stay
// silent, and the warnings say why. One that AL-Go builds on its own
// (System Application's modules, listed in appFolders) compiles with its
// declared dependencies alone, as Microsoft's build compiles it.
func (p *Project) addNestedLayers(cfg *project.Config, layer *depLayer, projects []sourceProject) {
	w := p.w
	var enclosing *sourceProject
	if len(cfg.ALGo.ListedAs) == 0 {
		for i := range projects {
			sp := &projects[i]
			if strictlyWithin(p.Root, sp.dir) && (enclosing == nil || strictlyWithin(sp.dir, enclosing.dir)) {
				enclosing = sp
			}
		}
	}
	if base := overlayBase(p.Root, w.buildProjects, &w.deps.algo); base != "" {
		// A layer's own project composed over its base layer's (see
		// overlayBase): the base's declarations are part of this app.
		app := layer.info.App
		app.Name += " (" + base + ")"
		layer.deps = append(layer.deps, &symbols.Dependency{App: app, Declared: app, Origin: symbols.Missing, Reach: symbols.Direct,
			Problem: "this project is a layer over " + base + ", whose files the build compiles with this project's; " +
				"alfix does not compose them, so what the project's code names may be declared there"})
		layer.loaders = append(layer.loaders, nil)
		layer.failed = append(layer.failed, false)
	}
	if enclosing != nil {
		layer.deps = append(layer.deps, &symbols.Dependency{App: enclosing.manifest.App, Declared: enclosing.manifest.App,
			Origin: symbols.Missing, Reach: symbols.Direct,
			Problem: "this project is nested in " + enclosing.dir + ", whose app is compiled from its files too; what the project's code names may be declared there"})
		layer.loaders = append(layer.loaders, nil)
		layer.failed = append(layer.failed, false)
	}
}

// loadConfig loads the configuration of the project at dir (with analyzer
// specs, see project.LoadWith), reading AL-Go repositories through the
// workspace's cache, in the workspace's build mode.
func (w *Workspace) loadConfig(dir string, specs []string) (*project.Config, error) {
	ds := &w.deps
	ds.mu.Lock()
	ds.init() // sets the cache's MaxAge once
	ds.mu.Unlock()
	cfg, err := project.LoadCached(dir, specs, &ds.algo)
	if err == nil {
		cfg.ApplyBuildMode(w.opts.BuildMode)
	}
	return cfg, err
}

// strictlyWithin reports whether path is below dir (not dir itself).
func strictlyWithin(path, dir string) bool { return path != dir && fspath.Within(dir, path) }

// dependsOn reports whether a manifest declares a dependency on app (by id,
// or by name and publisher when either has no id).
func dependsOn(m packages.Manifest, app symbols.App) bool {
	for _, d := range m.Dependencies {
		if d.Same(app) {
			return true
		}
	}
	return false
}

// --- packages ---

// packageCandidates lists the packages of one folder with their manifests;
// unreadable packages become warnings.
func (w *Workspace) packageCandidates(dir string) ([]packages.Candidate, []string) {
	files, skipped, err := packages.PackageFiles(dir)
	if err != nil {
		return nil, []string{fmt.Sprintf("package folder %s could not be read: %v", dir, err)}
	}
	var out []packages.Candidate
	warns := skipped
	for _, path := range files {
		e := w.packageEntry(path)
		switch {
		case e == nil:
		case e.err != nil:
			warns = append(warns, fmt.Sprintf("%v; the package is ignored", e.err))
		default:
			out = append(out, e.cand)
		}
	}
	return out, warns
}

// pkgStatRecord is the store's record of a package file for one stat:
// its hash and manifest, or why its manifest could not be read.
type pkgStatRecord struct {
	Hash     [32]byte          `json:"h"`
	Manifest packages.Manifest `json:"m"`
	Runtime  bool              `json:"r,omitempty"`
	Failure  string            `json:"f,omitempty"`
}

// packageEntry returns what is known of the package at path for its
// current stat, reading its manifest and hashing it only when neither the
// memory nor the store knows this stat; nil when it cannot be stat-ed. A
// package whose manifest cannot be read is remembered by its hash, so that
// another path or process does not read it again.
func (w *Workspace) packageEntry(path string) *pkgEntry {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	e := ds.pkgs[path]
	ds.mu.Unlock()
	if e != nil && e.size == fi.Size() && e.modTime.Equal(fi.ModTime()) {
		return e
	}
	e = &pkgEntry{size: fi.Size(), modTime: fi.ModTime()}
	key := packageStatKey(w.buildKey, path, fi.Size(), fi.ModTime())
	if b, ok := w.store.Get(store.Packages, key); ok {
		var rec pkgStatRecord
		if json.Unmarshal(b, &rec) == nil {
			e.hash = rec.Hash
			e.cand = packages.Candidate{Manifest: rec.Manifest, Origin: symbols.FromPackage, Location: path}
			if rec.Runtime {
				e.cand.Origin = symbols.RuntimePackage
			}
			if rec.Failure != "" {
				e.err = packageFailure(path, rec.Failure)
			}
			w.rememberPackage(path, e)
			return e
		}
	}
	if e.hash, err = hashFile(path); err != nil {
		e.err = fmt.Errorf("%s: %w", path, err)
		w.rememberPackage(path, e)
		return e
	}
	rec := pkgStatRecord{Hash: e.hash}
	failKey := packageFailureKey(w.buildKey, e.hash, "manifest")
	if why, ok := w.store.Get(store.Packages, failKey); ok {
		rec.Failure = string(why)
	} else if cand, err := packages.ReadCandidate(path, packages.Limits{}); err != nil {
		if !refusedPackage(err) {
			// Not the package's fault (it could not be opened): ask again
			// next time.
			e.err = err
			w.rememberPackage(path, e)
			return e
		}
		rec.Failure = failureReason(path, err)
		w.putPackages(path, map[store.Key][]byte{failKey: []byte(rec.Failure)})
	} else {
		e.cand = cand
		rec.Manifest, rec.Runtime = cand.Manifest, cand.Origin == symbols.RuntimePackage
	}
	if rec.Failure != "" {
		e.err = packageFailure(path, rec.Failure)
	}
	if b, err := json.Marshal(rec); err == nil {
		w.putPackages(path, map[store.Key][]byte{key: b})
	}
	w.rememberPackage(path, e)
	return e
}

// refusedPackage reports whether err is about the package's content (a
// failure worth remembering by its hash), not about reaching the file.
func refusedPackage(err error) bool {
	return errors.Is(err, packages.ErrMalformed) || errors.Is(err, packages.ErrTooLarge) || errors.Is(err, packages.ErrNotAPackage)
}

// failureReason is err's message without the path it starts with: the
// same bytes may sit at another path.
func failureReason(path string, err error) string {
	return strings.TrimPrefix(err.Error(), path+": ")
}

// packageFailure is the error of a remembered failure, naming path.
func packageFailure(path, reason string) error {
	return fmt.Errorf("%s: %s", path, reason)
}

func (w *Workspace) putPackages(path string, kv map[store.Key][]byte) {
	if err := w.store.PutMany(store.Packages, kv); err != nil {
		w.log.Warn("caching a package's reading failed", "package", path, "error", err)
	}
}

func (w *Workspace) rememberPackage(path string, e *pkgEntry) {
	w.deps.mu.Lock()
	w.deps.pkgs[path] = e
	w.deps.mu.Unlock()
}

// packageProblem returns why the declarations of the package with the
// given hash could not be read, when this or an earlier process found
// out.
func (w *Workspace) packageProblem(hash [32]byte, path string) (string, bool) {
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	why, ok := ds.problems[hash]
	checked := ds.storeChecked[hash]
	ds.storeChecked[hash] = true
	ds.mu.Unlock()
	if ok || checked {
		return why, ok
	}
	if b, ok := w.store.Get(store.Packages, packageFailureKey(w.buildKey, hash, "symbols")); ok {
		why = packageFailure(path, string(b)).Error()
		ds.mu.Lock()
		ds.problems[hash] = why
		ds.mu.Unlock()
		return why, true
	}
	return "", false
}

// packageNotes returns the warnings of the read of the package with the
// given hash, when this or an earlier process read it.
func (w *Workspace) packageNotes(hash [32]byte) []string {
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	notes, ok := ds.notes[hash]
	ds.mu.Unlock()
	if ok {
		return notes
	}
	notes = []string{}
	if b, ok := w.store.Get(store.Packages, packageNotesKey(w.buildKey, hash)); ok {
		var stored []string
		if json.Unmarshal(b, &stored) == nil {
			notes = stored
		}
	}
	ds.mu.Lock()
	if _, loaded := ds.notes[hash]; !loaded {
		ds.notes[hash] = notes
	}
	ds.mu.Unlock()
	return notes
}

func hashFile(path string) ([32]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return [32]byte{}, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return [32]byte{}, err
	}
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out, nil
}

// packageModule returns the declarations of the package with the given
// hash: from memory, from the store, or read from path (and stored).
func (w *Workspace) packageModule(hash [32]byte, path string) (*symbols.Summary, error) {
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	me := ds.modules[hash]
	if me == nil {
		me = &moduleEntry{}
		ds.modules[hash] = me
	}
	ds.mu.Unlock()
	me.once.Do(func() {
		me.sum, me.err = w.loadPackageModule(hash, path)
		if me.err != nil {
			ds.mu.Lock()
			ds.problems[hash] = me.err.Error()
			ds.mu.Unlock()
		}
	})
	return me.sum, me.err
}

// loadPackageModule reads a package's declarations: from the store, else
// from the file unless an earlier read of the same bytes failed. A package
// refused for its content is remembered by its hash.
func (w *Workspace) loadPackageModule(hash [32]byte, path string) (*symbols.Summary, error) {
	key := packageModuleKey(w.buildKey, hash)
	if b, ok := w.store.Get(store.Packages, key); ok {
		if info, files, err := symbols.DecodeModule(b); err == nil {
			return symbols.BuildApp(info, files, nil), nil
		}
	}
	failKey := packageFailureKey(w.buildKey, hash, "symbols")
	if why, ok := w.store.Get(store.Packages, failKey); ok {
		return nil, packageFailure(path, string(why))
	}
	pkg, err := packages.ReadFile(path, packages.Options{})
	if err != nil {
		if refusedPackage(err) && !changedSince(path, hash) {
			w.putPackages(path, map[store.Key][]byte{failKey: []byte(failureReason(path, err))})
		}
		return nil, err
	}
	if pkg.Hash != hash {
		// Replaced since it was hashed: the next call sees the new stat.
		return nil, fmt.Errorf("%s changed while it was read", path)
	}
	if pkg.Runtime {
		return nil, fmt.Errorf("%s is a runtime package: it holds no readable symbols", path)
	}
	for _, warn := range pkg.Warnings {
		w.log.Warn("symbol package", "package", path, "warning", warn)
	}
	puts := map[store.Key][]byte{key: symbols.EncodeModule(pkg.Info(), pkg.Files)}
	if len(pkg.Warnings) > 0 {
		if b, err := json.Marshal(pkg.Warnings); err == nil {
			puts[packageNotesKey(w.buildKey, hash)] = b
		}
		w.deps.mu.Lock()
		w.deps.notes[hash] = pkg.Warnings
		w.deps.mu.Unlock()
	}
	w.putPackages(path, puts)
	return symbols.BuildApp(pkg.Info(), pkg.Files, nil), nil
}

// changedSince reports whether the file at path no longer has the given
// hash (a failed read is remembered only for the bytes that failed).
func changedSince(path string, hash [32]byte) bool {
	h, err := hashFile(path)
	return err != nil || h != hash
}

// --- source projects ---

// sourceRoots returns the source roots whose projects dir's project may
// depend on: every root given explicitly (SourceRoots: a project outside
// them still resolves its dependencies there, as --workspace promises),
// else the workspace roots that contain dir.
func (w *Workspace) sourceRoots(dir string) []string {
	var out []string
	if len(w.opts.SourceRoots) > 0 {
		for _, r := range w.opts.SourceRoots {
			out = append(out, normKey(r))
		}
		return out
	}
	roots := w.opts.Roots
	if len(roots) == 0 && w.opts.Dir != "" {
		roots = []string{w.opts.Dir}
	}
	for _, r := range roots {
		abs := normKey(r)
		if fspath.Within(abs, dir) {
			out = append(out, abs)
		}
	}
	return out
}

// A projectList holds the projects below the source roots containing a
// folder (the folder itself excluded), nearest first when several share
// an id, with what resolving a project there makes of them every call:
// Resolve's candidates and the dependents of an app. It is kept while the
// source roots' lists are the same (the same rootIndex projects), so that
// a call does not copy, sort and compare the manifests of every source
// project (877 in BCApps) twice. Shared: never modified but dependents,
// under depState.mu.
type projectList struct {
	roots      []string
	lists      [][]sourceProject // each root's projects the list was made from
	projects   []sourceProject
	candidates []packages.Candidate
	dependents map[symbols.App][]symbols.App
}

// projectListOf returns the projectList of dir, made again when a source
// root's projects changed.
func (w *Workspace) projectListOf(dir string) *projectList {
	roots := w.sourceRoots(dir)
	lists := make([][]sourceProject, len(roots))
	for i, root := range roots {
		lists[i] = w.rootIndexOf(root).projects
	}
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	pl := ds.lists[dir]
	ds.mu.Unlock()
	if pl != nil && slices.Equal(pl.roots, roots) && slices.EqualFunc(pl.lists, lists, sameList) {
		return pl
	}
	pl = &projectList{roots: roots, lists: lists, dependents: map[symbols.App][]symbols.App{}}
	seen := map[string]bool{}
	for _, list := range lists {
		for _, sp := range list {
			if sp.dir != dir && !seen[sp.dir] {
				seen[sp.dir] = true
				pl.projects = append(pl.projects, sp)
			}
		}
	}
	// Resolve takes the first project with an id: the one sharing the
	// longest path with dir.
	sort.SliceStable(pl.projects, func(i, j int) bool {
		return commonPrefix(pl.projects[i].dir, dir) > commonPrefix(pl.projects[j].dir, dir)
	})
	pl.candidates = make([]packages.Candidate, len(pl.projects))
	for i, sp := range pl.projects {
		pl.candidates[i] = packages.Candidate{Manifest: sp.manifest, Origin: symbols.FromProject, Location: sp.dir}
	}
	ds.mu.Lock()
	if _, ok := ds.lists[dir]; !ok {
		if len(ds.listOrder) >= maxProjectLists {
			delete(ds.lists, ds.listOrder[0])
			ds.listOrder = slices.Delete(ds.listOrder, 0, 1)
		}
		ds.listOrder = append(ds.listOrder, dir)
	}
	ds.lists[dir] = pl
	ds.mu.Unlock()
	return pl
}

// maxProjectLists bounds the projectLists kept (the first made is dropped
// first): each copies every source project's manifest (about 0.4 MB for
// BCApps' 877), so one per project of a whole-BCApps session would hold
// hundreds of MB. A session mostly asks about a few projects at a time.
const maxProjectLists = 8

// sameList reports whether two project lists are the same slice.
func sameList(a, b []sourceProject) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// dependentsOf returns the projects of the list (but dir's own) that
// declare a dependency on app, in the list's order.
func (pl *projectList) dependentsOf(w *Workspace, dir string, app symbols.App) []symbols.App {
	ds := &w.deps
	ds.mu.Lock()
	out, ok := pl.dependents[app]
	ds.mu.Unlock()
	if ok {
		return out
	}
	for _, sp := range pl.projects {
		if sp.dir != dir && dependsOn(sp.manifest, app) {
			out = append(out, sp.manifest.App)
		}
	}
	ds.mu.Lock()
	pl.dependents[app] = out
	ds.mu.Unlock()
	return out
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// rootProjects lists the projects below a source root (cached for
// sourceRescan, then walked again unless every folder the walk read and
// every manifest it decoded is unchanged).
func (w *Workspace) rootProjects(root string) []sourceProject {
	return w.rootIndexOf(root).projects
}

// rootIndexOf is rootProjects' index of root: the same pointer as long as
// its projects are those of the last walk's.
func (w *Workspace) rootIndexOf(root string) *rootIndex {
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	ix := ds.roots[root]
	ds.mu.Unlock()
	if ix != nil && w.depsFresh(ix.scanned, sourceRescan) {
		return ix
	}
	if ix != nil && ix.seen.Unchanged() {
		// The same projects; which are AL-Go parts is asked again (the
		// AL-Go cache checks the repository's settings).
		projects := w.withoutParts(ix.found)
		if slices.EqualFunc(projects, ix.projects, func(a, b sourceProject) bool { return a.dir == b.dir }) {
			// The same list: the index (and the lists made from it) stay.
			projects = ix.projects
		}
		ix = &rootIndex{scanned: time.Now(), found: ix.found, seen: ix.seen, projects: projects}
		ds.mu.Lock()
		ds.roots[root] = ix
		ds.mu.Unlock()
		return ix
	}
	old := ix
	ix = &rootIndex{scanned: time.Now(), seen: project.NewStamps()}
	folders := 0
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if d != nil && d.IsDir() && path != root {
				return fs.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			return nil
		}
		if path != root && project.IsSkippedDir(d.Name()) {
			return fs.SkipDir
		}
		if folders++; folders > maxSourceFolders {
			w.log.Warn("stopped looking for source projects: too many folders", "root", root, "folders", maxSourceFolders)
			ix.seen = nil
			return fs.SkipAll
		}
		if rel, _ := filepath.Rel(root, path); strings.Count(rel, string(filepath.Separator)) >= maxSourceDepth {
			return fs.SkipDir
		}
		// Stamped before it is read: an app.json added, removed or
		// renamed in it changes the folder's stamp.
		if ix.seen != nil {
			ix.seen.Folder(path)
		}
		manifest := filepath.Join(path, project.ManifestFile)
		if _, err := os.Lstat(manifest); err != nil {
			return nil
		}
		if ix.seen != nil {
			ix.seen.File(manifest)
		}
		if pm, err := project.LoadManifest(path); err == nil {
			ix.found = append(ix.found, sourceProject{dir: path, manifest: packages.FromProject(pm)})
		}
		return nil
	})
	ix.projects = w.withoutParts(ix.found)
	if old != nil && reflect.DeepEqual(old.projects, ix.projects) {
		ix.projects = old.projects // the lists made from it stay
	}
	ds.mu.Lock()
	ds.roots[root] = ix
	ds.mu.Unlock()
	return ix
}

// withoutParts returns the projects that are apps of their own: a folder
// that the repository's AL-Go settings build only as a part of an
// enclosing app is none, its declarations are the enclosing app's.
func (w *Workspace) withoutParts(found []sourceProject) []sourceProject {
	dirs := make([]string, len(found))
	for i, sp := range found {
		dirs[i] = sp.dir
	}
	parts := project.PartsOfEnclosingAppsCached(dirs, &w.deps.algo)
	return slices.DeleteFunc(slices.Clone(found), func(sp sourceProject) bool { _, part := parts[sp.dir]; return part })
}

// sourceModule is the declarations of one source project used as a
// dependency, for one state of its files.
type sourceModule struct {
	dir    string
	digest [32]byte // over every file's path, size and modification time
	hash   [32]byte // summary hash of the declarations
	cfg    *project.Config
	files  []string
	// checked is when the files' state was last compared (under deps.mu).
	checked time.Time

	once sync.Once
	sum  *symbols.Summary
	err  error
}

// sourceModuleFor returns the module of the project at dir for the current
// state of its files; its hash is known, its declarations load on demand.
// Nil when the project cannot be read.
func (w *Workspace) sourceModuleFor(ctx context.Context, dir string) *sourceModule {
	cfg, err := w.loadConfig(dir, nil)
	if err != nil {
		return nil
	}
	files := sourceFiles(dir)
	states := make([]sourceFileState, 0, len(files))
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil {
			states = append(states, sourceFileState{path: f, size: fi.Size(), modTime: fi.ModTime()})
		}
	}
	digest := sourceStateDigest(parseKey(w.engineKey, cfg), states, packages.FromProject(cfg.Manifest).Info())

	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	sm := ds.sources[dir]
	if sm != nil && sm.digest == digest {
		sm.checked = time.Now()
		ds.mu.Unlock()
		return sm
	}
	ds.mu.Unlock()
	sm = &sourceModule{dir: dir, digest: digest, cfg: cfg, files: files, checked: time.Now()}
	if b, ok := w.store.Get(store.Packages, sourceDigestKey(w.buildKey, digest)); ok && len(b) == 32 {
		copy(sm.hash[:], b)
	} else {
		// Unknown state: build now to learn the hash.
		if _, err := sm.summary(ctx, w); err != nil {
			return nil
		}
	}
	ds.mu.Lock()
	ds.sources[dir] = sm
	ds.mu.Unlock()
	return sm
}

// recentSourceModule returns the module of the project at dir when the
// watcher is on and its state was checked less than sourceRecheck ago, or
// when the source dependencies do not change (depsFresh).
func (w *Workspace) recentSourceModule(dir string) *sourceModule {
	if w.watcher == nil && !w.opts.FixedSources {
		return nil
	}
	ds := &w.deps
	ds.mu.Lock()
	defer ds.mu.Unlock()
	if sm := ds.sources[dir]; sm != nil && w.depsFresh(sm.checked, sourceRecheck) {
		return sm
	}
	return nil
}

// summary returns the module's declarations: from the store by hash, or
// built from the files (each file's declarations cached by content hash).
func (sm *sourceModule) summary(ctx context.Context, w *Workspace) (*symbols.Summary, error) {
	sm.once.Do(func() {
		if sm.hash != ([32]byte{}) {
			if b, ok := w.store.Get(store.Packages, sourceModuleKey(w.buildKey, sm.hash)); ok {
				if info, files, err := symbols.DecodeModule(b); err == nil {
					sm.sum = symbols.BuildApp(info, files, nil)
					return
				}
			}
		}
		// Not the caller's context: a module built halfway must never
		// stand for the whole project.
		list := w.sourceFileSymbols(context.Background(), sm.files, sm.cfg)
		list = slices.DeleteFunc(list, func(fs *symbols.FileSymbols) bool { return fs == nil })
		info := packages.FromProject(sm.cfg.Manifest).Info()
		sum := symbols.BuildApp(info, list, nil)
		sm.sum = sum
		sm.hash = sum.Hash()
		if err := w.store.PutMany(store.Packages, map[store.Key][]byte{
			sourceDigestKey(w.buildKey, sm.digest): sm.hash[:],
			sourceModuleKey(w.buildKey, sm.hash):   symbols.EncodeModule(info, list),
		}); err != nil {
			w.log.Warn("caching a source dependency failed", "project", sm.dir, "error", err)
		}
	})
	return sm.sum, sm.err
}

// sourceFileSymbols returns the declarations of files (nil for a file that
// cannot be read), each cached by content hash under the same key as a
// project's own files (symbolsKey). The store is read in one transaction
// and written in batches: a cold Base Application is 8,000 files.
func (w *Workspace) sourceFileSymbols(ctx context.Context, files []string, cfg *project.Config) []*symbols.FileSymbols {
	parseKey := parseKey(w.engineKey, cfg)
	keys := make([]store.Key, len(files))
	ok := make([]bool, len(files))
	parallel(ctx, len(files), func(i int) {
		if src, err := os.ReadFile(files[i]); err == nil {
			keys[i], ok[i] = symbolsKey(parseKey, sha256.Sum256(src)), true
		}
	})
	var want []store.Key
	for i := range keys {
		if ok[i] {
			want = append(want, keys[i])
		}
	}
	found := w.store.GetMany(store.ProjectResults, want)
	out := make([]*symbols.FileSymbols, len(files))
	var mu sync.Mutex
	puts := map[store.Key][]byte{}
	flush := func() {
		if err := w.store.PutMany(store.ProjectResults, puts); err != nil {
			w.log.Warn("caching declarations failed", "error", err)
		}
		puts = map[store.Key][]byte{}
	}
	parallel(ctx, len(files), func(i int) {
		if !ok[i] {
			return
		}
		if b, hit := found[keys[i]]; hit {
			var st storedSymbols
			if json.Unmarshal(b, &st) == nil && st.Format == symbolsFormat && st.Symbols != nil {
				w.strings.intern(st.Symbols)
				out[i] = withFile(st.Symbols, files[i])
				return
			}
		}
		src, err := os.ReadFile(files[i])
		if err != nil {
			return
		}
		f := syntax.Parse(files[i], src, analysis.ParseOptions(cfg))
		fs := symbols.Extract(f)
		f.Release() // the declarations keep nothing of the tree
		w.strings.intern(fs)
		out[i] = fs
		if b, err := json.Marshal(storedSymbols{Format: symbolsFormat, Symbols: fs}); err == nil {
			mu.Lock()
			puts[symbolsKey(parseKey, sha256.Sum256(src))] = b
			if len(puts) >= flushEvery {
				flush()
			}
			mu.Unlock()
		}
	})
	mu.Lock()
	flush()
	mu.Unlock()
	return out
}

// sourceFiles lists every .al file below dir, nested projects included,
// skipping the folders project.IsSkippedDir names and symbolic links to
// folders; sorted.
func sourceFiles(dir string) []string {
	var out []string
	_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if d != nil && d.IsDir() && path != dir {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if path != dir && project.IsSkippedDir(d.Name()) {
				return fs.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && project.IsALFile(d.Name()) {
			out = append(out, path)
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// --- reports ---

// DependencyInfo describes one resolved dependency.
type DependencyInfo struct {
	symbols.Dependency
	// Objects counts the dependency's objects per kind (loaded ones only).
	Objects map[string]int `json:"objects,omitempty"`
}

// DependencyReport is a project's resolved dependencies.
type DependencyReport struct {
	Project      string           `json:"project"`
	App          symbols.App      `json:"app"`
	Dependencies []DependencyInfo `json:"dependencies"`
	// Warnings describe unreadable packages and dependencies that are
	// missing or could not be read.
	Warnings []string `json:"warnings"`
	// Elapsed is how long resolving and loading took.
	Elapsed time.Duration `json:"-"`
}

// Missing reports whether some dependency's declarations are not known.
func (r *DependencyReport) Missing() bool {
	for _, d := range r.Dependencies {
		if d.Symbols == nil {
			return true
		}
	}
	return false
}

// Dependencies resolves the project's dependencies under cfg (nil: the
// project's own configuration) and loads every one.
func (p *Project) Dependencies(ctx context.Context, cfg *project.Config) (*DependencyReport, error) {
	start := time.Now()
	if cfg == nil {
		var err error
		if cfg, err = p.Config(nil); err != nil {
			return nil, err
		}
	}
	layer := p.dependencyLayer(ctx, cfg)
	layer.load()
	rep := &DependencyReport{Project: p.Root, App: layer.info.App, Dependencies: []DependencyInfo{}}
	for _, d := range layer.deps {
		di := DependencyInfo{Dependency: *d}
		if d.Symbols != nil {
			di.Objects = packages.CountObjects(d.Symbols.Files)
		}
		rep.Dependencies = append(rep.Dependencies, di)
	}
	rep.Warnings = p.w.layerWarnings(layer)
	if rep.Warnings == nil {
		rep.Warnings = []string{}
	}
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// DependencyWarnings returns, for analyze's warnings, one line per
// dependency whose declarations are not known and per unreadable package.
// It resolves without loading declarations; right after an Analyze under
// cfg (no other analysis of the project started since) it reads that
// analysis's resolution instead of resolving the same again.
func (p *Project) DependencyWarnings(ctx context.Context, cfg *project.Config) []string {
	ds := &p.w.deps
	ds.mu.Lock()
	r, ok := ds.resolved[p.Root]
	ds.mu.Unlock()
	if ok && r.cfg == cfg && r.analysis == p.analyses.Load() {
		// A package that failed to load in the analysis is a failure now,
		// as a resolution now would find it (packageProblem).
		l := r.view.warningView()
		for _, pd := range l.pkgDeps {
			if why, ok := p.w.packageProblem(pd.ref.hash, pd.ref.path); ok {
				l.deps[pd.i].Problem, l.failed[pd.i] = why, true
			}
		}
		return p.w.layerWarnings(l)
	}
	return p.w.layerWarnings(p.resolveLayer(ctx, cfg, false))
}

func (l *depLayer) dependencyWarnings() []string {
	var out []string
	for i, d := range l.deps {
		name := d.App.Name
		if name == "" {
			name = d.App.ID
		}
		switch {
		case d.Origin == symbols.Missing:
			out = append(out, fmt.Sprintf("dependency %s not found (%s); rules that need it stayed silent", name, d.Problem))
		case d.Origin == symbols.RuntimePackage:
			out = append(out, fmt.Sprintf("dependency %s is only a runtime package (%s), which holds no readable symbols; rules that need it stayed silent", name, d.Location))
		case l.failed[i]:
			out = append(out, fmt.Sprintf("dependency %s could not be read (%s); rules that need it stayed silent", name, d.Problem))
		case d.Problem != "":
			out = append(out, fmt.Sprintf("dependency %s: %s", name, d.Problem))
		}
	}
	return out
}

// ExportDeclarations returns the declarations of the project as a source
// dependency sees them (every .al file below its folder, nested projects
// included), file names relative to the project folder with forward
// slashes, with the project's manifest: what alfix symbols export writes.
func (p *Project) ExportDeclarations(ctx context.Context) (packages.Manifest, []*symbols.FileSymbols, error) {
	cfg, err := p.Config(nil)
	if err != nil {
		return packages.Manifest{}, nil, err
	}
	sm := p.w.sourceModuleFor(ctx, p.Root)
	if sm == nil {
		return packages.Manifest{}, nil, fmt.Errorf("%s: the project could not be read", p.Root)
	}
	sum, err := sm.summary(ctx, p.w)
	if err != nil {
		return packages.Manifest{}, nil, err
	}
	out := make([]*symbols.FileSymbols, 0, len(sum.Files))
	for _, f := range sum.Files {
		name := f.File
		if rel, err := filepath.Rel(p.Root, f.File); err == nil {
			name = filepath.ToSlash(rel)
		}
		out = append(out, f.Renamed(name))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return packages.FromProject(cfg.Manifest), out, nil
}

// DependencyBytes estimates the memory the project's dependencies take
// once loaded, for the soft memory limit: eight times the size of each
// dependency package (a package compresses its declarations; exported
// ones compress them 7:1) and the size of a source dependency's AL files
// (its declarations take about half of that). Missing dependencies count
// nothing.
func (p *Project) DependencyBytes(ctx context.Context) int64 {
	return p.dependencyBytes(ctx, nil)
}

// dependencyBytes is DependencyBytes of the dependencies whose location
// count accepts (every one when count is nil).
func (p *Project) dependencyBytes(ctx context.Context, count func(origin symbols.Origin, location string) bool) int64 {
	cfg, err := p.Config(nil)
	if err != nil {
		return 0
	}
	var n int64
	for _, d := range p.resolveLayer(ctx, cfg, false).deps {
		if count != nil && !count(d.Origin, d.Location) {
			continue
		}
		switch d.Origin {
		case symbols.FromPackage:
			if fi, err := os.Stat(d.Location); err == nil {
				n += 8 * fi.Size()
			}
		case symbols.FromProject:
			for _, f := range sourceFiles(d.Location) {
				if fi, err := os.Stat(f); err == nil {
					n += fi.Size()
				}
			}
		}
	}
	return n
}

// MemoryBytes is the AL source of the workspace's projects and the
// estimated size of their dependencies (DependencyBytes), for the soft
// memory limit. A dependency counts once however many projects use it (its
// declarations are loaded once), and a source dependency that is itself
// one of the projects not at all (its source counts as that project's).
// Summing each project's DependencyBytes instead counted a Base
// Application folder's source twice (its module projects resolve it as a
// source dependency) and shared dependencies once per dependant.
func (w *Workspace) MemoryBytes(ctx context.Context) (int64, error) {
	projects := w.Projects()
	roots := make(map[string]bool, len(projects))
	for _, p := range projects {
		roots[filepath.Clean(p.Root)] = true
	}
	seen := map[string]bool{}
	count := func(origin symbols.Origin, location string) bool {
		location = filepath.Clean(location)
		if (origin == symbols.FromProject && roots[location]) || seen[location] {
			return false
		}
		seen[location] = true
		return true
	}
	var n int64
	for _, p := range projects {
		src, err := p.SourceBytes(ctx)
		if err != nil {
			return 0, fmt.Errorf("measuring the source of %s: %w", p.Root, err)
		}
		n += src + p.dependencyBytes(ctx, count)
	}
	return n, nil
}
