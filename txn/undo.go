package txn

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
)

// undoTarget is one change to undo: the target's directory and name, what the change did, and
// where its backup is.
type undoTarget struct {
	dir       Dir
	name      string
	path      string // for messages
	op        string
	base, new Hash
	tx        Dir    // the transaction directory, holding the backup
	backup    string // name of the backup in tx ("" for create)
	aside     string // a name in dir alfix may use to move a file aside
	// original, known in-process only, is the target's original file when the backup is a hard
	// link to it: a backup that is that file but no longer holds the base content holds a save
	// an editor wrote into the original after alfix replaced it, and it is restored as theirs.
	original fs.FileInfo
}

// undoer undoes changes; it remembers that the file system has no renameat2, so the fallback is
// chosen once.
type undoer struct {
	noExchange bool
}

// undo brings one target back to its base content if, and only if, it still holds what alfix
// wrote (the new content, or no file for a delete). It is the one procedure of the in-process
// rollback and of Recover. It returns "" when the target now has its base content (or had it all
// along); Modified when it holds anything else, which is left exactly as it is; ReadFailed or
// WriteFailed when the file system failed.
//
// Nothing is ever destroyed on a guess: where the system can, the backup is exchanged with the
// target (renameat2 RENAME_EXCHANGE) and the file that comes out is compared with the one that
// was checked; if they differ, someone saved in between and the exchange is undone. A file to
// remove is first moved aside and checked the same way. The file that came out is not removed
// yet: it is returned as a leftover, checked once more by finish when every target is done,
// because an editor that opened the target just before the exchange may still be writing into it.
func (u *undoer) undo(t undoTarget) (Outcome, *leftover, error) {
	modified := func(format string, a ...any) (Outcome, *leftover, error) {
		return Modified, nil, fmt.Errorf("%w: %s %s; left as it is", ErrModified, t.path, fmt.Sprintf(format, a...))
	}
	var cur fs.FileInfo // the target as checked; nil when absent
	var curHash Hash
	fi, err := t.dir.Lstat(t.name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return ReadFailed, nil, err
	case !fi.Mode().IsRegular():
		return modified("is now %v, not a regular file", fi.Mode().Type())
	default:
		data, info, err := t.dir.ReadFile(t.name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return ReadFailed, nil, err
		default:
			cur, curHash = info, sha256.Sum256(data)
		}
	}
	present := cur != nil
	if t.op == opCreate && !present || t.op != opCreate && present && curHash == t.base {
		return "", nil, nil // never changed, or already restored
	}
	if t.op == opDelete && present || t.op != opDelete && (!present || curHash != t.new) {
		if !present {
			return modified("was deleted")
		}
		return modified("was changed by someone else")
	}

	switch t.op {
	case opCreate:
		return u.removeChecked(t, cur)
	case opDelete:
		if _, o, err := u.checkBackup(t); o != "" {
			return o, nil, err
		}
		err := u.rename(t.tx, t.backup, t.dir, t.name, NoReplace, func() bool {
			_, err := t.dir.Lstat(t.name)
			return errors.Is(err, fs.ErrNotExist)
		})
		if errors.Is(err, fs.ErrExist) || errors.Is(err, errChanged) {
			return modified("was created again")
		}
		if err != nil {
			return WriteFailed, nil, err
		}
		return "", nil, nil
	}
	// opWrite
	orig, o, err := u.checkBackup(t)
	theirs := false
	if o == WriteFailed && orig != nil && t.original != nil && sameFile(orig, t.original) {
		o, theirs = "", true
	}
	if o != "" {
		return o, nil, err
	}
	if theirs {
		// Restore their save, and say so.
		o, l, err := u.undo(undoTarget{dir: t.dir, name: t.name, path: t.path, op: t.op, base: hashOfBackup(t), new: t.new, tx: t.tx, backup: t.backup, aside: t.aside})
		if o == "" {
			return Modified, l, fmt.Errorf("%w: %s was saved by someone else during the write; their save is kept", ErrModified, t.path)
		}
		return o, l, err
	}
	if !u.noExchange {
		err := t.tx.Rename(t.backup, t.dir, t.name, Exchange)
		if errors.Is(err, errors.ErrUnsupported) {
			u.noExchange = true
		} else if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return modified("was deleted")
			}
			return WriteFailed, nil, err
		} else {
			out, err := t.tx.Lstat(t.backup) // what was the target a moment ago
			if err == nil && sameVersion(out, cur) {
				return "", &leftover{t: t, dir: t.tx, name: t.backup, info: cur, restored: orig}, nil
			}
			if err := t.tx.Rename(t.backup, t.dir, t.name, Exchange); err != nil {
				return WriteFailed, nil, fmt.Errorf("%s was saved by someone else while alfix restored it and could not be put back: that version is in %s (%v)",
					t.path, joinName(t.tx.Name(), t.backup), err)
			}
			return modified("was saved by someone else while alfix restored it")
		}
	}
	err = u.rename(t.tx, t.backup, t.dir, t.name, Replace, func() bool {
		now, err := t.dir.Lstat(t.name)
		return err == nil && sameVersion(now, cur)
	})
	if errors.Is(err, errChanged) {
		return modified("was saved by someone else while alfix restored it")
	}
	if err != nil {
		return WriteFailed, nil, err
	}
	return "", nil, nil
}

// leftover is a file an undo took out of a target (alfix's own content), still to be removed.
type leftover struct {
	t        undoTarget
	dir      Dir
	name     string
	info     fs.FileInfo // the file as it was checked when it came out
	restored fs.FileInfo // what the target holds since (nil: no file)
	kept     bool        // finish kept it, holding someone's save
}

// finish removes a leftover after checking, once more, that nobody wrote into it since it came
// out. If someone did (an in-place save that had opened the target just before the exchange),
// their file goes back to the target when the target is still as alfix left it; otherwise it is
// kept where it is. Either way the target is reported Modified.
func (u *undoer) finish(l *leftover) (Outcome, error) {
	fi, err := l.dir.Lstat(l.name)
	if errors.Is(err, fs.ErrNotExist) || err == nil && sameVersion(fi, l.info) {
		l.dir.Remove(l.name)
		return "", nil
	}
	if err != nil {
		return WriteFailed, err
	}
	back := func() bool {
		now, err := l.t.dir.Lstat(l.t.name)
		if l.restored == nil {
			return errors.Is(err, fs.ErrNotExist)
		}
		return err == nil && sameVersion(now, l.restored)
	}
	mode := NoReplace
	if l.restored != nil {
		mode = Exchange
	}
	if back() {
		err := l.dir.Rename(l.name, l.t.dir, l.t.name, mode)
		if errors.Is(err, errors.ErrUnsupported) && l.restored == nil && back() {
			err = l.dir.Rename(l.name, l.t.dir, l.t.name, Replace)
		}
		if err == nil {
			if l.restored != nil {
				l.kept = true // the original came out in its place: keep it with the backups
			}
			return Modified, fmt.Errorf("%w: %s was saved by someone else while alfix restored it; their save is kept", ErrModified, l.t.path)
		}
	}
	l.kept = true
	return Modified, fmt.Errorf("%w: %s was saved by someone else while alfix restored it; their save is kept at %s", ErrModified, l.t.path, joinName(l.dir.Name(), l.name))
}

// errChanged reports that a fallback's check before a plain rename failed.
var errChanged = errors.New("changed before the rename")

// rename renames with mode. For Replace, and where the system cannot do mode, it renames with a
// plain rename after ok() says the destination is as expected (the fallback: a save in the
// microseconds between the check and the rename is not seen).
func (u *undoer) rename(from Dir, oldname string, to Dir, newname string, mode RenameMode, ok func() bool) error {
	if mode != Replace {
		err := from.Rename(oldname, to, newname, mode)
		if !errors.Is(err, errors.ErrUnsupported) {
			return err
		}
	}
	if !ok() {
		return errChanged
	}
	return from.Rename(oldname, to, newname, Replace)
}

// checkBackup verifies the backup holds the base content, and describes it (also when it does
// not).
func (u *undoer) checkBackup(t undoTarget) (fs.FileInfo, Outcome, error) {
	data, info, err := t.tx.ReadFile(t.backup)
	if err != nil {
		return nil, ReadFailed, fmt.Errorf("backup of %s: %w", t.path, err)
	}
	if sha256.Sum256(data) != t.base {
		return info, WriteFailed, fmt.Errorf("the backup of %s (%s) does not hold the original content; %s is left as it is",
			t.path, joinName(t.tx.Name(), t.backup), t.path)
	}
	return info, "", nil
}

// removeChecked removes the target created by alfix: it is moved aside and compared with the
// file that was checked (finish removes it later); anything else is moved back.
func (u *undoer) removeChecked(t undoTarget, cur fs.FileInfo) (Outcome, *leftover, error) {
	err := u.rename(t.dir, t.name, t.dir, t.aside, NoReplace, func() bool {
		now, err := t.dir.Lstat(t.name)
		return err == nil && sameVersion(now, cur)
	})
	if errors.Is(err, errChanged) {
		return Modified, nil, fmt.Errorf("%w: %s was saved by someone else while alfix removed it; left as it is", ErrModified, t.path)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil, nil // gone already
	}
	if err != nil {
		return WriteFailed, nil, err
	}
	out, err := t.dir.Lstat(t.aside)
	if err == nil && sameVersion(out, cur) {
		return "", &leftover{t: t, dir: t.dir, name: t.aside, info: cur}, nil
	}
	err = u.rename(t.dir, t.aside, t.dir, t.name, NoReplace, func() bool {
		_, err := t.dir.Lstat(t.name)
		return errors.Is(err, fs.ErrNotExist)
	})
	if err != nil {
		return WriteFailed, nil, fmt.Errorf("%s was saved by someone else while alfix removed it; that version is at %s (%v)",
			t.path, joinName(t.dir.Name(), t.aside), err)
	}
	return Modified, nil, fmt.Errorf("%w: %s was saved by someone else while alfix removed it; left as it is", ErrModified, t.path)
}

// hashOfBackup is the hash of what the backup holds now ("" hash when unreadable: the restore
// then fails its own check).
func hashOfBackup(t undoTarget) Hash {
	data, _, err := t.tx.ReadFile(t.backup)
	if err != nil {
		return Hash{}
	}
	return sha256.Sum256(data)
}
