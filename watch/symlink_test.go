package watch

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/synctest"
)

// TestWalkDoesNotFollowADirectorySwappedForASymlink: a directory that is replaced by a symlink
// to a folder outside the root between its Create event and its walk is neither listed nor
// watched through the link: nothing of the folder outside is reported.
func TestWalkDoesNotFollowADirectorySwappedForASymlink(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		outside := filepath.Join(filepath.Dir(root), "outside-of-"+filepath.Base(root))
		makeFiles(t, outside, "secret.txt", "deep/more.txt")
		x := filepath.Join(root, "x")
		makeFiles(t, root, "x/own.al")
		gate := make(chan struct{})
		src.mu.Lock()
		src.gate[x] = gate
		src.mu.Unlock()

		src.emit(x, RawCreate)
		synctest.Wait() // the walker is inside Add(x)
		if err := os.RemoveAll(x); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(outside, x); err != nil {
			t.Fatal(err)
		}
		close(gate)

		b := nextBatch(t, w)
		for _, e := range b.Events {
			if e.Path != x {
				t.Errorf("reported %s %s (want only x itself)", e.Op, e.Path)
			}
		}
		for _, d := range []string{x, filepath.Join(x, "deep")} {
			if slices.Contains(src.watchedDirs(), d) {
				t.Errorf("%s is watched through the symlink", d)
			}
		}
	})
}
