// Package txntest provides a txn.FS for tests: it counts every operation, fails chosen calls with
// a chosen error, and runs a hook before each call so a test can change a file at an exact moment
// of a commit. It must not be used outside tests.
package txntest

import (
	"io/fs"
	"sync"

	"github.com/alfix/alfix/txn"
)

// Op names one operation of txn.FS or txn.File.
type Op string

// The operations FaultFS counts and can fail.
const (
	OpOpenFile     Op = "OpenFile"
	OpWrite        Op = "Write"
	OpSync         Op = "Sync"
	OpChmod        Op = "Chmod"
	OpClose        Op = "Close"
	OpReadFile     Op = "ReadFile"
	OpLstat        Op = "Lstat"
	OpEvalSymlinks Op = "EvalSymlinks"
	OpLink         Op = "Link"
	OpRename       Op = "Rename"
	OpRemove       Op = "Remove"
	OpMkdir        Op = "Mkdir"
	OpMkdirAll     Op = "MkdirAll"
	OpReadDir      Op = "ReadDir"
	OpSyncDir      Op = "SyncDir"
	OpLock         Op = "Lock"
)

// AllOps lists every Op.
var AllOps = []Op{OpOpenFile, OpWrite, OpSync, OpChmod, OpClose, OpReadFile, OpLstat,
	OpEvalSymlinks, OpLink, OpRename, OpRemove, OpMkdir, OpMkdirAll, OpReadDir, OpSyncDir, OpLock}

type fault struct {
	op         Op
	nth        int
	err        error
	persistent bool
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

// Before sets a hook run before every operation (after counting, before any injected fault).
// The hook runs without FaultFS's lock held and may use the real file system.
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
	for _, ft := range f.faults {
		if ft.op == op && (n == ft.nth || ft.persistent && n > ft.nth) {
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

// OpenFile implements txn.FS.
func (f *FaultFS) OpenFile(name string, flag int, perm fs.FileMode) (txn.File, error) {
	if err := f.enter(OpOpenFile, name); err != nil {
		return nil, err
	}
	file, err := f.base.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return &faultFile{File: file, fs: f}, nil
}

// ReadFile implements txn.FS.
func (f *FaultFS) ReadFile(name string) ([]byte, error) {
	if err := f.enter(OpReadFile, name); err != nil {
		return nil, err
	}
	return f.base.ReadFile(name)
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

// Link implements txn.FS.
func (f *FaultFS) Link(oldname, newname string) error {
	if err := f.enter(OpLink, newname); err != nil {
		return err
	}
	return f.base.Link(oldname, newname)
}

// Rename implements txn.FS.
func (f *FaultFS) Rename(oldname, newname string) error {
	if err := f.enter(OpRename, newname); err != nil {
		return err
	}
	return f.base.Rename(oldname, newname)
}

// Remove implements txn.FS.
func (f *FaultFS) Remove(name string) error {
	if err := f.enter(OpRemove, name); err != nil {
		return err
	}
	return f.base.Remove(name)
}

// Mkdir implements txn.FS.
func (f *FaultFS) Mkdir(name string, perm fs.FileMode) error {
	if err := f.enter(OpMkdir, name); err != nil {
		return err
	}
	return f.base.Mkdir(name, perm)
}

// MkdirAll implements txn.FS.
func (f *FaultFS) MkdirAll(name string, perm fs.FileMode) error {
	if err := f.enter(OpMkdirAll, name); err != nil {
		return err
	}
	return f.base.MkdirAll(name, perm)
}

// ReadDir implements txn.FS.
func (f *FaultFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if err := f.enter(OpReadDir, name); err != nil {
		return nil, err
	}
	return f.base.ReadDir(name)
}

// SyncDir implements txn.FS.
func (f *FaultFS) SyncDir(dir string) error {
	if err := f.enter(OpSyncDir, dir); err != nil {
		return err
	}
	return f.base.SyncDir(dir)
}

// Lock implements txn.FS.
func (f *FaultFS) Lock(path string) (func() error, error) {
	if err := f.enter(OpLock, path); err != nil {
		return nil, err
	}
	return f.base.Lock(path)
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

// Close always closes the underlying file, so an injected failure leaks no descriptor.
func (ff *faultFile) Close() error {
	err := ff.fs.enter(OpClose, ff.Name())
	if cerr := ff.File.Close(); err == nil {
		err = cerr
	}
	return err
}
