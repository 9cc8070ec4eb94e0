package txn

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// FS is the set of file-system operations Commit and Recover use. OS is the real implementation;
// tests wrap it (see package txntest) to inject faults or run code at a chosen moment.
//
// Below the project root everything goes through a Dir: a handle on one directory, opened without
// following a symbolic link, on which every call names one entry of that directory (openat-style).
// A path below the root is never handed to the operating system as a string, so no symlink
// placed or swapped in by someone else can redirect a call outside the directory alfix opened.
type FS interface {
	// Lstat describes the file at an absolute path without following a final symlink. Only used
	// for the cheap "is there a .alfix at all" check of Recover.
	Lstat(path string) (fs.FileInfo, error)
	// EvalSymlinks returns path with every symlink resolved, like filepath.EvalSymlinks. Only the
	// project root is resolved this way (the user chose it, links and all).
	EvalSymlinks(path string) (string, error)
	// OpenDir opens the directory at an absolute, resolved path: the project root.
	OpenDir(path string) (Dir, error)
	// Key returns this user's journal key (see doc.go). With create, a missing key is made.
	Key(create bool) ([]byte, error)
}

// Dir is an open directory. Every name is one entry of it: no separators, not "." or "..".
// No method follows a symbolic link in name: a symlink is an entry like any other, and
// OpenDir, OpenFile, ReadFile and Lock refuse one.
type Dir interface {
	// Name is the directory's path, for messages.
	Name() string
	// OpenDir opens the subdirectory name; it fails if name is a symlink or not a directory.
	OpenDir(name string) (Dir, error)
	// Mkdir creates the subdirectory name.
	Mkdir(name string, perm fs.FileMode) error
	// OpenFile opens name like os.OpenFile, never following a symlink.
	OpenFile(name string, flag int, perm fs.FileMode) (File, error)
	// ReadFile reads the regular file name and describes the file it read (it fails for anything
	// that is not a regular file, and never blocks on a FIFO).
	ReadFile(name string) ([]byte, fs.FileInfo, error)
	// Lstat describes name without following it.
	Lstat(name string) (fs.FileInfo, error)
	// Stat describes the directory itself (its identity is compared after staging).
	Stat() (fs.FileInfo, error)
	// ReadDir lists the directory, sorted by name.
	ReadDir() ([]fs.DirEntry, error)
	// Link creates newname in newdir as a hard link to oldname (not following a symlink).
	Link(oldname string, newdir Dir, newname string) error
	// Rename moves oldname to newname in newdir as mode says. A mode the system or file system
	// cannot do fails with an error matching errors.ErrUnsupported, having done nothing.
	Rename(oldname string, newdir Dir, newname string, mode RenameMode) error
	// Remove removes the file, symlink or empty directory name.
	Remove(name string) error
	// Sync makes the directory's entries durable (fsync of the directory).
	Sync() error
	// Lock takes an exclusive lock tied to the file name (created if missing, never through a
	// symlink), blocking until it is free; calling the returned function releases it.
	Lock(name string) (unlock func() error, err error)
	// Close releases the handle.
	Close() error
}

// RenameMode says what Dir.Rename does when the new name exists.
type RenameMode int

const (
	// Replace replaces newname atomically (rename(2)).
	Replace RenameMode = iota
	// NoReplace fails with an error matching fs.ErrExist when newname exists.
	NoReplace
	// Exchange swaps the two names atomically; both must exist. The file that was at newname is
	// then at oldname, so nothing it held is ever destroyed.
	Exchange
)

func (m RenameMode) String() string {
	switch m {
	case NoReplace:
		return "rename-noreplace"
	case Exchange:
		return "exchange"
	}
	return "rename"
}

// File is an open file as Dir.OpenFile returns it.
type File interface {
	io.Writer
	// Sync commits the file's content to stable storage (fsync).
	Sync() error
	// Chmod changes the file's mode.
	Chmod(mode fs.FileMode) error
	// Stat describes the open file (its identity is what a rollback later expects to find).
	Stat() (fs.FileInfo, error)
	// Close closes the file.
	Close() error
	// Name returns the file's path.
	Name() string
}

// OS is the real file system.
var OS FS = osFS{}

type osFS struct{}

func (osFS) Lstat(name string) (fs.FileInfo, error)   { return os.Lstat(name) }
func (osFS) EvalSymlinks(path string) (string, error) { return filepath.EvalSymlinks(path) }
func (osFS) OpenDir(path string) (Dir, error)         { return openRootDir(path) }
func (osFS) Key(create bool) ([]byte, error)          { return userKey(create) }

// Errors of the OS implementation.
var (
	errBadName    = errors.New("not a single directory entry name")
	errNotRegular = errors.New("not a regular file")
	errIsSymlink  = errors.New("is a symbolic link")
	errForeignDir = errors.New("directory handle of another file system")
)

// checkName refuses anything that is not one entry of a directory.
func checkName(name string) error {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/`+string(filepath.Separator)+"\x00") {
		return errBadName
	}
	return nil
}

func joinName(dir, name string) string { return dir + string(filepath.Separator) + name }

// readAll reads r, a file of size bytes when it was described, to its end in one allocation:
// size plus the bytes.MinRead that bytes.Buffer.ReadFrom wants free before each read, so that
// reading the end of the file does not grow the buffer (with size+1 every file read allocated
// twice its size and more; a commit reads each file it writes twice, see committer.check).
func readAll(r io.Reader, size int64) ([]byte, error) {
	buf := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead))
	if _, err := buf.ReadFrom(r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
