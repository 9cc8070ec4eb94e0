//go:build unix

package main

import (
	"syscall"
	"testing"
	"time"
)

// Ctrl-C cancels the run's context and records SIGINT, from which main
// makes exit status 130.
func TestInterruptRecordsTheSignal(t *testing.T) {
	interruptedBy.Store(0)
	t.Cleanup(func() { interruptedBy.Store(0) })
	ctx, stop := interruptible()
	defer stop()
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("SIGINT did not cancel the run")
	}
	if got := interruptedBy.Load(); got != int32(syscall.SIGINT) || 128+int(got) != 130 {
		t.Fatalf("recorded signal %d, want SIGINT (exit 130)", got)
	}
}
