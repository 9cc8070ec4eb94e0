package workspace

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/txn"
)

// This file is what the workspace core offers the rooms built on it (the
// symbol queries of workspace/query, the fix use cases of workspace/fix): a
// project's declarations as analyze sees them, reads through the project's
// snapshot and size policy, the worker pool, a place for a room's
// per-workspace caches, and (below) runs of the rules on one file, the
// progress model and the write path. The rooms never reach into the core's
// fields.

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
	return &Declarations{Config: cfg, Paths: slices.Clone(paths), Summary: sum, Hash: ps.hash}, nil
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

// What the fix use cases of workspace/fix build on: runs of the rules on
// one file read now (never from a cache, so fixes match the bytes), the
// analysis of one rule as a step of a longer call, the progress model, the
// order of findings, and the one way a project file is written.

// RuleOptions are the options the project's rules run with under cfg: the
// workspace's rule budget, the project summary sum (nil when no rule reads
// it), and the project's code as fixes that edit other files see it (a new
// analysis.Sources over the snapshot's AL files, each read on first use;
// the edits of other files apply to the bytes it read).
func (p *Project) RuleOptions(cfg *project.Config, sum *symbols.Summary) analysis.Options {
	return analysis.Options{RuleBudget: p.w.opts.RuleBudget, Summary: sum, Sources: p.sources(cfg)}
}

// An Inspection is one file's content as read now and its full diagnostics
// under some rules (with fixes, pragma-suppressed ones included). It never
// comes from a cache, so the fixes match the content's hash.
type Inspection struct {
	Path    string
	Content []byte
	Hash    [32]byte
	// Diagnostics are the rules' diagnostics; Findings the same with
	// positions resolved, in the same order.
	Diagnostics []analysis.Diagnostic
	Findings    []Finding
	// Sources are the project files the fixes were computed against (see
	// RuleOptions).
	Sources *analysis.Sources
}

// Inspect reads one file of the project now (ReadFile) and runs the rules
// on it with the project summary under cfg.
func (p *Project) Inspect(ctx context.Context, path string, cfg *project.Config, rules []analysis.EnabledRule) (*Inspection, error) {
	src, h, err := p.readFile(path)
	if err != nil {
		return nil, err
	}
	sum, err := p.Summary(ctx, cfg, rules)
	if err != nil {
		return nil, err
	}
	return p.InspectContent(ctx, path, src, h, cfg, rules, sum), nil
}

// InspectContent runs the rules on content already read (h is its hash,
// kept as given), with the project summary already computed (nil when no
// rule reads it).
func (p *Project) InspectContent(ctx context.Context, path string, src []byte, h [32]byte, cfg *project.Config, rules []analysis.EnabledRule, sum *symbols.Summary) *Inspection {
	f := syntax.Parse(path, src, analysis.ParseOptions(cfg))
	opts := p.RuleOptions(cfg, sum)
	fr := analysis.AnalyzeFile(ctx, f, cfg, rules, opts)
	in := &Inspection{Path: path, Content: src, Hash: h, Diagnostics: fr.Diagnostics, Sources: opts.Sources}
	analyzers := analyzerOf(rules)
	for _, d := range fr.Diagnostics {
		in.Findings = append(in.Findings, findingOf(f, d, analyzers[d.RuleID]))
	}
	return in
}

// AnalyzeRule is Analyze as one step of a use case that reads the findings
// of one rule only (a fix-all): t is the use case's tracker (req.Progress
// is ignored and t is not finished), and when the results of every enabled
// rule are not cached for the first file the call runs the rule ruleID
// alone, caching its results under that rule alone.
func (p *Project) AnalyzeRule(ctx context.Context, req AnalyzeRequest, ruleID string, t *Tracker) (*AnalyzeResult, error) {
	req.tracker, req.only = t.inner(), ruleID
	return p.Analyze(ctx, req)
}

// Analyses counts the analysis passes (calls of Analyze) the project has
// made: what "analyses its scope once" is measured by.
func (p *Project) Analyses() int64 { return p.analyses.Load() }

// A PhaseShare is a phase of a use case and its share of ProgressTotal.
type PhaseShare struct {
	Phase  Phase
	Weight int
}

// A Tracker turns the phases of one call into progress updates (the model
// of progress.go). A nil Tracker does nothing. It is safe for concurrent
// use.
type Tracker struct{ t *tracker }

// NewTracker returns a tracker for the phases of plan sending to out, or
// nil when out is nil. It sends its first update (Done 0) at once.
func NewTracker(out Progress, plan []PhaseShare) *Tracker {
	shares := make([]phaseShare, len(plan))
	for i, ps := range plan {
		shares[i] = phaseShare{ps.Phase, ps.Weight}
	}
	t := newTracker(out, shares)
	if t == nil {
		return nil
	}
	return &Tracker{t}
}

func (t *Tracker) inner() *tracker {
	if t == nil {
		return nil
	}
	return t.t
}

// Begin enters phase (the phases between count as done) with items to do;
// what names them. A phase not in the plan, or one already passed, is
// ignored.
func (t *Tracker) Begin(phase Phase, items int, what string) { t.inner().begin(phase, items, what) }

// Advance reports items done in the current phase; a smaller count than
// the last is ignored.
func (t *Tracker) Advance(done int) { t.inner().advance(done) }

// Finish sends the final update, Done == Total.
func (t *Tracker) Finish() { t.inner().finish() }

// SortFindings orders findings by path, line, column and id, keeping the
// given order of equal ones: the one order every result of alfix uses.
func SortFindings(fs []Finding) { sortFindings(fs) }

// CompareFindings is the order of SortFindings as a three-way comparison.
func CompareFindings(a, b *Finding) int { return compareFindingsAt(a, b) }

// Write commits changes to files of the project as one transaction through
// txn, under the project's write lock: every file lands or none does. With
// skipStale, files that changed since their Base are left out and
// reported, and the rest are written; otherwise any such file aborts the
// whole write. The snapshot moves to the new content of the files written.
// t, when set, hears PhaseWriting step by step.
func (p *Project) Write(ctx context.Context, changes []txn.Change, skipStale bool, t *Tracker) (txn.Result, error) {
	p.writeMu.Lock()
	defer p.writeMu.Unlock()
	plan := txn.Plan{Root: p.Root, Changes: changes}
	opts := txn.Options{SkipStale: skipStale}
	if tr := t.inner(); tr != nil {
		// Three steps per file: its backup, its staged copy synced, its
		// rename into place (the journal's syncs add a few more).
		tr.begin(PhaseWriting, 3*len(changes), "steps")
		var steps atomic.Int64
		opts.FS = stepFS{FS: txn.OS, step: func() { tr.advance(int(steps.Add(1))) }}
	}
	res, err := txn.Commit(ctx, plan, opts)
	if res.Committed {
		for i, fr := range res.Files {
			if fr.Outcome == txn.Written && i < len(changes) {
				p.afterWrite(fr.Path, fr.Hash)
			}
		}
	}
	return res, err
}

// afterWrite moves the snapshot of a written file to its new content,
// whose hash txn reported.
func (p *Project) afterWrite(path string, hash [32]byte) {
	fi, err := statFile(path)
	if err != nil {
		p.markDirty([]string{path}, false)
		return
	}
	p.noteHash(path, fi, hash)
}
