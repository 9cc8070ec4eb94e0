//go:build linux

package watch

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/alfix/alfix/internal/fspath"
)

// These tests use real inotify in t.TempDir(). They never sleep to "let
// events arrive": Sync is the synchronisation point, and waits are bounded
// by generous timeouts.

func realWatcher(t *testing.T, files ...string) (*Watcher, string) {
	t.Helper()
	root := t.TempDir()
	makeFiles(t, root, files...)
	w, err := New([]string{root}, Options{Debounce: 20 * time.Millisecond, Skip: testSkip})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() {
		if err := w.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return w, root
}

func mustSync(t *testing.T, w *Watcher) Batch {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, err := w.Sync(ctx)
	if err != nil {
		t.Fatalf("Sync: %v", err)
	}
	if b.Rescan {
		t.Fatalf("Sync asked for a rescan: %v", b.Err)
	}
	return b
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestInotifyFileOperations(t *testing.T) {
	w, root := realWatcher(t, "a.al", "b.al", "src/x.al")
	p := func(rel string) string { return filepath.Join(root, filepath.FromSlash(rel)) }

	write(t, p("a.al"), "modified")
	write(t, p("c.al"), "new")
	if err := os.Remove(p("b.al")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(p("src/x.al"), p("src/y.al")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p("c.al"), 0o600); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, root, mustSync(t, w),
		"changed a.al", "removed b.al", "created c.al", "removed src/x.al", "created src/y.al")
	// Nothing happened since.
	wantEvents(t, root, mustSync(t, w))
}

func TestInotifyAtomicSave(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	// Write a temporary file next to the target and rename it over it, as
	// editors and renameio do: inotify reports no Write for a.al.
	tmp := filepath.Join(root, ".a.al.tmp123")
	write(t, tmp, "saved atomically")
	if err := os.Rename(tmp, filepath.Join(root, "a.al")); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, root, mustSync(t, w), "changed a.al")
}

func TestInotifyNewNestedDirectories(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	// mkdir -p and files inside, faster than any watch can be added.
	makeFiles(t, root, "n/m/k/f.al", "n/g.al", "n/m/empty/")
	wantEvents(t, root, mustSync(t, w),
		"created n/", "created n/g.al", "created n/m/", "created n/m/empty/", "created n/m/k/", "created n/m/k/f.al")
	// The new directories are watched now.
	write(t, filepath.Join(root, "n/m/k/f.al"), "edited")
	makeFiles(t, root, "n/m/empty/h.al")
	wantEvents(t, root, mustSync(t, w), "created n/m/empty/h.al", "changed n/m/k/f.al")
}

func TestInotifyRemovedTree(t *testing.T) {
	w, root := realWatcher(t, "x/a.al", "x/y/b.al", "c.al")
	if err := os.RemoveAll(filepath.Join(root, "x")); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, root, mustSync(t, w), "removed x/", "removed x/a.al", "removed x/y/", "removed x/y/b.al")
	// Re-created at the same place: watched again.
	makeFiles(t, root, "x/y/again.al")
	wantEvents(t, root, mustSync(t, w), "created x/", "created x/y/", "created x/y/again.al")
	write(t, filepath.Join(root, "x/y/again.al"), "edited")
	wantEvents(t, root, mustSync(t, w), "changed x/y/again.al")
}

func TestInotifyRenamedTreeIsWatchedUnderItsNewName(t *testing.T) {
	w, root := realWatcher(t, "x/sub/f.al", "x/g.al")
	if err := os.Rename(filepath.Join(root, "x"), filepath.Join(root, "z")); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, root, mustSync(t, w),
		"removed x/", "removed x/g.al", "removed x/sub/", "removed x/sub/f.al",
		"created z/", "created z/g.al", "created z/sub/", "created z/sub/f.al")
	// inotify watches follow the inode: the events from z/sub must carry
	// the new name, not the old one.
	write(t, filepath.Join(root, "z/sub/f.al"), "edited")
	makeFiles(t, root, "z/sub/new.al")
	wantEvents(t, root, mustSync(t, w), "changed z/sub/f.al", "created z/sub/new.al")

	// Moved out of the tree: reported removed, and no longer watched.
	outside := t.TempDir()
	if err := os.Rename(filepath.Join(root, "z"), filepath.Join(outside, "z")); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, root, mustSync(t, w), "removed z/", "removed z/g.al", "removed z/sub/", "removed z/sub/f.al", "removed z/sub/new.al")
	write(t, filepath.Join(outside, "z/sub/f.al"), "edited outside")
	wantEvents(t, root, mustSync(t, w))
}

func TestInotifySkippedDirectories(t *testing.T) {
	w, root := realWatcher(t, ".git/HEAD", "node_modules/m/i.js", "a.al")
	write(t, filepath.Join(root, ".git/HEAD"), "ref: x")
	write(t, filepath.Join(root, "node_modules/m/i.js"), "x")
	makeFiles(t, root, "bin/Debug/app.app", ".alpackages/sym.app", "sub/obj/x.al")
	wantEvents(t, root, mustSync(t, w), "created sub/")
	// The watcher writes nothing into a project, not even a .alfix.
	if _, err := os.Lstat(filepath.Join(root, ".alfix")); !os.IsNotExist(err) {
		t.Errorf("the watcher made %s: %v", filepath.Join(root, ".alfix"), err)
	}
}

func TestInotifySyncSeesWriteJustBefore(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	for i := range 200 {
		name := fmt.Sprintf("f%d.al", i%7)
		write(t, filepath.Join(root, name), fmt.Sprint(i))
		b := mustSync(t, w)
		var got []string
		for _, e := range b.Events {
			got = append(got, filepath.Base(e.Path))
		}
		if !slices.Equal(got, []string{name}) {
			t.Fatalf("round %d: Sync after writing %s returned %q", i, name, describe(root, b))
		}
	}
}

func TestInotifyBatchesDelivered(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	write(t, filepath.Join(root, "a.al"), "edited")
	select {
	case b := <-w.Batches():
		wantEvents(t, root, b, "changed a.al")
	case <-time.After(30 * time.Second):
		t.Fatal("no batch within 30s")
	}
}

func TestInotifyMultipleRoots(t *testing.T) {
	r1, r2 := t.TempDir(), t.TempDir()
	makeFiles(t, r1, "a.al")
	makeFiles(t, r2, "b.al", "inner/c.al")
	// r2/inner is inside r2: merged.
	w, err := New([]string{r2, r1, filepath.Join(r2, "inner")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	write(t, filepath.Join(r1, "a.al"), "x")
	write(t, filepath.Join(r2, "inner/c.al"), "x")
	b := mustSync(t, w)
	var got []string
	for _, e := range b.Events {
		got = append(got, e.Op.String()+" "+e.Path)
	}
	want := []string{"changed " + filepath.Join(r1, "a.al"), "changed " + filepath.Join(r2, "inner/c.al")}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestInotifyMarkersOutsideTheRoot(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	dir := w.markers.current()
	if fspath.Within(root, dir) {
		t.Fatalf("marker directory %s inside the root", dir)
	}
	if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() || fi.Mode().Perm() != 0o700 {
		t.Fatalf("marker directory %s: %v, %v (want a directory of mode 0700)", dir, fi, err)
	}
	write(t, filepath.Join(root, "a.al"), "x")
	wantEvents(t, root, mustSync(t, w), "changed a.al")
	if ents, err := os.ReadDir(dir); err != nil || len(ents) != 0 {
		t.Errorf("marker directory after Sync: %d entries, %v", len(ents), err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(dir); !os.IsNotExist(err) {
		t.Errorf("marker directory left after Close: %v", err)
	}
	if ents, err := os.ReadDir(root); err != nil || len(ents) != 1 {
		t.Errorf("root holds %d entries after Close (want only a.al): %v", len(ents), err)
	}
}

func TestInotifyMarkerDirectoryDeleted(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	// A temp cleaner removes the marker directory: the next Sync makes a new
	// one (never the old name again, which someone else may have taken).
	old := w.markers.current()
	if err := os.RemoveAll(old); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "a.al"), "x")
	wantEvents(t, root, mustSync(t, w), "changed a.al")
	if now := w.markers.current(); now == old {
		t.Errorf("marker directory %s re-created under its old name", now)
	}
	// Someone else takes the old name: Close leaves it alone.
	makeFiles(t, old, "theirs")
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(old, "theirs")); err != nil {
		t.Errorf("Close removed a directory that is no longer the watcher's: %v", err)
	}
	os.RemoveAll(old)
}

// TestInotifySymlinkedAlfixTouchesNothing plants what a cloned repository
// can carry: .alfix/watch-sync as a symlink to a folder outside the project
// holding files, and (in a second project) .alfix itself as a symlink. The
// watcher must neither remove nor create anything through them.
func TestInotifySymlinkedAlfixTouchesNothing(t *testing.T) {
	base := t.TempDir()
	victim := filepath.Join(base, "victim")
	makeFiles(t, victim, "keep.txt", "sub/deep.txt", "empty/")
	root := filepath.Join(base, "project")
	makeFiles(t, root, "a.al", ".alfix/")
	if err := os.Symlink(filepath.Join("..", "..", "victim"), filepath.Join(root, ".alfix", "watch-sync")); err != nil {
		t.Fatal(err)
	}
	victim2 := filepath.Join(base, "victim2")
	makeFiles(t, victim2, "own.txt")
	root2 := filepath.Join(base, "project2")
	makeFiles(t, root2, "b.al")
	if err := os.Symlink(filepath.Join("..", "victim2"), filepath.Join(root2, ".alfix")); err != nil {
		t.Fatal(err)
	}
	before, before2 := listTree(t, victim), listTree(t, victim2)

	for _, r := range []string{root, root2} {
		w, err := New([]string{r}, Options{Skip: testSkip})
		if err != nil {
			t.Fatalf("New(%s): %v", r, err)
		}
		mustSync(t, w)
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if got := listTree(t, victim); !slices.Equal(got, before) {
		t.Errorf("victim behind .alfix/watch-sync changed:\n got %q\nwant %q", got, before)
	}
	if got := listTree(t, victim2); !slices.Equal(got, before2) {
		t.Errorf("victim behind .alfix changed:\n got %q\nwant %q", got, before2)
	}
	for _, link := range []string{filepath.Join(root, ".alfix", "watch-sync"), filepath.Join(root2, ".alfix")} {
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer the planted symlink: %v, %v", link, fi, err)
		}
	}
}

// listTree lists every path below root with its content, symlinks not
// followed.
func listTree(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		entry := filepath.ToSlash(rel) + " " + d.Type().String()
		if d.Type().IsRegular() {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			entry += " " + string(b)
		}
		out = append(out, entry)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestInotifyCloseLeavesNoGoroutines(t *testing.T) {
	before := runtime.NumGoroutine()
	root := t.TempDir()
	makeFiles(t, root, "a.al", "x/y/b.al")
	for range 3 {
		w, err := New([]string{root}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(root, "x/y/b.al"), "x")
		mustSync(t, w)
		write(t, filepath.Join(root, "a.al"), "x") // left pending
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%d goroutines before, %d after Close:\n%s", before, runtime.NumGoroutine(), buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}
