//go:build unix

package watch

import (
	"io/fs"
	"syscall"
)

// dirIdentity returns the device and inode of a directory, which stay the
// same when it is renamed.
func dirIdentity(fi fs.FileInfo) (dirID, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return dirID{}, false
	}
	return dirID{dev: uint64(st.Dev), ino: uint64(st.Ino)}, true
}
