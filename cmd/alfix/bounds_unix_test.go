//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestParseSkipsSpecialFilesAtOnce names a symbolic link to /dev/zero and
// a FIFO, directly and inside a folder: both are skipped at once with a
// message (reading them would never end or block forever).
func TestParseSkipsSpecialFilesAtOnce(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	dir := writeFiles(t, map[string]string{"ok.al": "codeunit 1 Ok { }\n"})
	zero, fifo := filepath.Join(dir, "zero.al"), filepath.Join(dir, "fifo.al")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	for _, args := range [][]string{{zero}, {fifo}, {"--stats", dir}} {
		type result struct {
			code        int
			out, errOut string
		}
		done := make(chan result, 1)
		go func() {
			code, out, errOut := runParseArgs(args...)
			done <- result{code, out, errOut}
		}()
		select {
		case r := <-done:
			if r.code != 2 {
				t.Errorf("%q: exit %d, want 2", args, r.code)
			}
			for _, p := range []string{zero, fifo} {
				if (len(args) == 2 || args[0] == p) && !strings.Contains(r.errOut, p+": skipped: not a regular file") {
					t.Errorf("%q: stderr %q lacks the skip of %s", args, r.errOut, p)
				}
			}
			if len(args) == 2 && !strings.Contains(r.out, "files: 1\n") {
				t.Errorf("%q: the regular file was not parsed: %s", args, r.out)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("%q: alfix parse did not return", args)
		}
	}
}
