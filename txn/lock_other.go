//go:build !(linux || darwin || freebsd || openbsd || netbsd || dragonfly)

package txn

import (
	"os"
	"sync"
)

var processLock sync.Mutex

// lockFile on systems without flock only serializes Commits inside this process; the lock file is
// still created so the directory layout is the same everywhere.
func lockFile(path string) (func() error, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	processLock.Lock()
	return func() error {
		processLock.Unlock()
		return f.Close()
	}, nil
}
