package workspace

import (
	"context"
	"fmt"
	"reflect"
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
		var counts *Counts // of the first segmentation: every other one counts the same
		// Cut into segments: none, between files, inside a file, one per finding.
		for _, cuts := range [][]int{nil, {3}, {2}, {1, 2, 3, 4, 5}} {
			t.Run(fmt.Sprintf("%s/cuts%v", name, cuts), func(t *testing.T) {
				list := slices.Clone(fs)
				for _, i := range out {
					list[i].Suppressed = true
				}
				var segs Findings
				from := 0
				for _, c := range append(cuts, len(list)) {
					segs.append(list[from:c:c])
					from = c
				}
				ar := &AnalyzeResult{Findings: segs}
				var want []*Finding
				for i := range list {
					if !slices.Contains(out, i) {
						want = append(want, &list[i])
					}
				}
				l := w.list(ar, Selection{})
				if l.Len() != len(want) || l.Counts.Total != len(want) {
					t.Fatalf("Len %d, Total %d, want %d", l.Len(), l.Counts.Total, len(want))
				}
				if counts == nil {
					counts = &l.Counts
				} else if !reflect.DeepEqual(*counts, l.Counts) {
					t.Errorf("counts %+v, want those of the unsegmented list %+v", l.Counts, *counts)
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
							if indexOf(list, &run[j]) < 0 {
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
}

// A listing of findings that differ from the last listing's in one segment
// lists that segment alone again: the others' segment listings are the
// last ones', and its counts and pages are those of a listing made from
// nothing. The same findings in other segments list the same findings
// under another digest (the digest names segments' digests), and a
// different finding changes the digest.
func TestListingListsChangedSegmentsOnly(t *testing.T) {
	w := &Workspace{opts: Options{Registry: rules.Registry()}}
	var groups [][]Finding
	for g := range 4 {
		var seg []Finding
		for i := range 3 {
			seg = append(seg, fnd(fmt.Sprintf("/p/%d%d.al", g, i), "AA0001", i+1, "m"))
		}
		groups = append(groups, seg)
	}
	of := func(gs [][]Finding) Findings {
		var fs Findings
		for _, g := range gs {
			fs.append(g)
		}
		return fs
	}
	first := w.list(&AnalyzeResult{Findings: of(groups)}, Selection{})
	kept := w.listings.segments(Selection{}.key())
	changed := slices.Clone(groups)
	changed[2] = slices.Clone(groups[2])
	changed[2][1].Line++ // moved
	second := w.list(&AnalyzeResult{Findings: of(changed)}, Selection{})
	now := w.listings.segments(Selection{}.key())
	for k, g := range changed {
		if same := now[&g[0]] == kept[&g[0]]; same != (k != 2) || now[&g[0]] == nil {
			t.Errorf("segment %d: listing taken from the last one: %v", k, same)
		}
	}
	if len(now) != 4 {
		t.Errorf("%d segment listings kept, want the 4 of the last listing", len(now))
	}
	fresh := (&Workspace{opts: w.opts}).list(&AnalyzeResult{Findings: of(changed)}, Selection{})
	if !reflect.DeepEqual(second.Counts, fresh.Counts) || second.Digest != fresh.Digest || second.Len() != 12 {
		t.Errorf("listing after the change differs from a fresh one: %+v vs %+v", second.Counts, fresh.Counts)
	}
	if first.Digest == second.Digest {
		t.Error("a moved finding left the digest unchanged")
	}
	flat := w.list(&AnalyzeResult{Findings: FindingsOf(slices.Concat(changed...))}, Selection{})
	if !reflect.DeepEqual(flat.Counts, second.Counts) {
		t.Errorf("the same findings in one segment count otherwise: %+v vs %+v", flat.Counts, second.Counts)
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
	if len(first.LeftOut) == 0 || first.Findings.Len() == 0 {
		t.Fatalf("left out %v, %d findings: the fixture tests nothing", first.LeftOut, first.Findings.Len())
	}
	if &first.Findings.Slice()[0] != &second.Findings.Slice()[0] {
		t.Errorf("a second analysis of the unchanged snapshot copied the findings")
	}
	if got := DropDuplicates(first.Findings.Slice(), first.LeftOut); len(got) != first.Findings.Len() {
		t.Errorf("the assembled findings still hold %d left-out duplicates", first.Findings.Len()-len(got))
	}
	// Leave one rule's findings out: the listing points into the analysis.
	l := w.List(second, Selection{RuleIDs: []string{first.Findings.Slice()[0].ID}})
	if l.Len() == 0 || l.Len() == second.Findings.Len() {
		t.Fatalf("listing of %s: %d of %d findings: the selection tests nothing", first.Findings.Slice()[0].ID, l.Len(), second.Findings.Len())
	}
	for f := range l.Page(0, l.Len()) {
		if i := indexOf(second.Findings.Slice(), f); i < 0 {
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
		if first.Findings.Len() == 0 || &second.Findings.Slice()[0] != &first.Findings.Slice()[0] || second.Analyzed != 0 {
			t.Errorf("forget=%v: second call analysed %d files, same findings %v", forget, second.Analyzed, first.Findings.Len() > 0 && &second.Findings.Slice()[0] == &first.Findings.Slice()[0])
		}
		w.Close()
	}
}

// A one-shot analysis (ForgetResults) lets go of the results group by
// group while it copies them: its findings, over more files than one
// group holds, are those of an analysis that keeps its results, and the
// assembly keeps no parts.
func TestForgetResultsAssemblesTheSameFindings(t *testing.T) {
	root := writeProject(t, manyFiles(3*groupFiles+5))
	var got [2][]string
	for k, forget := range []bool{true, false} {
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry(), ForgetResults: forget})
		if err != nil {
			t.Fatal(err)
		}
		p := w.Primary()
		res := p.mustAnalyze(t)
		got[k] = findingLines(root, res)
		p.mu.Lock()
		parts := p.assembled.parts
		p.mu.Unlock()
		if forget != (parts == nil) || len(res.Findings.segs) < 3 {
			t.Errorf("forget=%v: assembly parts kept %v, %d segments", forget, parts != nil, len(res.Findings.segs))
		}
		w.Close()
	}
	if len(got[0]) == 0 || !slices.Equal(got[0], got[1]) {
		t.Errorf("findings with ForgetResults differ:\n%q\n%q", got[0], got[1])
	}
}
