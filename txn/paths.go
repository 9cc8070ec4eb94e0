package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// checkTarget is the one policy of what txn may write or restore: rel (slash-separated, relative
// to the project root) must be a clean relative path, the file must be named *.al, and no
// component may be .git or .alfix (nor hold a backslash, colon or NUL, which some systems read as
// separators or stream names). Commit and Recover both apply it.
func checkTarget(rel string) error {
	if rel == "" || strings.HasPrefix(rel, "/") {
		return fmt.Errorf("%w: %q is not a path below the root", ErrOutsideRoot, rel)
	}
	parts := strings.Split(rel, "/")
	for _, p := range parts {
		switch {
		case p == "" || p == "." || p == "..":
			return fmt.Errorf("%w: %q is not a clean path below the root", ErrOutsideRoot, rel)
		case strings.ContainsAny(p, "\\:\x00"):
			return fmt.Errorf("%w: %q", ErrBadName, rel)
		case strings.EqualFold(p, ".git") || strings.EqualFold(p, alfixDir):
			return fmt.Errorf("%w: %s", ErrReserved, rel)
		}
	}
	if !writableName(parts[len(parts)-1]) {
		return fmt.Errorf("%w: %s", ErrNotALFile, rel)
	}
	return nil
}

// writableExts are the kinds of file alfix writes: AL source, and the XLIFF
// translation files whose trans-unit ids a rename changes.
var writableExts = []string{".al", ".xlf"}

// writableName reports whether a file name has a writable extension and a
// name before it.
func writableName(name string) bool {
	for _, ext := range writableExts {
		if len(name) > len(ext) && strings.EqualFold(name[len(name)-len(ext):], ext) {
			return true
		}
	}
	return false
}

// dirRef is a directory below the root, opened without following a symlink.
type dirRef struct {
	rel  string // slash-separated below the root; "" is the root
	dir  Dir
	info fs.FileInfo // the directory's identity when it was opened
}

// walker opens directories below a root one component at a time, never through a symlink,
// and keeps them open (one handle per directory for the whole commit or recovery).
type walker struct {
	root *dirRef
	refs map[string]*dirRef
	errs map[string]error
}

func newWalker(root Dir) (*walker, error) {
	info, err := root.Stat()
	if err != nil {
		return nil, err
	}
	r := &dirRef{dir: root, info: info}
	return &walker{root: r, refs: map[string]*dirRef{"": r}, errs: map[string]error{}}, nil
}

// open returns the directory rel. The error wraps ErrSymlink when a component is a symbolic
// link and ErrNoParent when one is missing or not a directory; anything else is an I/O error.
func (w *walker) open(rel string) (*dirRef, error) {
	if r, ok := w.refs[rel]; ok {
		return r, nil
	}
	if err, ok := w.errs[rel]; ok {
		return nil, err
	}
	parentRel, name := "", rel
	if i := strings.LastIndexByte(rel, '/'); i >= 0 {
		parentRel, name = rel[:i], rel[i+1:]
	}
	parent, err := w.open(parentRel)
	if err == nil {
		var r *dirRef
		if r, err = openChild(parent, name); err == nil {
			w.refs[rel] = r
			return r, nil
		}
	}
	w.errs[rel] = err
	return nil, err
}

// openChild opens one subdirectory and classifies a failure.
func openChild(parent *dirRef, name string) (*dirRef, error) {
	rel := name
	if parent.rel != "" {
		rel = parent.rel + "/" + name
	}
	d, err := parent.dir.OpenDir(name)
	if err == nil {
		info, serr := d.Stat()
		if serr != nil {
			d.Close()
			return nil, serr
		}
		return &dirRef{rel: rel, dir: d, info: info}, nil
	}
	shown := joinName(parent.dir.Name(), name)
	fi, lerr := parent.dir.Lstat(name)
	switch {
	case errors.Is(lerr, fs.ErrNotExist):
		return nil, fmt.Errorf("%w: %s does not exist", ErrNoParent, shown)
	case lerr != nil:
		return nil, err
	case fi.Mode()&fs.ModeSymlink != 0:
		return nil, fmt.Errorf("%w: %s is a symbolic link", ErrSymlink, shown)
	case !fi.IsDir():
		return nil, fmt.Errorf("%w: %s is not a directory", ErrNoParent, shown)
	}
	return nil, err
}

// verify walks to r afresh from the root and checks it still is the directory opened then: no
// component was moved, removed or replaced by a symlink in the meantime.
func (w *walker) verify(r *dirRef) error {
	if r.rel == "" {
		return nil // the root handle is the project; where it is now does not matter
	}
	cur := w.root
	var opened []Dir
	defer func() {
		for _, d := range opened {
			d.Close()
		}
	}()
	for _, name := range strings.Split(r.rel, "/") {
		next, err := openChild(cur, name)
		if err != nil {
			return fmt.Errorf("%w: %s: %v", ErrDirChanged, filepath.FromSlash(r.rel), err)
		}
		opened = append(opened, next.dir)
		cur = next
	}
	if !sameFile(cur.info, r.info) {
		return fmt.Errorf("%w: %s is no longer the folder alfix opened", ErrDirChanged, joinName(w.root.dir.Name(), filepath.FromSlash(r.rel)))
	}
	return nil
}

// close closes every directory but the root.
func (w *walker) close() {
	for rel, r := range w.refs {
		if rel != "" {
			r.dir.Close()
		}
	}
}
