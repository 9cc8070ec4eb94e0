package txn_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/txn"
)

// conflictFolder makes a conflict folder of this user's alfix in root's .alfix/txn, as a
// rolled-back transaction started at when would leave it, holding files (slash paths; a value
// starting with "->" makes a symlink to the rest). It returns the folder's name.
func conflictFolder(t *testing.T, root string, when time.Time, n int, files map[string]string) string {
	t.Helper()
	base := when.UTC().Format("20060102T150405.000000") + fmt.Sprintf("-%012x", n)
	name := "conflict-" + trustedName(t, root, base)
	plantFolder(t, filepath.Join(root, ".alfix", "txn", name), files)
	return name
}

func plantFolder(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for rel, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		var err error
		if target, ok := strings.CutPrefix(content, "->"); ok {
			err = os.Symlink(target, p)
		} else {
			err = os.WriteFile(p, []byte(content), 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// txnEntries lists the names in root's .alfix/txn but the lock.
func txnEntries(t *testing.T, root string) []string {
	t.Helper()
	list, err := os.ReadDir(filepath.Join(root, ".alfix", "txn"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, de := range list {
		if de.Name() != "lock" {
			out = append(out, de.Name())
		}
	}
	return out
}

func TestConflictRetentionByAge(t *testing.T) {
	root := t.TempDir()
	now := time.Now()
	old := conflictFolder(t, root, now.Add(-40*24*time.Hour), 1, map[string]string{"journal": "j", "b0": "backup"})
	edge := conflictFolder(t, root, now.Add(-txn.ConflictMaxAge-time.Hour), 2, map[string]string{"journal": "j"})
	young := conflictFolder(t, root, now.Add(-29*24*time.Hour), 3, map[string]string{"journal": "j", "b0": "backup"})

	list, err := txn.Conflicts(root)
	if err != nil || len(list) != 3 {
		t.Fatalf("Conflicts before = %+v, %v", list, err)
	}
	if filepath.Base(list[0].Path) != old || filepath.Base(list[2].Path) != young {
		t.Errorf("Conflicts not oldest first: %+v", list)
	}

	rep, err := txn.Recover(root)
	if err != nil {
		t.Fatalf("Recover: %v", err)
	}
	txns := filepath.Join(root, ".alfix", "txn")
	want := []string{filepath.Join(txns, old), filepath.Join(txns, edge)}
	if !slices.Equal(rep.Expired, want) {
		t.Errorf("Expired = %q, want %q", rep.Expired, want)
	}
	if got := txnEntries(t, root); !slices.Contains(got, young) || slices.Contains(got, old) || slices.Contains(got, edge) {
		t.Errorf(".alfix/txn after Recover = %q", got)
	}
	if w := strings.Join(rep.Warnings(), "\n"); !strings.Contains(w, old) || !strings.Contains(w, "30 days") {
		t.Errorf("Warnings do not name the removed folder and the rule:\n%s", w)
	}
	if list, err := txn.Conflicts(root); err != nil || len(list) != 1 || filepath.Base(list[0].Path) != young {
		t.Errorf("Conflicts after = %+v, %v", list, err)
	}
	// Nothing more to do: a second Recover removes nothing.
	if rep, err := txn.Recover(root); err != nil || len(rep.Expired) != 0 {
		t.Errorf("second Recover = %+v, %v", rep, err)
	}
}

func TestConflictRetentionByCount(t *testing.T) {
	root := t.TempDir()
	now := time.Now()
	var names []string
	for i := range txn.ConflictMaxCount + 5 {
		names = append(names, conflictFolder(t, root, now.Add(-time.Duration(100-i)*time.Minute), i, map[string]string{"journal": "j"}))
	}
	// A folder of ours whose name holds no time is never removed, but counts.
	untimed := "conflict-" + trustedName(t, root, "no-time-here")
	plantFolder(t, filepath.Join(root, ".alfix", "txn", untimed), map[string]string{"journal": "j"})

	rep, err := txn.Recover(root)
	if err != nil {
		t.Fatalf("Recover: %v", err)
	}
	if len(rep.Expired) != 6 {
		t.Fatalf("Expired %d folders, want 6: %q", len(rep.Expired), rep.Expired)
	}
	for i, p := range rep.Expired { // oldest first
		if filepath.Base(p) != names[i] {
			t.Errorf("Expired[%d] = %s, want %s", i, filepath.Base(p), names[i])
		}
	}
	got := txnEntries(t, root)
	if len(got) != txn.ConflictMaxCount || !slices.Contains(got, untimed) || !slices.Contains(got, names[len(names)-1]) {
		t.Errorf("kept %d folders (want %d, the untimed one and the newest): %q", len(got), txn.ConflictMaxCount, got)
	}
}

// TestConflictRetentionFollowsNoSymlink: a conflict folder holding symlinks to folders and files
// outside the project is removed without anything outside changing; a symlink named like a
// conflict folder of ours, and conflict-* folders alfix cannot verify, are left alone.
func TestConflictRetentionFollowsNoSymlink(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	writeTree(t, outside, tree{"keep.txt": "precious", "dir/inner.txt": "also precious", "linked/x.txt": "x"})
	root := filepath.Join(base, "project")
	writeTree(t, root, tree{"a.al": "a"})
	beforeOut, beforeIn := readTree(t, outside), readTree(t, root)

	long := time.Now().Add(-90 * 24 * time.Hour)
	deep := map[string]string{
		"journal":       "j",
		"b0":            "->" + filepath.Join(outside, "keep.txt"),
		"b1":            "->" + filepath.Join(outside, "dir"),
		"sub/b2":        "->" + filepath.Join(outside, "dir", "inner.txt"),
		"sub/more/link": "->../../../../../../outside",
	}
	ours := conflictFolder(t, root, long, 1, deep)
	// A symlink with a valid conflict name: never followed, never removed.
	linkName := "conflict-" + trustedName(t, root, long.UTC().Format("20060102T150405.000000")+"-000000000002")
	if err := os.Symlink(filepath.Join(outside, "linked"), filepath.Join(root, ".alfix", "txn", linkName)); err != nil {
		t.Fatal(err)
	}
	// A repository's own conflict-* folders (no valid tag) are not alfix's.
	foreign := "conflict-" + long.UTC().Format("20060102T150405.000000") + "-000000000003-0123456789abcdef"
	plantFolder(t, filepath.Join(root, ".alfix", "txn", foreign), map[string]string{"journal": "j", "b0": "->" + filepath.Join(outside, "keep.txt")})

	list, err := txn.Conflicts(root)
	if err != nil || len(list) != 1 || filepath.Base(list[0].Path) != ours {
		t.Fatalf("Conflicts = %+v, %v (want only %s)", list, err, ours)
	}
	rep, err := txn.Recover(root)
	if err != nil || len(rep.Expired) != 1 {
		t.Fatalf("Recover = %+v, %v", rep, err)
	}
	got := txnEntries(t, root)
	if slices.Contains(got, ours) || !slices.Contains(got, linkName) || !slices.Contains(got, foreign) {
		t.Errorf(".alfix/txn after Recover = %q", got)
	}
	checkUntouched(t, "after the retention", outside, beforeOut, root, beforeIn)
}

// TestConflictRetentionSymlinkedLockOrTxn: with .alfix/txn/lock a symlink nothing is removed
// (alfix never locks through a link); with .alfix/txn a symlink there are no conflict folders.
func TestConflictRetentionSymlinkedLockOrTxn(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	writeTree(t, outside, tree{"lockfile": "not a lock"})
	root := filepath.Join(base, "project")
	writeTree(t, root, tree{"a.al": "a"})
	old := conflictFolder(t, root, time.Now().Add(-60*24*time.Hour), 1, map[string]string{"journal": "j"})
	if err := os.Symlink(filepath.Join(outside, "lockfile"), filepath.Join(root, ".alfix", "txn", "lock")); err != nil {
		t.Fatal(err)
	}
	beforeOut := readTree(t, outside)
	rep, err := txn.Recover(root)
	if err != nil || len(rep.Expired) != 0 || len(rep.Ignored) != 1 {
		t.Fatalf("Recover with a symlinked lock = %+v, %v", rep, err)
	}
	if !slices.Contains(txnEntries(t, root), old) {
		t.Error("a conflict folder was removed although the lock is a symlink")
	}

	// The folder holding the conflicts is itself a link to another project's .alfix/txn.
	other := filepath.Join(base, "other")
	writeTree(t, other, tree{"b.al": "b"})
	theirs := conflictFolder(t, other, time.Now().Add(-60*24*time.Hour), 2, map[string]string{"journal": "j"})
	root2 := filepath.Join(base, "project2")
	writeTree(t, root2, tree{"c.al": "c"})
	if err := os.MkdirAll(filepath.Join(root2, ".alfix"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(other, ".alfix", "txn"), filepath.Join(root2, ".alfix", "txn")); err != nil {
		t.Fatal(err)
	}
	if list, err := txn.Conflicts(root2); err != nil || len(list) != 0 {
		t.Errorf("Conflicts through a symlinked .alfix/txn = %+v, %v", list, err)
	}
	if rep, err := txn.Recover(root2); err != nil || len(rep.Expired) != 0 {
		t.Errorf("Recover through a symlinked .alfix/txn = %+v, %v", rep, err)
	}
	if !slices.Contains(txnEntries(t, other), theirs) {
		t.Error("Recover of one project removed a conflict folder of another through a symlink")
	}
	if d := diffTree(beforeOut, readTree(t, outside)); d != "" {
		t.Errorf("outside changed: %s", d)
	}
}

// TestConflictRetentionTooDeep: a conflict folder holding more folders than alfix ever makes
// is emptied as far as the bound allows and reported; the retention goes on with the others.
func TestConflictRetentionTooDeep(t *testing.T) {
	root := t.TempDir()
	now := time.Now()
	deep := conflictFolder(t, root, now.Add(-50*24*time.Hour), 1, map[string]string{
		"journal": "j", strings.Repeat("d/", 12) + "f": "deep",
	})
	plain := conflictFolder(t, root, now.Add(-45*24*time.Hour), 2, map[string]string{"journal": "j"})
	rep, err := txn.Recover(root)
	if err == nil || !strings.Contains(err.Error(), deep) {
		t.Errorf("Recover error = %v, want one naming %s", err, deep)
	}
	if len(rep.Expired) != 1 || filepath.Base(rep.Expired[0]) != plain {
		t.Errorf("Expired = %q, want only %s", rep.Expired, plain)
	}
	if !slices.Contains(txnEntries(t, root), deep) {
		t.Errorf("the folder that could not be emptied is gone")
	}
}

// TestCommitAppliesConflictRetention: every Commit applies the retention before it writes.
func TestCommitAppliesConflictRetention(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 2)
	old := conflictFolder(t, root, time.Now().Add(-31*24*time.Hour), 1, map[string]string{"journal": "j"})
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if got := txnEntries(t, root); slices.Contains(got, old) {
		t.Errorf("Commit left an expired conflict folder: %q", got)
	}
}

// TestConflictsWithoutAlfix: listing costs one Lstat and creates nothing.
func TestConflictsWithoutAlfix(t *testing.T) {
	root := t.TempDir()
	if list, err := txn.Conflicts(root); err != nil || list != nil {
		t.Fatalf("Conflicts = %+v, %v", list, err)
	}
	if _, err := os.Lstat(filepath.Join(root, ".alfix")); !os.IsNotExist(err) {
		t.Errorf(".alfix created: %v", err)
	}
}
