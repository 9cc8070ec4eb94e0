// Package atomicfile is alfix's one way to write a file outside the
// transaction protocol of package txn (a symbol package that `alfix symbols
// export` writes, txn's journal key): the content goes to a temporary file
// in the target's folder, is synced, and replaces the target by a rename,
// so that a reader or a crash sees the old file or the new one, never a
// part. On Unix the work is done by github.com/google/renameio/v2; on
// systems renameio does not serve (Windows), by the same steps written here.
//
// It must not be used for files inside a project: those are written by txn,
// whose journal makes a multi-file change all-or-nothing.
package atomicfile

import (
	"io"
	"io/fs"
)

// Write writes the file at path with permissions perm (before the umask):
// write receives the temporary file; when it returns an error, nothing
// replaces path and the temporary file is removed.
func Write(path string, perm fs.FileMode, write func(w io.Writer) error) error {
	return writeFile(path, perm, write)
}
