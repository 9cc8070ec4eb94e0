//go:build unix

package store

import (
	"os"
	"syscall"
)

// openNoWait opens path for reading without waiting: a FIFO put at the path does not block
// until a writer comes. Reads of regular files are not affected.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
