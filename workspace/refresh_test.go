package workspace

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/alfix/alfix/store"
)

// rewriteSameSize replaces the content of path with text, which must have
// the size of the old content, and sets the file's mtime to mtime: an edit
// that only the mtime tells apart from no edit at all.
func rewriteSameSize(t *testing.T, path, text string, mtime time.Time) {
	t.Helper()
	old, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(old) != len(text) || string(old) == text {
		t.Fatalf("test bug: %q is not a same-size edit of %q", text, old)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mtime, mtime); err != nil {
		t.Fatal(err)
	}
}

// Without a watcher every refresh stats the files; a file rewritten with
// other bytes of the same size is told apart by its mtime alone, and the
// next analysis must see the new content, whether the mtime moved forward
// or back (a checkout or a restore from a backup sets older times).
func TestRefreshSeesSameSizeEditWithoutWatcher(t *testing.T) {
	for _, c := range []struct {
		name  string
		shift time.Duration
	}{
		{"mtime forward", 2 * time.Second},
		{"mtime back", -time.Hour},
		{"mtime one nanosecond on", time.Nanosecond},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := writeProject(t, map[string]string{"a.al": "BEGIN x\n", "b.al": "y\n"})
			path := filepath.Join(root, "a.al")
			base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
			if err := os.Chtimes(path, base, base); err != nil {
				t.Fatal(err)
			}
			p := openWS(t, root, nil, false).Primary()
			if got := analyzeAll(t, p); got.Findings.Len() != 1 {
				t.Fatalf("before the edit: %d findings, want 1", got.Findings.Len())
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			moved := base.Add(c.shift)
			if fi2 := fi.ModTime(); !fi2.Equal(base) {
				t.Skipf("the file system keeps no exact mtime (%v for %v)", fi2, base)
			}
			rewriteSameSize(t, path, "begin x\n", moved)
			if fi, err := os.Stat(path); err != nil || fi.ModTime().Equal(base) {
				t.Skipf("the file system cannot tell %v from %v", moved, base)
			}
			got := analyzeAll(t, p)
			if got.Findings.Len() != 0 {
				t.Fatalf("after a same-size edit: %d findings %+v, want none (the old content was analysed)", got.Findings.Len(), got.Findings.Slice())
			}
			if got.Analyzed != 1 {
				t.Errorf("after a same-size edit: analyzed %d files, want 1", got.Analyzed)
			}
			// And back again: the first content, the same size, one more
			// mtime.
			rewriteSameSize(t, path, "BEGIN x\n", moved.Add(time.Second))
			if got := analyzeAll(t, p); got.Findings.Len() != 1 {
				t.Fatalf("after editing back: %d findings, want 1", got.Findings.Len())
			}
		})
	}
}

// The file index a restarted process reads carries the size and mtime each
// hash was computed for; a same-size edit made while no process ran must
// not be answered from the stored hash.
func TestRestartSeesSameSizeEditMadeWhileStopped(t *testing.T) {
	root := writeProject(t, map[string]string{"a.al": "BEGIN x\n", "b.al": "BEGIN\n"})
	path := filepath.Join(root, "a.al")
	base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	if err := os.Chtimes(path, base, base); err != nil {
		t.Fatal(err)
	}
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	st, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	w := openWS(t, root, st, false)
	if got := analyzeAll(t, w.Primary()); got.Findings.Len() != 2 {
		t.Fatalf("first run: %d findings, want 2", got.Findings.Len())
	}
	w.Close()
	st.Close()

	rewriteSameSize(t, path, "begin x\n", base.Add(3*time.Second))

	st2, err := store.Open(store.Options{Path: dbPath})
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	got := analyzeAll(t, openWS(t, root, st2, false).Primary())
	if got.Findings.Len() != 1 || filepath.Base(got.Findings.Slice()[0].Path) != "b.al" {
		t.Fatalf("after restart: findings %+v, want only b.al's", got.Findings)
	}
	if got.Analyzed != 1 || got.Cached != 1 {
		t.Errorf("after restart: analyzed %d cached %d, want 1 and 1", got.Analyzed, got.Cached)
	}
}
