package tools

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/txn"
	"github.com/alfix/alfix/workspace"
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
	Analyzers      []string `json:"analyzers,omitempty"`
	DryRun         bool     `json:"dryRun,omitempty"`
}

var applyFixAllParams = paramSet{
	{name: "projectPath", kind: kindString, required: true, desc: "Absolute path of the AL project folder (it must hold app.json)."},
	{name: "diagnosticId", kind: kindString, required: true, desc: "The rule whose diagnostics to fix, e.g. AA0005."},
	{name: "scope", kind: kindString, enum: []string{ScopeProject, ScopeDocument}, desc: "project fixes every file of the project; document fixes only filePath. Default: project."},
	{name: "filePath", kind: kindString, desc: "The .al file to fix (absolute, or relative to projectPath); required for scope document, ignored with a warning for scope project."},
	{name: "equivalenceKey", kind: kindString, desc: "The fix to apply, verbatim from get_fixes or from an error's candidates. Needed only when the rule offers more than one distinct fix. Default: the rule's only fix."},
	{name: "analyzers", kind: kindSpecList, desc: "Analyzer specs as in al.codeAnalyzers (a JSON array, or that array encoded in a string) replacing the project's configured analyzers. Default: the project's settings."},
	{name: "dryRun", kind: kindBool, desc: "Compute the fixes and return the diff and the files that would change, writing nothing. Default: false."},
}

// Conflict is a file apply_fix_all did not write, and why.
type Conflict struct {
	FilePath string `json:"filePath"`
	Kind     string `json:"kind"`
	Message  string `json:"message"`
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
	Conflicts          []Conflict `json:"conflicts"`
	UnfixedDiagnostics []Location `json:"unfixedDiagnostics"`
	Message            string     `json:"message,omitempty"`
	Warning            string     `json:"warning,omitempty"`
	Diff               string     `json:"diff,omitempty"`
}

// Conflict kinds of apply_fix_all besides the txn outcomes.
const kindUnsupportedEncoding = "UnsupportedEncoding"

// ApplyFixAll runs the apply_fix_all tool.
func ApplyFixAll(ctx context.Context, ws *workspace.Workspace, args ApplyFixAllArgs, progress ProgressFunc) (*ApplyFixAllResult, *ToolError) {
	if progress == nil {
		progress = func(int, int, string) {}
	}
	scope := ScopeProject
	if args.Scope != nil {
		switch s := strings.ToLower(strings.TrimSpace(*args.Scope)); s {
		case ScopeProject, ScopeDocument:
			scope = s
		default:
			return nil, invalidf("parameter 'scope' must be project or document, not %q", *args.Scope)
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
	if args.DiagnosticID == nil || strings.TrimSpace(*args.DiagnosticID) == "" || strings.ContainsRune(*args.DiagnosticID, 0) {
		return nil, invalidf("parameter 'diagnosticId' is required and must be a rule id such as AA0005")
	}
	id := strings.TrimSpace(*args.DiagnosticID)
	var filePath, warning string
	if scope == ScopeDocument {
		if filePath, te = projectFile(p, "filePath", *args.FilePath); te != nil {
			return nil, te
		}
	} else if args.FilePath != nil {
		warning = fmt.Sprintf("filePath (%s) is ignored with scope project; every file of the project was considered (use scope document for one file)", *args.FilePath)
	}
	r, te := checkRule(ws, id)
	if te != nil {
		te.FilePath = filePath
		return nil, te
	}
	id = r.ID
	rt, te := ruleInProject(p, r, args.Analyzers, filePath)
	if te != nil {
		return nil, te
	}
	var paths []string
	if scope == ScopeDocument {
		if te := inProject(ctx, p, filePath, id); te != nil {
			return nil, te
		}
		paths = []string{filePath}
	}

	// Collect the live diagnostics of the rule.
	ar, err := p.Analyze(ctx, workspace.AnalyzeRequest{Paths: paths, Config: rt.cfg,
		Progress: func(done, total int) { progress(done, total, "analyzing") }})
	if err != nil {
		return nil, faulted(err)
	}
	var found []workspace.Finding
	for _, f := range ar.Findings {
		if f.RuleID == id && !f.Suppressed {
			found = append(found, f)
		}
	}
	res := &ApplyFixAllResult{DryRun: args.DryRun, DiagnosticID: id, DiagnosticsFound: len(found),
		FilesChanged: []string{}, Conflicts: []Conflict{}, UnfixedDiagnostics: []Location{}, Warning: warning}
	where := "in the project " + p.Root
	if scope == ScopeDocument {
		where = "in " + filePath
	}
	if len(found) == 0 {
		res.Message = fmt.Sprintf("no %s diagnostics %s: nothing to fix", id, where)
		return res, nil
	}

	// The first occurrence that offers a fix decides it (some occurrences of
	// a rule may have none, e.g. DC0003's `then;`).
	first := found[0]
	for _, f := range found {
		if len(f.FixKeys) > 0 {
			first = f
			break
		}
	}
	if len(first.FixKeys) == 0 {
		return nil, notFound(ReasonNoFixForDiagnostic, filePath, id, "the %s diagnostics %s offer no fix", id, where)
	}
	st, err := inspectFile(ctx, p, first.Path, rt.cfg, []analysis.EnabledRule{rt.enabled})
	if err != nil {
		return nil, readFault(err, first.Path, id)
	}
	probe := -1
	for i, d := range st.Diagnostics {
		if d.RuleID == id && !d.Suppressed && (probe < 0 || d.Span.Start == first.Start) {
			probe = i
		}
	}
	if probe < 0 {
		return nil, &ToolError{Code: CodeStale, FilePath: first.Path, DiagnosticID: id,
			Message: fmt.Sprintf("%s changed during the call and no longer has %s diagnostics; nothing was written: run the call again", first.Path, id)}
	}
	fixes := st.Diagnostics[probe].Fixes
	if len(fixes) == 0 {
		return nil, notFound(ReasonNoFixForDiagnostic, filePath, id, "the %s diagnostics %s offer no fix", id, where)
	}
	fix, te := chooseFix(fixes, args.EquivalenceKey, filePath, id, where)
	if te != nil {
		return nil, te
	}
	res.FixTitle, res.EquivalenceKey = fix.Title, fix.Key

	progress(0, 1, "computing fixes")
	fr, err := p.FixAll(ctx, workspace.FixAllRequest{Rule: rt.enabled, Key: fix.Key, Config: rt.cfg, Paths: paths})
	if err != nil {
		return nil, faulted(err)
	}
	// Unfixed diagnostics: those left in the new contents, except in files
	// that end up not written, which keep their diagnostics as analysed.
	skipped := map[string]bool{}
	for _, path := range fr.EncodingErrs {
		skipped[path] = true
		res.Conflicts = append(res.Conflicts, Conflict{FilePath: path, Kind: kindUnsupportedEncoding,
			Message: fmt.Sprintf("%s is not a UTF-8 file; alfix does not edit it, the file is unchanged", path)})
	}
	changed := map[string][]byte{}
	for path, b := range fr.Changed {
		if !skipped[path] {
			changed[path] = b
		}
	}
	res.FilesChanged = sortedPaths(changed)
	if args.DryRun {
		res.Diff = unifiedDiff(fr.Original, changed)
		res.Message = fmt.Sprintf("dry run: %d file(s) would change; nothing was written", len(changed))
		if len(res.Conflicts) > 0 {
			res.Message += "; " + skippedMessage(res.Conflicts, 0)
		}
	} else if len(changed) > 0 {
		progress(0, len(changed), "writing")
		var changes []workspace.Change
		for _, path := range res.FilesChanged {
			changes = append(changes, workspace.Change{Path: path, Base: fr.Bases[path], Content: changed[path]})
		}
		tr, werr := p.Write(ctx, changes, true)
		res.FilesChanged = []string{}
		failed := false
		refused, modified := 0, 0
		for _, f := range tr.Files {
			if f.Outcome == txn.Written && tr.Committed {
				res.FilesChanged = append(res.FilesChanged, f.Path)
				continue
			}
			skipped[f.Path] = true
			kind := string(f.Outcome)
			switch f.Outcome {
			case txn.WriteFailed, txn.RolledBack, txn.NotWritten:
				failed = failed || f.Outcome == txn.WriteFailed
			case txn.Modified:
				modified++
			case txn.Refused: // a file txn does not write (symlink, read-only, ...): that file's conflict
				kind = string(txn.WriteFailed)
				refused++
			case txn.Written: // written but the transaction did not commit
				kind = string(txn.NotWritten)
			}
			res.Conflicts = append(res.Conflicts, Conflict{FilePath: f.Path, Kind: kind, Message: conflictMessage(f)})
		}
		res.Applied = tr.Committed && len(res.FilesChanged) > 0
		switch {
		case !tr.Committed && (failed || werr != nil):
			cause := "a file could not be written"
			if werr != nil {
				cause = werr.Error()
			}
			res.Message = fmt.Sprintf("writing the fixes failed (%s); every file was left unchanged or restored, nothing was applied", cause)
			if modified > 0 {
				res.Message += fmt.Sprintf("; %d file(s) changed by someone else meanwhile were left as they are (Modified)", modified)
			}
		case len(res.Conflicts) > 0:
			res.Message = skippedMessage(res.Conflicts, refused)
		}
		progress(len(changed), len(changed), "writing")
	}
	// Unfixed diagnostics.
	for _, d := range fr.Unfixed {
		if skipped[d.Path] {
			continue
		}
		src, ok := fr.Changed[d.Path]
		if !ok {
			src = fr.Original[d.Path]
		}
		line, col := syntax.NewLineTable(src).Position(d.Span.Start)
		res.UnfixedDiagnostics = append(res.UnfixedDiagnostics, Location{FilePath: d.Path, Line: line, Column: col})
	}
	for _, f := range found {
		if skipped[f.Path] {
			res.UnfixedDiagnostics = append(res.UnfixedDiagnostics, Location{FilePath: f.Path, Line: f.Line, Column: f.Column})
		}
	}
	sort.SliceStable(res.UnfixedDiagnostics, func(i, j int) bool {
		a, b := res.UnfixedDiagnostics[i], res.UnfixedDiagnostics[j]
		if a.FilePath != b.FilePath {
			return a.FilePath < b.FilePath
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return res, nil
}

// skippedMessage summarises the conflicts of a batch that was written:
// files that changed or could not be read are worth another call; files in
// an encoding alfix does not edit, and the refused ones (of them, among the
// WriteFailed conflicts), are not.
func skippedMessage(conflicts []Conflict, refused int) string {
	retry, encoding := 0, 0
	for _, c := range conflicts {
		if c.Kind == kindUnsupportedEncoding {
			encoding++
		} else {
			retry++
		}
	}
	retry -= refused
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
func conflictMessage(f txn.FileResult) string {
	switch f.Outcome {
	case txn.StaleFile:
		return fmt.Sprintf("%s changed or was deleted after the fixes were computed; it was not written", f.Path)
	case txn.ReadFailed:
		return fmt.Sprintf("%s could not be read to check it before writing (%v); it is unchanged", f.Path, f.Err)
	case txn.RolledBack:
		return fmt.Sprintf("%s was written, then restored because another file of the batch failed", f.Path)
	case txn.NotWritten:
		return fmt.Sprintf("%s was not written because another file of the batch failed", f.Path)
	case txn.Modified:
		return fmt.Sprintf("%s was written, then changed by someone else before alfix could restore it; it was left as it is (the original is kept in the project's .alfix/txn/conflict-* folder)", f.Path)
	case txn.Refused:
		return fmt.Sprintf("alfix does not write %s (%v); it is unchanged", f.Path, f.Err)
	}
	return fmt.Sprintf("writing %s failed (%v); it is unchanged", f.Path, f.Err)
}
