// Package fspath is alfix's one policy for "does this path lie inside that
// folder": lexically (Within), and also after resolving symbolic links
// (Inside), which is what a check before reading or writing a caller's path
// needs.
//
// Every package that asks the question uses these functions, with the same
// argument order (root first) and the same meaning: paths are absolute and
// cleaned; a folder lies inside itself; comparison is exact, except on
// Windows, whose file systems ignore case. The package does not decide what a
// project is (al/project does) nor which folders are skipped.
package fspath

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// foldCase is true where file names compare ignoring case.
var foldCase = runtime.GOOS == "windows"

// Within reports whether path is root or lies below it. Both must be
// absolute and cleaned; nothing is resolved and the file system is not
// read.
func Within(root, path string) bool {
	if equal(root, path) {
		return true
	}
	prefix := strings.TrimSuffix(root, string(filepath.Separator)) + string(filepath.Separator)
	return len(path) > len(prefix) && equal(path[:len(prefix)], prefix)
}

func equal(a, b string) bool {
	if foldCase {
		return strings.EqualFold(a, b)
	}
	return a == b
}

// Errors of Inside.
var (
	// ErrOutside: the path does not lie inside the root as written.
	ErrOutside = errors.New("outside the folder")
	// ErrLinkEscapes: the path lies inside the root as written, but a
	// symbolic link on the way leads out of it.
	ErrLinkEscapes = errors.New("goes through a symbolic link that leaves the folder")
)

// An UnresolvedError is a path whose symbolic links could not be resolved.
type UnresolvedError struct {
	Path string
	Root bool  // the root, not the path, could not be resolved
	Err  error // as filepath.EvalSymlinks returned it
}

func (e *UnresolvedError) Error() string {
	what := "path"
	if e.Root {
		what = "folder"
	}
	return fmt.Sprintf("the %s %s cannot be resolved: %v", what, e.Path, e.Err)
}

func (e *UnresolvedError) Unwrap() error { return e.Err }

// Inside checks that path lies inside root both as written and with
// symbolic links resolved (for a path that does not exist yet, those of its
// nearest existing parent). It returns nil, ErrOutside, ErrLinkEscapes or an
// *UnresolvedError.
func Inside(root, path string) error {
	if !Within(root, path) {
		return ErrOutside
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return &UnresolvedError{Path: root, Root: true, Err: err}
	}
	real, err := resolveExisting(path)
	if err != nil {
		return &UnresolvedError{Path: path, Err: err}
	}
	if !Within(realRoot, real) {
		return ErrLinkEscapes
	}
	return nil
}

// resolveExisting resolves the symbolic links of path, or of its nearest
// existing parent when path does not exist yet.
func resolveExisting(path string) (string, error) {
	var rest []string
	p := path
	for {
		r, err := filepath.EvalSymlinks(p)
		if err == nil {
			return filepath.Join(append([]string{r}, rest...)...), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		parent := filepath.Dir(p)
		if parent == p {
			return "", err
		}
		rest = append([]string{filepath.Base(p)}, rest...)
		p = parent
	}
}

// Exists reports whether something (a file, a folder, a dangling symbolic
// link) exists at path.
func Exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
