package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.app")
	if err := os.WriteFile(path, []byte("old content"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, 0o640, func(w io.Writer) error {
		_, err := io.WriteString(w, "new")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "new" {
		t.Fatalf("got %q, %v", got, err)
	}
	if runtime.GOOS != "windows" {
		fi, _ := os.Stat(path)
		if fi.Mode().Perm()&^0o640 != 0 {
			t.Errorf("mode %v, want at most 0640", fi.Mode().Perm())
		}
	}
	assertOnly(t, dir, "out.app")
}

func TestWriteFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.app")
	if err := os.WriteFile(path, []byte("old content"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(path, 0o644, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v, want boom", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "old content" {
		t.Fatalf("old file changed: %q", got)
	}
	assertOnly(t, dir, "out.app")
}

func TestWriteIntoMissingFolderFails(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "out.app")
	if err := Write(path, 0o644, func(io.Writer) error { return nil }); err == nil {
		t.Fatal("no error for a missing folder")
	}
}

// assertOnly fails unless dir holds exactly the names given: no temporary file is left.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != len(names) {
		var got []string
		for _, e := range es {
			got = append(got, e.Name())
		}
		t.Fatalf("folder holds %q, want %q", got, names)
	}
}
