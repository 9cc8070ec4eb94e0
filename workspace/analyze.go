package workspace

import (
	"context"
	"crypto/sha256"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/store"
)

// resultFormat is the version of the encoded per-file results in the store.
// 2: findings carry their analyzer, and the syntax errors are among them.
// 3: binary (resultcodec.go) instead of JSON.
const resultFormat = 3

// fileResult is the cached outcome of analysing one file's content under one
// configuration: findings with positions and fix keys, never trees or
// edits. The file-rule part also holds the file's syntax errors.
type fileResult struct {
	Format int
	// Diagnostics are the file's findings without their path, in the
	// order of sortFindings.
	Diagnostics    findingSet
	AnalyzerErrors []analysis.AnalyzerError

	// stored is the store key whose entry holds this result encoded (it
	// was written there or read from there), nil when none does: the
	// result kept under another key is written as an alias of that entry
	// (rememberLater).
	stored atomic.Pointer[[32]byte]
}

// AnalyzeRequest selects what to analyse.
type AnalyzeRequest struct {
	// Paths restricts the analysis to these files (absolute, cleaned); nil
	// means every file of the project.
	Paths []string
	// Filter, when set, keeps only files for which it returns true.
	Filter func(path string) bool
	// Config is the configuration to analyse under; nil means the
	// project's own.
	Config *project.Config
	// Compiled are compiler diagnostics to merge into the findings (almcp's
	// al_compile for this project; see mergeCompiler). Those outside the
	// requested files are left out, and so are those without a location
	// when Paths or Filter limit the request (counted in UnlocatedLeftOut).
	Compiled []almcp.Diagnostic
	// CompilerRan reports that the AL compiler checked the project (its
	// diagnostics are Compiled, however many): the verdict is then
	// complete by the compiler (CompileChecks.By).
	CompilerRan bool
	// Progress, when set, hears the phases listing, declarations and
	// analyzing, and the final update (see progress.go).
	Progress Progress
	// BaselineApp is the package of the app's previous version the
	// breaking-change rules compare with (relative to the project folder),
	// instead of the one AppSourceCop.json names (baseline_app.go).
	BaselineApp string

	// tracker, when set, is the tracker of a use case that analyses as one
	// of its steps (PlanFixAll); Progress is then ignored and the tracker
	// is not finished.
	tracker *tracker
	// only, when set, is the id of the one rule whose findings the caller
	// reads (PlanFixAll). Unless the results of every enabled rule are
	// cached for every file in scope (cachedForAll), the call runs that
	// rule alone: a fix-all then pays for one rule, not for all of them,
	// whatever the session analysed before (one file, other analyzers). Its
	// results are cached under that rule alone and never reused as a whole
	// analysis's assembly.
	only string
}

// AnalyzeResult holds the findings of an analysis.
type AnalyzeResult struct {
	Config *project.Config
	// Findings holds every finding of the analysed files: rule diagnostics
	// (suppressed ones included, flagged), syntax errors and merged
	// compiler diagnostics, sorted by path, line, column and id. Its
	// segments may be shared with other calls' results: never modify them.
	Findings Findings
	// AnalyzerErrors lists rules that failed on a file, sorted by path and
	// rule id.
	AnalyzerErrors []analysis.AnalyzerError
	// UnlocatedLeftOut counts compiler diagnostics without a location left
	// out because the request was limited to some files.
	UnlocatedLeftOut int
	// LeftOut are the enabled rules whose findings at the spans of the rule
	// they duplicate were dropped (see Workspace.Rules, DropDuplicates).
	LeftOut  []project.LeftOut
	Files    int // files in scope
	Analyzed int // files parsed and analysed in this call
	Cached   int // files answered from the cache
	Elapsed  time.Duration
	// Warnings are the cache's since the last call (a damaged cache file
	// moved aside, a cache file locked by another process).
	Warnings []string
	// CompileChecks is the verdict on the compile checks: complete, or
	// partial with the missing dependencies and the silent kinds
	// (verdict.go). It depends on the project's configuration and
	// dependencies, not on Paths or Filter.
	CompileChecks CompileChecks
}

// Analyze refreshes the snapshot and returns the findings of the requested
// files, analysing only contents not seen before under this configuration.
func (p *Project) Analyze(ctx context.Context, req AnalyzeRequest) (*AnalyzeResult, error) {
	start := time.Now()
	p.analyses.Add(1)
	t := req.tracker
	if t == nil {
		t = newTracker(req.Progress, analyzePlan)
		defer t.finish()
	}
	paths, err := p.refreshTracked(ctx, t)
	if err != nil {
		return nil, err
	}
	cfg := req.Config
	if cfg == nil {
		if cfg, err = p.Config(nil); err != nil {
			return nil, err
		}
	}
	if cfg, err = p.withBaseline(cfg, req.BaselineApp); err != nil {
		return nil, err
	}
	choice := p.w.Rules(cfg)
	// The compiler checks run in every analysis: only a ruleset entry for a
	// compiler warning (AL0432) changes one, as it does for the compiler.
	rules := splitRules(append(slices.Clip(choice.Enabled), check.EnabledFor(cfg)...), cfg)
	sum, err := p.summaryFor(ctx, paths, cfg, rules, t)
	if err != nil {
		return nil, err
	}
	if req.Paths != nil {
		paths = req.Paths
	}
	if req.Filter != nil {
		kept := paths[:0:0]
		for _, path := range paths {
			if req.Filter(path) {
				kept = append(kept, path)
			}
		}
		paths = kept
	}
	res := &AnalyzeResult{Config: cfg, Files: len(paths), LeftOut: choice.LeftOut}
	restricted := false
	if req.only != "" && len(paths) > 0 && !p.cachedForAll(paths, rules, sum) {
		rules, restricted = onlyRule(rules, req.only, cfg), true
	}
	// A call over the whole unchanged snapshot with the same rules gets the
	// last call's findings back without assembling them again.
	reuse := req.Filter == nil && req.Paths == nil && len(req.Compiled) == 0 && !restricted
	incremental := false // the findings were assembled from the last call's and an edit's
	var key [32]byte
	if reuse {
		key, reuse = p.assemblyKey(paths, cfg, rules, sum, choice.LeftOut)
	}
	p.mu.Lock()
	last := p.assembled
	p.mu.Unlock()
	if reuse && last != nil && last.key == key {
		t.begin(PhaseAnalyzing, len(paths), "files")
		t.advance(len(paths))
		res.Findings, res.AnalyzerErrors, res.Cached = last.findings, last.errors, last.files
	} else {
		var base *assembly
		if reuse {
			base = last // its unchanged files' findings are copied, not merged again
		}
		// A one-shot command's whole-project analysis lets go of the
		// per-file results while it copies them (ForgetResults).
		release := reuse && p.w.opts.ForgetResults
		a, err := p.assemble(ctx, paths, cfg, rules, sum, choice.LeftOut, t, base, release)
		if err != nil {
			return nil, err
		}
		res.Findings, res.AnalyzerErrors, res.Analyzed, res.Cached = a.findings, a.errors, a.analyzed, a.files-a.analyzed
		incremental = a.reused
		if req.Filter == nil && req.Paths == nil && !restricted {
			// Every file's results are in the memo now (prefetch).
			p.mu.Lock()
			p.prefetched = p.prefetchState(rules, sum)
			p.mu.Unlock()
		}
		if reuse {
			a.key = key
			p.mu.Lock()
			p.assembled = a
			p.mu.Unlock()
		}
	}
	if len(req.Compiled) > 0 {
		var merged []Finding
		merged, res.UnlocatedLeftOut = mergeCompiled(res.Findings, req)
		res.Findings = FindingsOf(merged)
	}
	res.CompileChecks = p.compileVerdict(sum, req.CompilerRan)
	p.flushLater()
	p.flushAfter(incremental)
	res.Warnings = p.w.store.TakeWarnings()
	res.Elapsed = time.Since(start)
	return res, nil
}

// assembly is an analysis's findings and analyzer errors, with the key of
// what they were assembled from (assemblyKey) when that is known. The
// slices are shared by every result that reuses them: never modified.
type assembly struct {
	key      [32]byte
	findings Findings
	errors   []analysis.AnalyzerError
	files    int // files with results
	analyzed int // of which analysed in the call that assembled them
	// For an assembly in path order: the paths, each one's result parts,
	// the findings of each group of groupFiles paths (the segments of
	// findings, empty ones included) and the end of each path's findings
	// in its group's, and the rules left out, so that the next assembly
	// over the same paths takes the groups and copies the findings of the
	// files whose parts are the same (assemble).
	paths    []string
	parts    [][2]*fileResult
	groups   [][]Finding
	fileEnds []int
	leftOut  []project.LeftOut
	// partsKey names what the parts are results under (the rules' and
	// the summary's keys) and gen the snapshot generation they are of: the
	// next assembly under the same keys takes the parts of the files whose
	// entries did not change since (reusedParts).
	partsKey prefetchState
	gen      uint64
	// reused is set when the assembly took the parts of unchanged files
	// from the last one (an edit's call).
	reused bool
}

// assemblyKey identifies what an analysis of paths assembles from: the
// snapshot (every path with its content hash), both rule configurations,
// the summary's hash and the rules left out as duplicates. false when some
// content hash is not known.
func (p *Project) assemblyKey(paths []string, cfg *project.Config, rules ruleSet, sum *projectSummary, leftOut []project.LeftOut) ([32]byte, bool) {
	d, ok := p.snapshotDigest(paths, parseKey(p.w.engineKey, cfg))
	if !ok {
		return d, false
	}
	h := sha256.New()
	h.Write(d[:])
	h.Write(rules.fileConfig[:])
	h.Write(rules.projectConfig[:])
	if sum != nil {
		h.Write(sum.hash[:])
	}
	for _, l := range leftOut {
		h.Write([]byte(l.RuleID + "\x00" + l.DuplicateOf + "\x00"))
	}
	var key [32]byte
	h.Sum(key[:0])
	return key, true
}

// assemble gets every file's results (from the caches or by analysing it)
// and copies them, sorted, into segments of findings, without the findings
// of rules left out as duplicates at their duplicate's spots
// (DropDuplicates): the segments are the one copy every later call over
// the same snapshot shares.
//
// A base assembly over the same paths with the same rules left out lends
// its segment of every group of files whose result parts are the ones it
// had, and the findings of such files in the other groups: only the
// changed files' parts are merged, and only their groups copied.
//
// With release set, the memo is emptied once every file's results are had
// and each group's results are let go of once its findings are copied:
// the findings are not held twice at the end of a one-shot analysis, and
// the assembly keeps no parts to lend.
func (p *Project) assemble(ctx context.Context, paths []string, cfg *project.Config, rules ruleSet, sum *projectSummary,
	leftOut []project.LeftOut, t *tracker, base *assembly, release bool) (*assembly, error) {
	a := &assembly{partsKey: p.prefetchState(rules, sum)}
	a.partsKey.memoGen = 0 // the parts stand whatever the memo holds
	p.mu.Lock()
	a.gen = p.gen
	inOrder := p.isListedLocked(paths) // the snapshot's own list is sorted
	p.mu.Unlock()
	inOrder = inOrder || slices.IsSorted(paths)
	// Each file's two parts (file rules, project rules) stay apart until
	// they are copied once into the result.
	results, todo := p.reusedParts(paths, inOrder, len(rules.project) > 0, a.partsKey, base)
	var analyzed, cached, done atomic.Int64
	if todo == nil {
		results = make([][2]*fileResult, len(paths))
		todo = make([]int, len(paths))
		for i := range todo {
			todo[i] = i
		}
	} else {
		a.reused = true
		for i, parts := range results {
			if parts[0] != nil && !slices.Contains(todo, i) {
				cached.Add(1)
			}
		}
	}
	c := p.newCarry(sum, rules, cfg)
	absent := p.prefetch(paths, cfg, rules, sum, c)
	t.begin(PhaseAnalyzing, len(paths), "files")
	done.Store(int64(len(paths) - len(todo)))
	parallel(ctx, len(todo), func(k int) {
		i := todo[k]
		p.lookedUp.Add(1)
		r, hit := p.fileResult(ctx, paths[i], cfg, rules, sum, c, absent)
		results[i] = r
		if hit {
			cached.Add(1)
		} else if r[0] != nil {
			analyzed.Add(1)
		}
		t.advance(int(done.Add(1)))
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p.builtSummaryAnalysed(sum)
	if release {
		p.mu.Lock()
		p.memo, p.memoOld = map[[32]byte]*fileResult{}, nil
		p.memoGen++
		p.mu.Unlock()
		base = nil
	}
	for i, parts := range results {
		for _, r := range parts {
			if r != nil {
				for _, e := range r.AnalyzerErrors {
					e.Path = paths[i]
					a.errors = append(a.errors, e)
				}
			}
		}
	}
	sortAnalyzerErrors(a.errors)
	a.analyzed = int(analyzed.Load())
	a.files = a.analyzed + int(cached.Load())
	if !inOrder {
		total := 0
		for _, parts := range results {
			for _, r := range parts {
				if r != nil {
					total += r.Diagnostics.Len()
				}
			}
		}
		flat := make([]Finding, 0, total)
		for i, parts := range results {
			flat = appendParts(flat, parts, paths[i])
		}
		sortFindings(flat)
		a.findings = FindingsOf(dropDuplicatesInPlace(flat, leftOut))
		return a, nil
	}
	// In path order, a file's findings sorted among themselves are the
	// whole list sorted: only each file's two parts need merging, and the
	// duplicates (found per file: a spot is in one file) dropped.
	a.paths, a.parts, a.leftOut = paths, results, leftOut
	if release {
		a.parts = nil // let go of below
	}
	lend := base != nil && base.parts != nil && samePaths(base.paths, paths) && slices.Equal(base.leftOut, leftOut)
	if lend && assemblyFindingsHold(base, results, leftOut) {
		// Every changed file has the findings it had: the base's list
		// stands as it is.
		a.findings, a.groups, a.fileEnds = base.findings, base.groups, base.fileEnds
		p.assemblyLends.Add(1)
		return a, nil
	}
	// The findings are built a group of files at a time; a group whose
	// files all have the parts they had in base is base's segment itself.
	a.groups = make([][]Finding, (len(paths)+groupFiles-1)/groupFiles)
	a.fileEnds = make([]int, len(paths))
	for g := range a.groups {
		lo, hi := g*groupFiles, min(len(paths), (g+1)*groupFiles)
		if lend && sameParts(results[lo:hi], base.parts[lo:hi]) {
			a.groups[g] = base.groups[g]
			copy(a.fileEnds[lo:hi], base.fileEnds[lo:hi])
			a.findings.append(a.groups[g])
			continue
		}
		n := 0
		for _, parts := range results[lo:hi] {
			for _, r := range parts {
				if r != nil {
					n += r.Diagnostics.Len()
				}
			}
		}
		seg := make([]Finding, 0, n)
		for i := lo; i < hi; i++ {
			if lend && results[i] == base.parts[i] {
				seg = append(seg, base.fileFindings(i)...)
			} else {
				k := len(seg)
				seg = appendParts(seg, results[i], paths[i])
				seg = seg[:k+len(dropDuplicatesInPlace(seg[k:], leftOut))]
			}
			a.fileEnds[i] = len(seg)
		}
		a.groups[g] = seg
		a.findings.append(seg)
		if release {
			clear(results[lo:hi])
		}
	}
	if lend {
		p.assemblyLends.Add(1)
	}
	return a, nil
}

// groupFiles is how many files (in path order) share one segment of an
// assembly's findings: an edit copies the findings of the group it
// changed, not the project's.
const groupFiles = 32

// fileFindings returns the findings of the i-th path of an assembly in
// path order.
func (a *assembly) fileFindings(i int) []Finding {
	start := 0
	if i%groupFiles != 0 {
		start = a.fileEnds[i-1]
	}
	return a.groups[i/groupFiles][start:a.fileEnds[i]]
}

// sameParts reports whether two runs of files' result parts are the same.
func sameParts(a, b [][2]*fileResult) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// appendParts appends the merged findings of a file's two result parts.
// Every cached result was stored in order by this build (the cache keys
// hold the executable's hash).
func appendParts(dst []Finding, parts [2]*fileResult, path string) []Finding {
	var sets [2]*findingSet
	for k, r := range parts {
		if r != nil {
			sets[k] = &r.Diagnostics
		} else {
			sets[k] = &findingSet{}
		}
	}
	return appendMerged(dst, sets[0], sets[1], path)
}

// reusedParts returns, when base is an assembly over the same paths (in
// order) whose parts are results under key, a copy of its parts and the
// indexes of the paths whose snapshot entries changed since it was made
// (non-nil, possibly empty): only those need their results looked up
// again. It returns nil, nil when every file is to be looked up.
func (p *Project) reusedParts(paths []string, inOrder, withProject bool, key prefetchState, base *assembly) ([][2]*fileResult, []int) {
	if !inOrder || base == nil || base.parts == nil || base.partsKey != key || !samePaths(base.paths, paths) {
		return nil, nil
	}
	p.mu.Lock()
	changed, ok := p.changedSinceLocked(base.gen)
	p.mu.Unlock()
	if !ok || len(changed) > len(paths)/8+64 {
		return nil, nil
	}
	todo := make([]int, 0, len(changed))
	for _, path := range changed {
		if i, found := slices.BinarySearch(paths, path); found {
			todo = append(todo, i)
		}
	}
	if withProject {
		// A project part that stands for a summary that could not be had
		// was never cached: look it up again, as fileResult would.
		for i, parts := range base.parts {
			if parts[1] == emptyResult {
				todo = append(todo, i)
			}
		}
	}
	slices.Sort(todo)
	return slices.Clone(base.parts), slices.Compact(todo)
}

// assemblyFindingsHold reports whether the files whose parts differ from base's
// have, merged and without the duplicates of leftOut, the findings they
// have in base's list: the list then stands for results as it is.
func assemblyFindingsHold(base *assembly, results [][2]*fileResult, leftOut []project.LeftOut) bool {
	var scratch []Finding
	for i, parts := range results {
		if parts == base.parts[i] {
			continue
		}
		scratch = appendParts(scratch[:0], parts, base.paths[i])
		scratch = dropDuplicatesInPlace(scratch, leftOut)
		if !slices.EqualFunc(scratch, base.fileFindings(i), equalFinding) {
			return false
		}
	}
	return true
}

// equalFinding reports whether two findings are equal in every field.
func equalFinding(a, b Finding) bool {
	return a.Path == b.Path && a.ID == b.ID && a.Analyzer == b.Analyzer && a.Start == b.Start && a.End == b.End &&
		a.Line == b.Line && a.Column == b.Column && a.EndLine == b.EndLine && a.EndColumn == b.EndColumn &&
		a.Message == b.Message && a.Severity == b.Severity && a.Suppressed == b.Suppressed && slices.Equal(a.FixKeys, b.FixKeys)
}

// appendMerged appends the findings of a file's two parts, each in the
// order of sortFindings, to dst as path's findings in that order: ties keep
// a's before b's, as a stable sort of a then b would.
func appendMerged(dst []Finding, a, b *findingSet, path string) []Finding {
	i, j := 0, 0
	var fa, fb Finding
	if a.Len() > 0 {
		fa = a.at(0)
	}
	if b.Len() > 0 {
		fb = b.at(0)
	}
	for i < a.Len() && j < b.Len() {
		var f Finding
		if compareFindingsAt(&fb, &fa) < 0 {
			f = fb
			if j++; j < b.Len() {
				fb = b.at(j)
			}
		} else {
			f = fa
			if i++; i < a.Len() {
				fa = a.at(i)
			}
		}
		f.Path = path
		dst = append(dst, f)
	}
	for ; i < a.Len(); i++ {
		f := a.at(i)
		f.Path = path
		dst = append(dst, f)
	}
	for ; j < b.Len(); j++ {
		f := b.at(j)
		f.Path = path
		dst = append(dst, f)
	}
	return dst
}

// parallel calls fn(i) for i in [0, n) on GOMAXPROCS workers and returns
// when all calls returned; once ctx is done no further calls start.
func parallel(ctx context.Context, n int, fn func(i int)) {
	work := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				fn(i)
			}
		}()
	}
feed:
	for i := range n {
		select {
		case work <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()
}

// ruleSet splits the enabled rules into those that read only their file
// and those that read the project summary: their results are cached under
// different keys (the second also under the summary's hash).
type ruleSet struct {
	file, project []analysis.EnabledRule
	// fileConfig and projectConfig are the configuration keys of the two
	// sets (configKey in keys.go), computed once per call.
	fileConfig, projectConfig [32]byte
	// analyzers maps both sets' rule ids to their analyzer groups
	// (analyzerOf), made once per call rather than per file.
	analyzers map[string]string
}

func splitRules(rules []analysis.EnabledRule, cfg *project.Config) ruleSet {
	var rs ruleSet
	for _, r := range rules {
		if r.Rule.UsesProject {
			rs.project = append(rs.project, r)
		} else {
			rs.file = append(rs.file, r)
		}
	}
	rs.fileConfig, rs.projectConfig = configKey(cfg, rs.file), configKey(cfg, rs.project)
	rs.analyzers = analyzerOf(rules)
	return rs
}

// onlyRule returns the rule set of the rule with this id in rules (an
// empty set when there is none).
func onlyRule(rules ruleSet, id string, cfg *project.Config) ruleSet {
	var kept []analysis.EnabledRule
	for _, r := range slices.Concat(rules.file, rules.project) {
		if r.Rule.ID == id {
			kept = append(kept, r)
		}
	}
	return splitRules(kept, cfg)
}

// cachedForAll reports whether every path's results under rules are
// cached (cachedFor), stopping at the first that is not: one file
// analysed before under these rules says nothing about the others.
func (p *Project) cachedForAll(paths []string, rules ruleSet, sum *projectSummary) bool {
	for _, path := range paths {
		if !p.cachedFor(path, rules, sum) {
			return false
		}
	}
	return true
}

// cachedFor reports whether both result parts of path's current content
// under rules are in the memo or the store.
func (p *Project) cachedFor(path string, rules ruleSet, sum *projectSummary) bool {
	h, ok := p.knownHash(path)
	if !ok || p.cachedResult(p.resultKey(h, rules, nil)) == nil {
		return false
	}
	return len(rules.project) == 0 || p.cachedResult(p.resultKey(h, rules, sum)) != nil
}

// projectSummary is a summary with its hash. When only the hash is known
// (a restarted process whose cached results all hit), load builds the
// summary the first time a rule needs it.
type projectSummary struct {
	hash [32]byte
	once sync.Once
	sum  *symbols.Summary
	load func() *symbols.Summary
	// built is the summary when it was built from the files when its hash
	// was taken (nil for one found by its stored hash): only then it
	// certainly holds the declarations the hash stands for.
	built *symbols.Summary
	// layer is the dependency layer the summary was (or would be) built
	// on: the compile verdict reads it (verdict.go).
	layer *depLayer
	// loaded is set once get has built the summary: the layer's
	// declarations are then loaded and may be read.
	loaded atomic.Bool
	// unloaded memoizes the compile verdict's dependency state once it is
	// settled (verdict.go: unloadedDeps).
	unloaded     atomic.Pointer[map[int]string]
	unloadedOnce sync.Once
	// facts are the project rules' facts of the summary, taken when a
	// declaration change compares them (carry.go).
	facts factsMemo
}

// get returns the summary, building it on first use when needed.
func (ps *projectSummary) get() *symbols.Summary {
	ps.once.Do(func() {
		if ps.sum == nil && ps.load != nil {
			ps.sum = ps.load()
		}
		ps.loaded.Store(ps.sum != nil)
	})
	return ps.sum
}

// findingScratch holds the buffers fileResult sorts a file's findings in
// before it packs them (findingSet): the packed set is what is kept.
var findingScratch = sync.Pool{New: func() any { return new([]Finding) }}

// emptyResult stands for the results of an empty rule set.
var emptyResult = &fileResult{Format: resultFormat}

// fileResult returns the analysis of one file's current content, from the
// in-memory memo, the store, or a fresh analysis (stored for next time). It
// reports whether the answer came from a cache. The answer is in two parts,
// the file rules' (with the syntax errors) and the project rules'. A file
// that cannot be read (removed meanwhile) yields nil parts. Results of file
// rules and of project rules are cached apart, so that a declaration
// changed elsewhere re-runs only the project rules.
func (p *Project) fileResult(ctx context.Context, path string, cfg *project.Config, rules ruleSet, sum *projectSummary, c *carry,
	absent map[[32]byte]bool) ([2]*fileResult, bool) {
	// After a declaration change the project part is looked for in the
	// memo, then carried over, then in the store (prefetch did not ask it).
	carries := c.usable()
	lookup := func(h [32]byte) (fileRes, projRes *fileResult) {
		// The file part is there even without file rules: it holds the
		// syntax errors.
		fk, pk := p.resultKeys(h, rules, sum)
		fileRes, projRes = p.cachedResultUnless(fk, absent), emptyResult
		if len(rules.project) > 0 {
			if carries {
				projRes = p.memoResult(pk)
			} else {
				projRes = p.cachedResultUnless(pk, absent)
			}
		}
		return fileRes, projRes
	}
	// A declaration changed elsewhere: keep the earlier result of the
	// project rules when the change cannot concern this file, else take
	// the store's. It is asked once per content: tried is the content
	// asked about, when asked (a file the change reaches is parsed to tell).
	var tried [32]byte
	asked := false
	carried := func(h [32]byte, src []byte, ms *symbols.MentionSet) *fileResult {
		tried, asked = h, true
		key := p.resultKey(h, rules, sum)
		r := c.result(p, path, src, h, ms, rules)
		if r == nil {
			if carries {
				return p.cachedResultUnless(key, absent)
			}
			return nil
		}
		if ctx.Err() == nil {
			p.rememberLater(key, r)
		}
		return r
	}
	if h, ok := p.knownHash(path); ok {
		a, b := lookup(h)
		if a != nil && b == nil {
			if ms := p.mentionSet(h); ms != nil {
				b = carried(h, nil, ms)
			}
		}
		if a != nil && b != nil {
			return [2]*fileResult{a, b}, true
		}
	}
	src, h, err := p.readFile(path)
	if err != nil {
		return [2]*fileResult{}, false
	}
	if len(rules.project) > 0 && p.w.opts.Watch {
		// The name index for the declaration changes to come, made while
		// the text is at hand: only a session that lives on (watching its
		// files) sees them; a one-shot run makes none.
		p.noteMentions(h, src)
	}
	fileRes, projRes := lookup(h)
	if fileRes != nil && projRes == nil && (!asked || tried != h) {
		projRes = carried(h, src, p.noteMentions(h, src))
	}
	if fileRes != nil && projRes != nil {
		return [2]*fileResult{fileRes, projRes}, true
	}
	f := syntax.Parse(path, src, analysis.ParseOptions(cfg))
	// The declarations the summary pass extracted from this content, when
	// it did: the name resolution then shares them (and the summary's
	// objects) instead of extracting its own copy.
	fs := p.memoSymbols(symbolsKey(parseKey(p.w.engineKey, cfg), h), path)
	// The tree's arrays go to the next parse once the rules are done with
	// it, unless a rule failed: one that ran out of its budget may still be
	// running over the tree.
	release := true
	run := func(rs []analysis.EnabledRule, ps *projectSummary) *fileResult {
		opts := analysis.Options{RuleBudget: p.w.opts.RuleBudget, Symbols: fs}
		if ps != nil {
			opts.Baseline = p.baselineSymbols(cfg)
			if opts.Summary = ps.get(); opts.Summary == nil {
				// Without the project's declarations the result would be
				// wrong; report nothing rather than cache it.
				return emptyResult
			}
		}
		fr := analysis.AnalyzeFile(ctx, f, cfg, rs, opts)
		if len(fr.AnalyzerErrors) > 0 || ctx.Err() != nil {
			release = false
		}
		r := &fileResult{Format: resultFormat, AnalyzerErrors: fr.AnalyzerErrors}
		analyzers := rules.analyzers
		if analyzers == nil {
			analyzers = analyzerOf(rs)
		}
		var syntaxErrs []Finding
		if ps == nil {
			syntaxErrs = syntaxFindings(f)
		}
		scratch := findingScratch.Get().(*[]Finding)
		all := (*scratch)[:0]
		for _, d := range fr.Diagnostics {
			all = append(all, findingOf(f, d, analyzers[d.RuleID]))
		}
		all = append(all, syntaxErrs...)
		for i := range r.AnalyzerErrors {
			r.AnalyzerErrors[i].Path = ""
		}
		// Stored in order, so that assembling a listing merges instead of
		// sorting; kept packed (findingSet).
		sortFindings(all)
		r.Diagnostics = packFindings(all)
		clear(all)
		*scratch = all[:0]
		findingScratch.Put(scratch)
		if ctx.Err() == nil {
			p.remember(p.resultKey(h, rules, ps), r)
		}
		return r
	}
	if fileRes == nil {
		fileRes = run(rules.file, nil)
	}
	if projRes == nil {
		projRes = run(rules.project, sum)
	}
	if release {
		f.Release()
	}
	return [2]*fileResult{fileRes, projRes}, false
}

// prefetch loads the cached results of files whose hash the snapshot knows
// into the memo with one store read transaction, so that a restarted
// process does not pay a transaction per file. It returns the keys it
// asked the store for and did not find (nil when it asked nothing): the
// workers need not ask again.
//
// After a declaration change that results can be carried over (c usable),
// it does not ask for the project rules' results: the new summary's keys
// are new (a store that has them got them from a process that carried or
// computed the same results), the carry answers for almost every file from
// the memo, and the few files it does not answer for ask the store one by
// one (fileResult). Asking for all of them cost a read of every file's
// key per edit (8,141 absent keys in Base Application, ~45 CPU-ms).
func (p *Project) prefetch(paths []string, cfg *project.Config, rules ruleSet, sum *projectSummary, c *carry) map[[32]byte]bool {
	askProject := len(rules.project) > 0 && !c.usable()
	var keys []store.Key
	p.mu.Lock()
	if p.prefetched == p.prefetchState(rules, sum) {
		// The memo holds every result the last call under these keys
		// had: only files changed since may be missing, and the workers
		// ask for those.
		p.mu.Unlock()
		return nil
	}
	for _, path := range paths {
		e, ok := p.files[path]
		if !ok || !e.hashed {
			continue
		}
		fk, pk := p.resultKeysLocked(e.hash, rules, sum)
		if p.memoLookupLocked(fk) == nil {
			keys = append(keys, fk)
		}
		if askProject && p.memoLookupLocked(pk) == nil {
			keys = append(keys, pk)
		}
	}
	p.mu.Unlock()
	if len(keys) < 64 {
		return nil // not worth it: the workers read these one by one
	}
	p.resultReads.Add(int64(len(keys)))
	found := p.w.store.GetMany(store.Analysis, keys)
	decoded := make(map[[32]byte]*fileResult, len(found))
	var absent map[[32]byte]bool
	// Aliases (resultcodec.go) are followed with a second read: key ->
	// the entry it names.
	aliases := map[[32]byte][32]byte{}
	decode := func(k [32]byte, b []byte) {
		if r, err := decodeResult(b); err == nil && r.Format == resultFormat {
			r.stored.Store(&k)
			decoded[k] = r
		}
	}
	for _, k := range keys {
		b, ok := found[k]
		if !ok {
			if absent == nil {
				absent = map[[32]byte]bool{}
			}
			absent[k] = true
			continue
		}
		if target, ok := aliasOf(b); ok {
			aliases[k] = target
			continue
		}
		decode(k, b)
	}
	if len(aliases) > 0 {
		var targets []store.Key
		p.mu.Lock()
		for k, target := range aliases {
			if r := p.memoLookupLocked(target); r != nil {
				decoded[k] = r
				delete(aliases, k)
			} else if decoded[target] == nil {
				targets = append(targets, target)
			}
		}
		p.mu.Unlock()
		p.resultReads.Add(int64(len(targets)))
		for target, b := range p.w.store.GetMany(store.Analysis, targets) {
			decode(target, b)
		}
		for k, target := range aliases {
			if r := decoded[target]; r != nil {
				decoded[k] = r
			}
			// A missing target leaves k to the workers, which miss it too.
		}
	}
	p.mu.Lock()
	for k, r := range decoded {
		p.memo[k] = r
	}
	p.mu.Unlock()
	return absent
}

// prefetchState names the memo's state for prefetch: the rules' and the
// summary's keys and the memo's generation (p.mu held).
func (p *Project) prefetchState(rules ruleSet, sum *projectSummary) prefetchState {
	st := prefetchState{fileConfig: rules.fileConfig, projectConfig: rules.projectConfig, memoGen: p.memoGen, set: true}
	if sum != nil {
		st.sum = sum.hash
	}
	return st
}

// prefetchState is what a whole-snapshot assembly left in the memo: the
// results of every file under these keys, until the memo is emptied.
type prefetchState struct {
	fileConfig, projectConfig, sum [32]byte
	memoGen                        uint64
	set                            bool
}

// keyMemo keeps the result keys of contents under one engine, rule
// configuration and summary hash, so that a call over thousands of
// unchanged files does not hash their keys again.
type keyMemo struct {
	fileConfig, projectConfig, sum [32]byte
	keys                           map[[32]byte][2][32]byte
}

// resultKeys returns resultKey(content, rules, nil) and, when sum is set,
// resultKey(content, rules, sum).
func (p *Project) resultKeys(content [32]byte, rules ruleSet, sum *projectSummary) (fileKey, projectKey [32]byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.resultKeysLocked(content, rules, sum)
}

func (p *Project) resultKeysLocked(content [32]byte, rules ruleSet, sum *projectSummary) (fileKey, projectKey [32]byte) {
	var sh [32]byte
	if sum != nil {
		sh = sum.hash
	}
	m := &p.keys
	if m.keys == nil || m.fileConfig != rules.fileConfig || m.projectConfig != rules.projectConfig || m.sum != sh ||
		len(m.keys) > 2*len(p.files)+1024 {
		*m = keyMemo{fileConfig: rules.fileConfig, projectConfig: rules.projectConfig, sum: sh, keys: map[[32]byte][2][32]byte{}}
	}
	if k, ok := m.keys[content]; ok {
		return k[0], k[1]
	}
	fileKey = p.resultKey(content, rules, nil)
	if sum != nil {
		projectKey = p.resultKey(content, rules, sum)
	}
	m.keys[content] = [2][32]byte{fileKey, projectKey}
	return fileKey, projectKey
}

// resultKey is the cache key of one content's results: of the file rules
// (sum == nil) or of the project rules (see keys.go).
func (p *Project) resultKey(content [32]byte, rules ruleSet, sum *projectSummary) [32]byte {
	if sum == nil {
		return fileResultKey(p.w.engineKey, content, rules.fileConfig)
	}
	return projectResultKey(p.w.engineKey, content, rules.projectConfig, sum.hash)
}

// memoResult looks a result up in the memo only.
func (p *Project) memoResult(key [32]byte) *fileResult {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.memoLookupLocked(key)
}

// cachedResult looks a result up in the memo, then in the store.
func (p *Project) cachedResult(key [32]byte) *fileResult {
	return p.cachedResultUnless(key, nil)
}

// cachedResultUnless is cachedResult, without asking the store for the
// keys in absent (the store did not have them moments ago; the queue of
// writes still counts).
func (p *Project) cachedResultUnless(key [32]byte, absent map[[32]byte]bool) *fileResult {
	if r := p.memoResult(key); r != nil {
		return r
	}
	var b []byte
	var ok bool
	if absent[key] {
		b, ok = p.pendingGet(store.Analysis, key)
	} else {
		p.resultReads.Add(1)
		b, ok = p.cacheGet(store.Analysis, key)
	}
	if !ok {
		return nil
	}
	at := key
	if target, isAlias := aliasOf(b); isAlias {
		if r := p.memoResult(target); r != nil {
			p.memoize(key, r)
			return r
		}
		p.resultReads.Add(1)
		if b, ok = p.cacheGet(store.Analysis, target); !ok {
			return nil
		}
		at = target
	}
	r, err := decodeResult(b)
	if err != nil || r.Format != resultFormat {
		return nil
	}
	r.stored.Store(&at)
	p.mu.Lock()
	p.memo[key] = r
	p.mu.Unlock()
	return r
}

// remember keeps a result in the memo and the store.
func (p *Project) remember(key [32]byte, r *fileResult) {
	if p.caching() {
		r.stored.Store(&key)
		p.cachePut(store.Analysis, key, encodeResult(r))
	}
	p.memoize(key, r)
}

// rememberLater keeps a result in the memo now and in the store once the
// call is done (flushLater): the results a declaration change carries
// over, one per file of the project, which the call itself never reads
// from the store.
func (p *Project) rememberLater(key [32]byte, r *fileResult) {
	p.memoize(key, r)
	if p.caching() {
		wb := &p.wb
		wb.mu.Lock()
		wb.later = append(wb.later, laterPut{key: key, r: r})
		wb.mu.Unlock()
	}
}

// memoize keeps a result in the memo.
func (p *Project) memoize(key [32]byte, r *fileResult) {
	p.mu.Lock()
	if len(p.memo) > 4*len(p.files)+1024 {
		// Old contents and configurations pile up in a long session; the
		// store still has them. The entries of the memo being renewed stay
		// reachable until the next renewal: a declaration change adds one
		// result per file and must not cost a store read per file for the
		// results it carries over (memoLookupLocked).
		p.memo, p.memoOld = map[[32]byte]*fileResult{}, p.memo
		p.memoGen++
	}
	p.memo[key] = r
	p.mu.Unlock()
}

// memoLookupLocked returns the memo's result for key, taken back from the
// memo before the last renewal when only that one has it; nil when
// neither does (p.mu held).
func (p *Project) memoLookupLocked(key [32]byte) *fileResult {
	if r, ok := p.memo[key]; ok {
		return r
	}
	r, ok := p.memoOld[key]
	if ok {
		p.memo[key] = r
	}
	return r
}

// analyzerOf maps the rules' ids to their analyzer groups.
func analyzerOf(rules []analysis.EnabledRule) map[string]string {
	m := make(map[string]string, len(rules))
	for _, r := range rules {
		m[r.Rule.ID] = string(r.Rule.Analyzer)
	}
	return m
}

// mergeCompiled merges the request's compiler diagnostics into findings.
// A request for the whole project takes them all; one limited by Paths or
// Filter takes those in the files it names and leaves out (and counts)
// those without a location.
func mergeCompiled(findings Findings, req AnalyzeRequest) ([]Finding, int) {
	limited := req.Paths != nil || req.Filter != nil
	named := make(map[string]bool, len(req.Paths))
	for _, path := range req.Paths {
		named[path] = true
	}
	kept := make([]almcp.Diagnostic, 0, len(req.Compiled))
	unlocated := 0
	for _, d := range req.Compiled {
		switch {
		case !limited:
			kept = append(kept, d)
		case d.Path == "":
			unlocated++
		case (req.Paths == nil || named[d.Path]) && (req.Filter == nil || req.Filter(d.Path)):
			kept = append(kept, d)
		}
	}
	return mergeCompiler(findings, kept), unlocated
}

func sortAnalyzerErrors(es []analysis.AnalyzerError) {
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].Path != es[j].Path {
			return es[i].Path < es[j].Path
		}
		return es[i].RuleID < es[j].RuleID
	})
}
