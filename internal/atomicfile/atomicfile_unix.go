//go:build unix

package atomicfile

import (
	"io"
	"io/fs"

	"github.com/google/renameio/v2"
)

func writeFile(path string, perm fs.FileMode, write func(io.Writer) error) error {
	pf, err := renameio.NewPendingFile(path, renameio.WithPermissions(perm))
	if err != nil {
		return err
	}
	defer pf.Cleanup()
	if err := write(pf); err != nil {
		return err
	}
	return pf.CloseAtomicallyReplace()
}
