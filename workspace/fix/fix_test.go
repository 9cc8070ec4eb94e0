package fix

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/workspace"
)

// apply_fix_all analyses its scope once: PlanFixAll makes one analysis
// pass over the project (the fixes are then computed on the files that
// have diagnostics), and the fixes of one diagnostic make none.
func TestFixUseCasesAnalyseOnce(t *testing.T) {
	files := map[string]string{"a.al": "BEGIN BEGIN\n", "b.al": "BEGIN\n", "c.al": "x\n", "d.al": "y\n"}
	root := writeProject(t, files)
	p := openWS(t, root, nil, false).Primary()
	passes := func(f func()) int64 {
		before := p.Analyses()
		f()
		return p.Analyses() - before
	}
	var plan *Plan
	if n := passes(func() {
		var err error
		if plan, err = PlanFixAll(context.Background(), p, AllRequest{RuleID: "TT0001"}); err != nil {
			t.Fatal(err)
		}
	}); n != 1 {
		t.Errorf("PlanFixAll analysed the project %d times, want 1", n)
	}
	if len(plan.Found) != 3 || len(plan.Files) != 2 {
		t.Fatalf("plan: found %d, files %d", len(plan.Found), len(plan.Files))
	}
	if n := passes(func() {
		if _, err := PlanFix(context.Background(), p, Request{RuleID: "TT0001", Path: filepath.Join(root, "b.al"), Line: 1, Column: 1}); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("PlanFix analysed the project %d times, want 0", n)
	}
	if n := passes(func() {
		if _, err := Commit(context.Background(), p, plan); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("Commit analysed the project %d times", n)
	}
}

func problemOf(t *testing.T, err error) Problem {
	t.Helper()
	var fe *Error
	if !errors.As(err, &fe) {
		t.Fatalf("want a *Error, got %v", err)
	}
	return fe.Problem
}

func TestFixProblems(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN x\n"})
	a := filepath.Join(root, "a.al")
	var readErr error
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: testRegistry(t),
		ReadFile: func(path string) ([]byte, error) {
			if readErr != nil {
				return nil, readErr
			}
			return os.ReadFile(path)
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	ctx := context.Background()
	req := func(id string, line, col int) Request {
		return Request{RuleID: id, Path: a, Line: line, Column: col}
	}
	other := [32]byte{1}
	wrongKey := "TT0001.Upper"
	for _, c := range []struct {
		name string
		req  Request
		want Problem
	}{
		{"unknown rule", req("ZZ0001", 1, 1), UnknownRule},
		{"not in the project", Request{RuleID: "TT0001", Path: filepath.Join(root, "nope.al"), Line: 1, Column: 1}, FileNotInProject},
		{"file hash", Request{RuleID: "TT0001", Path: a, Line: 1, Column: 1, FileHash: &other}, FileHashMismatch},
		{"no diagnostic", req("TT0001", 2, 1), NoDiagnosticAtPosition},
		{"no fix for the key", Request{RuleID: "TT0001", Path: a, Line: 1, Column: 1, Key: &wrongKey}, NoFixForKey},
	} {
		_, err := PlanFix(ctx, p, c.req)
		if got := problemOf(t, err); got != c.want {
			t.Errorf("%s: problem %s, want %s", c.name, got, c.want)
		}
	}
	readErr = &fs.PathError{Op: "read", Path: a, Err: syscall.EIO}
	if _, err := Locate(ctx, p, req("TT0001", 1, 1)); problemOf(t, err) != FileReadFailed || !errors.Is(err, syscall.EIO) {
		t.Errorf("read failure: %v", err)
	}
	readErr = &fs.PathError{Op: "open", Path: a, Err: fs.ErrNotExist}
	if _, err := Locate(ctx, p, req("TT0001", 1, 1)); problemOf(t, err) != FileVanished {
		t.Errorf("vanished file: %v", err)
	}
	readErr = nil
	ctxDone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := PlanFixAll(ctxDone, p, AllRequest{RuleID: "TT0001"}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled fix-all: %v", err)
	}
}

// A plan whose file changed before the commit leaves it alone, and its
// diagnostics stay unfixed at the positions they were found.
func TestCommitStaleFileKeepsFoundPositions(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN\n", "b.al": "x BEGIN\n"})
	p := openWS(t, root, nil, false).Primary()
	plan, err := PlanFixAll(context.Background(), p, AllRequest{RuleID: "TT0001"})
	if err != nil {
		t.Fatal(err)
	}
	b := filepath.Join(root, "b.al")
	if err := os.WriteFile(b, []byte("// edited\nx BEGIN\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := Commit(context.Background(), p, plan)
	if err != nil || !res.Committed {
		t.Fatalf("commit: %+v %v", res, err)
	}
	if len(res.Files) != 2 || res.Files[0].Outcome != Written || res.Files[1].Outcome != StaleFile || res.Files[1].Path != b {
		t.Fatalf("outcomes %+v", res.Files)
	}
	unfixed := plan.Unfixed(res)
	if len(unfixed) != 1 || unfixed[0].Path != b || unfixed[0].Line != 1 || unfixed[0].Column != 3 {
		t.Errorf("unfixed %+v", unfixed)
	}
	if got := res.Written(); len(got) != 1 || got[0] != filepath.Join(root, "a.al") {
		t.Errorf("written %v", got)
	}
}

func TestFixProblemNames(t *testing.T) {
	for p := UnknownRule; p <= FixChangesNothing; p++ {
		if s := p.String(); s == "" || s[0] == 'F' && len(s) > 10 && s[:10] == "FixProblem" {
			t.Errorf("problem %d has no name", int(p))
		}
	}
}

func TestOutcomeOf(t *testing.T) {
	for _, c := range []struct {
		in        txn.Outcome
		committed bool
		want      Outcome
	}{
		{txn.Written, true, Written},
		{txn.Written, false, NotWritten},
		{txn.Refused, false, WriteFailed},
		{txn.StaleFile, true, StaleFile},
		{txn.ReadFailed, true, ReadFailed},
		{txn.WriteFailed, false, WriteFailed},
		{txn.RolledBack, false, RolledBack},
		{txn.NotWritten, false, NotWritten},
		{txn.Outcome("Modified"), false, Modified},
	} {
		if got := outcomeOf(c.in, c.committed); got != c.want {
			t.Errorf("outcomeOf(%s, %v) = %s, want %s", c.in, c.committed, got, c.want)
		}
	}
}

// A fix-all over a project whose results are not cached runs the rule it
// fixes alone; over one analysed before it uses the cached results of
// every rule. Both plans are the same.
func TestPlanFixAllColdRunsTheRuleAlone(t *testing.T) {
	files := map[string]string{"a.al": "BEGIN BEGIN\n", "b.al": "BEGIN\n", "c.al": "x\n", "d.al": "y\n"}
	root := writeProject(t, files)
	p := openWS(t, root, nil, false).Primary()
	ctx := context.Background()
	cold, err := PlanFixAll(ctx, p, AllRequest{RuleID: "TT0001"})
	if err != nil {
		t.Fatal(err)
	}
	// The fix-all cached its rule's results only: a whole analysis
	// analyses every file.
	all, err := p.Analyze(ctx, workspace.AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if all.Analyzed != len(files) {
		t.Errorf("after a cold fix-all a whole analysis analysed %d of %d files", all.Analyzed, len(files))
	}
	warm, err := PlanFixAll(ctx, p, AllRequest{RuleID: "TT0001"})
	if err != nil {
		t.Fatal(err)
	}
	// The whole analysis is still the assembly a repeated call reuses.
	if again, _ := p.Analyze(ctx, workspace.AnalyzeRequest{}); again.Analyzed != 0 || again.Findings.Len() != all.Findings.Len() {
		t.Errorf("after a warm fix-all: %d analysed, %d findings (want 0, %d)", again.Analyzed, again.Findings.Len(), all.Findings.Len())
	}
	if len(cold.Found) != 3 || len(cold.Found) != len(warm.Found) || len(cold.Files) != len(warm.Files) {
		t.Fatalf("cold plan: %d found, %d files; warm plan: %d, %d", len(cold.Found), len(cold.Files), len(warm.Found), len(warm.Files))
	}
	for i := range cold.Found {
		if cold.Found[i].ID != warm.Found[i].ID || cold.Found[i].Path != warm.Found[i].Path || cold.Found[i].Start != warm.Found[i].Start {
			t.Errorf("found %d: cold %+v, warm %+v", i, cold.Found[i], warm.Found[i])
		}
	}
	for i := range cold.Files {
		if cold.Files[i].Path != warm.Files[i].Path || string(cold.Files[i].Content) != string(warm.Files[i].Content) {
			t.Errorf("%s: cold and warm plans write different contents", cold.Files[i].Path)
		}
	}
}
