package fix

import (
	"context"

	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/workspace"
)

// An Outcome says what happened to one file of a plan. Every value but
// Written is a conflict kind of apply_fix_all.
type Outcome string

// Outcomes of Commit.
const (
	// Written: the new content is on disk (the commit went through).
	Written Outcome = "Written"
	// StaleFile: the file changed or was deleted after the plan was made;
	// it was not written.
	StaleFile Outcome = "StaleFile"
	// UnsupportedEncoding: the file is not UTF-8; alfix does not edit it
	// (decided when the plan was made: Plan.Skipped).
	UnsupportedEncoding Outcome = "UnsupportedEncoding"
	// ReadFailed: the file could not be read to check it before writing;
	// it is unchanged.
	ReadFailed Outcome = "ReadFailed"
	// WriteFailed: writing the file failed or was refused (read-only,
	// outside the project, a symbolic link leading out); it is unchanged.
	WriteFailed Outcome = "WriteFailed"
	// RolledBack: the file was written, then restored because another file
	// of the batch failed.
	RolledBack Outcome = "RolledBack"
	// NotWritten: the file was left untouched because another file of the
	// batch failed.
	NotWritten Outcome = "NotWritten"
	// Modified: someone else changed the file after alfix wrote it (while
	// a failed batch was being rolled back) or saved it while alfix
	// replaced it; alfix left their content as it is, even in a committed
	// batch (reported by txn).
	Modified Outcome = "Modified"
)

// A FileOutcome is what happened to one file, and why (Err, for every
// outcome but Written).
type FileOutcome struct {
	Path    string
	Outcome Outcome
	Err     error
	// Refused marks a WriteFailed file alfix does not write at all (a
	// symbolic link, a read-only file, a folder, not a regular .al file of
	// the project): it is that file's conflict and the rest of the batch is
	// written.
	Refused bool
}

// A CommitResult reports a Commit.
type CommitResult struct {
	// Committed: every file reported Written is on disk. False when nothing
	// was written.
	Committed bool
	// Files holds the plan's Skipped files, then one outcome per planned
	// file in plan order.
	Files []FileOutcome
}

// Written lists the files written, in plan order.
func (r *CommitResult) Written() []string {
	out := []string{}
	for _, f := range r.Files {
		if f.Outcome == Written {
			out = append(out, f.Path)
		}
	}
	return out
}

// Commit writes a plan through txn: every file lands or none does. A plan
// of PlanFix is written all or nothing; one of PlanFixAll leaves out files
// that changed since it was made (StaleFile) or cannot be read (ReadFailed)
// and writes the rest as one unit. Each file is checked against its base
// right before it is written, so a plan never overwrites someone's edit.
// The snapshot moves to the new content of the files written. The error
// reports a failure that is not about one file (the project folder is
// unusable, the journal could not be written, a rollback could not
// finish); the result is complete in every case.
func Commit(ctx context.Context, p *workspace.Project, plan *Plan) (*CommitResult, error) {
	if plan.previewOnly {
		return nil, errPreviewOnly
	}
	res := &CommitResult{Files: append([]FileOutcome(nil), plan.Skipped...)}
	if len(plan.Files) == 0 {
		return res, nil
	}
	changes := make([]txn.Change, len(plan.Files))
	for i := range plan.Files {
		f := &plan.Files[i]
		changes[i] = txn.Change{Path: f.Path, Base: f.Base, Content: f.Content}
		if f.packed != nil {
			// txn unpacks it to hash it and again to stage it, one file at
			// a time, instead of holding every new content at once.
			changes[i].Content, changes[i].Load = nil, f.NewContent
		}
	}
	t := plan.tracker
	defer t.Finish()
	tr, err := p.Write(ctx, changes, plan.skipStale, t)
	res.Committed = tr.Committed
	for _, f := range tr.Files {
		res.Files = append(res.Files, FileOutcome{Path: f.Path, Outcome: outcomeOf(f.Outcome, tr.Committed), Err: f.Err,
			Refused: f.Outcome == txn.Refused})
	}
	return res, err
}

// outcomeOf maps a txn outcome to an Outcome: a refusal is a failed
// write, and a file staged in a batch that did not commit was not written.
// An outcome txn adds later keeps its name (Modified).
func outcomeOf(o txn.Outcome, committed bool) Outcome {
	switch o {
	case txn.Written:
		if !committed {
			return NotWritten
		}
		return Written
	case txn.Refused:
		return WriteFailed
	case txn.StaleFile:
		return StaleFile
	case txn.ReadFailed:
		return ReadFailed
	case txn.WriteFailed:
		return WriteFailed
	case txn.RolledBack:
		return RolledBack
	case txn.NotWritten:
		return NotWritten
	}
	return Outcome(o)
}
