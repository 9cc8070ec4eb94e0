//go:build !unix

package project

import "os"

// openNonBlocking opens path for reading. Without unix FIFOs there is no
// open that could block; ReadSource checks the file type before and after.
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }
