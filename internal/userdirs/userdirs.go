// Package userdirs is alfix's one policy for its per-user configuration
// folder: where it is (ConfigDir: $ALFIX_CONFIG_DIR, else
// os.UserConfigDir()/alfix), and which folders must never be read as
// project configuration (PrivateDirs, IsPrivateFile). That folder holds the
// journal key of package txn, a secret that a repository must never be able
// to read through alfix, so the readers of project configuration refuse
// every file in it (al/project decides "inside" with internal/fspath).
//
// The package is a leaf: it computes paths and compares file identities; it
// creates and writes nothing, reads no file's content (IsPrivateFile lists
// the folders), and knows nothing of what the folders hold.
package userdirs

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// ConfigDirEnv names the environment variable that overrides the per-user
// configuration folder. It must be an absolute path outside every project.
const ConfigDirEnv = "ALFIX_CONFIG_DIR"

// appDir is the name of alfix's folder below os.UserConfigDir().
const appDir = "alfix"

// ConfigDir returns the per-user configuration folder: $ALFIX_CONFIG_DIR
// when set, else os.UserConfigDir()/alfix. It fails when the variable holds
// a relative path or the system has no user configuration folder.
func ConfigDir() (string, error) {
	if dir := os.Getenv(ConfigDirEnv); dir != "" {
		if !filepath.IsAbs(dir) {
			return "", fmt.Errorf("%s=%q is not an absolute path", ConfigDirEnv, dir)
		}
		return filepath.Clean(dir), nil
	}
	return defaultConfigDir()
}

func defaultConfigDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no user configuration directory (%v); set %s", err, ConfigDirEnv)
	}
	if !filepath.IsAbs(base) {
		return "", errors.New("the user configuration directory is not an absolute path")
	}
	return filepath.Join(filepath.Clean(base), appDir), nil
}

// resolved remembers the symbolic-link resolution of the private folders
// (EvalSymlinks walks every component, and every configuration file read
// asks): by folder as written, only once resolved; a folder that does not
// exist yet is resolved again next time.
var resolved sync.Map // string -> string

func resolveDir(d string) (string, bool) {
	if r, ok := resolved.Load(d); ok {
		return r.(string), true
	}
	if _, err := os.Stat(d); err != nil {
		return "", false // nothing there yet: nothing to resolve (one call, not a walk)
	}
	r, err := filepath.EvalSymlinks(d)
	if err != nil {
		return "", false
	}
	resolved.Store(d, r)
	return r, true
}

// PrivateDirs lists the folders no project configuration may be read from:
// the configured folder and the default one (a key may have been made there
// before the variable was set), each as written (absolute, cleaned) and, when
// it exists, with its symbolic links resolved.
func PrivateDirs() []string {
	var dirs []string
	add := func(d string) {
		dirs = append(dirs, d)
		if r, ok := resolveDir(d); ok && r != d {
			dirs = append(dirs, r)
		}
	}
	if d, err := ConfigDir(); err == nil {
		add(d)
	}
	if d, err := defaultConfigDir(); err == nil {
		add(d)
	}
	return dirs
}

// IsPrivateFile reports whether fi, the information of a file already
// opened, is one of the regular files directly in the per-user configuration
// folders reached through another name of it: a hard link, which no check of
// the path can see through. It complements that check: a file with a single
// name (where the system counts names) is not looked up.
func IsPrivateFile(fi os.FileInfo) bool {
	if fi == nil || !fi.Mode().IsRegular() {
		return false
	}
	if n, ok := linkCount(fi); ok && n < 2 {
		return false // no other name: its path was judged already
	}
	for _, d := range PrivateDirs() {
		entries, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.Type().IsRegular() {
				continue
			}
			if efi, err := os.Lstat(filepath.Join(d, e.Name())); err == nil && os.SameFile(efi, fi) {
				return true
			}
		}
	}
	return false
}
