package lintercop

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0052 and LC0053 across files: another file's code mentioning a name
// counts as a call, a file's edit changes what the others' answers are,
// and the removal fix leaves a project that compiles.

var deadProject = map[string]string{
	"/p/Mover.Codeunit.al": `codeunit 50300 "Stock Mover"
{
    procedure Start()
    begin
        Balance();
    end;

    internal procedure Move()
    begin
    end;

    /// <summary>Parks the stock.</summary>
    internal procedure Park()
    begin
        Park();
    end;

    internal procedure Lift()
    begin
    end;

    internal procedure Balance()
    begin
    end;
}
`,
	"/p/Caller.Codeunit.al": `codeunit 50301 "Stock Caller"
{
    procedure Run()
    var
        Mover: Codeunit "Stock Mover";
    begin
        Mover.Move();
    end;
}
`,
	// Lift is a variable here, not a call of Stock Mover's Lift: a mention
	// by name is all the per-file facts keep, so Lift counts as used.
	"/p/Crane.Codeunit.al": `codeunit 50302 "Stock Crane"
{
    procedure Raise()
    var
        Lift: Integer;
    begin
        Lift := 1;
    end;
}
`,
}

type deadFiles map[string][]byte

func newDeadFiles(edits map[string]string) deadFiles {
	files := deadFiles{}
	for p, s := range deadProject {
		files[p] = []byte(s)
	}
	for p, s := range edits {
		files[p] = []byte(s)
	}
	return files
}

func (fs deadFiles) summary(t *testing.T, friends []symbols.App) *symbols.Summary {
	t.Helper()
	var syms []*symbols.FileSymbols
	for _, p := range slices.Sorted(maps.Keys(fs)) {
		f := syntax.Parse(p, fs[p], syntax.Options{})
		if len(f.Errors) > 0 {
			t.Fatalf("%s: %v", p, f.Errors)
		}
		syms = append(syms, symbols.Extract(f))
	}
	// The platform's System app missing, as in a project without its
	// symbols: members of the project's own objects are then all known, and
	// the compiler checks bind calls.
	sys := symbols.App{ID: symbols.PlatformAppID, Name: "System", Publisher: "Microsoft"}
	return symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "a", Name: "A", Publisher: "P"}, InternalsVisibleTo: friends}, syms,
		[]*symbols.Dependency{{App: sys, Declared: sys, Origin: symbols.Missing, Reach: symbols.Direct}})
}

func (fs deadFiles) analyze(t *testing.T, sum *symbols.Summary, path string, rules ...*analysis.Rule) []analysis.Diagnostic {
	t.Helper()
	var enabled []analysis.EnabledRule
	for _, r := range rules {
		enabled = append(enabled, analysis.EnabledRule{Rule: r, Severity: r.Severity})
	}
	cfg := &project.Config{Analyzers: project.AllAnalyzerGroups}
	res := analysis.AnalyzeSource(context.Background(), path, fs[path], cfg, enabled,
		analysis.Options{Summary: sum, Sources: analysis.SourcesOf(fs, syntax.Options{})})
	if len(res.AnalyzerErrors) > 0 {
		t.Fatalf("analyzer errors: %+v", res.AnalyzerErrors)
	}
	return res.Diagnostics
}

func diagMessages(diags []analysis.Diagnostic, id string) []string {
	var out []string
	for _, d := range diags {
		if d.RuleID == id {
			out = append(out, d.Message)
		}
	}
	return out
}

func TestLC0052AcrossFiles(t *testing.T) {
	fs := newDeadFiles(nil)
	sum := fs.summary(t, nil)
	diags := fs.analyze(t, sum, "/p/Mover.Codeunit.al", LC0052, LC0053)
	if got := diagMessages(diags, "LC0052"); len(got) != 1 || !strings.Contains(got[0], "'Park'") {
		t.Errorf("LC0052: %q, want Park alone (Move is called by Stock Caller, Lift mentioned by Stock Crane)", got)
	}
	if got := diagMessages(diags, "LC0053"); len(got) != 1 || !strings.Contains(got[0], "'Balance'") {
		t.Errorf("LC0053: %q, want Balance alone", got)
	}

	// Stock Caller stops calling Move: only its file's facts change, and
	// Move is now unused.
	edited := newDeadFiles(map[string]string{"/p/Caller.Codeunit.al": strings.Replace(deadProject["/p/Caller.Codeunit.al"], "Mover.Move();", "", 1)})
	sum2 := edited.summary(t, nil)
	ch := symbols.Diff(sum, sum2)
	if ch.Global || !ch.Names["move"] {
		t.Errorf("the edit's change is %+v, want Move among its names", ch)
	}
	if !symbols.Mentions(edited["/p/Mover.Codeunit.al"], ch.Names) {
		t.Error("the declaring file is not among the files the change concerns")
	}
	if got := diagMessages(edited.analyze(t, sum2, "/p/Mover.Codeunit.al", LC0052), "LC0052"); len(got) != 2 {
		t.Errorf("after the edit LC0052: %q, want Move and Park", got)
	}

	// An app with friends: their code may call anything internal.
	if got := fs.analyze(t, fs.summary(t, []symbols.App{{ID: "f", Name: "Friend", Publisher: "P"}}), "/p/Mover.Codeunit.al", LC0052, LC0053); len(got) > 0 {
		t.Errorf("with friends: %+v", got)
	}
}

func TestLC0052RemovalCompiles(t *testing.T) {
	fs := newDeadFiles(nil)
	sum := fs.summary(t, nil)
	var fix analysis.Fix
	for _, d := range fs.analyze(t, sum, "/p/Mover.Codeunit.al", LC0052) {
		if f, ok := d.FixByKey("LC0052.RemoveProcedure"); ok {
			fix = f
		}
	}
	if fix.Key == "" {
		t.Fatal("no removal fix")
	}
	out, err := analysis.ApplyFix(fs, fix, "/p/Mover.Codeunit.al")
	if err != nil {
		t.Fatal(err)
	}
	fixed := newDeadFiles(nil)
	for p, b := range out {
		fixed[p] = b
	}
	got := string(fixed["/p/Mover.Codeunit.al"])
	if strings.Contains(got, "Park") || strings.Contains(got, "Parks the stock") || !strings.Contains(got, "    end;\n\n    internal procedure Lift()") {
		t.Errorf("after the fix:\n%s", got)
	}
	sum2 := fixed.summary(t, nil)
	for _, p := range slices.Sorted(maps.Keys(fixed)) {
		for _, d := range fixed.analyze(t, sum2, p, check.Rules()...) {
			t.Errorf("%s: compiler check %s after the fix: %s", p, d.RuleID, d.Message)
		}
	}
	// Nothing else becomes unused by the removal but what Park called:
	// Park only called itself.
	if got := diagMessages(fixed.analyze(t, sum2, "/p/Mover.Codeunit.al", LC0052), "LC0052"); len(got) > 0 {
		t.Errorf("after the fix LC0052: %q", got)
	}
}

func TestLC0052NoRemovalAcrossDirective(t *testing.T) {
	fs := newDeadFiles(map[string]string{"/p/Mover.Codeunit.al": strings.Replace(deadProject["/p/Mover.Codeunit.al"],
		"    begin\n        Park();\n", "    begin\n#if CLEAN26\n        Message('done');\n#endif\n", 1)})
	diags := fs.analyze(t, fs.summary(t, nil), "/p/Mover.Codeunit.al", LC0052)
	if len(diags) != 1 {
		t.Fatalf("diagnostics %+v, want Park's", diags)
	}
	if _, ok := diags[0].FixByKey("LC0052.RemoveProcedure"); ok {
		t.Error("a removal across a directive is offered")
	}
}
