package workspace

import (
	"context"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
)

// A listing that leaves findings out names stretches of the analysis's
// findings instead of copying them; its pages, Len, At and Files agree
// with the findings a filter keeps, whatever is left out where (first,
// last, between two findings of one file, every finding).
func TestListingNamesTheAnalysisFindings(t *testing.T) {
	fs := []Finding{
		fnd("/p/a.al", "AA0001", 1, "a1"), fnd("/p/a.al", "AA0002", 2, "a2"), fnd("/p/a.al", "AA0001", 3, "a3"),
		fnd("/p/b.al", "AA0002", 1, "b1"), fnd("/p/c.al", "AA0001", 1, "c1"), fnd("/p/c.al", "AA0001", 2, "c2"),
	}
	w := &Workspace{opts: Options{Registry: rules.Registry()}}
	for name, out := range map[string][]int{
		"none": nil, "first": {0}, "last": {5}, "inside a file": {1}, "a whole file": {3},
		"two stretches": {0, 4}, "all": {0, 1, 2, 3, 4, 5},
	} {
		t.Run(name, func(t *testing.T) {
			ar := &AnalyzeResult{Findings: slices.Clone(fs)}
			for _, i := range out {
				ar.Findings[i].Suppressed = true
			}
			var want []*Finding
			for i := range ar.Findings {
				if !slices.Contains(out, i) {
					want = append(want, &ar.Findings[i])
				}
			}
			l := w.list(ar, Selection{})
			if l.Len() != len(want) || l.Counts.Total != len(want) {
				t.Fatalf("Len %d, Total %d, want %d", l.Len(), l.Counts.Total, len(want))
			}
			for i, f := range want {
				if l.At(i) != f {
					t.Errorf("At(%d) = %p, want %p (the analysis's own finding)", i, l.At(i), f)
				}
			}
			for from := 0; from <= len(want); from++ {
				for to := from; to <= len(want)+1; to++ {
					var got []*Finding
					for f := range l.Page(from, to) {
						got = append(got, f)
					}
					if !slices.Equal(got, want[from:min(to, len(want))]) {
						t.Errorf("Page(%d, %d) = %v, want %v", from, to, got, want[from:min(to, len(want))])
					}
				}
			}
			var flat []Finding
			files := 0
			for g := range l.Files() {
				files++
				for _, run := range g {
					for j := range run {
						if run[j].Path != g[0][0].Path {
							t.Errorf("group of %s holds %s", g[0][0].Path, run[j].Path)
						}
						// A stretch of the analysis's findings, not a copy.
						if indexOf(ar.Findings, &run[j]) < 0 {
							t.Errorf("Files: finding %+v is a copy, not the analysis's", run[j])
						}
					}
					flat = append(flat, run...)
				}
			}
			var wantFlat []Finding
			paths := map[string]bool{}
			for _, f := range want {
				wantFlat = append(wantFlat, *f)
				paths[f.Path] = true
			}
			if !slices.EqualFunc(flat, wantFlat, sameFinding) || files != len(paths) {
				t.Errorf("Files: %d groups %v, want %d files %v", files, flat, len(paths), wantFlat)
			}
		})
	}
}

// An analysis whose configuration leaves a duplicate rule out drops its
// findings once, in the assembled list: a second call over the unchanged
// snapshot returns the same list (no copy per call), and a listing with a
// finding left out shares it too.
func TestLeftOutDuplicatesAreDroppedOnceAndShared(t *testing.T) {
	root := writeProject(t, map[string]string{"dup.al": dupSource, ".vscode/settings.json": bundle})
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	first, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	second, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(first.LeftOut) == 0 || len(first.Findings) == 0 {
		t.Fatalf("left out %v, %d findings: the fixture tests nothing", first.LeftOut, len(first.Findings))
	}
	if &first.Findings[0] != &second.Findings[0] {
		t.Errorf("a second analysis of the unchanged snapshot copied the findings")
	}
	if got := DropDuplicates(first.Findings, first.LeftOut); len(got) != len(first.Findings) {
		t.Errorf("the assembled findings still hold %d left-out duplicates", len(first.Findings)-len(got))
	}
	// Leave one rule's findings out: the listing points into the analysis.
	l := w.List(second, Selection{RuleIDs: []string{first.Findings[0].ID}})
	if l.Len() == 0 || l.Len() == len(second.Findings) {
		t.Fatalf("listing of %s: %d of %d findings: the selection tests nothing", first.Findings[0].ID, l.Len(), len(second.Findings))
	}
	for f := range l.Page(0, l.Len()) {
		if i := indexOf(second.Findings, f); i < 0 {
			t.Fatalf("listed finding %+v is a copy, not the analysis's", *f)
		}
	}
}

// indexOf is the index of the element p points to in fs, or -1.
func indexOf(fs []Finding, p *Finding) int {
	for i := range fs {
		if &fs[i] == p {
			return i
		}
	}
	return -1
}

// The in-place drop keeps what DropDuplicates keeps, in order.
func TestDropDuplicatesInPlace(t *testing.T) {
	in := []Finding{
		{Path: "/a.al", ID: "AA0008", Start: 1, End: 5},
		{Path: "/a.al", ID: "FC0003", Start: 1, End: 5},
		{Path: "/a.al", ID: "FC0003", Start: 7, End: 9},
		{Path: "/b.al", ID: "FC0003", Start: 1, End: 5},
	}
	leftOut := []project.LeftOut{{RuleID: "FC0003", DuplicateOf: "AA0008"}}
	want := DropDuplicates(in, leftOut)
	got := dropDuplicatesInPlace(slices.Clone(in), leftOut)
	if len(want) != 3 || !slices.EqualFunc(got, want, sameFinding) {
		t.Errorf("in place %v, copy %v", got, want)
	}
}

// With ForgetResults a whole-project analysis leaves no per-file result in
// memory once assembled; a second call over the unchanged snapshot still
// answers the same findings without analysing. Without it the results
// stay for the next call.
func TestForgetResultsKeepsOnlyTheAssembly(t *testing.T) {
	for _, forget := range []bool{true, false} {
		root := writeProject(t, map[string]string{"dup.al": dupSource, ".vscode/settings.json": bundle})
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry(), ForgetResults: forget})
		if err != nil {
			t.Fatal(err)
		}
		p := w.Primary()
		first, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		p.mu.Lock()
		kept := len(p.memo)
		p.mu.Unlock()
		if forget != (kept == 0) {
			t.Errorf("forget=%v: %d results in memory after the analysis", forget, kept)
		}
		second, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if len(first.Findings) == 0 || &second.Findings[0] != &first.Findings[0] || second.Analyzed != 0 {
			t.Errorf("forget=%v: second call analysed %d files, same findings %v", forget, second.Analyzed, len(first.Findings) > 0 && &second.Findings[0] == &first.Findings[0])
		}
		w.Close()
	}
}
