package txn

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
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
	return out
}

// Recover finishes or undoes whatever transactions a crashed process left under
// <root>/.alfix/txn/, holding the same lock as Commit. A root without .alfix costs one Lstat.
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
		ours = 0 // never locked through a link: nothing is executed
	}
	if ours == 0 {
		rep.Ignored = append(rep.Ignored, ignored...)
		return rep, nil
	}
	unlock, err := txns.Lock(lockName)
	if err != nil {
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

// recoverLocked recovers every transaction directory of ours under txns; the caller holds the
// lock. Directories that are not ours are reported in Ignored and not touched.
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
