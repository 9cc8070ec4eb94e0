package workspace

import (
	"context"
	"fmt"
	"log/slog"
	"sync"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// This file is what the workspace core offers the rooms built on it (the symbol queries of
// workspace/query): a project's declarations as analyze sees them, reads through the project's
// snapshot and size policy, the worker pool, and a place for a room's per-workspace caches. The
// rooms never reach into the core's fields.

// summaryReader asks summaryFor for the summary whatever rules run: the
// symbol queries read it themselves.
var summaryReader = ruleSet{project: []analysis.EnabledRule{{}}}

// Declarations is what a project declares now: its configuration, the files
// of its snapshot and its summary with the dependency layer, from the same
// caches analyze uses.
type Declarations struct {
	Config  *project.Config
	Paths   []string         // the snapshot's files
	Summary *symbols.Summary // the project's declarations over its dependencies
	Hash    [32]byte         // the summary's hash: declarations and dependencies
}

// Declarations refreshes the snapshot and returns the project's summary.
func (p *Project) Declarations(ctx context.Context) (*Declarations, error) {
	cfg, err := p.Config(nil)
	if err != nil {
		return nil, err
	}
	paths, err := p.refresh(ctx)
	if err != nil {
		return nil, err
	}
	ps, err := p.summaryFor(ctx, paths, cfg, summaryReader, nil)
	if err != nil {
		return nil, err
	}
	sum := ps.get()
	if sum == nil {
		return nil, fmt.Errorf("%s: the project's declarations could not be read", p.Root)
	}
	return &Declarations{Config: cfg, Paths: paths, Summary: sum, Hash: ps.hash}, nil
}

// Workspace returns the workspace the project belongs to.
func (p *Project) Workspace() *Workspace { return p.w }

// ReadFile reads a file of the project through the snapshot (see readFile):
// regular files only, at most the file size limit, its hash recorded.
func (p *Project) ReadFile(path string) ([]byte, [32]byte, error) { return p.readFile(path) }

// SnapshotDigest hashes the paths with their known content hashes under the
// configuration's parse key (keys.go); false when some hash is not known yet.
func (p *Project) SnapshotDigest(paths []string, cfg *project.Config) ([32]byte, bool) {
	return p.snapshotDigest(paths, parseKey(p.w.engineKey, cfg))
}

// ReadSource reads a source file that is not necessarily the project's (a
// source dependency's), with the workspace's reader and size limit.
func (w *Workspace) ReadSource(path string) ([]byte, error) {
	b, _, err := w.readFile(path, w.maxFileSize())
	return b, err
}

// Log is the workspace's logger.
func (w *Workspace) Log() *slog.Logger { return w.log }

// Parallel calls fn(i) for i in [0, n) on GOMAXPROCS workers and returns when
// all calls returned; once ctx is done no further calls start.
func Parallel(ctx context.Context, n int, fn func(i int)) { parallel(ctx, n, fn) }

// attachments holds the rooms' per-workspace state.
type attachments struct {
	mu sync.Mutex
	m  map[any]any
}

// Attached returns the value a room keeps in this workspace under key,
// made by create on first use. Keys are a room's own unexported types, so
// rooms cannot see each other's state.
func (w *Workspace) Attached(key any, create func() any) any {
	a := &w.attached
	a.mu.Lock()
	defer a.mu.Unlock()
	if v, ok := a.m[key]; ok {
		return v
	}
	if a.m == nil {
		a.m = map[any]any{}
	}
	v := create()
	a.m[key] = v
	return v
}

// MaxFileSize is the largest source file the workspace reads.
func (w *Workspace) MaxFileSize() int64 { return w.maxFileSize() }
