package txn_test

import (
	"context"
	"errors"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/alfix/alfix/txn"
)

// loading replaces the Content of every change that writes one by a Load
// giving the same bytes (or, from call fail on, what bad gives), counting
// its calls.
func loading(plan *txn.Plan, calls []atomic.Int32, fail int32, bad func(i int) ([]byte, error)) {
	for i := range plan.Changes {
		ch := &plan.Changes[i]
		if ch.Delete {
			continue
		}
		content := ch.Content
		ch.Content = nil
		ch.Load = func() ([]byte, error) {
			n := calls[i].Add(1)
			if bad != nil && n >= fail {
				return bad(i)
			}
			return append([]byte(nil), content...), nil
		}
	}
}

// A change whose content comes from Load is written like one holding its
// Content; Load is called once to hash and once to stage, and the result
// reports each new content's hash.
func TestCommitLoadsContents(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 7)
	contents := make([][]byte, len(s.plan.Changes))
	for i, ch := range s.plan.Changes {
		contents[i] = ch.Content
	}
	calls := make([]atomic.Int32, len(s.plan.Changes))
	loading(&s.plan, calls, 0, nil)
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if d := diffTree(s.after, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
	for i, ch := range s.plan.Changes {
		want, wantCalls := txn.Hash{}, int32(0)
		if !ch.Delete {
			want, wantCalls = hashOf(string(contents[i])), 2
		}
		if res.Files[i].Hash != want {
			t.Errorf("file %d: Hash %x, want %x", i, res.Files[i].Hash, want)
		}
		if n := calls[i].Load(); n != wantCalls {
			t.Errorf("file %d: Load called %d times, want %d", i, n, wantCalls)
		}
	}
	if p := pendingTxns(t, root); len(p) != 0 {
		t.Errorf("transaction directories left: %v", p)
	}
}

// A Load that fails while the plan is checked leaves its file WriteFailed
// before anything is written: with SkipStale the others are written,
// without it none is.
func TestCommitLoadFailsBeforeWriting(t *testing.T) {
	errLoad := errors.New("no content")
	for _, skip := range []bool{false, true} {
		root := t.TempDir()
		s := newScenario(t, root, 5)
		s.plan.Changes[3].Content = nil
		s.plan.Changes[3].Load = func() ([]byte, error) { return nil, errLoad }
		res, err := txn.Commit(context.Background(), s.plan, txn.Options{SkipStale: skip})
		if err != nil {
			t.Fatalf("skipStale=%v: Commit = %+v, %v", skip, res, err)
		}
		if res.Files[3].Outcome != txn.WriteFailed || !errors.Is(res.Files[3].Err, errLoad) {
			t.Fatalf("skipStale=%v: file 3 %s %v, want WriteFailed %v", skip, res.Files[3].Outcome, res.Files[3].Err, errLoad)
		}
		want := s.before
		if skip {
			want = s.after
			want[relOf(root, s.plan.Changes[3].Path)] = s.before[relOf(root, s.plan.Changes[3].Path)]
			if !res.Committed {
				t.Fatalf("skipStale: outcomes %v, want the others written", outcomes(res))
			}
		} else if res.Committed {
			t.Fatalf("outcomes %v, want nothing written", outcomes(res))
		}
		if d := diffTree(want, readTree(t, root)); d != "" {
			t.Errorf("skipStale=%v: %s", skip, d)
		}
		if p := pendingTxns(t, root); len(p) != 0 {
			t.Errorf("skipStale=%v: transaction directories left: %v", skip, p)
		}
	}
}

// A Load that gives other bytes (or fails) when its file is staged aborts
// the whole commit: no file is left with new content, nothing is pending.
func TestCommitLoadDiffersWhileStaging(t *testing.T) {
	for name, bad := range map[string]func(i int) ([]byte, error){
		"other bytes": func(i int) ([]byte, error) { return []byte("something else"), nil },
		"error":       func(i int) ([]byte, error) { return nil, errors.New("gone") },
	} {
		root := t.TempDir()
		s := newScenario(t, root, 7)
		calls := make([]atomic.Int32, len(s.plan.Changes))
		loading(&s.plan, calls, 2, func(i int) ([]byte, error) {
			if i == 4 {
				return bad(i)
			}
			return []byte(s.after[relOf(root, s.plan.Changes[i].Path)]), nil
		})
		res, err := txn.Commit(context.Background(), s.plan, txn.Options{SkipStale: true})
		if err != nil || res.Committed {
			t.Fatalf("%s: Commit = %+v, %v; want not committed", name, res, err)
		}
		if res.Files[4].Outcome != txn.WriteFailed {
			t.Errorf("%s: file 4 %s %v, want WriteFailed", name, res.Files[4].Outcome, res.Files[4].Err)
		}
		for i, f := range res.Files {
			if f.Outcome == txn.Written {
				t.Errorf("%s: file %d reported Written", name, i)
			}
		}
		if d := diffTree(s.before, readTree(t, root)); d != "" {
			t.Errorf("%s: %s", name, d)
		}
		if p := pendingTxns(t, root); len(p) != 0 {
			t.Errorf("%s: transaction directories left: %v", name, p)
		}
	}
}

// relOf is the slash path below root of a change's path.
func relOf(root, path string) string {
	if filepath.IsAbs(path) {
		path, _ = filepath.Rel(root, path)
	}
	return filepath.ToSlash(path)
}
