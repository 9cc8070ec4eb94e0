package workspace

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// treeState lists every path below dir with its mode and modification
// time, to see that nothing was created, changed or removed there.
func treeState(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		b.WriteString(path + " " + fi.Mode().String() + " " + fi.ModTime().String() + "\n")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Served serves the startup projects and the projects below the source
// roots, and nothing else: not a project elsewhere on disk, not one reached
// through a symbolic link, not a folder inside a project; and refusing a
// folder touches nothing in it (issue 37, item 7).
func TestServed(t *testing.T) {
	repo, elsewhere := t.TempDir(), t.TempDir()
	writeFiles(t, repo, map[string]string{
		"lib/app.json":                libAppJSON,
		"lib/src/LibTable.Table.al":   libTable,
		"consumer/app.json":           consumerAppJSON,
		"consumer/src/Ext.al":         consumerExt,
		"nested/deeper/lib2/app.json": strings.Replace(libAppJSON, "aaaaaaaa", "dddddddd", 1),
	})
	writeFiles(t, elsewhere, map[string]string{
		"stray/app.json":              consumerAppJSON,
		"stray/src/Ext.al":            consumerExt,
		"stray/.alfix/txn/planted.md": "not alfix's",
	})
	if err := os.Symlink(filepath.Join(elsewhere, "stray"), filepath.Join(repo, "link")); err != nil {
		t.Fatal(err)
	}
	consumer, lib := filepath.Join(repo, "consumer"), filepath.Join(repo, "lib")

	open := func(opts Options) *Workspace {
		opts.Registry = depRegistry(t)
		w, err := Open(context.Background(), opts)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close() })
		return w
	}
	before := treeState(t, elsewhere)

	// --projects consumer --workspace repo
	w := open(Options{Roots: []string{consumer}, SourceRoots: []string{repo}})
	for _, dir := range []string{consumer, consumer + "/", lib, filepath.Join(repo, "nested/deeper/lib2")} {
		p, err := w.Served(dir)
		if err != nil || p.Root != filepath.Clean(dir) {
			t.Errorf("Served(%s) = %v, %v; want its project", dir, p, err)
		}
	}
	if p, _ := w.Served(consumer); p != w.Primary() {
		t.Error("a startup project is not its startup session")
	}
	refused := []string{
		filepath.Join(elsewhere, "stray"), // a project elsewhere
		filepath.Join(repo, "link"),       // the same, through a link in the source root
		repo,                              // not a project
		filepath.Join(consumer, "src"),    // a folder inside a project
		filepath.Join(repo, "missing"),
		filepath.Join(lib, "..", "..", filepath.Base(elsewhere), "stray"),
	}
	for _, dir := range refused {
		if p, err := w.Served(dir); !errors.Is(err, ErrNotServed) || p != nil {
			t.Errorf("Served(%s) = %v, %v; want ErrNotServed", dir, p, err)
		}
	}

	// --projects consumer alone: the source roots are the startup roots, so
	// lib beside it is not served.
	w = open(Options{Roots: []string{consumer}})
	if _, err := w.Served(consumer); err != nil {
		t.Errorf("the startup project: %v", err)
	}
	if _, err := w.Served(lib); !errors.Is(err, ErrNotServed) {
		t.Errorf("a project beside the startup root: %v, want ErrNotServed", err)
	}

	// The repository as the startup root: every project below it.
	w = open(Options{Roots: []string{repo}})
	for _, dir := range []string{consumer, lib} {
		if _, err := w.Served(dir); err != nil {
			t.Errorf("Served(%s) below the root: %v", dir, err)
		}
	}
	if _, err := w.Served(filepath.Join(repo, "link")); !errors.Is(err, ErrNotServed) {
		t.Errorf("a project through a link below the root: %v, want ErrNotServed", err)
	}

	// No startup project at all: nothing is served.
	w = open(Options{Roots: []string{filepath.Join(elsewhere, "stray", "src")}, Dir: filepath.Join(elsewhere, "stray", "src")})
	if _, err := w.Served(filepath.Join(elsewhere, "stray")); !errors.Is(err, ErrNotServed) {
		t.Errorf("a project above the root: %v, want ErrNotServed", err)
	}

	if treeState(t, elsewhere) != before {
		t.Error("refusing the folders changed something in them")
	}
}
