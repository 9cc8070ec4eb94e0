//go:build unix

package store

import "syscall"

func mkfifo(path string) error { return syscall.Mkfifo(path, 0o600) }

// mknodNull makes, at path, a character device with /dev/null's numbers (1, 3): a device node
// of the test's own, so that the real /dev/null is never touched. It needs privileges.
func mknodNull(path string) error {
	return syscall.Mknod(path, syscall.S_IFCHR|0o600, int((1<<8)|3))
}
