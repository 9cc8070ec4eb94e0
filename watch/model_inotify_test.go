//go:build linux

package watch

import (
	"context"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// scanTree lists every file and directory under root that the default skip
// keeps, the way a consumer's rescan would.
func scanTree(t *testing.T, root string) map[string]bool {
	t.Helper()
	seen := make(map[string]bool)
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == root {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		if DefaultSkip(filepath.ToSlash(rel), d.IsDir()) {
			return filepath.SkipDir
		}
		seen[p] = d.IsDir()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return seen
}

// applyBatch updates a consumer's model of the tree from a batch.
func applyBatch(t *testing.T, root string, model map[string]bool, b Batch) map[string]bool {
	if b.Rescan {
		t.Logf("rescan: %v", b.Err)
		return scanTree(t, root)
	}
	for _, e := range b.Events {
		switch e.Op {
		case Created, Changed:
			model[e.Path] = e.IsDir
		case Removed:
			for p := range model {
				if within(p, e.Path) {
					delete(model, p)
				}
			}
		}
	}
	return model
}

// TestInotifyModelMatchesDisk performs random file system operations (new
// trees, writes, atomic saves, removals, renames of files and directories)
// with Syncs in between, and checks after each Sync that a consumer that
// only follows the events knows exactly what is on disk.
func TestInotifyModelMatchesDisk(t *testing.T) {
	for seed := range uint64(4) {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) { checkModel(t, seed) })
	}
}

func checkModel(t *testing.T, seed uint64) {
	w, root := realWatcher(t, "a.al", "src/b.al", "src/deep/c.al")
	model := scanTree(t, root)
	rng := rand.New(rand.NewPCG(seed, 2))
	var dirs []string // directories that exist, relative
	refreshDirs := func() {
		dirs = dirs[:0]
		for p, isDir := range scanTree(t, root) {
			if isDir {
				dirs = append(dirs, p)
			}
		}
		dirs = append(dirs, root)
		slices.Sort(dirs)
	}
	refreshDirs()
	pick := func() string { return dirs[rng.IntN(len(dirs))] }
	files := func() []string {
		var out []string
		for p, isDir := range scanTree(t, root) {
			if !isDir {
				out = append(out, p)
			}
		}
		slices.Sort(out)
		return out
	}
	n := 0
	name := func(prefix string) string { n++; return fmt.Sprintf("%s%d", prefix, n) }
	rounds := 40
	if testing.Short() {
		rounds = 10
	}
	for round := range rounds {
		for range 1 + rng.IntN(8) {
			switch op := rng.IntN(7); op {
			case 0: // a new nested tree with files
				base := filepath.Join(pick(), name("d"))
				for i := range 1 + rng.IntN(3) {
					d := filepath.Join(base, strings.Repeat("s/", i))
					os.MkdirAll(d, 0o755)
					f := filepath.Join(d, name("f")+".al")
					t.Logf("mkdir -p + write %s: %v", f, os.WriteFile(f, []byte("x"), 0o644))
				}
			case 1: // a new file
				f := filepath.Join(pick(), name("f")+".al")
				t.Logf("create %s: %v", f, os.WriteFile(f, []byte("x"), 0o644))
			case 2: // a write
				if fs := files(); len(fs) > 0 {
					os.WriteFile(fs[rng.IntN(len(fs))], []byte(name("v")), 0o644)
				}
			case 3: // an atomic save
				if fs := files(); len(fs) > 0 {
					f := fs[rng.IntN(len(fs))]
					tmp := filepath.Join(filepath.Dir(f), "."+name("tmp"))
					os.WriteFile(tmp, []byte("saved"), 0o644)
					os.Rename(tmp, f)
				}
			case 4: // remove a file
				if fs := files(); len(fs) > 0 {
					f := fs[rng.IntN(len(fs))]
					t.Logf("remove %s: %v", f, os.Remove(f))
				}
			case 5: // rename a directory (not the root) somewhere else in the tree
				from := pick()
				to := filepath.Join(pick(), name("r"))
				if from != root && !within(to, from) {
					t.Logf("rename %s %s: %v", from, to, os.Rename(from, to))
				}
			case 6: // remove a directory tree
				if d := pick(); d != root {
					t.Logf("remove -r %s: %v", d, os.RemoveAll(d))
				}
			}
			refreshDirs()
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		b, err := w.Sync(ctx)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("round %d: sync: %q rescan=%v", round, describe(root, b), b.Rescan)
		model = applyBatch(t, root, model, b)
		disk := scanTree(t, root)
		if !mapsEqual(model, disk) {
			t.Fatalf("round %d: model and disk differ:\n%s", round, diffModel(model, disk))
		}
	}
}

func mapsEqual(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func diffModel(model, disk map[string]bool) string {
	var lines []string
	for p := range model {
		if _, ok := disk[p]; !ok {
			lines = append(lines, "only in model: "+p)
		}
	}
	for p := range disk {
		if _, ok := model[p]; !ok {
			lines = append(lines, "only on disk:  "+p)
		}
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
