package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// Scopes of apply_fix_all.
const (
	ScopeProject  = "project"
	ScopeDocument = "document"
)

// ApplyFixAllArgs are the parameters of apply_fix_all.
type ApplyFixAllArgs struct {
	ProjectPath    *string  `json:"projectPath,omitempty"`
	DiagnosticID   *string  `json:"diagnosticId,omitempty"`
	Scope          *string  `json:"scope,omitempty"`
	FilePath       *string  `json:"filePath,omitempty"`
	EquivalenceKey *string  `json:"equivalenceKey,omitempty"`
	CodeAnalyzers  []string `json:"codeAnalyzers,omitempty"`
	DryRun         bool     `json:"dryRun,omitempty"`
	// Folder limits scope project to the files below this folder (absolute,
	// cleaned, inside the project). The command line sets it (alfix fix
	// FOLDER); it is not an MCP parameter.
	Folder string `json:"-"`
}

var applyFixAllParams = paramSet{
	{name: "projectPath", kind: kindString, required: true, desc: servedProjectDesc},
	{name: "diagnosticId", kind: kindString, required: true, desc: "The rule whose diagnostics to fix (AA0005)."},
	{name: "scope", kind: kindString, enum: []string{ScopeProject, ScopeDocument}, desc: "project (default), or document: filePath only."},
	{name: "filePath", kind: kindString, desc: "The .al file for scope document."},
	{name: "equivalenceKey", kind: kindString, desc: equivalenceKeyDesc},
	{name: "codeAnalyzers", kind: kindSpecList, desc: codeAnalyzersDesc},
	{name: "dryRun", kind: kindBool, desc: dryRunDesc},
}

// Conflict is a file apply_fix_all did not write, and why.
type Conflict struct {
	FilePath string `json:"filePath"`
	Kind     string `json:"kind"`
	Message  string `json:"message"`
	refused  bool   // a WriteFailed file alfix does not write at all
}

// Location is a position of a diagnostic left unfixed.
type Location struct {
	FilePath string `json:"filePath"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
}

// ApplyFixAllResult is the result of apply_fix_all.
type ApplyFixAllResult struct {
	Applied            bool       `json:"applied"`
	DryRun             bool       `json:"dryRun"`
	DiagnosticID       string     `json:"diagnosticId"`
	FixTitle           string     `json:"fixTitle,omitempty"`
	EquivalenceKey     string     `json:"equivalenceKey,omitempty"`
	DiagnosticsFound   int        `json:"diagnosticsFound"`
	FilesChanged       []string   `json:"filesChanged"`
	FilesChangedCount  int        `json:"filesChangedCount"`
	Conflicts          []Conflict `json:"conflicts"`
	ConflictCount      int        `json:"conflictCount"`
	UnfixedDiagnostics []Location `json:"unfixedDiagnostics"`
	UnfixedCount       int        `json:"unfixedCount"`
	Message            string     `json:"message,omitempty"`
	Warning            string     `json:"warning,omitempty"`
	Diff               string     `json:"diff,omitempty"`
	// DiffTruncated: diff holds the diffs of only some files (the size
	// bound); its last line says how many are left out.
	DiffTruncated bool `json:"diffTruncated,omitempty"`

	fileDiffs []fix.FileDiff // what fit cuts diff from
	lazyDiff  *fix.Plan      // a dry run's plan whose diff fit renders
}

// ApplyFixAll runs the apply_fix_all tool.
func ApplyFixAll(ctx context.Context, ws *workspace.Workspace, args ApplyFixAllArgs, progress ProgressFunc) (*ApplyFixAllResult, *ToolError) {
	scope := ScopeProject
	if args.Scope != nil {
		switch s := strings.ToLower(strings.TrimSpace(*args.Scope)); s {
		case ScopeProject, ScopeDocument:
			scope = s
		default:
			return nil, invalidf("parameter 'scope' must be project or document, not %q", echo(*args.Scope))
		}
	}
	if scope == ScopeDocument {
		if args.FilePath == nil {
			return nil, invalidf("parameter 'filePath' is required when scope is document")
		}
		if te := pathSyntax("filePath", *args.FilePath); te != nil {
			return nil, te
		}
	}
	p, te := fixProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	id, te := diagnosticID(args.DiagnosticID)
	if te != nil {
		return nil, te
	}
	call := fixCall{root: p.Root, all: true, scope: "in the project " + p.Root}
	var filePath, warning string
	if scope == ScopeDocument {
		if filePath, te = projectFile(p, "filePath", *args.FilePath); te != nil {
			return nil, te
		}
		call.scope = "in " + filePath
	} else if args.FilePath != nil {
		warning = fmt.Sprintf("filePath (%s) is ignored with scope project; every file of the project was considered (use scope document for one file)", echo(*args.FilePath))
	}
	folder := ""
	if scope == ScopeProject && args.Folder != "" {
		if te := inside("folder", args.Folder, p.Root, "the project "+p.Root); te != nil {
			return nil, te
		}
		folder = args.Folder
		call.scope = "in " + folder
	}
	plan, err := fix.PlanFixAll(ctx, p, fix.AllRequest{RuleID: id, Analyzers: args.CodeAnalyzers, Path: filePath,
		Folder: folder, Key: args.EquivalenceKey, Progress: progress, Commit: !args.DryRun, Diff: args.DryRun && boundOf(ctx) == 0})
	if err != nil {
		return nil, call.envelope(err)
	}
	res := &ApplyFixAllResult{DryRun: args.DryRun, DiagnosticID: plan.RuleID, DiagnosticsFound: len(plan.Found),
		FixTitle: plan.FixTitle, EquivalenceKey: plan.FixKey, FilesChanged: plan.Paths(), Conflicts: conflicts(plan.Skipped),
		Warning: warning}
	if len(plan.Found) == 0 {
		res.Message = fmt.Sprintf("no %s diagnostics %s: nothing to fix", plan.RuleID, call.scope)
	}
	var committed *fix.CommitResult
	switch {
	case args.DryRun && len(plan.Found) > 0:
		if boundOf(ctx) > 0 {
			// Bounded (MCP): fit renders as many files' diffs as fit.
			res.lazyDiff = plan
		} else {
			// Unbounded (the command line): fit cuts nothing, so the
			// per-file diffs are not kept beside their concatenation.
			res.Diff = joinDiffs(plan.FileDiffs())
		}
		res.Message = fmt.Sprintf("dry run: %d file(s) would change; nothing was written", len(plan.Files))
		if len(res.Conflicts) > 0 {
			res.Message += "; " + skippedMessage(res.Conflicts)
		}
	case !args.DryRun && len(plan.Files) > 0:
		var werr error
		committed, werr = fix.Commit(ctx, p, plan)
		res.FilesChanged, res.Conflicts = committed.Written(), conflicts(committed.Files)
		res.Applied = committed.Committed && len(res.FilesChanged) > 0
		res.Message = writtenMessage(committed, werr, res.Conflicts)
	}
	res.UnfixedDiagnostics = locations(plan.Unfixed(committed))
	res.FilesChangedCount, res.ConflictCount, res.UnfixedCount = len(res.FilesChanged), len(res.Conflicts), len(res.UnfixedDiagnostics)
	return res, nil
}

// conflicts lists the files of a commit that were not written.
func conflicts(files []fix.FileOutcome) []Conflict {
	out := []Conflict{}
	for _, f := range files {
		if f.Outcome != fix.Written {
			out = append(out, Conflict{FilePath: f.Path, Kind: string(f.Outcome), Message: conflictMessage(f), refused: f.Refused})
		}
	}
	return out
}

func locations(fs []workspace.Finding) []Location {
	out := make([]Location, len(fs))
	for i, f := range fs {
		out[i] = Location{FilePath: f.Path, Line: f.Line, Column: f.Column}
	}
	return out
}

// writtenMessage says how a commit of apply_fix_all went: nothing applied
// when a file failed, else the files skipped.
func writtenMessage(cr *fix.CommitResult, err error, cs []Conflict) string {
	failed, modified := false, 0
	for _, f := range cr.Files {
		failed = failed || f.Outcome == fix.WriteFailed && !f.Refused
		if f.Outcome == fix.Modified {
			modified++
		}
	}
	switch {
	case !cr.Committed && (failed || err != nil):
		cause := "a file could not be written"
		if err != nil {
			cause = err.Error()
		}
		msg := fmt.Sprintf("writing the fixes failed (%s); every file was left unchanged or restored, nothing was applied", cause)
		if modified > 0 {
			msg += fmt.Sprintf("; %d file(s) changed by someone else meanwhile were left as they are (Modified)", modified)
		}
		return msg
	case len(cs) > 0:
		return skippedMessage(cs)
	}
	return ""
}

// skippedMessage summarises the conflicts of a batch that was written:
// files that changed or could not be read are worth another call; files in
// an encoding alfix does not edit are not.
func skippedMessage(conflicts []Conflict) string {
	retry, encoding, refused := 0, 0, 0
	for _, c := range conflicts {
		switch {
		case c.Kind == string(fix.UnsupportedEncoding):
			encoding++
		case c.refused:
			refused++
		default:
			retry++
		}
	}
	var parts []string
	if retry > 0 {
		parts = append(parts, fmt.Sprintf("%d file(s) changed or could not be read and were skipped: run apply_fix_all again to fix them", retry))
	}
	if encoding > 0 {
		parts = append(parts, fmt.Sprintf("%d file(s) are not UTF-8 and were left unchanged (alfix edits UTF-8 files only)", encoding))
	}
	if refused > 0 {
		parts = append(parts, fmt.Sprintf("%d file(s) were left unchanged because alfix does not write them (a symbolic link, a read-only file, a folder, or not a regular .al file in the project)", refused))
	}
	return strings.Join(parts, "; ")
}

// conflictMessage says what happened to a file that was not written.
func conflictMessage(f fix.FileOutcome) string {
	switch f.Outcome {
	case fix.UnsupportedEncoding:
		return fmt.Sprintf("%s is not a UTF-8 file; alfix does not edit it, the file is unchanged", f.Path)
	case fix.StaleFile:
		return fmt.Sprintf("%s changed or was deleted after the fixes were computed; it was not written", f.Path)
	case fix.ReadFailed:
		return fmt.Sprintf("%s could not be read to check it before writing (%v); it is unchanged", f.Path, f.Err)
	case fix.RolledBack:
		return fmt.Sprintf("%s was written, then restored because another file of the batch failed", f.Path)
	case fix.NotWritten:
		return fmt.Sprintf("%s was not written because another file of the batch failed", f.Path)
	case fix.Modified:
		return fmt.Sprintf("%s was changed by someone else after alfix wrote it or while alfix replaced it; alfix left that content as it is (what alfix wrote and the original are kept in the project's .alfix/txn/conflict-* folder)", f.Path)
	}
	if f.Refused {
		return fmt.Sprintf("alfix does not write %s (%v); it is unchanged", f.Path, f.Err)
	}
	return fmt.Sprintf("writing %s failed (%v); it is unchanged", f.Path, f.Err)
}
