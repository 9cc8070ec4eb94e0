package txn_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"

	"github.com/alfix/alfix/internal/testsize"
	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/txn/txntest"
)

var faultErrors = []syscall.Errno{syscall.EIO, syscall.ENOSPC, syscall.EACCES}

// TestFaultEveryStep fails every single file-system call a commit makes, one at a time, with
// each error kind and for several plan sizes. Afterwards every target must be byte-identical to
// its original (or every target new, when the failure came after the commit point), with no stray
// file outside .alfix; and Recover must leave nothing behind.
//
// txn treats every error kind alike (no code path looks at the errno), so by default each call is
// failed once, with the error kinds taken in turn (every kind occurs at every plan size); the
// scheduled job (ALFIX_LARGE_TESTS=1) fails every call with every kind. With -short it runs a
// deterministic subset: every call of the plan of three changes (one write, one create, one
// delete), failed with EIO only.
func TestFaultEveryStep(t *testing.T) {
	ctx := context.Background()
	cases, committed := 0, 0
	sizes, allErrnos := []int{1, 3, 8}, testsize.Large()
	errnosOf := func(i int) []syscall.Errno {
		if allErrnos {
			return faultErrors
		}
		return faultErrors[i%len(faultErrors) : i%len(faultErrors)+1]
	}
	if testing.Short() {
		sizes, errnosOf = []int{3}, func(int) []syscall.Errno { return faultErrors[:1] }
	}
	for _, n := range sizes {
		step, kinds := 0, map[syscall.Errno]bool{}
		base := t.TempDir()
		probe := txntest.New(nil)
		s := newScenario(t, filepath.Join(base, "probe"), n)
		if res, err := txn.Commit(ctx, s.plan, txn.Options{FS: probe}); err != nil || !res.Committed {
			t.Fatalf("n=%d: fault-free commit failed: %+v, %v", n, res, err)
		}
		counts := probe.Counts()
		for _, op := range txntest.AllOps {
			for nth := 1; nth <= counts[op]; nth++ {
				step++
				for _, errno := range errnosOf(step) {
					kinds[errno] = true
					name := fmt.Sprintf("n%d/%s#%d/%s", n, op, nth, errnoName(errno))
					root := filepath.Join(base, fmt.Sprintf("%s-%d-%d", op, nth, errno))
					s := newScenario(t, root, n)
					ffs := txntest.New(nil)
					ffs.Fail(op, nth, errno)
					res, err := txn.Commit(ctx, s.plan, txn.Options{FS: ffs})
					if ffs.Counts()[op] < nth {
						t.Errorf("%s: fault never reached (%d calls)", name, ffs.Counts()[op])
					}
					checkAfterFailure(t, name, root, s, res, err, true)
					cases++
					if res.Committed {
						committed++
					}
					os.RemoveAll(root)
				}
			}
		}
		if !testing.Short() && len(kinds) != len(faultErrors) {
			t.Errorf("n=%d: %d of the %d error kinds used", n, len(kinds), len(faultErrors))
		}
	}
	t.Logf("%d single-fault cases, %d committed (fault after the commit point or absorbed by a fallback), %d rolled back or never written",
		cases, committed, cases-committed)
}

// TestFaultPersistent makes an operation fail from its nth call on, so rollback and cleanup fail
// too. Commit must then leave a journal from which Recover (on the real file system) brings every
// file back to all-old, or all-new if the commit point was reached.
func TestFaultPersistent(t *testing.T) {
	ctx := context.Background()
	const n = 5
	base := t.TempDir()
	probe := txntest.New(nil)
	s := newScenario(t, filepath.Join(base, "probe"), n)
	if res, err := txn.Commit(ctx, s.plan, txn.Options{FS: probe}); err != nil || !res.Committed {
		t.Fatalf("fault-free commit failed: %+v, %v", res, err)
	}
	counts := probe.Counts()
	cases := 0
	for _, op := range txntest.AllOps {
		for nth := 1; nth <= counts[op]; nth++ {
			if testing.Short() && nth > 1 && nth < counts[op] && nth%4 != 0 {
				continue // -short: the first, the last and every fourth call of each op
			}
			name := fmt.Sprintf("%s#%d+", op, nth)
			root := filepath.Join(base, fmt.Sprintf("%s-%d", op, nth))
			s := newScenario(t, root, n)
			ffs := txntest.New(nil)
			ffs.FailFrom(op, nth, syscall.EIO)
			res, err := txn.Commit(ctx, s.plan, txn.Options{FS: ffs})
			checkAfterFailure(t, name, root, s, res, err, false)
			cases++
			os.RemoveAll(root)
		}
	}
	t.Logf("%d persistent-fault cases", cases)
}

// TestFaultUserEditDuringRollback fails, one at a time, every call a commit makes after its first
// file was installed, so that the commit is rolled back (or, after the commit point, completes);
// while the rollback runs, a user saves that first file at each of the moments the rollback
// touches it. The user's save must be on disk afterwards, never overwritten by the restore, and
// every other file must be all old (or all new when committed).
func TestFaultUserEditDuringRollback(t *testing.T) {
	ctx := context.Background()
	const n = 5
	base := t.TempDir()
	probe := txntest.New(nil)
	probe.Record()
	s := newScenario(t, filepath.Join(base, "probe"), n)
	victimRel := "src/dir0/file000.al"
	victim := filepath.Join(base, "probe", victimRel)
	if res, err := txn.Commit(ctx, s.plan, txn.Options{FS: probe}); err != nil || !res.Committed {
		t.Fatalf("fault-free commit failed: %+v, %v", res, err)
	}
	calls := probe.Calls()
	start := -1
	for i, c := range calls {
		if c.Op == txntest.OpRename && c.Path == victim {
			start = i
			break
		}
	}
	if start < 0 {
		t.Fatal("the victim is never renamed")
	}
	// The rollback touches the victim three times (Lstat, read, exchange or rename): a save
	// before each, made in place or by renaming a new file over it.
	type moment struct {
		k      int
		atomic bool
	}
	// By default each fault gets a save before every touch, in place and by rename in turn (both
	// kinds at every touch over the faults); the scheduled job (ALFIX_LARGE_TESTS=1) makes both
	// kinds of save before every touch of every fault.
	all := []moment{{1, false}, {1, true}, {2, false}, {2, true}, {3, false}, {3, true}}
	momentsOf := func(i int) []moment {
		if testsize.Large() {
			return all
		}
		return []moment{{1, i%2 == 0}, {2, i%2 == 1}, {3, i%2 == 0}}
	}
	if testing.Short() {
		momentsOf = func(int) []moment { return []moment{{1, false}, {3, true}} }
	}
	cases, saved, modified, committed := 0, 0, 0, 0
	for i, c := range calls[start+1:] {
		for _, m := range momentsOf(i) {
			k := m.k
			name := fmt.Sprintf("%s#%d/edit@%d/atomic=%v", c.Op, c.N, k, m.atomic)
			root := filepath.Join(base, fmt.Sprintf("%s-%d-%d-%v", c.Op, c.N, k, m.atomic))
			s := newScenario(t, root, n)
			target := filepath.Join(root, victimRel)
			save := "the user's save " + name
			faulted, touches, didSave := false, 0, false
			ffs := txntest.New(nil)
			ffs.Fail(c.Op, c.N, syscall.EIO)
			seen := map[txntest.Op]int{}
			var mu sync.Mutex // staging runs in parallel
			ffs.Before(func(op txntest.Op, path string) {
				mu.Lock()
				defer mu.Unlock()
				seen[op]++
				if op == c.Op && seen[op] == c.N {
					faulted = true
					return
				}
				if faulted && !didSave && path == target {
					if touches++; touches == k {
						userSave(t, target, save, m.atomic)
						didSave = true
					}
				}
			})
			res, err := txn.Commit(ctx, s.plan, txn.Options{FS: ffs})
			if !didSave {
				os.RemoveAll(root)
				continue // the rollback (or cleanup) never touched the victim that often
			}
			cases++
			want := s.before
			if res.Committed {
				want = s.after
				committed++
			}
			want[victimRel] = save
			if d := diffTree(want, readTree(t, root)); d != "" {
				t.Errorf("%s: after Commit (committed=%v, %v): %s", name, res.Committed, err, d)
			}
			if res.Files[0].Outcome == txn.Modified {
				modified++
			}
			if got, _ := os.ReadFile(target); string(got) == save {
				saved++
			}
			rep, rerr := txn.Recover(root)
			if rerr != nil {
				t.Errorf("%s: Recover: %v", name, rerr)
			}
			for _, cf := range rep.Conflicts {
				if cf.Path != target || cf.Outcome != txn.Modified {
					t.Errorf("%s: Recover conflict %+v", name, cf)
				}
			}
			if d := diffTree(want, readTree(t, root)); d != "" {
				t.Errorf("%s: after Recover: %s", name, d)
			}
			os.RemoveAll(root)
		}
	}
	t.Logf("%d trials with a user save during rollback or cleanup: save kept in %d, %d reported Modified, %d committed", cases, saved, modified, committed)
	if cases < 20 {
		t.Errorf("only %d trials reached the victim", cases)
	}
}

// checkAfterFailure checks one faulty commit. With immediate, the tree must be right directly
// after Commit; otherwise only after Recover.
func checkAfterFailure(t *testing.T, name, root string, s scenario, res txn.Result, err error, immediate bool) {
	t.Helper()
	want := s.before
	if res.Committed {
		want = s.after
	}
	if immediate {
		if d := diffTree(want, readTree(t, root)); d != "" {
			t.Errorf("%s: after Commit (committed=%v): %s", name, res.Committed, d)
		}
	}
	if len(res.Files) != len(s.plan.Changes) {
		t.Fatalf("%s: %d results for %d changes", name, len(res.Files), len(s.plan.Changes))
	}
	failed := err != nil
	for _, f := range res.Files {
		switch {
		case res.Committed && f.Outcome != txn.Written:
			t.Errorf("%s: committed but %s is %s (%v)", name, f.Path, f.Outcome, f.Err)
		case !res.Committed && f.Outcome == txn.Written:
			t.Errorf("%s: not committed but %s is Written", name, f.Path)
		case f.Outcome == "":
			t.Errorf("%s: %s has no outcome", name, f.Path)
		case f.Outcome != txn.Written && f.Err == nil:
			t.Errorf("%s: %s is %s without an error", name, f.Path, f.Outcome)
		}
		if f.Outcome != txn.Written && f.Outcome != txn.NotWritten && f.Outcome != txn.RolledBack {
			failed = true
		}
	}
	if !res.Committed && !failed {
		t.Errorf("%s: not committed, yet no file failed and no error: %v", name, outcomes(res))
	}
	rep, rerr := txn.Recover(root)
	if rerr != nil || len(rep.Conflicts) != 0 {
		t.Errorf("%s: Recover = %+v, %v", name, rep, rerr)
	}
	if d := diffTree(want, readTree(t, root)); d != "" {
		t.Errorf("%s: after Recover (committed=%v): %s", name, res.Committed, d)
	}
	if p := pendingTxns(t, root); len(p) != 0 {
		t.Errorf("%s: transactions left after Recover: %v", name, p)
	}
}

func errnoName(e syscall.Errno) string {
	switch e {
	case syscall.EIO:
		return "EIO"
	case syscall.ENOSPC:
		return "ENOSPC"
	case syscall.EACCES:
		return "EACCES"
	}
	return e.Error()
}
