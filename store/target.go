package store

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/alfix/alfix/internal/filekind"
)

// The store renames (moves aside), initialises and compacts only a file it has proven to be a
// database of its own: a path given with --store or ALFIX_STORE may name anything, and renaming
// /dev/null, a user's folder or a text file must not happen. The proof, checkTarget:
//
//   - nothing is at the path yet (the store creates its file there), or
//   - a regular file, also through a symbolic link, that is empty (bbolt initialises it) or whose
//     first or second meta page starts with bbolt's magic number, or
//   - the very file (same device and inode) this process opened as its database before: a file
//     damaged while in use may have lost its magic, and it is still ours.
//
// Anything else is refused: the store leaves it untouched and works in a private temporary file,
// as with path "off", and says so in a warning.

// boltMagic is the magic number that starts every bbolt meta page (go.etcd.io/bbolt
// internal/common: Magic), written in the machine's byte order after the 16-byte page header
// (id uint64, flags uint16, count uint16, overflow uint32); pages 0 and 1 are the meta pages.
const (
	boltMagic          uint32 = 0xED0CDAED
	boltPageHeaderSize int64  = 16
)

// boltPageSizes are the page sizes at which the second meta page is looked for when the first is
// garbled: the system's, and the sizes bbolt files are commonly made with.
var boltPageSizes = []int64{int64(os.Getpagesize()), 4096, 16384, 65536}

// A notCacheError refuses a path that is not proven to be a database of the store's own.
type notCacheError struct {
	path string
	what string // what is there instead, e.g. "a folder"
}

func (e *notCacheError) Error() string {
	return fmt.Sprintf("%s is %s, not a cache file of alfix's", e.path, e.what)
}

// checkTarget returns nil when path may be used (and, if need be, moved aside) as the database,
// a *notCacheError when it must be left untouched, or another error when it cannot be examined.
// known, when not nil, is a file this process opened as its database before.
func checkTarget(path string, known os.FileInfo) error {
	li, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	fi := li
	if li.Mode()&fs.ModeSymlink != 0 {
		if fi, err = os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return &notCacheError{path, "a symbolic link to nothing"}
		} else if err != nil {
			return err
		}
	}
	if !fi.Mode().IsRegular() {
		what := filekind.Of(fi.Mode())
		if fi != li {
			what = "a symbolic link to " + what
		}
		return &notCacheError{path, what}
	}
	if known != nil && os.SameFile(fi, known) {
		return nil
	}
	if fi.Size() == 0 {
		return nil
	}
	f, err := openNoWait(path)
	if err != nil {
		return err
	}
	defer f.Close()
	// The file read must be the file examined: a FIFO put in its place meanwhile is not read
	// (the open did not wait for a writer either).
	if now, err := f.Stat(); err != nil {
		return err
	} else if !now.Mode().IsRegular() || !os.SameFile(now, fi) {
		return &notCacheError{path, "a file that changed while it was examined"}
	}
	if hasBoltMagic(f) {
		return nil
	}
	return &notCacheError{path, "a file that is neither empty nor a bbolt database"}
}

// hasBoltMagic reports whether the first meta page, or the second at one of boltPageSizes,
// starts with bbolt's magic number.
func hasBoltMagic(r io.ReaderAt) bool {
	offsets := []int64{0}
	offsets = append(offsets, boltPageSizes...)
	var b [4]byte
	for _, off := range offsets {
		if _, err := r.ReadAt(b[:], off+boltPageHeaderSize); err == nil && binary.NativeEndian.Uint32(b[:]) == boltMagic {
			return true
		}
	}
	return false
}
