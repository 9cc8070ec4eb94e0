package workspace

import (
	"fmt"
	"time"

	"github.com/alfix/alfix/txn"
)

// recoverProject finishes or undoes what a crashed alfix left in the project at root (txn.Recover),
// logs every part of the report, and returns its warnings for the project to keep: transaction
// folders that were left alone because alfix cannot verify them (a repository can ship a crafted
// .alfix; it is never executed), files left alone because they changed since, and rollbacks.
func (w *Workspace) recoverProject(root string) []string {
	rep, err := txn.Recover(root)
	for _, id := range rep.RolledBack {
		w.log.Warn("rolled back an unfinished write of a previous alfix process", "root", root, "txn", id)
	}
	for _, c := range rep.Conflicts {
		w.log.Warn("left a file changed since an unfinished write alone", "file", c.Path, "outcome", c.Outcome, "error", c.Err)
	}
	for _, ig := range rep.Ignored {
		w.log.Warn("left a transaction folder alfix cannot verify alone; it is never executed", "folder", ig.Dir, "error", ig.Err)
	}
	warnings := rep.Warnings()
	if err != nil {
		w.log.Warn("recovering unfinished writes failed", "root", root, "error", err)
		warnings = append(warnings, "recovering unfinished writes of an earlier alfix process failed: "+err.Error())
	}
	return warnings
}

// RecoveryWarnings says what loading the project found in its .alfix folder: unfinished writes
// rolled back, files left alone, and folders that were not executed (see txn.RecoverReport),
// and, read at each call, the conflict folders kept now (txn.Conflicts). The analyze tool shows
// them with its warnings.
func (p *Project) RecoveryWarnings() []string {
	out := append([]string(nil), p.recovery...)
	list, err := txn.Conflicts(p.Root)
	if err != nil {
		return append(out, "cannot list the conflict folders in .alfix/txn: "+err.Error())
	}
	for _, c := range list {
		out = append(out, fmt.Sprintf("%s keeps the backups of a rolled-back write that left a file changed by someone else alone; check the file and delete the folder (alfix removes it after %d days, or when more than %d such folders exist)",
			c.Path, int(txn.ConflictMaxAge/(24*time.Hour)), txn.ConflictMaxCount))
	}
	return out
}
