//go:build unix

package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/google/renameio/v2"
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

// writeKeyFile writes the key atomically (temp file beside it, fsync, rename), mode 0600.
func writeKeyFile(path string, data []byte) error {
	return renameio.WriteFile(path, data, 0o600, renameio.WithTempDir(filepath.Dir(path)), renameio.WithStaticPermissions(0o600))
}
