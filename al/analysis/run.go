package analysis

import (
	"context"
	"fmt"
	"runtime/debug"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// DefaultRuleBudget is how long one rule may run on one file before its
// result is discarded and an analyzer error is reported.
const DefaultRuleBudget = 10 * time.Second

// Options tune a run.
type Options struct {
	// RuleBudget is the per-rule, per-file time budget; 0 means
	// [DefaultRuleBudget].
	RuleBudget time.Duration
	// Summary is the project's declarations, for rules that use them; nil
	// means a summary of the analysed file alone.
	Summary *symbols.Summary
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
func ParseOptions(cfg *project.Config) syntax.Options {
	if cfg == nil {
		return syntax.Options{}
	}
	return syntax.Options{Symbols: cfg.Manifest.PreprocessorSymbols}
}

// AnalyzeSource parses src and runs the rules on it.
func AnalyzeSource(ctx context.Context, path string, src []byte, cfg *project.Config, rules []EnabledRule, opts Options) FileResult {
	f := syntax.Parse(path, src, ParseOptions(cfg))
	return AnalyzeFile(ctx, f, cfg, rules, opts)
}

// AnalyzeFile runs the rules on a parsed file. Each rule runs with panic
// recovery and a time budget; a failing rule yields an AnalyzerError and the
// other rules' results stand.
func AnalyzeFile(ctx context.Context, f *syntax.File, cfg *project.Config, rules []EnabledRule, opts Options) FileResult {
	if cfg == nil {
		cfg = &project.Config{}
	}
	res := FileResult{Path: f.Name, SyntaxErrors: f.Errors}
	sup := NewSuppressions(f)
	shared := &fileShared{}
	summary := opts.Summary
	if summary == nil && needsSummary(rules) {
		summary = symbols.Build([]*symbols.FileSymbols{symbols.Extract(f)})
	}
	for _, o := range runRules(ctx, rules, f, cfg, summary, shared, opts) {
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
	return res
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

// SortDiagnostics orders diagnostics by path, start, end and rule id.
func SortDiagnostics(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := &ds[i], &ds[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Span.Start != b.Span.Start {
			return a.Span.Start < b.Span.Start
		}
		if a.Span.End != b.Span.End {
			return a.Span.End < b.Span.End
		}
		return a.RuleID < b.RuleID
	})
}

// ruleOutcome is what one rule produced on one file.
type ruleOutcome struct {
	diags []Diagnostic
	err   *AnalyzerError
}

// runRules runs the rules on one file, one after the other, in a worker
// goroutine watched by the caller: a rule that panics yields an error and the
// next rule runs; a rule that exceeds its budget yields an error, the worker
// is abandoned (Go cannot stop a goroutine; its late results are dropped) and
// a new worker goes on with the next rule.
func runRules(ctx context.Context, rules []EnabledRule, f *syntax.File, cfg *project.Config, summary *symbols.Summary, shared *fileShared, opts Options) []ruleOutcome {
	budget := opts.RuleBudget
	if budget <= 0 {
		budget = DefaultRuleBudget
	}
	out := make([]ruleOutcome, 0, len(rules))
	type result struct {
		index int
		ruleOutcome
	}
	next := 0
	for next < len(rules) {
		if ctx.Err() != nil {
			return out
		}
		results := make(chan result, len(rules)-next)
		abandoned := new(atomic.Bool)
		go func(from int) {
			for i := from; i < len(rules) && !abandoned.Load(); i++ {
				results <- result{i, runOne(rules[i], f, cfg, summary, shared)}
			}
		}(next)
		timer := time.NewTimer(budget)
	wait:
		for next < len(rules) {
			select {
			case r := <-results:
				out = append(out, r.ruleOutcome)
				next = r.index + 1
				if !timer.Stop() {
					<-timer.C
				}
				timer.Reset(budget)
			case <-timer.C:
				out = append(out, ruleOutcome{err: &AnalyzerError{RuleID: rules[next].Rule.ID, Path: f.Name,
					Message: fmt.Sprintf("rule exceeded its time budget of %s and was abandoned", budget)}})
				abandoned.Store(true)
				next++
				break wait
			case <-ctx.Done():
				abandoned.Store(true)
				timer.Stop()
				return out
			}
		}
		timer.Stop()
	}
	return out
}

// runOne runs one rule with panic recovery.
func runOne(er EnabledRule, f *syntax.File, cfg *project.Config, summary *symbols.Summary, shared *fileShared) (o ruleOutcome) {
	pass := &Pass{Rule: er.Rule, Path: f.Name, File: f, Config: cfg, Summary: summary, shared: shared, severity: er.Severity,
		report: func(d Diagnostic) { o.diags = append(o.diags, d) }}
	defer func() {
		if r := recover(); r != nil {
			o = ruleOutcome{err: &AnalyzerError{RuleID: er.Rule.ID, Path: f.Name,
				Message: fmt.Sprintf("rule panicked: %v\n%s", r, trimStack(debug.Stack()))}}
		}
	}()
	er.Rule.Run(pass)
	return o
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
