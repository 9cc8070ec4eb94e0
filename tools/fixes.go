package tools

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/workspace"
	"github.com/aymanbagabas/go-udiff"
)

// FixTarget names one diagnostic: the parameters get_fixes, apply_fix (and
// the command line's single fix) share.
type FixTarget struct {
	ProjectPath  *string  `json:"projectPath,omitempty"`
	FilePath     *string  `json:"filePath,omitempty"`
	DiagnosticID *string  `json:"diagnosticId,omitempty"`
	Line         *int     `json:"line,omitempty"`
	Column       *int     `json:"column,omitempty"`
	Analyzers    []string `json:"analyzers,omitempty"`
}

var fixTargetParams = paramSet{
	{name: "projectPath", kind: kindString, required: true, desc: "Absolute path of the AL project folder (it must hold app.json)."},
	{name: "filePath", kind: kindString, required: true, desc: "The .al file of the diagnostic: absolute, or relative to projectPath."},
	{name: "diagnosticId", kind: kindString, required: true, desc: "The rule id of the diagnostic, as analyze reports it (e.g. AA0005)."},
	{name: "line", kind: kindInt, required: true, desc: "1-based line of the diagnostic's start, as analyze reports it."},
	{name: "column", kind: kindInt, required: true, desc: "1-based column of the diagnostic's start in UTF-16 code units, as analyze reports it."},
	{name: "analyzers", kind: kindSpecList, desc: "Analyzer specs as in al.codeAnalyzers (a JSON array, or that array encoded in a string) replacing the project's configured analyzers. Default: the project's settings."},
}

// hooks are the workspace operations the fix tools call; tests replace
// them to inject read and write failures the file system cannot produce on
// demand.
var (
	inspectFile = func(ctx context.Context, p *workspace.Project, path string, cfg *project.Config, rules []analysis.EnabledRule) (*workspace.FileState, error) {
		return p.Inspect(ctx, path, cfg, rules)
	}
	readFile = os.ReadFile
)

// ruleTarget is a rule checked against a project before any analysis.
type ruleTarget struct {
	rule    *analysis.Rule
	enabled analysis.EnabledRule
	cfg     *project.Config
}

// checkRule is the first rule check of the fix tools: NoFixProvider when
// alfix knows no rule with the id or the rule offers no fix. The caller then
// checks the file (FileNotInProject) and calls ruleInProject.
func checkRule(ws *workspace.Workspace, id string) (*analysis.Rule, *ToolError) {
	r, ok := ws.Registry().Lookup(id)
	if !ok {
		return nil, notFound(ReasonNoFixProvider, "", id, "no rule with id %s is known to alfix, so nothing provides fixes for it", id)
	}
	if !r.HasFix() {
		return nil, notFound(ReasonNoFixProvider, "", r.ID, "rule %s has no code fix", r.ID)
	}
	return r, nil
}

// ruleInProject loads the configuration and answers SuppressedByRuleset or
// NoAnalyzerForRule when the rule does not run in the project.
func ruleInProject(p *workspace.Project, r *analysis.Rule, specs []string, filePath string) (*ruleTarget, *ToolError) {
	cfg, err := p.Config(specs)
	if err != nil {
		return nil, faulted(err)
	}
	if cfg.Ruleset != nil && cfg.Ruleset.Action(r.ID) == "None" {
		return nil, notFound(ReasonSuppressedByRuleset, filePath, r.ID, "the project ruleset (%s) sets rule %s to None", cfg.RulesetPath, r.ID)
	}
	eff := analysis.EffectiveFor(r, cfg)
	switch eff.Reason {
	case analysis.DisabledByAnalyzers:
		return nil, notFound(ReasonNoAnalyzerForRule, filePath, r.ID,
			"rule %s belongs to %s, which is not among the project's analyzers (%s)", r.ID, r.Analyzer, groupList(cfg.Analyzers))
	case analysis.DisabledByDefault:
		return nil, notFound(ReasonSuppressedByRuleset, filePath, r.ID,
			"rule %s is off by default and the project ruleset does not turn it on", r.ID)
	case analysis.DisabledByRuleset:
		return nil, notFound(ReasonSuppressedByRuleset, filePath, r.ID, "the project ruleset sets rule %s to None", r.ID)
	}
	return &ruleTarget{rule: r, enabled: analysis.EnabledRule{Rule: r, Severity: eff.Severity}, cfg: cfg}, nil
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

// located is a diagnostic found at a position, with its file's state.
type located struct {
	project *workspace.Project
	path    string
	target  *ruleTarget
	state   *workspace.FileState
	index   int // into state.Diagnostics
}

func (l *located) diag() *analysis.Diagnostic { return &l.state.Diagnostics[l.index] }
func (l *located) find() workspace.Finding    { return l.state.Findings[l.index] }

// locate runs the checks get_fixes and apply_fix share, in contract order,
// and returns the diagnostic. expectHash, when set, is compared with the
// file's content right after it is read (apply_fix's fileHash).
func locate(ctx context.Context, ws *workspace.Workspace, t FixTarget, expectHash *string) (*located, *ToolError) {
	p, te := fixProject(ws, t.ProjectPath)
	if te != nil {
		return nil, te
	}
	if t.FilePath == nil {
		return nil, invalidf("parameter 'filePath' is required")
	}
	path, te := projectFile(p, "filePath", *t.FilePath)
	if te != nil {
		return nil, te
	}
	if t.DiagnosticID == nil || strings.TrimSpace(*t.DiagnosticID) == "" || strings.ContainsRune(*t.DiagnosticID, 0) {
		return nil, invalidf("parameter 'diagnosticId' is required and must be a rule id such as AA0005")
	}
	if t.Line == nil || *t.Line < 1 {
		return nil, invalidf("parameter 'line' is required and must be a positive integer")
	}
	if t.Column == nil || *t.Column < 1 {
		return nil, invalidf("parameter 'column' is required and must be a positive integer")
	}
	var want [32]byte
	if expectHash != nil {
		b, err := hex.DecodeString(strings.TrimSpace(*expectHash))
		if err != nil || len(b) != 32 {
			return nil, invalidf("parameter 'fileHash' must be the 64 hex digits get_fixes returned, not %q", *expectHash)
		}
		copy(want[:], b)
	}
	id := strings.TrimSpace(*t.DiagnosticID)
	r, te := checkRule(ws, id)
	if te != nil {
		te.FilePath = path
		return nil, te
	}
	if te := inProject(ctx, p, path, r.ID); te != nil {
		return nil, te
	}
	rt, te := ruleInProject(p, r, t.Analyzers, path)
	if te != nil {
		return nil, te
	}
	st, err := inspectFile(ctx, p, path, rt.cfg, []analysis.EnabledRule{rt.enabled})
	if err != nil {
		return nil, readFault(err, path, r.ID)
	}
	if expectHash != nil && st.Hash != want {
		return nil, &ToolError{Code: CodeStale, FilePath: path, DiagnosticID: r.ID,
			Message: fmt.Sprintf("%s no longer has the content with fileHash %s (it changed since get_fixes); nothing was written: run get_fixes again", path, strings.TrimSpace(*expectHash))}
	}
	line, col := *t.Line, *t.Column
	idx := matchPosition(st, r.ID, line, col)
	if idx < 0 {
		return nil, notFound(ReasonNoDiagnosticAtPosition, path, r.ID,
			"no %s diagnostic at %s:%d:%d nor anywhere on that line; run analyze again and use its line and column", r.ID, path, line, col)
	}
	l := &located{project: p, path: path, target: rt, state: st, index: idx}
	if l.diag().Suppressed {
		f := l.find()
		return nil, notFound(ReasonSuppressedByPragma, path, r.ID,
			"the %s diagnostic at %s:%d:%d is suppressed by a #pragma warning disable", r.ID, path, f.Line, f.Column)
	}
	if len(l.diag().Fixes) == 0 {
		f := l.find()
		return nil, notFound(ReasonNoFixForDiagnostic, path, r.ID, "the %s diagnostic at %s:%d:%d offers no fix", r.ID, path, f.Line, f.Column)
	}
	return l, nil
}

// readFault maps a failure to read a file for a fix.
func readFault(err error, path, id string) *ToolError {
	if errors.Is(err, workspace.ErrStale) || errors.Is(err, fs.ErrNotExist) {
		return &ToolError{Code: CodeStale, FilePath: path, DiagnosticID: id,
			Message: fmt.Sprintf("%s was deleted or replaced during the call; nothing was written: run analyze again", path)}
	}
	var te *ToolError
	if errors.As(err, &te) {
		return te
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return faulted(err)
	}
	return writeFault(ReasonReadFailed, path, id, err, "%s could not be read (%v); the file is unchanged", path, err)
}

// matchPosition finds the diagnostic of the rule at the position: exact
// line and column among live diagnostics, then among suppressed ones, then
// the same line live, then the same line suppressed. It returns -1 when
// none matches.
func matchPosition(st *workspace.FileState, id string, line, col int) int {
	for _, pass := range []struct{ exact, suppressed bool }{{true, false}, {true, true}, {false, false}, {false, true}} {
		for i, f := range st.Findings {
			d := st.Diagnostics[i]
			if d.RuleID != id || d.Suppressed != pass.suppressed || f.Line != line {
				continue
			}
			if !pass.exact || f.Column == col {
				return i
			}
		}
	}
	return -1
}

// fixInfos lists fixes in order; distinct keeps the first fix of each key.
func fixInfos(fixes []analysis.Fix, distinct bool) []FixInfo {
	out := []FixInfo{}
	seen := map[string]bool{}
	for _, f := range fixes {
		if distinct && seen[f.Key] {
			continue
		}
		seen[f.Key] = true
		out = append(out, FixInfo{EquivalenceKey: f.Key, Title: f.Title, ProviderName: f.Provider})
	}
	return out
}

// chooseFix picks the fix with the key, or the only distinct key when none
// is given: NoFixForEquivalenceKey and Ambiguous otherwise (with candidates).
func chooseFix(fixes []analysis.Fix, key *string, path, id, where string) (analysis.Fix, *ToolError) {
	if key != nil {
		for _, f := range fixes {
			if f.Key == *key {
				return f, nil
			}
		}
		te := notFound(ReasonNoFixForEquivalenceKey, path, id, "no fix of the %s diagnostic %s has the equivalence key %q; pass one of the candidates' keys verbatim", id, where, *key)
		te.Candidates = fixInfos(fixes, true)
		return analysis.Fix{}, te
	}
	cands := fixInfos(fixes, true)
	if len(cands) > 1 {
		return analysis.Fix{}, &ToolError{Code: CodeAmbiguous, FilePath: path, DiagnosticID: id, Candidates: cands,
			Message: fmt.Sprintf("the %s diagnostic %s offers %d different fixes; pass one candidate's equivalenceKey verbatim", id, where, len(cands))}
	}
	return fixes[0], nil
}

// unifiedDiff renders the changes of several files as one unified diff, in
// path order.
func unifiedDiff(original, changed map[string][]byte) string {
	paths := make([]string, 0, len(changed))
	for p := range changed {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var b strings.Builder
	for _, p := range paths {
		b.WriteString(udiff.Unified(p, p, string(original[p]), string(changed[p])))
	}
	return b.String()
}

func hashHex(h [32]byte) string { return hex.EncodeToString(h[:]) }
