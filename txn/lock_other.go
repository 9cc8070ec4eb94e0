//go:build !(linux || darwin || freebsd || openbsd || netbsd || dragonfly)

package txn

import (
	"os"
	"sync"
)

var processLock sync.Mutex

// lockOpenFile on systems without flock only serializes Commits inside this process; the lock
// file is still created so the directory layout is the same everywhere.
func lockOpenFile(f *os.File) (func() error, error) {
	processLock.Lock()
	return func() error {
		processLock.Unlock()
		return f.Close()
	}, nil
}
