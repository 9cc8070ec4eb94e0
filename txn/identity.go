package txn

import (
	"io/fs"
	"os"
)

// fileID identifies a file on one machine: device and inode.
type fileID struct{ dev, ino uint64 }

// hasFileID is implemented by FileInfos that know their file's identity (the Linux Dir's).
type hasFileID interface{ fileID() fileID }

func idOf(fi fs.FileInfo) (fileID, bool) {
	if x, ok := fi.(hasFileID); ok {
		return x.fileID(), true
	}
	return sysFileID(fi)
}

// sameFile reports whether a and b describe the same file (not the same content).
func sameFile(a, b fs.FileInfo) bool {
	if a == nil || b == nil {
		return false
	}
	ia, oka := idOf(a)
	ib, okb := idOf(b)
	if oka && okb {
		return ia == ib
	}
	return os.SameFile(a, b)
}

// sameVersion reports whether a and b describe the same file with the same size and
// modification time: nobody replaced or rewrote it in between (an in-place write that keeps
// size and nanosecond mtime is the one change it cannot see).
func sameVersion(a, b fs.FileInfo) bool {
	return sameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}
