package workspace

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace/corpus"
)

// recorder collects progress updates.
type recorder struct {
	mu  sync.Mutex
	got []ProgressUpdate
}

func (r *recorder) progress(u ProgressUpdate) {
	r.mu.Lock()
	r.got = append(r.got, u)
	r.mu.Unlock()
}

// check verifies the progress model on what was recorded: a first update
// at 0, one total, Done strictly growing, the last at the total in phase
// done; and that the phases seen include want, in this order.
func (r *recorder) check(t *testing.T, want ...Phase) {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.got) < 2 || r.got[0].Done != 0 {
		t.Fatalf("updates %+v", r.got)
	}
	var phases []Phase
	for i, u := range r.got {
		if u.Total != ProgressTotal || i > 0 && u.Done <= r.got[i-1].Done || u.Message == "" {
			t.Errorf("update %d %+v after %+v", i, u, r.got[max(i-1, 0)])
		}
		if len(phases) == 0 || phases[len(phases)-1] != u.Phase {
			phases = append(phases, u.Phase)
		}
	}
	if last := r.got[len(r.got)-1]; last.Done != ProgressTotal || last.Phase != PhaseDone {
		t.Errorf("last update %+v", last)
	}
	j := 0
	for _, p := range phases {
		if j < len(want) && p == want[j] {
			j++
		}
	}
	if j < len(want) {
		t.Errorf("phases %q, want %q in order", phases, want)
	}
}

func TestTrackerModel(t *testing.T) {
	var r recorder
	tr := newTracker(r.progress, fixAllCommitPlan)
	tr.begin(PhaseListing, 0, "files")
	tr.setItems(10, "files")
	for i := 1; i <= 10; i++ {
		tr.advance(i)
	}
	tr.advance(3) // a slow worker: ignored
	// Declarations skipped (cached): the next phase starts past them.
	tr.begin(PhaseAnalyzing, 4, "files")
	tr.begin(PhaseListing, 1, "files") // passed already: ignored
	tr.advance(4)
	tr.begin(PhaseWriting, 3, "steps")
	tr.advance(5) // more steps than announced stay short of the end
	tr.finish()
	tr.finish()
	r.check(t, PhaseListing, PhaseAnalyzing, PhaseWriting, PhaseDone)
	for _, u := range r.got {
		if u.Phase == PhaseWriting && u.Done >= ProgressTotal {
			t.Errorf("writing reached the total before finish: %+v", u)
		}
		if u.Phase == PhaseAnalyzing && u.Done <= 200 {
			t.Errorf("analyzing started inside the skipped phases: %+v", u)
		}
	}
	if !strings.Contains(r.got[len(r.got)-2].Message, "writing: 3 of 3 steps") {
		t.Errorf("message %q", r.got[len(r.got)-2].Message)
	}
	var nilTracker *tracker
	nilTracker.begin(PhaseListing, 1, "x")
	nilTracker.advance(1)
	nilTracker.finish()
	if newTracker(nil, analyzePlan) != nil {
		t.Error("a tracker without output")
	}
	if got := thousands(7854); got != "7,854" {
		t.Errorf("thousands = %q", got)
	}
}

func TestAnalyzeAndFixAllProgress(t *testing.T) {
	files := map[string]string{}
	for i := range 40 {
		files[fmt.Sprintf("f%02d.al", i)] = "BEGIN\nx BEGIN\n"
	}
	root := writeProject(t, files)
	p := openWS(t, root, nil, false).Primary()
	var r recorder
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{Progress: r.progress}); err != nil {
		t.Fatal(err)
	}
	r.check(t, PhaseListing, PhaseAnalyzing, PhaseDone)

	for _, commit := range []bool{false, true} {
		r = recorder{}
		plan, err := p.PlanFixAll(context.Background(), FixAllRequest{RuleID: "TT0001", Progress: r.progress, Commit: commit, Diff: !commit})
		if err != nil {
			t.Fatal(err)
		}
		if !commit {
			r.check(t, PhaseListing, PhaseAnalyzing, PhaseReading, PhaseComputingFixes, PhaseDiffing, PhaseDone)
			if d := plan.FileDiffs(); len(d) != 40 || plan.Diff() == "" || !strings.Contains(d[0].Diff, "+begin") {
				t.Errorf("diffs of the dry run: %d", len(d))
			}
			continue
		}
		r.mu.Lock()
		if n := len(r.got); r.got[n-1].Phase == PhaseDone {
			t.Errorf("PlanFixAll finished a call that commits next")
		}
		r.mu.Unlock()
		if _, err := p.Commit(context.Background(), plan); err != nil {
			t.Fatal(err)
		}
		r.check(t, PhaseListing, PhaseAnalyzing, PhaseReading, PhaseComputingFixes, PhaseWriting, PhaseDone)
	}
}

// fixAllByFile computes what one FixAll over every file computes.
func TestFixAllByFileMatchesFixAll(t *testing.T) {
	dir := t.TempDir()
	if _, err := corpus.Write(dir, corpus.Options{Files: 60, Seed: 3, IssueRate: 0.5}); err != nil {
		t.Fatal(err)
	}
	p := openWSWith(t, dir, rules.Registry()).Primary()
	cfg, err := p.Config([]string{"${CodeCop}", "FormattingCop"})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"AA0005", "FC0002", "AA0241"} {
		r, _ := rules.Registry().Lookup(id)
		rule := analysis.EnabledRule{Rule: r, Severity: r.Severity}
		ar, err := p.Analyze(context.Background(), AnalyzeRequest{Config: cfg})
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		for _, f := range ar.Findings {
			if f.ID == id {
				b, _, err := p.readFile(f.Path)
				if err != nil {
					t.Fatal(err)
				}
				files[f.Path] = b
			}
		}
		if len(files) < 5 {
			t.Fatalf("%s: only %d files have findings", id, len(files))
		}
		sum, err := p.Summary(context.Background(), cfg, []analysis.EnabledRule{rule})
		if err != nil {
			t.Fatal(err)
		}
		req := analysis.FixAllRequest{Rule: rule, Key: r.FixKeys[0], Files: files, Config: cfg, Options: analysis.Options{Summary: sum}}
		want, err := analysis.FixAll(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		got, err := fixAllByFile(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Changed, want.Changed) || len(got.Changed) == 0 {
			t.Errorf("%s: %d files changed, want %d (or contents differ)", id, len(got.Changed), len(want.Changed))
		}
		if got.Found != want.Found || got.Applied != want.Applied || got.Edits != want.Edits || got.Rounds != want.Rounds {
			t.Errorf("%s: found/applied/edits/rounds %d/%d/%d/%d, want %d/%d/%d/%d", id, got.Found, got.Applied, got.Edits, got.Rounds,
				want.Found, want.Applied, want.Edits, want.Rounds)
		}
		if !reflect.DeepEqual(positions(got.Unfixed), positions(want.Unfixed)) {
			t.Errorf("%s: unfixed %v, want %v", id, positions(got.Unfixed), positions(want.Unfixed))
		}
	}
}

func positions(ds []analysis.Diagnostic) []string {
	out := []string{}
	for _, d := range ds {
		out = append(out, fmt.Sprintf("%s:%d", d.Path, d.Span.Start))
	}
	return out
}

// A fix that edits another file falls back to one FixAll over all files,
// which applies it.
func TestFixAllByFileCrossFileFix(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "XFILE\n", "b.al": "// b\nXFILE\n"})
	b := filepath.Join(root, "b.al")
	xfile := &analysis.Rule{ID: "TT0007", Title: "x", Message: "x", Severity: analysis.SeverityWarning, Analyzer: project.CodeCop,
		FixKeys: []string{"TT0007.Note"}}
	xfile.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "XFILE" {
				edits := []analysis.TextEdit{{Span: tok.Span, NewText: "xfile"}}
				if p.Path != b {
					edits = append(edits, analysis.TextEdit{Path: b, Span: syntax.Span{}, NewText: "// noted\n"})
				}
				p.Reportf(tok.Span, nil, p.Fix("Note", "Note it", edits...))
			}
		}
	}
	reg, err := analysis.NewRegistry(xfile)
	if err != nil {
		t.Fatal(err)
	}
	p := openWSWith(t, root, reg).Primary()
	plan, err := p.PlanFixAll(context.Background(), FixAllRequest{RuleID: "TT0007"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range plan.Files {
		got[filepath.Base(f.Path)] = string(f.Content)
	}
	if got["a.al"] != "xfile\n" || got["b.al"] != "// noted\n// b\nxfile\n" {
		t.Errorf("planned %q", got)
	}
}

// Duplicate rules: with the ALCops bundle and CodeCop, FC0003 does not run
// (AA0008 does), analyze says so, and the fix use cases answer
// RuleLeftOutAsDuplicate for it; naming both analyzers runs both.
func TestDuplicateRulesLeftOut(t *testing.T) {
	mk := func(id string, g project.AnalyzerGroup) *analysis.Rule {
		r := &analysis.Rule{ID: id, Title: id, Message: "today", Severity: analysis.SeverityWarning, Analyzer: g,
			FixKeys: []string{id + ".AddParentheses"}}
		r.Run = func(p *analysis.Pass) {
			for i, tok := range p.File.Tokens {
				if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "Today" {
					p.Reportf(tok.Span, nil, p.Fix("AddParentheses", "Add ()", analysis.TextEdit{Span: syntax.Span{Start: tok.Span.End, End: tok.Span.End}, NewText: "()"}))
				}
			}
		}
		return r
	}
	reg, err := analysis.NewRegistry(mk("AA0008", project.CodeCop), mk("FC0003", project.FormattingCop))
	if err != nil {
		t.Fatal(err)
	}
	path := "a.al"
	for _, tc := range []struct {
		settings string
		want     []string
		leftOut  []project.LeftOut
	}{
		{`{"al.codeAnalyzers": ["${CodeCop}", "ALCops.Analyzers.dll"]}`, []string{"AA0008"},
			[]project.LeftOut{{RuleID: "FC0003", DuplicateOf: "AA0008", Why: project.DuplicateRules[0].Why}}},
		{`{"al.codeAnalyzers": ["${CodeCop}", "ALCops.FormattingCop.dll"]}`, []string{"AA0008", "FC0003"}, nil},
		{`{"al.codeAnalyzers": ["ALCops.Analyzers.dll"]}`, []string{"FC0003"}, nil},
	} {
		root := writeProject(t, map[string]string{path: "x := Today;\n", ".vscode/settings.json": tc.settings})
		p := openWSWith(t, root, reg).Primary()
		ar, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, f := range ar.Findings {
			if f.Analyzer != CompilerAnalyzer {
				ids = append(ids, f.ID)
			}
		}
		if !reflect.DeepEqual(ids, tc.want) || !reflect.DeepEqual(ar.LeftOut, tc.leftOut) {
			t.Errorf("%s: findings %v left out %+v, want %v %+v", tc.settings, ids, ar.LeftOut, tc.want, tc.leftOut)
		}
		_, err = p.Locate(context.Background(), FixRequest{RuleID: "FC0003", Path: filepath.Join(root, path), Line: 1, Column: 6})
		if tc.leftOut != nil {
			if problemOf(t, err) != RuleLeftOutAsDuplicate {
				t.Errorf("%s: Locate FC0003: %v", tc.settings, err)
			}
			_, err = p.PlanFixAll(context.Background(), FixAllRequest{RuleID: "fc0003"})
			var fe *FixError
			if problemOf(t, err) != RuleLeftOutAsDuplicate || !errorsAs(err, &fe) || fe.DuplicateOf != "AA0008" {
				t.Errorf("%s: PlanFixAll FC0003: %v", tc.settings, err)
			}
		} else if err != nil {
			t.Errorf("%s: Locate FC0003: %v", tc.settings, err)
		}
	}
}

// The listing: selection, counts, digest and cursors.
func TestListingAndCursors(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\nBEGIN\n", "b.al": "BEGIN\n", "c.al": "nothing\n"})
	w := openWS(t, root, nil, false)
	p := w.Primary()
	ar, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	l := w.List(ar, Selection{RuleIDs: []string{"tt0001"}})
	c := l.Counts
	if c.Total != 3 || len(l.Findings) != 3 || c.BySeverity[analysis.SeverityWarning] != 3 || c.ByAnalyzer["FormattingCop"] != 3 ||
		len(c.ByRule) != 1 || c.ByRule[0] != (RuleCount{ID: "TT0001", Title: "Upper-case begin", Analyzer: "FormattingCop", Severity: analysis.SeverityWarning, Count: 3, Fixable: 3}) ||
		len(c.ByFile) != 2 || c.ByFile[0] != (FileCount{Path: filepath.Join(root, "a.al"), Count: 2}) {
		t.Fatalf("counts %+v", c)
	}
	if w.List(ar, Selection{Severities: []analysis.Severity{analysis.SeverityError}, RuleIDs: []string{"TT0001"}}).Counts.Total != 0 ||
		w.List(ar, Selection{Analyzers: []string{"CodeCop"}}).Counts.Total != 0 {
		t.Error("a selection kept what it should not")
	}
	args := ArgsDigest("a", "b")
	if ArgsDigest("a", "b") != args || ArgsDigest("ab", "") == args {
		t.Error("ArgsDigest is not a function of its parts")
	}
	cur := l.Cursor(2, args)
	if off, err := l.Resume(cur, args); off != 2 || err != nil {
		t.Errorf("Resume = %d, %v", off, err)
	}
	if _, err := l.Resume(cur, ArgsDigest("other")); err != ErrCursorArguments {
		t.Errorf("other arguments: %v", err)
	}
	for _, bad := range []string{"", "x", "!!!", cur[:len(cur)-2], cur + "AA"} {
		if _, err := l.Resume(bad, args); err != ErrCursorMalformed {
			t.Errorf("Resume(%q) = %v", bad, err)
		}
	}
	// A listing with another finding has another digest.
	writeFile(t, filepath.Join(root, "c.al"), "BEGIN\n")
	ar2, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	l2 := w.List(ar2, Selection{RuleIDs: []string{"TT0001"}})
	if _, err := l2.Resume(cur, args); err != ErrCursorStale {
		t.Errorf("after a change: %v", err)
	}
	// The same findings again: the same digest.
	if w.List(ar2, Selection{RuleIDs: []string{"TT0001"}}).Digest != l2.Digest || l2.Digest == l.Digest {
		t.Error("digest is not a function of the findings")
	}
}

// openWSWith opens a workspace on root with the given rules (no watcher,
// in-memory store).
func openWSWith(t testing.TB, root string, reg *analysis.Registry) *Workspace {
	t.Helper()
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}

func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func errorsAs(err error, target any) bool { return errors.As(err, target) }
