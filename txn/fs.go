package txn

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// FS is the set of file-system operations Commit and Recover use. OS is the real implementation;
// tests wrap it (see package txntest) to inject faults or run code at a chosen moment.
type FS interface {
	// OpenFile opens a file like os.OpenFile.
	OpenFile(name string, flag int, perm fs.FileMode) (File, error)
	// ReadFile reads a whole file like os.ReadFile.
	ReadFile(name string) ([]byte, error)
	// Lstat describes a file without following a final symlink.
	Lstat(name string) (fs.FileInfo, error)
	// EvalSymlinks returns path with every symlink resolved, like filepath.EvalSymlinks.
	EvalSymlinks(path string) (string, error)
	// Link creates newname as a hard link to oldname.
	Link(oldname, newname string) error
	// Rename renames oldname to newname, atomically replacing newname.
	Rename(oldname, newname string) error
	// Remove removes a file or an empty directory.
	Remove(name string) error
	// Mkdir creates one directory.
	Mkdir(name string, perm fs.FileMode) error
	// MkdirAll creates a directory and its missing parents.
	MkdirAll(name string, perm fs.FileMode) error
	// ReadDir lists a directory, sorted by name.
	ReadDir(name string) ([]fs.DirEntry, error)
	// SyncDir makes the entries of a directory durable (fsync of the directory).
	SyncDir(dir string) error
	// Lock takes an exclusive lock tied to the file at path (created if missing), blocking until
	// it is free; calling the returned function releases it.
	Lock(path string) (unlock func() error, err error)
}

// File is an open file as FS.OpenFile returns it.
type File interface {
	io.Writer
	// Sync commits the file's content to stable storage (fsync).
	Sync() error
	// Chmod changes the file's mode.
	Chmod(mode fs.FileMode) error
	// Close closes the file.
	Close() error
	// Name returns the name the file was opened with.
	Name() string
}

// OS is the real file system.
var OS FS = osFS{}

type osFS struct{}

func (osFS) OpenFile(name string, flag int, perm fs.FileMode) (File, error) {
	f, err := os.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err // avoid a non-nil interface holding a nil *os.File
	}
	return f, nil
}
func (osFS) ReadFile(name string) ([]byte, error)         { return os.ReadFile(name) }
func (osFS) Lstat(name string) (fs.FileInfo, error)       { return os.Lstat(name) }
func (osFS) EvalSymlinks(path string) (string, error)     { return filepath.EvalSymlinks(path) }
func (osFS) Link(oldname, newname string) error           { return os.Link(oldname, newname) }
func (osFS) Rename(oldname, newname string) error         { return os.Rename(oldname, newname) }
func (osFS) Remove(name string) error                     { return os.Remove(name) }
func (osFS) Mkdir(name string, perm fs.FileMode) error    { return os.Mkdir(name, perm) }
func (osFS) MkdirAll(name string, perm fs.FileMode) error { return os.MkdirAll(name, perm) }
func (osFS) ReadDir(name string) ([]fs.DirEntry, error)   { return os.ReadDir(name) }
func (osFS) Lock(path string) (func() error, error)       { return lockFile(path) }

func (osFS) SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil // directories cannot be fsynced there; MoveFileEx is durable enough
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	if err := d.Sync(); err != nil {
		d.Close()
		return err
	}
	return d.Close()
}
