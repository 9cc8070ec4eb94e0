//go:build linux

package watch

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/internal/fspath"
)

// scanTree lists every file and directory under root that testSkip keeps,
// the way a consumer's rescan would.
func scanTree(t *testing.T, root string) map[string]bool {
	t.Helper()
	seen := make(map[string]bool)
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			// Removed during the scan: a rescan while another goroutine
			// changes the tree sees it half-way; the check after the
			// changes stop sees it whole.
			return nil
		}
		if err != nil {
			return err
		}
		if p == root {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		if testSkip(filepath.ToSlash(rel), d.IsDir()) {
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
				if fspath.Within(e.Path, p) {
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

// randomOps performs random file system operations under root.
type randomOps struct {
	t    *testing.T
	root string
	rng  *rand.Rand
	n    int
}

func (r *randomOps) name(prefix string) string {
	r.n++
	return fmt.Sprintf("%s%d", prefix, r.n)
}

// list returns the directories (root included) or the files under root.
func (r *randomOps) list(dirs bool) []string {
	var out []string
	for p, isDir := range scanTree(r.t, r.root) {
		if isDir == dirs {
			out = append(out, p)
		}
	}
	if dirs {
		out = append(out, r.root)
	}
	slices.Sort(out)
	return out
}

func (r *randomOps) pick(paths []string) string { return paths[r.rng.IntN(len(paths))] }

// do performs one operation; errors (a path removed meanwhile) are only
// logged, since the disk is what the model is compared with.
func (r *randomOps) do() {
	t, dirs, files := r.t, r.list(true), r.list(false)
	switch op := r.rng.IntN(7); op {
	case 0: // a new nested tree with files
		base := filepath.Join(r.pick(dirs), r.name("d"))
		for i := range 1 + r.rng.IntN(3) {
			d := filepath.Join(base, strings.Repeat("s/", i))
			os.MkdirAll(d, 0o755)
			f := filepath.Join(d, r.name("f")+".al")
			t.Logf("mkdir -p + write %s: %v", f, os.WriteFile(f, []byte("x"), 0o644))
		}
	case 1: // a new file
		f := filepath.Join(r.pick(dirs), r.name("f")+".al")
		t.Logf("create %s: %v", f, os.WriteFile(f, []byte("x"), 0o644))
	case 2: // a write
		if len(files) > 0 {
			f := r.pick(files)
			t.Logf("write %s: %v", f, os.WriteFile(f, []byte(r.name("v")), 0o644))
		}
	case 3: // an atomic save
		if len(files) > 0 {
			f := r.pick(files)
			tmp := filepath.Join(filepath.Dir(f), "."+r.name("tmp"))
			os.WriteFile(tmp, []byte("saved"), 0o644)
			t.Logf("atomic save %s: %v", f, os.Rename(tmp, f))
		}
	case 4: // remove a file
		if len(files) > 0 {
			f := r.pick(files)
			t.Logf("remove %s: %v", f, os.Remove(f))
		}
	case 5: // rename a directory (not the root) somewhere else in the tree
		from, to := r.pick(dirs), filepath.Join(r.pick(dirs), r.name("r"))
		if from != r.root && !fspath.Within(from, to) {
			t.Logf("rename %s %s: %v", from, to, os.Rename(from, to))
		}
	case 6: // remove a directory tree
		if d := r.pick(dirs); d != r.root {
			t.Logf("remove -r %s: %v", d, os.RemoveAll(d))
		}
	}
}

func checkModel(t *testing.T, seed uint64) {
	w, root := realWatcher(t, "a.al", "src/b.al", "src/deep/c.al")
	model := scanTree(t, root)
	ops := &randomOps{t: t, root: root, rng: rand.New(rand.NewPCG(seed, 2))}
	rounds := 40
	if testing.Short() {
		rounds = 10
	}
	for round := range rounds {
		for range 1 + ops.rng.IntN(8) {
			ops.do()
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

// TestInotifyModelUnderConcurrentChanges changes the tree from another
// goroutine while the consumer follows Batches and calls Sync now and then;
// once the changes stop, one Sync must bring the model to the disk's state.
func TestInotifyModelUnderConcurrentChanges(t *testing.T) {
	w, root := realWatcher(t, "a.al", "src/b.al", "src/deep/c.al")
	model := scanTree(t, root)
	ops := &randomOps{t: t, root: root, rng: rand.New(rand.NewPCG(7, 7))}
	count := 300
	if testing.Short() {
		count = 60
	}
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		for range count {
			ops.do()
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for running := true; running; {
		select {
		case b := <-w.Batches():
			model = applyBatch(t, root, model, b)
		case <-tick.C:
			b, err := w.Sync(ctx)
			if err != nil {
				t.Fatal(err)
			}
			model = applyBatch(t, root, model, b)
		case <-finished:
			running = false
		}
	}
	b, err := w.Sync(ctx)
	if err != nil {
		t.Fatal(err)
	}
	model = applyBatch(t, root, model, b)
	if disk := scanTree(t, root); !mapsEqual(model, disk) {
		t.Fatalf("model and disk differ:\n%s", diffModel(model, disk))
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
