package txn_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/txn/txntest"
)

type crash struct{}

// commitCrashing commits s.plan and "crashes" (panics out of Commit, skipping all cleanup) right
// before the k-th Rename or Remove call. It reports whether the crash happened.
func commitCrashing(t *testing.T, s scenario, k int) bool {
	t.Helper()
	calls := 0
	ffs := txntest.New(nil)
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpRename || op == txntest.OpRemove {
			calls++
			if calls == k {
				panic(crash{})
			}
		}
	})
	crashed := false
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(crash); !ok {
					panic(r)
				}
				crashed = true
			}
		}()
		res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
		if err != nil || !res.Committed {
			t.Fatalf("Commit = %+v, %v", res, err)
		}
	}()
	return crashed
}

// TestRecoverAfterCrashAtEveryInstallStep crashes before every rename, remove and cleanup step
// and checks Recover gives all-old before the commit point and all-new after it.
func TestRecoverAfterCrashAtEveryInstallStep(t *testing.T) {
	sawOld, sawNew := false, false
	for k := 1; ; k++ {
		root := filepath.Join(t.TempDir(), "p")
		s := newScenario(t, root, 6)
		if !commitCrashing(t, s, k) {
			if k < 8 {
				t.Fatalf("only %d install/cleanup steps", k-1)
			}
			break
		}
		if len(pendingTxns(t, root)) != 1 {
			t.Fatalf("k=%d: no journal after crash", k)
		}
		rep, err := txn.Recover(root)
		if err != nil || len(rep.Conflicts) > 0 || len(rep.RolledBack)+len(rep.CleanedUp) != 1 {
			t.Fatalf("k=%d: Recover = %+v, %v", k, rep, err)
		}
		got := readTree(t, root)
		switch {
		case diffTree(s.before, got) == "":
			sawOld = true
			if len(rep.RolledBack) != 1 {
				t.Errorf("k=%d: old files but not reported rolled back: %+v", k, rep)
			}
		case diffTree(s.after, got) == "":
			sawNew = true
		default:
			t.Fatalf("k=%d: mix after Recover: %s", k, diffTree(s.before, got))
		}
		if p := pendingTxns(t, root); len(p) != 0 {
			t.Fatalf("k=%d: left %v", k, p)
		}
		// Recover is idempotent and cheap the second time.
		if rep, err := txn.Recover(root); err != nil || len(rep.RolledBack)+len(rep.CleanedUp)+len(rep.Conflicts) != 0 {
			t.Fatalf("k=%d: second Recover = %+v, %v", k, rep, err)
		}
	}
	if !sawOld || !sawNew {
		t.Errorf("crashes covered old=%v new=%v", sawOld, sawNew)
	}
}

func TestRecoverLeavesFilesChangedAfterTheCrash(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 5)
	if !commitCrashing(t, s, 5) { // changes 0..3 installed (2 is the delete), 4 not yet
		t.Fatal("no crash")
	}
	edited := filepath.Join(root, "src/dir0/file000.al")
	os.WriteFile(edited, []byte("user edit after crash"), 0o644)

	rep, err := txn.Recover(root)
	if err != nil || len(rep.RolledBack) != 1 || len(rep.Conflicts) != 1 {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	c := rep.Conflicts[0]
	if c.Path != edited || c.Outcome != txn.StaleFile || !errors.Is(c.Err, txn.ErrStale) {
		t.Errorf("conflict %+v", c)
	}
	want := s.before
	want["src/dir0/file000.al"] = "user edit after crash"
	if d := diffTree(want, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
	// The backups are set aside for a human and ignored by the next Recover.
	list, _ := os.ReadDir(filepath.Join(root, ".alfix", "txn"))
	var aside int
	for _, de := range list {
		if strings.HasPrefix(de.Name(), "conflict-") {
			aside++
		}
	}
	if aside != 1 {
		t.Errorf("%d conflict directories", aside)
	}
	if rep, err := txn.Recover(root); err != nil || len(rep.Conflicts)+len(rep.RolledBack) != 0 {
		t.Errorf("second Recover = %+v, %v", rep, err)
	}
}

func TestRecoverWithoutAlfixIsNoOp(t *testing.T) {
	root := t.TempDir()
	ffs := txntest.New(nil)
	rep, err := txn.RecoverFS(root, ffs)
	if err != nil || len(rep.RolledBack)+len(rep.CleanedUp)+len(rep.Conflicts) != 0 {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	var total int
	for _, n := range ffs.Counts() {
		total += n
	}
	if total != 1 {
		t.Errorf("%d file-system calls, want 1 (%v)", total, ffs.Counts())
	}
	if _, err := os.Stat(filepath.Join(root, ".alfix")); !os.IsNotExist(err) {
		t.Errorf(".alfix created: %v", err)
	}
}

func writeJournalDir(t *testing.T, root, id string, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(root, ".alfix", "txn", id)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644)
	}
	return dir
}

func TestRecoverTornJournal(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, tree{"a.al": "a"})
	writeJournalDir(t, root, "torn", map[string]string{"journal": `{"version":1,"id":"torn","chan`})
	writeJournalDir(t, root, "empty", nil)
	rep, err := txn.Recover(root)
	if err != nil || len(rep.CleanedUp) != 2 {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	if p := pendingTxns(t, root); len(p) != 0 {
		t.Errorf("left %v", p)
	}
}

func TestRecoverRefusesSuspiciousJournals(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, tree{"a.al": "a"})
	// torn journal but a backup exists: contradicts the protocol, keep for inspection
	writeJournalDir(t, root, "t1", map[string]string{"journal": `{"version":1`, "b0": "x"})
	// a journal pointing outside the root must not make Recover touch that file
	outside := filepath.Join(t.TempDir(), "victim.al")
	os.WriteFile(outside, []byte("new"), 0o644)
	rel, _ := filepath.Rel(root, outside)
	j := fmt.Sprintf(`{"version":1,"id":"t2","changes":[{"target":%q,"op":"create","new":%q}]}`+"\n", rel, fmt.Sprintf("%x", hashOf("new")))
	writeJournalDir(t, root, "t2", map[string]string{"journal": j})
	// a newer journal version is left alone
	writeJournalDir(t, root, "t3", map[string]string{"journal": `{"version":2,"id":"t3","changes":[]}` + "\n"})

	rep, err := txn.Recover(root)
	if err == nil {
		t.Fatalf("Recover = %+v, want errors", rep)
	}
	t.Log(err)
	for _, id := range []string{"t1", "t2", "t3"} {
		if !strings.Contains(err.Error(), id) {
			t.Errorf("error does not mention %s", id)
		}
	}
	if b, _ := os.ReadFile(outside); string(b) != "new" {
		t.Errorf("file outside the root touched: %q", b)
	}
	if p := pendingTxns(t, root); len(p) != 3 {
		t.Errorf("left %v, want all three", p)
	}
}

func TestRecoverWaitsForTheLock(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 3)
	// A Recover that starts while a Commit holds the lock must not roll that commit back.
	recovered := make(chan error, 1)
	started := false
	ffs := txntest.New(nil)
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpRename && !started {
			started = true
			go func() {
				_, err := txn.Recover(root)
				recovered <- err
			}()
		}
	})
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if err := <-recovered; err != nil {
		t.Fatal(err)
	}
	if d := diffTree(s.after, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

// A commit made while an earlier transaction is still pending must not be undone by that
// transaction's recovery, even when it writes the very content the earlier one planned.
func TestCommitRecoversPendingTransactionFirst(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 5)
	if !commitCrashing(t, s, 2) { // change 0 installed, changes 1..4 not
		t.Fatal("no crash")
	}
	last := s.plan.Changes[4]
	res, err := txn.Commit(context.Background(), txn.Plan{Root: root, Changes: []txn.Change{last}}, txn.Options{})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if rep, err := txn.Recover(root); err != nil || len(rep.RolledBack)+len(rep.Conflicts) != 0 {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	want := s.before
	want["src/dir1/file004.al"] = s.after["src/dir1/file004.al"]
	if d := diffTree(want, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}
