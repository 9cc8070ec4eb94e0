//go:build linux || darwin || freebsd || openbsd || netbsd || dragonfly

package txn

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on path. flock locks belong to the open file description, so
// two Commits in one process exclude each other as well as two processes do.
func lockFile(path string) (func() error, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, &os.PathError{Op: "flock", Path: path, Err: err}
	}
	return func() error {
		// Closing the descriptor releases the lock.
		return f.Close()
	}, nil
}
