package tools

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/workspace"
)

// DefaultLimit is analyze's default page size: 100 diagnostics are about
// 30 KB of JSON (some 8,000 tokens), enough to work on one rule or file at
// a time, while the summary tells the whole picture.
const DefaultLimit = 100

// MaxLimit is the largest limit analyze accepts over MCP. A page also ends
// earlier when the result would exceed the server's size bound.
const MaxLimit = 1000

// Caps of analyze's result that do not depend on the page.
const (
	summaryRules       = 100 // summary.byRule entries
	summaryFiles       = 10  // summary.topFiles entries
	maxAnalyzerErrors  = 20  // analyzerErrors entries
	maxAnalyzeWarnings = 50  // warnings entries (the last says how many more)
)

// CompilerAnalyzer is the analyzer name of compiler diagnostics (syntax
// errors and almcp's).
const CompilerAnalyzer = workspace.CompilerAnalyzer

// AnalyzeArgs are the parameters of analyze; nil or empty means absent.
type AnalyzeArgs struct {
	ProjectPath   *string  `json:"projectPath,omitempty"`
	FilePath      *string  `json:"filePath,omitempty"`
	FolderPath    *string  `json:"folderPath,omitempty"`
	Severities    []string `json:"severities,omitempty"`
	Analyzers     []string `json:"analyzers,omitempty"`
	RuleIDs       []string `json:"ruleIds,omitempty"`
	CodeAnalyzers []string `json:"codeAnalyzers,omitempty"`
	Limit         *int     `json:"limit,omitempty"`
	Cursor        *string  `json:"cursor,omitempty"`
	Compiler      *string  `json:"compiler,omitempty"`
	// Exclude and ExcludeKey are for Go callers (the command line's
	// --baseline): the diagnostics Exclude returns true for are left out of
	// the listing, its counts and pages; ExcludeKey names the predicate.
	Exclude    func(DiagnosticInfo) bool `json:"-"`
	ExcludeKey string                    `json:"-"`
	Since      *string                   `json:"since,omitempty"`
	// BaselineApp is the previous version's package the breaking-change
	// rules compare with (workspace.AnalyzeRequest.BaselineApp).
	BaselineApp *string `json:"baselineApp,omitempty"`
}

// codeAnalyzersDesc describes the codeAnalyzers parameter of every tool.
const codeAnalyzersDesc = "Run these analyzers, not the project's (LinterCop, ...)."

var analyzeParams = paramSet{
	{name: "projectPath", kind: kindString, desc: "Project folder; default: the one holding filePath/folderPath, else startup."},
	{name: "filePath", kind: kindString, desc: "Only this .al file."},
	{name: "folderPath", kind: kindString, desc: "Only files under this folder."},
	{name: "severities", kind: kindStringArray, desc: "Only these: Error, Warning, Info, Hidden."},
	{name: "analyzers", kind: kindStringArray, desc: "Only these analyzers' (CodeCop, Compiler, ...)."},
	{name: "ruleIds", kind: kindStringArray, desc: "Only these rule ids."},
	{name: "codeAnalyzers", kind: kindSpecList, desc: codeAnalyzersDesc},
	{name: "limit", kind: kindInt, max: MaxLimit, desc: "Page size (default 100)."},
	{name: "cursor", kind: kindString, desc: cursorDesc},
	{name: "since", kind: kindString, desc: "An earlier answer's since: only what was added and removed since."},
	{name: "compiler", kind: kindString, enum: []string{"auto", "on", "off"}, desc: "Compiler diagnostics: auto (default), on (required), off."},
	{name: "baselineApp", kind: kindString, desc: "Previous version's .app: report breaking changes."},
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

// Summary counts every diagnostic that passes the filters, on every page.
type Summary struct {
	BySeverity map[string]int `json:"bySeverity"`
	ByAnalyzer map[string]int `json:"byAnalyzer"`
	// ByRule lists the rules with most diagnostics first (at most 100;
	// Rules counts them all).
	ByRule []RuleSummary `json:"byRule"`
	Rules  int           `json:"rules"`
	// TopFiles lists the 10 files with most diagnostics; Files counts the
	// files that have any.
	TopFiles []FileSummary `json:"topFiles"`
	Files    int           `json:"files"`
}

// RuleSummary counts the diagnostics of one rule (or compiler code).
type RuleSummary struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Analyzer string `json:"analyzer"`
	Severity string `json:"severity"`
	Count    int    `json:"count"`
	// Fixable counts those that offer a fix (get_fixes, apply_fix_all).
	Fixable int `json:"fixable"`
}

// FileSummary counts the diagnostics of one file.
type FileSummary struct {
	FilePath string `json:"filePath"`
	Count    int    `json:"count"`
}

// AnalyzersInfo says which analyzers ran and why.
type AnalyzersInfo struct {
	Enabled []string `json:"enabled"`
	// Source is call (codeAnalyzers), settings (al.codeAnalyzers), AL-Go,
	// disabled (al.enableCodeAnalysis false) or default.
	Source string `json:"source"`
	// SettingsFile is the file(s) the choice was read from, if any.
	SettingsFile string `json:"settingsFile,omitempty"`
	// DuplicatesLeftOut are enabled rules whose findings at the spots a
	// rule they duplicate reports too were left out (their other findings
	// are kept).
	DuplicatesLeftOut []LeftOutRule `json:"duplicatesLeftOut"`
}

// LeftOutRule is a rule left out as a duplicate of another.
type LeftOutRule struct {
	RuleID      string `json:"ruleId"`
	DuplicateOf string `json:"duplicateOf"`
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

// CompileChecksInfo is analyze's verdict on the compile checks of the
// project (workspace.CompileChecks): the same on every page.
type CompileChecksInfo struct {
	// State is complete (every kind of compile check ran, or the AL
	// compiler's diagnostics are included), partial (some kinds stayed
	// silent: "0 errors" does not mean none) or off (none ran).
	State string `json:"state"`
	// By is alfix (its own checks) or compiler (almcp's diagnostics, which
	// are complete compile checks of their own); "" when off.
	By string `json:"by,omitempty"`
	// Missing are the dependencies whose declarations alfix could not
	// load and that kept some kind silent.
	Missing []MissingDependencyInfo `json:"missing"`
	// Silent are the kinds of alfix's compile checks that did not run
	// (names, members, access, calls, event subscribers, object
	// references, ...).
	Silent []string `json:"silent"`
}

// MissingDependencyInfo is a dependency of the verdict.
type MissingDependencyInfo struct {
	Name      string `json:"name"`
	ID        string `json:"id"`
	Publisher string `json:"publisher"`
	// Reason is "not found", "runtime package", "unreadable" or "not
	// declared" (no platform in app.json); Detail says more.
	Reason string `json:"reason"`
	Detail string `json:"detail,omitempty"`
}

// AnalyzeResult is the result of analyze: the summary first, then one page
// of diagnostics.
type AnalyzeResult struct {
	// Summary and Analyzers are left out of a delta answer (since).
	Summary Summary `json:"summary,omitzero"`
	Project string  `json:"project"`
	// CompileChecks and AnalyzerErrors are left out of a delta answer
	// when they are as in the answer of its since token.
	CompileChecks CompileChecksInfo `json:"compileChecks,omitzero"`
	TotalCount    int               `json:"totalCount"`
	// Offset is the index of the page's first diagnostic among all
	// totalCount; Count the diagnostics in this page.
	Offset int `json:"offset"`
	Count  int `json:"count"`
	// Truncated: diagnostics follow this page; NextCursor fetches them.
	Truncated          bool                `json:"truncated"`
	NextCursor         string              `json:"nextCursor,omitempty"`
	Diagnostics        []DiagnosticInfo    `json:"diagnostics"`
	Analyzers          AnalyzersInfo       `json:"analyzers,omitzero"`
	Warnings           []string            `json:"warnings"`
	AnalyzerErrors     []AnalyzerErrorInfo `json:"analyzerErrors,omitzero"`
	AnalyzerErrorCount int                 `json:"analyzerErrorCount"`
	Stats              AnalyzeStats        `json:"stats"`
	// Since is the token of this answer: pass it as since after an edit.
	Since string `json:"since"`
	// Delta is present when the call passed since: what changed since.
	Delta *DeltaInfo `json:"delta,omitempty"`

	// page is what fit needs to cut the page and make its cursor.
	page *analyzePage
}

// DeltaInfo is a delta answer: the diagnostics added and removed since
// the answer whose token was passed as since (each names its file). The
// lists are cut to the size bound; the counts count all.
type DeltaInfo struct {
	Since        string           `json:"since"`
	AddedCount   int              `json:"addedCount"`
	RemovedCount int              `json:"removedCount"`
	Added        []DiagnosticInfo `json:"added"`
	Removed      []DiagnosticInfo `json:"removed"`
	Truncated    bool             `json:"truncated"`
}

// analyzePage is the listing a result shows a page of.
type analyzePage struct {
	listing *workspace.Listing
	args    [32]byte
}

// ProgressFunc receives the progress of a long call (see workspace's
// progress model).
type ProgressFunc = workspace.Progress

// Analyze runs the analyze tool without a compiler bridge: compiler=auto
// adds a warning, compiler=on is Unavailable/NoProxy.
func Analyze(ctx context.Context, ws *workspace.Workspace, args AnalyzeArgs, progress ProgressFunc) (*AnalyzeResult, *ToolError) {
	return AnalyzeWith(ctx, ws, nil, args, progress)
}

// AnalyzeWith runs the analyze tool with compiler diagnostics from almcp
// (sup may be nil: no bridge configured). The page holds at most limit
// diagnostics; the MCP server cuts it further to its size bound (fit).
func AnalyzeWith(ctx context.Context, ws *workspace.Workspace, sup *almcp.Supervisor, args AnalyzeArgs, progress ProgressFunc) (*AnalyzeResult, *ToolError) {
	sel, te := analyzeSelection(args)
	if te != nil {
		return nil, te
	}
	if args.Since != nil && args.Cursor != nil {
		return nil, invalidf("parameters 'since' and 'cursor' exclude each other: a delta answer has no pages")
	}
	p, filePath, folderPath, te := analyzeScope(ws, args)
	if te != nil {
		return nil, te
	}
	req := workspace.AnalyzeRequest{Progress: progress}
	baselineApp := ""
	if args.BaselineApp != nil {
		baselineApp = *args.BaselineApp
		req.BaselineApp = baselineApp
	}
	if filePath != "" || folderPath != "" {
		req.Filter = func(path string) bool {
			return (filePath == "" || path == filePath) && (folderPath == "" || fspath.Within(folderPath, path))
		}
	}
	if args.CodeAnalyzers != nil {
		cfg, err := p.Config(args.CodeAnalyzers)
		if err != nil {
			return nil, faulted(err)
		}
		req.Config = cfg
	}
	// Compiler diagnostics first: compiler=on fails before any work when
	// the bridge is down.
	var compilerWarnings []string
	if req.Compiled, compilerWarnings, req.CompilerRan, te = compile(ctx, sup, sel.compiler, p.Root); te != nil {
		return nil, te
	}
	ar, err := p.Analyze(ctx, req)
	if errors.Is(err, workspace.ErrBaselineApp) {
		return nil, invalidf("parameter 'baselineApp': %s", echo(err.Error()))
	}
	if err != nil {
		return nil, faulted(err)
	}
	if args.Exclude != nil {
		exclude := args.Exclude
		sel.Selection.Exclude = func(f *workspace.Finding) bool { return exclude(diagnosticInfo(*f)) }
		sel.Selection.ExcludeKey = "go:" + args.ExcludeKey
	}
	listing := ws.List(ar, sel.Selection)
	page := &analyzePage{listing: listing, args: workspace.ArgsDigest(p.Root, filePath, folderPath,
		strings.Join(sortedKeys(sel.Severities), ","), strings.Join(sel.Analyzers, ","), strings.Join(sortedKeys(sel.RuleIDs), ","),
		strings.Join(args.CodeAnalyzers, "\x00"), sel.compiler, baselineApp)}
	offset := 0
	if args.Cursor != nil {
		if offset, te = resume(listing, *args.Cursor, page.args); te != nil {
			return nil, te
		}
	}
	warnings := analyzeWarnings(compilerWarnings, ar, unknownRuleWarnings(ws, sel.Selection.RuleIDs),
		p.SkippedWarnings(req.Filter), p.DependencyWarnings(ctx, ar.Config), ar.Warnings, p.RecoveryWarnings())
	if args.Since != nil {
		return deltaAnswer(ws, p.Root, ar, listing, page.args, strings.TrimSpace(*args.Since), warnings)
	}
	cc := compileChecksInfo(ar.CompileChecks)
	aes, aeCount := analyzerErrors(ar.AnalyzerErrors)
	all := warnings // what the delta log records: the answer's whole state
	if args.Cursor != nil {
		// Warnings once per listing: a later page carries those that
		// changed since the last answer for the same arguments.
		warnings = ws.Deltas().Unseen(page.args, warnings)
		if warnings == nil {
			warnings = []string{}
		}
	}
	res := &AnalyzeResult{
		Summary:       summaryOf(listing.Counts),
		Project:       p.Root,
		CompileChecks: cc,
		TotalCount:    listing.Counts.Total,
		Offset:        offset,
		Analyzers:     analyzersInfo(ar),
		Warnings:      warnings,
		Stats: AnalyzeStats{Files: ar.Files, Analyzed: ar.Analyzed, Cached: ar.Cached,
			ElapsedMs: ar.Elapsed.Milliseconds()},
		page: page,
	}
	end := min(listing.Len(), offset+min(sel.limit, listing.Len()))
	res.Diagnostics = make([]DiagnosticInfo, 0, max(end-offset, 0))
	for f := range listing.Page(offset, end) {
		res.Diagnostics = append(res.Diagnostics, diagnosticInfo(*f))
	}
	res.setPage(offset, len(res.Diagnostics))
	res.AnalyzerErrors, res.AnalyzerErrorCount = aes, aeCount
	notes := deltaNotes(all, cc, aes)
	if args.Cursor != nil {
		// A later page of the listing the last answer recorded is the same
		// state: it carries that answer's token.
		res.Since, _ = ws.Deltas().LastListing(page.args, listing, notes)
	}
	if res.Since == "" {
		res.Since = ws.Deltas().RecordListing(page.args, listing, notes)
	}
	return res, nil
}

// deltaNotes are what an answer tells besides its diagnostics, for the
// delta log: the warnings, and the compile checks' verdict and the
// analyzer errors as their JSON (prefixed, so that no warning equals
// them).
func deltaNotes(warnings []string, cc CompileChecksInfo, aes []AnalyzerErrorInfo) []string {
	c, _ := encodeResult(cc)
	a, _ := encodeResult(aes)
	return append(append([]string{}, warnings...), "\x00compileChecks "+string(c), "\x00analyzerErrors "+string(a))
}

// deltaAnswer is analyze's answer to since: no summary and no page, the
// diagnostics added and removed since the answer of that token, the
// warnings that were not in it, and a new token.
func deltaAnswer(ws *workspace.Workspace, root string, ar *workspace.AnalyzeResult, listing *workspace.Listing, scope [32]byte,
	since string, warnings []string) (*AnalyzeResult, *ToolError) {
	if since == "" {
		return nil, invalidf("parameter 'since' must not be empty; leave it out for a full answer")
	}
	cc := compileChecksInfo(ar.CompileChecks)
	aes, aeCount := analyzerErrors(ar.AnalyzerErrors)
	notes := deltaNotes(warnings, cc, aes)
	d, err := ws.Deltas().SinceListing(since, scope, listing, notes)
	switch {
	case errors.Is(err, workspace.ErrDeltaUnknown):
		return nil, &ToolError{Code: CodeStale, Message: "the since token is not one this server returned, or it is older than its last " +
			strconv.Itoa(workspace.MaxDeltaSnapshots) + " analyze answers; call analyze without since for a full answer and a new token"}
	case errors.Is(err, workspace.ErrDeltaScope):
		return nil, invalidf("parameter 'since' was returned for other arguments; pass the same projectPath, filePath, folderPath, severities, analyzers, ruleIds, codeAnalyzers and compiler as the call that returned it")
	case err != nil:
		return nil, faulted(err)
	}
	res := &AnalyzeResult{Project: root, TotalCount: listing.Counts.Total, AnalyzerErrorCount: aeCount,
		Diagnostics: []DiagnosticInfo{}, Warnings: []string{},
		Stats: AnalyzeStats{Files: ar.Files, Analyzed: ar.Analyzed, Cached: ar.Cached, ElapsedMs: ar.Elapsed.Milliseconds()},
		Delta: &DeltaInfo{Since: since, AddedCount: len(d.Added), RemovedCount: len(d.Removed),
			Added: make([]DiagnosticInfo, 0, len(d.Added)), Removed: make([]DiagnosticInfo, 0, len(d.Removed))}}
	for _, f := range d.Added {
		res.Delta.Added = append(res.Delta.Added, diagnosticInfo(f))
	}
	for _, f := range d.Removed {
		res.Delta.Removed = append(res.Delta.Removed, diagnosticInfo(f))
	}
	for _, n := range d.NewNotes {
		switch {
		case strings.HasPrefix(n, "\x00compileChecks "):
			res.CompileChecks = cc
		case strings.HasPrefix(n, "\x00analyzerErrors "):
			res.AnalyzerErrors = aes
		default:
			res.Warnings = append(res.Warnings, n)
		}
	}
	res.Since = ws.Deltas().RecordListing(scope, listing, notes)
	return res, nil
}

// setPage records that the page holds n diagnostics from offset on.
func (r *AnalyzeResult) setPage(offset, n int) {
	r.Diagnostics = r.Diagnostics[:n]
	r.Offset, r.Count = offset, n
	r.Truncated = offset+n < r.TotalCount
	r.NextCursor = ""
	if r.Truncated && r.page != nil {
		r.NextCursor = r.page.listing.Cursor(offset+n, r.page.args)
	}
}

// resume maps a cursor to its offset, or to its envelope.
func resume(l *workspace.Listing, cursor string, args [32]byte) (int, *ToolError) {
	offset, err := l.Resume(strings.TrimSpace(cursor), args)
	switch {
	case errors.Is(err, workspace.ErrCursorMalformed):
		return 0, invalidf("parameter 'cursor' is not a nextCursor that analyze returned; leave it out for the first page")
	case errors.Is(err, workspace.ErrCursorArguments):
		return 0, invalidf("parameter 'cursor' was returned for other arguments; repeat the call that returned it with the same projectPath, filePath, folderPath, severities, analyzers, ruleIds, codeAnalyzers and compiler (only limit may change)")
	case errors.Is(err, workspace.ErrCursorStale):
		return 0, &ToolError{Code: CodeStale, Message: "the diagnostics changed since this cursor was returned (a file, the configuration or the compiler's diagnostics changed); call analyze again without cursor for a fresh first page"}
	case err != nil:
		return 0, faulted(err)
	}
	return offset, nil
}

func diagnosticInfo(f workspace.Finding) DiagnosticInfo {
	return DiagnosticInfo{FilePath: f.Path, Line: f.Line, Column: f.Column, EndLine: f.EndLine, EndColumn: f.EndColumn,
		ID: f.ID, Severity: string(f.Severity), Message: f.Message, Analyzer: f.Analyzer, HasFix: f.HasFix()}
}

// summaryOf maps a listing's counts, capped to the summary's sizes.
func summaryOf(c workspace.Counts) Summary {
	s := Summary{BySeverity: map[string]int{}, ByAnalyzer: map[string]int{}, ByRule: []RuleSummary{}, TopFiles: []FileSummary{},
		Rules: len(c.ByRule), Files: len(c.ByFile)}
	for sev, n := range c.BySeverity {
		s.BySeverity[string(sev)] = n
	}
	for a, n := range c.ByAnalyzer {
		s.ByAnalyzer[a] = n
	}
	for _, r := range c.ByRule[:min(len(c.ByRule), summaryRules)] {
		s.ByRule = append(s.ByRule, RuleSummary{ID: r.ID, Title: r.Title, Analyzer: r.Analyzer, Severity: string(r.Severity),
			Count: r.Count, Fixable: r.Fixable})
	}
	for _, f := range c.ByFile[:min(len(c.ByFile), summaryFiles)] {
		s.TopFiles = append(s.TopFiles, FileSummary{FilePath: f.Path, Count: f.Count})
	}
	return s
}

// analyzersInfo says which analyzers ran and why.
func analyzersInfo(ar *workspace.AnalyzeResult) AnalyzersInfo {
	cfg := ar.Config
	info := AnalyzersInfo{Enabled: []string{}, Source: string(cfg.AnalyzerSource), SettingsFile: cfg.AnalyzerSettings,
		DuplicatesLeftOut: []LeftOutRule{}}
	for _, g := range cfg.Analyzers {
		info.Enabled = append(info.Enabled, string(g))
	}
	for _, l := range ar.LeftOut {
		info.DuplicatesLeftOut = append(info.DuplicatesLeftOut, LeftOutRule{RuleID: l.RuleID, DuplicateOf: l.DuplicateOf})
	}
	return info
}

// analyzeWarnings are the compiler's warnings, the configuration's, the
// note on the default analyzers, the duplicates left out, the compiler
// diagnostics left out, then the project's (files skipped, dependencies
// missing, the cache's, recovery's), capped at maxAnalyzeWarnings.
// unknownRuleWarnings warns about the UnknownRuleIDs of a call: they
// match nothing, and a caller who mistyped one would otherwise see a clean
// result.
func unknownRuleWarnings(ws *workspace.Workspace, ids []string) []string {
	var out []string
	for _, id := range UnknownRuleIDs(ws.Registry(), ids) {
		out = append(out, fmt.Sprintf("ruleIds names %s, which is neither a rule alfix serves nor a compiler diagnostic id: it matches nothing (list_rules lists the rules)", echo(id)))
	}
	return out
}

// UnknownRuleIDs returns the ids (upper-cased) that are neither a rule of
// reg nor shaped like a compiler diagnostic id (AL and four digits), in
// the order given.
func UnknownRuleIDs(reg *analysis.Registry, ids []string) []string {
	var out []string
	for _, id := range ids {
		id = strings.ToUpper(strings.TrimSpace(id))
		if _, ok := reg.Lookup(id); !ok && !compilerID(id) {
			out = append(out, id)
		}
	}
	return out
}

// compilerID reports whether id has the shape of an AL compiler
// diagnostic id: AL followed by four digits.
func compilerID(id string) bool {
	if len(id) != 6 || !strings.HasPrefix(id, "AL") {
		return false
	}
	for _, c := range id[2:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func analyzeWarnings(compiler []string, ar *workspace.AnalyzeResult, project ...[]string) []string {
	ws := append(append([]string{}, compiler...), ar.Config.Warnings...)
	if note := ar.Config.AnalyzerNote(); note != "" {
		ws = append(ws, note)
	}
	ws = append(ws, leftOutWarnings(ar.LeftOut)...)
	if ar.UnlocatedLeftOut > 0 {
		ws = append(ws, fmt.Sprintf("%d compiler diagnostic(s) without a location were left out because the call is limited to a file or folder", ar.UnlocatedLeftOut))
	}
	for _, p := range project {
		ws = append(ws, p...)
	}
	if len(ws) > maxAnalyzeWarnings {
		more := len(ws) - maxAnalyzeWarnings + 1
		ws = append(ws[:maxAnalyzeWarnings-1], fmt.Sprintf("%d more warnings are not shown", more))
	}
	return ws
}

// leftOutWarnings says which duplicate rules did not run, and how to run
// both.
func leftOutWarnings(ls []project.LeftOut) []string {
	var out []string
	for _, l := range ls {
		out = append(out, fmt.Sprintf("rule %s's findings at the spots %s reports too are left out (%s); its other findings are kept; to keep both everywhere, name both analyzers one by one in al.codeAnalyzers or codeAnalyzers, or give both rules a severity in the ruleset",
			l.RuleID, l.DuplicateOf, l.Why))
	}
	return out
}

// analyzerErrors maps the first maxAnalyzerErrors failures and counts all.
func analyzerErrors(es []analysis.AnalyzerError) ([]AnalyzerErrorInfo, int) {
	out := []AnalyzerErrorInfo{}
	for _, e := range es[:min(len(es), maxAnalyzerErrors)] {
		// The first line says what failed; the rest is a stack for alfix's
		// developers, not for the caller.
		msg, _, _ := strings.Cut(e.Message, "\n")
		out = append(out, AnalyzerErrorInfo{RuleID: e.RuleID, FilePath: e.Path, Message: msg})
	}
	return out, len(es)
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// selection is analyze's arguments that choose among the findings.
type selection struct {
	workspace.Selection
	limit               int
	Severities, RuleIDs map[string]bool // canonical, for the cursor's digest
	compiler            string          // auto, on, off
}

// analyzeSelection checks analyze's arguments other than the scope, in
// contract order.
func analyzeSelection(args AnalyzeArgs) (selection, *ToolError) {
	sel := selection{limit: DefaultLimit, Severities: map[string]bool{}, RuleIDs: map[string]bool{}, compiler: "auto"}
	if args.Limit != nil {
		if *args.Limit < 1 {
			return sel, invalidf("parameter 'limit' must be a positive integer, not %d", *args.Limit)
		}
		sel.limit = *args.Limit
	}
	for _, s := range args.Severities {
		sev, ok := analysis.ParseSeverity(strings.TrimSpace(s))
		if !ok {
			return sel, invalidf("parameter 'severities' has an unknown severity %q; use Error, Warning, Info or Hidden", echo(s))
		}
		if !sel.Severities[string(sev)] {
			sel.Severities[string(sev)] = true
			sel.Selection.Severities = append(sel.Selection.Severities, sev)
		}
	}
	seen := map[string]bool{}
	for _, a := range args.Analyzers {
		name, ok := analyzerName(a)
		if !ok {
			return sel, invalidf("parameter 'analyzers' has an unknown analyzer %q; use %s (to choose which analyzers run, pass analyzer specs as codeAnalyzers)", echo(a), knownAnalyzers())
		}
		seen[name] = true
	}
	sel.Selection.Analyzers = sortedKeys(seen)
	for _, id := range args.RuleIDs {
		if strings.TrimSpace(id) == "" || strings.ContainsRune(id, 0) {
			return sel, invalidf("parameter 'ruleIds' has an empty or malformed rule id %q", echo(id))
		}
		id = strings.ToUpper(strings.TrimSpace(id))
		if !sel.RuleIDs[id] {
			sel.RuleIDs[id] = true
			sel.Selection.RuleIDs = append(sel.Selection.RuleIDs, id)
		}
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
		return sel, invalidf("parameter 'compiler' must be auto, on or off, not %q", echo(*args.Compiler))
	}
	return sel, nil
}

// analyzeScope resolves analyze's project and its file and folder filters:
// the project given, else the startup project holding the paths, else the
// primary one.
func analyzeScope(ws *workspace.Workspace, args AnalyzeArgs) (p *workspace.Project, filePath, folderPath string, te *ToolError) {
	if args.ProjectPath != nil {
		if p, te = servedProject(ws, args.ProjectPath); te != nil {
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
				_, te := servedProject(ws, nil)
				return nil, "", "", te
			}
			return nil, "", "", invalidf("parameter '%s' (%s) is outside every startup project (%s)", f.name, echo(path), projectList(ws.Projects()))
		}
		if te := inside(f.name, path, owner.Root, "the project "+owner.Root); te != nil {
			return nil, "", "", te
		}
		if p == nil {
			p = owner
		} else if p != owner {
			return nil, "", "", invalidf("parameter '%s' (%s) is not in the same project as the other path arguments (%s)", f.name, echo(path), p.Root)
		}
		*f.dst = path
	}
	if p == nil {
		if p, te = servedProject(ws, nil); te != nil {
			return nil, "", "", te
		}
	}
	return p, filePath, folderPath, nil
}

// compile asks the bridge for compiler diagnostics as the compiler
// argument says: on requires them, auto takes them when the bridge is ready
// and otherwise says why in a warning, off skips them. ran reports that
// the compiler checked the project (its diagnostics, however many, are
// the answer).
func compile(ctx context.Context, sup *almcp.Supervisor, mode, root string) (diags []almcp.Diagnostic, warns []string, ran bool, te *ToolError) {
	switch {
	case mode == "on":
		diags, warns, err := sup.Compile(ctx, root)
		if err != nil {
			return nil, nil, false, compilerError(err)
		}
		return diags, warns, true, nil
	case mode == "auto" && sup.State().Status == almcp.Ready:
		diags, warns, err := sup.Compile(ctx, root)
		if err != nil {
			return nil, []string{"compiler diagnostics are not included: " + err.Error()}, false, nil
		}
		return diags, warns, true, nil
	case mode == "auto":
		return nil, []string{compilerUnavailableWarning(sup.State())}, false, nil
	}
	return nil, nil, false, nil
}

// compileChecksInfo maps the workspace's verdict.
func compileChecksInfo(v workspace.CompileChecks) CompileChecksInfo {
	info := CompileChecksInfo{State: string(v.State), By: v.By, Missing: []MissingDependencyInfo{}, Silent: []string{}}
	for _, m := range v.Missing {
		info.Missing = append(info.Missing, MissingDependencyInfo{Name: m.Name, ID: m.ID, Publisher: m.Publisher, Reason: m.Reason, Detail: m.Detail})
	}
	info.Silent = append(info.Silent, v.Silent...)
	return info
}

// Line says the verdict in one line for a summary: "compile checks
// complete", "compile checks partial: Base Application missing", ...
func (v CompileChecksInfo) Line() string {
	switch v.State {
	case string(workspace.CompilePartial):
		var parts []string
		for _, m := range v.Missing {
			name := m.Name
			if name == "" {
				name = m.ID
			}
			word := "missing"
			switch m.Reason {
			case workspace.ReasonUnreadable:
				word = "unreadable"
			case workspace.ReasonRuntime:
				word = "only a runtime package"
			case workspace.ReasonNotDeclared:
				word = "not declared"
			}
			parts = append(parts, name+" "+word)
		}
		s := "compile checks partial"
		if len(parts) > 0 {
			s += ": " + strings.Join(parts, ", ")
		}
		if len(v.Silent) > 0 {
			s += " (silent: " + strings.Join(v.Silent, ", ") + ")"
		}
		return s
	case string(workspace.CompileComplete):
		if v.By == workspace.ByCompiler {
			return "compile checks complete (AL compiler)"
		}
		return "compile checks complete"
	}
	return "compile checks off"
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
