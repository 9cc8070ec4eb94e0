package project

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestReadSourceLimits(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.al")
	content := bytes.Repeat([]byte("x"), 1000)
	if err := os.WriteFile(path, content, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int64{1000, 1001, 1 << 20, 0} {
		b, fi, err := ReadSource(path, limit)
		if err != nil || !bytes.Equal(b, content) || fi.Size() != 1000 {
			t.Errorf("limit %d: %d bytes, %v", limit, len(b), err)
		}
	}
	_, _, err := ReadSource(path, 999)
	var tl *TooLargeError
	if !errors.Is(err, ErrTooLarge) || !errors.As(err, &tl) || tl.Size != 1000 || tl.Limit != 999 || tl.Path != path {
		t.Errorf("over the limit: %v", err)
	}
	empty := filepath.Join(dir, "empty.al")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, _, err := ReadSource(empty, 10); err != nil || len(b) != 0 {
		t.Errorf("empty file: %q, %v", b, err)
	}
	if _, _, err := ReadSource(filepath.Join(dir, "missing.al"), 10); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if _, _, err := ReadSource(dir, 10); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "a folder") {
		t.Errorf("folder: %v", err)
	}
}

// TestReadSourceReadsNoMoreThanTheLimit reads files whose content is longer
// than their size says (files of /proc report size 0), which is what a file
// that grows while it is read looks like: the read stops at the limit.
func TestReadSourceReadsNoMoreThanTheLimit(t *testing.T) {
	const proc = "/proc/self/status"
	fi, err := os.Stat(proc)
	if err != nil || fi.Size() != 0 {
		t.Skip("no /proc files of size 0 here")
	}
	_, _, err = ReadSource(proc, 16)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Size != 17 {
		t.Errorf("a file longer than its stat size: %v, want a TooLargeError of 17 bytes read", err)
	}
	b, _, err := ReadSource(proc, 1<<20)
	if err != nil || !bytes.Contains(b, []byte("Name:")) {
		t.Errorf("within the limit: %q, %v", b, err)
	}
}

// TestReadSourceRefusesSpecialFiles checks that FIFOs and devices, also
// behind symbolic links, are refused at once.
func TestReadSourceRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	zero := filepath.Join(dir, "zero.al")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Skipf("symbolic links unavailable: %v", err)
	}
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	fifo := filepath.Join(dir, "fifo.al")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	for path, kind := range map[string]string{zero: "a character device", fifo: "a named pipe"} {
		done := make(chan error, 1)
		go func() {
			_, _, err := ReadSource(path, 0)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), kind) {
				t.Errorf("%s: %v, want ErrNotRegular naming %s", path, err, kind)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: ReadSource blocked", path)
		}
	}
}

// TestOpenNonBlockingFIFO checks the open ReadSource uses after its first
// check: a FIFO that replaced a file in between does not block the open.
func TestOpenNonBlockingFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo.al")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		f, err := openNonBlocking(fifo)
		if err == nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("open: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("opening a FIFO without a writer blocked")
	}
}
