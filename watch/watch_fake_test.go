package watch

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"testing/synctest"
	"time"
)

// These tests drive the Watcher with a fake Source inside a synctest
// bubble: time only moves when every goroutine is blocked, so debounce and
// timeouts are exact and nothing depends on the machine's speed.

const testDebounce = 200 * time.Millisecond

// fakeWatcher starts a Watcher on a fresh temporary root with the given
// files ("dir/" makes a directory) and a fake Source.
func fakeWatcher(t *testing.T, files ...string) (*Watcher, *fakeSource, string) {
	t.Helper()
	root := t.TempDir()
	makeFiles(t, root, files...)
	src := newFakeSource(t)
	w, err := New([]string{root}, Options{Source: src, Debounce: testDebounce, Skip: testSkip})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() { w.Close() })
	return w, src, root
}

// makeFiles creates files (with some content) and directories ("x/").
func makeFiles(t *testing.T, root string, files ...string) {
	t.Helper()
	for _, f := range files {
		p := filepath.Join(root, filepath.FromSlash(f))
		if strings.HasSuffix(f, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("content of "+f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// describe renders a batch's events relative to root, e.g.
// "created x/", "changed a.al".
func describe(root string, b Batch) []string {
	var out []string
	for _, e := range b.Events {
		rel, err := filepath.Rel(root, e.Path)
		if err != nil {
			rel = e.Path
		}
		rel = filepath.ToSlash(rel)
		if e.IsDir {
			rel += "/"
		}
		out = append(out, e.Op.String()+" "+rel)
	}
	return out
}

func wantEvents(t *testing.T, root string, b Batch, want ...string) {
	t.Helper()
	got := describe(root, b)
	if !slices.Equal(got, want) {
		t.Errorf("events:\n got  %q\n want %q", got, want)
	}
}

// noBatch checks that no batch is waiting on Batches.
func noBatch(t *testing.T, w *Watcher, root string) {
	t.Helper()
	synctest.Wait()
	select {
	case b := <-w.Batches():
		t.Fatalf("unexpected batch: %q rescan=%v err=%v", describe(root, b), b.Rescan, b.Err)
	default:
	}
}

// nextBatch waits (in bubble time) for the next batch.
func nextBatch(t *testing.T, w *Watcher) Batch {
	t.Helper()
	select {
	case b, ok := <-w.Batches():
		if !ok {
			t.Fatal("Batches closed")
		}
		return b
	case <-time.After(time.Minute):
		t.Fatal("no batch within a minute")
	}
	return Batch{}
}

// syncResult is what a Sync call returned.
type syncResult struct {
	b   Batch
	err error
}

// startSync calls Sync on its own goroutine; its answer arrives on the
// channel.
func startSync(w *Watcher) <-chan syncResult {
	done := make(chan syncResult, 1)
	go func() {
		b, err := w.Sync(context.Background())
		done <- syncResult{b, err}
	}()
	return done
}

// syncFake runs Sync and plays the part of the kernel: once Sync has
// created its marker, the marker's Create event is emitted.
func syncFake(t *testing.T, w *Watcher, src *fakeSource) Batch {
	t.Helper()
	done := startSync(w)
	synctest.Wait()
	echoMarkers(t, w, src)
	r := <-done
	if r.err != nil {
		t.Fatalf("Sync: %v", r.err)
	}
	return r.b
}

// echoMarkers emits a Create for every marker file present.
func echoMarkers(t *testing.T, w *Watcher, src *fakeSource) {
	t.Helper()
	ents, err := os.ReadDir(w.markers.current())
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) == 0 {
		t.Fatal("Sync created no marker")
	}
	for _, e := range ents {
		src.emit(filepath.Join(w.markers.current(), e.Name()), RawCreate)
	}
}

func TestCoalescing(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al", "x/")
		p := func(rel string) string { return filepath.Join(root, rel) }

		src.emit(p("a.al"), RawWrite)
		src.emit(p("a.al"), RawWrite)
		src.emit(p("a.al"), RawChmod)
		makeFiles(t, root, "c.al")
		src.emit(p("c.al"), RawCreate)
		src.emit(p("c.al"), RawWrite)
		os.Remove(p("b.al"))
		src.emit(p("b.al"), RawRemove)
		// Created and removed within one batch: nothing to report.
		makeFiles(t, root, "d.al")
		src.emit(p("d.al"), RawCreate)
		os.Remove(p("d.al"))
		src.emit(p("d.al"), RawRemove)
		// A Write on a directory is not a change.
		src.emit(p("x"), RawWrite)

		b := nextBatch(t, w)
		wantEvents(t, root, b, "changed a.al", "removed b.al", "created c.al")
		if b.Rescan || b.Err != nil {
			t.Errorf("rescan=%v err=%v, want none", b.Rescan, b.Err)
		}

		// Removed then re-created in a later batch: Changed. A chmod alone:
		// no batch at all.
		src.emit(p("a.al"), RawChmod)
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
		os.Remove(p("c.al"))
		src.emit(p("c.al"), RawRename)
		makeFiles(t, root, "c.al")
		src.emit(p("c.al"), RawCreate)
		wantEvents(t, root, nextBatch(t, w), "changed c.al")
	})
}

func TestAtomicSaveIsChanged(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		a := filepath.Join(root, "a.al")
		tmp := filepath.Join(root, ".a.al123")
		// The sequence inotify reports for renameio.WriteFile in the same
		// directory: the temporary file comes and goes, a.al gets only a
		// Create.
		makeFiles(t, root, ".a.al123")
		src.emit(tmp, RawCreate)
		src.emit(tmp, RawWrite)
		if err := os.Rename(tmp, a); err != nil {
			t.Fatal(err)
		}
		src.emit(tmp, RawRename)
		src.emit(a, RawCreate)
		wantEvents(t, root, nextBatch(t, w), "changed a.al")
	})
}

func TestDebounce(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		time.Sleep(testDebounce - time.Millisecond)
		noBatch(t, w, root)
		// Another event restarts the quiet time.
		src.emit(filepath.Join(root, "b.al"), RawWrite)
		time.Sleep(testDebounce - time.Millisecond)
		noBatch(t, w, root)
		time.Sleep(time.Millisecond)
		wantEvents(t, root, nextBatch(t, w), "changed a.al", "changed b.al")
		noBatch(t, w, root)
	})
}

func TestDebounceMaxDelay(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		// Events keep coming faster than the debounce: a batch must still
		// arrive, after at most 10 debounce periods.
		start := time.Now()
		var got Batch
		for got.Events == nil {
			src.emit(filepath.Join(root, "a.al"), RawWrite)
			time.Sleep(testDebounce / 2)
			synctest.Wait()
			select {
			case got = <-w.Batches():
			default:
			}
			if time.Since(start) > 11*testDebounce {
				t.Fatal("no batch under a steady stream of events")
			}
		}
		wantEvents(t, root, got, "changed a.al")
	})
}

func TestSlowConsumerGetsMergedBatch(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		time.Sleep(2 * testDebounce) // batch 1 is ready but not received
		os.Remove(filepath.Join(root, "a.al"))
		src.emit(filepath.Join(root, "a.al"), RawRemove)
		src.emit(filepath.Join(root, "b.al"), RawWrite)
		time.Sleep(2 * testDebounce)
		wantEvents(t, root, nextBatch(t, w), "removed a.al", "changed b.al")
		noBatch(t, w, root)
	})
}

func TestOverflowMeansRescan(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		src.fail(ErrOverflow)
		b := nextBatch(t, w)
		if !b.Rescan || !errors.Is(b.Err, ErrOverflow) {
			t.Fatalf("rescan=%v err=%v, want rescan with ErrOverflow", b.Rescan, b.Err)
		}
		wantEvents(t, root, b, "changed a.al")
		// The rescan is reported once: the watch itself still works.
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		b = nextBatch(t, w)
		if b.Rescan {
			t.Errorf("second batch still asks for a rescan: %v", b.Err)
		}
	})
}

func TestNewDirectoryIsWalked(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		// mkdir -p x/y/z and files inside, before any watch exists on them:
		// inotify only reports "create x".
		makeFiles(t, root, "x/one.al", "x/y/two.al", "x/y/z/three.al", "x/bin/out.al", "x/.git/HEAD", "x/y/empty/")
		src.emit(filepath.Join(root, "x"), RawCreate)
		b := nextBatch(t, w)
		wantEvents(t, root, b,
			"created x/", "created x/one.al", "created x/y/", "created x/y/empty/",
			"created x/y/two.al", "created x/y/z/", "created x/y/z/three.al")
		var watched []string
		for _, d := range src.watchedDirs() {
			if d == w.markers.current() {
				continue // the sync marker directory, outside the root
			}
			rel, _ := filepath.Rel(root, d)
			watched = append(watched, filepath.ToSlash(rel))
		}
		want := []string{".", "x", "x/y", "x/y/empty", "x/y/z"}
		if !slices.Equal(watched, want) {
			t.Errorf("watched %q, want %q", watched, want)
		}
		// Events inside the new directories are now seen.
		src.emit(filepath.Join(root, "x/y/z/three.al"), RawWrite)
		wantEvents(t, root, nextBatch(t, w), "changed x/y/z/three.al")
	})
}

func TestSkippedDirectoryCreatedIsIgnored(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		makeFiles(t, root, "node_modules/m/index.js", "bin/app.app")
		src.emit(filepath.Join(root, "node_modules"), RawCreate)
		src.emit(filepath.Join(root, "bin"), RawCreate)
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
		for _, d := range src.watchedDirs() {
			if strings.Contains(d, "node_modules") || strings.Contains(d, "bin") {
				t.Errorf("skipped directory watched: %s", d)
			}
		}
	})
}

// TestNilSkipSkipsNothing checks that the watcher has no skip list of its
// own: without a Skip function, directories any consumer might skip are
// watched and reported like others.
func TestNilSkipSkipsNothing(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		root := t.TempDir()
		makeFiles(t, root, ".git/HEAD", ".alpackages/a.app", "node_modules/m/i.js")
		src := newFakeSource(t)
		w, err := New([]string{root}, Options{Source: src, Debounce: testDebounce})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		for _, d := range []string{".git", ".alpackages", "node_modules/m"} {
			if !slices.Contains(src.watchedDirs(), filepath.Join(root, d)) {
				t.Errorf("%s is not watched", d)
			}
		}
		makeFiles(t, root, "bin/x.al")
		src.emit(filepath.Join(root, "bin"), RawCreate)
		wantEvents(t, root, nextBatch(t, w), "created bin/", "created bin/x.al")
	})
}

func TestCustomSkip(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		root := t.TempDir()
		makeFiles(t, root, "src/a.al", "src/notes.txt", "gen/x.al")
		src := newFakeSource(t)
		var rels []string
		w, err := New([]string{root}, Options{Source: src, Debounce: testDebounce, Skip: func(rel string, isDir bool) bool {
			rels = append(rels, rel) // only called from the walker here
			return rel == "gen" || (!isDir && strings.HasSuffix(rel, ".txt"))
		}})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		if !slices.Contains(rels, "src/a.al") {
			t.Errorf("Skip got %q; want slash-separated paths relative to the root", rels)
		}
		makeFiles(t, root, "src/b.txt", "src/b.al")
		src.emit(filepath.Join(root, "src/b.txt"), RawCreate)
		src.emit(filepath.Join(root, "src/b.al"), RawCreate)
		wantEvents(t, root, nextBatch(t, w), "created src/b.al")
		if slices.Contains(src.watchedDirs(), filepath.Join(root, "gen")) {
			t.Error("skipped directory gen is watched")
		}
	})
}

func TestRemovedDirectoryReportsItsContents(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "x/a.al", "x/y/b.al", "c.al")
		x := filepath.Join(root, "x")
		if err := os.RemoveAll(x); err != nil {
			t.Fatal(err)
		}
		// inotify reports the children first, then the directory.
		src.emit(filepath.Join(x, "y", "b.al"), RawRemove)
		src.emit(filepath.Join(x, "y"), RawRemove)
		src.emit(filepath.Join(x, "a.al"), RawRemove)
		src.emit(x, RawRemove)
		wantEvents(t, root, nextBatch(t, w), "removed x/", "removed x/a.al", "removed x/y/", "removed x/y/b.al")
		// A dropped watch must not be resurrected by later events with the
		// old path (they are ignored).
		src.emit(filepath.Join(x, "y", "late.al"), RawCreate)
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
	})
}

func TestRenamedDirectory(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "x/a.al", "x/y/b.al")
		x, z := filepath.Join(root, "x"), filepath.Join(root, "z")
		if err := os.Rename(x, z); err != nil {
			t.Fatal(err)
		}
		src.emit(x, RawRename) // the whole tree goes: only the top is reported
		src.emit(z, RawCreate)
		wantEvents(t, root, nextBatch(t, w),
			"removed x/", "removed x/a.al", "removed x/y/", "removed x/y/b.al",
			"created z/", "created z/a.al", "created z/y/", "created z/y/b.al")
		removed := src.removedDirs()
		if !slices.Contains(removed, x) || !slices.Contains(removed, filepath.Join(x, "y")) {
			t.Errorf("watches of the old tree not removed: %q", removed)
		}
		if !slices.Contains(src.watchedDirs(), filepath.Join(z, "y")) {
			t.Errorf("new tree not watched: %q", src.watchedDirs())
		}
	})
}

func TestReplacedFileByDirectory(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "x")
		x := filepath.Join(root, "x")
		os.Remove(x)
		makeFiles(t, root, "x/in.al")
		src.emit(x, RawRemove)
		src.emit(x, RawCreate)
		wantEvents(t, root, nextBatch(t, w), "changed x/", "created x/in.al")
	})
}

func TestRootRemovedThenRecreated(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "x/b.al")
		if err := os.RemoveAll(root); err != nil {
			t.Fatal(err)
		}
		src.emit(root, RawRemove)
		b := nextBatch(t, w)
		if !b.Rescan || !errors.Is(b.Err, ErrRootRemoved) {
			t.Fatalf("rescan=%v err=%v, want ErrRootRemoved", b.Rescan, b.Err)
		}
		wantEvents(t, root, b, "removed a.al", "removed x/", "removed x/b.al")

		// While the root is gone, every Sync asks for a rescan (its marker
		// directory went with the root and is re-created by Sync).
		makeFiles(t, root, "new.al")
		b = syncFake(t, w, src)
		// The retry found the root again: its files are reported and one
		// more rescan is asked for the time it was not watched.
		if !b.Rescan {
			t.Error("sync after root came back: want Rescan")
		}
		wantEvents(t, root, b, "created new.al")
		b = syncFake(t, w, src)
		if b.Rescan || len(b.Events) != 0 {
			t.Errorf("later sync: rescan=%v err=%v events=%q, want nothing", b.Rescan, b.Err, describe(root, b))
		}
	})
}

func TestFailedAddMeansRescanUntilRetrySucceeds(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		deep := filepath.Join(root, "x", "deep")
		src.setAddErr(deep, syscall.ENOSPC)
		makeFiles(t, root, "x/a.al", "x/deep/b.al")
		src.emit(filepath.Join(root, "x"), RawCreate)
		b := nextBatch(t, w)
		if !b.Rescan || !errors.Is(b.Err, syscall.ENOSPC) {
			t.Fatalf("rescan=%v err=%v, want rescan with ENOSPC", b.Rescan, b.Err)
		}
		wantEvents(t, root, b, "created x/", "created x/a.al", "created x/deep/")

		// Still failing: every Sync reports Rescan.
		b = syncFake(t, w, src)
		if !b.Rescan || !errors.Is(b.Err, syscall.ENOSPC) {
			t.Fatalf("sync while unwatched: rescan=%v err=%v", b.Rescan, b.Err)
		}
		// The limit is raised: the next Sync's retry watches the directory,
		// reports what is inside and asks for one last rescan.
		src.setAddErr(deep, nil)
		b = syncFake(t, w, src)
		if !b.Rescan {
			t.Error("sync after recovery: want one more Rescan")
		}
		wantEvents(t, root, b, "created x/deep/b.al")
		if !slices.Contains(src.watchedDirs(), deep) {
			t.Error("directory not watched after the retry")
		}
		b = syncFake(t, w, src)
		if b.Rescan || len(b.Events) != 0 {
			t.Errorf("after recovery: rescan=%v err=%v events=%q", b.Rescan, b.Err, describe(root, b))
		}
	})
}

func TestNewFailsOnBadRoot(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		root := t.TempDir()
		src := newFakeSource(t)
		src.setAddErr(root, syscall.ENOSPC)
		if _, err := New([]string{root}, Options{Source: src}); !errors.Is(err, syscall.ENOSPC) {
			t.Errorf("New with an unwatchable root: err = %v, want ENOSPC", err)
		}
		file := filepath.Join(root, "f")
		makeFiles(t, root, "f")
		if _, err := New([]string{file}, Options{Source: newFakeSource(t)}); err == nil {
			t.Error("New on a file: no error")
		}
		if _, err := New([]string{filepath.Join(root, "missing")}, Options{Source: newFakeSource(t)}); err == nil {
			t.Error("New on a missing root: no error")
		}
		if _, err := New(nil, Options{Source: newFakeSource(t)}); err == nil {
			t.Error("New without roots: no error")
		}
	})
}

func TestSyncReturnsPendingAtOnce(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		start := time.Now()
		b := syncFake(t, w, src)
		if waited := time.Since(start); waited != 0 {
			t.Errorf("Sync waited %v of bubble time; it must not wait for the debounce", waited)
		}
		wantEvents(t, root, b, "changed a.al")
		// Taken by Sync: never delivered on Batches.
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
		// Nothing new: an empty batch.
		if b := syncFake(t, w, src); len(b.Events) != 0 || b.Rescan {
			t.Errorf("second Sync: %q rescan=%v", describe(root, b), b.Rescan)
		}
	})
}

func TestSyncTakesUndeliveredBatch(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		time.Sleep(2 * testDebounce) // ready, but nobody receives it
		src.emit(filepath.Join(root, "b.al"), RawWrite)
		wantEvents(t, root, syncFake(t, w, src), "changed a.al", "changed b.al")
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
	})
}

func TestSyncIgnoresEventsAfterMarkerOrdering(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		done := startSync(w)
		synctest.Wait()
		select {
		case r := <-done:
			t.Fatalf("Sync returned before its marker came back: %v", r)
		default:
		}
		echoMarkers(t, w, src)
		r := <-done
		wantEvents(t, root, r.b, "changed a.al")
		// An event after the marker stays for the next batch.
		src.emit(filepath.Join(root, "b.al"), RawWrite)
		wantEvents(t, root, nextBatch(t, w), "changed b.al")
		// Marker files are not reported, and are removed again.
		if ents, _ := os.ReadDir(w.markers.current()); len(ents) != 0 {
			t.Errorf("marker files left behind: %d", len(ents))
		}
	})
}

func TestSyncWaitsForWalksBeforeMarker(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		sub := filepath.Join(root, "x", "sub")
		release := src.hold(sub)
		makeFiles(t, root, "x/sub/f.al")
		src.emit(filepath.Join(root, "x"), RawCreate)

		done := startSync(w)
		synctest.Wait()
		// While x/sub is being added, a file appears in it and one goes:
		// their events arrive before the walk of x finished.
		makeFiles(t, root, "x/sub/g.al")
		src.emit(filepath.Join(sub, "g.al"), RawCreate)
		os.Remove(filepath.Join(sub, "f.al"))
		src.emit(filepath.Join(sub, "f.al"), RawRemove)
		echoMarkers(t, w, src)
		synctest.Wait()
		select {
		case r := <-done:
			t.Fatalf("Sync answered before the walk queued ahead of its marker: %q", describe(root, r.b))
		default:
		}
		release()
		r := <-done
		if r.err != nil {
			t.Fatal(r.err)
		}
		wantEvents(t, root, r.b, "created x/", "created x/sub/", "created x/sub/g.al")
	})
}

// TestSyncWaitsForWalksOfDeferredEvents: an event under a directory still
// being walked is deferred; if it names a new directory, its walk is queued
// only when the earlier walk is in, which may be after the marker arrived.
// Sync must wait for that walk too, or the new directory's files are missing.
func TestSyncWaitsForWalksOfDeferredEvents(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		x := filepath.Join(root, "x")
		makeFiles(t, root, "x/a/keep.al", "x/b/keep.al")
		release := src.hold(filepath.Join(x, "b"))
		src.emit(x, RawCreate)
		synctest.Wait() // the walk of x has read x/a and waits to add x/b
		makeFiles(t, root, "x/a/s/f.al")
		src.emit(filepath.Join(x, "a", "s"), RawCreate) // x/a is not known yet: deferred

		done := startSync(w)
		synctest.Wait()
		echoMarkers(t, w, src)
		synctest.Wait()
		release()
		r := <-done
		if r.err != nil {
			t.Fatal(r.err)
		}
		wantEvents(t, root, r.b, "created x/", "created x/a/", "created x/a/keep.al",
			"created x/a/s/", "created x/a/s/f.al", "created x/b/", "created x/b/keep.al")
	})
}

// TestStaleRenameOfWatchedDirectory: the kernel reports a directory's own
// rename (IN_MOVE_SELF) last, after the walker may have watched it under its
// new name; fsnotify then reports a Rename of the new name, which is still
// there, and drops its watch. The directory must stay known and be watched
// again.
func TestStaleRenameOfWatchedDirectory(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "x/f.al")
		x := filepath.Join(root, "x")
		src.emit(x, RawRename)
		wantEvents(t, root, nextBatch(t, w), "changed x/", "changed x/f.al")
		if !slices.Contains(src.watchedDirs(), x) {
			t.Errorf("x not watched again: %q", src.watchedDirs())
		}
		// Events under x are followed again.
		makeFiles(t, root, "x/g.al")
		src.emit(filepath.Join(x, "g.al"), RawCreate)
		wantEvents(t, root, nextBatch(t, w), "created x/g.al")
	})
}

func TestSyncTimeout(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		// Nobody echoes the marker: Sync gives up after SyncTimeout.
		b, err := w.Sync(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !b.Rescan || !errors.Is(b.Err, ErrSyncTimeout) {
			t.Errorf("rescan=%v err=%v, want ErrSyncTimeout", b.Rescan, b.Err)
		}
		wantEvents(t, root, b, "changed a.al")
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
		// A marker nobody waits for (a late one, another process's) is
		// ignored, and marker files are never reported.
		src.emit(filepath.Join(w.markers.current(), "stray"), RawCreate)
		time.Sleep(10 * testDebounce)
		noBatch(t, w, root)
		if ents, _ := os.ReadDir(w.markers.current()); len(ents) != 0 {
			t.Errorf("marker files left behind: %d", len(ents))
		}
	})
}

func TestSyncCancelledLeavesEventsPending(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		ctx, cancel := context.WithTimeout(context.Background(), testDebounce/4)
		defer cancel()
		if _, err := w.Sync(ctx); !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("Sync with expired ctx: err = %v", err)
		}
		wantEvents(t, root, nextBatch(t, w), "changed a.al")
	})
}

func TestConcurrentSyncsShareNothing(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al", "b.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		src.emit(filepath.Join(root, "b.al"), RawWrite)
		results := make(chan Batch, 2)
		for range 2 {
			go func() {
				b, err := w.Sync(context.Background())
				if err != nil {
					t.Error(err)
				}
				results <- b
			}()
		}
		synctest.Wait()
		echoMarkers(t, w, src)
		var all []string
		for range 2 {
			all = append(all, describe(root, <-results)...)
		}
		slices.Sort(all)
		if want := []string{"changed a.al", "changed b.al"}; !slices.Equal(all, want) {
			t.Errorf("two Syncs got %q together, want each event once: %q", all, want)
		}
	})
}

func TestCloseEndsEverything(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		src.emit(filepath.Join(root, "a.al"), RawWrite)
		syncErr := make(chan error, 1)
		go func() {
			_, err := w.Sync(context.Background())
			syncErr <- err
		}()
		synctest.Wait()
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if err := <-syncErr; !errors.Is(err, ErrClosed) {
			t.Errorf("Sync during Close: err = %v, want ErrClosed", err)
		}
		if _, ok := <-w.Batches(); ok {
			t.Error("Batches not closed")
		}
		if _, err := w.Sync(context.Background()); !errors.Is(err, ErrClosed) {
			t.Errorf("Sync after Close: err = %v, want ErrClosed", err)
		}
		if err := w.Close(); err != nil {
			t.Errorf("second Close: %v", err)
		}
		// synctest.Test fails if any goroutine of the bubble is left.
	})
}

func TestSourceStoppedMeansRescan(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, _ := fakeWatcher(t, "a.al")
		src.Close() // the backend dies on its own
		b := nextBatch(t, w)
		if !b.Rescan || !errors.Is(b.Err, errSourceStopped) {
			t.Errorf("rescan=%v err=%v, want errSourceStopped", b.Rescan, b.Err)
		}
	})
}

func TestDuplicateCreateOfWalkedDirectory(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		makeFiles(t, root, "x/sub/f.al")
		src.emit(filepath.Join(root, "x"), RawCreate)
		synctest.Wait() // the walk of x has found x/sub already
		// ... and now the event for x/sub, created after x was watched.
		src.emit(filepath.Join(root, "x", "sub"), RawCreate)
		wantEvents(t, root, nextBatch(t, w), "created x/", "created x/sub/", "created x/sub/f.al")
		if slices.Contains(src.removedDirs(), filepath.Join(root, "x", "sub")) {
			t.Error("x/sub was unwatched")
		}
		if !slices.Contains(src.watchedDirs(), filepath.Join(root, "x", "sub")) {
			t.Error("x/sub not watched")
		}
	})
}

func TestDirectoryRenamedWhileWalked(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		x, z := filepath.Join(root, "x"), filepath.Join(root, "z")
		release := src.hold(filepath.Join(x, "sub"))
		makeFiles(t, root, "x/sub/f.al")
		src.emit(x, RawCreate)
		synctest.Wait() // the walker is adding x/sub
		if err := os.Rename(x, z); err != nil {
			t.Fatal(err)
		}
		src.emit(x, RawRename)
		src.emit(z, RawCreate)
		release()
		b := nextBatch(t, w)
		// The walk of x is stale: its findings are dropped, z is walked, and
		// since watches may have gone astray a rescan is asked for.
		if !b.Rescan || !errors.Is(b.Err, errWalkRace) {
			t.Errorf("rescan=%v err=%v, want errWalkRace", b.Rescan, b.Err)
		}
		wantEvents(t, root, b, "created z/", "created z/sub/", "created z/sub/f.al")
		if !slices.Contains(src.watchedDirs(), filepath.Join(z, "sub")) {
			t.Errorf("z/sub not watched: %q", src.watchedDirs())
		}
	})
}

func TestChmodOfDirectoryBeingWalkedIsHarmless(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, src, root := fakeWatcher(t, "a.al")
		x := filepath.Join(root, "x")
		release := src.hold(x)
		makeFiles(t, root, "x/f.al")
		src.emit(x, RawCreate)
		synctest.Wait()
		// tar sets a directory's mode and times after filling it.
		src.emit(x, RawChmod)
		release()
		b := nextBatch(t, w)
		if b.Rescan {
			t.Errorf("chmod during a walk asked for a rescan: %v", b.Err)
		}
		wantEvents(t, root, b, "created x/", "created x/f.al")
	})
}
