package tools

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"sort"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/workspace"
)

// ApplyFixArgs are the parameters of apply_fix.
type ApplyFixArgs struct {
	FixTarget
	EquivalenceKey *string `json:"equivalenceKey,omitempty"`
	FileHash       *string `json:"fileHash,omitempty"`
	DryRun         bool    `json:"dryRun,omitempty"`
}

var applyFixParams = append(append(paramSet{}, fixTargetParams...),
	param{name: "equivalenceKey", kind: kindString, desc: "The fix to apply, verbatim from get_fixes or from an error's candidates. Needed only when the diagnostic offers more than one distinct key. Default: the diagnostic's only fix."},
	param{name: "fileHash", kind: kindString, desc: "The fileHash get_fixes returned; when given and the file no longer has that content, the call fails with Stale and writes nothing. Default: no check beyond the usual re-check of the file."},
	param{name: "dryRun", kind: kindBool, desc: "Compute the fix and return its diff without writing anything. Default: false."},
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
}

// ApplyFix runs the apply_fix tool: it applies one fix of one diagnostic,
// writing every file the fix changes as one transaction.
func ApplyFix(ctx context.Context, ws *workspace.Workspace, args ApplyFixArgs) (*ApplyFixResult, *ToolError) {
	l, te := locate(ctx, ws, args.FixTarget, args.FileHash)
	if te != nil {
		return nil, te
	}
	id, path := l.target.rule.ID, l.path
	f := l.find()
	fix, te := chooseFix(l.diag().Fixes, args.EquivalenceKey, path, id, fmt.Sprintf("at %s:%d:%d", path, f.Line, f.Column))
	if te != nil {
		return nil, te
	}
	if l.state.EncodingErr != nil {
		return nil, writeFault(ReasonUnsupportedEncoding, path, id, l.state.EncodingErr,
			"%s is not a UTF-8 file (%v); the file is unchanged", path, l.state.EncodingErr)
	}
	// Gather every file the fix edits, each with the content it applies to.
	files := map[string][]byte{path: l.state.Content}
	bases := map[string][32]byte{path: l.state.Hash}
	for _, e := range fix.Edits {
		other := e.Path
		if other == "" || other == path {
			continue
		}
		if _, ok := files[other]; ok {
			continue
		}
		if !within(l.project.Root, other) {
			return nil, writeFault(ReasonWriteFailed, other, id, nil, "the fix edits %s, outside the project %s; nothing was written", other, l.project.Root)
		}
		b, err := readFile(other)
		if err != nil {
			return nil, readFault(err, other, id)
		}
		if te := checkUTF8(b, other, id); te != nil {
			return nil, te
		}
		files[other], bases[other] = b, sha256.Sum256(b)
	}
	changed, err := analysis.ApplyFix(files, fix, path)
	if err != nil {
		return nil, faulted(err)
	}
	for p, b := range changed {
		if string(b) == string(files[p]) {
			delete(changed, p)
		}
	}
	res := &ApplyFixResult{DryRun: args.DryRun, FilePath: path, DiagnosticID: id, FixTitle: fix.Title,
		EquivalenceKey: fix.Key, FilesChanged: sortedPaths(changed), Diff: unifiedDiff(files, changed)}
	if len(changed) == 0 {
		return nil, notFound(ReasonNoFixForDiagnostic, path, id, "the fix %q of the %s diagnostic changes nothing", fix.Key, id)
	}
	if args.DryRun {
		return res, nil
	}
	var changes []workspace.Change
	for _, p := range res.FilesChanged {
		changes = append(changes, workspace.Change{Path: p, Base: bases[p], Content: changed[p]})
	}
	tr, err := l.project.Write(ctx, changes, false)
	if te := writeOutcome(tr, err, path, id); te != nil {
		return nil, te
	}
	res.Applied = true
	return res, nil
}

// checkUTF8 refuses files alfix does not edit.
func checkUTF8(b []byte, path, id string) *ToolError {
	if err := workspace.CheckEncoding(b); err != nil {
		return writeFault(ReasonUnsupportedEncoding, path, id, err, "%s is not a UTF-8 file (%v); the file is unchanged", path, err)
	}
	return nil
}

// writeOutcome maps a transaction that did not commit to its envelope:
// Stale for a file that changed, Faulted with ReadFailed or WriteFailed
// otherwise. It returns nil when the transaction committed.
func writeOutcome(tr txn.Result, err error, path, id string) *ToolError {
	if tr.Committed {
		return nil
	}
	for _, fr := range tr.Files {
		switch fr.Outcome {
		case txn.StaleFile:
			return &ToolError{Code: CodeStale, FilePath: fr.Path, DiagnosticID: id,
				Message: fmt.Sprintf("%s changed or was deleted while the fix was being applied; nothing was written: run get_fixes again", fr.Path)}
		case txn.ReadFailed:
			return writeFault(ReasonReadFailed, fr.Path, id, fr.Err, "%s could not be read to check it before writing (%v); nothing was written, the file is unchanged", fr.Path, fr.Err)
		case txn.Refused, txn.WriteFailed:
			return writeFault(ReasonWriteFailed, fr.Path, id, fr.Err, "writing %s failed (%v); nothing was written, the file is unchanged", fr.Path, fr.Err)
		}
	}
	if err == nil {
		err = errors.New("the transaction did not commit")
	}
	return writeFault(ReasonWriteFailed, path, id, err, "writing the fix failed (%v); nothing was written, the files are unchanged", err)
}

func sortedPaths(m map[string][]byte) []string {
	out := make([]string, 0, len(m))
	for p := range m {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}
