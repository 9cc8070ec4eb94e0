//go:build !unix

package txn

import "io/fs"

// sysFileID knows no identity here; sameFile falls back to os.SameFile.
func sysFileID(fs.FileInfo) (fileID, bool) { return fileID{dev: 0, ino: 0}, false }
