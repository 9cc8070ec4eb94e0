package analysis

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"
	"unsafe"

	"github.com/alfix/alfix/al/syntax"
)

// Running many rules over one file after another does not allocate a
// buffer with room for every rule's outcome per file: a worker that is
// done is reused with its buffer. Counted in bytes allocated per file
// (runtime.MemStats), against the bytes such a buffer takes (the rules'
// count times a result's size).
func TestRunRulesReusesOutcomeBuffer(t *testing.T) {
	const n = 2000
	rules, _ := quickRules(nil, nil, "TT", n, 0)
	env, opts := smallFile()
	runRules(context.Background(), rules, env, opts) // warm: the first buffer is made here
	const files = 20
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range files {
		runRules(context.Background(), rules, env, opts)
	}
	runtime.ReadMemStats(&after)
	perFile := (after.TotalAlloc - before.TotalAlloc) / files
	buffer := uint64(n) * uint64(unsafeSizeofResult())
	if perFile >= buffer/2 {
		t.Errorf("runRules allocates %d bytes per file for %d rules; a buffer for them is %d", perFile, n, buffer)
	}
}

func unsafeSizeofResult() uintptr { return unsafe.Sizeof(ruleResult{}) }

// smallFile returns the pass environment of a small file and options with
// a budget no quick rule nears.
func smallFile() (passEnv, Options) {
	f := syntax.Parse("a.al", []byte(frameworkSource), syntax.Options{})
	return passEnv{file: f, shared: &fileShared{}}, Options{RuleBudget: time.Minute}
}

// Rules that report collect their reports in the worker's one array, not
// in a slice grown per rule and file: many reporting rules over many files
// allocate their diagnostics (one slice per rule and file), not the
// reports' growth as well. The reports are all kept, in order.
func TestRunRulesReusesReportsArray(t *testing.T) {
	if raceEnabled {
		t.Skip("pooled memory is not reused under the race detector")
	}
	const reporting, each = 20, 64
	rules := make([]EnabledRule, reporting)
	for i := range rules {
		rules[i] = EnabledRule{&Rule{ID: fmt.Sprintf("TT%04d", i), Title: "t", Message: "m", Severity: SeverityInfo,
			Analyzer: "LinterCop", Run: func(p *Pass) {
				for k := range each {
					p.Report(Report{Span: syntax.Span{Start: k, End: k + 1}, Message: "m"})
				}
			}}, SeverityInfo}
	}
	f := syntax.Parse("a.al", []byte(frameworkSource), syntax.Options{})
	env := passEnv{file: f, shared: &fileShared{}}
	opts := Options{RuleBudget: time.Minute}
	out := runRules(context.Background(), rules, env, opts) // warm: the array grows here
	if len(out) != reporting {
		t.Fatalf("%d outcomes, want %d", len(out), reporting)
	}
	for i, o := range out {
		if len(o.diags) != each || o.diags[0].RuleID != rules[i].Rule.ID || o.diags[each-1].Span.Start != each-1 {
			t.Fatalf("outcome %d: %d diagnostics of %s", i, len(o.diags), o.diags[0].RuleID)
		}
	}
	allocs := testing.AllocsPerRun(20, func() { runRules(context.Background(), rules, env, opts) })
	// Per reporting rule: its diagnostics' slice. Growing the reports to
	// 64 would take seven more.
	if limit := float64(reporting*2 + 8); allocs > limit {
		t.Errorf("runRules made %.0f allocations for %d rules reporting %d each; want at most %.0f", allocs, reporting, each, limit)
	}
}

// A worker whose last rule ran out of its budget is not reused: left
// behind, it writes its late result into its buffer, which a later file
// must never receive as its own.
func TestRunRulesLateResultNotReused(t *testing.T) {
	late := &Rule{ID: "TT0901", Title: "Late", Message: "late %s", Severity: SeverityInfo, Analyzer: "LinterCop",
		Run: func(p *Pass) {
			time.Sleep(150 * time.Millisecond)
			p.Reportf(syntax.Span{Start: 0, End: 1}, []any{"x"})
		}}
	quiet := &Rule{ID: "TT0902", Title: "Quiet", Message: "m", Severity: SeverityInfo, Analyzer: "LinterCop", Run: func(*Pass) {}}
	first := AnalyzeSource(context.Background(), "a.al", []byte(frameworkSource), nil,
		[]EnabledRule{{late, SeverityInfo}}, Options{RuleBudget: 20 * time.Millisecond})
	if len(first.AnalyzerErrors) != 1 || len(first.Diagnostics) != 0 {
		t.Fatalf("the late rule: %d errors, %d diagnostics; want its budget error alone", len(first.AnalyzerErrors), len(first.Diagnostics))
	}
	time.Sleep(300 * time.Millisecond) // the late result is sent by now
	for range 5 {
		res := AnalyzeSource(context.Background(), "b.al", []byte(frameworkSource), nil,
			[]EnabledRule{{quiet, SeverityInfo}}, Options{RuleBudget: time.Minute})
		if len(res.Diagnostics) != 0 || len(res.AnalyzerErrors) != 0 {
			t.Fatalf("a later file got %+v %+v: another file's late result", res.Diagnostics, res.AnalyzerErrors)
		}
	}
}
