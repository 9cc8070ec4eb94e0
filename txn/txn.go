package txn

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// Hash is the SHA-256 of a file's content.
type Hash = [32]byte

// Change is one file of a Plan.
type Change struct {
	// Path is absolute, or relative to Plan.Root; it must resolve inside Root.
	Path string
	// Base is the hash of the content the change was computed from; the file is written only if
	// it still has this content. Ignored when Create is set.
	Base Hash
	// Create means the file must not exist yet.
	Create bool
	// Delete removes the file (Content is ignored). It cannot be combined with Create.
	Delete bool
	// Content is the new bytes, written exactly as given.
	Content []byte
}

// Plan is a set of changes committed as one unit inside the project directory Root.
type Plan struct {
	Root    string
	Changes []Change
}

// Outcome says what happened to one file. The values other than Written are the conflict kinds
// of CONTRACT.md (apply_fix_all), plus Refused.
type Outcome string

// Outcomes of one file.
const (
	Written     Outcome = "Written"     // the new content is on disk and the transaction committed
	StaleFile   Outcome = "StaleFile"   // the file no longer has Base (or exists although Create)
	ReadFailed  Outcome = "ReadFailed"  // the file could not be read to check its hash
	WriteFailed Outcome = "WriteFailed" // staging, backing up or renaming this file failed
	RolledBack  Outcome = "RolledBack"  // the file had been written and was restored
	NotWritten  Outcome = "NotWritten"  // the file was left untouched because another one failed
	Refused     Outcome = "Refused"     // the path is unsafe: outside Root, escaping symlink, directory, read-only, ...
)

// FileResult reports one change of the plan.
type FileResult struct {
	Path    string // absolute and cleaned, as requested (not symlink-resolved)
	Outcome Outcome
	Err     error // why, for every outcome but Written
}

// Result reports a Commit.
type Result struct {
	// Committed is true when the commit point was reached: every file reported Written is on
	// disk. It is false when nothing was written (also when SkipStale dropped every change).
	Committed bool
	// Files has one entry per change, in plan order.
	Files []FileResult
}

// Options tune a Commit.
type Options struct {
	// SkipStale drops files that are stale or unreadable at the start (they are reported) and
	// commits the rest; without it any such file aborts the whole commit.
	SkipStale bool
	// FS is the file system; nil means OS.
	FS FS
}

// Errors carried in FileResult.Err (wrapped with details; test with errors.Is).
var (
	ErrOutsideRoot   = errors.New("path is outside the project root")
	ErrSymlinkEscape = errors.New("path goes through a symlink that leaves the project root")
	ErrIsDirectory   = errors.New("path is a directory")
	ErrNotRegular    = errors.New("path is not a regular file")
	ErrReadOnly      = errors.New("file is read-only (owner write bit clear)")
	ErrNoParent      = errors.New("parent directory does not exist")
	ErrDuplicate     = errors.New("path appears twice in the plan")
	ErrBadChange     = errors.New("invalid change")
	ErrReserved      = errors.New("path is inside alfix's own .alfix directory")
	ErrStale         = errors.New("file content differs from the hash the change was computed from")
	ErrExists        = errors.New("file exists although the change creates it")
	ErrVanished      = errors.New("file no longer exists")
	ErrOtherFailed   = errors.New("not written because another file of the transaction failed")
	ErrRolledBack    = errors.New("written, then restored because another file of the transaction failed")
)

const (
	alfixDir    = ".alfix"
	txnSubdir   = "txn"
	lockName    = "lock"
	stageSuffix = ".tmp"
	// stagePrefix is inserted in staged names: .<base>.alfix-<id>.tmp
	stageInfix     = ".alfix-"
	conflictPrefix = "conflict-"
	maxSyncWorkers = 32
)

// entry is the working state of one change that passed the path checks.
type entry struct {
	idx     int
	target  string // resolved path written to
	rel     string // target relative to the resolved root
	op      string
	base    Hash
	newHash Hash
	content []byte
	mode    fs.FileMode // to apply to the staged file; 0 for create (umask default)
	staged  string
	backup  string

	stagedMade, renamed bool
	checked             fs.FileInfo // Lstat at the re-check (nil: absent)
}

// Commit writes every change of plan or none of them. See the package documentation for the
// protocol. The error is non-nil only for failures that are not about one file (the root is
// unusable, the journal could not be written, a rollback could not finish); Result is filled in
// every case so the caller can report per file.
func Commit(ctx context.Context, plan Plan, opts Options) (Result, error) {
	fsys := opts.FS
	if fsys == nil {
		fsys = OS
	}
	c := &committer{ctx: ctx, fs: fsys, res: Result{Files: make([]FileResult, len(plan.Changes))}}
	err := c.run(plan, opts)
	return c.res, err
}

type committer struct {
	ctx      context.Context
	fs       FS
	res      Result
	root     string // resolved root
	txDir    string
	entries  []*entry
	journal  File
	id       string
	keepDir  bool // leave the transaction directory for Recover
	dirsSync []string
	dirCache map[string]evalResult
}

func (c *committer) set(i int, o Outcome, err error) {
	c.res.Files[i].Outcome = o
	c.res.Files[i].Err = err
}

// setAll gives every change without an outcome yet the outcome o.
func (c *committer) setAll(o Outcome, err error) {
	for i := range c.res.Files {
		if c.res.Files[i].Outcome == "" {
			c.set(i, o, err)
		}
	}
}

func (c *committer) run(plan Plan, opts Options) error {
	lexRoot, err := filepath.Abs(plan.Root)
	if err == nil {
		c.root, err = c.fs.EvalSymlinks(lexRoot)
	}
	for i, ch := range plan.Changes {
		c.res.Files[i].Path = absPath(lexRoot, ch.Path)
	}
	if err != nil {
		err = fmt.Errorf("txn: project root %q unusable: %w", plan.Root, err)
		c.setAll(NotWritten, err)
		return err
	}
	if len(plan.Changes) == 0 {
		return nil
	}

	// 1. Resolve and check paths; one refusal writes nothing.
	refused := false
	seen := map[string]int{}
	for i, ch := range plan.Changes {
		e, o, err := c.resolve(lexRoot, i, ch)
		if err == nil {
			if j, dup := seen[e.target]; dup {
				o, err = Refused, fmt.Errorf("%w: same file as change %d (%s)", ErrDuplicate, j, c.res.Files[j].Path)
			}
			seen[e.target] = i
		}
		if err != nil {
			c.set(i, o, err)
			refused = true
			continue
		}
		c.entries = append(c.entries, e)
	}
	if refused { // a refused or unvettable path: the caller is buggy or attacked
		c.setAll(NotWritten, ErrOtherFailed)
		return nil
	}

	// 2. Hash check against Base.
	failed := false
	kept := c.entries[:0]
	for _, e := range c.entries {
		if o, err := c.check(e, false); err != nil {
			c.set(e.idx, o, err)
			failed = true
			continue
		}
		kept = append(kept, e)
	}
	c.entries = kept
	if failed && !opts.SkipStale {
		c.setAll(NotWritten, ErrOtherFailed)
		return nil
	}
	if len(c.entries) == 0 {
		return nil
	}
	if err := c.ctx.Err(); err != nil {
		c.setAll(NotWritten, err)
		return err
	}

	// 3. Bookkeeping directory, lock, journal.
	txRoot := filepath.Join(c.root, alfixDir, txnSubdir)
	if err := ensureAlfixDir(c.fs, c.root); err != nil {
		c.setAll(NotWritten, err)
		return err
	}
	unlock, err := c.fs.Lock(filepath.Join(txRoot, lockName))
	if err != nil {
		err = fmt.Errorf("txn: lock: %w", err)
		c.setAll(NotWritten, err)
		return err
	}
	defer unlock()

	// Holding the lock, any transaction directory left here belongs to a process that died or
	// could not finish a rollback. Undo it first: otherwise its later recovery could mistake this
	// commit's content for its own and restore its backup over it.
	if _, err := recoverLocked(c.fs, c.root, txRoot); err != nil {
		err = fmt.Errorf("txn: an earlier transaction could not be recovered: %w", err)
		c.setAll(NotWritten, err)
		return err
	}

	if err := c.prepare(txRoot); err != nil {
		return err
	}
	if err := c.ctx.Err(); err != nil {
		c.abort(-1, "", err)
		return err
	}

	// 5. Re-check every target right before renaming.
	for _, e := range c.entries {
		if o, err := c.check(e, true); err != nil {
			c.abort(e.idx, o, err)
			return nil
		}
	}

	// 6. Rename, fsync directories, commit point.
	return c.apply()
}

// absPath is the reported form of a change's path: absolute and cleaned, not resolved.
func absPath(root, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(root, p)
}

// within reports whether p is root or below it (both clean and absolute).
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && filepath.IsLocal(rel)
}

// resolve checks one change's path. An unsafe path gives Refused; an I/O error while checking
// gives ReadFailed (and, like a refusal, stops the whole plan: the path could not be vetted).
func (c *committer) resolve(lexRoot string, i int, ch Change) (*entry, Outcome, error) {
	refuse := func(err error) (*entry, Outcome, error) { return nil, Refused, err }
	ioFail := func(err error) (*entry, Outcome, error) { return nil, ReadFailed, err }
	p := c.res.Files[i].Path
	if ch.Path == "" || strings.IndexByte(ch.Path, 0) >= 0 {
		return refuse(fmt.Errorf("%w: empty path or NUL byte", ErrBadChange))
	}
	if ch.Create && ch.Delete {
		return refuse(fmt.Errorf("%w: Create and Delete both set", ErrBadChange))
	}
	if p == lexRoot || p == c.root || !within(lexRoot, p) && !within(c.root, p) {
		return refuse(fmt.Errorf("%w: %s is not below %s", ErrOutsideRoot, p, lexRoot))
	}
	parent, err := c.evalDir(filepath.Dir(p))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return refuse(fmt.Errorf("%w: %v", ErrNoParent, err))
		}
		return ioFail(fmt.Errorf("resolving %s: %w", filepath.Dir(p), err))
	}
	if !within(c.root, parent) {
		return refuse(fmt.Errorf("%w: %s resolves to %s", ErrSymlinkEscape, filepath.Dir(p), parent))
	}
	target := filepath.Join(parent, filepath.Base(p))
	fi, err := c.fs.Lstat(target)
	switch {
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return ioFail(err)
	case err == nil && fi.Mode()&fs.ModeSymlink != 0:
		real, err := c.fs.EvalSymlinks(target)
		if errors.Is(err, fs.ErrNotExist) {
			return refuse(fmt.Errorf("%w: %s is a dangling symlink", ErrNotRegular, p))
		}
		if err != nil {
			return ioFail(fmt.Errorf("resolving %s: %w", p, err))
		}
		if !within(c.root, real) {
			return refuse(fmt.Errorf("%w: %s points to %s", ErrSymlinkEscape, p, real))
		}
		target = real
		if fi, err = c.fs.Lstat(target); err != nil {
			return ioFail(err)
		}
	}
	rel, _ := filepath.Rel(c.root, target)
	if !filepath.IsLocal(rel) || rel == "." {
		return refuse(fmt.Errorf("%w: %s", ErrOutsideRoot, target))
	}
	if first, _, _ := strings.Cut(filepath.ToSlash(rel), "/"); first == alfixDir {
		return refuse(fmt.Errorf("%w: %s", ErrReserved, p))
	}
	e := &entry{idx: i, target: target, rel: rel, base: ch.Base, content: ch.Content, op: opWrite}
	switch {
	case ch.Create:
		e.op = opCreate
		e.base = Hash{}
	case ch.Delete:
		e.op = opDelete
		e.content = nil
	}
	if e.op != opDelete {
		e.newHash = sha256.Sum256(e.content)
	}
	if fi != nil {
		switch {
		case fi.IsDir():
			return refuse(fmt.Errorf("%w: %s", ErrIsDirectory, p))
		case !fi.Mode().IsRegular():
			return refuse(fmt.Errorf("%w: %s is %v", ErrNotRegular, p, fi.Mode().Type()))
		case fi.Mode().Perm()&0o200 == 0:
			return refuse(fmt.Errorf("%w: %s has mode %v", ErrReadOnly, p, fi.Mode().Perm()))
		}
		e.mode = fi.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
	}
	return e, "", nil
}

// evalDir resolves a directory's symlinks once per directory and commit: plans touch many files
// in few directories, and resolving walks every component of the path.
func (c *committer) evalDir(dir string) (string, error) {
	if r, ok := c.dirCache[dir]; ok {
		return r.path, r.err
	}
	path, err := c.fs.EvalSymlinks(dir)
	if c.dirCache == nil {
		c.dirCache = map[string]evalResult{}
	}
	c.dirCache[dir] = evalResult{path, err}
	return path, err
}

type evalResult struct {
	path string
	err  error
}

// check compares the file on disk with what the change expects. With recheck it also records the
// file's identity for the comparison right before its rename.
func (c *committer) check(e *entry, recheck bool) (Outcome, error) {
	fi, err := c.fs.Lstat(e.target)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ReadFailed, err
	}
	if e.op == opCreate {
		if err == nil {
			return StaleFile, fmt.Errorf("%w: %s", ErrExists, e.target)
		}
		e.checked = nil
		return "", nil
	}
	if err != nil {
		return StaleFile, fmt.Errorf("%w: %s", ErrVanished, e.target)
	}
	if !fi.Mode().IsRegular() {
		return StaleFile, fmt.Errorf("%w: %s is no longer a regular file", ErrStale, e.target)
	}
	data, err := c.fs.ReadFile(e.target)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return StaleFile, fmt.Errorf("%w: %s", ErrVanished, e.target)
		}
		return ReadFailed, err
	}
	if sha256.Sum256(data) != e.base {
		return StaleFile, fmt.Errorf("%w: %s", ErrStale, e.target)
	}
	if recheck {
		e.checked = fi
	}
	return "", nil
}

// unchangedSinceCheck compares the target's identity with the one recorded at the re-check.
func (c *committer) unchangedSinceCheck(e *entry) (Outcome, error) {
	fi, err := c.fs.Lstat(e.target)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ReadFailed, err
	}
	if e.checked == nil {
		if err == nil {
			return StaleFile, fmt.Errorf("%w: %s", ErrExists, e.target)
		}
		return "", nil
	}
	if err != nil {
		return StaleFile, fmt.Errorf("%w: %s", ErrVanished, e.target)
	}
	if !os.SameFile(fi, e.checked) || fi.Size() != e.checked.Size() || !fi.ModTime().Equal(e.checked.ModTime()) {
		return StaleFile, fmt.Errorf("%w: %s changed during the commit", ErrStale, e.target)
	}
	return "", nil
}

// ensureAlfixDir creates <root>/.alfix/txn and <root>/.alfix/.gitignore (content "*").
func ensureAlfixDir(fsys FS, root string) error {
	dir := filepath.Join(root, alfixDir)
	if err := fsys.MkdirAll(filepath.Join(dir, txnSubdir), 0o755); err != nil {
		return fmt.Errorf("txn: creating %s: %w", dir, err)
	}
	gi := filepath.Join(dir, ".gitignore")
	if _, err := fsys.Lstat(gi); err == nil {
		return nil
	}
	f, err := fsys.OpenFile(gi, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("txn: creating %s: %w", gi, err)
	}
	_, werr := f.Write([]byte("*\n"))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		fsys.Remove(gi)
		return fmt.Errorf("txn: writing %s: %w", gi, werr)
	}
	return nil
}

func newID() string {
	var b [6]byte
	rand.Read(b[:])
	return time.Now().UTC().Format("20060102T150405.000000") + "-" + hex.EncodeToString(b[:])
}

// prepare writes the journal, stages every new content and backs up every original (step 3 and
// 4). On failure it has already aborted and set every outcome.
func (c *committer) prepare(txRoot string) error {
	c.id = newID()
	c.txDir = filepath.Join(txRoot, c.id)
	if err := c.fs.Mkdir(c.txDir, 0o755); err != nil {
		err = fmt.Errorf("txn: creating transaction directory: %w", err)
		c.setAll(NotWritten, err)
		return err
	}
	h := journalHeader{Version: journalV1, ID: c.id, Changes: make([]journalEntry, len(c.entries))}
	dirs := map[string]bool{}
	for i, e := range c.entries {
		je := journalEntry{Target: e.rel, Op: e.op}
		if e.op != opCreate {
			je.Base = hashHex(e.base)
			e.backup = filepath.Join(c.txDir, fmt.Sprintf("b%d", i))
			je.Backup = filepath.Base(e.backup)
		}
		if e.op != opDelete {
			je.New = hashHex(e.newHash)
			e.staged = filepath.Join(filepath.Dir(e.target), "."+filepath.Base(e.target)+stageInfix+c.id+stageSuffix)
			je.Staged, _ = filepath.Rel(c.root, e.staged)
		}
		h.Changes[i] = je
		dirs[filepath.Dir(e.target)] = true
	}
	for d := range dirs {
		c.dirsSync = append(c.dirsSync, d)
	}
	sort.Strings(c.dirsSync)

	data, err := encodeHeader(h)
	if err == nil {
		err = c.writeJournal(data, txRoot)
	}
	if err != nil {
		err = fmt.Errorf("txn: writing journal: %w", err)
		c.abort(-1, "", err)
		return err
	}

	// Stage in parallel: fsync dominates and the kernel handles many at once.
	if i, err := c.stageAll(); err != nil {
		c.abort(c.entries[i].idx, WriteFailed, err)
		return nil
	}
	for _, e := range c.entries {
		if e.backup == "" {
			continue
		}
		if err := c.backupOne(e); err != nil {
			o := WriteFailed
			if errors.Is(err, ErrStale) {
				o = StaleFile
			}
			c.abort(e.idx, o, err)
			return nil
		}
	}
	if err := c.fs.SyncDir(c.txDir); err != nil {
		err = fmt.Errorf("txn: fsync of backups: %w", err)
		c.abort(-1, "", err)
		return err
	}
	return nil
}

func (c *committer) writeJournal(data []byte, txRoot string) error {
	f, err := c.fs.OpenFile(filepath.Join(c.txDir, journalName), os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	c.journal = f
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := c.fs.SyncDir(c.txDir); err != nil {
		return err
	}
	return c.fs.SyncDir(txRoot)
}

// stageAll writes every staged file; it returns the index of a failing entry.
func (c *committer) stageAll() (int, error) {
	type failure struct {
		i   int
		err error
	}
	work := make(chan int)
	var mu sync.Mutex
	var first *failure
	var wg sync.WaitGroup
	workers := min(len(c.entries), maxSyncWorkers)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				if err := c.stageOne(c.entries[i]); err != nil {
					mu.Lock()
					if first == nil || i < first.i {
						first = &failure{i, err}
					}
					mu.Unlock()
				}
			}
		}()
	}
	for i, e := range c.entries {
		if e.op == opDelete {
			continue
		}
		mu.Lock()
		stop := first != nil
		mu.Unlock()
		if stop {
			break
		}
		work <- i
	}
	close(work)
	wg.Wait()
	if first != nil {
		return first.i, first.err
	}
	return 0, nil
}

func (c *committer) stageOne(e *entry) error {
	perm := fs.FileMode(0o600)
	if e.op == opCreate {
		perm = 0o666 // the umask decides, as for any new file
	}
	f, err := c.fs.OpenFile(e.staged, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return fmt.Errorf("staging %s: %w", e.target, err)
	}
	e.stagedMade = true
	err = writeAll(f, e.content)
	if err == nil && e.op != opCreate {
		err = f.Chmod(e.mode)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("staging %s: %w", e.target, err)
	}
	return nil
}

func writeAll(f File, data []byte) error {
	for len(data) > 0 {
		n, err := f.Write(data)
		if err != nil {
			return err
		}
		data = data[n:]
	}
	return nil
}

// backupOne hard-links the original into the transaction directory, or copies it when linking
// is not possible (and then checks the copy still has the base content).
func (c *committer) backupOne(e *entry) error {
	err := c.fs.Link(e.target, e.backup)
	if err == nil {
		return nil
	}
	linkErr := err
	c.fs.Remove(e.backup) // in case the link exists despite the error; it is ours either way
	data, err := c.fs.ReadFile(e.target)
	if err != nil {
		return fmt.Errorf("backing up %s (link: %v): %w", e.target, linkErr, err)
	}
	if sha256.Sum256(data) != e.base {
		return fmt.Errorf("%w: %s", ErrStale, e.target)
	}
	f, err := c.fs.OpenFile(e.backup, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("backing up %s (link: %v): %w", e.target, linkErr, err)
	}
	err = writeAll(f, data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("backing up %s (link: %v): %w", e.target, linkErr, err)
	}
	return nil
}

// apply renames every staged file into place and reaches the commit point (step 6).
func (c *committer) apply() error {
	for _, e := range c.entries {
		if o, err := c.unchangedSinceCheck(e); err != nil {
			c.rollback(e.idx, o, err)
			return nil
		}
		var err error
		if e.op == opDelete {
			err = c.fs.Remove(e.target)
		} else {
			err = c.fs.Rename(e.staged, e.target)
		}
		if err != nil {
			c.rollback(e.idx, WriteFailed, fmt.Errorf("installing %s: %w", e.target, err))
			return nil
		}
		e.renamed = true
	}
	for _, d := range c.dirsSync {
		if err := c.fs.SyncDir(d); err != nil {
			err = fmt.Errorf("txn: fsync of %s: %w", d, err)
			for _, e := range c.entries {
				if filepath.Dir(e.target) == d {
					c.set(e.idx, WriteFailed, err)
				}
			}
			c.rollback(-1, "", err)
			return nil
		}
	}
	_, err := c.journal.Write(encodeState(stateCommit))
	if err == nil {
		err = c.journal.Sync()
	}
	if err != nil {
		err = fmt.Errorf("txn: recording the commit in the journal: %w", err)
		c.rollback(-1, "", err)
		return err
	}
	c.res.Committed = true
	for _, e := range c.entries {
		c.set(e.idx, Written, nil)
	}
	c.setAll(NotWritten, ErrOtherFailed) // files dropped by SkipStale already have their outcome
	c.cleanup()
	return nil
}

// rollback restores every renamed file from its backup, then aborts. failIdx (if >= 0) is the
// change that caused it.
func (c *committer) rollback(failIdx int, o Outcome, cause error) {
	var incomplete error
	touched := map[string]bool{}
	for i := len(c.entries) - 1; i >= 0; i-- {
		e := c.entries[i]
		if !e.renamed {
			continue
		}
		var err error
		if e.op == opCreate {
			err = c.fs.Remove(e.target)
		} else {
			err = c.fs.Rename(e.backup, e.target)
		}
		touched[filepath.Dir(e.target)] = true
		if err != nil {
			err = fmt.Errorf("txn: restoring %s failed, Recover will retry: %w", e.target, err)
			if incomplete == nil {
				incomplete = err
			}
			c.set(e.idx, WriteFailed, err)
			continue
		}
		e.renamed = false
		if c.res.Files[e.idx].Outcome == "" {
			c.set(e.idx, RolledBack, fmt.Errorf("%w: %v", ErrRolledBack, cause))
		}
	}
	for d := range touched {
		if err := c.fs.SyncDir(d); err != nil && incomplete == nil {
			incomplete = fmt.Errorf("txn: fsync of %s after rollback: %w", d, err)
		}
	}
	if incomplete != nil {
		c.keepDir = true
	}
	if c.journal != nil {
		// Supersedes a "committed" record whose fsync failed, so that Recover undoes what this
		// rollback could not. Best effort: without it the journal still reads "prepared".
		if _, err := c.journal.Write(encodeState(stateAborted)); err == nil {
			c.journal.Sync()
		}
	}
	c.abort(failIdx, o, cause)
}

// abort removes staged files and the transaction directory and sets the outcomes: failIdx gets
// o and cause, everything else without an outcome NotWritten.
func (c *committer) abort(failIdx int, o Outcome, cause error) {
	if failIdx >= 0 {
		c.set(failIdx, o, cause)
	}
	c.setAll(NotWritten, fmt.Errorf("%w: %v", ErrOtherFailed, cause))
	c.cleanup()
}

// cleanup removes staged leftovers, backups, the journal and the transaction directory. Anything
// it cannot remove is left for Recover, which the journal allows as long as it exists; so when a
// staged file outside .alfix cannot be removed the journal is kept.
func (c *committer) cleanup() {
	for _, e := range c.entries {
		if e.stagedMade && !e.renamed {
			if err := removeRetry(c.fs, e.staged); err != nil {
				c.keepDir = true
			}
		}
	}
	if c.journal != nil {
		c.journal.Close()
		c.journal = nil
	}
	if c.keepDir || c.txDir == "" {
		return
	}
	for _, e := range c.entries {
		if e.backup != "" {
			removeRetry(c.fs, e.backup)
		}
	}
	removeRetry(c.fs, filepath.Join(c.txDir, journalName))
	removeRetry(c.fs, c.txDir)
}

// removeRetry removes a file, tolerating one transient failure; a missing file is success.
func removeRetry(fsys FS, name string) error {
	err := fsys.Remove(name)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		err = fsys.Remove(name)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
