//go:build unix

package txn

import (
	"io/fs"
	"syscall"
)

func sysFileID(fi fs.FileInfo) (fileID, bool) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fileID{uint64(st.Dev), uint64(st.Ino)}, true //nolint:unconvert // types differ by platform
	}
	return fileID{}, false
}
