package workspace

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/store"
)

// symbolsFormat is the version of encoded per-file symbols in the store.
const symbolsFormat = 3 // 2: page controls and actions keep their obsolescence, 3: mentioned names

// storedSymbols is one file's declarations as cached by content hash.
type storedSymbols struct {
	Format  int                  `json:"v"`
	Symbols *symbols.FileSymbols `json:"s"`
}

// summaryFor returns the project summary over paths when some enabled rule
// reads it, else nil: the project's own declarations and its resolved
// dependencies (deps.go). Per-file declarations are cached by content hash
// (in memory and in the store), and the summary's hash by the digest of
// every file's path and content hash and of every dependency's identity
// and hash: a warm call costs one pass over the snapshot and a stat of the
// dependencies, and a restarted process finds its cached results by the
// stored hash without loading any declarations. The summary itself is then
// built only when some file has to be analysed again.
func (p *Project) summaryFor(ctx context.Context, paths []string, cfg *project.Config, rules ruleSet, t *tracker) (*projectSummary, error) {
	if len(rules.project) == 0 {
		return nil, nil
	}
	parseKey := parseKey(p.w.engineKey, cfg)
	layer := p.dependencyLayer(ctx, cfg)
	p.hashFew(paths)
	digest, digestOK := p.summaryDigest(paths, parseKey, layer)
	if digestOK {
		p.mu.Lock()
		s := p.sumMemo
		p.mu.Unlock()
		if s != nil && s.digest == digest {
			return s.ps, nil
		}
	}
	// The generation the summary stands for: what changes after it is
	// looked at again by the next update.
	p.mu.Lock()
	gen := p.gen
	p.mu.Unlock()
	// The last built summary with the few changed files swapped in comes
	// first: it reads no store, and keeps a built summary for the next
	// edit (one found by its stored hash has none, and the edit after it
	// would build from every file).
	sum, hash, sameHash := p.updateSummary(paths, cfg, parseKey, layer)
	updated := sum != nil
	if !updated && digestOK {
		if b, found := p.cacheGet(store.ProjectResults, summaryHashKey(digest)); found && len(b) == 32 {
			ps := &projectSummary{layer: layer}
			copy(ps.hash[:], b)
			snapshot := slices.Clone(paths)
			ps.load = func() *symbols.Summary {
				// Not the caller's context: a summary built halfway must
				// never stand for the whole project.
				sum, _ := p.buildSummary(context.Background(), snapshot, cfg, parseKey, layer, nil)
				return sum
			}
			p.mu.Lock()
			p.sumMemo = &summaryMemo{digest: digest, ps: ps}
			p.mu.Unlock()
			return ps, nil
		}
	}
	if !updated {
		t.begin(PhaseDeclarations, len(paths), "files")
		hashes := make([][32]byte, len(paths))
		var err error
		if sum, err = p.buildSummaryOf(ctx, paths, cfg, parseKey, layer, t, hashes); err != nil {
			return nil, err
		}
		// Built from every file: when each file's declarations are of the
		// content the snapshot holds now, the summary stands for the
		// snapshot as it is (a cold start reads every file after gen).
		p.mu.Lock()
		if p.holdsLocked(paths, hashes) {
			gen = p.gen
		}
		p.mu.Unlock()
	}
	if !sameHash {
		hash = sum.Hash()
	}
	ps := &projectSummary{sum: sum, built: sum, hash: hash, layer: layer}
	if digest, ok := p.summaryDigest(paths, parseKey, layer); ok {
		memo := &summaryMemo{digest: digest, ps: ps, parseKey: parseKey, layer: layer.digest, paths: paths, gen: gen}
		p.mu.Lock()
		p.sumMemo = memo
		p.mu.Unlock()
		p.cachePut(store.ProjectResults, summaryHashKey(digest), ps.hash[:])
		if !updated {
			// After a build from every file. An update per changed file
			// leaves its few writes queued (cacheGet reads them) for the
			// one batch Analyze writes at its end, or Close: a write
			// session less per edit.
			p.flushCache()
		}
	}
	return ps, nil
}

// maxSummaryUpdate bounds the files whose content changed since the last
// built summary for which the summary is updated in place of being built
// from every file again.
const maxSummaryUpdate = 64

// updateSummary returns the last built summary with the declarations of
// the files whose entries changed since it was built (the snapshot's
// change log) put in, when the project's paths, parse options and
// dependency layer are those it was built from and few files changed
// (symbols.Summary.Replace: what BuildApp would build, for the cost of the
// changed files); nil when it must be built from every file.
//
// When every changed file kept its declarations (symbols.FileSymbols'
// DeclHash) and the layer's identities are the same, the summary's hash is
// the last one's, returned with sameHash set (symbols.Summary.Hash reads
// only those).
func (p *Project) updateSummary(paths []string, cfg *project.Config, parseKey [32]byte, layer *depLayer) (sum *symbols.Summary, hash [32]byte, sameHash bool) {
	p.mu.Lock()
	memo := p.sumMemo
	p.mu.Unlock()
	if memo == nil || memo.ps.built == nil || memo.parseKey != parseKey || memo.layer != layer.digest ||
		!samePaths(memo.paths, paths) {
		return nil, hash, false
	}
	p.mu.Lock()
	changed, ok := p.changedSinceLocked(memo.gen)
	if ok && len(changed) > maxSummaryUpdate {
		ok = false
	}
	for _, path := range changed {
		if e, known := p.files[path]; !known || !e.hashed {
			ok = false // gone (the paths are the same: not for long) or not read yet
		}
	}
	p.mu.Unlock()
	if !ok {
		return nil, hash, false
	}
	old := memo.ps.built
	sameHash = slices.Equal(old.Dependents, layer.dependents)
	files := make([]*symbols.FileSymbols, 0, len(changed))
	for _, path := range changed {
		fs := p.fileSymbols(path, cfg, parseKey)
		if fs == nil {
			return nil, hash, false
		}
		i, found := slices.BinarySearchFunc(old.Files, path, func(f *symbols.FileSymbols, name string) int { return strings.Compare(f.File, name) })
		if !found {
			return nil, hash, false
		}
		if old.Files[i].DeclHash == fs.DeclHash {
			// The same declarations and mentions (DeclHash covers every
			// field but the name, which is the same): the summary's entry
			// already stands for the new content, and its index is kept.
			continue
		}
		sameHash = false
		files = append(files, fs)
	}
	layer.load()
	if sum = old.Replace(layer.info, files, layer.deps); sum == nil {
		return nil, hash, false
	}
	if sum == old {
		// Nothing changed: the same summary, and what rules derived from
		// it (symbols.Derived) with it.
		if !slices.Equal(old.Dependents, layer.dependents) {
			return nil, hash, false
		}
	} else {
		sum.Dependents = layer.dependents
	}
	p.summaryUpdates.Add(1)
	return sum, memo.ps.hash, sameHash
}

// samePaths reports whether two sorted path lists are equal, at once when
// they are the same list (the snapshot shares it while no path changes).
func samePaths(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	return slices.Equal(a, b)
}

// holdsLocked reports whether the snapshot knows each path's content
// hash and it is hashes[i].
func (p *Project) holdsLocked(paths []string, hashes [][32]byte) bool {
	for i, path := range paths {
		if e, ok := p.files[path]; !ok || !e.hashed || e.hash != hashes[i] {
			return false
		}
	}
	return true
}

// summaryDigest is the snapshot digest combined with the dependencies'.
func (p *Project) summaryDigest(paths []string, parseKey [32]byte, layer *depLayer) ([32]byte, bool) {
	d, ok := p.snapshotDigest(paths, parseKey)
	if !ok {
		return d, false
	}
	var buf [64]byte
	copy(buf[:32], d[:])
	copy(buf[32:], layer.digest[:])
	return sha256.Sum256(buf[:]), true
}

// hashFew reads and hashes the files whose hash the snapshot does not know,
// when they are few (files touched since the last call or restart), so that
// the snapshot digest can find a summary hash computed before. When most
// files are unknown (a cold start) the summary is built anyway.
//
// For the snapshot's own path list it looks only at the entries changed
// since a call found every hash known (the change log, snapshot.go).
func (p *Project) hashFew(paths []string) {
	var unknown []string
	p.mu.Lock()
	look := paths
	listed := p.isListedLocked(paths)
	if h := &p.hashedAll; listed && h.listed != nil && &h.listed[0] == &paths[0] {
		if changed, ok := p.changedSinceLocked(h.gen); ok {
			look = changed
		}
	}
	gen := p.gen
	for _, path := range look {
		if e, ok := p.files[path]; ok && !e.hashed {
			unknown = append(unknown, path)
			if len(unknown) > len(paths)/10+8 {
				p.mu.Unlock()
				return
			}
		}
	}
	if len(unknown) == 0 && listed && len(paths) > 0 {
		p.hashedAll = hashedMemo{listed: paths, gen: gen}
	}
	p.mu.Unlock()
	for _, path := range unknown {
		_, _, _ = p.readFile(path) // records the hash; a vanished file stays unknown
	}
}

// hashedMemo says that every entry of the path list listed (the
// snapshot's own, shared) had a known hash at generation gen (hashFew).
type hashedMemo struct {
	listed []string
	gen    uint64
}

// buildSummary reads every file's declarations (cached by content hash),
// loads the dependencies' declarations and merges them.
func (p *Project) buildSummary(ctx context.Context, paths []string, cfg *project.Config, parseKey [32]byte, layer *depLayer, t *tracker) (*symbols.Summary, error) {
	return p.buildSummaryOf(ctx, paths, cfg, parseKey, layer, t, nil)
}

// buildSummaryOf is buildSummary setting hashes[i], when hashes is not
// nil, to the content hash paths[i]'s declarations are of (zero for a
// file that could not be read).
func (p *Project) buildSummaryOf(ctx context.Context, paths []string, cfg *project.Config, parseKey [32]byte, layer *depLayer, t *tracker,
	hashes [][32]byte) (*symbols.Summary, error) {
	list := make([]*symbols.FileSymbols, len(paths))
	var done atomic.Int64
	parallel(ctx, len(paths), func(i int) {
		var h [32]byte
		list[i], h = p.fileSymbolsOf(paths[i], cfg, parseKey)
		if hashes != nil {
			hashes[i] = h
		}
		t.advance(int(done.Add(1)))
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p.flushCache()
	layer.load()
	sum := symbols.BuildApp(layer.info, slices.DeleteFunc(list, func(fs *symbols.FileSymbols) bool { return fs == nil }), layer.deps)
	sum.Dependents = layer.dependents
	p.w.strings.forget()
	return sum, nil
}

// summaryMemo remembers the last summary with the snapshot digest it was
// built from.
type summaryMemo struct {
	digest [32]byte
	ps     *projectSummary
	// For a summary built from the files (ps.built): what it was built
	// from, for updateSummary: the snapshot as of generation gen (every
	// entry changed after it is looked at again).
	parseKey, layer [32]byte
	paths           []string
	gen             uint64
}

// fileSymbols returns one file's declarations for its current content, or
// nil when it cannot be read.
func (p *Project) fileSymbols(path string, cfg *project.Config, parseKey [32]byte) *symbols.FileSymbols {
	fs, _ := p.fileSymbolsOf(path, cfg, parseKey)
	return fs
}

// fileSymbolsOf is fileSymbols with the hash of the content the
// declarations are of.
func (p *Project) fileSymbolsOf(path string, cfg *project.Config, parseKey [32]byte) (*symbols.FileSymbols, [32]byte) {
	key := func(h [32]byte) [32]byte { return symbolsKey(parseKey, h) }
	if h, ok := p.knownHash(path); ok {
		if fs := p.cachedSymbols(key(h)); fs != nil {
			return withFile(fs, path), h
		}
	}
	src, h, err := p.readFile(path)
	if err != nil {
		return nil, [32]byte{}
	}
	k := key(h)
	if fs := p.cachedSymbols(k); fs != nil {
		return withFile(fs, path), h
	}
	f := syntax.Parse(path, src, analysis.ParseOptions(cfg))
	fs := symbols.Extract(f)
	f.Release() // the declarations keep nothing of the tree
	p.w.strings.intern(fs)
	p.mu.Lock()
	p.symMemo[k] = fs
	p.mu.Unlock()
	if !p.caching() {
		return fs, h
	}
	if b, err := json.Marshal(storedSymbols{Format: symbolsFormat, Symbols: fs}); err == nil {
		p.cachePut(store.ProjectResults, k, b)
	}
	return fs, h
}

// withFile returns fs as the declarations of path (the same content may
// live under several names).
func withFile(fs *symbols.FileSymbols, path string) *symbols.FileSymbols {
	if fs.File == path {
		return fs
	}
	c := *fs
	c.File = path
	return &c
}

// memoSymbols returns the declarations in memory under key k as those of
// path, or nil; it never reads the store.
func (p *Project) memoSymbols(k [32]byte, path string) *symbols.FileSymbols {
	p.mu.Lock()
	fs := p.symMemo[k]
	p.mu.Unlock()
	if fs == nil {
		return nil
	}
	return withFile(fs, path)
}

func (p *Project) cachedSymbols(k [32]byte) *symbols.FileSymbols {
	p.mu.Lock()
	fs, ok := p.symMemo[k]
	p.mu.Unlock()
	if ok {
		return fs
	}
	b, ok := p.cacheGet(store.ProjectResults, k)
	if !ok {
		return nil
	}
	var st storedSymbols
	if json.Unmarshal(b, &st) != nil || st.Format != symbolsFormat || st.Symbols == nil {
		return nil
	}
	p.w.strings.intern(st.Symbols)
	p.mu.Lock()
	if len(p.symMemo) > 4*len(p.files)+1024 {
		p.symMemo = map[[32]byte]*symbols.FileSymbols{}
	}
	p.symMemo[k] = st.Symbols
	p.mu.Unlock()
	return st.Symbols
}

// Summary returns the project summary under cfg for the rules given, or nil
// when none of them reads it. The fix use cases pass it to analysis.
func (p *Project) Summary(ctx context.Context, cfg *project.Config, rules []analysis.EnabledRule) (*symbols.Summary, error) {
	paths, err := p.refresh(ctx)
	if err != nil {
		return nil, err
	}
	ps, err := p.summaryFor(ctx, paths, cfg, splitRules(rules, cfg), nil)
	if ps == nil || err != nil {
		return nil, err
	}
	return ps.get(), nil
}
