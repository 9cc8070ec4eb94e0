package analysis

import (
	"cmp"
	"context"
	"fmt"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// DefaultRuleBudget is how long one rule may run on one file before it is
// stopped, its result discarded and an analyzer error reported.
const DefaultRuleBudget = 10 * time.Second

// Options tune a run.
type Options struct {
	// RuleBudget is the per-rule, per-file time budget; 0 means
	// [DefaultRuleBudget]. A rule over it is stopped after running
	// between the budget and about a quarter more (the runner looks at
	// the running rule four times a budget, not at every rule's start).
	RuleBudget time.Duration
	// Summary is the project's declarations, for rules that use them; nil
	// means a summary of the analysed file alone.
	Summary *symbols.Summary
	// Symbols are the declarations of the analysed file as the caller
	// already extracted them from this very content (the workspace's, the
	// ones its Summary holds); nil means the name resolution extracts them.
	Symbols *symbols.FileSymbols
	// Sources is the project's code, for fixes that edit other files (see
	// [Sources]); nil means the analysed file alone. Give it when the
	// fixes will be applied: without it such a fix covers only the
	// analysed file.
	Sources *Sources
	// Baseline is the declarations of the previous version of the project's
	// app, read from the package ConfigView.Baseline names, for the
	// breaking-change rules (Pass.Baseline); nil when there is none.
	Baseline *symbols.Summary
	// StrictScopes makes a rule without UsesProject that calls
	// [Pass.Scopes] panic (an analyzer error): such a rule makes the file
	// pay a second, file-only name resolution beside the one the project
	// rules share. The rule harness sets it; production leaves it off.
	StrictScopes bool
}

// FileResult is the outcome of analysing one file.
type FileResult struct {
	Path string
	// Diagnostics are sorted by position, then rule id. Pragma-suppressed
	// diagnostics are included with Suppressed set.
	Diagnostics []Diagnostic
	// SyntaxErrors are the parser's errors; rules run on the partial tree
	// anyway.
	SyntaxErrors []syntax.Error
	// AnalyzerErrors list rules that panicked or exceeded their budget.
	AnalyzerErrors []AnalyzerError
}

// ParseOptions returns the parser options a project's configuration implies:
// the app.json preprocessor symbols.
func ParseOptions(cfg *project.Config) syntax.Options { return ViewOf(cfg).ParseOptions() }

// AnalyzeSource parses src and runs the rules on it.
func AnalyzeSource(ctx context.Context, path string, src []byte, cfg *project.Config, rules []EnabledRule, opts Options) FileResult {
	f := syntax.Parse(path, src, ParseOptions(cfg))
	return AnalyzeFile(ctx, f, cfg, rules, opts)
}

// AnalyzeFile runs the rules on a parsed file. Each rule runs with panic
// recovery and a time budget; a failing rule yields an AnalyzerError and the
// other rules' results stand. Rules see the configuration through
// [ViewOf](cfg) only.
func AnalyzeFile(ctx context.Context, f *syntax.File, cfg *project.Config, rules []EnabledRule, opts Options) FileResult {
	res := FileResult{Path: f.Name, SyntaxErrors: f.Errors}
	sup := NewSuppressions(f)
	summary := opts.Summary
	if summary == nil && needsSummary(rules) {
		fs := opts.Symbols
		if fs == nil {
			fs = symbols.Extract(f)
		}
		summary = symbols.Build([]*symbols.FileSymbols{fs})
	}
	view := ViewOf(cfg)
	env := passEnv{file: f, config: view, summary: summary, symbols: opts.Symbols, shared: &fileShared{},
		sources: opts.Sources.withFile(f, view.ParseOptions()), strictScopes: opts.StrictScopes, baseline: opts.Baseline}
	outcomes := runRules(ctx, rules, env, opts)
	n := 0
	for _, o := range outcomes {
		n += len(o.diags)
	}
	if n > 0 {
		res.Diagnostics = make([]Diagnostic, 0, n)
	}
	for _, o := range outcomes {
		if o.err != nil {
			res.AnalyzerErrors = append(res.AnalyzerErrors, *o.err)
			continue
		}
		for i := range o.diags {
			o.diags[i].Suppressed = sup.Suppressed(o.diags[i].RuleID, o.diags[i].Span.Start)
		}
		res.Diagnostics = append(res.Diagnostics, o.diags...)
	}
	SortDiagnostics(res.Diagnostics)
	// Every rule is done with the traversal unless one failed (a rule out
	// of its budget may still run) or the analysis was cancelled: only then
	// may the traversal be read here at all (a running rule may be building
	// it), so the conditions come first.
	if len(res.AnalyzerErrors) == 0 && ctx.Err() == nil && env.shared.tree != nil {
		env.shared.tree.release()
		env.shared.tree = nil
	}
	return res
}

// passEnv is what the passes of all rules on one file share.
type passEnv struct {
	file    *syntax.File
	config  ConfigView
	summary *symbols.Summary
	symbols *symbols.FileSymbols
	shared  *fileShared
	sources *Sources
	// strictScopes is Options.StrictScopes.
	strictScopes bool
	baseline     *symbols.Summary
}

// newPass returns the pass of one rule over the file; its reports collect
// in the pass.
func (env passEnv) newPass(r *Rule, stop *atomic.Bool) *Pass {
	p := new(Pass)
	env.initPass(p, r, stop)
	return p
}

// initPass makes *p the pass of one rule over the file (runRules reuses one
// pass for the rules a goroutine runs in turn).
func (env passEnv) initPass(p *Pass, r *Rule, stop *atomic.Bool) {
	*p = Pass{Rule: r, Path: env.file.Name, File: env.file, Config: env.config, Summary: env.summary, Baseline: env.baseline,
		symbols: env.symbols, shared: env.shared, sources: env.sources, stop: stop,
		strictScopes: env.strictScopes}
}

// needsSummary reports whether any rule reads the project summary.
func needsSummary(rules []EnabledRule) bool {
	for _, r := range rules {
		if r.Rule.UsesProject {
			return true
		}
	}
	return false
}

// SortDiagnostics orders diagnostics by path, start, end and rule id,
// keeping the order of equal ones.
func SortDiagnostics(ds []Diagnostic) {
	slices.SortStableFunc(ds, func(a, b Diagnostic) int {
		if c := strings.Compare(a.Path, b.Path); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Span.Start, b.Span.Start); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Span.End, b.Span.End); c != 0 {
			return c
		}
		return strings.Compare(a.RuleID, b.RuleID)
	})
}

// ruleOutcome is what one rule produced on one file.
type ruleOutcome struct {
	diags []Diagnostic
	err   *AnalyzerError
}

// runRules runs the rules on one file, one after the other, on a worker
// goroutine that reuses one pass, and returns, in rule order, the outcomes
// with diagnostics or an error.
//
// The caller wakes once per file, not once per rule: the worker publishes
// its progress through atomics only (the index of the rule it runs, and the
// count of outcomes it wrote into a buffer with room for every rule left)
// and signals when it is done. A rule that panics yields an error and the
// next rule runs. The caller watches the running rule on a ticker at a
// quarter of the budget: a rule seen running on ticks a whole budget apart
// is over its budget, so it is stopped after running between its budget
// and about a quarter more (later when the caller is slow to wake). It
// yields an error, its worker is stopped (the shared traversal and the
// pass's other entry points unwind the rule at its next step; Go cannot
// stop a goroutine from outside, so a rule spinning without touching its
// pass runs on) and a new worker, with a new buffer, goes on with the next
// rule: the worker left behind writes only into its own buffer, which is
// never read again nor reused. Cancelling ctx stops the worker the same way.
func runRules(ctx context.Context, rules []EnabledRule, env passEnv, opts Options) []ruleOutcome {
	budget := opts.RuleBudget
	if budget <= 0 {
		budget = DefaultRuleBudget
	}
	// Only outcomes with diagnostics or an error: most rules find nothing
	// in most files, and the caller skips empty outcomes.
	var out []ruleOutcome
	var tick *time.Ticker
	defer func() {
		if tick != nil {
			tick.Stop()
			tickers.Put(tick)
		}
	}()
	next := 0
	for next < len(rules) {
		if ctx.Err() != nil {
			return out
		}
		w := getRuleWorker(len(rules) - next)
		w.rules, w.from = rules, next
		env.initPass(&w.file, nil, &w.stop)
		w.running.Store(int64(next))
		go w.run()
		if tick == nil {
			tick = getTicker(max(budget/4, 1))
		}
		// The rule last seen running and when it was first seen: it
		// started after the tick before (or its worker's start).
		seen, seenAt := -1, time.Time{}
	wait:
		for {
			select {
			case <-w.done:
				// Every rule left ran: the worker writes no more, and
				// the next file may use its buffer.
				out = w.collect(out, len(rules))
				putRuleWorker(w)
				return out
			case <-ctx.Done():
				out = w.collect(out, len(rules))
				w.stop.Store(true)
				return out
			case <-tick.C:
				i := int(w.running.Load())
				now := time.Now()
				if i != seen {
					seen, seenAt = i, now
					continue
				}
				if now.Sub(seenAt) < budget {
					continue
				}
				// Rule i may have ended meanwhile, its outcome written:
				// the budget error stands for it instead.
				out = w.collect(out, i)
				w.stop.Store(true)
				out = append(out, ruleOutcome{err: &AnalyzerError{RuleID: rules[i].Rule.ID, Path: env.file.Name,
					Message: fmt.Sprintf("rule exceeded its time budget of %s and was stopped", budget)}})
				next = i + 1
				break wait
			}
		}
	}
	return out
}

// tickers holds runRules' stopped tickers, one per file made anew
// otherwise. A stopped ticker delivers no stale tick once reset (Go 1.23
// timers); were one delivered, the watch would only look once more.
var tickers sync.Pool

// getTicker returns a ticker with period d.
func getTicker(d time.Duration) *time.Ticker {
	if t, ok := tickers.Get().(*time.Ticker); ok {
		t.Reset(d)
		return t
	}
	return time.NewTicker(d)
}

// ruleWorker is runRules' worker goroutine: it runs the rules from one
// index on, one after the other, and publishes its progress through atomics
// so that its caller need not wake per rule.
type ruleWorker struct {
	// stop is set by the caller to stop the worker: the pass of the rule
	// running unwinds it (checkStop) and no further rule starts.
	stop atomic.Bool
	// running is the index of the rule the worker runs (or is about to).
	running atomic.Int64
	// count is how many slots the worker has written: it writes a slot,
	// then stores the count, so that the caller may read the slots below
	// a count it loaded.
	count atomic.Int64
	// slots are the outcomes with diagnostics or an error, in rule order;
	// there is room for every rule the worker may run.
	slots []ruleResult
	// done receives once the worker ran every rule (room for it, so that
	// a worker nobody waits for any more does not block).
	done chan struct{}

	// rules[from:] are the rules the worker runs.
	rules []EnabledRule
	from  int
	// file is the pass of no rule over the file: each rule's pass starts
	// as a copy of it (a pass fills some fields lazily), which is cheaper
	// than building it field by field.
	file Pass
	// pass is the pass of the rule running, reused for the rules the
	// worker runs one after the other: a rule's pass is dead once runOne
	// has returned.
	pass Pass
	// reports is the array the rules' reports are collected in, reused
	// from rule to rule and, when the worker is pooled, from file to file
	// (most rules report nothing; growing a slice per reporting rule was
	// 33 MB of a cold every-analyzer Base Application run).
	reports []Report
}

// ruleResult is the outcome of rules[index], written by a ruleWorker.
type ruleResult struct {
	index int
	ruleOutcome
}

// run runs w.rules[w.from:] on the file, until stopped.
func (w *ruleWorker) run() {
	n := 0
	reports := w.reports
	for i := w.from; i < len(w.rules); i++ {
		if w.stop.Load() {
			return
		}
		w.running.Store(int64(i))
		w.pass = w.file
		w.pass.Rule = w.rules[i].Rule
		w.pass.reports = reports[:0]
		o := runOne(w.rules[i], &w.pass)
		// The diagnostics are copies: the reports' array serves the next
		// rule, cleared so that it keeps no message or fix alive.
		reports = w.pass.reports
		clear(reports)
		if o.err != nil || len(o.diags) > 0 {
			w.slots[n] = ruleResult{i, o}
			n++
			w.count.Store(int64(n))
		}
	}
	if cap(reports) > maxKeptReports {
		reports = nil
	}
	w.reports = reports[:0]
	w.done <- struct{}{}
}

// maxKeptReports bounds the reports' array a pooled worker keeps: a rule
// that reported much in one file does not make every worker hold as much.
const maxKeptReports = 1024

// collect appends to out the outcomes the worker has published of the
// rules before rules[end].
func (w *ruleWorker) collect(out []ruleOutcome, end int) []ruleOutcome {
	for _, r := range w.slots[:w.count.Load()] {
		if r.index >= end {
			break
		}
		out = append(out, r.ruleOutcome)
	}
	return out
}

// ruleWorkers holds workers that are done (sent on done), with their
// buffers: a buffer with room for every rule's outcome made anew per file
// was 3% of the bytes a cold analysis of Base Application with every
// analyzer allocated (about 450 rules, two passes, 8,141 files). A worker
// stopped while running is never put back: it may still write into its
// buffer.
var ruleWorkers sync.Pool

// getRuleWorker returns a worker with room for n outcomes.
func getRuleWorker(n int) *ruleWorker {
	w, ok := ruleWorkers.Get().(*ruleWorker)
	if !ok {
		w = &ruleWorker{done: make(chan struct{}, 1)}
	}
	if len(w.slots) < n {
		w.slots = make([]ruleResult, n)
	}
	return w
}

// putRuleWorker keeps a worker that is done for another file; its
// outcomes, already collected, and its passes are dropped so that the pool
// keeps no diagnostics or file alive.
func putRuleWorker(w *ruleWorker) {
	clear(w.slots[:w.count.Load()])
	w.count.Store(0)
	w.rules, w.file, w.pass = nil, Pass{}, Pass{}
	ruleWorkers.Put(w)
}

// runOne runs one rule on its pass with panic recovery and turns its
// reports into diagnostics.
func runOne(er EnabledRule, pass *Pass) (o ruleOutcome) {
	defer func() {
		switch r := recover(); r.(type) {
		case nil:
		case stopRule:
			o = ruleOutcome{err: &AnalyzerError{RuleID: er.Rule.ID, Path: pass.File.Name, Message: "rule stopped"}}
		default:
			o = ruleOutcome{err: &AnalyzerError{RuleID: er.Rule.ID, Path: pass.File.Name,
				Message: fmt.Sprintf("rule panicked: %v\n%s", r, trimStack(debug.Stack()))}}
		}
	}()
	if labelRules.Load() {
		pprof.Do(context.Background(), pprof.Labels("rule", er.Rule.ID), func(context.Context) { er.Rule.Run(pass) })
	} else {
		er.Rule.Run(pass)
	}
	o.diags = diagnosticsOf(er, pass.File.Name, pass.reports)
	return o
}

// labelRules is set by [LabelRulesInProfiles].
var labelRules atomic.Bool

// LabelRulesInProfiles makes every rule run carry the pprof label rule=ID,
// so that a CPU profile splits its samples by rule (go tool pprof -tags,
// -tagfocus rule=LC0040). A computation the rules share ([Shared],
// [Pass.Scopes]) is labelled with the rule that asked for it first in the
// file. The labels cost an allocation per rule and file: turn them on only
// while profiling.
func LabelRulesInProfiles(on bool) { labelRules.Store(on) }

// diagnosticsOf adds to a rule's reports what the runner knows: the rule,
// the path, the effective severity and the fixes' provider. Zero fixes are
// dropped. Messages and fix keys are shared with earlier diagnostics'
// equal ones (messages).
func diagnosticsOf(er EnabledRule, path string, reports []Report) []Diagnostic {
	out := make([]Diagnostic, 0, len(reports))
	for _, r := range reports {
		d := Diagnostic{RuleID: er.Rule.ID, Path: path, Span: r.Span, Message: messages.intern(r.Message), Severity: er.Severity}
		if !slices.ContainsFunc(r.Fixes, Fix.IsZero) {
			// The report's own fixes, completed where they are (doing so
			// again, should a rule pass one slice to several reports,
			// changes nothing): most diagnostics with a fix have one.
			for i := range r.Fixes {
				completeFix(&r.Fixes[i], er.Rule)
			}
			d.Fixes = r.Fixes[:len(r.Fixes):len(r.Fixes)]
		} else {
			for _, fix := range r.Fixes {
				if !fix.IsZero() {
					completeFix(&fix, er.Rule)
					d.Fixes = append(d.Fixes, fix)
				}
			}
		}
		out = append(out, d)
	}
	return out
}

// completeFix adds what the runner knows to a rule's fix: its provider
// when the rule named none, and its key shared with equal ones (the
// findings keep it: FixKeys).
func completeFix(fix *Fix, r *Rule) {
	if fix.Provider == "" {
		fix.Provider = r.Provider()
	}
	fix.Key = messages.intern(fix.Key)
}

// trimStack keeps the first frames of a stack trace: enough to find the bug,
// short enough for a tool result.
func trimStack(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	if len(lines) > 24 {
		lines = lines[:24]
	}
	return strings.Join(lines, "\n")
}
