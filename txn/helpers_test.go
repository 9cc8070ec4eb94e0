package txn_test

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/txn"
)

// tree is the content of every regular file below a root, outside .alfix, by slash path.
type tree map[string]string

// readTree reads every file below root except .alfix/. Symlinks are recorded as "->target".
func readTree(t testing.TB, root string) tree {
	t.Helper()
	got, err := readTreeErr(root)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func readTreeErr(root string) (tree, error) {
	got := tree{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel == ".alfix" {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			l, err := os.Readlink(p)
			got[rel] = "->" + l
			return err
		}
		if !d.Type().IsRegular() {
			got[rel] = "<" + d.Type().String() + ">"
			return nil
		}
		b, err := os.ReadFile(p)
		got[rel] = string(b)
		return err
	})
	return got, err
}

func writeTree(t testing.TB, root string, files tree) {
	t.Helper()
	if err := writeTreeErr(root, files); err != nil {
		t.Fatal(err)
	}
}

func writeTreeErr(root string, files tree) error {
	for rel, content := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// diffTree describes how got differs from want ("" when equal).
func diffTree(want, got tree) string {
	var out []string
	for k, w := range want {
		g, ok := got[k]
		switch {
		case !ok:
			out = append(out, "missing "+k)
		case g != w:
			out = append(out, fmt.Sprintf("%s: got %.40q, want %.40q", k, g, w))
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			out = append(out, "stray "+k)
		}
	}
	sort.Strings(out)
	return strings.Join(out, "; ")
}

func hashOf(s string) txn.Hash { return sha256.Sum256([]byte(s)) }

// pendingTxns lists transaction directories (not the lock, not set-aside conflicts).
func pendingTxns(t testing.TB, root string) []string {
	t.Helper()
	list, err := os.ReadDir(filepath.Join(root, ".alfix", "txn"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return txnDirs(list)
}

// pendingTxnsErr is pendingTxns for goroutines: an unreadable directory counts as one entry.
func pendingTxnsErr(root string) []string {
	list, err := os.ReadDir(filepath.Join(root, ".alfix", "txn"))
	if err != nil && !os.IsNotExist(err) {
		return []string{err.Error()}
	}
	return txnDirs(list)
}

func txnDirs(list []os.DirEntry) []string {
	var out []string
	for _, de := range list {
		if de.IsDir() {
			out = append(out, de.Name())
		}
	}
	return out
}

// scenario is a project with a plan: files to change, one to create and one to delete.
type scenario struct {
	before, after tree
	plan          txn.Plan
}

// newScenario writes a project of n files under root and plans to rewrite them; when n >= 3 the
// plan also creates one file and deletes one (so n changes in all).
func newScenario(t testing.TB, root string, n int) scenario {
	t.Helper()
	s := scenario{before: tree{}, after: tree{}, plan: txn.Plan{Root: root}}
	for i := range n {
		rel := fmt.Sprintf("src/dir%d/file%03d.al", i%3, i)
		old := fmt.Sprintf("\ufeffcodeunit %d Old\r\n{\r\n}\r\n", i)
		nw := fmt.Sprintf("\ufeffcodeunit %d New\r\n{\r\n    // fixed\r\n}\r\n", i)
		ch := txn.Change{Path: rel, Base: hashOf(old), Content: []byte(nw)}
		switch {
		case n >= 3 && i == 1:
			ch = txn.Change{Path: rel, Create: true, Content: []byte(nw)}
			s.after[rel] = nw
		case n >= 3 && i == 2:
			ch = txn.Change{Path: rel, Base: hashOf(old), Delete: true}
			s.before[rel] = old
		default:
			s.before[rel] = old
			s.after[rel] = nw
		}
		if i%2 == 1 { // mix absolute and relative paths
			ch.Path = filepath.Join(root, filepath.FromSlash(rel))
		}
		s.plan.Changes = append(s.plan.Changes, ch)
	}
	writeTree(t, root, s.before)
	for rel := range s.after { // make sure every parent directory exists (for the created file)
		os.MkdirAll(filepath.Dir(filepath.Join(root, rel)), 0o755)
	}
	return s
}
