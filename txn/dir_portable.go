//go:build !linux || txnportable

package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
)

// The portable Dir, built on os.Root: every call is made on the project root's os.Root with a
// path below it, so the operating system itself refuses any symlink that leads out of the
// project (os.Root's guarantee, on every platform Go supports). On top of that each directory is
// opened only after an Lstat says it is a real directory, and its identity is compared with that
// Lstat once it is open; files are opened the same way. A symlink swapped in between two calls
// can therefore send a call to another directory inside the project, never outside it; the
// committer's re-verification of every directory after staging catches that too. Exchange and
// NoReplace renames are not available (errors.ErrUnsupported), so the committer uses its
// check-then-rename fallback. Linux uses dir_linux.go instead; `-tags txnportable` builds this
// one there so that it is tested too.

// errDirMismatch reports a directory or file that changed between its Lstat and its opening.
var errDirMismatch = errors.New("changed while it was opened")

// portableDirs tells tests which Dir this build has.
const portableDirs = true

type rootDir struct {
	top  *os.Root // the project root, shared by every Dir opened below it
	rel  string   // this directory below top ("." for the root)
	name string
	own  bool // closes top
}

func openRootDir(path string) (Dir, error) {
	r, err := os.OpenRoot(path)
	if err != nil {
		return nil, err
	}
	return &rootDir{top: r, rel: ".", name: path, own: true}, nil
}

func (d *rootDir) path(name string) string { return filepath.Join(d.rel, name) }
func (d *rootDir) Name() string            { return d.name }

func (d *rootDir) Close() error {
	if d.own {
		return d.top.Close()
	}
	return nil
}

func (d *rootDir) pathErr(op, name string, err error) error {
	return &fs.PathError{Op: op, Path: joinName(d.name, name), Err: err}
}

func (d *rootDir) Stat() (fs.FileInfo, error) { return d.top.Stat(d.rel) }

func (d *rootDir) Sync() error {
	if runtime.GOOS == "windows" {
		return nil // directories cannot be fsynced there; MoveFileEx is durable enough
	}
	f, err := d.top.Open(d.rel)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (d *rootDir) OpenDir(name string) (Dir, error) {
	if err := checkName(name); err != nil {
		return nil, d.pathErr("open", name, err)
	}
	p := d.path(name)
	fi, err := d.top.Lstat(p)
	if err != nil {
		return nil, err
	}
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		return nil, d.pathErr("open", name, errIsSymlink)
	case !fi.IsDir():
		return nil, d.pathErr("open", name, errors.New("not a directory"))
	}
	now, err := d.top.Stat(p)
	if err != nil {
		return nil, err
	}
	if !sameFile(fi, now) {
		return nil, d.pathErr("open", name, errDirMismatch)
	}
	return &rootDir{top: d.top, rel: p, name: joinName(d.name, name)}, nil
}

func (d *rootDir) Mkdir(name string, perm fs.FileMode) error {
	if err := checkName(name); err != nil {
		return d.pathErr("mkdir", name, err)
	}
	return d.top.Mkdir(d.path(name), perm)
}

// open opens name after checking it is not a symlink, and checks the opened file is the one
// that was checked.
func (d *rootDir) open(name string, flag int, perm fs.FileMode) (*os.File, error) {
	if err := checkName(name); err != nil {
		return nil, d.pathErr("open", name, err)
	}
	p := d.path(name)
	if flag&os.O_CREATE != 0 && flag&os.O_EXCL != 0 {
		// O_EXCL never follows a symlink: an existing name of any kind fails.
		return d.top.OpenFile(p, flag, perm)
	}
	before, err := d.top.Lstat(p)
	if err != nil && !(errors.Is(err, fs.ErrNotExist) && flag&os.O_CREATE != 0) {
		return nil, err
	}
	if before != nil && before.Mode()&fs.ModeSymlink != 0 {
		return nil, d.pathErr("open", name, errIsSymlink)
	}
	f, err := d.top.OpenFile(p, flag, perm)
	if err != nil {
		return nil, err
	}
	if before != nil {
		now, err := f.Stat()
		if err != nil || !sameFile(before, now) {
			f.Close()
			return nil, d.pathErr("open", name, errDirMismatch)
		}
	}
	return f, nil
}

func (d *rootDir) OpenFile(name string, flag int, perm fs.FileMode) (File, error) {
	f, err := d.open(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return f, nil
}

func (d *rootDir) ReadFile(name string) ([]byte, fs.FileInfo, error) {
	fi, err := d.Lstat(name)
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, d.pathErr("read", name, errNotRegular)
	}
	f, err := d.open(name, os.O_RDONLY, 0)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	now, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	data, err := readAll(f, now.Size())
	if err != nil {
		return nil, nil, err
	}
	return data, now, nil
}

func (d *rootDir) Lstat(name string) (fs.FileInfo, error) {
	if err := checkName(name); err != nil {
		return nil, d.pathErr("lstat", name, err)
	}
	return d.top.Lstat(d.path(name))
}

func (d *rootDir) ReadDir() ([]fs.DirEntry, error) {
	f, err := d.top.Open(d.rel)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	list, err := f.ReadDir(-1)
	sort.Slice(list, func(i, j int) bool { return list[i].Name() < list[j].Name() })
	return list, err
}

func (d *rootDir) other(newdir Dir) (*rootDir, error) {
	nd, ok := newdir.(*rootDir)
	if !ok || nd.top != d.top {
		return nil, errForeignDir
	}
	return nd, nil
}

func (d *rootDir) Link(oldname string, newdir Dir, newname string) error {
	nd, err := d.other(newdir)
	if err == nil {
		err = checkName(oldname)
	}
	if err == nil {
		err = checkName(newname)
	}
	if err != nil {
		return &os.LinkError{Op: "link", Old: joinName(d.name, oldname), New: joinName(newdir.Name(), newname), Err: err}
	}
	return d.top.Link(d.path(oldname), nd.path(newname))
}

func (d *rootDir) Rename(oldname string, newdir Dir, newname string, mode RenameMode) error {
	nd, err := d.other(newdir)
	if err == nil {
		err = checkName(oldname)
	}
	if err == nil {
		err = checkName(newname)
	}
	if err == nil && mode != Replace {
		err = fmt.Errorf("%w: %s", errors.ErrUnsupported, mode)
	}
	if err != nil {
		return &os.LinkError{Op: mode.String(), Old: joinName(d.name, oldname), New: joinName(newdir.Name(), newname), Err: err}
	}
	return d.top.Rename(d.path(oldname), nd.path(newname))
}

func (d *rootDir) Remove(name string) error {
	if err := checkName(name); err != nil {
		return d.pathErr("remove", name, err)
	}
	return d.top.Remove(d.path(name))
}

func (d *rootDir) Lock(name string) (func() error, error) {
	f, err := d.open(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return lockOpenFile(f)
}
