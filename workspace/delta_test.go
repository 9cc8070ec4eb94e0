package workspace

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/rules"
)

func fnd(path, id string, line int, msg string) Finding {
	return Finding{Path: path, ID: id, Analyzer: "CodeCop", Line: line, Column: 5, EndLine: line, EndColumn: 9, Message: msg, Severity: "Warning"}
}

func TestDeltaAddedRemovedMoved(t *testing.T) {
	var l DeltaLog
	scope := [32]byte{1}
	then := []Finding{fnd("/p/a.al", "AA0001", 3, "x"), fnd("/p/a.al", "AA0002", 10, "y"), fnd("/p/a.al", "AA0002", 12, "y"), fnd("/p/a.al", "AA0004", 20, "w"), fnd("/p/b.al", "AA0003", 1, "z")}
	tok := l.Record(scope, then, []string{"w1"})
	// An edit inserts a line at the top of a.al (everything moves down
	// one), fixes the AA0002 at line 12 and adds an AA0009; b.al is
	// unchanged.
	now := []Finding{fnd("/p/a.al", "AA0009", 1, "new"), fnd("/p/a.al", "AA0001", 4, "x"), fnd("/p/a.al", "AA0002", 11, "y"), fnd("/p/a.al", "AA0004", 21, "w"), fnd("/p/b.al", "AA0003", 1, "z")}
	d, err := l.Since(tok, scope, now, []string{"w1", "w2"})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Added) != 1 || d.Added[0].ID != "AA0009" {
		t.Errorf("added %+v", d.Added)
	}
	if len(d.Removed) != 1 || d.Removed[0].ID != "AA0002" || d.Removed[0].Line != 12 {
		t.Errorf("removed %+v", d.Removed)
	}
	if fmt.Sprint(d.Files) != "[/p/a.al]" || fmt.Sprint(d.NewNotes) != "[w2]" {
		t.Errorf("files %v, new warnings %v", d.Files, d.NewNotes)
	}
	// A file gone entirely, and one new.
	d, _ = l.Since(tok, scope, []Finding{fnd("/p/c.al", "AA0004", 2, "q")}, nil)
	if len(d.Added) != 1 || len(d.Removed) != 5 || fmt.Sprint(d.Files) != "[/p/a.al /p/b.al /p/c.al]" {
		t.Errorf("added %d removed %d files %v", len(d.Added), len(d.Removed), d.Files)
	}
	// Nothing changed.
	if d, _ = l.Since(tok, scope, then, []string{"w1"}); len(d.Added)+len(d.Removed)+len(d.Files)+len(d.NewNotes) != 0 {
		t.Errorf("no change: %+v", d)
	}
}

// An edit that fixes a diagnostic in one place and makes one of the same
// rule and message elsewhere in the file is one removed and one added, not
// a move: the other findings of the file moved by other shifts.
func TestDeltaFixHereBreakThere(t *testing.T) {
	var l DeltaLog
	scope := [32]byte{3}
	then := []Finding{fnd("/p/m.al", "AA0241", 11, "k"), fnd("/p/m.al", "AA0005", 12, "s"), fnd("/p/m.al", "AA0001", 14, "o"), fnd("/p/m.al", "AA0210", 24, "t"), fnd("/p/m.al", "AA0003", 28, "n"), fnd("/p/m.al", "AA0004", 29, "v")}
	tok := l.Record(scope, then, nil)
	// begin..end removed at line 12 (one line less after it), a begin..end
	// added at line 25 (three lines more after it).
	now := []Finding{fnd("/p/m.al", "AA0241", 11, "k"), fnd("/p/m.al", "AA0001", 13, "o"), fnd("/p/m.al", "AA0210", 23, "t"), fnd("/p/m.al", "AA0005", 24, "s"), fnd("/p/m.al", "AA0003", 30, "n"), fnd("/p/m.al", "AA0004", 31, "v")}
	d, err := l.Since(tok, scope, now, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Added) != 1 || d.Added[0].Line != 24 || len(d.Removed) != 1 || d.Removed[0].Line != 12 {
		t.Errorf("added %+v removed %+v", d.Added, d.Removed)
	}
	// The known limit: a lone finding that an edit moved (no other shows
	// its shift) is one removed and one added; here AA0003 (moved by 2)
	// and AA0004 (moved by 11) are both lone.
	d, _ = l.Since(tok, scope, append(now[:len(now)-1:len(now)-1], fnd("/p/m.al", "AA0004", 40, "v")), nil)
	if len(d.Added) != 3 || len(d.Removed) != 3 {
		t.Errorf("a lone move: added %+v removed %+v", d.Added, d.Removed)
	}
}

func TestDeltaTokens(t *testing.T) {
	var l DeltaLog
	a, b := [32]byte{1}, [32]byte{2}
	first := l.Record(a, nil, nil)
	if _, err := l.Since(first, b, nil, nil); !errors.Is(err, ErrDeltaScope) {
		t.Errorf("other scope: %v", err)
	}
	for _, bad := range []string{"", "nope", first + "x"} {
		if _, err := l.Since(bad, a, nil, nil); !errors.Is(err, ErrDeltaUnknown) {
			t.Errorf("token %q: %v", bad, err)
		}
	}
	var other DeltaLog
	other.Record(a, nil, nil)
	if _, err := other.Since(first, a, nil, nil); !errors.Is(err, ErrDeltaUnknown) {
		t.Errorf("another log's token: %v", err)
	}
	seen := map[string]bool{first: true}
	for range MaxDeltaSnapshots {
		tok := l.Record(a, nil, nil)
		if seen[tok] {
			t.Fatalf("token %s returned twice", tok)
		}
		seen[tok] = true
	}
	if _, err := l.Since(first, a, nil, nil); !errors.Is(err, ErrDeltaUnknown) {
		t.Errorf("a token older than %d answers: %v", MaxDeltaSnapshots, err)
	}
	if len(l.snaps) != MaxDeltaSnapshots {
		t.Errorf("%d snapshots kept", len(l.snaps))
	}
}

// RecordListing keeps the listing itself, no copy of its findings, and
// answers deltas against it as of slices; the same listing recorded again
// gets a new token whose deltas are the same.
func TestRecordListingKeepsTheListing(t *testing.T) {
	w := &Workspace{opts: Options{Registry: rules.Registry()}}
	var fs []Finding
	for i := range 10 {
		fs = append(fs, fnd(fmt.Sprintf("/p/%02d.al", i), "AA0001", 1, "m"))
	}
	first := w.list(&AnalyzeResult{Findings: FindingsOf(fs)}, Selection{})
	var l DeltaLog
	scope := [32]byte{1}
	tok := l.RecordListing(scope, first, nil)
	if l.snaps[0].listing != first || l.snaps[0].byFile != nil {
		t.Fatalf("first answer: the listing was not kept as it is")
	}
	if g := l.snaps[0].files()["/p/03.al"]; len(g) != 1 || len(g[0]) != 1 || &g[0][0] != &fs[3] {
		t.Fatalf("first answer: the findings of /p/03.al are not the listing's")
	}
	next := slices.Clone(fs)
	next[5] = fnd("/p/05.al", "AA0002", 2, "n")
	second := w.list(&AnalyzeResult{Findings: FindingsOf(next)}, Selection{})
	d, err := l.SinceListing(tok, scope, second, nil)
	if err != nil || len(d.Added) != 1 || len(d.Removed) != 1 || !slices.Equal(d.Files, []string{"/p/05.al"}) {
		t.Fatalf("delta %+v, %v", d, err)
	}
	tok2 := l.RecordListing(scope, second, nil)
	again := l.RecordListing(scope, second, nil)
	if again == tok2 || l.snaps[2].listing != second {
		t.Errorf("the same listing recorded again: token %s after %s", again, tok2)
	}
	for _, tk := range []string{tok, tok2, again} {
		d, err := l.SinceListing(tk, scope, first, nil)
		want := 2
		if tk == tok {
			want = 0
		}
		if err != nil || len(d.Added)+len(d.Removed) != want {
			t.Errorf("delta of the first listing since %s: %+v, %v; want %d changes", tk, d, err, want)
		}
	}
}

// A listing that leaves findings out inside a file (suppressed ones) is
// recorded without copying the file's findings: the snapshot keeps the
// listed stretches of the analysis's findings. Deltas against it see the
// file's findings as one list, whatever stretches they came in.
func TestRecordListingSharesFilesWithGaps(t *testing.T) {
	w := &Workspace{opts: Options{Registry: rules.Registry()}}
	fs := []Finding{
		fnd("/p/a.al", "AA0001", 1, "a1"), fnd("/p/a.al", "AA0001", 2, "a2"), fnd("/p/a.al", "AA0001", 3, "a3"),
		fnd("/p/b.al", "AA0001", 1, "b1"), fnd("/p/b.al", "AA0001", 2, "b2"),
	}
	fs[1].Suppressed = true
	var l DeltaLog
	scope := [32]byte{2}
	tok := l.RecordListing(scope, w.list(&AnalyzeResult{Findings: FindingsOf(fs)}, Selection{}), nil)
	a := l.snaps[0].files()["/p/a.al"]
	if len(a) != 2 || len(a[0]) != 1 || len(a[1]) != 1 || &a[0][0] != &fs[0] || &a[1][0] != &fs[2] {
		t.Fatalf("the findings of /p/a.al around a suppressed one were copied: %d stretches", len(a))
	}
	// The same findings, now contiguous: no delta.
	same := slices.Delete(slices.Clone(fs), 1, 2)
	d, err := l.SinceListing(tok, scope, w.list(&AnalyzeResult{Findings: FindingsOf(same)}, Selection{}), nil)
	if err != nil || len(d.Added)+len(d.Removed) != 0 {
		t.Fatalf("the same findings in other stretches: delta %+v, %v", d, err)
	}
	// The suppressed finding listed now: one added, in /p/a.al.
	unsuppressed := slices.Clone(fs)
	unsuppressed[1].Suppressed = false
	now := w.list(&AnalyzeResult{Findings: FindingsOf(unsuppressed)}, Selection{})
	d, err = l.SinceListing(tok, scope, now, nil)
	if err != nil || len(d.Added) != 1 || d.Added[0].Message != "a2" || len(d.Removed) != 0 || !slices.Equal(d.Files, []string{"/p/a.al"}) {
		t.Fatalf("delta %+v, %v", d, err)
	}
}

// Two files' findings compare equal whatever their stretches, and differ
// by one finding more or less, or one changed.
func TestSameFindingsAcrossStretches(t *testing.T) {
	x, y, z := fnd("/p/a.al", "AA0001", 1, "x"), fnd("/p/a.al", "AA0001", 2, "y"), fnd("/p/a.al", "AA0001", 3, "z")
	y2 := y
	y2.Message = "other"
	for _, c := range []struct {
		a, b fileFindings
		want bool
	}{
		{fileFindings{{x, y}, {z}}, fileFindings{{x}, {y, z}}, true},
		{fileFindings{{x, y, z}}, fileFindings{{x}, {y}, {z}}, true},
		{fileFindings{{x}, {}, {y, z}}, fileFindings{{x, y, z}}, true},
		{nil, fileFindings{}, true},
		{fileFindings{{x, y}, {z}}, fileFindings{{x, y}}, false},
		{fileFindings{{x}}, fileFindings{{x}, {y}}, false},
		{fileFindings{{x}, {y, z}}, fileFindings{{x, y2}, {z}}, false},
		{nil, fileFindings{{x}}, false},
	} {
		if got := sameFindings(c.a, c.b); got != c.want {
			t.Errorf("sameFindings(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := sameFindings(c.b, c.a); got != c.want {
			t.Errorf("sameFindings(%v, %v) = %v, want %v", c.b, c.a, got, c.want)
		}
	}
}
