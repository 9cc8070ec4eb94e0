package fspath

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestWithin(t *testing.T) {
	for _, tc := range []struct {
		root, path string
		want       bool
	}{
		{"/w/app", "/w/app", true},
		{"/w/app", "/w/app/src/a.al", true},
		{"/w/app", "/w/application/a.al", false},
		{"/w/app", "/w/app-x", false},
		{"/w/app", "/w", false},
		{"/w/app/", "/w/app/a.al", true},
		{"/", "/w/app", true},
		{"/", "/", true},
		{"/w/app", "/W/App/src/a.al", runtime.GOOS == "windows"},
	} {
		if got := Within(filepath.FromSlash(tc.root), filepath.FromSlash(tc.path)); got != tc.want {
			t.Errorf("Within(%q, %q) = %v, want %v", tc.root, tc.path, got, tc.want)
		}
	}
}

func TestInside(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "root")
	outside := filepath.Join(dir, "outside")
	for _, d := range []string{filepath.Join(root, "src"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "src/a.al"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(root, "out")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	if err := os.Symlink(filepath.Join(root, "src"), filepath.Join(root, "in")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		want error
	}{
		{filepath.Join(root, "src/a.al"), nil},
		{filepath.Join(root, "src/new/b.al"), nil}, // does not exist yet
		{filepath.Join(root, "in/a.al"), nil},      // a link that stays inside
		{filepath.Join(root, "out/x.al"), ErrLinkEscapes},
		{filepath.Join(outside, "x.al"), ErrOutside},
		{root + "x/a.al", ErrOutside},
	} {
		if got := Inside(root, tc.path); !errors.Is(got, tc.want) || (got == nil) != (tc.want == nil) {
			t.Errorf("Inside(%s) = %v, want %v", tc.path, got, tc.want)
		}
	}
	missing := filepath.Join(dir, "missing")
	var ue *UnresolvedError
	if err := Inside(missing, filepath.Join(missing, "a.al")); !errors.As(err, &ue) || !ue.Root {
		t.Errorf("Inside with a missing root = %v", err)
	}
	if !Exists(filepath.Join(root, "out")) || Exists(filepath.Join(root, "nope")) {
		t.Error("Exists")
	}
}
