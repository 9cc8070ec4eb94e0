package workspace

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules"
)

// TestAppendMergedIsStableSortOfBoth: merging a file's two sorted parts
// gives what a stable sort of the first part then the second gives, ties
// included.
func TestAppendMergedIsStableSortOfBoth(t *testing.T) {
	a := []Finding{{Line: 1, ID: "A1", Message: "a1"}, {Line: 2, ID: "B", Message: "a-tie"}, {Line: 5, ID: "A5", Message: "a5"}}
	b := []Finding{{Line: 2, ID: "B", Message: "b-tie"}, {Line: 3, ID: "B3", Message: "b3"}, {Line: 9, ID: "B9", Message: "b9"}}
	want := append(append([]Finding{}, a...), b...)
	sortFindings(want)
	for i := range want {
		want[i].Path = "/p/x.al"
	}
	pa, pb := packFindings(a), packFindings(b)
	got := appendMerged(nil, &pa, &pb, "/p/x.al")
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("merged\n got  %v\n want %v", got, want)
	}
	if got := appendMerged(nil, &findingSet{}, &pb, "/p/x.al"); len(got) != len(b) || got[0].Path != "/p/x.al" {
		t.Errorf("one part: %v", got)
	}
}

// TestWholeSnapshotAnalysisIsReused: a second analysis of an unchanged
// project returns the first one's findings without assembling them; a
// changed file, other analyzers or a filtered call assemble again.
func TestWholeSnapshotAnalysisIsReused(t *testing.T) {
	root, p := openPrimary(t, carryProject)
	w := p.w
	analyze := func(req AnalyzeRequest) *AnalyzeResult {
		t.Helper()
		res, err := p.Analyze(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	first := analyze(AnalyzeRequest{})
	second := analyze(AnalyzeRequest{})
	if first.Findings.Len() == 0 || &first.Findings.Slice()[0] != &second.Findings.Slice()[0] || second.Analyzed != 0 || second.Cached != second.Files {
		t.Fatalf("second call: not the first one's findings (analysed %d, cached %d of %d)", second.Analyzed, second.Cached, second.Files)
	}
	// Listings of the shared findings are shared per selection.
	all := w.List(first, Selection{})
	if again := w.List(second, Selection{}); again != all {
		t.Error("the same findings and selection listed twice")
	}
	warnings := w.List(second, Selection{Severities: []analysis.Severity{analysis.SeverityWarning}})
	if warnings == all || warnings.Counts.Total >= all.Counts.Total || warnings.Counts.Total != all.Counts.BySeverity[analysis.SeverityWarning] {
		t.Errorf("warnings only: %d of %d (%d warnings)", warnings.Counts.Total, all.Counts.Total, all.Counts.BySeverity[analysis.SeverityWarning])
	}
	// A filtered call assembles its own, and leaves the reused ones alone.
	one := filepath.Join(root, "src", "Mgt.Codeunit.al")
	filtered := analyze(AnalyzeRequest{Filter: func(path string) bool { return path == one }})
	for _, f := range filtered.Findings.Slice() {
		if f.Path != one {
			t.Fatalf("filtered call: finding in %s", f.Path)
		}
	}
	if third := analyze(AnalyzeRequest{}); &third.Findings.Slice()[0] != &first.Findings.Slice()[0] {
		t.Error("a filtered call replaced the reused findings")
	}
	// Other analyzers.
	cfg, err := p.Config([]string{"${CodeCop}"})
	if err != nil {
		t.Fatal(err)
	}
	if other := analyze(AnalyzeRequest{Config: cfg}); other.Findings.Len() > 0 && &other.Findings.Slice()[0] == &first.Findings.Slice()[0] {
		t.Error("other analyzers got the same findings")
	}
	// A changed file.
	path := filepath.Join(root, "src", "User.Codeunit.al")
	src, _ := os.ReadFile(path)
	if err := os.WriteFile(path, append(src, "\n// changed\ncodeunit 50109 Extra { }\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	changed := analyze(AnalyzeRequest{})
	if w.List(changed, Selection{}) == all {
		t.Error("a changed analysis got the old listing")
	}
	if changed.Analyzed == 0 || &changed.Findings.Slice()[0] == &first.Findings.Slice()[0] {
		t.Errorf("after a change: analysed %d, same findings %v", changed.Analyzed, &changed.Findings.Slice()[0] == &first.Findings.Slice()[0])
	}
	if got, want := findingLines(root, changed), freshFindingLines(t, root, rules.Registry()); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("after a change:\n got  %q\n want %q", got, want)
	}
}
