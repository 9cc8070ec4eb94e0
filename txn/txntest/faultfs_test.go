package txntest_test

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/txn/txntest"
)

func TestFailNthAndFrom(t *testing.T) {
	dir := t.TempDir()
	ffs := txntest.New(nil)
	ffs.Fail(txntest.OpMkdir, 2, syscall.ENOSPC)
	ffs.FailFrom(txntest.OpRemove, 2, syscall.EIO)
	var hooked []txntest.Op
	ffs.Before(func(op txntest.Op, path string) { hooked = append(hooked, op) })

	d, err := ffs.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for i, name := range []string{"a", "b", "c"} {
		err := d.Mkdir(name, 0o755)
		if (i == 1) != (err != nil) {
			t.Fatalf("Mkdir %s: %v", name, err)
		}
		if i == 1 && !errors.Is(err, syscall.ENOSPC) {
			t.Fatalf("Mkdir error %v does not wrap ENOSPC", err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "b")); !os.IsNotExist(err) {
		t.Errorf("failed Mkdir was performed: %v", err)
	}
	if err := d.Remove("a"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := d.Remove("c"); !errors.Is(err, syscall.EIO) {
			t.Fatalf("Remove after FailFrom: %v", err)
		}
	}
	if got := ffs.Counts(); got[txntest.OpMkdir] != 3 || got[txntest.OpRemove] != 3 || got[txntest.OpOpenDir] != 1 {
		t.Errorf("counts %v", got)
	}
	if len(hooked) != 7 {
		t.Errorf("hook saw %v", hooked)
	}
}

func TestFileOpsAreCountedAndFailed(t *testing.T) {
	dir := t.TempDir()
	ffs := txntest.New(nil)
	d, err := ffs.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	ffs.Record()
	ffs.Fail(txntest.OpSync, 1, syscall.EIO)
	name := filepath.Join(dir, "f")
	f, err := d.OpenFile("f", os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := f.Sync(); !errors.Is(err, syscall.EIO) {
		t.Fatalf("Sync: %v", err)
	}
	if _, err := f.Stat(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	calls := ffs.Calls()
	want := []txntest.Op{txntest.OpOpenFile, txntest.OpWrite, txntest.OpSync, txntest.OpStat, txntest.OpClose}
	if len(calls) != len(want) {
		t.Fatalf("calls %v", calls)
	}
	for i, c := range calls {
		if c.Op != want[i] || c.Path != name || c.N != 1 {
			t.Errorf("call %d = %+v", i, c)
		}
	}
}

// Calls that take a second directory reach the real one behind the wrapper.
func TestCrossDirectoryCalls(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	os.WriteFile(filepath.Join(dir, "a"), []byte("a"), 0o644)
	ffs := txntest.New(nil)
	var paths []string
	ffs.Before(func(op txntest.Op, path string) {
		if op == txntest.OpLink || op == txntest.OpRename {
			paths = append(paths, path)
		}
	})
	d, err := ffs.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	sub, err := d.OpenDir("sub")
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Close()
	if err := d.Link("a", sub, "b"); err != nil {
		t.Fatal(err)
	}
	if err := sub.Rename("b", d, "c", txn.Replace); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "c")); err != nil || string(b) != "a" {
		t.Fatalf("c = %q, %v", b, err)
	}
	if len(paths) != 2 || paths[0] != filepath.Join(dir, "sub", "b") || paths[1] != filepath.Join(dir, "c") {
		t.Errorf("hook paths %v", paths)
	}
}

func TestFailAt(t *testing.T) {
	dir := t.TempDir()
	ffs := txntest.New(nil)
	ffs.FailAt(txntest.OpMkdir, filepath.Join(dir, "b"), syscall.EIO)
	d, err := ffs.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Mkdir("a", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := d.Mkdir("b", 0o755); !errors.Is(err, syscall.EIO) {
		t.Fatalf("first Mkdir b: %v", err)
	}
	if err := d.Mkdir("b", 0o755); err != nil {
		t.Fatalf("second Mkdir b: %v", err)
	}
}
