package analysis

import (
	"fmt"
	"iter"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// A Pass is what a rule sees while it inspects one file: the file's syntax
// tree, a narrow view of the project configuration, the project's
// declarations when the rule asks for them, the file's shared traversal,
// and a way to report.
type Pass struct {
	Rule *Rule
	// Path is the file's path as the caller named it.
	Path string
	File *syntax.File
	// Config is what the rule may know of the project configuration (the
	// app.json runtime and features, alcops.json settings, ...).
	Config ConfigView
	// Summary holds the declarations of the whole project. It is set for
	// rules with UsesProject (a summary of this file alone stands in when
	// the caller has none) and may be nil for others.
	Summary *symbols.Summary
	// Baseline holds the declarations of the previous version of the
	// project's app (Options.Baseline) for the breaking-change rules, which
	// set UsesProject; nil when there is none. Config.Baseline says which
	// package it is and what to validate.
	Baseline *symbols.Summary

	// symbols are the file's declarations when the caller had them
	// (Options.Symbols), else nil.
	symbols *symbols.FileSymbols
	shared  *fileShared
	sources *Sources
	// reports collect what the rule reported.
	reports []Report
	// strictScopes is Options.StrictScopes.
	strictScopes bool
	// stop is set when the rule ran out of its time budget or the analysis
	// was cancelled; the traversal then stops the rule (see [Pass.Nodes]).
	stop *atomic.Bool
}

// A Report is what a rule reports: a span, a message and the fixes it
// offers. The runner turns it into a [Diagnostic] by adding what the rule
// does not decide: the rule id, the path, the effective severity, the
// fixes' provider and whether a #pragma suppresses it.
type Report struct {
	// Span is the reported byte range; its start decides pragma
	// suppression.
	Span    syntax.Span
	Message string
	// Fixes are alternative fixes; zero Fixes (see [Pass.FixIf]) are
	// dropped.
	Fixes []Fix
}

// fileShared holds what the rules running on one file compute once and
// share: the traversal and the values of [Shared]s (the name resolution
// among them).
type fileShared struct {
	treeOnce sync.Once
	tree     *inspector

	mu      sync.Mutex
	entries []*sharedEntry // by Shared.id
}

// sharedEntry is the value of one Shared for one file.
type sharedEntry struct {
	mu    sync.Mutex
	done  bool
	value any
}

// entry returns the entry of the Shared numbered id, creating it.
func (fs *fileShared) entry(id int) *sharedEntry {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if id >= len(fs.entries) {
		// Room for every Shared made so far: most files ask for many.
		fs.entries = append(fs.entries, make([]*sharedEntry, max(id+1, int(sharedCount.Load()))-len(fs.entries))...)
	}
	e := fs.entries[id]
	if e == nil {
		e = &sharedEntry{}
		fs.entries[id] = e
	}
	return e
}

// sharedCount is how many Shareds NewShared has made; each has its index
// in a file's entries (a map keyed by the Shared cost the rules of a cold
// every-analyzer Base Application run a quarter of a CPU-second).
var sharedCount atomic.Int32

// A Shared is a value computed once per file and shared by every rule that
// asks for it, as go/analysis shares the result of a required analyzer:
// the name resolution of the file, the built-in calls in its code, an
// index of its declarations. Declare one as a package variable with
// [NewShared] and call Get from Run.
type Shared[T any] struct {
	name    string
	compute func(pass *Pass) T
	id      int // index in a file's entries
}

// NewShared returns a Shared computed by compute, named for error
// messages. compute must depend only on what every rule's pass holds alike
// (the file, Config, Summary, the traversal, other Shareds), never on
// pass.Rule, and must not report. Each Shared takes a slot in every
// file's table of values: make them once, as package variables.
func NewShared[T any](name string, compute func(pass *Pass) T) *Shared[T] {
	return &Shared[T]{name: name, compute: compute, id: int(sharedCount.Add(1)) - 1}
}

// Get returns the value for the pass's file, computing it on first use. The
// computation runs under the asking rule's budget; when that rule is
// stopped meanwhile, the next rule to ask computes it again.
func (s *Shared[T]) Get(p *Pass) T {
	p.checkStop()
	if p.shared == nil {
		p.shared = &fileShared{}
	}
	e := p.shared.entry(s.id)
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.done {
		defer func() {
			if r := recover(); r != nil {
				if _, stopped := r.(stopRule); !stopped {
					r = fmt.Sprintf("computing %s: %v", s.name, r)
				}
				panic(r)
			}
		}()
		e.value, e.done = s.compute(p), true
	}
	return e.value.(T)
}

// scopes is the file's name resolution against the project summary.
var scopes = NewShared("scopes", func(p *Pass) *symbols.FileScopes { return symbols.ScopesWith(p.File, p.symbols, p.Summary) })

// Report records a report of the pass's rule.
func (p *Pass) Report(r Report) {
	p.checkStop()
	p.reports = append(p.reports, r)
}

// Reportf records a report at span with the rule's message format and the
// given arguments, offering the given fixes (zero fixes are dropped).
func (p *Pass) Reportf(span syntax.Span, args []any, fixes ...Fix) {
	p.Report(Report{Span: span, Message: fmt.Sprintf(p.Rule.Message, args...), Fixes: fixes})
}

// Fix returns a fix of the pass's rule with the key `<RuleID>.<verb>`.
func (p *Pass) Fix(verb, title string, edits ...TextEdit) Fix {
	return Fix{Title: title, Key: p.Rule.ID + "." + verb, Edits: edits}
}

// FixIf returns the fix [Pass.Fix] builds when ok is true, and the zero
// Fix, which reporting drops, when it is false: a rule reports with a fix
// only where the edit builders could compute the edits.
//
//	edit, ok := edit.AddProperty(f, field, "NotBlank = true;")
//	pass.Reportf(span, args, pass.FixIf(ok, "AddNotBlank", "Set NotBlank to true", edit))
func (p *Pass) FixIf(ok bool, verb, title string, edits ...TextEdit) Fix {
	if !ok {
		return Fix{}
	}
	return p.Fix(verb, title, edits...)
}

// RuntimeAtLeast reports whether the project's app.json runtime is at least
// major.minor. A project without a runtime counts as the newest runtime.
func (p *Pass) RuntimeAtLeast(major, minor int) bool { return p.Config.RuntimeAtLeast(major, minor) }

// Scopes returns the name resolution of the pass's file against the
// project summary, computed once per file for all rules. Only rules with
// UsesProject call it: the workspace runs file rules and project rules in
// two passes over a file, and a file rule asking for names would cost the
// file a second resolution against its own declarations alone (the rule
// harness's Options.StrictScopes turns such a call into a panic).
func (p *Pass) Scopes() *symbols.FileScopes {
	if p.strictScopes && !p.Rule.UsesProject {
		panic("analysis: rule " + p.Rule.ID + " calls Pass.Scopes without UsesProject")
	}
	s := scopes.Get(p)
	p.checkStop()
	return s
}

// FileSymbols returns the declarations of the pass's file: those the
// caller extracted from this content (Options.Symbols), else a fresh
// extraction. The result must not be modified.
func (p *Pass) FileSymbols() *symbols.FileSymbols {
	p.checkStop()
	if p.symbols != nil {
		return p.symbols
	}
	return symbols.Extract(p.File)
}

// Sources returns the project's code (see [Sources]), for a fix that must
// edit other files than the pass's; it holds at least the pass's file. Read
// it only to compute fix edits, never to decide what to report or whether
// to offer a fix.
func (p *Pass) Sources() *Sources {
	p.checkStop()
	if p.sources == nil {
		p.sources = (*Sources)(nil).withFile(p.File, p.Config.ParseOptions())
	}
	return p.sources
}

// Objects yields the objects of the file whose kind keyword is one of kinds
// (KwTable, KwPage, ...; none means every kind), in order, skipping
// obsolete objects (ObsoleteState Pending, Removed, PendingMove or Moved).
// Rules that must see obsolete objects range over File.Objects().
func (p *Pass) Objects(kinds ...syntax.Keyword) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		p.checkStop()
		f := p.File
		for _, obj := range f.Objects() {
			if len(kinds) > 0 && !slices.Contains(kinds, f.ObjectKind(obj)) || f.IsObsolete(obj) {
				continue
			}
			if !yield(obj) {
				return
			}
		}
	}
}

// stopRule is the panic value that unwinds a rule whose pass was stopped;
// the runner recovers it.
type stopRule struct{}

// checkStop unwinds the rule when its pass was stopped.
func (p *Pass) checkStop() {
	if p.stop != nil && p.stop.Load() {
		panic(stopRule{})
	}
}
