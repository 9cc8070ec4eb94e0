//go:build !unix

package txn

import (
	"errors"
	"io/fs"
)

// checkKeyFile accepts a regular file (the user's profile directory is private on Windows).
func checkKeyFile(fi fs.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return errors.New("is not a regular file")
	}
	return nil
}
