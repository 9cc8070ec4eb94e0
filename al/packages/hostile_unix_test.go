//go:build unix

package packages

import (
	"net"
	"path/filepath"
	"syscall"
	"testing"
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
