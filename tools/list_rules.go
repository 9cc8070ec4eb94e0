package tools

import (
	"context"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/workspace"
)

// ListRulesArgs are the parameters of list_rules.
type ListRulesArgs struct {
	ProjectPath   *string  `json:"projectPath,omitempty"`
	CopFilter     *string  `json:"copFilter,omitempty"`
	CodeAnalyzers []string `json:"codeAnalyzers,omitempty"`
	Verbose       bool     `json:"verbose,omitempty"`
}

var listRulesParams = paramSet{
	{name: "projectPath", kind: kindString, desc: projectPathDesc},
	{name: "copFilter", kind: kindString, desc: "Only rules of this analyzer, e.g. CodeCop or LinterCop."},
	{name: "codeAnalyzers", kind: kindSpecList, desc: codeAnalyzersDesc},
	{name: "verbose", kind: kindBool, desc: "Add descriptions, severities, enabled, category, fix keys and help links."},
}

// RuleInfo is one rule of list_rules; the verbose fields are present only
// in verbose mode.
type RuleInfo struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Cop   string `json:"cop"`
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
	Rules    []RuleInfo `json:"rules"`
	Warnings []string   `json:"warnings"`
}

// ListRules runs the list_rules tool: the rules of the analyzers the project
// (or the analyzers argument) enables, sorted by id.
func ListRules(ctx context.Context, ws *workspace.Workspace, args ListRulesArgs) (*ListRulesResult, *ToolError) {
	if args.ProjectPath != nil {
		if te := pathSyntax("projectPath", *args.ProjectPath); te != nil {
			return nil, te
		}
	}
	var cop project.AnalyzerGroup
	if args.CopFilter != nil {
		name, ok := analyzerName(*args.CopFilter)
		if !ok || name == CompilerAnalyzer {
			return nil, invalidf("parameter 'copFilter' names no known analyzer (%q); use one of %s", echo(*args.CopFilter),
				strings.TrimSuffix(knownAnalyzers(), ", "+CompilerAnalyzer))
		}
		cop = project.AnalyzerGroup(name)
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
	return rulesOf(ws.Registry(), cfg, cop, args.Verbose), nil
}

// DefaultRules lists every rule of the registry as it is without a project:
// every analyzer group enabled, no ruleset (the command line's `alfix rules`
// outside a project). copFilter may be empty.
func DefaultRules(reg *analysis.Registry, copFilter string, verbose bool) (*ListRulesResult, *ToolError) {
	var cop project.AnalyzerGroup
	if copFilter != "" {
		name, ok := analyzerName(copFilter)
		if !ok || name == CompilerAnalyzer {
			return nil, invalidf("parameter 'copFilter' names no known analyzer (%q); use one of %s", echo(copFilter),
				strings.TrimSuffix(knownAnalyzers(), ", "+CompilerAnalyzer))
		}
		cop = project.AnalyzerGroup(name)
	}
	return rulesOf(reg, &project.Config{Analyzers: project.AllAnalyzerGroups, ExplicitAnalyzers: project.AllAnalyzerGroups}, cop, verbose), nil
}

// rulesOf lists the rules of the enabled analyzer groups, sorted by id. A
// rule left out as a duplicate is listed, not enabled, and named in the
// warnings.
func rulesOf(reg *analysis.Registry, cfg *project.Config, cop project.AnalyzerGroup, verbose bool) *ListRulesResult {
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
		if !enabledGroup[r.Analyzer] || cop != "" && r.Analyzer != cop {
			continue
		}
		info := RuleInfo{ID: r.ID, Title: r.Title, Cop: string(r.Analyzer)}
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
