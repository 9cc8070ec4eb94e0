//go:build linux

package watch

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// benchTree makes dirs directories of files files each under a new root.
func benchTree(b *testing.B, dirs, files int) string {
	b.Helper()
	root := b.TempDir()
	for d := range dirs {
		dir := filepath.Join(root, fmt.Sprintf("area%d", d%10), fmt.Sprintf("dir%d", d))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			b.Fatal(err)
		}
		for f := range files {
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.al", f)), []byte("codeunit 50100 X { }"), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	return root
}

// benchRoot is the tree to start watchers on: ALFIX_WATCH_BENCH_ROOT (for
// measuring on a real code base) or a synthetic tree of 5,000 files in 100
// directories.
func benchRoot(b *testing.B) string {
	if root := os.Getenv("ALFIX_WATCH_BENCH_ROOT"); root != "" {
		return root
	}
	return benchTree(b, 100, 50)
}

// BenchmarkNew measures start-up: walking the tree and adding a watch on
// every directory (and Close).
func BenchmarkNew(b *testing.B) {
	root := benchRoot(b)
	for b.Loop() {
		w, err := New([]string{root}, Options{})
		if err != nil {
			b.Fatal(err)
		}
		w.Close()
	}
}

// BenchmarkSyncIdle measures a Sync with nothing pending: the cost every
// request pays for freshness (one marker round trip through inotify).
func BenchmarkSyncIdle(b *testing.B) {
	root := benchTree(b, 10, 10)
	w, err := New([]string{root}, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	ctx := context.Background()
	for b.Loop() {
		if batch, err := w.Sync(ctx); err != nil || batch.Rescan || len(batch.Events) != 0 {
			b.Fatalf("Sync: %v rescan=%v events=%d", err, batch.Rescan, len(batch.Events))
		}
	}
}

// BenchmarkSyncAfterWrites measures a Sync that collects the events of 100
// files written just before it (the writes themselves are not timed).
func BenchmarkSyncAfterWrites(b *testing.B) {
	root := benchTree(b, 10, 10)
	w, err := New([]string{root}, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	ctx := context.Background()
	var paths []string
	for d := range 10 {
		for f := range 10 {
			paths = append(paths, filepath.Join(root, fmt.Sprintf("area%d", d%10), fmt.Sprintf("dir%d", d), fmt.Sprintf("f%d.al", f)))
		}
	}
	for b.Loop() {
		b.StopTimer()
		for _, p := range paths {
			if err := os.WriteFile(p, []byte("codeunit 50100 Y { }"), 0o644); err != nil {
				b.Fatal(err)
			}
		}
		b.StartTimer()
		batch, err := w.Sync(ctx)
		if err != nil || batch.Rescan || len(batch.Events) != len(paths) {
			b.Fatalf("Sync: %v rescan=%v events=%d", err, batch.Rescan, len(batch.Events))
		}
	}
}
