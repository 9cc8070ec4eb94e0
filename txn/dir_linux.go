//go:build linux && !txnportable

package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"time"

	"golang.org/x/sys/unix"
)

// The Linux Dir: a directory file descriptor and the *at system calls on it, with O_NOFOLLOW on
// every open and renameat2(2) for Exchange and NoReplace.

// portableDirs tells tests which Dir this build has.
const portableDirs = false

type linuxDir struct {
	f    *os.File
	name string
}

func openRootDir(path string) (Dir, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	return &linuxDir{f: os.NewFile(uintptr(fd), path), name: path}, nil
}

func (d *linuxDir) fd() int      { return int(d.f.Fd()) }
func (d *linuxDir) Name() string { return d.name }
func (d *linuxDir) Close() error { return d.f.Close() }
func (d *linuxDir) Sync() error  { return d.f.Sync() }

func (d *linuxDir) Stat() (fs.FileInfo, error) { return d.f.Stat() }

func (d *linuxDir) pathErr(op, name string, err error) error {
	return &fs.PathError{Op: op, Path: joinName(d.name, name), Err: err}
}

func (d *linuxDir) OpenDir(name string) (Dir, error) {
	if err := checkName(name); err != nil {
		return nil, d.pathErr("openat", name, err)
	}
	fd, err := unix.Openat(d.fd(), name, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		if err == unix.ELOOP {
			err = errIsSymlink
		}
		return nil, d.pathErr("openat", name, err)
	}
	p := joinName(d.name, name)
	return &linuxDir{f: os.NewFile(uintptr(fd), p), name: p}, nil
}

func (d *linuxDir) Mkdir(name string, perm fs.FileMode) error {
	if err := checkName(name); err != nil {
		return d.pathErr("mkdirat", name, err)
	}
	if err := unix.Mkdirat(d.fd(), name, uint32(perm.Perm())); err != nil {
		return d.pathErr("mkdirat", name, err)
	}
	return nil
}

func (d *linuxDir) OpenFile(name string, flag int, perm fs.FileMode) (File, error) {
	if err := checkName(name); err != nil {
		return nil, d.pathErr("openat", name, err)
	}
	fd, err := unix.Openat(d.fd(), name, flag|unix.O_NOFOLLOW|unix.O_CLOEXEC, uint32(perm.Perm()))
	if err != nil {
		if err == unix.ELOOP {
			err = errIsSymlink
		}
		return nil, d.pathErr("openat", name, err)
	}
	return os.NewFile(uintptr(fd), joinName(d.name, name)), nil
}

func (d *linuxDir) ReadFile(name string) ([]byte, fs.FileInfo, error) {
	if err := checkName(name); err != nil {
		return nil, nil, d.pathErr("openat", name, err)
	}
	fd, err := unix.Openat(d.fd(), name, unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		if err == unix.ELOOP {
			err = errIsSymlink
		}
		return nil, nil, d.pathErr("openat", name, err)
	}
	f := os.NewFile(uintptr(fd), joinName(d.name, name))
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, d.pathErr("read", name, errNotRegular)
	}
	data, err := readAll(f, fi.Size())
	if err != nil {
		return nil, nil, err
	}
	return data, fi, nil
}

func (d *linuxDir) Lstat(name string) (fs.FileInfo, error) {
	if err := checkName(name); err != nil {
		return nil, d.pathErr("fstatat", name, err)
	}
	var st unix.Stat_t
	if err := unix.Fstatat(d.fd(), name, &st, unix.AT_SYMLINK_NOFOLLOW); err != nil {
		return nil, d.pathErr("fstatat", name, err)
	}
	return &statInfo{name: name, st: st}, nil
}

func (d *linuxDir) ReadDir() ([]fs.DirEntry, error) {
	fd, err := unix.Openat(d.fd(), ".", unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &fs.PathError{Op: "openat", Path: d.name, Err: err}
	}
	f := os.NewFile(uintptr(fd), d.name)
	defer f.Close()
	list, err := f.ReadDir(-1)
	sort.Slice(list, func(i, j int) bool { return list[i].Name() < list[j].Name() })
	return list, err
}

func (d *linuxDir) other(newdir Dir) (*linuxDir, error) {
	nd, ok := newdir.(*linuxDir)
	if !ok {
		return nil, errForeignDir
	}
	return nd, nil
}

func (d *linuxDir) Link(oldname string, newdir Dir, newname string) error {
	nd, err := d.other(newdir)
	if err == nil {
		err = checkName(oldname)
	}
	if err == nil {
		err = checkName(newname)
	}
	if err == nil {
		err = unix.Linkat(d.fd(), oldname, nd.fd(), newname, 0) // 0: a symlink is linked, not followed
	}
	if err != nil {
		return &os.LinkError{Op: "linkat", Old: joinName(d.name, oldname), New: joinName(newdir.Name(), newname), Err: err}
	}
	return nil
}

func (d *linuxDir) Rename(oldname string, newdir Dir, newname string, mode RenameMode) error {
	nd, err := d.other(newdir)
	if err == nil {
		err = checkName(oldname)
	}
	if err == nil {
		err = checkName(newname)
	}
	if err == nil {
		switch mode {
		case Replace:
			err = unix.Renameat(d.fd(), oldname, nd.fd(), newname)
		case NoReplace:
			err = unix.Renameat2(d.fd(), oldname, nd.fd(), newname, unix.RENAME_NOREPLACE)
		case Exchange:
			err = unix.Renameat2(d.fd(), oldname, nd.fd(), newname, unix.RENAME_EXCHANGE)
		default:
			err = fmt.Errorf("unknown rename mode %d", mode)
		}
		if mode != Replace && (err == unix.EINVAL || err == unix.ENOSYS || err == unix.EOPNOTSUPP) {
			// The kernel or this file system has no renameat2 with that flag.
			err = fmt.Errorf("%w: %s (%v)", errors.ErrUnsupported, mode, err)
		}
	}
	if err != nil {
		return &os.LinkError{Op: mode.String(), Old: joinName(d.name, oldname), New: joinName(newdir.Name(), newname), Err: err}
	}
	return nil
}

func (d *linuxDir) Remove(name string) error {
	if err := checkName(name); err != nil {
		return d.pathErr("unlinkat", name, err)
	}
	err := unix.Unlinkat(d.fd(), name, 0)
	if err == unix.EISDIR {
		err = unix.Unlinkat(d.fd(), name, unix.AT_REMOVEDIR)
	}
	if err != nil {
		return d.pathErr("unlinkat", name, err)
	}
	return nil
}

func (d *linuxDir) Lock(name string) (func() error, error) {
	f, err := d.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	return lockOpenFile(f.(*os.File))
}

// statInfo is an fs.FileInfo from fstatat(2).
type statInfo struct {
	name string
	st   unix.Stat_t
}

func (s *statInfo) Name() string       { return s.name }
func (s *statInfo) Size() int64        { return s.st.Size }
func (s *statInfo) ModTime() time.Time { return time.Unix(s.st.Mtim.Unix()) }
func (s *statInfo) IsDir() bool        { return s.Mode().IsDir() }
func (s *statInfo) Sys() any           { return &s.st }
func (s *statInfo) fileID() fileID     { return fileID{uint64(s.st.Dev), s.st.Ino} }

func (s *statInfo) Mode() fs.FileMode {
	m := fs.FileMode(s.st.Mode & 0o777)
	switch s.st.Mode & unix.S_IFMT {
	case unix.S_IFDIR:
		m |= fs.ModeDir
	case unix.S_IFLNK:
		m |= fs.ModeSymlink
	case unix.S_IFIFO:
		m |= fs.ModeNamedPipe
	case unix.S_IFSOCK:
		m |= fs.ModeSocket
	case unix.S_IFCHR:
		m |= fs.ModeDevice | fs.ModeCharDevice
	case unix.S_IFBLK:
		m |= fs.ModeDevice
	}
	if s.st.Mode&unix.S_ISUID != 0 {
		m |= fs.ModeSetuid
	}
	if s.st.Mode&unix.S_ISGID != 0 {
		m |= fs.ModeSetgid
	}
	if s.st.Mode&unix.S_ISVTX != 0 {
		m |= fs.ModeSticky
	}
	return m
}
