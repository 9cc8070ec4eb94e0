package tools

import (
	"context"
	"crypto/sha256"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/query"
)

// ListRulesArgs are the parameters of list_rules.
type ListRulesArgs struct {
	ProjectPath *string `json:"projectPath,omitempty"`
	// Analyzer was copFilter (still accepted, with a deprecation note).
	Analyzer      *string  `json:"analyzer,omitempty"`
	RuleIDs       []string `json:"ruleIds,omitempty"`
	CodeAnalyzers []string `json:"codeAnalyzers,omitempty"`
	Verbose       bool     `json:"verbose,omitempty"`
	Limit         *int     `json:"limit,omitempty"`
	Cursor        *string  `json:"cursor,omitempty"`
	deprecations
}

// Defaults and maxima of list_rules' pages.
const (
	listRulesDefaultLimit = 200
	listRulesMaxLimit     = 1000
)

var listRulesParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "analyzer", old: "copFilter", kind: kindString, desc: "Only this analyzer's rules (CodeCop, ...)."},
	{name: "ruleIds", kind: kindStringArray, desc: "Only these rule ids."},
	{name: "codeAnalyzers", kind: kindSpecList, desc: codeAnalyzersDesc},
	{name: "verbose", kind: kindBool, desc: "Add descriptions, severities, fix keys, links."},
	{name: "limit", kind: kindInt, max: listRulesMaxLimit, desc: "Most rules per page (default 200)."},
	{name: "cursor", kind: kindString, desc: cursorDesc},
}

// RuleInfo is one rule of list_rules; the verbose fields are present only
// in verbose mode.
type RuleInfo struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Analyzer string `json:"analyzer"`
	*RuleDetails
}

// RuleDetails are the verbose fields of a rule.
type RuleDetails struct {
	Description       string   `json:"description"`
	Severity          string   `json:"severity"`
	EffectiveSeverity string   `json:"effectiveSeverity"`
	Enabled           bool     `json:"enabled"`
	Category          string   `json:"category"`
	HasCodeFix        bool     `json:"hasCodeFix"`
	FixKeys           []string `json:"fixKeys"`
	HelpURI           string   `json:"helpUri"`
}

// ListRulesResult is the result of list_rules.
type ListRulesResult struct {
	Rules []RuleInfo `json:"rules"`
	PageFields
	Warnings []string `json:"warnings"`
}

// ListRules runs the list_rules tool: the rules of the analyzers the project
// (or the analyzers argument) enables, sorted by id.
func ListRules(ctx context.Context, ws *workspace.Workspace, args ListRulesArgs) (*ListRulesResult, *ToolError) {
	if args.ProjectPath != nil {
		if te := pathSyntax("projectPath", *args.ProjectPath); te != nil {
			return nil, te
		}
	}
	cop, te := analyzerFilter(deref(args.Analyzer))
	if te != nil {
		return nil, te
	}
	argDigest := query.QueryArgs("list_rules", deref(args.ProjectPath), string(cop), strings.Join(args.CodeAnalyzers, "\x00"),
		strings.ToUpper(strings.Join(args.RuleIDs, "\x00")), boolWord(args.Verbose))
	page, te := pageArgs(args.Limit, listRulesDefaultLimit, args.Cursor, argDigest)
	if te != nil {
		return nil, te
	}
	p, te := servedProject(ws, args.ProjectPath)
	if te != nil {
		return nil, te
	}
	if err := ctx.Err(); err != nil {
		return nil, faulted(err)
	}
	cfg, err := p.Config(args.CodeAnalyzers)
	if err != nil {
		return nil, faulted(err)
	}
	res := rulesOf(ws.Registry(), cfg, cop, args.RuleIDs, args.Verbose)
	res.Warnings = append(res.Warnings, args.Notes...)
	if te := res.page(ctx, page); te != nil {
		return nil, te
	}
	return res, nil
}

func boolWord(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// analyzerFilter checks list_rules' analyzer; "" means every analyzer.
func analyzerFilter(name string) (project.AnalyzerGroup, *ToolError) {
	if name == "" {
		return "", nil
	}
	n, ok := analyzerName(name)
	if !ok || n == CompilerAnalyzer {
		return "", invalidf("parameter 'analyzer' names no known analyzer (%q); use one of %s", echo(name),
			strings.TrimSuffix(knownAnalyzers(), ", "+CompilerAnalyzer))
	}
	return project.AnalyzerGroup(n), nil
}

// page cuts the listing to the requested page: at most the limit, and
// fewer when the message would exceed the call's size bound (counted on
// the wire, as messageSize does); a page keeps at least one rule. The
// cursor names the listing by the digest of every rule's JSON, so it is
// Stale once the rules or their settings change.
func (r *ListRulesResult) page(ctx context.Context, req query.PageRequest) *ToolError {
	h := sha256.New()
	for _, ri := range r.Rules {
		b, _ := encodeResult(ri)
		h.Write(b)
	}
	var digest [32]byte
	h.Sum(digest[:0])
	pi := query.PageInfo{Total: len(r.Rules), Digest: digest}
	if req.Cursor != "" {
		offsets, err := query.ResumeQuery(req.Cursor, digest, req.Args, []int{len(r.Rules)})
		if err != nil {
			return symbolError(err, "list_rules")
		}
		pi.Offset = offsets[0]
	}
	all := r.Rules[pi.Offset:min(len(r.Rules), pi.Offset+req.Limit)]
	set := func(n int) {
		r.Rules = all[:n]
		r.set(pi, n, req.Args)
	}
	n := len(all)
	if bound := boundOf(ctx); bound > 0 {
		n = fitCount(len(all), func(n int) bool {
			set(n)
			return messageSize(r) <= bound
		})
	}
	set(n)
	return nil
}

// DefaultRules lists every rule of the registry as it is without a project:
// every analyzer group enabled, no ruleset (the command line's `alfix rules`
// outside a project), on one page. analyzer may be empty.
func DefaultRules(reg *analysis.Registry, analyzer string, verbose bool) (*ListRulesResult, *ToolError) {
	cop, te := analyzerFilter(analyzer)
	if te != nil {
		return nil, te
	}
	res := rulesOf(reg, &project.Config{Analyzers: project.AllAnalyzerGroups, ExplicitAnalyzers: project.AllAnalyzerGroups}, cop, nil, verbose)
	res.TotalCount, res.Count = len(res.Rules), len(res.Rules)
	return res, nil
}

// rulesOf lists the rules of the enabled analyzer groups, sorted by id. A
// rule left out as a duplicate is listed, not enabled, and named in the
// warnings.
func rulesOf(reg *analysis.Registry, cfg *project.Config, cop project.AnalyzerGroup, ruleIDs []string, verbose bool) *ListRulesResult {
	only := map[string]bool{}
	for _, id := range ruleIDs {
		only[strings.ToUpper(strings.TrimSpace(id))] = true
	}
	enabledGroup := map[project.AnalyzerGroup]bool{}
	for _, g := range cfg.Analyzers {
		enabledGroup[g] = true
	}
	choice := workspace.ChooseRules(reg, cfg)
	res := &ListRulesResult{Rules: []RuleInfo{}, Warnings: append([]string{}, cfg.Warnings...)}
	if note := cfg.AnalyzerNote(); note != "" {
		res.Warnings = append(res.Warnings, note)
	}
	res.Warnings = append(res.Warnings, leftOutWarnings(choice.LeftOut)...)
	for _, r := range reg.All() {
		if !enabledGroup[r.Analyzer] || cop != "" && r.Analyzer != cop || len(only) > 0 && !only[strings.ToUpper(r.ID)] {
			continue
		}
		info := RuleInfo{ID: r.ID, Title: r.Title, Analyzer: string(r.Analyzer)}
		if verbose {
			eff := analysis.EffectiveFor(r, cfg)
			_, leftOut := choice.IsLeftOut(r.ID)
			info.RuleDetails = &RuleDetails{Description: r.Description, Severity: string(r.Severity),
				EffectiveSeverity: string(eff.Severity), Enabled: eff.Enabled && !leftOut, Category: r.Category,
				HasCodeFix: r.HasFix(), FixKeys: append([]string{}, r.FixKeys...), HelpURI: r.HelpURI}
		}
		res.Rules = append(res.Rules, info)
	}
	return res
}
