package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// RecoverReport says what Recover did.
type RecoverReport struct {
	// RolledBack lists transactions (their directory names) that never reached their commit
	// point and were undone.
	RolledBack []string
	// CleanedUp lists committed transactions whose leftovers were removed, and transactions that
	// died before their journal was complete (nothing of them had been written).
	CleanedUp []string
	// Conflicts lists files of rolled-back transactions that were left alone: someone changed
	// them after the crash (Modified), or restoring them failed (ReadFailed, WriteFailed).
	// Their backups are kept under <root>/.alfix/txn/conflict-<name>/.
	Conflicts []FileResult
	// Ignored lists what Recover found and left alone without executing any of it: transaction
	// directories and journals this user's alfix did not write for this project, or that fail
	// any check, and a .alfix that is a symbolic link.
	Ignored []IgnoredJournal
	// Expired lists the conflict folders removed by the retention (see ConflictMaxAge and
	// ConflictMaxCount).
	Expired []string
}

// IgnoredJournal is a folder Recover left alone, and why.
type IgnoredJournal struct {
	Dir string // absolute path of the folder (or of the file that is in the way)
	Err error
}

// Warnings describes in one line each what a user should know of the report: rolled-back
// transactions, files left alone, and folders that were not executed.
func (r RecoverReport) Warnings() []string {
	var out []string
	for _, id := range r.RolledBack {
		out = append(out, fmt.Sprintf("rolled back an unfinished write of an earlier alfix process (transaction %s)", id))
	}
	for _, c := range r.Conflicts {
		out = append(out, fmt.Sprintf("%s: %s, not restored: %v", c.Path, c.Outcome, c.Err))
	}
	for _, ig := range r.Ignored {
		w := fmt.Sprintf("left %s alone: %v", ig.Dir, ig.Err)
		if !errors.Is(ig.Err, ErrAlfixSymlink) && !errors.Is(ig.Err, errLockLink) {
			w += "; alfix never executes a transaction folder it cannot verify (delete it if you do not need it)"
		}
		out = append(out, w)
	}
	for _, dir := range r.Expired {
		out = append(out, fmt.Sprintf("removed %s: backups of a rolled-back write are kept %d days, and at most %d such folders (oldest removed first)",
			dir, int(ConflictMaxAge/(24*time.Hour)), ConflictMaxCount))
	}
	return out
}

// Recover finishes or undoes whatever transactions a crashed process left under
// <root>/.alfix/txn/, holding the same lock as Commit, and removes the conflict folders the
// retention no longer keeps (ConflictMaxAge, ConflictMaxCount). A root without .alfix costs one
// Lstat.
// Commit does the same before it starts, so a project can never hold two pending journals;
// calling Recover when a project is loaded reports (and sets aside) conflicts early.
//
// Recover executes only transactions whose directory name and journal carry a valid MAC made
// with this user's key for this project root (see doc.go); everything else is reported in
// Ignored and left exactly as it is. The error reports transactions of ours that could not be
// handled; the report covers the others.
func Recover(root string) (RecoverReport, error) { return RecoverFS(root, nil) }

// RecoverFS is Recover on the given file system (nil means OS).
func RecoverFS(root string, fsys FS) (RecoverReport, error) {
	if fsys == nil {
		fsys = OS
	}
	var rep RecoverReport
	abs, err := filepath.Abs(root)
	if err != nil {
		return rep, err
	}
	if _, err := fsys.Lstat(filepath.Join(abs, alfixDir)); errors.Is(err, fs.ErrNotExist) {
		return rep, nil
	}
	realRoot, err := fsys.EvalSymlinks(abs)
	if err != nil {
		return rep, fmt.Errorf("txn: recover: project root: %w", err)
	}
	rootDir, err := fsys.OpenDir(realRoot)
	if err != nil {
		return rep, fmt.Errorf("txn: recover: project root: %w", err)
	}
	defer rootDir.Close()
	w, err := newWalker(rootDir)
	if err != nil {
		return rep, fmt.Errorf("txn: recover: project root: %w", err)
	}
	defer w.close()
	alfix, err := openExisting(rootDir, alfixDir, &rep)
	if alfix == nil {
		return rep, err
	}
	defer alfix.Close()
	txns, err := openExisting(alfix, txnSubdir, &rep)
	if txns == nil {
		return rep, err
	}
	defer txns.Close()
	// Only a transaction directory of ours needs the lock: without one (the common case, and a
	// repository that ships its own .alfix) nothing is created or changed, only reported.
	ignored, ours, err := classify(fsys, realRoot, txns)
	if err != nil {
		return rep, fmt.Errorf("txn: recover: %w", err)
	}
	if fi, err := txns.Lstat(lockName); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		rep.Ignored = append(rep.Ignored, IgnoredJournal{Dir: joinName(txns.Name(), lockName), Err: errLockLink})
		ours = -1 // never locked through a link: nothing is executed or removed
	}
	if ours < 0 {
		rep.Ignored = append(rep.Ignored, ignored...)
		return rep, nil
	}
	if ours == 0 {
		// Nothing to recover; the lock is needed only if the retention removes a conflict folder.
		list, err := listConflicts(fsys, realRoot, txns)
		if err != nil || len(expired(list, time.Now())) == 0 {
			rep.Ignored = append(rep.Ignored, ignored...)
			return rep, err
		}
	}
	unlock, err := txns.Lock(lockName)
	if err != nil {
		rep.Ignored = append(rep.Ignored, ignored...)
		return rep, fmt.Errorf("txn: recover: lock: %w", err)
	}
	defer unlock()
	return recoverLocked(fsys, w, realRoot, txns)
}

// classify lists txns and reports every entry that is not a transaction directory of ours
// (without opening any), and how many are.
func classify(fsys FS, root string, txns Dir) ([]IgnoredJournal, int, error) {
	list, err := txns.ReadDir()
	if err != nil {
		return nil, 0, err
	}
	var key []byte
	var kerr error
	var out []IgnoredJournal
	ours := 0
	for _, de := range list {
		name := de.Name()
		if name == lockName || strings.HasPrefix(name, conflictPrefix) {
			continue
		}
		if key == nil && kerr == nil {
			key, kerr = fsys.Key(false)
		}
		var why error
		switch {
		case kerr != nil:
			why = fmt.Errorf("%w (%v)", ErrUntrusted, kerr)
		default:
			if _, ok := splitTxDirName(key, root, name); !ok {
				why = fmt.Errorf("%w: its name carries no valid tag", ErrUntrusted)
			} else if !de.IsDir() {
				why = fmt.Errorf("is %v, not a directory", de.Type())
			}
		}
		if why != nil {
			out = append(out, IgnoredJournal{Dir: joinName(txns.Name(), name), Err: why})
			continue
		}
		ours++
	}
	return out, ours, nil
}

// errLockLink reports a .alfix/txn/lock that is a symbolic link.
var errLockLink = errors.New("the lock file is a symbolic link (never followed): no transaction is recovered, and alfix writes nothing into this project until it is removed")

// openExisting opens the subdirectory name of d if it exists. A symlink or a non-directory is
// reported in rep and not followed; (nil, nil) means there is nothing to recover.
func openExisting(d Dir, name string, rep *RecoverReport) (Dir, error) {
	sub, err := d.OpenDir(name)
	if err == nil {
		return sub, nil
	}
	shown := joinName(d.Name(), name)
	fi, lerr := d.Lstat(name)
	switch {
	case errors.Is(lerr, fs.ErrNotExist):
		return nil, nil
	case lerr != nil:
		return nil, fmt.Errorf("txn: recover: %w", lerr)
	case fi.Mode()&fs.ModeSymlink != 0:
		rep.Ignored = append(rep.Ignored, IgnoredJournal{Dir: shown, Err: fmt.Errorf("%s %w", shown, ErrAlfixSymlink)})
		return nil, nil
	case !fi.IsDir():
		rep.Ignored = append(rep.Ignored, IgnoredJournal{Dir: shown, Err: errors.New("is not a directory")})
		return nil, nil
	}
	return nil, fmt.Errorf("txn: recover: %w", err)
}

// recoverLocked recovers every transaction directory of ours under txns, then applies the
// retention to the conflict folders; the caller holds the lock. Directories that are not ours
// are reported in Ignored and not touched.
func recoverLocked(fsys FS, w *walker, root string, txns Dir) (RecoverReport, error) {
	var rep RecoverReport
	list, err := txns.ReadDir()
	if err != nil {
		return rep, fmt.Errorf("txn: recover: %w", err)
	}
	var key []byte
	var kerr error
	var errs []error
	u := &undoer{}
	for _, de := range list {
		name := de.Name()
		if name == lockName || strings.HasPrefix(name, conflictPrefix) {
			continue
		}
		full := joinName(txns.Name(), name)
		ignore := func(err error) { rep.Ignored = append(rep.Ignored, IgnoredJournal{Dir: full, Err: err}) }
		if key == nil && kerr == nil {
			key, kerr = fsys.Key(false)
		}
		if kerr != nil {
			ignore(fmt.Errorf("%w (%v)", ErrUntrusted, kerr))
			continue
		}
		base, ok := splitTxDirName(key, root, name)
		if !ok {
			ignore(fmt.Errorf("%w: its name carries no valid tag", ErrUntrusted))
			continue
		}
		if !de.IsDir() {
			ignore(fmt.Errorf("is %v, not a directory", de.Type()))
			continue
		}
		r := recoverer{fs: fsys, w: w, u: u, key: key, root: root, txns: txns, name: name, base: base, full: full}
		if err := r.run(&rep); err != nil {
			var ig ignoredErr
			if errors.As(err, &ig) {
				ignore(ig.err)
				continue
			}
			errs = append(errs, fmt.Errorf("txn: recover %s: %w", name, err))
		}
	}
	conflicts, err := listConflicts(fsys, root, txns)
	if err == nil {
		rep.Expired, err = expireConflicts(conflicts, txns, time.Now())
	}
	if err != nil {
		errs = append(errs, err)
	}
	return rep, errors.Join(errs...)
}

// ignoredErr makes recoverer.run report its directory as ignored rather than failed.
type ignoredErr struct{ err error }

func (e ignoredErr) Error() string { return e.err.Error() }

type recoverer struct {
	fs                     FS
	w                      *walker
	u                      *undoer
	key                    []byte
	root, name, base, full string
	txns, tx               Dir
	keep                   map[string]bool // set-aside files holding someone's save
}

func (r *recoverer) run(rep *RecoverReport) error {
	tx, err := r.txns.OpenDir(r.name)
	if err != nil {
		return ignoredErr{fmt.Errorf("cannot be opened without following a link: %v", err)}
	}
	defer tx.Close()
	r.tx = tx
	fi, err := tx.Lstat(journalName)
	var data []byte
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	case !fi.Mode().IsRegular():
		return ignoredErr{fmt.Errorf("its journal is %v, not a regular file", fi.Mode().Type())}
	case fi.Size() > maxJournal:
		return ignoredErr{fmt.Errorf("its journal is %d bytes, more than alfix ever writes", fi.Size())}
	default:
		if data, _, err = tx.ReadFile(journalName); err != nil {
			return err
		}
	}
	h, state, perr := parseJournal(r.key, data, r.root, r.name)
	if data == nil || errors.Is(perr, errTornJournal) {
		// The journal is written before anything else, so a missing or torn one means nothing
		// was staged, backed up or renamed. Anything else in the directory contradicts that.
		list, err := tx.ReadDir()
		if err != nil {
			return err
		}
		for _, de := range list {
			if de.Name() != journalName {
				return ignoredErr{fmt.Errorf("journal missing or torn but %s exists; left for inspection", de.Name())}
			}
		}
		if err := r.removeDir(nil); err != nil {
			return err
		}
		rep.CleanedUp = append(rep.CleanedUp, r.name)
		return nil
	}
	if perr != nil {
		return ignoredErr{perr}
	}

	if state == stateCommit {
		// Every target has its new content; only bookkeeping is left.
		if err := r.removeLeftovers(h.Changes); err != nil {
			return err
		}
		if err := r.removeDir(h.Changes); err != nil {
			return err
		}
		rep.CleanedUp = append(rep.CleanedUp, r.name)
		return nil
	}

	// Prepared (or a rollback that did not finish): undo.
	var conflicts []FileResult
	var left []*leftover
	r.keep = map[string]bool{}
	touched := map[*dirRef]bool{}
	for i, e := range h.Changes {
		path := filepath.Join(r.root, filepath.FromSlash(e.Target))
		conflict := func(o Outcome, err error) {
			conflicts = append(conflicts, FileResult{Path: path, Outcome: o, Err: fmt.Errorf("transaction %s: %w", r.name, err)})
		}
		dirRel, name := splitRel(e.Target)
		d, err := r.w.open(dirRel)
		if errors.Is(err, ErrSymlink) || errors.Is(err, ErrNoParent) {
			conflict(Modified, fmt.Errorf("%w: %v; %s left as it is", ErrModified, err, path))
			continue
		}
		if err != nil {
			conflict(ReadFailed, err)
			continue
		}
		t := undoTarget{dir: d.dir, name: name, path: path, op: e.Op, tx: tx, aside: asideName(name, r.base)}
		t.base, _ = parseHash(e.Base)
		t.new, _ = parseHash(e.New)
		if e.Op != opCreate {
			t.backup = backupName(i)
		}
		o, l, err := r.u.undo(t)
		touched[d] = true
		if o != "" {
			conflict(o, err)
		}
		if l != nil {
			left = append(left, l)
		}
	}
	for _, l := range left {
		if o, err := r.u.finish(l); o != "" {
			conflicts = append(conflicts, FileResult{Path: l.t.path, Outcome: o, Err: fmt.Errorf("transaction %s: %w", r.name, err)})
			if l.kept && l.dir != tx {
				r.keep[joinName(l.dir.Name(), l.name)] = true
			}
		}
	}
	dirs := make([]*dirRef, 0, len(touched))
	for d := range touched {
		dirs = append(dirs, d)
	}
	sort.Slice(dirs, func(i, j int) bool { return dirs[i].rel < dirs[j].rel })
	for _, d := range dirs {
		if err := d.dir.Sync(); err != nil {
			return fmt.Errorf("fsync of %s: %w", d.dir.Name(), err)
		}
	}
	if err := r.removeLeftovers(h.Changes); err != nil {
		return fmt.Errorf("removing staged file: %w", err)
	}
	rep.RolledBack = append(rep.RolledBack, r.name)
	if len(conflicts) > 0 {
		rep.Conflicts = append(rep.Conflicts, conflicts...)
		// Keep the backups for a human; move them out of the way of the next Recover.
		err := r.txns.Rename(r.name, r.txns, conflictPrefix+r.name, NoReplace)
		if errors.Is(err, errors.ErrUnsupported) {
			err = r.txns.Rename(r.name, r.txns, conflictPrefix+r.name, Replace)
		}
		if err != nil {
			return fmt.Errorf("setting conflicting transaction aside: %w", err)
		}
		return nil
	}
	return r.removeDir(h.Changes)
}

func splitRel(rel string) (dir, name string) {
	if i := strings.LastIndexByte(rel, '/'); i >= 0 {
		return rel[:i], rel[i+1:]
	}
	return "", rel
}

// removeLeftovers removes the staged and set-aside files of the transaction (their names carry
// its base, so they are its own), never a directory.
func (r *recoverer) removeLeftovers(changes []journalEntry) error {
	for _, e := range changes {
		dirRel, name := splitRel(e.Target)
		d, err := r.w.open(dirRel)
		if err != nil {
			continue // the folder is gone or a link now: nothing of ours can be in it
		}
		for _, n := range []string{stagedName(name, r.base), asideName(name, r.base)} {
			fi, err := d.dir.Lstat(n)
			if err != nil || fi.IsDir() || r.keep[joinName(d.dir.Name(), n)] {
				continue
			}
			if err := removeRetry(d.dir, n); err != nil {
				return err
			}
		}
	}
	return nil
}

// removeDir removes the backups, the journal and the transaction directory.
func (r *recoverer) removeDir(changes []journalEntry) error {
	for i, e := range changes {
		if e.Op != opCreate {
			if err := removeRetry(r.tx, backupName(i)); err != nil {
				return err
			}
		}
	}
	if err := removeRetry(r.tx, journalName); err != nil {
		return err
	}
	return removeRetry(r.txns, r.name)
}

// Retention of conflict folders. A rolled-back transaction that left a file alone keeps its
// backups in .alfix/txn/conflict-<name>/ for a human. They are removed, oldest first, once they
// are older than ConflictMaxAge or when there are more than ConflictMaxCount of them, by Recover
// (when a project is loaded) and by every Commit before it writes. Only folders whose name
// carries this user's valid tag for the project are counted or removed: a conflict-* folder that
// came with the repository is never touched. Removal goes through directory handles like every
// other call below the root: a symlink inside (or in place of) a conflict folder is removed as
// an entry, never followed.
const (
	// ConflictMaxAge is how long a conflict folder is kept, counted from the time in its name
	// (when its transaction started).
	ConflictMaxAge = 30 * 24 * time.Hour
	// ConflictMaxCount is how many conflict folders a project keeps at most.
	ConflictMaxCount = 20
	// maxConflictDepth bounds the folders below a conflict folder that removal descends into
	// (alfix makes none; anything deeper is left and reported).
	maxConflictDepth = 8
)

// ConflictFolder is a conflict folder of this user's alfix in a project's .alfix/txn.
type ConflictFolder struct {
	Path string    // absolute path
	Time time.Time // when its transaction started (zero if its name holds no time)
}

// Conflicts lists the conflict folders of this user's alfix kept in the project at root, oldest
// first, without changing anything. A root without .alfix costs one Lstat; a symlinked .alfix or
// .alfix/txn has none (it is never followed).
func Conflicts(root string) ([]ConflictFolder, error) { return ConflictsFS(root, nil) }

// ConflictsFS is Conflicts on the given file system (nil means OS).
func ConflictsFS(root string, fsys FS) ([]ConflictFolder, error) {
	if fsys == nil {
		fsys = OS
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	if _, err := fsys.Lstat(filepath.Join(abs, alfixDir)); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	realRoot, err := fsys.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("txn: conflicts: project root: %w", err)
	}
	rootDir, err := fsys.OpenDir(realRoot)
	if err != nil {
		return nil, fmt.Errorf("txn: conflicts: project root: %w", err)
	}
	defer rootDir.Close()
	var rep RecoverReport // symlinks and files in the way are not conflicts: not listed
	alfix, err := openExisting(rootDir, alfixDir, &rep)
	if alfix == nil {
		return nil, err
	}
	defer alfix.Close()
	txns, err := openExisting(alfix, txnSubdir, &rep)
	if txns == nil {
		return nil, err
	}
	defer txns.Close()
	return listConflicts(fsys, realRoot, txns)
}

// listConflicts lists the conflict folders of ours in txns, oldest first. The key is read only
// when a conflict-* entry exists; without a key nothing is ours.
func listConflicts(fsys FS, root string, txns Dir) ([]ConflictFolder, error) {
	list, err := txns.ReadDir()
	if err != nil {
		return nil, fmt.Errorf("txn: %w", err)
	}
	var key []byte
	var out []ConflictFolder
	for _, de := range list {
		name := de.Name()
		if !strings.HasPrefix(name, conflictPrefix) || !de.IsDir() {
			continue
		}
		if key == nil {
			if key, err = fsys.Key(false); err != nil {
				return nil, nil
			}
		}
		base, ok := splitTxDirName(key, root, strings.TrimPrefix(name, conflictPrefix))
		if !ok {
			continue
		}
		out = append(out, ConflictFolder{Path: joinName(txns.Name(), name), Time: baseTime(base)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Time.Before(out[j].Time) })
	return out, nil
}

// baseTime is the time a transaction base name starts with (see newBase), or zero.
func baseTime(base string) time.Time {
	stamp, _, _ := strings.Cut(base, "-")
	t, err := time.Parse(baseTimeLayout, stamp)
	if err != nil {
		return time.Time{}
	}
	return t
}

// baseTimeLayout is the time layout of newBase.
const baseTimeLayout = "20060102T150405.000000"

// expired returns the conflict folders (oldest first, as listConflicts gives them) that the
// retention removes at now: those older than ConflictMaxAge, then the oldest of the rest beyond
// ConflictMaxCount. A folder whose name holds no time is never removed (nothing says how old it
// is), but counts.
func expired(list []ConflictFolder, now time.Time) []ConflictFolder {
	var out []ConflictFolder
	left := len(list)
	for _, c := range list {
		if c.Time.IsZero() {
			continue
		}
		if now.Sub(c.Time) > ConflictMaxAge || left > ConflictMaxCount {
			out = append(out, c)
			left--
		}
	}
	return out
}

// expireConflicts removes the conflict folders the retention no longer keeps; the caller holds
// the lock. It returns the paths removed; a folder that could not be removed entirely is an
// error (what is left of it stays).
func expireConflicts(list []ConflictFolder, txns Dir, now time.Time) ([]string, error) {
	var removed []string
	var errs []error
	for _, c := range expired(list, now) {
		name := c.Path[len(txns.Name())+1:]
		if err := removeTreeAt(txns, name, 0); err != nil {
			errs = append(errs, fmt.Errorf("txn: removing expired %s: %w", c.Path, err))
			continue
		}
		removed = append(removed, c.Path)
	}
	return removed, errors.Join(errs...)
}

// removeTreeAt removes the directory name of parent and everything below it through directory
// handles: every entry is removed by name (a symlink is removed, never followed), and a
// subdirectory is opened without following a link before it is emptied.
func removeTreeAt(parent Dir, name string, depth int) error {
	if depth > maxConflictDepth {
		return fmt.Errorf("%s: more than %d folders deep", joinName(parent.Name(), name), maxConflictDepth)
	}
	d, err := parent.OpenDir(name)
	if err != nil {
		return err
	}
	list, err := d.ReadDir()
	if err != nil {
		d.Close()
		return err
	}
	var errs []error
	for _, de := range list {
		if de.IsDir() {
			errs = append(errs, removeTreeAt(d, de.Name(), depth+1))
			continue
		}
		errs = append(errs, removeRetry(d, de.Name()))
	}
	d.Close()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return removeRetry(parent, name)
}
