//go:build !unix

package atomicfile

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// writeFile does renameio's steps where renameio exports nothing: a temporary file beside path,
// synced, closed and renamed over path.
func writeFile(path string, perm fs.FileMode, write func(io.Writer) error) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if err = write(f); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
