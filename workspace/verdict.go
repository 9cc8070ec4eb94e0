package workspace

import (
	"encoding/json"

	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
)

// CompileState says how completely an analysis checked what the compiler
// would report.
type CompileState string

const (
	// CompileComplete: every kind of compile check ran (or the AL
	// compiler's own diagnostics were merged in): no finding of a kind
	// means the compiler has none either, as far as the checks go.
	CompileComplete CompileState = "complete"
	// CompilePartial: some kinds stayed silent because a dependency's
	// declarations are not known; "0 errors" then does not mean none.
	CompilePartial CompileState = "partial"
	// CompileOff: the compile checks did not run at all.
	CompileOff CompileState = "off"
)

// CompileBy names who made a complete verdict complete.
const (
	// ByChecks: alfix's own compile checks (al/check).
	ByChecks = "alfix"
	// ByCompiler: the AL compiler, through almcp (AnalyzeRequest.CompilerRan).
	ByCompiler = "compiler"
)

// Dependency reasons of a MissingDependency.
const (
	ReasonNotFound    = "not found"       // no package and no source project provides it
	ReasonRuntime     = "runtime package" // only a runtime package, which holds no readable symbols
	ReasonUnreadable  = "unreadable"      // found, but its declarations could not be read
	ReasonNotDeclared = "not declared"    // the manifest declares no platform: System is not even asked for
)

// CompileChecks is an analysis's verdict on its compile checks: whether
// every kind ran, and if not which dependencies were missing and which
// kinds stayed silent. It depends on the project's configuration and
// dependencies only, never on the files or filters of a request.
type CompileChecks struct {
	State CompileState
	// By is ByChecks, or ByCompiler when the AL compiler's diagnostics
	// were merged in (they are complete compile checks of their own); ""
	// when State is CompileOff.
	By string
	// Missing are the dependencies whose declarations are not known and
	// that keep some kind silent, in lookup order. With By ByCompiler they
	// are listed too: the compiler reports on them itself.
	Missing []MissingDependency
	// Silent are the names of the kinds of alfix's checks that did not
	// run (check.Kinds order); empty when By is ByCompiler.
	Silent []string
}

// MissingDependency is one dependency whose declarations are not known.
type MissingDependency struct {
	Name, ID, Publisher string
	// Reason is one of the Reason constants; Detail says more (where
	// alfix looked, what failed), "" when there is nothing to add.
	Reason, Detail string
}

// compileVerdict computes the verdict of an analysis whose project summary
// is ps (nil when no compile check ran); compilerRan reports whether the
// AL compiler's diagnostics were merged in.
func (p *Project) compileVerdict(ps *projectSummary, compilerRan bool) CompileChecks {
	if ps == nil || ps.layer == nil {
		if compilerRan {
			return CompileChecks{State: CompileComplete, By: ByCompiler}
		}
		return CompileChecks{State: CompileOff}
	}
	deps := ps.layer.deps
	unloaded := p.unloadedDeps(ps)
	state := make(map[*symbols.Dependency]string, len(unloaded)) // for each dependency not loaded, why
	for i, why := range unloaded {
		state[deps[i]] = why
	}
	loaded := func(d *symbols.Dependency) bool { _, missing := state[d]; return !missing }
	v := CompileChecks{State: CompileComplete, By: ByChecks}
	silent := check.Silent(deps, loaded)
	for _, k := range silent {
		v.Silent = append(v.Silent, k.Name)
	}
	if len(deps) == 0 && len(silent) > 0 {
		v.Missing = append(v.Missing, MissingDependency{Name: "System", ID: symbols.PlatformAppID, Publisher: "Microsoft",
			Reason: ReasonNotDeclared, Detail: "app.json declares no platform, so not even the System app's objects are known"})
	}
	for _, d := range deps {
		why, missing := state[d]
		if !missing || !blocksAny(silent, d) {
			continue
		}
		m := MissingDependency{Name: d.App.Name, ID: symbols.NormalizeAppID(d.App.ID), Publisher: d.App.Publisher, Detail: why}
		switch d.Origin {
		case symbols.Missing:
			m.Reason = ReasonNotFound
		case symbols.RuntimePackage:
			m.Reason = ReasonRuntime
		default:
			m.Reason = ReasonUnreadable
		}
		v.Missing = append(v.Missing, m)
	}
	if len(silent) > 0 {
		v.State = CompilePartial
	}
	if compilerRan {
		v.State, v.By, v.Silent = CompileComplete, ByCompiler, nil
	}
	return v
}

// blocksAny reports whether d, not loaded, keeps one of the silent kinds
// silent.
func blocksAny(silent []check.Kind, d *symbols.Dependency) bool {
	for _, k := range silent {
		if k.Needs.Blocks(d) {
			return true
		}
	}
	return false
}

// unloadedDeps returns the dependencies of ps's layer (by index) whose
// declarations the checks did not have, each with why (its problem).
//
// When the summary was built in this process the layer is loaded and says
// so itself; that answer is kept in the store under the summary's hash
// (unloadedKey). A warm analysis answered from the cache never loads the
// layer (and another call may be loading it meanwhile): it reads the kept
// answer, and without one it takes a dependency as loaded when it was
// found with a loader and its package is not known to be unreadable, which
// only what resolving wrote tells (never what a load writes).
func (p *Project) unloadedDeps(ps *projectSummary) map[int]string {
	if m := ps.unloaded.Load(); m != nil {
		return *m
	}
	l := ps.layer
	if ps.built != nil || ps.loaded.Load() {
		out := map[int]string{}
		for i, d := range l.deps {
			if d.Symbols == nil {
				out[i] = d.Problem
			}
		}
		ps.unloadedOnce.Do(func() {
			if b, err := json.Marshal(out); err == nil {
				p.cachePut(store.ProjectResults, unloadedKey(ps.hash), b)
			}
		})
		ps.unloaded.Store(&out)
		return out
	}
	if b, ok := p.cacheGet(store.ProjectResults, unloadedKey(ps.hash)); ok {
		var kept map[int]string
		if json.Unmarshal(b, &kept) == nil && validIndexes(kept, len(l.deps)) {
			ps.unloaded.Store(&kept)
			return kept
		}
	}
	out := map[int]string{}
	ds := &p.w.deps
	for i, d := range l.deps {
		if l.loaders[i] == nil {
			// Nothing to load: load never writes this dependency.
			out[i] = d.Problem
			continue
		}
		ds.mu.Lock()
		why, bad := ds.problems[d.Hash]
		ds.mu.Unlock()
		if bad {
			out[i] = why
		}
	}
	return out
}

// validIndexes reports whether every key of m indexes a list of n.
func validIndexes(m map[int]string, n int) bool {
	for i := range m {
		if i < 0 || i >= n {
			return false
		}
	}
	return true
}
