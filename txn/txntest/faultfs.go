// Package txntest provides a txn.FS for tests: it counts every operation, fails chosen calls with
// a chosen error, and runs a hook before each call so a test can change a file at an exact moment
// of a commit. It wraps every txn.FS, txn.Dir and txn.File call, so a test reaches every single
// file-system call txn makes. It must not be used outside tests.
package txntest

import (
	"io/fs"
	"path/filepath"
	"sync"

	"github.com/alfix/alfix/txn"
)

// Op names one operation of txn.FS, txn.Dir or txn.File.
type Op string

// The operations FaultFS counts and can fail.
const (
	OpLstat        Op = "Lstat"        // FS.Lstat and Dir.Lstat
	OpEvalSymlinks Op = "EvalSymlinks" // FS.EvalSymlinks
	OpOpenDir      Op = "OpenDir"      // FS.OpenDir and Dir.OpenDir
	OpKey          Op = "Key"          // FS.Key
	OpMkdir        Op = "Mkdir"
	OpOpenFile     Op = "OpenFile"
	OpReadFile     Op = "ReadFile"
	OpStat         Op = "Stat" // Dir.Stat and File.Stat
	OpReadDir      Op = "ReadDir"
	OpLink         Op = "Link"
	OpRename       Op = "Rename" // every mode; the hook's path is the new name
	OpRemove       Op = "Remove"
	OpSyncDir      Op = "SyncDir" // Dir.Sync
	OpLock         Op = "Lock"
	OpCloseDir     Op = "CloseDir"
	OpWrite        Op = "Write"
	OpSync         Op = "Sync" // File.Sync
	OpChmod        Op = "Chmod"
	OpClose        Op = "Close" // File.Close
)

// AllOps lists every Op.
var AllOps = []Op{OpLstat, OpEvalSymlinks, OpOpenDir, OpKey, OpMkdir, OpOpenFile, OpReadFile, OpStat,
	OpReadDir, OpLink, OpRename, OpRemove, OpSyncDir, OpLock, OpCloseDir, OpWrite, OpSync, OpChmod, OpClose}

type fault struct {
	op         Op
	nth        int
	path       string // with FailAt: the path instead of nth
	err        error
	persistent bool
	done       bool
}

// FaultFS wraps a txn.FS. The zero value is not usable; call New.
type FaultFS struct {
	base   txn.FS
	mu     sync.Mutex
	counts map[Op]int
	faults []fault
	hook   func(op Op, path string)
	calls  []Call
	record bool
}

// Call is one recorded operation.
type Call struct {
	Op   Op
	Path string
	N    int // 1-based index among calls of Op
}

// New wraps base (nil means txn.OS).
func New(base txn.FS) *FaultFS {
	if base == nil {
		base = txn.OS
	}
	return &FaultFS{base: base, counts: map[Op]int{}}
}

// Fail makes the nth call (1-based) of op fail with err; the operation is not performed.
func (f *FaultFS) Fail(op Op, nth int, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.faults = append(f.faults, fault{op: op, nth: nth, err: err})
}

// FailFrom makes the nth call of op and every later one fail with err.
func (f *FaultFS) FailFrom(op Op, nth int, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.faults = append(f.faults, fault{op: op, nth: nth, err: err, persistent: true})
}

// FailAt makes the first call of op on path (as the hook sees it) fail with err.
func (f *FaultFS) FailAt(op Op, path string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.faults = append(f.faults, fault{op: op, path: path, err: err})
}

// Before sets a hook run before every operation (after counting, before any injected fault).
// path is the absolute path the operation is about (for Rename and Link: the new name). The
// hook runs without FaultFS's lock held and may use the real file system.
func (f *FaultFS) Before(hook func(op Op, path string)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.hook = hook
}

// Record makes FaultFS remember every call (see Calls).
func (f *FaultFS) Record() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.record = true
}

// Calls returns the recorded calls in order.
func (f *FaultFS) Calls() []Call {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Call(nil), f.calls...)
}

// Counts returns how many times each op was called so far.
func (f *FaultFS) Counts() map[Op]int {
	f.mu.Lock()
	defer f.mu.Unlock()
	m := make(map[Op]int, len(f.counts))
	for k, v := range f.counts {
		m[k] = v
	}
	return m
}

// enter counts a call, runs the hook and returns the injected error, if any.
func (f *FaultFS) enter(op Op, path string) error {
	f.mu.Lock()
	f.counts[op]++
	n := f.counts[op]
	if f.record {
		f.calls = append(f.calls, Call{Op: op, Path: path, N: n})
	}
	hook := f.hook
	var err error
	for i := range f.faults {
		ft := &f.faults[i]
		if ft.op != op {
			continue
		}
		if ft.path != "" && ft.path == path && !ft.done || ft.path == "" && (n == ft.nth || ft.persistent && n > ft.nth) {
			ft.done = true
			err = &fs.PathError{Op: string(op) + " (injected)", Path: path, Err: ft.err}
			break
		}
	}
	f.mu.Unlock()
	if hook != nil {
		hook(op, path)
	}
	return err
}

// Lstat implements txn.FS.
func (f *FaultFS) Lstat(name string) (fs.FileInfo, error) {
	if err := f.enter(OpLstat, name); err != nil {
		return nil, err
	}
	return f.base.Lstat(name)
}

// EvalSymlinks implements txn.FS.
func (f *FaultFS) EvalSymlinks(path string) (string, error) {
	if err := f.enter(OpEvalSymlinks, path); err != nil {
		return "", err
	}
	return f.base.EvalSymlinks(path)
}

// OpenDir implements txn.FS.
func (f *FaultFS) OpenDir(path string) (txn.Dir, error) {
	if err := f.enter(OpOpenDir, path); err != nil {
		return nil, err
	}
	d, err := f.base.OpenDir(path)
	if err != nil {
		return nil, err
	}
	return &faultDir{base: d, fs: f}, nil
}

// Key implements txn.FS.
func (f *FaultFS) Key(create bool) ([]byte, error) {
	if err := f.enter(OpKey, ""); err != nil {
		return nil, err
	}
	return f.base.Key(create)
}

type faultDir struct {
	base txn.Dir
	fs   *FaultFS
}

func (d *faultDir) path(name string) string { return filepath.Join(d.base.Name(), name) }

// unwrap returns the Dir a faultDir wraps, for the calls that take a second directory.
func unwrap(d txn.Dir) txn.Dir {
	if fd, ok := d.(*faultDir); ok {
		return fd.base
	}
	return d
}

func (d *faultDir) Name() string { return d.base.Name() }

func (d *faultDir) OpenDir(name string) (txn.Dir, error) {
	if err := d.fs.enter(OpOpenDir, d.path(name)); err != nil {
		return nil, err
	}
	sub, err := d.base.OpenDir(name)
	if err != nil {
		return nil, err
	}
	return &faultDir{base: sub, fs: d.fs}, nil
}

func (d *faultDir) Mkdir(name string, perm fs.FileMode) error {
	if err := d.fs.enter(OpMkdir, d.path(name)); err != nil {
		return err
	}
	return d.base.Mkdir(name, perm)
}

func (d *faultDir) OpenFile(name string, flag int, perm fs.FileMode) (txn.File, error) {
	if err := d.fs.enter(OpOpenFile, d.path(name)); err != nil {
		return nil, err
	}
	file, err := d.base.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return &faultFile{File: file, fs: d.fs}, nil
}

func (d *faultDir) ReadFile(name string) ([]byte, fs.FileInfo, error) {
	if err := d.fs.enter(OpReadFile, d.path(name)); err != nil {
		return nil, nil, err
	}
	return d.base.ReadFile(name)
}

func (d *faultDir) Lstat(name string) (fs.FileInfo, error) {
	if err := d.fs.enter(OpLstat, d.path(name)); err != nil {
		return nil, err
	}
	return d.base.Lstat(name)
}

func (d *faultDir) Stat() (fs.FileInfo, error) {
	if err := d.fs.enter(OpStat, d.base.Name()); err != nil {
		return nil, err
	}
	return d.base.Stat()
}

func (d *faultDir) ReadDir() ([]fs.DirEntry, error) {
	if err := d.fs.enter(OpReadDir, d.base.Name()); err != nil {
		return nil, err
	}
	return d.base.ReadDir()
}

func (d *faultDir) Link(oldname string, newdir txn.Dir, newname string) error {
	if err := d.fs.enter(OpLink, filepath.Join(newdir.Name(), newname)); err != nil {
		return err
	}
	return d.base.Link(oldname, unwrap(newdir), newname)
}

func (d *faultDir) Rename(oldname string, newdir txn.Dir, newname string, mode txn.RenameMode) error {
	if err := d.fs.enter(OpRename, filepath.Join(newdir.Name(), newname)); err != nil {
		return err
	}
	return d.base.Rename(oldname, unwrap(newdir), newname, mode)
}

func (d *faultDir) Remove(name string) error {
	if err := d.fs.enter(OpRemove, d.path(name)); err != nil {
		return err
	}
	return d.base.Remove(name)
}

func (d *faultDir) Sync() error {
	if err := d.fs.enter(OpSyncDir, d.base.Name()); err != nil {
		return err
	}
	return d.base.Sync()
}

func (d *faultDir) Lock(name string) (func() error, error) {
	if err := d.fs.enter(OpLock, d.path(name)); err != nil {
		return nil, err
	}
	return d.base.Lock(name)
}

// Close always closes the underlying directory, so an injected failure leaks no descriptor.
func (d *faultDir) Close() error {
	err := d.fs.enter(OpCloseDir, d.base.Name())
	if cerr := d.base.Close(); err == nil {
		err = cerr
	}
	return err
}

type faultFile struct {
	txn.File
	fs *FaultFS
}

func (ff *faultFile) Write(p []byte) (int, error) {
	if err := ff.fs.enter(OpWrite, ff.Name()); err != nil {
		return 0, err
	}
	return ff.File.Write(p)
}

func (ff *faultFile) Sync() error {
	if err := ff.fs.enter(OpSync, ff.Name()); err != nil {
		return err
	}
	return ff.File.Sync()
}

func (ff *faultFile) Chmod(mode fs.FileMode) error {
	if err := ff.fs.enter(OpChmod, ff.Name()); err != nil {
		return err
	}
	return ff.File.Chmod(mode)
}

func (ff *faultFile) Stat() (fs.FileInfo, error) {
	if err := ff.fs.enter(OpStat, ff.Name()); err != nil {
		return nil, err
	}
	return ff.File.Stat()
}

// Close always closes the underlying file, so an injected failure leaks no descriptor.
func (ff *faultFile) Close() error {
	err := ff.fs.enter(OpClose, ff.Name())
	if cerr := ff.File.Close(); err == nil {
		err = cerr
	}
	return err
}
