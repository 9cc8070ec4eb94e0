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
	if !commitCrashing(t, s, 3) { // change 0 installed (exchange, then its displaced original removed), 1 not yet
		t.Fatal("no crash")
	}
	edited := filepath.Join(root, "src/dir0/file000.al")
	os.WriteFile(edited, []byte("user edit after crash"), 0o644)

	rep, err := txn.Recover(root)
	if err != nil || len(rep.RolledBack) != 1 || len(rep.Conflicts) != 1 {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	c := rep.Conflicts[0]
	if c.Path != edited || c.Outcome != txn.Modified || !errors.Is(c.Err, txn.ErrModified) {
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

// trustedName returns the transaction directory name this user's alfix would use for base.
func trustedName(t *testing.T, root, base string) string {
	t.Helper()
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		t.Fatal(err)
	}
	name, err := txn.TxDirNameOf(real, base)
	if err != nil {
		t.Fatal(err)
	}
	return name
}

// signedJournalDir writes a transaction directory with a trusted name and a journal MAC'd with
// this user's key, as alfix would, listing the given changes (JSON objects) for journalRoot.
func signedJournalDir(t *testing.T, root, journalRoot, base, changes string, files map[string]string) string {
	t.Helper()
	name := trustedName(t, root, base)
	header := fmt.Sprintf(`{"version":2,"id":%q,"root":%q,"changes":[%s]}`, name, journalRoot, changes)
	j, _, err := txn.SignedJournal(header)
	if err != nil {
		t.Fatal(err)
	}
	all := map[string]string{"journal": string(j)}
	for k, v := range files {
		all[k] = v
	}
	return writeJournalDir(t, root, name, all)
}

func TestRecoverTornJournal(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, tree{"a.al": "a"})
	writeJournalDir(t, root, trustedName(t, root, "torn"), map[string]string{"journal": `{"version":2,"id":"torn","chan`})
	signed, _, _ := txn.SignedJournal(`{"version":2}`)
	writeJournalDir(t, root, trustedName(t, root, "no-mac-line"), map[string]string{"journal": strings.SplitAfter(string(signed), "\n")[0]})
	writeJournalDir(t, root, trustedName(t, root, "empty"), nil)
	untrusted := writeJournalDir(t, root, "20250101T000000.000000-0123456789ab", map[string]string{"journal": `{"version":2`})
	rep, err := txn.Recover(root)
	if err != nil || len(rep.CleanedUp) != 3 || len(rep.Ignored) != 1 || rep.Ignored[0].Dir != untrusted || !errors.Is(rep.Ignored[0].Err, txn.ErrUntrusted) {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	if p := pendingTxns(t, root); len(p) != 1 {
		t.Errorf("left %v, want the untrusted one only", p)
	}
}

func TestRecoverRefusesSuspiciousJournals(t *testing.T) {
	base := t.TempDir()
	root, outside := filepath.Join(base, "p"), filepath.Join(base, "outside")
	writeTree(t, root, tree{"a.al": "a", "src/b.al": "b"})
	writeTree(t, outside, tree{"victim.al": "new", "victim.txt": "new"})
	os.Symlink(outside, filepath.Join(root, "src", "out"))
	os.Symlink(filepath.Join(outside, "victim.al"), filepath.Join(root, "src", "link.al"))
	real, _ := filepath.EvalSymlinks(root)
	h := func(s string) string { return fmt.Sprintf("%x", hashOf(s)) }
	create := func(target string) string {
		return fmt.Sprintf(`{"target":%q,"op":"create","new":%q}`, target, h("new"))
	}
	write := func(target string) string {
		return fmt.Sprintf(`{"target":%q,"op":"write","base":%q,"new":%q}`, target, h("evil"), h("new"))
	}
	rel, _ := filepath.Rel(root, filepath.Join(outside, "victim.al"))
	// Each of these is left alone and reported, none executed.
	ignored := map[string]string{
		// torn journal but a backup exists: contradicts the protocol
		"t1": writeJournalDir(t, root, trustedName(t, root, "t1"), map[string]string{"journal": `{"version":2`, "b0": "x"}),
		// a journal naming paths outside the root, in .git, or not .al, even with a valid MAC
		"t2": signedJournalDir(t, root, real, "t2", create(filepath.ToSlash(rel)), nil),
		"t3": signedJournalDir(t, root, real, "t3", create(".git/hooks/pre-commit.al"), nil),
		"t4": signedJournalDir(t, root, real, "t4", create("src/victim.txt"), nil),
		// a newer version
		"t5": writeJournalDir(t, root, trustedName(t, root, "t5"), map[string]string{"journal": string(must(txn.SignedJournal(`{"version":3,"id":"x","root":"y","changes":[]}`)))}),
		// written for another project root
		"t6": signedJournalDir(t, root, filepath.Join(base, "other"), "t6", create("a.al"), nil),
		// the journal of another directory, copied here
		"t7": writeJournalDir(t, root, trustedName(t, root, "t7"), map[string]string{"journal": string(must(txn.SignedJournal(fmt.Sprintf(`{"version":2,"id":"other","root":%q,"changes":[%s]}`, real, create("a.al")))))}),
		// a forged MAC
		"t8": writeJournalDir(t, root, trustedName(t, root, "t8"), map[string]string{"journal": fmt.Sprintf(`{"version":2,"id":%q,"root":%q,"changes":[%s]}`, trustedName(t, root, "t8"), real, create("a.al")) + "\n" + `{"mac":"` + strings.Repeat("0", 64) + `"}` + "\n"}),
		// an untrusted name
		"u1": writeJournalDir(t, root, "20250101T000000.000000-0123456789ab", map[string]string{"journal": "{}\n"}),
	}
	// Trusted journals whose targets go through a symlink: executed, but those files are
	// conflicts, left as they are.
	signedJournalDir(t, root, real, "s1", create("src/out/victim.al"), nil)
	signedJournalDir(t, root, real, "s2", write("src/link.al"), map[string]string{"b0": "evil"})

	rep, err := txn.Recover(root)
	if err != nil {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	got := map[string]bool{}
	for _, ig := range rep.Ignored {
		got[ig.Dir] = true
		t.Logf("ignored %s: %v", filepath.Base(ig.Dir), ig.Err)
	}
	for id, dir := range ignored {
		if !got[dir] {
			t.Errorf("%s not reported as ignored", id)
		}
	}
	if len(rep.Ignored) != len(ignored) || len(rep.RolledBack) != 2 || len(rep.Conflicts) != 2 {
		t.Errorf("Recover = %+v", rep)
	}
	for _, c := range rep.Conflicts {
		t.Logf("conflict %s: %v", c.Path, c.Err)
		if c.Outcome != txn.Modified {
			t.Errorf("conflict %+v, want Modified", c)
		}
	}
	if d := diffTree(tree{"victim.al": "new", "victim.txt": "new"}, readTree(t, outside)); d != "" {
		t.Errorf("files outside the root touched: %s", d)
	}
	if p := pendingTxns(t, root); len(p) != len(ignored)+2 { // +2 conflict-s1, conflict-s2
		t.Errorf("left %v", p)
	}
}

func must(b []byte, _ string, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
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
