//go:build unix

package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// checkKeyFile accepts a regular file owned by this user that nobody else can read or write.
func checkKeyFile(fi fs.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return errors.New("is not a regular file")
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("has mode %v (want 0600)", fi.Mode().Perm())
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Geteuid() {
		return fmt.Errorf("belongs to user %d", st.Uid)
	}
	return nil
}
