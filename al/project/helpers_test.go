package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// extract writes the files of testdata/<name>.txtar into a new temporary
// folder and returns that folder.
func extract(t *testing.T, name string) string {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Files) == 0 {
		t.Fatalf("%s.txtar holds no files", name)
	}
	dir := t.TempDir()
	for _, f := range a.Files {
		writeFile(t, filepath.Join(dir, filepath.FromSlash(f.Name)), string(f.Data))
	}
	return dir
}

// writeFile writes content to path, creating its folders.
func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := writeFileErr(path, content); err != nil {
		t.Fatal(err)
	}
}

func writeFileErr(path, content string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(content), 0o644)
}

// mkdirs creates folders under root.
func mkdirs(t *testing.T, root string, dirs ...string) {
	t.Helper()
	for _, d := range dirs {
		if err := os.MkdirAll(filepath.Join(root, filepath.FromSlash(d)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// wantWarnings checks that every warning contains the matching fragment, in
// order, and that there are no others.
func wantWarnings(t *testing.T, got []string, fragments ...string) {
	t.Helper()
	if len(got) != len(fragments) {
		t.Fatalf("got %d warnings, want %d:\n%s", len(got), len(fragments), strings.Join(got, "\n"))
	}
	for i, f := range fragments {
		if !strings.Contains(got[i], f) {
			t.Errorf("warning %d = %q, want it to contain %q", i, got[i], f)
		}
	}
}

// wantWarningContaining checks that some warning contains every fragment.
func wantWarningContaining(t *testing.T, got []string, fragments ...string) {
	t.Helper()
	if !slices.ContainsFunc(got, func(w string) bool {
		for _, f := range fragments {
			if !strings.Contains(w, f) {
				return false
			}
		}
		return true
	}) {
		t.Errorf("no warning contains %q; warnings:\n%s", fragments, strings.Join(got, "\n"))
	}
}
