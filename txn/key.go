package txn

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/alfix/alfix/internal/atomicfile"
	"github.com/alfix/alfix/internal/userdirs"
)

// The journal key: 32 random bytes, hex-encoded in <config dir>/alfix/txn.key, readable only by
// its owner. It never lives in a project, so a repository cannot ship it, and a journal (or the
// name of a transaction directory) that does not carry a MAC made with it is never executed.

// ConfigDirEnv names the environment variable that overrides the directory holding the journal
// key (default: os.UserConfigDir()/alfix). It must not be inside a project. The folder's policy
// lives in internal/userdirs, which project configuration readers consult to refuse it.
const ConfigDirEnv = userdirs.ConfigDirEnv

const (
	keyFile = "txn.key"
	keyLen  = 32
)

var (
	keyMu    sync.Mutex
	keyCache = map[string][]byte{} // by key file path
)

// ErrNoKey reports that this user has no journal key yet (nothing was ever committed here with
// one), or that it cannot be read.
var ErrNoKey = errors.New("no journal key")

// keyMissing reports a key file that does not exist; it matches ErrNoKey and fs.ErrNotExist.
type keyMissing string

func (k keyMissing) Error() string {
	return fmt.Sprintf("%v: %s does not exist (this user's alfix has not written into any project yet)", ErrNoKey, string(k))
}
func (k keyMissing) Is(target error) bool { return target == ErrNoKey || target == fs.ErrNotExist }

// keyPath is where the journal key lives.
func keyPath() (string, error) {
	dir, err := userdirs.ConfigDir()
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoKey, err)
	}
	return filepath.Join(dir, keyFile), nil
}

// userKey loads the key, creating it first when create is set and there is none. Creation holds
// a lock beside the key, so two processes never make two different keys.
func userKey(create bool) ([]byte, error) {
	path, err := keyPath()
	if err != nil {
		return nil, err
	}
	keyMu.Lock()
	defer keyMu.Unlock()
	if k, ok := keyCache[path]; ok {
		return k, nil
	}
	k, err := readKey(path)
	if errors.Is(err, fs.ErrNotExist) && create {
		k, err = createKey(path)
	}
	if err != nil {
		return nil, err
	}
	keyCache[path] = k
	return k, nil
}

func readKey(path string) ([]byte, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, keyMissing(path)
		}
		return nil, fmt.Errorf("%w: %v", ErrNoKey, err)
	}
	if err := checkKeyFile(fi); err != nil {
		return nil, fmt.Errorf("%w: %s %v; alfix does not trust it", ErrNoKey, path, err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoKey, err)
	}
	k, err := hex.DecodeString(strings.TrimSpace(string(b)))
	if err != nil || len(k) != keyLen {
		return nil, fmt.Errorf("%w: %s does not hold a key", ErrNoKey, path)
	}
	return k, nil
}

func createKey(path string) ([]byte, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("%w: creating %s: %v", ErrNoKey, dir, err)
	}
	lf, err := os.OpenFile(filepath.Join(dir, keyFile+".lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoKey, err)
	}
	unlock, err := lockOpenFile(lf)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoKey, err)
	}
	defer unlock()
	if k, err := readKey(path); !errors.Is(err, fs.ErrNotExist) {
		return k, err // another process made it meanwhile (or it is unusable)
	}
	k := make([]byte, keyLen)
	rand.Read(k)
	if err := writeKeyFile(path, []byte(hex.EncodeToString(k)+"\n")); err != nil {
		return nil, fmt.Errorf("%w: writing %s: %v", ErrNoKey, path, err)
	}
	return readKey(path)
}

// mac is the HMAC-SHA256 of the parts, each prefixed with its length so that no two different
// lists of parts give the same input.
func mac(key []byte, parts ...string) []byte {
	h := hmac.New(sha256.New, key)
	for _, p := range parts {
		fmt.Fprintf(h, "%d:", len(p))
		h.Write([]byte(p))
	}
	return h.Sum(nil)
}

// writeKeyFile writes the key atomically (temp file beside it, fsync, rename), mode 0600.
func writeKeyFile(path string, data []byte) error {
	return atomicfile.Write(path, 0o600, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
