//go:build !unix

package watch

import (
	"io/fs"
	"os"
)

// readDir lists dir sorted by name. These systems have no O_NOFOLLOW for
// directories: a dir that is a link (reparse point) is refused after an
// Lstat, which leaves a short race that the unix version does not have.
func readDir(dir string, follow bool) ([]fs.DirEntry, error) {
	if !follow {
		if fi, err := os.Lstat(dir); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, errIsLink
		}
	}
	return os.ReadDir(dir)
}
