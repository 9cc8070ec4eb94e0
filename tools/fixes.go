package tools

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// FixTarget names one diagnostic: the parameters get_fixes, apply_fix (and
// the command line's single fix) share.
type FixTarget struct {
	ProjectPath   *string  `json:"projectPath,omitempty"`
	FilePath      *string  `json:"filePath,omitempty"`
	DiagnosticID  *string  `json:"diagnosticId,omitempty"`
	Line          *int     `json:"line,omitempty"`
	Column        *int     `json:"column,omitempty"`
	CodeAnalyzers []string `json:"codeAnalyzers,omitempty"`
}

var fixTargetParams = paramSet{
	{name: "projectPath", kind: kindString, required: true, desc: servedProjectDesc},
	{name: "filePath", kind: kindString, required: true, desc: "The diagnostic's .al file."},
	{name: "diagnosticId", kind: kindString, required: true, desc: "The diagnostic's id, as analyze reported it."},
	{name: "line", kind: kindInt, required: true, desc: "As analyze reported it."},
	{name: "column", kind: kindInt, required: true, desc: "As analyze reported it."},
	{name: "codeAnalyzers", kind: kindSpecList, desc: codeAnalyzersDesc},
}

// fixRequest decodes a FixTarget (and apply_fix's fileHash) into the
// workspace's request, checking the arguments in contract order.
func fixRequest(ws *workspace.Workspace, t FixTarget, fileHash *string) (*workspace.Project, fix.Request, *ToolError) {
	var req fix.Request
	p, te := fixProject(ws, t.ProjectPath)
	if te != nil {
		return nil, req, te
	}
	if t.FilePath == nil {
		return nil, req, invalidf("parameter 'filePath' is required")
	}
	if req.Path, te = projectFile(p, "filePath", *t.FilePath); te != nil {
		return nil, req, te
	}
	if req.RuleID, te = diagnosticID(t.DiagnosticID); te != nil {
		return nil, req, te
	}
	if t.Line == nil || *t.Line < 1 {
		return nil, req, invalidf("parameter 'line' is required and must be a positive integer")
	}
	if t.Column == nil || *t.Column < 1 {
		return nil, req, invalidf("parameter 'column' is required and must be a positive integer")
	}
	req.Line, req.Column, req.Analyzers = *t.Line, *t.Column, t.CodeAnalyzers
	if fileHash != nil {
		b, err := hex.DecodeString(strings.TrimSpace(*fileHash))
		if err != nil || len(b) != 32 {
			return nil, req, invalidf("parameter 'fileHash' must be the 64 hex digits get_fixes returned, not %q", echo(*fileHash))
		}
		req.FileHash = new([32]byte)
		copy(req.FileHash[:], b)
	}
	return p, req, nil
}

// diagnosticID checks the diagnosticId parameter of the fix tools.
func diagnosticID(id *string) (string, *ToolError) {
	if id == nil || strings.TrimSpace(*id) == "" || strings.ContainsRune(*id, 0) {
		return "", invalidf("parameter 'diagnosticId' is required and must be a rule id such as AA0005")
	}
	return strings.TrimSpace(*id), nil
}

// A fixCall is what the envelopes of one fix call say besides the
// workspace's error: the project, the tool's wording of where the
// diagnostics are, and the fileHash as the caller wrote it.
type fixCall struct {
	root     string
	all      bool   // apply_fix_all: several diagnostics, in scope
	scope    string // apply_fix_all: "in the project ..." or "in FILE"
	fileHash string
}

// where names the diagnostic of a problem for a message.
func (c fixCall) where(e *fix.Error) string {
	if c.all {
		return c.scope
	}
	return fmt.Sprintf("at %s:%d:%d", e.Path, e.Line, e.Column)
}

// envelope maps a fix use case's error to its envelope.
func (c fixCall) envelope(err error) *ToolError {
	var e *fix.Error
	if !errors.As(err, &e) {
		return faulted(err)
	}
	// The rule id and the key are the caller's when no rule or fix has
	// them; the path is one tools checked (at most maxPathBytes).
	id, path, key := echo(e.RuleID), e.Path, echo(e.Key)
	switch e.Problem {
	case fix.UnknownRule:
		return notFound(ReasonNoFixProvider, path, id, "no rule with id %s is known to alfix, so nothing provides fixes for it", id)
	case fix.RuleHasNoFix:
		return notFound(ReasonNoFixProvider, path, id, "rule %s has no code fix", id)
	case fix.FileNotInProject:
		return notFound(ReasonFileNotInProject, path, id,
			"%s is not an AL file of the project %s (it must exist, end in .al and not lie in a skipped folder such as .alpackages)", path, c.root)
	case fix.RuleSetToNone:
		return notFound(ReasonSuppressedByRuleset, path, id, "the project ruleset (%s) sets rule %s to None", e.Config.RulesetPath, id)
	case fix.AnalyzerNotEnabled:
		return notFound(ReasonNoAnalyzerForRule, path, id,
			"rule %s belongs to %s, which is not among the project's analyzers (%s)", id, e.Rule.Analyzer, groupList(e.Config.Analyzers))
	case fix.RuleOffByDefault:
		return notFound(ReasonSuppressedByRuleset, path, id, "rule %s is off by default and the project ruleset does not turn it on", id)
	case fix.RuleDisabledByRuleset:
		return notFound(ReasonSuppressedByRuleset, path, id, "the project ruleset sets rule %s to None", id)
	case fix.RuleLeftOutAsDuplicate:
		return notFound(ReasonDuplicateRule, path, id,
			"rule %s gives way to %s in this project (its findings at the spots %s reports are left out) and the fix tools do not fix it; fix the %s diagnostics, or name both analyzers one by one in al.codeAnalyzers or codeAnalyzers (or give both rules a severity in the ruleset) to keep both", id, e.DuplicateOf, e.DuplicateOf, e.DuplicateOf)
	case fix.FileHashMismatch:
		return &ToolError{Code: CodeStale, FilePath: path, DiagnosticID: id,
			Message: fmt.Sprintf("%s no longer has the content with fileHash %s (it changed since get_fixes); nothing was written: run get_fixes again", path, c.fileHash)}
	case fix.NoDiagnosticAtPosition:
		return notFound(ReasonNoDiagnosticAtPosition, path, id,
			"no %s diagnostic at %s:%d:%d nor anywhere on that line; run analyze again and use its line and column", id, path, e.Line, e.Column)
	case fix.SuppressedByPragma:
		return notFound(ReasonSuppressedByPragma, path, id, "the %s diagnostic at %s:%d:%d is suppressed by a #pragma warning disable", id, path, e.Line, e.Column)
	case fix.NoFixForDiagnostic:
		if c.all {
			return notFound(ReasonNoFixForDiagnostic, path, id, "the %s diagnostics %s offer no fix", id, c.scope)
		}
		return notFound(ReasonNoFixForDiagnostic, path, id, "the %s diagnostic at %s:%d:%d offers no fix", id, path, e.Line, e.Column)
	case fix.FixChangesNothing:
		return notFound(ReasonNoFixForDiagnostic, path, id, "the fix %q of the %s diagnostic changes nothing", key, id)
	case fix.NoFixForKey:
		te := notFound(ReasonNoFixForEquivalenceKey, path, id, "no fix of the %s diagnostic %s has the equivalence key %q; pass one of the candidates' keys verbatim", id, c.where(e), key)
		te.Candidates = fixInfos(e.Candidates)
		return te
	case fix.AmbiguousFix:
		return &ToolError{Code: CodeAmbiguous, FilePath: path, DiagnosticID: id, Candidates: fixInfos(e.Candidates),
			Message: fmt.Sprintf("the %s diagnostic %s offers %d different fixes; pass one candidate's equivalenceKey verbatim", id, c.where(e), len(e.Candidates))}
	case fix.FileNotUTF8:
		return writeFault(ReasonUnsupportedEncoding, path, id, e.Err, "%s is not a UTF-8 file (%v); the file is unchanged", path, e.Err)
	case fix.EditOutsideProject:
		return writeFault(ReasonWriteFailed, path, id, nil, "the fix edits %s, outside the project %s; nothing was written", path, c.root)
	case fix.FileReadFailed:
		return writeFault(ReasonReadFailed, path, id, e.Err, "%s could not be read (%v); the file is unchanged", path, e.Err)
	case fix.FileVanished:
		return &ToolError{Code: CodeStale, FilePath: path, DiagnosticID: id,
			Message: fmt.Sprintf("%s was deleted or replaced during the call; nothing was written: run analyze again", path)}
	case fix.ChangedDuringCall:
		return &ToolError{Code: CodeStale, FilePath: path, DiagnosticID: id,
			Message: fmt.Sprintf("%s changed during the call and no longer has %s diagnostics; nothing was written: run the call again", path, id)}
	}
	return faulted(err)
}

func groupList(gs []project.AnalyzerGroup) string {
	if len(gs) == 0 {
		return "none"
	}
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = string(g)
	}
	return strings.Join(s, ", ")
}

// fixInfos lists fixes in order.
func fixInfos(fixes []analysis.Fix) []FixInfo {
	out := make([]FixInfo, 0, len(fixes))
	for _, f := range fixes {
		out = append(out, FixInfo{EquivalenceKey: f.Key, Title: f.Title, ProviderName: f.Provider})
	}
	return out
}

// Descriptions shared by apply_fix and apply_fix_all.
const (
	equivalenceKeyDesc = "get_fixes' key; needed when it offers several."
	dryRunDesc         = "Return the diff without writing."
)
