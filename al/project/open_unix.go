//go:build unix

package project

import (
	"os"
	"syscall"
)

// openNonBlocking opens path for reading with O_NONBLOCK, so that opening a
// FIFO that replaced a file since it was checked does not wait for a writer.
// Reads of regular files are not affected by the flag.
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
