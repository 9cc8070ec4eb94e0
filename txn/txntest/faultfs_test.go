package txntest_test

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/alfix/alfix/txn/txntest"
)

func TestFailNthAndFrom(t *testing.T) {
	dir := t.TempDir()
	ffs := txntest.New(nil)
	ffs.Fail(txntest.OpMkdir, 2, syscall.ENOSPC)
	ffs.FailFrom(txntest.OpRemove, 2, syscall.EIO)
	var hooked []txntest.Op
	ffs.Before(func(op txntest.Op, path string) { hooked = append(hooked, op) })

	for i, name := range []string{"a", "b", "c"} {
		err := ffs.Mkdir(filepath.Join(dir, name), 0o755)
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
	if err := ffs.Remove(filepath.Join(dir, "a")); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := ffs.Remove(filepath.Join(dir, "c")); !errors.Is(err, syscall.EIO) {
			t.Fatalf("Remove after FailFrom: %v", err)
		}
	}
	if got := ffs.Counts(); got[txntest.OpMkdir] != 3 || got[txntest.OpRemove] != 3 {
		t.Errorf("counts %v", got)
	}
	if len(hooked) != 6 {
		t.Errorf("hook saw %v", hooked)
	}
}

func TestFileOpsAreCountedAndFailed(t *testing.T) {
	ffs := txntest.New(nil)
	ffs.Record()
	ffs.Fail(txntest.OpSync, 1, syscall.EIO)
	name := filepath.Join(t.TempDir(), "f")
	f, err := ffs.OpenFile(name, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := f.Sync(); !errors.Is(err, syscall.EIO) {
		t.Fatalf("Sync: %v", err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	calls := ffs.Calls()
	want := []txntest.Op{txntest.OpOpenFile, txntest.OpWrite, txntest.OpSync, txntest.OpClose}
	if len(calls) != len(want) {
		t.Fatalf("calls %v", calls)
	}
	for i, c := range calls {
		if c.Op != want[i] || c.Path != name || c.N != 1 {
			t.Errorf("call %d = %+v", i, c)
		}
	}
}
