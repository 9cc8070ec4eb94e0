package workspace

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// RuleChoice is the rules that run under a configuration: the rules the
// analyzers and the ruleset enable (analysis.EnabledRules) without the
// duplicates the configuration leaves out (project.DuplicateRules).
type RuleChoice struct {
	Enabled []analysis.EnabledRule
	// LeftOut are enabled rules that do not run because they report the
	// same spots as a rule that does, in project.DuplicateRules order.
	LeftOut []project.LeftOut
}

// Rules returns the rules that run under cfg. Every use case decides what
// runs through it, so analyze, the fix tools and list_rules agree.
func (w *Workspace) Rules(cfg *project.Config) RuleChoice {
	return ChooseRules(w.opts.Registry, cfg)
}

// ChooseRules is Workspace.Rules for a registry without a workspace (the
// command line's rule list outside a project).
func ChooseRules(reg *analysis.Registry, cfg *project.Config) RuleChoice {
	enabled := analysis.EnabledRules(reg, cfg)
	groups := make(map[string]project.AnalyzerGroup, len(enabled))
	for _, r := range enabled {
		groups[r.Rule.ID] = r.Rule.Analyzer
	}
	choice := RuleChoice{LeftOut: cfg.DuplicatesLeftOut(groups)}
	if len(choice.LeftOut) == 0 {
		choice.Enabled = enabled
		return choice
	}
	out := map[string]bool{}
	for _, l := range choice.LeftOut {
		out[l.RuleID] = true
	}
	for _, r := range enabled {
		if !out[r.Rule.ID] {
			choice.Enabled = append(choice.Enabled, r)
		}
	}
	return choice
}

// IsLeftOut returns the entry of a rule left out as a duplicate, if it is.
func (c RuleChoice) IsLeftOut(id string) (project.LeftOut, bool) {
	for _, l := range c.LeftOut {
		if l.RuleID == id {
			return l, true
		}
	}
	return project.LeftOut{}, false
}
