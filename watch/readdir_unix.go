//go:build unix

package watch

import (
	"io/fs"
	"os"
	"slices"
	"strings"
	"syscall"
)

// readDir lists dir sorted by name. Unless follow is set (a root, which the
// consumer named and may be a symlink), a dir that is a symlink is not
// followed: it fails with errIsLink, so that a directory swapped for a link
// after its parent was listed never has a folder elsewhere listed under it.
func readDir(dir string, follow bool) ([]fs.DirEntry, error) {
	flag := os.O_RDONLY | syscall.O_DIRECTORY | syscall.O_CLOEXEC
	if !follow {
		flag |= syscall.O_NOFOLLOW
	}
	f, err := os.OpenFile(dir, flag, 0)
	if err != nil {
		// Linux answers ENOTDIR for O_DIRECTORY|O_NOFOLLOW on a link, others
		// ELOOP or EMLINK: ask what is there.
		if fi, lerr := os.Lstat(dir); !follow && lerr == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, errIsLink
		}
		return nil, err
	}
	defer f.Close()
	ents, err := f.ReadDir(-1)
	slices.SortFunc(ents, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return ents, err
}
