package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// ApplyFixArgs are the parameters of apply_fix.
type ApplyFixArgs struct {
	FixTarget
	EquivalenceKey *string `json:"equivalenceKey,omitempty"`
	FileHash       *string `json:"fileHash,omitempty"`
	DryRun         bool    `json:"dryRun,omitempty"`
}

var applyFixParams = append(append(paramSet{}, fixTargetParams...),
	param{name: "equivalenceKey", kind: kindString, desc: equivalenceKeyDesc},
	param{name: "fileHash", kind: kindString, desc: "get_fixes' fileHash: a changed file is refused with Stale."},
	param{name: "dryRun", kind: kindBool, desc: dryRunDesc},
)

// ApplyFixResult is the result of apply_fix.
type ApplyFixResult struct {
	Applied        bool     `json:"applied"`
	DryRun         bool     `json:"dryRun"`
	FilePath       string   `json:"filePath"`
	DiagnosticID   string   `json:"diagnosticId"`
	FixTitle       string   `json:"fixTitle"`
	EquivalenceKey string   `json:"equivalenceKey"`
	FilesChanged   []string `json:"filesChanged"`
	Diff           string   `json:"diff"`
	// DiffTruncated: the diff was cut to the size bound; its last line
	// says how much is left out.
	DiffTruncated bool `json:"diffTruncated,omitempty"`

	fileDiffs []fix.FileDiff // what fit cuts diff from
}

// ApplyFix runs the apply_fix tool: it applies one fix of one diagnostic,
// writing every file the fix changes as one transaction.
func ApplyFix(ctx context.Context, ws *workspace.Workspace, args ApplyFixArgs) (*ApplyFixResult, *ToolError) {
	p, req, te := fixRequest(ws, args.FixTarget, args.FileHash)
	if te != nil {
		return nil, te
	}
	req.Key = args.EquivalenceKey
	call := fixCall{root: p.Root}
	if args.FileHash != nil {
		call.fileHash = strings.TrimSpace(*args.FileHash)
	}
	plan, err := fix.PlanFix(ctx, p, req)
	if err != nil {
		return nil, call.envelope(err)
	}
	res := &ApplyFixResult{DryRun: args.DryRun, FilePath: req.Path, DiagnosticID: plan.RuleID, FixTitle: plan.FixTitle,
		EquivalenceKey: plan.FixKey, FilesChanged: plan.Paths(), fileDiffs: plan.FileDiffs()}
	res.Diff = joinDiffs(res.fileDiffs)
	if args.DryRun {
		return res, nil
	}
	cr, err := fix.Commit(ctx, p, plan)
	if te := commitError(cr, err, req.Path, plan.RuleID); te != nil {
		return nil, te
	}
	res.Applied = true
	return res, nil
}

// commitError maps a commit that did not go through to its envelope: Stale
// for a file that changed, Faulted with ReadFailed or WriteFailed
// otherwise. It returns nil when the commit went through.
func commitError(cr *fix.CommitResult, err error, path, id string) *ToolError {
	if cr.Committed {
		return nil
	}
	for _, f := range cr.Files {
		switch f.Outcome {
		case fix.StaleFile:
			return &ToolError{Code: CodeStale, FilePath: f.Path, DiagnosticID: id,
				Message: fmt.Sprintf("%s changed or was deleted while the fix was being applied; nothing was written: run get_fixes again", f.Path)}
		case fix.ReadFailed:
			return writeFault(ReasonReadFailed, f.Path, id, f.Err, "%s could not be read to check it before writing (%v); nothing was written, the file is unchanged", f.Path, f.Err)
		case fix.WriteFailed:
			return writeFault(ReasonWriteFailed, f.Path, id, f.Err, "writing %s failed (%v); nothing was written, the file is unchanged", f.Path, f.Err)
		}
	}
	if err == nil {
		err = errors.New("the transaction did not commit")
	}
	return writeFault(ReasonWriteFailed, path, id, err, "writing the fix failed (%v); nothing was written, the files are unchanged", err)
}
