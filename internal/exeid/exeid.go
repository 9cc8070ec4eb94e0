// Package exeid identifies the running program by the SHA-256 of its executable file, so that
// results cached by one build are never served by another (gopls keys its file cache the same
// way). Any rebuild, however small the change, gives a new identity; no version number has to be
// bumped by hand.
//
// The hash is computed once per process, on first use or in the background after Start (15 MB
// take 10 to 80 ms, depending on the machine and its load). The package must not know what the
// identity is used for.
package exeid

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"sync"
)

// Sum returns the SHA-256 of the running executable's file (for a test, the test binary). The
// result is computed on the first call (or by Start) and shared by all later ones.
func Sum() ([32]byte, error) { return sum() }

// Start begins computing Sum in the background, so that a later Sum does not wait for it.
func Start() { go sum() }

var sum = sync.OnceValues(func() ([32]byte, error) {
	path, err := os.Executable()
	if err != nil {
		return [32]byte{}, fmt.Errorf("exeid: locating the executable: %w", err)
	}
	return File(path)
})

// File returns the SHA-256 of the file at path.
func File(path string) ([32]byte, error) {
	var out [32]byte
	f, err := os.Open(path)
	if err != nil {
		return out, fmt.Errorf("exeid: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return out, fmt.Errorf("exeid: reading %s: %w", path, err)
	}
	copy(out[:], h.Sum(nil))
	return out, nil
}
