//go:build !unix

package store

import "os"

// openNoWait opens path for reading; without unix FIFOs no open waits. checkTarget checks the
// file type before and after.
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
