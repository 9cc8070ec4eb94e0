package workspace

import (
	"context"
	"crypto/sha256"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// The snapshot's sorted path list and its digest are made once and kept
// while the snapshot is unchanged, and made again after each kind of
// change (a file edited, one added, one removed), with and without the
// watcher: the digest always equals one computed afresh.
func TestSnapshotListAndDigestMemo(t *testing.T) {
	for _, watched := range []bool{false, true} {
		root := writeProject(t, map[string]string{
			"a.al": "codeunit 50100 A { }",
			"b.al": "codeunit 50101 B { }",
		})
		w := openWS(t, root, nil, watched)
		p := w.Primary()
		ctx := context.Background()
		cfg, err := p.Config(nil)
		if err != nil {
			t.Fatal(err)
		}
		key := parseKey(w.engineKey, cfg)
		state := func(step string) ([]string, [32]byte) {
			t.Helper()
			analyzeAll(t, p) // hashes every file
			paths, err := p.refresh(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.IsSorted(paths) {
				t.Errorf("watched=%v, %s: paths not sorted: %q", watched, step, paths)
			}
			d, ok := p.snapshotDigest(paths, key)
			// A copy of the list is never answered from the memo.
			fresh, freshOK := p.snapshotDigest(slices.Clone(paths), key)
			if !ok || !freshOK || d != fresh {
				t.Errorf("watched=%v, %s: digest %x (%v), afresh %x (%v)", watched, step, d[:4], ok, fresh[:4], freshOK)
			}
			return paths, d
		}
		write := func(name, text string) {
			t.Helper()
			if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		paths, d := state("first")
		again, d2 := state("unchanged")
		if &again[0] != &paths[0] || d2 != d {
			t.Errorf("watched=%v: an unchanged snapshot's list was made again", watched)
		}

		write("a.al", "codeunit 50100 A { var x: Integer; }")
		_, d3 := state("edited")
		if d3 == d {
			t.Errorf("watched=%v: the digest did not change with a file's content", watched)
		}

		write("c.al", "codeunit 50102 C { }")
		paths, d4 := state("added")
		if want := []string{filepath.Join(root, "a.al"), filepath.Join(root, "b.al"), filepath.Join(root, "c.al")}; !slices.Equal(paths, want) || d4 == d3 {
			t.Errorf("watched=%v: after adding c.al: %q", watched, paths)
		}

		if err := os.Remove(filepath.Join(root, "b.al")); err != nil {
			t.Fatal(err)
		}
		paths, d5 := state("removed")
		if want := []string{filepath.Join(root, "a.al"), filepath.Join(root, "c.al")}; !slices.Equal(paths, want) || d5 == d4 {
			t.Errorf("watched=%v: after removing b.al: %q", watched, paths)
		}

		// A file the workspace writes itself is recorded with its new
		// hash (rooms.go's write-back) without a refresh noticing it.
		a := filepath.Join(root, "a.al")
		text := []byte("codeunit 50100 A { var y: Integer; }")
		write("a.al", string(text))
		fi, err := os.Stat(a)
		if err != nil {
			t.Fatal(err)
		}
		p.noteHash(a, fi, sha256.Sum256(text))
		if _, d6 := state("written back"); d6 == d5 {
			t.Errorf("watched=%v: the digest did not change with a written-back file", watched)
		}
	}
}
