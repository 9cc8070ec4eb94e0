package workspace

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// RuleChoice is the rules that run under a configuration: the rules the
// analyzers and the ruleset enable (analysis.EnabledRules), and the pairs of
// rules that report one spot twice (project.DuplicateRules) whose doubles
// are dropped from the findings (DropDuplicates).
type RuleChoice struct {
	Enabled []analysis.EnabledRule
	// LeftOut are enabled rules whose findings are dropped where their
	// DuplicateOf reports the same span, in project.DuplicateRules order.
	// They run: what only they report is kept.
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
	return RuleChoice{Enabled: enabled, LeftOut: cfg.DuplicatesLeftOut(groups)}
}

// DropDuplicates returns the findings without those of a left-out rule that
// its DuplicateOf reports at the same span of the same file (the same spot
// with the same meaning: a pair of DuplicateRules reports one thing). A
// finding of the left-out rule that the other rule does not report is kept,
// so no finding is lost. findings is not modified; it is returned as is
// when nothing is dropped.
func DropDuplicates(findings []Finding, leftOut []project.LeftOut) []Finding {
	drop := duplicatesIn(findings, leftOut)
	if drop == nil {
		return findings
	}
	out := make([]Finding, 0, len(findings)-1)
	for i, f := range findings {
		if !drop(i) {
			out = append(out, f)
		}
	}
	return out
}

// dropDuplicatesInPlace is DropDuplicates that compacts findings in place
// (for a list the caller owns and nobody else reads yet).
func dropDuplicatesInPlace(findings []Finding, leftOut []project.LeftOut) []Finding {
	drop := duplicatesIn(findings, leftOut)
	if drop == nil {
		return findings
	}
	out := findings[:0]
	for i := range findings {
		if !drop(i) {
			out = append(out, findings[i])
		}
	}
	clear(findings[len(out):]) // no stale strings kept alive past the end
	return out
}

// duplicatesIn returns whether the i-th finding is a left-out rule's at a
// spot its DuplicateOf reports, or nil when no finding is.
func duplicatesIn(findings []Finding, leftOut []project.LeftOut) func(i int) bool {
	if len(leftOut) == 0 {
		return nil
	}
	type spot struct {
		path, id   string
		start, end int
	}
	dupOf := map[string]string{}
	kept := map[string]bool{}
	for _, l := range leftOut {
		dupOf[strings.ToUpper(l.RuleID)] = strings.ToUpper(l.DuplicateOf)
		kept[strings.ToUpper(l.DuplicateOf)] = true
	}
	at := map[spot]bool{}
	for i := range findings {
		f := &findings[i]
		if id := strings.ToUpper(f.ID); kept[id] {
			at[spot{f.Path, id, f.Start, f.End}] = true
		}
	}
	dropped := map[int]bool{}
	for i := range findings {
		f := &findings[i]
		if other, ok := dupOf[strings.ToUpper(f.ID)]; ok && at[spot{f.Path, other, f.Start, f.End}] {
			dropped[i] = true
		}
	}
	if len(dropped) == 0 {
		return nil
	}
	return func(i int) bool { return dropped[i] }
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
