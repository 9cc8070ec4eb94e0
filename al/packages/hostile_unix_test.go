//go:build unix

package packages

import (
	"errors"
	"net"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/alfix/alfix/al/project"
)

// specialFiles plants a FIFO and a socket named *.app in dir and adds the
// reasons PackageFiles must give to want.
func specialFiles(t *testing.T, dir string, want map[string]string) {
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.app"), 0o644); err != nil {
		t.Fatal(err)
	}
	want["fifo.app"] = "a named pipe"
	if l, err := net.Listen("unix", filepath.Join(dir, "sock.app")); err == nil {
		t.Cleanup(func() { l.Close() })
		want["sock.app"] = "a socket"
	}
}

// peakRSS is the process's peak resident memory in bytes (Linux reports
// kilobytes).
func peakRSS() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return int64(ru.Maxrss) << 10
}

// ReadFile refuses what is not a regular file at once: a FIFO without a
// writer (a path an agent or a configuration names) must not block the
// caller, and a device must not be read.
func TestReadFileRefusesSpecialFiles(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "baseline.app")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, "/dev/zero"} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(path, Options{})
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, project.ErrNotRegular) {
				t.Errorf("ReadFile(%s) = %v, want ErrNotRegular", path, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("ReadFile(%s) blocked", path)
		}
	}
}
