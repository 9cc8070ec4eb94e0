package workspace

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/txn"
)

// These tests play a hostile repository against a workspace: loading a project (what `alfix
// analyze`, `serve` and every fix tool do first) must never change anything outside it, whatever
// its .alfix folder holds.

// snapshot is every file and symbolic link below dir, with content and mode.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			l, _ := os.Readlink(p)
			out[rel] = "link " + l
		case d.IsDir():
			out[rel] = "dir " + info.Mode().Perm().String()
		default:
			b, _ := os.ReadFile(p)
			out[rel] = info.Mode().String() + " " + string(b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func diffSnapshots(before, after map[string]string) []string {
	var d []string
	for k, v := range before {
		if w, ok := after[k]; !ok {
			d = append(d, "removed "+k)
		} else if w != v {
			d = append(d, fmt.Sprintf("changed %s: %.60q -> %.60q", k, v, w))
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			d = append(d, "created "+k)
		}
	}
	return d
}

func sum(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// hostileRepo builds, in a fresh temp dir, a git repository that is an AL project shipping a
// crafted transaction journal, next to a folder "outside" holding the user's other files. The
// journal asks recovery to delete, create and overwrite files in outside (reached through a
// symlink committed in the repository) and to install an executable pre-commit hook.
//
// With lockLink, .alfix/txn/lock is a symlink to a file outside as well.
func hostileRepo(t *testing.T, lockLink bool) (repo, outside string) {
	t.Helper()
	base := t.TempDir()
	repo, outside = filepath.Join(base, "repo"), filepath.Join(base, "outside")
	files := map[string]string{
		"app.json":                 appJSON,
		"src/Hello.Codeunit.al":    "codeunit 50100 Hello\n{\n}\n",
		"../outside/delete-me.txt": "the user's file, to be deleted",
		"../outside/overwrite.txt": "the user's file, to be overwritten",
		"../outside/keep.al":       "codeunit 1 Keep { }",
	}
	for rel, text := range files {
		p := filepath.Join(repo, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := exec.Command("git", "init", "-q", repo).CombinedOutput(); err != nil {
		t.Skipf("git init: %v %s", err, out)
	}
	// The symlinks that lead out of the project, as a repository can carry them.
	if err := os.Symlink("../../outside", filepath.Join(repo, "src", "out")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(repo, "abs-out")); err != nil {
		t.Fatal(err)
	}

	// A "transaction" in the journal format alfix used to trust.
	hook := "#!/bin/sh\necho pwned > " + filepath.Join(outside, "pwned") + "\n"
	type change struct{ Target, Op, Base, New, Staged, Backup string }
	changes := []change{
		// created file "rolled back": removes the user's file outside
		{Target: "src/out/delete-me.txt", Op: "create", New: sum("the user's file, to be deleted")},
		// deleted file "restored" from the attacker's backup: creates a file outside
		{Target: "abs-out/planted.txt", Op: "delete", Base: sum("planted"), Backup: "b1"},
		// written file "restored": overwrites the user's file outside
		{Target: "src/out/overwrite.txt", Op: "write", Base: sum("attacker content"), New: sum("the user's file, to be overwritten"), Backup: "b2"},
		// a git hook, executable, runs at the user's next commit
		{Target: ".git/hooks/pre-commit", Op: "delete", Base: sum(hook), Backup: "b3"},
		// a "staged" file that is the user's file outside
		{Target: "src/Hello.Codeunit.al", Op: "write", Base: sum("codeunit 50100 Hello\n{\n}\n"), New: sum("x"), Staged: "src/out/keep.al", Backup: "b4"},
	}
	var js []string
	for _, c := range changes {
		js = append(js, fmt.Sprintf(`{"target":%q,"op":%q,"base":%q,"new":%q,"staged":%q,"backup":%q}`, c.Target, c.Op, c.Base, c.New, c.Staged, c.Backup))
	}
	for _, id := range []string{"20240101T000000.000000-aaaaaaaaaaaa", "20240101T000000.000000-bbbbbbbbbbbb-0123456789abcdef0123456789abcdef"} {
		dir := filepath.Join(repo, ".alfix", "txn", id)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		header := fmt.Sprintf(`{"version":1,"id":%q,"changes":[%s]}`, id, strings.Join(js, ","))
		for _, v := range []int{1, 2} { // today's format and the next one
			h := strings.Replace(header, `"version":1`, fmt.Sprintf(`"version":%d`, v), 1)
			name := "journal"
			if v == 2 {
				name = "journal.v2"
			}
			mac := strings.Repeat("0", 64)
			os.WriteFile(filepath.Join(dir, name), []byte(h+"\n"+`{"mac":"`+mac+`"}`+"\n"), 0o644)
		}
		os.WriteFile(filepath.Join(dir, "b1"), []byte("planted"), 0o644)
		os.WriteFile(filepath.Join(dir, "b2"), []byte("attacker content"), 0o644)
		os.WriteFile(filepath.Join(dir, "b3"), []byte(hook), 0o755)
		os.WriteFile(filepath.Join(dir, "b4"), []byte("codeunit 50100 Hello\n{\n}\n"), 0o644)
	}
	// The lock and the .gitignore as symlinks to files outside that do not exist yet: opening
	// them with O_CREATE would create those files.
	if lockLink {
		os.Symlink(filepath.Join(outside, "created-by-lock"), filepath.Join(repo, ".alfix", "txn", "lock"))
	}
	os.Symlink(filepath.Join(outside, "created-by-gitignore"), filepath.Join(repo, ".alfix", ".gitignore"))
	return repo, outside
}

// Attack 1: loading a hostile repository changes nothing outside it and plants no hook; the
// journals are left alone and reported (in the log and in the project's recovery warnings, which
// analyze shows). A write into the project afterwards changes nothing outside either: with a
// symlinked lock it is refused with a clear error, otherwise it lands and leaves the crafted
// folders alone.
func TestHostileJournalIsNeverReplayed(t *testing.T) {
	for _, lockLink := range []bool{false, true} {
		t.Run(fmt.Sprintf("lockLink=%v", lockLink), func(t *testing.T) {
			t.Setenv(txn.ConfigDirEnv, t.TempDir()) // this user's journal key, outside every project
			repo, outside := hostileRepo(t, lockLink)
			beforeOutside := snapshot(t, outside)
			beforeRepo := snapshot(t, repo)

			var logged strings.Builder
			log := slog.New(slog.NewTextHandler(&logged, nil))
			w, err := Open(context.Background(), Options{Roots: []string{repo}, Dir: repo, Registry: testRegistry(t), Logger: log})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			if len(w.Projects()) != 1 {
				t.Fatalf("%d projects", len(w.Projects()))
			}
			if d := diffSnapshots(beforeOutside, snapshot(t, outside)); len(d) > 0 {
				t.Errorf("loading the project changed files outside it:\n%s", strings.Join(d, "\n"))
			}
			if _, err := os.Lstat(filepath.Join(repo, ".git", "hooks", "pre-commit")); err == nil {
				t.Errorf("a git hook was planted")
			}
			if d := diffSnapshots(beforeRepo, snapshot(t, repo)); len(d) > 0 {
				t.Errorf("loading the project changed the repository:\n%s", strings.Join(d, "\n"))
			}
			p := w.Projects()[0]
			warnings := strings.Join(p.RecoveryWarnings(), "\n")
			t.Logf("recovery warnings:\n%s", warnings)
			for _, id := range []string{"aaaaaaaaaaaa", "bbbbbbbbbbbb"} {
				if !strings.Contains(warnings, id) {
					t.Errorf("no warning names the folder of journal %s", id)
				}
			}
			if lockLink && !strings.Contains(warnings, "lock") {
				t.Errorf("no warning names the symlinked lock")
			}
			if !strings.Contains(logged.String(), "aaaaaaaaaaaa") {
				t.Errorf("the log does not name the ignored journal:\n%s", logged.String())
			}

			// A write into the project: through the planted lock it is refused, otherwise it lands.
			hello := filepath.Join(repo, "src", "Hello.Codeunit.al")
			st := inspectOne(t, p, hello)
			res, werr := p.Write(context.Background(), []txn.Change{{Path: hello, Base: st.Hash, Content: []byte("codeunit 50100 Hello\n{\n    // fixed\n}\n")}}, true, nil)
			t.Logf("write: committed=%v %v, %v", res.Committed, res.Files[0].Outcome, werr)
			if lockLink == res.Committed {
				t.Errorf("write committed=%v with lockLink=%v (%v)", res.Committed, lockLink, werr)
			}
			if lockLink && (werr == nil || !strings.Contains(werr.Error(), "lock")) {
				t.Errorf("the refusal does not name the lock: %v", werr)
			}
			if d := diffSnapshots(beforeOutside, snapshot(t, outside)); len(d) > 0 {
				t.Errorf("writing changed files outside the project:\n%s", strings.Join(d, "\n"))
			}
			after := snapshot(t, repo)
			for k, v := range beforeRepo {
				if strings.HasPrefix(k, ".alfix/txn/2024") && after[k] != v {
					t.Errorf("the crafted %s changed", k)
				}
			}

			// The user's next commit runs no planted hook.
			git := exec.Command("git", "-C", repo, "-c", "user.name=u", "-c", "user.email=u@example.com", "commit", "-q", "--allow-empty", "-m", "next")
			if out, err := git.CombinedOutput(); err != nil {
				t.Logf("git commit: %v %s", err, out)
			}
			if d := diffSnapshots(beforeOutside, snapshot(t, outside)); len(d) > 0 {
				t.Errorf("files outside changed:\n%s", strings.Join(d, "\n"))
			}
		})
	}
}
