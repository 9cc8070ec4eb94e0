//go:build !unix

package txn

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// checkKeyFile accepts a regular file (the user's profile directory is private on Windows).
func checkKeyFile(fi fs.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return errors.New("is not a regular file")
	}
	return nil
}

// writeKeyFile writes the key to a new temp file beside it and renames it into place
// (renameio exports nothing on Windows).
func writeKeyFile(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
