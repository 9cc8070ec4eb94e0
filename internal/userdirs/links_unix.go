//go:build unix

package userdirs

import (
	"os"
	"syscall"
)

// linkCount returns the number of names (hard links) of the file fi describes.
func linkCount(fi os.FileInfo) (uint64, bool) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink), true
	}
	return 0, false
}
