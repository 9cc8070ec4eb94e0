package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/workspace"
)

// DefaultLimit is analyze's default limit on returned diagnostics.
const DefaultLimit = 500

// CompilerAnalyzer is the analyzer name of compiler diagnostics (syntax
// errors and almcp's).
const CompilerAnalyzer = workspace.CompilerAnalyzer

// AnalyzeArgs are the parameters of analyze; nil or empty means absent.
type AnalyzeArgs struct {
	ProjectPath *string  `json:"projectPath,omitempty"`
	FilePath    *string  `json:"filePath,omitempty"`
	FolderPath  *string  `json:"folderPath,omitempty"`
	Severities  []string `json:"severities,omitempty"`
	Analyzers   []string `json:"analyzers,omitempty"`
	RuleIDs     []string `json:"ruleIds,omitempty"`
	Limit       *int     `json:"limit,omitempty"`
	Compiler    *string  `json:"compiler,omitempty"`
}

var analyzeParams = paramSet{
	{name: "projectPath", kind: kindString, desc: "Absolute path of a startup project folder (one holding app.json). Default: the primary startup project."},
	{name: "filePath", kind: kindString, desc: "Only diagnostics in this .al file (absolute, or relative to the project). Default: every file."},
	{name: "folderPath", kind: kindString, desc: "Only diagnostics in files under this folder, recursively (absolute, or relative to the project). Default: every folder."},
	{name: "severities", kind: kindStringArray, desc: "Keep only these severities: Error, Warning, Info, Hidden (case-insensitive). Default: all."},
	{name: "analyzers", kind: kindStringArray, desc: "Keep only diagnostics of these analyzers, named as in results (e.g. CodeCop, LinterCop, Compiler; case-insensitive). Default: all."},
	{name: "ruleIds", kind: kindStringArray, desc: "Keep only these rule ids (e.g. AA0005; case-insensitive). Default: all."},
	{name: "limit", kind: kindInt, desc: "Most diagnostics to return (> 0); summary and totalCount still count all. Default: 500."},
	{name: "compiler", kind: kindString, enum: []string{"auto", "on", "off"}, desc: "Compiler diagnostics: auto includes them when the AL compiler bridge is available and otherwise adds a warning; on requires them (Unavailable otherwise); off leaves them out silently. Default: auto."},
}

// DiagnosticInfo is one diagnostic of analyze.
type DiagnosticInfo struct {
	FilePath  string `json:"filePath"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	ID        string `json:"id"`
	Severity  string `json:"severity"`
	Message   string `json:"message"`
	Analyzer  string `json:"analyzer"`
	HasFix    bool   `json:"hasFix"`
}

// Summary counts the whole filtered set of diagnostics.
type Summary struct {
	BySeverity map[string]int `json:"bySeverity"`
	ByAnalyzer map[string]int `json:"byAnalyzer"`
}

// AnalyzerErrorInfo reports a rule that failed on a file.
type AnalyzerErrorInfo struct {
	RuleID   string `json:"ruleId"`
	FilePath string `json:"filePath"`
	Message  string `json:"message"`
}

// AnalyzeStats tells how much work a call did.
type AnalyzeStats struct {
	Files     int   `json:"files"`
	Analyzed  int   `json:"analyzed"`
	Cached    int   `json:"cached"`
	ElapsedMs int64 `json:"elapsedMs"`
}

// AnalyzeResult is the result of analyze.
type AnalyzeResult struct {
	Project        string              `json:"project"`
	Count          int                 `json:"count"`
	TotalCount     int                 `json:"totalCount"`
	Truncated      bool                `json:"truncated"`
	Summary        Summary             `json:"summary"`
	Diagnostics    []DiagnosticInfo    `json:"diagnostics"`
	Warnings       []string            `json:"warnings"`
	AnalyzerErrors []AnalyzerErrorInfo `json:"analyzerErrors"`
	Stats          AnalyzeStats        `json:"stats"`
}

// ProgressFunc receives progress of a long call: done out of total units,
// and what is being done.
type ProgressFunc = workspace.Progress

// Analyze runs the analyze tool without a compiler bridge: compiler=auto
// adds a warning, compiler=on is Unavailable/NoProxy.
func Analyze(ctx context.Context, ws *workspace.Workspace, args AnalyzeArgs, progress ProgressFunc) (*AnalyzeResult, *ToolError) {
	return AnalyzeWith(ctx, ws, nil, args, progress)
}

// AnalyzeWith runs the analyze tool with compiler diagnostics from almcp
// (sup may be nil: no bridge configured).
func AnalyzeWith(ctx context.Context, ws *workspace.Workspace, sup *almcp.Supervisor, args AnalyzeArgs, progress ProgressFunc) (*AnalyzeResult, *ToolError) {
	sel, te := analyzeSelection(args)
	if te != nil {
		return nil, te
	}
	p, filePath, folderPath, te := analyzeScope(ws, args)
	if te != nil {
		return nil, te
	}
	req := workspace.AnalyzeRequest{Progress: progress}
	if filePath != "" || folderPath != "" {
		req.Filter = func(path string) bool {
			return (filePath == "" || path == filePath) && (folderPath == "" || fspath.Within(folderPath, path))
		}
	}
	// Compiler diagnostics first: compiler=on fails before any work when
	// the bridge is down.
	var compilerWarnings []string
	if req.Compiled, compilerWarnings, te = compile(ctx, sup, sel.compiler, p.Root); te != nil {
		return nil, te
	}
	ar, err := p.Analyze(ctx, req)
	if err != nil {
		return nil, faulted(err)
	}
	res := &AnalyzeResult{
		Project:        p.Root,
		Summary:        Summary{BySeverity: map[string]int{}, ByAnalyzer: map[string]int{}},
		Diagnostics:    []DiagnosticInfo{},
		Warnings:       append(append(compilerWarnings, ar.Config.Warnings...), p.SkippedWarnings(req.Filter)...),
		AnalyzerErrors: []AnalyzerErrorInfo{},
		Stats: AnalyzeStats{Files: ar.Files, Analyzed: ar.Analyzed, Cached: ar.Cached,
			ElapsedMs: ar.Elapsed.Milliseconds()},
	}
	for _, f := range ar.Findings {
		if f.Suppressed || !sel.keeps(f) {
			continue
		}
		res.TotalCount++
		res.Summary.BySeverity[string(f.Severity)]++
		res.Summary.ByAnalyzer[f.Analyzer]++
		if len(res.Diagnostics) < sel.limit {
			res.Diagnostics = append(res.Diagnostics, DiagnosticInfo{FilePath: f.Path, Line: f.Line, Column: f.Column,
				EndLine: f.EndLine, EndColumn: f.EndColumn, ID: f.ID, Severity: string(f.Severity),
				Message: f.Message, Analyzer: f.Analyzer, HasFix: f.HasFix()})
		}
	}
	res.Warnings = append(append(append(res.Warnings, p.DependencyWarnings(ctx, ar.Config)...), ar.Warnings...), p.RecoveryWarnings()...)
	if ar.UnlocatedLeftOut > 0 {
		res.Warnings = append(res.Warnings, fmt.Sprintf("%d compiler diagnostic(s) without a location were left out because the call is limited to a file or folder", ar.UnlocatedLeftOut))
	}
	if res.Warnings == nil {
		res.Warnings = []string{}
	}
	res.Count = len(res.Diagnostics)
	res.Truncated = res.TotalCount > res.Count
	for _, e := range ar.AnalyzerErrors {
		// The first line says what failed; the rest is a stack for alfix's
		// developers, not for the caller.
		msg, _, _ := strings.Cut(e.Message, "\n")
		res.AnalyzerErrors = append(res.AnalyzerErrors, AnalyzerErrorInfo{RuleID: e.RuleID, FilePath: e.Path, Message: msg})
	}
	return res, nil
}

// selection is analyze's arguments that choose among the findings.
type selection struct {
	limit           int
	severities, ids map[string]bool
	analyzers       map[string]bool
	compiler        string // auto, on, off
}

// keeps reports whether a finding passes the severity, analyzer and rule
// id filters (each empty means all).
func (s selection) keeps(f workspace.Finding) bool {
	return (len(s.severities) == 0 || s.severities[string(f.Severity)]) &&
		(len(s.analyzers) == 0 || s.analyzers[f.Analyzer]) &&
		(len(s.ids) == 0 || s.ids[strings.ToUpper(f.ID)])
}

// analyzeSelection checks analyze's arguments other than the scope, in
// contract order.
func analyzeSelection(args AnalyzeArgs) (selection, *ToolError) {
	sel := selection{limit: DefaultLimit, severities: map[string]bool{}, ids: map[string]bool{}, analyzers: map[string]bool{}, compiler: "auto"}
	if args.Limit != nil {
		if *args.Limit < 1 {
			return sel, invalidf("parameter 'limit' must be a positive integer, not %d", *args.Limit)
		}
		sel.limit = *args.Limit
	}
	for _, s := range args.Severities {
		sev, ok := analysis.ParseSeverity(strings.TrimSpace(s))
		if !ok {
			return sel, invalidf("parameter 'severities' has an unknown severity %q; use Error, Warning, Info or Hidden", s)
		}
		sel.severities[string(sev)] = true
	}
	for _, a := range args.Analyzers {
		name, ok := analyzerName(a)
		if !ok {
			return sel, invalidf("parameter 'analyzers' has an unknown analyzer %q; use %s", a, knownAnalyzers())
		}
		sel.analyzers[name] = true
	}
	for _, id := range args.RuleIDs {
		if strings.TrimSpace(id) == "" || strings.ContainsRune(id, 0) {
			return sel, invalidf("parameter 'ruleIds' has an empty or malformed rule id %q", id)
		}
		sel.ids[strings.ToUpper(strings.TrimSpace(id))] = true
	}
	for _, pp := range []struct {
		name  string
		value *string
	}{{"projectPath", args.ProjectPath}, {"filePath", args.FilePath}, {"folderPath", args.FolderPath}} {
		if pp.value != nil {
			if te := pathSyntax(pp.name, *pp.value); te != nil {
				return sel, te
			}
		}
	}
	if args.Compiler != nil {
		sel.compiler = strings.ToLower(*args.Compiler)
	}
	switch sel.compiler {
	case "auto", "off", "on":
	default:
		return sel, invalidf("parameter 'compiler' must be auto, on or off, not %q", *args.Compiler)
	}
	return sel, nil
}

// analyzeScope resolves analyze's project and its file and folder filters:
// the project given, else the startup project holding the paths, else the
// primary one.
func analyzeScope(ws *workspace.Workspace, args AnalyzeArgs) (p *workspace.Project, filePath, folderPath string, te *ToolError) {
	if args.ProjectPath != nil {
		if p, te = startupProject(ws, args.ProjectPath); te != nil {
			return nil, "", "", te
		}
	}
	base := ""
	if p != nil {
		base = p.Root
	} else if prim := ws.Primary(); prim != nil {
		base = prim.Root
	}
	for _, f := range []struct {
		name  string
		value *string
		dst   *string
	}{{"filePath", args.FilePath, &filePath}, {"folderPath", args.FolderPath, &folderPath}} {
		if f.value == nil {
			continue
		}
		path, te := cleanPath(f.name, *f.value, base)
		if te != nil {
			return nil, "", "", te
		}
		owner := p
		if owner == nil {
			owner = ws.Containing(path)
		}
		if owner == nil {
			if len(ws.Projects()) == 0 {
				_, te := startupProject(ws, nil)
				return nil, "", "", te
			}
			return nil, "", "", invalidf("parameter '%s' (%s) is outside every startup project (%s)", f.name, path, projectList(ws.Projects()))
		}
		if te := inside(f.name, path, owner.Root, "the project "+owner.Root); te != nil {
			return nil, "", "", te
		}
		if p == nil {
			p = owner
		} else if p != owner {
			return nil, "", "", invalidf("parameter '%s' (%s) is not in the same project as the other path arguments (%s)", f.name, path, p.Root)
		}
		*f.dst = path
	}
	if p == nil {
		if p, te = startupProject(ws, nil); te != nil {
			return nil, "", "", te
		}
	}
	return p, filePath, folderPath, nil
}

// compile asks the bridge for compiler diagnostics as the compiler
// argument says: on requires them, auto takes them when the bridge is ready
// and otherwise says why in a warning, off skips them.
func compile(ctx context.Context, sup *almcp.Supervisor, mode, root string) ([]almcp.Diagnostic, []string, *ToolError) {
	switch {
	case mode == "on":
		diags, warns, err := sup.Compile(ctx, root)
		if err != nil {
			return nil, nil, compilerError(err)
		}
		return diags, warns, nil
	case mode == "auto" && sup.State().Status == almcp.Ready:
		diags, warns, err := sup.Compile(ctx, root)
		if err != nil {
			return nil, []string{"compiler diagnostics are not included: " + err.Error()}, nil
		}
		return diags, warns, nil
	case mode == "auto":
		return nil, []string{compilerUnavailableWarning(sup.State())}, nil
	}
	return nil, nil, nil
}

// analyzerName maps an analyzer name as results report it (or an ALCops
// spelling such as ALCops.LinterCop) to its canonical form.
func analyzerName(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, CompilerAnalyzer) {
		return CompilerAnalyzer, true
	}
	if len(s) > len("alcops.") && strings.EqualFold(s[:len("alcops.")], "alcops.") {
		s = s[len("alcops."):]
	}
	g, ok := project.ParseAnalyzerGroup(s)
	return string(g), ok
}

func knownAnalyzers() string {
	names := []string{}
	for _, g := range project.AllAnalyzerGroups {
		names = append(names, string(g))
	}
	return strings.Join(append(names, CompilerAnalyzer), ", ")
}

// compilerError maps a bridge failure to its Unavailable envelope.
func compilerError(err error) *ToolError {
	var ae *almcp.Error
	if !errors.As(err, &ae) {
		return faulted(err)
	}
	msg := ae.Message
	if ae.Reason == almcp.NoProxy {
		msg += "; call again with compiler=auto or off"
	}
	return &ToolError{Code: CodeUnavailable, Reason: string(ae.Reason), Message: msg, Detail: ae.Detail}
}

// compilerUnavailableWarning says, for compiler=auto, why compiler
// diagnostics are not included.
func compilerUnavailableWarning(st almcp.State) string {
	const prefix = "compiler diagnostics are not included: "
	switch st.Status {
	case almcp.NotConfigured:
		return prefix + "the AL compiler bridge (almcp) is turned off; only alfix's own rules ran"
	case almcp.NotFound:
		return prefix + "Microsoft's AL MCP server (altool, from the AL Language extension or BC Development Tools 17+) was not found; pass --almcp or set ALFIX_ALMCP to use it"
	case almcp.Starting:
		return prefix + "the AL compiler bridge (almcp) is still starting; call again in a moment"
	}
	reason := "it failed"
	if st.Err != nil {
		reason = st.Err.Error()
	}
	return prefix + "the AL compiler bridge (almcp) is not ready (" + reason + ")"
}
