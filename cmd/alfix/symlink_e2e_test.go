package main

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/tools"
)

// A cloned repository can carry symlinks anywhere, .alfix included. These tests plant them at
// every path alfix creates, cleans or renames in a project, pointing at folders and files
// outside it, and run the built binary's serve (with its file watcher), analyze and fix on the
// project: nothing outside may change, and serve and analyze create nothing in a clean project.

// treeDigest describes every entry below root, symlinks not followed: its type and, for a
// regular file, the SHA-256 of its content; for a symlink, its target.
func treeDigest(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			out[rel] = "-> " + target
			return err
		case d.IsDir():
			out[rel] = "dir"
		case d.Type().IsRegular():
			b, err := os.ReadFile(p)
			sum := sha256.Sum256(b)
			out[rel] = "file " + hex.EncodeToString(sum[:])
			return err
		default:
			out[rel] = d.Type().String()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func digestDiff(before, after map[string]string) []string {
	var out []string
	for k, v := range before {
		if w, ok := after[k]; !ok {
			out = append(out, "removed "+k)
		} else if w != v {
			out = append(out, "changed "+k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			out = append(out, "created "+k)
		}
	}
	sort.Strings(out)
	return out
}

// symlinkSetup plants symlinks in a project; outside is the folder holding the victims.
type symlinkSetup struct {
	name  string
	plant func(t *testing.T, root, outside string)
}

func mustSymlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

var symlinkSetups = []symlinkSetup{
	{"alfix", func(t *testing.T, root, outside string) {
		// .alfix itself, relative, as a clone carries it.
		mustSymlink(t, "../outside/alfix", filepath.Join(root, ".alfix"))
	}},
	{"inside-alfix", func(t *testing.T, root, outside string) {
		mustSymlink(t, "../../outside/watch-sync", filepath.Join(root, ".alfix", "watch-sync"))
		mustSymlink(t, "../../outside/txn", filepath.Join(root, ".alfix", "txn"))
		mustSymlink(t, filepath.Join(outside, "created-by-gitignore"), filepath.Join(root, ".alfix", ".gitignore"))
	}},
	{"inside-txn", func(t *testing.T, root, outside string) {
		txnDir := filepath.Join(root, ".alfix", "txn")
		mustSymlink(t, filepath.Join(outside, "created-by-lock"), filepath.Join(txnDir, "lock"))
		mustSymlink(t, filepath.Join(outside, "keep.txt"), filepath.Join(root, ".alfix", ".gitignore"))
		// Shaped like alfix's own folders, with links inside and in their place.
		old := "20000101T000000.000000-aaaaaaaaaaaa-0123456789abcdef0123456789abcdef"
		mustSymlink(t, filepath.Join(outside, "txn"), filepath.Join(txnDir, "conflict-"+old))
		mustSymlink(t, filepath.Join(outside, "keep.txt"), filepath.Join(txnDir, old, "b0"))
		mustSymlink(t, filepath.Join(outside, "watch-sync"), filepath.Join(txnDir, "conflict-x", "b0"))
		// A source file that is a link to an AL file outside with the same findings.
		mustSymlink(t, filepath.Join(outside, "Outside.Codeunit.al"), filepath.Join(root, "src", "Linked.Codeunit.al"))
	}},
	{"write-lands", func(t *testing.T, root, outside string) {
		// Nothing refuses the write here: it lands, next to the planted links, through none.
		txnDir := filepath.Join(root, ".alfix", "txn")
		mustSymlink(t, filepath.Join(outside, "created-by-gitignore"), filepath.Join(root, ".alfix", ".gitignore"))
		old := "20000101T000000.000000-bbbbbbbbbbbb-0123456789abcdef0123456789abcdef"
		mustSymlink(t, filepath.Join(outside, "txn"), filepath.Join(txnDir, "conflict-"+old))
		mustSymlink(t, filepath.Join(outside, "keep.txt"), filepath.Join(txnDir, old, "b0"))
		mustSymlink(t, filepath.Join(outside, "watch-sync"), filepath.Join(txnDir, "conflict-y", "sub"))
	}},
}

// plantOutside fills the folder of victims: folders the links name, holding files, and an AL
// file with diagnostics a fix would change.
func plantOutside(t *testing.T, root, outside string) {
	t.Helper()
	al, err := os.ReadFile(filepath.Join(root, "src", "Counter.Codeunit.al"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"keep.txt":               "the user's file",
		"alfix/note.txt":         "a folder .alfix points at",
		"alfix/watch-sync/x.txt": "in the folder a symlinked .alfix would hold the markers in",
		"alfix/txn/lock":         "not a lock",
		"watch-sync/a.txt":       "a folder .alfix/watch-sync points at",
		"watch-sync/sub/b.txt":   "deeper",
		"txn/journal":            "a folder .alfix/txn points at",
		"Outside.Codeunit.al":    string(al),
	}
	for rel, text := range files {
		p := filepath.Join(outside, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, dir := range []string{"watch-sync/empty", "txn/empty"} {
		if err := os.MkdirAll(filepath.Join(outside, dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// runServeOnce starts serve (file watcher on) in root, calls analyze, checks the watcher's
// marker folder is in tmp while it runs, closes stdin and waits for the exit.
func runServeOnce(t *testing.T, root, tmp string) {
	t.Helper()
	c := startRawServer(t, root, "--no-almcp")
	var an tools.AnalyzeResult
	if env, _ := c.tool("analyze", map[string]any{}, &an, nil); env != "" {
		t.Fatalf("analyze over serve: %s", env)
	}
	if an.TotalCount == 0 {
		t.Errorf("analyze over serve found nothing in %s", root)
	}
	if got, _ := filepath.Glob(filepath.Join(tmp, "alfix-watch-sync-*")); len(got) != 1 {
		t.Errorf("watcher marker folders in the temporary folder while serve runs: %q (want one)", got)
	}
	c.in.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve exit: %v\n%s", err, c.logs.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not exit within 30 s of EOF")
	}
	if got, _ := filepath.Glob(filepath.Join(tmp, "alfix-watch-sync-*")); len(got) != 0 {
		t.Errorf("watcher marker folders left after serve exited: %q", got)
	}
}

// runCommand runs the binary with args in dir and returns its exit code and output.
func runCommand(t *testing.T, dir string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(alfixBinary(t), args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), string(out)
		}
		t.Fatalf("%s: %v", strings.Join(args, " "), err)
	}
	return 0, string(out)
}

// symlinkEnv gives the processes a journal key folder and a temporary folder of their own.
func symlinkEnv(t *testing.T) (tmp string) {
	t.Helper()
	alfixBinary(t) // built before TMPDIR changes
	tmp, config := t.TempDir(), t.TempDir()
	t.Setenv("ALFIX_CONFIG_DIR", config)
	t.Setenv("TMPDIR", tmp)
	return tmp
}

func TestSymlinksInTheProjectChangeNothingOutside(t *testing.T) {
	for _, s := range symlinkSetups {
		t.Run(s.name, func(t *testing.T) {
			root := copyFixture(t)
			outside := filepath.Join(filepath.Dir(root), "outside")
			plantOutside(t, root, outside)
			s.plant(t, root, outside)
			tmp := symlinkEnv(t)
			before := treeDigest(t, outside)
			check := func(step string) {
				t.Helper()
				if d := digestDiff(before, treeDigest(t, outside)); len(d) > 0 {
					t.Errorf("%s changed files outside the project:\n%s", step, strings.Join(d, "\n"))
				}
			}

			runServeOnce(t, root, tmp)
			check("serve")
			code, out := runCommand(t, root, "analyze", "--store", "off", root)
			if code != 0 && code != 1 {
				t.Errorf("analyze exit %d:\n%s", code, out)
			}
			check("analyze")
			counter := filepath.Join(root, "src", "Counter.Codeunit.al")
			was, _ := os.ReadFile(counter)
			code, out = runCommand(t, root, "fix", "--rule", "AA0005", "--store", "off", root)
			t.Logf("fix exit %d:\n%s", code, out)
			check("fix")
			if now, _ := os.ReadFile(counter); s.name == "write-lands" && string(now) == string(was) {
				t.Errorf("the fix did not land (exit %d):\n%s", code, out)
			}
		})
	}
}

func TestServeAndAnalyzeCreateNothingInACleanProject(t *testing.T) {
	root := copyFixture(t)
	tmp := symlinkEnv(t)
	before := treeDigest(t, root)
	runServeOnce(t, root, tmp)
	if d := digestDiff(before, treeDigest(t, root)); len(d) > 0 {
		t.Errorf("serve changed the project:\n%s", strings.Join(d, "\n"))
	}
	code, out := runCommand(t, root, "analyze", "--store", "off", root)
	if code != 0 && code != 1 {
		t.Errorf("analyze exit %d:\n%s", code, out)
	}
	if d := digestDiff(before, treeDigest(t, root)); len(d) > 0 {
		t.Errorf("analyze changed the project:\n%s", strings.Join(d, "\n"))
	}
	// The first fix that writes is what makes .alfix.
	if code, out := runCommand(t, root, "fix", "--rule", "AA0005", "--store", "off", root); code != 0 {
		t.Fatalf("fix exit %d:\n%s", code, out)
	}
	if fi, err := os.Lstat(filepath.Join(root, ".alfix")); err != nil || !fi.IsDir() {
		t.Errorf("no .alfix after a fix was written: %v", err)
	}
}
