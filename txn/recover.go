package txn

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// RecoverReport says what Recover did.
type RecoverReport struct {
	// RolledBack lists transactions that never reached their commit point and were undone.
	RolledBack []string
	// CleanedUp lists committed transactions whose leftovers were removed, and transactions that
	// died before their journal was complete (nothing of them had been written).
	CleanedUp []string
	// Conflicts lists files of rolled-back transactions that were left alone: someone changed
	// them after the crash (StaleFile), or restoring them failed (ReadFailed, WriteFailed).
	// Their backups are kept under <root>/.alfix/txn/conflict-<id>/.
	Conflicts []FileResult
}

// Recover finishes or undoes whatever transactions a crashed process left under
// <root>/.alfix/txn/, holding the same lock as Commit. A root without .alfix costs one Lstat.
// Commit does the same before it starts, so a project can never hold two pending journals;
// calling Recover when a project is loaded reports (and sets aside) conflicts early.
// The error reports transactions that could not be handled; the report covers the others.
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
	txRoot := filepath.Join(abs, alfixDir, txnSubdir)
	if _, err := fsys.Lstat(txRoot); errors.Is(err, fs.ErrNotExist) {
		return rep, nil
	}
	realRoot, err := fsys.EvalSymlinks(abs)
	if err != nil {
		return rep, fmt.Errorf("txn: recover: project root: %w", err)
	}
	txRoot = filepath.Join(realRoot, alfixDir, txnSubdir)
	unlock, err := fsys.Lock(filepath.Join(txRoot, lockName))
	if err != nil {
		return rep, fmt.Errorf("txn: recover: lock: %w", err)
	}
	defer unlock()
	return recoverLocked(fsys, realRoot, txRoot)
}

// recoverLocked recovers every transaction directory under txRoot; the caller holds the lock.
func recoverLocked(fsys FS, realRoot, txRoot string) (RecoverReport, error) {
	var rep RecoverReport
	list, err := fsys.ReadDir(txRoot)
	if err != nil {
		return rep, fmt.Errorf("txn: recover: %w", err)
	}
	var errs []error
	for _, de := range list {
		if !de.IsDir() || strings.HasPrefix(de.Name(), conflictPrefix) {
			continue
		}
		r := recoverer{fs: fsys, root: realRoot, txRoot: txRoot, dir: filepath.Join(txRoot, de.Name()), id: de.Name()}
		if err := r.run(&rep); err != nil {
			errs = append(errs, fmt.Errorf("txn: recover %s: %w", de.Name(), err))
		}
	}
	return rep, errors.Join(errs...)
}

type recoverer struct {
	fs                    FS
	root, txRoot, dir, id string
}

func (r *recoverer) run(rep *RecoverReport) error {
	data, err := r.fs.ReadFile(filepath.Join(r.dir, journalName))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	h, state, perr := parseJournal(data)
	if err != nil || perr != nil {
		if err == nil && !errors.Is(perr, errTornJournal) {
			return perr // a complete journal we do not understand: touch nothing
		}
		// The journal is written before anything else, so a missing or torn one means nothing
		// was staged, backed up or renamed. Anything else in the directory contradicts that.
		list, lerr := r.fs.ReadDir(r.dir)
		if lerr != nil {
			return lerr
		}
		for _, de := range list {
			if de.Name() != journalName {
				return fmt.Errorf("journal missing or torn but %s exists; left for inspection", de.Name())
			}
		}
		if err := r.removeDir(nil); err != nil {
			return err
		}
		rep.CleanedUp = append(rep.CleanedUp, r.id)
		return nil
	}

	if state == stateCommit {
		// Every target has its new content; only bookkeeping is left. Staged files were all
		// renamed, so there are none to remove (and a file of that name now is not ours).
		if err := r.removeDir(h.Changes); err != nil {
			return err
		}
		rep.CleanedUp = append(rep.CleanedUp, r.id)
		return nil
	}

	// Prepared (or a rollback that did not finish): undo.
	var conflicts []FileResult
	touched := map[string]bool{}
	for _, e := range h.Changes {
		target := filepath.Join(r.root, e.Target)
		if fr, ok := r.undo(e, target, touched); !ok {
			conflicts = append(conflicts, fr)
		}
	}
	dirs := make([]string, 0, len(touched))
	for d := range touched {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		if err := r.fs.SyncDir(d); err != nil {
			return fmt.Errorf("fsync of %s: %w", d, err)
		}
	}
	for _, e := range h.Changes {
		if e.Staged != "" {
			if err := removeRetry(r.fs, filepath.Join(r.root, e.Staged)); err != nil {
				return fmt.Errorf("removing staged file: %w", err)
			}
		}
	}
	rep.RolledBack = append(rep.RolledBack, r.id)
	if len(conflicts) > 0 {
		rep.Conflicts = append(rep.Conflicts, conflicts...)
		// Keep the backups for a human; move them out of the way of the next Recover.
		if err := r.fs.Rename(r.dir, filepath.Join(r.txRoot, conflictPrefix+r.id)); err != nil {
			return fmt.Errorf("setting conflicting transaction aside: %w", err)
		}
		return nil
	}
	return r.removeDir(h.Changes)
}

// undo brings one target back to its base content when it has the new content. It returns false
// with a FileResult when the target must be left as it is.
func (r *recoverer) undo(e journalEntry, target string, touched map[string]bool) (FileResult, bool) {
	conflict := func(o Outcome, err error) (FileResult, bool) {
		return FileResult{Path: target, Outcome: o, Err: fmt.Errorf("transaction %s: %w", r.id, err)}, false
	}
	cur, err := r.hashOf(target)
	if err != nil {
		return conflict(ReadFailed, err)
	}
	switch cur {
	case e.Base:
		return FileResult{}, true // never changed, or already restored
	case e.New:
	default:
		return conflict(StaleFile, fmt.Errorf("%w: %s changed after the crash; left as it is", ErrStale, target))
	}
	touched[filepath.Dir(target)] = true
	if e.Op == opCreate {
		if err := r.fs.Remove(target); err != nil {
			return conflict(WriteFailed, err)
		}
		return FileResult{}, true
	}
	backup := filepath.Join(r.dir, e.Backup)
	b, err := r.hashOf(backup)
	if err != nil {
		return conflict(ReadFailed, fmt.Errorf("backup of %s: %w", target, err))
	}
	if b != e.Base {
		return conflict(WriteFailed, fmt.Errorf("backup of %s does not have the base content", target))
	}
	if err := r.fs.Rename(backup, target); err != nil {
		return conflict(WriteFailed, err)
	}
	return FileResult{}, true
}

// hashOf returns the hex SHA-256 of a file, or "" when it does not exist.
func (r *recoverer) hashOf(name string) (string, error) {
	data, err := r.fs.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]), nil
}

// removeDir removes the backups, the journal and the transaction directory.
func (r *recoverer) removeDir(changes []journalEntry) error {
	for _, e := range changes {
		if e.Backup != "" {
			if err := removeRetry(r.fs, filepath.Join(r.dir, e.Backup)); err != nil {
				return err
			}
		}
	}
	if err := removeRetry(r.fs, filepath.Join(r.dir, journalName)); err != nil {
		return err
	}
	return removeRetry(r.fs, r.dir)
}
