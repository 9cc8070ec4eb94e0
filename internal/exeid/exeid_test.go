package exeid

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"testing"
)

func TestSumIsTheExecutablesHash(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip("no executable path:", err)
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Sum()
	if err != nil {
		t.Fatal(err)
	}
	if want := sha256.Sum256(data); got != want {
		t.Fatalf("Sum = %x, want the SHA-256 of %s, %x", got[:8], exe, want[:8])
	}
	if again, _ := Sum(); again != got {
		t.Fatal("a second call gave another identity")
	}
}

func TestFileTellsBuildsApart(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(a, []byte("build one"), 0o755)
	os.WriteFile(b, []byte("build two"), 0o755)
	ha, errA := File(a)
	hb, errB := File(b)
	if errA != nil || errB != nil || ha == hb {
		t.Fatalf("File: %x %v, %x %v", ha[:4], errA, hb[:4], errB)
	}
	if _, err := File(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("no error for a missing file")
	}
}

// BenchmarkFile measures what Sum costs once per process: hashing the test binary (ALFIX_EXE
// names another file, e.g. the alfix binary).
func BenchmarkFile(b *testing.B) {
	path := os.Getenv("ALFIX_EXE")
	if path == "" {
		var err error
		if path, err = os.Executable(); err != nil {
			b.Skip(err)
		}
	}
	fi, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(fi.Size())
	for b.Loop() {
		if _, err := File(path); err != nil {
			b.Fatal(err)
		}
	}
}
