package fix

import (
	"context"
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/corpus"
)

func TestPlanFixAllComputesBases(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN BEGIN\n", "b.al": "BEGIN\n", "c.al": "x\n"})
	p := openWS(t, root, nil, false).Primary()
	plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: "tt0001"})
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Found) != 3 || len(plan.Files) != 2 || len(plan.Unfixed(nil)) != 0 || plan.FixKey != "TT0001.Lower" {
		t.Fatalf("found %d changed %d unfixed %d key %s", len(plan.Found), len(plan.Files), len(plan.Unfixed(nil)), plan.FixKey)
	}
	for _, f := range plan.Files {
		if f.Base != sha256.Sum256(f.Original) {
			t.Errorf("%s: base hash does not match the original", f.Path)
		}
	}
}

func TestUnsupportedEncoding(t *testing.T) {
	if checkEncoding([]byte("\xFF\xFEa\x00")) == nil || checkEncoding([]byte("a\xffb")) == nil {
		t.Error("UTF-16 or invalid UTF-8 accepted")
	}
	if checkEncoding([]byte("\xEF\xBB\xBFcodeunit")) != nil {
		t.Error("UTF-8 with BOM refused")
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
	if _, err := p.Analyze(context.Background(), workspace.AnalyzeRequest{Progress: r.progress}); err != nil {
		t.Fatal(err)
	}
	r.check(t, workspace.PhaseListing, workspace.PhaseAnalyzing, workspace.PhaseDone)

	for _, commit := range []bool{false, true} {
		r = recorder{}
		plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: "TT0001", Progress: r.progress, Commit: commit, Diff: !commit})
		if err != nil {
			t.Fatal(err)
		}
		if !commit {
			r.check(t, workspace.PhaseListing, workspace.PhaseAnalyzing, workspace.PhaseReading, workspace.PhaseComputingFixes, workspace.PhaseDiffing, workspace.PhaseDone)
			if d := plan.FileDiffs(); len(d) != 40 || plan.Diff() == "" || !strings.Contains(d[0].Diff, "+begin") {
				t.Errorf("diffs of the dry run: %d", len(d))
			}
			continue
		}
		r.mu.Lock()
		if n := len(r.got); r.got[n-1].Phase == workspace.PhaseDone {
			t.Errorf("PlanFixAll finished a call that commits next")
		}
		r.mu.Unlock()
		if _, err := Commit(context.Background(), p, plan); err != nil {
			t.Fatal(err)
		}
		r.check(t, workspace.PhaseListing, workspace.PhaseAnalyzing, workspace.PhaseReading, workspace.PhaseComputingFixes, workspace.PhaseWriting, workspace.PhaseDone)
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
		ar, err := p.Analyze(context.Background(), workspace.AnalyzeRequest{Config: cfg})
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		for _, f := range ar.Findings.Slice() {
			if f.ID == id {
				b, _, err := p.ReadFile(f.Path)
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
		got, cross, err := fixAllMerged(req)
		if err != nil || cross {
			t.Fatal(err, cross)
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

// fixAllMerged runs fixAllByFile over req's files and merges the outcomes
// it hands over as one FixAllResult.
func fixAllMerged(req analysis.FixAllRequest) (analysis.FixAllResult, bool, error) {
	paths := slices.Sorted(maps.Keys(req.Files))
	files := req.Files
	req.Files = nil
	results := make([]analysis.FixAllResult, len(paths))
	read := func(i int) ([]byte, bool) {
		b, ok := files[paths[i]]
		return b, ok
	}
	cross, err := fixAllByFile(context.Background(), req, paths, read, nil, func(i int, original []byte, r analysis.FixAllResult) {
		results[i] = r
	})
	merged := analysis.FixAllResult{Changed: map[string][]byte{}}
	for _, r := range results {
		maps.Copy(merged.Changed, r.Changed)
		merged.Found += r.Found
		merged.Applied += r.Applied
		merged.Edits += r.Edits
		merged.Rounds = max(merged.Rounds, r.Rounds)
		merged.Unfixed = append(merged.Unfixed, r.Unfixed...)
	}
	return merged, cross, err
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
	plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: "TT0007"})
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
		ar, err := p.Analyze(context.Background(), workspace.AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, f := range ar.Findings.Slice() {
			if f.Analyzer != workspace.CompilerAnalyzer {
				ids = append(ids, f.ID)
			}
		}
		if !reflect.DeepEqual(ids, tc.want) || !reflect.DeepEqual(ar.LeftOut, tc.leftOut) {
			t.Errorf("%s: findings %v left out %+v, want %v %+v", tc.settings, ids, ar.LeftOut, tc.want, tc.leftOut)
		}
		_, err = Locate(context.Background(), p, Request{RuleID: "FC0003", Path: filepath.Join(root, path), Line: 1, Column: 6})
		if tc.leftOut != nil {
			if problemOf(t, err) != RuleLeftOutAsDuplicate {
				t.Errorf("%s: Locate FC0003: %v", tc.settings, err)
			}
			_, err = PlanFixAll(context.Background(), p, AllRequest{RuleID: "fc0003"})
			var fe *Error
			if problemOf(t, err) != RuleLeftOutAsDuplicate || !errorsAs(err, &fe) || fe.DuplicateOf != "AA0008" {
				t.Errorf("%s: PlanFixAll FC0003: %v", tc.settings, err)
			}
		} else if err != nil {
			t.Errorf("%s: Locate FC0003: %v", tc.settings, err)
		}
	}
}

// A bulk fix's plan holds only what its call needs: a dry run that renders
// its diff keeps the diffs, not the files' old and new contents (and cannot
// be committed); a plan to commit keeps the new contents (compressed) and
// the bases' hashes, not the old contents, and renders a diff asked for all
// the same from the files on disk while they are still at their bases. The
// diffs are the same either way.
func TestPlanFixAllLetsGoOfContents(t *testing.T) {
	files := map[string]string{}
	for i := range 12 {
		files[fmt.Sprintf("f%02d.al", i)] = strings.Repeat("x BEGIN y\n", i+1)
	}
	files["same.al"] = "nothing to fix\n"
	root := writeProject(t, files)
	p := openWS(t, root, nil, false).Primary()
	ctx := context.Background()
	lazy, err := PlanFixAll(ctx, p, AllRequest{RuleID: "TT0001"})
	if err != nil {
		t.Fatal(err)
	}
	want := lazy.FileDiffs()
	if len(want) != 12 || !strings.Contains(want[3].Diff, "+x begin y") {
		t.Fatalf("reference diffs: %d files", len(want))
	}

	dry, err := PlanFixAll(ctx, p, AllRequest{RuleID: "TT0001", Diff: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range dry.Files {
		if f.Original != nil || f.Content != nil {
			t.Errorf("dry run: %s keeps its contents (%d and %d bytes)", filepath.Base(f.Path), len(f.Original), len(f.Content))
		}
	}
	// Until asked for, the diffs are held packed, as they were rendered.
	if dry.diffs != nil || len(dry.packedDiffs) != len(dry.Files) {
		t.Errorf("dry run: %d diffs held as text, %d packed, for %d files; want every one packed", len(dry.diffs), len(dry.packedDiffs), len(dry.Files))
	}
	if got := dry.FileDiffs(); !reflect.DeepEqual(got, want) || dry.Diff() != lazy.Diff() {
		t.Errorf("dry run: the diffs rendered file by file differ from the plan's diffs")
	}
	if got := dry.Unfixed(nil); len(got) != 0 {
		t.Errorf("dry run: %d unfixed", len(got))
	}
	if _, err := Commit(ctx, p, dry); err == nil {
		t.Error("a dry run's plan was committed")
	}

	commit, err := PlanFixAll(ctx, p, AllRequest{RuleID: "TT0001", Commit: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(commit.Files) != 12 {
		t.Fatalf("plan to commit: %d files", len(commit.Files))
	}
	for _, f := range commit.Files {
		b, err := f.NewContent()
		if f.Original != nil || f.Content != nil || err != nil || !strings.Contains(string(b), "begin") {
			t.Errorf("plan to commit: %s keeps %d old bytes and %d new ones unpacked, new content %q (%v)", filepath.Base(f.Path),
				len(f.Original), len(f.Content), b, err)
		}
	}
	if got := commit.FileDiffs(); !reflect.DeepEqual(got, want) {
		t.Errorf("plan to commit: the diffs rendered from the files on disk differ")
	}
	// A file changed after planning: no base to diff against, and the
	// commit leaves it out.
	edited := commit.Files[5].Path
	if err := os.WriteFile(edited, []byte("someone else's edit BEGIN\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	commit.diffs = nil
	if d := commit.FileDiff(5); d.Path != edited || d.Diff != "" {
		t.Errorf("diff of a file no longer at its base: %q", d.Diff)
	}
	res, err := Commit(ctx, p, commit)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Files {
		if (f.Outcome == Written) == (f.Path == edited) {
			t.Errorf("%s: %s", filepath.Base(f.Path), f.Outcome)
		}
	}
	if b, _ := os.ReadFile(commit.Files[3].Path); string(b) != strings.Repeat("x begin y\n", 4) {
		t.Errorf("written: %q", b)
	}
}

// A dry run whose fixes edit other files renders the diff of every file,
// the other files' included.
func TestPlanFixAllCrossFileDiff(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "XFILE\n", "b.al": "// b\n"})
	b := filepath.Join(root, "b.al")
	xfile := &analysis.Rule{ID: "TT0007", Title: "x", Message: "x", Severity: analysis.SeverityWarning, Analyzer: project.CodeCop,
		FixKeys: []string{"TT0007.Note"}}
	xfile.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if tok.Kind == syntax.Identifier && p.File.TokenText(i) == "XFILE" {
				p.Reportf(tok.Span, nil, p.Fix("Note", "Note it", analysis.TextEdit{Span: tok.Span, NewText: "xfile"},
					analysis.TextEdit{Path: b, Span: syntax.Span{}, NewText: "// noted\n"}))
			}
		}
	}
	reg, err := analysis.NewRegistry(xfile)
	if err != nil {
		t.Fatal(err)
	}
	p := openWSWith(t, root, reg).Primary()
	plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: "TT0007", Diff: true})
	if err != nil {
		t.Fatal(err)
	}
	d := plan.Diff()
	if len(plan.FileDiffs()) != 2 || !strings.Contains(d, "+xfile") || !strings.Contains(d, "+// noted") {
		t.Errorf("diff %q", d)
	}
}
