//go:build linux || darwin || freebsd || openbsd || netbsd || dragonfly

package txn

import (
	"os"
	"syscall"
)

// lockOpenFile takes an exclusive flock on f. flock locks belong to the open file description,
// so two Commits in one process exclude each other as well as two processes do. The returned
// function releases the lock by closing f.
func lockOpenFile(f *os.File) (func() error, error) {
	var err error
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, &os.PathError{Op: "flock", Path: f.Name(), Err: err}
	}
	return f.Close, nil
}
