package txn_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/txn/txntest"
)

func outcomes(res txn.Result) []txn.Outcome {
	var o []txn.Outcome
	for _, f := range res.Files {
		o = append(o, f.Outcome)
	}
	return o
}

func TestCommitWritesEveryFile(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 7)
	os.Chmod(filepath.Join(root, "src/dir0/file000.al"), 0o640)
	os.Chmod(filepath.Join(root, "src/dir0/file003.al"), 0o755)

	res, err := txn.Commit(context.Background(), s.plan, txn.Options{})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	for i, f := range res.Files {
		if f.Outcome != txn.Written || f.Err != nil {
			t.Errorf("file %d: %s %v", i, f.Outcome, f.Err)
		}
		if !filepath.IsAbs(f.Path) || filepath.Clean(f.Path) != f.Path {
			t.Errorf("file %d: path %q not absolute and clean", i, f.Path)
		}
	}
	if d := diffTree(s.after, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
	for name, want := range map[string]os.FileMode{"file000.al": 0o640, "file003.al": 0o755} {
		fi, err := os.Stat(filepath.Join(root, "src/dir0", name))
		if err != nil || fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v, %v; want %v", name, fi.Mode().Perm(), err, want)
		}
	}
	gi, err := os.ReadFile(filepath.Join(root, ".alfix", ".gitignore"))
	if err != nil || string(gi) != "*\n" {
		t.Errorf(".alfix/.gitignore = %q, %v", gi, err)
	}
	if p := pendingTxns(t, root); len(p) != 0 {
		t.Errorf("transaction directories left: %v", p)
	}
}

// A rename writes a project's XLIFF translation files in the same unit as
// its AL files; any other kind of file stays refused (TestRefusals).
func TestCommitWritesTranslationFiles(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, tree{"src/a.al": "a", "Translations/App.g.xlf": "x", "Translations/App.da-DK.XLF": "y"})
	plan := txn.Plan{Root: root, Changes: []txn.Change{
		{Path: "src/a.al", Base: hashOf("a"), Content: []byte("a renamed")},
		{Path: "Translations/App.g.xlf", Base: hashOf("x"), Content: []byte("x renamed")},
		{Path: "Translations/App.da-DK.XLF", Base: hashOf("y"), Content: []byte("y renamed")},
	}}
	if res, err := txn.Commit(context.Background(), plan, txn.Options{}); err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	want := tree{"src/a.al": "a renamed", "Translations/App.g.xlf": "x renamed", "Translations/App.da-DK.XLF": "y renamed"}
	if d := diffTree(want, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

func TestCommitKeepsExistingGitignore(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 1)
	os.MkdirAll(filepath.Join(root, ".alfix"), 0o755)
	os.WriteFile(filepath.Join(root, ".alfix", ".gitignore"), []byte("custom\n"), 0o644)
	if res, err := txn.Commit(context.Background(), s.plan, txn.Options{}); err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if gi, _ := os.ReadFile(filepath.Join(root, ".alfix", ".gitignore")); string(gi) != "custom\n" {
		t.Errorf(".gitignore overwritten: %q", gi)
	}
}

func TestStaleAtStartAbortsEverything(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 4)
	edited := "someone else's edit"
	os.WriteFile(filepath.Join(root, "src/dir0/file003.al"), []byte(edited), 0o644)
	s.before["src/dir0/file003.al"] = edited

	res, err := txn.Commit(context.Background(), s.plan, txn.Options{})
	if err != nil || res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	want := []txn.Outcome{txn.NotWritten, txn.NotWritten, txn.NotWritten, txn.StaleFile}
	if got := outcomes(res); !equalOutcomes(got, want) {
		t.Fatalf("outcomes %v, want %v", got, want)
	}
	if !errors.Is(res.Files[3].Err, txn.ErrStale) {
		t.Errorf("stale error %v", res.Files[3].Err)
	}
	if d := diffTree(s.before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

func TestSkipStaleCommitsTheRest(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 5)
	// file003 edited, file004 unreadable (a directory now: reading fails at the check)
	os.WriteFile(filepath.Join(root, "src/dir0/file003.al"), []byte("edited"), 0o644)
	s.after["src/dir0/file003.al"] = "edited"
	// the file to create (file001) already exists
	os.WriteFile(filepath.Join(root, "src/dir1/file001.al"), []byte("exists"), 0o644)
	s.after["src/dir1/file001.al"] = "exists"

	res, err := txn.Commit(context.Background(), s.plan, txn.Options{SkipStale: true})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	want := []txn.Outcome{txn.Written, txn.StaleFile, txn.Written, txn.StaleFile, txn.Written}
	if got := outcomes(res); !equalOutcomes(got, want) {
		t.Fatalf("outcomes %v, want %v", got, want)
	}
	if !errors.Is(res.Files[1].Err, txn.ErrExists) {
		t.Errorf("create over existing: %v", res.Files[1].Err)
	}
	if d := diffTree(s.after, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

func TestSkipStaleWithNothingLeft(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 1)
	os.Remove(filepath.Join(root, "src/dir0/file000.al"))
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{SkipStale: true})
	if err != nil || res.Committed || res.Files[0].Outcome != txn.StaleFile || !errors.Is(res.Files[0].Err, txn.ErrVanished) {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if _, err := os.Stat(filepath.Join(root, ".alfix")); !os.IsNotExist(err) {
		t.Errorf(".alfix created although nothing was written: %v", err)
	}
}

func TestReadFailedAtStart(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 4)
	ffs := txntest.New(nil)
	ffs.Fail(txntest.OpReadFile, 2, errors.New("disk on fire"))
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
	if err != nil || res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if res.Files[2].Outcome != txn.ReadFailed {
		t.Errorf("outcomes %v", outcomes(res))
	}
	if d := diffTree(s.before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

// Symlinks below the root are never written through, even when they stay inside it: an alias
// of a file and a linked folder are refused like any other symlink.
func TestSymlinkInsideRootIsRefused(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, tree{"real/a.al": "old"})
	os.Symlink(filepath.Join(root, "real"), filepath.Join(root, "linkdir"))
	os.Symlink("a.al", filepath.Join(root, "real", "alias.al"))
	before := readTree(t, root)
	for _, p := range []string{"linkdir/a.al", "real/alias.al", "linkdir/alias.al"} {
		plan := txn.Plan{Root: root, Changes: []txn.Change{{Path: p, Base: hashOf("old"), Content: []byte("new")}}}
		res, err := txn.Commit(context.Background(), plan, txn.Options{})
		if err != nil || res.Committed || res.Files[0].Outcome != txn.Refused || !errors.Is(res.Files[0].Err, txn.ErrSymlink) {
			t.Fatalf("%s: Commit = %+v, %v", p, res, err)
		}
		if res.Files[0].Path != filepath.Join(root, p) {
			t.Errorf("reported path %q", res.Files[0].Path)
		}
		t.Logf("refused: %v", res.Files[0].Err)
	}
	if d := diffTree(before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

func TestRootThroughSymlink(t *testing.T) {
	base := t.TempDir()
	real := filepath.Join(base, "real")
	writeTree(t, real, tree{"a.al": "old"})
	link := filepath.Join(base, "link")
	os.Symlink(real, link)
	// Root through the link, path given below the real root: both name the same project.
	plan := txn.Plan{Root: link, Changes: []txn.Change{{Path: filepath.Join(real, "a.al"), Base: hashOf("old"), Content: []byte("new")}}}
	if res, err := txn.Commit(context.Background(), plan, txn.Options{}); err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if d := diffTree(tree{"a.al": "new"}, readTree(t, real)); d != "" {
		t.Fatal(d)
	}
}

func TestRefusals(t *testing.T) {
	outside := t.TempDir()
	writeTree(t, outside, tree{"secret.al": "secret"})
	cases := []struct {
		name      string
		setup     func(root string)
		path      string
		ch        func(c *txn.Change)
		want      error
		malformed bool // the whole plan is refused even with SkipStale
	}{
		{"read-only file", func(root string) {
			writeTree(t, root, tree{"ro.al": "old"})
			os.Chmod(filepath.Join(root, "ro.al"), 0o444)
		}, "ro.al", nil, txn.ErrReadOnly, false},
		{"symlink to outside", func(root string) {
			os.Symlink(filepath.Join(outside, "secret.al"), filepath.Join(root, "evil.al"))
		}, "evil.al", nil, txn.ErrSymlink, false},
		{"directory symlink to outside", func(root string) {
			os.Symlink(outside, filepath.Join(root, "evil"))
		}, "evil/secret.al", nil, txn.ErrSymlink, false},
		{"directory", func(root string) { os.Mkdir(filepath.Join(root, "dir.al"), 0o755) }, "dir.al", nil, txn.ErrIsDirectory, false},
		{"dotdot escape", nil, "@dotdot", nil, txn.ErrOutsideRoot, false},
		{"absolute outside", nil, filepath.Join(outside, "secret.al"), nil, txn.ErrOutsideRoot, false},
		{"root itself", nil, ".", nil, txn.ErrOutsideRoot, false},
		{"inside .alfix", func(root string) { os.MkdirAll(filepath.Join(root, ".alfix"), 0o755) }, ".alfix/x.al", func(c *txn.Change) { c.Create = true }, txn.ErrReserved, false},
		{"inside .git", func(root string) { writeTree(t, root, tree{".git/hooks/x.al": "old"}) }, ".git/hooks/x.al", nil, txn.ErrReserved, false},
		{"not an .al file", func(root string) { writeTree(t, root, tree{"app.json": "old"}) }, "app.json", nil, txn.ErrNotALFile, false},
		{"only an extension", func(root string) { writeTree(t, root, tree{".xlf": "old"}) }, ".xlf", nil, txn.ErrNotALFile, false},
		{"xlf-like name", func(root string) { writeTree(t, root, tree{"a.xlf.bak": "old"}) }, "a.xlf.bak", nil, txn.ErrNotALFile, false},
		{"colon in a name", func(root string) { writeTree(t, root, tree{"x:y.al": "old"}) }, "x:y.al", nil, txn.ErrBadName, false},
		{"missing parent", nil, "nodir/new.al", func(c *txn.Change) { c.Create = true }, txn.ErrNoParent, false},
		{"parent is a file", func(root string) { writeTree(t, root, tree{"file": "x"}) }, "file/new.al", func(c *txn.Change) { c.Create = true }, txn.ErrNoParent, false},
		{"fifo", func(root string) { mkfifo(t, filepath.Join(root, "pipe.al")) }, "pipe.al", nil, txn.ErrNotRegular, false},
		{"dangling symlink", func(root string) { os.Symlink("nowhere.al", filepath.Join(root, "dangling.al")) }, "dangling.al", func(c *txn.Change) { c.Create = true }, txn.ErrSymlink, false},
		{"create and delete", nil, "ok2.al", func(c *txn.Change) { c.Create, c.Delete = true, true }, txn.ErrBadChange, true},
		{"load and content", nil, "ok2.al", func(c *txn.Change) { c.Load = func() ([]byte, error) { return []byte("x"), nil } }, txn.ErrBadChange, true},
		{"load and delete", nil, "ok2.al", func(c *txn.Change) {
			c.Content, c.Delete, c.Load = nil, true, func() ([]byte, error) { return nil, nil }
		}, txn.ErrBadChange, true},
		{"duplicate", nil, "./ok.al", nil, txn.ErrDuplicate, true},
		{"duplicate through a hard link", func(root string) { os.Link(filepath.Join(root, "ok.al"), filepath.Join(root, "hard.al")) }, "hard.al", nil, txn.ErrDuplicate, true},
	}
	for _, tc := range cases {
		for _, skip := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/skipStale=%v", tc.name, skip), func(t *testing.T) {
				root := t.TempDir()
				writeTree(t, root, tree{"ok.al": "old ok"})
				if tc.setup != nil {
					tc.setup(root)
				}
				before := readTree(t, root)
				beforeOutside := readTree(t, outside)
				path := tc.path
				if path == "@dotdot" {
					rel, _ := filepath.Rel(root, filepath.Join(outside, "secret.al"))
					path = "src/../" + filepath.ToSlash(rel)
				}
				bad := txn.Change{Path: path, Base: hashOf("old"), Content: []byte("pwned")}
				if tc.ch != nil {
					tc.ch(&bad)
				}
				plan := txn.Plan{Root: root, Changes: []txn.Change{
					{Path: "ok.al", Base: hashOf("old ok"), Content: []byte("new ok")}, bad}}
				res, err := txn.Commit(context.Background(), plan, txn.Options{SkipStale: skip})
				if err != nil {
					t.Fatalf("Commit = %+v, %v", res, err)
				}
				if res.Files[1].Outcome != txn.Refused || !errors.Is(res.Files[1].Err, tc.want) {
					t.Fatalf("outcomes %v (%v), want Refused %v", outcomes(res), res.Files[1].Err, tc.want)
				}
				t.Logf("refused: %v", res.Files[1].Err)
				if skip && !tc.malformed {
					// A refusal is that file's conflict; the rest of the batch commits.
					if !res.Committed || res.Files[0].Outcome != txn.Written {
						t.Fatalf("outcomes %v, want the other file written", outcomes(res))
					}
					before["ok.al"] = "new ok"
				} else if res.Committed || res.Files[0].Outcome != txn.NotWritten {
					t.Fatalf("outcomes %v, want nothing written", outcomes(res))
				}
				if d := diffTree(before, readTree(t, root)); d != "" {
					t.Error(d)
				}
				if d := diffTree(beforeOutside, readTree(t, outside)); d != "" {
					t.Error("outside changed:", d)
				}
				if p := pendingTxns(t, root); len(p) != 0 {
					t.Errorf("transaction left: %v", p)
				}
			})
		}
	}
}

func TestRootUnusable(t *testing.T) {
	root := filepath.Join(t.TempDir(), "missing")
	plan := txn.Plan{Root: root, Changes: []txn.Change{{Path: "a.al", Create: true, Content: []byte("x")}}}
	res, err := txn.Commit(context.Background(), plan, txn.Options{})
	if err == nil || res.Committed || res.Files[0].Outcome != txn.NotWritten {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
}

func TestCancelledContextWritesNothing(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 4)
	ctx, cancel := context.WithCancel(context.Background())
	ffs := txntest.New(nil)
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpLink { // cancel during preparation
			cancel()
		}
	})
	res, err := txn.Commit(ctx, s.plan, txn.Options{FS: ffs})
	if !errors.Is(err, context.Canceled) || res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if d := diffTree(s.before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
	if p := pendingTxns(t, root); len(p) != 0 {
		t.Errorf("transaction left: %v", p)
	}
}

// A file edited after the plan was made but before the re-check is never overwritten.
func TestConflictBeforeRecheck(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 5)
	victim := filepath.Join(root, "src/dir0/file003.al")
	edit := "edited by the user during the commit"
	reads := 0
	ffs := txntest.New(nil)
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpReadFile && path == victim {
			reads++
			if reads == 2 { // the re-check, after staging and backups
				os.WriteFile(victim, []byte(edit), 0o644)
			}
		}
	})
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
	if err != nil || res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if reads != 2 {
		t.Fatalf("victim read %d times, want 2", reads)
	}
	want := []txn.Outcome{txn.NotWritten, txn.NotWritten, txn.NotWritten, txn.StaleFile, txn.NotWritten}
	if got := outcomes(res); !equalOutcomes(got, want) {
		t.Fatalf("outcomes %v, want %v", got, want)
	}
	s.before["src/dir0/file003.al"] = edit
	if d := diffTree(s.before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

// A file edited after the re-check, while earlier files are being renamed, is caught by the
// identity check right before its own rename; the renamed ones are rolled back.
func TestConflictDuringRenames(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 5)
	victim := filepath.Join(root, "src/dir1/file004.al")
	edit := "edited by the user while alfix renames"
	first := filepath.Join(root, "src/dir0/file000.al")
	ffs := txntest.New(nil)
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpRename && path == first {
			os.WriteFile(victim, []byte(edit), 0o644)
		}
	})
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
	if err != nil || res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	want := []txn.Outcome{txn.RolledBack, txn.RolledBack, txn.RolledBack, txn.RolledBack, txn.StaleFile}
	if got := outcomes(res); !equalOutcomes(got, want) {
		t.Fatalf("outcomes %v, want %v", got, want)
	}
	s.before["src/dir1/file004.al"] = edit
	if d := diffTree(s.before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

func TestWriteFailureRollsBack(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 5)
	ffs := txntest.New(nil)
	ffs.FailAt(txntest.OpRename, filepath.Join(root, "src/dir1/file004.al"), errors.New("injected"))
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
	if err != nil || res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	// Changes 0..3 installed (change 2, a delete, is moved aside and removed), change 4's rename
	// fails.
	want := []txn.Outcome{txn.RolledBack, txn.RolledBack, txn.RolledBack, txn.RolledBack, txn.WriteFailed}
	if got := outcomes(res); !equalOutcomes(got, want) {
		t.Fatalf("outcomes %v, want %v", got, want)
	}
	if !errors.Is(res.Files[0].Err, txn.ErrRolledBack) {
		t.Errorf("rolled back error: %v", res.Files[0].Err)
	}
	if d := diffTree(s.before, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
	if p := pendingTxns(t, root); len(p) != 0 {
		t.Errorf("transaction left: %v", p)
	}
}

func TestBackupFallsBackToCopy(t *testing.T) {
	root := t.TempDir()
	s := newScenario(t, root, 4)
	ffs := txntest.New(nil)
	ffs.FailFrom(txntest.OpLink, 1, errors.New("links not supported"))
	res, err := txn.Commit(context.Background(), s.plan, txn.Options{FS: ffs})
	if err != nil || !res.Committed {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
	if d := diffTree(s.after, readTree(t, root)); d != "" {
		t.Fatal(d)
	}
}

func TestEmptyPlan(t *testing.T) {
	root := t.TempDir()
	res, err := txn.Commit(context.Background(), txn.Plan{Root: root}, txn.Options{})
	if err != nil || res.Committed || len(res.Files) != 0 {
		t.Fatalf("Commit = %+v, %v", res, err)
	}
}

func equalOutcomes(a, b []txn.Outcome) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
