package txn

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Hash is the SHA-256 of a file's content.
type Hash = [32]byte

// Change is one file of a Plan.
type Change struct {
	// Path is absolute, or relative to Plan.Root; it must name a regular *.al file (or, with
	// Create, a new one) below Root, reached through real directories (no symlinks).
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
	// Load, when set, gives the new bytes instead of Content (which must then be nil): txn
	// calls it twice, to hash the bytes for the journal while it checks the plan and to stage
	// them, and keeps them only during each call, so that a large plan need not hold every new
	// content in memory at once. Both calls must give the same bytes; a Load that fails leaves
	// its file WriteFailed (before anything is written) or aborts the commit (while staging).
	Load func() ([]byte, error)
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
	StaleFile   Outcome = "StaleFile"   // the file no longer has Base (or exists although Create), before or during the commit
	ReadFailed  Outcome = "ReadFailed"  // the file could not be read to check its hash
	WriteFailed Outcome = "WriteFailed" // staging, backing up, renaming or restoring this file failed
	RolledBack  Outcome = "RolledBack"  // the file had been written and was restored
	Modified    Outcome = "Modified"    // the file had been written, then changed by someone else before the rollback: left as it is
	NotWritten  Outcome = "NotWritten"  // the file was left untouched because another one failed
	Refused     Outcome = "Refused"     // the path is not one txn writes: symlink, outside Root, not *.al, directory, read-only, ...
)

// FileResult reports one change of the plan.
type FileResult struct {
	Path    string // absolute and cleaned, as requested (not symlink-resolved)
	Outcome Outcome
	Err     error // why, for every outcome but Written
	// Hash is the SHA-256 of the new content of a change that writes one, once its path was
	// checked (zero for Delete).
	Hash Hash
}

// Result reports a Commit.
type Result struct {
	// Committed is true when the commit point was reached: every file reported Written is on
	// disk. It is false when nothing was written (also when every change was dropped).
	Committed bool
	// Files has one entry per change, in plan order.
	Files []FileResult
}

// Options tune a Commit.
type Options struct {
	// SkipStale drops files that are refused, stale or unreadable at the start (they are
	// reported) and commits the rest; without it any such file aborts the whole commit. A plan
	// that is malformed (ErrBadChange, ErrDuplicate) writes nothing either way.
	SkipStale bool
	// FS is the file system; nil means OS.
	FS FS
}

// Errors carried in FileResult.Err or returned (wrapped with details; test with errors.Is).
var (
	ErrOutsideRoot  = errors.New("path is outside the project root")
	ErrSymlink      = errors.New("path is or goes through a symbolic link; alfix writes only regular files reached through real folders")
	ErrIsDirectory  = errors.New("path is a directory")
	ErrNotRegular   = errors.New("path is not a regular file")
	ErrNotALFile    = errors.New("not an .al or .xlf file; alfix writes only AL source and XLIFF translation files")
	ErrBadName      = errors.New("a name holds a backslash, colon or NUL, which some systems read as a separator or stream name")
	ErrReadOnly     = errors.New("file is read-only (owner write bit clear)")
	ErrNoParent     = errors.New("parent directory does not exist")
	ErrDuplicate    = errors.New("path appears twice in the plan")
	ErrBadChange    = errors.New("invalid change")
	ErrReserved     = errors.New("path is inside .git or alfix's own .alfix directory")
	ErrStale        = errors.New("file content differs from the hash the change was computed from")
	ErrExists       = errors.New("file exists although the change creates it")
	ErrVanished     = errors.New("file no longer exists")
	ErrDirChanged   = errors.New("a folder of the path was moved or replaced during the commit")
	ErrModified     = errors.New("changed by someone else after alfix wrote it")
	ErrOtherFailed  = errors.New("not written because another file of the transaction failed")
	ErrRolledBack   = errors.New("written, then restored because another file of the transaction failed")
	ErrAlfixSymlink = errors.New("is a symbolic link; alfix keeps its journal and backups there and never follows a link: remove it (alfix recreates the folder)")
)

const (
	alfixDir       = ".alfix"
	txnSubdir      = "txn"
	lockName       = "lock"
	conflictPrefix = "conflict-"
	maxSyncWorkers = 32
)

// entry is the working state of one change that passed the path checks.
type entry struct {
	idx     int
	rel     string // slash-separated below the root
	dir     *dirRef
	name    string
	path    string // for messages
	op      string
	base    Hash
	newHash Hash
	content []byte
	load    func() ([]byte, error) // Change.Load: gives content when it is nil
	mode    fs.FileMode            // to apply to the staged file; 0 for create (umask default)
	staged  string                 // name in dir
	backup  string                 // name in the transaction directory

	// What the staged name holds: nothing, alfix's new content, or (after an exchange) the
	// target's original, or a user's save that an exchange brought out (never removed).
	atStaged           stagedState
	renamed            bool
	asideKept          bool        // the set-aside name holds someone's save: never removed
	backupMade, linked bool        // backup exists; it is a hard link to the original
	checked            fs.FileInfo // the target at the re-check (nil: absent)
	stagedInfo         fs.FileInfo // the staged file as written
}

type stagedState int

const (
	stagedNone stagedState = iota
	stagedOurs
	stagedOriginal
	stagedUsers
)

// Commit writes every change of plan or none of them. See the package documentation for the
// protocol. The error is non-nil only for failures that are not about one file (the root or
// .alfix is unusable, the journal could not be written, a rollback could not finish); Result is
// filled in every case so the caller can report per file.
func Commit(ctx context.Context, plan Plan, opts Options) (Result, error) {
	fsys := opts.FS
	if fsys == nil {
		fsys = OS
	}
	c := &committer{ctx: ctx, fs: fsys, res: Result{Files: make([]FileResult, len(plan.Changes))}}
	err := c.run(plan, opts)
	c.closeAll()
	return c.res, err
}

type committer struct {
	ctx       context.Context
	fs        FS
	res       Result
	root      string // resolved root
	rootDir   Dir
	w         *walker
	txns      Dir // .alfix/txn
	tx        Dir // .alfix/txn/<name>
	txName    string
	base      string
	key       []byte
	headerMAC string
	entries   []*entry
	journal   File
	undo      undoer
	keep      bool // leave the transaction directory for Recover
	conflict  bool // a file was left Modified: keep the backups aside for a human
	opened    []Dir
}

func (c *committer) closeAll() {
	if c.journal != nil {
		c.journal.Close()
	}
	for i := len(c.opened) - 1; i >= 0; i-- {
		c.opened[i].Close()
	}
	if c.w != nil {
		c.w.close()
	}
	if c.rootDir != nil {
		c.rootDir.Close()
	}
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

func (c *committer) fail(err error) error {
	c.setAll(NotWritten, err)
	return err
}

func (c *committer) run(plan Plan, opts Options) error {
	lexRoot, err := filepath.Abs(plan.Root)
	if err == nil {
		c.root, err = c.fs.EvalSymlinks(lexRoot)
	}
	for i, ch := range plan.Changes {
		c.res.Files[i].Path = absPath(lexRoot, ch.Path)
	}
	if len(plan.Changes) == 0 {
		return nil
	}
	if err == nil {
		c.rootDir, err = c.fs.OpenDir(c.root)
	}
	if err == nil {
		c.w, err = newWalker(c.rootDir)
	}
	if err != nil {
		return c.fail(fmt.Errorf("txn: project root %q unusable: %w", plan.Root, err))
	}

	// 1. Resolve and check paths. A malformed plan writes nothing; other refusals are per file.
	refused, malformed := false, false
	seenRel := map[string]int{}
	seenID := map[fileID]int{}
	for i, ch := range plan.Changes {
		e, o, err := c.resolve(lexRoot, i, ch)
		if err == nil {
			j, dup := seenRel[e.rel]
			if e.checked != nil {
				if id, ok := idOf(e.checked); ok && !dup {
					j, dup = seenID[id]
					seenID[id] = i
				}
			}
			if dup {
				o, err = Refused, fmt.Errorf("%w: same file as change %d (%s)", ErrDuplicate, j, c.res.Files[j].Path)
			}
			seenRel[e.rel] = i
			e.checked = nil
		}
		if err != nil {
			c.set(i, o, err)
			refused = true
			malformed = malformed || errors.Is(err, ErrBadChange) || errors.Is(err, ErrDuplicate)
			continue
		}
		c.entries = append(c.entries, e)
	}
	if malformed || refused && !opts.SkipStale {
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
		return c.fail(err)
	}

	// 3. Bookkeeping directory, lock, recovery of a dead process's transaction, journal.
	if err := c.openTxns(); err != nil {
		return c.fail(err)
	}
	unlock, err := c.txns.Lock(lockName)
	if errors.Is(err, errIsSymlink) {
		return c.fail(fmt.Errorf("txn: refusing to write: %s is a symbolic link; remove it (alfix never follows links in .alfix)", joinName(c.txns.Name(), lockName)))
	}
	if err != nil {
		return c.fail(fmt.Errorf("txn: lock: %w", err))
	}
	defer unlock()
	// Holding the lock, any transaction directory of ours left here belongs to a process that
	// died or could not finish a rollback. Undo it first: otherwise its later recovery could
	// mistake this commit's content for its own and restore its backup over it. Directories
	// that are not ours are never executed, so they cannot interfere and do not block.
	if _, err := recoverLocked(c.fs, c.w, c.root, c.txns); err != nil {
		return c.fail(fmt.Errorf("txn: an earlier transaction could not be recovered: %w", err))
	}
	if c.key, err = c.fs.Key(true); err != nil {
		return c.fail(fmt.Errorf("txn: %w (alfix needs it to write a journal it can trust after a crash)", err))
	}
	if ok, err := c.prepare(); !ok {
		return err
	}
	if err := c.ctx.Err(); err != nil {
		c.abort(-1, "", err)
		return err
	}

	// 5. Re-check every target and every folder right before renaming.
	if c.recheck() {
		return c.apply()
	}
	return nil
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
// gives ReadFailed. On success e.checked holds the target's Lstat (nil when absent), for the
// duplicate check only.
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
	if ch.Load != nil && (ch.Content != nil || ch.Delete) {
		return refuse(fmt.Errorf("%w: Load set with Content or Delete", ErrBadChange))
	}
	var rel string
	switch {
	case p == lexRoot || p == c.root:
	case within(lexRoot, p):
		rel, _ = filepath.Rel(lexRoot, p)
	case within(c.root, p):
		rel, _ = filepath.Rel(c.root, p)
	}
	if rel == "" || rel == "." {
		return refuse(fmt.Errorf("%w: %s is not below %s", ErrOutsideRoot, p, lexRoot))
	}
	rel = filepath.ToSlash(rel)
	if err := checkTarget(rel); err != nil {
		return refuse(err)
	}
	dirRel, name := "", rel
	if j := strings.LastIndexByte(rel, '/'); j >= 0 {
		dirRel, name = rel[:j], rel[j+1:]
	}
	dir, err := c.w.open(dirRel)
	switch {
	case errors.Is(err, ErrSymlink), errors.Is(err, ErrNoParent):
		return refuse(fmt.Errorf("%s: %w", p, err))
	case err != nil:
		return ioFail(fmt.Errorf("resolving %s: %w", p, err))
	}
	fi, err := dir.dir.Lstat(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		fi = nil
	case err != nil:
		return ioFail(err)
	case fi.Mode()&fs.ModeSymlink != 0:
		return refuse(fmt.Errorf("%w: %s is a symbolic link", ErrSymlink, p))
	case fi.IsDir():
		return refuse(fmt.Errorf("%w: %s", ErrIsDirectory, p))
	case !fi.Mode().IsRegular():
		return refuse(fmt.Errorf("%w: %s is %v", ErrNotRegular, p, fi.Mode().Type()))
	case fi.Mode().Perm()&0o200 == 0:
		return refuse(fmt.Errorf("%w: %s has mode %v", ErrReadOnly, p, fi.Mode().Perm()))
	}
	e := &entry{idx: i, rel: rel, dir: dir, name: name, path: p, base: ch.Base, content: ch.Content, op: opWrite, checked: fi}
	switch {
	case ch.Create:
		e.op = opCreate
		e.base = Hash{}
	case ch.Delete:
		e.op = opDelete
		e.content = nil
	}
	if e.op != opDelete {
		content := e.content
		if ch.Load != nil {
			var err error
			if content, err = ch.Load(); err != nil {
				return nil, WriteFailed, fmt.Errorf("loading the new content of %s: %w", p, err)
			}
			e.load = ch.Load
		}
		e.newHash = sha256.Sum256(content)
		c.res.Files[i].Hash = e.newHash
	}
	if fi != nil {
		e.mode = fi.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
	}
	return e, "", nil
}

// check compares the file on disk with what the change expects. With recheck it also records the
// file's identity for the comparison when it is renamed.
func (c *committer) check(e *entry, recheck bool) (Outcome, error) {
	fi, err := e.dir.dir.Lstat(e.name)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ReadFailed, err
	}
	if e.op == opCreate {
		if err == nil {
			return StaleFile, fmt.Errorf("%w: %s", ErrExists, e.path)
		}
		e.checked = nil
		return "", nil
	}
	if err != nil {
		return StaleFile, fmt.Errorf("%w: %s", ErrVanished, e.path)
	}
	if !fi.Mode().IsRegular() {
		return StaleFile, fmt.Errorf("%w: %s is no longer a regular file", ErrStale, e.path)
	}
	data, info, err := e.dir.dir.ReadFile(e.name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return StaleFile, fmt.Errorf("%w: %s", ErrVanished, e.path)
		}
		return ReadFailed, err
	}
	if sha256.Sum256(data) != e.base {
		return StaleFile, fmt.Errorf("%w: %s", ErrStale, e.path)
	}
	if recheck {
		e.checked = info
	}
	return "", nil
}

// openTxns opens <root>/.alfix/txn, creating it and .alfix/.gitignore (content "*") as needed,
// and refuses to go on when .alfix or .alfix/txn is a symlink.
func (c *committer) openTxns() error {
	alfix, err := openOrMake(c.rootDir, alfixDir)
	if err != nil {
		return err
	}
	c.opened = append(c.opened, alfix)
	if err := ensureGitignore(alfix); err != nil {
		return err
	}
	c.txns, err = openOrMake(alfix, txnSubdir)
	if err != nil {
		return err
	}
	c.opened = append(c.opened, c.txns)
	return nil
}

// openOrMake opens the subdirectory name of d, creating it if missing; a symlink is refused.
func openOrMake(d Dir, name string) (Dir, error) {
	sub, err := d.OpenDir(name)
	if err == nil {
		return sub, nil
	}
	shown := joinName(d.Name(), name)
	fi, lerr := d.Lstat(name)
	switch {
	case lerr == nil && fi.Mode()&fs.ModeSymlink != 0:
		return nil, fmt.Errorf("txn: refusing to write: %s %w", shown, ErrAlfixSymlink)
	case lerr == nil && !fi.IsDir():
		return nil, fmt.Errorf("txn: refusing to write: %s is not a directory", shown)
	case lerr != nil && !errors.Is(lerr, fs.ErrNotExist):
		return nil, fmt.Errorf("txn: %s: %w", shown, lerr)
	case lerr == nil:
		return nil, fmt.Errorf("txn: opening %s: %w", shown, err)
	}
	if err := d.Mkdir(name, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("txn: creating %s: %w", shown, err)
	}
	sub, err = d.OpenDir(name)
	if err != nil {
		if fi, lerr := d.Lstat(name); lerr == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, fmt.Errorf("txn: refusing to write: %s %w", shown, ErrAlfixSymlink)
		}
		return nil, fmt.Errorf("txn: opening %s: %w", shown, err)
	}
	return sub, nil
}

// ensureGitignore creates .alfix/.gitignore holding "*" unless something of that name exists
// (which is left as it is, whatever it is).
func ensureGitignore(alfix Dir) error {
	f, err := alfix.OpenFile(".gitignore", os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("txn: creating %s: %w", joinName(alfix.Name(), ".gitignore"), err)
	}
	werr := writeAll(f, []byte("*\n"))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		alfix.Remove(".gitignore")
		return fmt.Errorf("txn: writing %s: %w", joinName(alfix.Name(), ".gitignore"), werr)
	}
	return nil
}

// prepare writes the journal, stages every new content and backs up every original (steps 3
// and 4). When it returns false it has already aborted and set every outcome; the error is for
// the caller to return.
func (c *committer) prepare() (bool, error) {
	c.base = newBase()
	c.txName = txDirName(c.key, c.root, c.base)
	if err := c.txns.Mkdir(c.txName, 0o700); err != nil {
		return false, c.fail(fmt.Errorf("txn: creating transaction directory: %w", err))
	}
	tx, err := c.txns.OpenDir(c.txName)
	if err != nil {
		c.txns.Remove(c.txName)
		return false, c.fail(fmt.Errorf("txn: opening transaction directory: %w", err))
	}
	c.tx = tx
	c.opened = append(c.opened, tx)
	h := journalHeader{Version: journalV2, ID: c.txName, Root: c.root, Changes: make([]journalEntry, len(c.entries))}
	for i, e := range c.entries {
		je := journalEntry{Target: e.rel, Op: e.op}
		if e.op != opCreate {
			je.Base = hashHex(e.base)
			e.backup = backupName(i)
		}
		if e.op != opDelete {
			je.New = hashHex(e.newHash)
			e.staged = stagedName(e.name, c.base)
		}
		h.Changes[i] = je
	}
	data, m, err := encodeJournal(c.key, h)
	if err == nil {
		c.headerMAC = m
		err = c.writeJournal(data)
	}
	if err != nil {
		err = fmt.Errorf("txn: writing journal: %w", err)
		c.abort(-1, "", err)
		return false, err
	}

	// Stage in parallel: fsync dominates and the kernel handles many at once.
	if i, err := c.stageAll(); err != nil {
		c.abort(c.entries[i].idx, WriteFailed, err)
		return false, nil
	}
	for _, e := range c.entries {
		if e.backup == "" {
			continue
		}
		if o, err := c.backupOne(e); err != nil {
			c.abort(e.idx, o, err)
			return false, nil
		}
	}
	if err := c.tx.Sync(); err != nil {
		err = fmt.Errorf("txn: fsync of backups: %w", err)
		c.abort(-1, "", err)
		return false, err
	}
	return true, nil
}

func (c *committer) writeJournal(data []byte) error {
	f, err := c.tx.OpenFile(journalName, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	c.journal = f
	if err := writeAll(f, data); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := c.tx.Sync(); err != nil {
		return err
	}
	return c.txns.Sync()
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
	f, err := e.dir.dir.OpenFile(e.staged, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return fmt.Errorf("staging %s: %w", e.path, err)
	}
	e.atStaged = stagedOurs
	content := e.content
	if e.load != nil {
		// Loaded again, and let go of once written; the journal holds its hash.
		content, err = e.load()
		if err == nil && sha256.Sum256(content) != e.newHash {
			err = fmt.Errorf("the new content of %s differs between its two loads", e.path)
		}
	}
	if err == nil {
		err = writeAll(f, content)
	}
	if err == nil && e.op != opCreate {
		err = f.Chmod(e.mode)
	}
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		e.stagedInfo, err = f.Stat()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("staging %s: %w", e.path, err)
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
// is not possible (and then checks the copy has the base content). A target that vanished is
// StaleFile.
func (c *committer) backupOne(e *entry) (Outcome, error) {
	err := e.dir.dir.Link(e.name, c.tx, e.backup)
	if err == nil {
		e.backupMade, e.linked = true, true
		return "", nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return StaleFile, fmt.Errorf("%w: %s (deleted during the commit)", ErrVanished, e.path)
	}
	linkErr := err
	c.tx.Remove(e.backup) // in case the link exists despite the error; it is ours either way
	data, _, err := e.dir.dir.ReadFile(e.name)
	if errors.Is(err, fs.ErrNotExist) {
		return StaleFile, fmt.Errorf("%w: %s (deleted during the commit)", ErrVanished, e.path)
	}
	if err != nil {
		return WriteFailed, fmt.Errorf("backing up %s (link: %v): %w", e.path, linkErr, err)
	}
	if sha256.Sum256(data) != e.base {
		return StaleFile, fmt.Errorf("%w: %s", ErrStale, e.path)
	}
	f, err := c.tx.OpenFile(e.backup, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return WriteFailed, fmt.Errorf("backing up %s (link: %v): %w", e.path, linkErr, err)
	}
	e.backupMade = true
	err = writeAll(f, data)
	if err == nil {
		err = f.Chmod(e.mode) // a restored copy gets the original's mode back
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return WriteFailed, fmt.Errorf("backing up %s (link: %v): %w", e.path, linkErr, err)
	}
	return "", nil
}

// recheck re-reads every target and re-walks every folder after staging (step 5); on a mismatch
// it aborts and returns false.
func (c *committer) recheck() bool {
	for _, e := range c.entries {
		o, err := c.check(e, true)
		if err == nil && e.linked {
			// The backup must be the very file that was just checked.
			b, berr := c.tx.Lstat(e.backup)
			if berr != nil {
				o, err = ReadFailed, berr
			} else if !sameVersion(b, e.checked) {
				o, err = StaleFile, fmt.Errorf("%w: %s changed during the commit", ErrStale, e.path)
			}
		}
		if err != nil {
			c.abort(e.idx, o, err)
			return false
		}
	}
	if e, err := c.verifyDirs(); err != nil {
		c.abort(e.idx, StaleFile, err)
		return false
	}
	return true
}

// verifyDirs re-walks every folder the plan writes in; it returns the first entry whose folder
// was moved or replaced since it was opened.
func (c *committer) verifyDirs() (*entry, error) {
	done := map[*dirRef]bool{}
	for _, e := range c.entries {
		if done[e.dir] {
			continue
		}
		done[e.dir] = true
		if err := c.w.verify(e.dir); err != nil {
			return e, err
		}
	}
	return nil, nil
}

// dirsOf lists the folders of the entries, each once.
func (c *committer) dirsOf(pick func(*entry) bool) []*dirRef {
	seen := map[*dirRef]bool{}
	var out []*dirRef
	for _, e := range c.entries {
		if pick(e) && !seen[e.dir] {
			seen[e.dir] = true
			out = append(out, e.dir)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].rel < out[j].rel })
	return out
}

// apply renames every staged file into place and reaches the commit point (step 6).
func (c *committer) apply() error {
	for _, e := range c.entries {
		var o Outcome
		var err error
		switch e.op {
		case opWrite:
			o, err = c.installWrite(e)
		case opCreate:
			o, err = c.installCreate(e)
		case opDelete:
			o, err = c.installDelete(e)
		}
		if err != nil {
			c.rollback(e.idx, o, err)
			return nil
		}
	}
	// The folders must still be the ones opened: otherwise the files went to a folder that was
	// moved away meanwhile, and the commit is undone there.
	if e, err := c.verifyDirs(); err != nil {
		c.rollback(e.idx, StaleFile, err)
		return nil
	}
	for _, d := range c.dirsOf(func(*entry) bool { return true }) {
		if err := d.dir.Sync(); err != nil {
			err = fmt.Errorf("txn: fsync of %s: %w", d.dir.Name(), err)
			for _, e := range c.entries {
				if e.dir == d {
					c.set(e.idx, WriteFailed, err)
				}
			}
			c.rollback(-1, "", err)
			return nil
		}
	}
	err := writeAll(c.journal, encodeState(c.key, c.headerMAC, stateCommit))
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

// changedDuringCommit is the outcome of a target that differs from its re-check.
func changedDuringCommit(e *entry) (Outcome, error) {
	return StaleFile, fmt.Errorf("%w: %s changed during the commit", ErrStale, e.path)
}

// installWrite replaces the target with the staged file. Where renameat2 can, the two are
// exchanged and the file that comes out is compared with the re-checked one; a save that landed
// in between is exchanged back, so it is never lost. Elsewhere the target's identity is compared
// right before a plain rename.
func (c *committer) installWrite(e *entry) (Outcome, error) {
	d := e.dir.dir
	if !c.undo.noExchange {
		err := d.Rename(e.staged, d, e.name, Exchange)
		switch {
		case errors.Is(err, errors.ErrUnsupported):
			c.undo.noExchange = true
		case errors.Is(err, fs.ErrNotExist):
			if _, lerr := d.Lstat(e.name); errors.Is(lerr, fs.ErrNotExist) {
				return StaleFile, fmt.Errorf("%w: %s (deleted during the commit)", ErrVanished, e.path)
			}
			return WriteFailed, fmt.Errorf("installing %s: %w", e.path, err)
		case err != nil:
			return WriteFailed, fmt.Errorf("installing %s: %w", e.path, err)
		default:
			out, lerr := d.Lstat(e.staged)
			if lerr != nil {
				// What came out cannot be checked: treat the target as written, so that the
				// rollback restores it only if it still holds alfix's content.
				e.renamed, e.atStaged = true, stagedOriginal
				return WriteFailed, fmt.Errorf("installing %s: checking the replaced file: %w", e.path, lerr)
			}
			if sameVersion(out, e.checked) {
				// The original stays under the staged name until cleanup checks nobody was
				// still writing into it (see settleOriginal).
				e.renamed, e.atStaged = true, stagedOriginal
				return "", nil
			}
			// Someone saved the target after the re-check: put their file back.
			if err := d.Rename(e.staged, d, e.name, Exchange); err != nil {
				e.renamed, e.atStaged = true, stagedUsers
				return WriteFailed, fmt.Errorf("%s was saved by someone else during the commit and could not be put back: that version is at %s (%v)",
					e.path, joinName(d.Name(), e.staged), err)
			}
			if back, err := d.Lstat(e.staged); err != nil || !sameVersion(back, e.stagedInfo) {
				// Saved again in the microseconds between the two exchanges: the newest save
				// is the file that came back out. Keep it.
				e.atStaged = stagedUsers
				return WriteFailed, fmt.Errorf("%s was saved twice by someone else during the commit; the newer version is at %s",
					e.path, joinName(d.Name(), e.staged))
			}
			return changedDuringCommit(e)
		}
	}
	if o, err := c.unchangedSinceCheck(e); err != nil {
		return o, err
	}
	if err := d.Rename(e.staged, d, e.name, Replace); err != nil {
		return WriteFailed, fmt.Errorf("installing %s: %w", e.path, err)
	}
	e.renamed, e.atStaged = true, stagedNone
	return "", nil
}

// installCreate renames the staged file to a name that must still be free.
func (c *committer) installCreate(e *entry) (Outcome, error) {
	d := e.dir.dir
	err := c.undo.rename(d, e.staged, d, e.name, NoReplace, func() bool {
		_, err := d.Lstat(e.name)
		return errors.Is(err, fs.ErrNotExist)
	})
	if errors.Is(err, fs.ErrExist) || errors.Is(err, errChanged) {
		return StaleFile, fmt.Errorf("%w: %s (created by someone else during the commit)", ErrExists, e.path)
	}
	if err != nil {
		return WriteFailed, fmt.Errorf("installing %s: %w", e.path, err)
	}
	e.renamed, e.atStaged = true, stagedNone
	return "", nil
}

// installDelete moves the target aside, checks it is the re-checked file, and removes it (the
// original lives on as the backup); anything else is moved back.
func (c *committer) installDelete(e *entry) (Outcome, error) {
	d := e.dir.dir
	aside := asideName(e.name, c.base)
	err := c.undo.rename(d, e.name, d, aside, NoReplace, func() bool {
		now, err := d.Lstat(e.name)
		return err == nil && sameVersion(now, e.checked)
	})
	switch {
	case errors.Is(err, errChanged):
		return changedDuringCommit(e)
	case errors.Is(err, fs.ErrNotExist):
		return StaleFile, fmt.Errorf("%w: %s (deleted during the commit)", ErrVanished, e.path)
	case err != nil:
		return WriteFailed, fmt.Errorf("deleting %s: %w", e.path, err)
	}
	out, lerr := d.Lstat(aside)
	if lerr == nil && sameVersion(out, e.checked) {
		e.renamed = true
		d.Remove(aside) // the original lives on as the backup; a leftover is removed by cleanup
		return "", nil
	}
	err = c.undo.rename(d, aside, d, e.name, NoReplace, func() bool {
		_, err := d.Lstat(e.name)
		return errors.Is(err, fs.ErrNotExist)
	})
	if err != nil {
		return WriteFailed, fmt.Errorf("%s was saved by someone else during the commit; that version is at %s (%v)", e.path, joinName(d.Name(), aside), err)
	}
	return changedDuringCommit(e)
}

// unchangedSinceCheck compares the target's identity with the one recorded at the re-check.
func (c *committer) unchangedSinceCheck(e *entry) (Outcome, error) {
	fi, err := e.dir.dir.Lstat(e.name)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return ReadFailed, err
	}
	if e.checked == nil {
		if err == nil {
			return StaleFile, fmt.Errorf("%w: %s", ErrExists, e.path)
		}
		return "", nil
	}
	if err != nil {
		return StaleFile, fmt.Errorf("%w: %s", ErrVanished, e.path)
	}
	if !sameVersion(fi, e.checked) {
		return changedDuringCommit(e)
	}
	return "", nil
}

// rollback restores every renamed file from its backup, then aborts. failIdx (if >= 0) is the
// change that caused it. A file that no longer holds what alfix wrote is left as it is
// (Modified); its backup is kept for a human.
func (c *committer) rollback(failIdx int, o Outcome, cause error) {
	if failIdx >= 0 {
		c.set(failIdx, o, cause)
	}
	var incomplete error
	touched := map[*dirRef]bool{}
	type undone struct {
		e *entry
		l *leftover
	}
	var left []undone
	for i := len(c.entries) - 1; i >= 0; i-- {
		e := c.entries[i]
		if !e.renamed {
			continue
		}
		touched[e.dir] = true
		t := undoTarget{dir: e.dir.dir, name: e.name, path: e.path, op: e.op, base: e.base, new: e.newHash,
			tx: c.tx, backup: e.backup, aside: asideName(e.name, c.base)}
		if e.linked {
			t.original = e.checked
		}
		uo, l, err := c.undo.undo(t)
		switch uo {
		case "":
			e.renamed = false
			if c.res.Files[e.idx].Outcome == "" {
				c.set(e.idx, RolledBack, fmt.Errorf("%w: %v", ErrRolledBack, cause))
			}
			if l != nil {
				left = append(left, undone{e, l})
			}
		case Modified:
			e.renamed = false
			c.conflict = true
			c.set(e.idx, Modified, err)
		default:
			err = fmt.Errorf("txn: restoring %s failed, Recover will retry: %w", e.path, err)
			if incomplete == nil {
				incomplete = err
			}
			c.set(e.idx, WriteFailed, err)
		}
	}
	// Only now, with every file restored, is what came out of them removed: a save that was
	// still being written into one of them goes back instead (see undoer.finish).
	for _, u := range left {
		o, err := c.undo.finish(u.l)
		if o == "" {
			continue
		}
		c.set(u.e.idx, o, err)
		c.conflict = c.conflict || o == Modified
		if o != Modified {
			c.keep = true
		}
		if u.l.kept && u.l.dir != c.tx {
			u.e.asideKept = true
		}
	}
	for d := range touched {
		if err := d.dir.Sync(); err != nil && incomplete == nil {
			incomplete = fmt.Errorf("txn: fsync of %s after rollback: %w", d.dir.Name(), err)
		}
	}
	if incomplete != nil {
		c.keep = true
	}
	if c.journal != nil {
		// Supersedes a "committed" record whose fsync failed, so that Recover undoes what this
		// rollback could not. Best effort: without it the journal still reads "prepared".
		if err := writeAll(c.journal, encodeState(c.key, c.headerMAC, stateAborted)); err == nil {
			c.journal.Sync()
		}
	}
	c.abort(-1, o, cause)
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
// staged file outside .alfix cannot be removed the journal is kept. With a Modified file the
// backups are kept instead, set aside as conflict-<name> where Recover never looks.
func (c *committer) cleanup() {
	for _, e := range c.entries {
		if e.atStaged == stagedOriginal && c.res.Committed {
			c.settleOriginal(e)
			continue
		}
		if e.atStaged == stagedOurs || e.atStaged == stagedOriginal {
			if err := c.removeStaged(e); err != nil {
				c.keep = true
			}
		}
		if e.op != opWrite && c.base != "" && e.renamed != (e.op == opCreate) && !e.asideKept {
			// A delete that was installed, or a create that was undone, may leave its file set
			// aside (alfix's own copy) when removing it failed.
			if err := removeRetry(e.dir.dir, asideName(e.name, c.base)); err != nil {
				c.keep = true
			}
		}
	}
	if c.journal != nil {
		c.journal.Close()
		c.journal = nil
	}
	if c.keep || c.tx == nil {
		return
	}
	if c.conflict {
		if err := c.txns.Rename(c.txName, c.txns, conflictPrefix+c.txName, NoReplace); errors.Is(err, errors.ErrUnsupported) {
			c.txns.Rename(c.txName, c.txns, conflictPrefix+c.txName, Replace)
		}
		return
	}
	for _, e := range c.entries {
		if e.backupMade {
			removeRetry(c.tx, e.backup)
		}
	}
	removeRetry(c.tx, journalName)
	removeRetry(c.txns, c.txName)
}

// settleOriginal removes the original a committed write replaced, after checking nobody wrote
// into it since it came out: an editor that opened the file just before the exchange writes into
// the original. Such a save wins over the fix: it goes back to the target (while the target still
// holds alfix's file) and the file is reported Modified; otherwise it is kept under the staged
// name and reported.
func (c *committer) settleOriginal(e *entry) {
	d := e.dir.dir
	fi, err := d.Lstat(e.staged)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		fi, err = d.Lstat(e.staged) // one transient failure is tolerated, as by removeRetry
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return
	case err != nil:
		c.keep = true
		return
	case sameVersion(fi, e.checked):
		if removeRetry(d, e.staged) != nil {
			c.keep = true
		}
		return
	}
	if now, err := d.Lstat(e.name); err == nil && sameVersion(now, e.stagedInfo) {
		if err := d.Rename(e.staged, d, e.name, Exchange); err == nil {
			if out, err := d.Lstat(e.staged); err == nil && sameVersion(out, e.stagedInfo) {
				d.Remove(e.staged)
			}
			d.Sync()
			c.set(e.idx, Modified, fmt.Errorf("%w: %s was saved by someone else during the write; their save is kept, without the fix", ErrModified, e.path))
			return
		}
	}
	c.set(e.idx, Modified, fmt.Errorf("%w: %s was saved by someone else during the write; the fix is in the file and their save is kept at %s",
		ErrModified, e.path, joinName(d.Name(), e.staged)))
}

// removeStaged removes what the entry's staged name holds, after checking it is alfix's: its own
// staged file, or the original that an exchange brought out (a copy of it is the backup).
// Anything else is left.
func (c *committer) removeStaged(e *entry) error {
	d := e.dir.dir
	fi, err := d.Lstat(e.staged)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		fi, err = d.Lstat(e.staged)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	ours := e.atStaged == stagedOurs && (e.stagedInfo == nil || sameVersion(fi, e.stagedInfo)) ||
		e.atStaged == stagedOriginal && e.checked != nil && sameVersion(fi, e.checked)
	if !ours && e.atStaged == stagedOriginal {
		// Another name of the file a rollback put back at the target: removing it loses nothing.
		now, err := d.Lstat(e.name)
		ours = err == nil && sameFile(fi, now)
	}
	if !ours {
		return nil // not alfix's: never removed
	}
	return removeRetry(d, e.staged)
}

// removeRetry removes a name, tolerating one transient failure; a missing name is success.
func removeRetry(d Dir, name string) error {
	err := d.Remove(name)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		err = d.Remove(name)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
