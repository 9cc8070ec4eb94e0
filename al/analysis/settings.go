package analysis

import (
	"slices"

	"github.com/alfix/alfix/al/project"
)

// Effective says whether a rule runs in a project and with which severity.
type Effective struct {
	Enabled  bool
	Severity Severity
	// Reason says why a rule is not enabled: "analyzer" (its group is not
	// among the project's analyzers), "ruleset" (the ruleset sets None),
	// or "default" (off by default and not enabled by the ruleset).
	Reason string
}

// Reasons a rule is not enabled.
const (
	DisabledByAnalyzers = "analyzer"
	DisabledByRuleset   = "ruleset"
	DisabledByDefault   = "default"
)

// EffectiveFor applies a project's configuration to a rule: its analyzer
// group must be enabled, and the ruleset action decides the severity. A nil
// configuration means defaults with every analyzer group enabled.
func EffectiveFor(r *Rule, cfg *project.Config) Effective {
	if cfg != nil && !slices.Contains(cfg.Analyzers, r.Analyzer) {
		return Effective{Severity: r.Severity, Reason: DisabledByAnalyzers}
	}
	action := project.Action("Default")
	if cfg != nil && cfg.Ruleset != nil {
		action = cfg.Ruleset.Action(r.ID)
	}
	switch action {
	case "None":
		return Effective{Severity: r.Severity, Reason: DisabledByRuleset}
	case "Default", "":
		if r.OffByDefault {
			return Effective{Severity: r.Severity, Reason: DisabledByDefault}
		}
		return Effective{Enabled: true, Severity: r.Severity}
	}
	if sev, ok := ParseSeverity(string(action)); ok {
		return Effective{Enabled: true, Severity: sev}
	}
	return Effective{Enabled: !r.OffByDefault, Severity: r.Severity}
}

// EnabledRules returns the rules of the registry that run in the project,
// with their effective severities, in id order.
func EnabledRules(reg *Registry, cfg *project.Config) []EnabledRule {
	var out []EnabledRule
	for _, r := range reg.All() {
		if eff := EffectiveFor(r, cfg); eff.Enabled {
			out = append(out, EnabledRule{Rule: r, Severity: eff.Severity})
		}
	}
	return out
}

// EnabledRule is a rule together with its effective severity.
type EnabledRule struct {
	Rule     *Rule
	Severity Severity
}
