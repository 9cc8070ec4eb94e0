package txn_test

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/alfix/alfix/txn"
)

// Dir.ReadFile reads a file in one allocation of about its size: a commit reads every file it
// writes twice (the base check, the re-check after staging), and a buffer that doubled to see
// the end of the file made that twice the bytes of the files.
func TestReadFileAllocatesAboutTheFileOnce(t *testing.T) {
	root := t.TempDir()
	const size = 1 << 20
	want := bytes.Repeat([]byte("field := 1;\n"), size/12)
	if err := os.WriteFile(filepath.Join(root, "big.al"), want, 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := txn.OS.OpenDir(root)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var before, after runtime.MemStats
	const reads = 8
	runtime.ReadMemStats(&before)
	for range reads {
		got, fi, err := d.ReadFile("big.al")
		if err != nil || !bytes.Equal(got, want) || fi.Size() != int64(len(want)) {
			t.Fatalf("ReadFile = %d bytes, %v, %v; want the %d bytes written", len(got), fi, err, len(want))
		}
	}
	runtime.ReadMemStats(&after)
	// Generous: a quarter of the file for everything besides the content (descriptors, names,
	// file information) and whatever else the test process allocates meanwhile.
	if per := (after.TotalAlloc - before.TotalAlloc) / reads; per > uint64(len(want))*5/4 {
		t.Fatalf("a ReadFile of %d bytes allocated %d bytes, want at most 1.25x the file", len(want), per)
	}
}
