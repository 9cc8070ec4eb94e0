//go:build !unix

package packages

import (
	"testing"
	"time"
)

// specialFiles plants nothing where FIFOs and sockets cannot be made.
func specialFiles(t *testing.T, dir string, want map[string]string) {}

func cpuTime() time.Duration { return 0 }
func peakRSS() int64         { return 0 }
