//go:build !unix

package packages

import (
	"testing"
)

// specialFiles plants nothing where FIFOs and sockets cannot be made.
func specialFiles(t *testing.T, dir string, want map[string]string) {}

func peakRSS() int64 { return 0 }
