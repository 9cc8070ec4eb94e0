//go:build unix

package workspace

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestSpecialFilesAreNotRead puts a symbolic link to /dev/zero and a FIFO
// named like AL files into a project: neither is in the snapshot, and the
// analysis finishes (reading either would never end).
func TestSpecialFilesAreNotRead(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	for _, watch := range []bool{true, false} {
		t.Run(map[bool]string{false: "stat", true: "watch"}[watch], func(t *testing.T) {
			root := writeProject(t, map[string]string{"a.al": "BEGIN\n"})
			if err := os.Symlink("/dev/zero", filepath.Join(root, "zero.al")); err != nil {
				t.Skipf("no symbolic links: %v", err)
			}
			if err := syscall.Mkfifo(filepath.Join(root, "fifo.al"), 0o644); err != nil {
				t.Skipf("no FIFOs: %v", err)
			}
			w := openAll(t, root, Options{Watch: watch})
			p := w.Primary()
			done := make(chan *AnalyzeResult, 1)
			go func() {
				res, err := p.Analyze(context.Background(), AnalyzeRequest{})
				if err != nil {
					t.Error(err)
				}
				done <- res
			}()
			select {
			case res := <-done:
				if res != nil && (res.Files != 1 || len(ruleFindings(res.Findings.Slice())) != 1) {
					t.Errorf("files %d findings %d, want 1 and 1", res.Files, len(ruleFindings(res.Findings.Slice())))
				}
			case <-time.After(60 * time.Second):
				t.Fatal("analysis of a project holding /dev/zero and a FIFO did not finish")
			}
			// Replacing a file by a FIFO under the watcher: still not read.
			a := filepath.Join(root, "a.al")
			if err := os.Remove(a); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Mkfifo(a, 0o644); err != nil {
				t.Fatal(err)
			}
			go func() {
				res, _ := p.Analyze(context.Background(), AnalyzeRequest{})
				done <- res
			}()
			select {
			case res := <-done:
				if res != nil && res.Files != 0 {
					t.Errorf("files %d after a.al became a FIFO, want 0", res.Files)
				}
			case <-time.After(60 * time.Second):
				t.Fatal("analysis after a file became a FIFO did not finish")
			}
		})
	}
}
