package workspace

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/alfix/alfix/al/analysis"
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
	// The phases of a fix-all that commits (workspace/fix declares them).
	tr := newTracker(r.progress, []phaseShare{{PhaseListing, 50}, {PhaseDeclarations, 150}, {PhaseAnalyzing, 200},
		{PhaseReading, 50}, {PhaseComputingFixes, 400}, {PhaseWriting, 150}})
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
	if c.Total != 3 || l.Len() != 3 || c.BySeverity[analysis.SeverityWarning] != 3 || c.ByAnalyzer["FormattingCop"] != 3 ||
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

func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
