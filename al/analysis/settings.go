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
// group must be enabled, and the ruleset decides the severity (see
// [project.Ruleset.Effective]: a rule the ruleset names with a severity runs
// even when it is off by default; a generalAction changes severities but
// switches no off-by-default rule on). A nil configuration means defaults
// with every analyzer group enabled.
func EffectiveFor(r *Rule, cfg *project.Config) Effective {
	if cfg != nil && !slices.Contains(cfg.Analyzers, r.Analyzer) {
		return Effective{Severity: r.Severity, Reason: DisabledByAnalyzers}
	}
	var rs *project.Ruleset
	if cfg != nil {
		rs = cfg.Ruleset
	}
	sev, enabled := rs.Effective(r.ID, r.Severity, !r.OffByDefault)
	if enabled {
		return Effective{Enabled: true, Severity: sev}
	}
	if r.OffByDefault {
		if e, named := rs.Explicit(r.ID); !named || e.Action == project.ActionDefault {
			return Effective{Severity: sev, Reason: DisabledByDefault}
		}
	}
	return Effective{Severity: sev, Reason: DisabledByRuleset}
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
