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
	// .alfix holds the sync markers and a .gitignore of "*".
	got, err := os.ReadFile(filepath.Join(root, ".alfix", ".gitignore"))
	if err != nil || string(got) != "*\n" {
		t.Errorf(".alfix/.gitignore = %q, %v", got, err)
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

func TestInotifyUnusableAlfixUsesTemporaryMarkers(t *testing.T) {
	// .alfix is a file here, so .alfix/watch-sync cannot be made (the same
	// path is taken for a read-only project).
	root := t.TempDir()
	makeFiles(t, root, "a.al", ".alfix")
	w, err := New([]string{root}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if fspath.Within(root, w.markers.dir) {
		t.Fatalf("marker directory %s inside the root", w.markers.dir)
	}
	write(t, filepath.Join(root, "a.al"), "x")
	wantEvents(t, root, mustSync(t, w), "changed a.al")
	dir := w.markers.dir
	w.Close()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("temporary marker directory left after Close: %v", err)
	}
}

func TestInotifyMarkerDirectoryDeleted(t *testing.T) {
	w, root := realWatcher(t, "a.al")
	// git clean -fdx removes .alfix: the next Sync re-creates it.
	if err := os.RemoveAll(filepath.Join(root, ".alfix")); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "a.al"), "x")
	wantEvents(t, root, mustSync(t, w), "changed a.al")
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
