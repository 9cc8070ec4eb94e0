package project

import "strings"

// A DuplicatePair is two rules of different analyzers that report many of
// the same spots with the same meaning; each may also report spots the other
// does not (FC0003 reports Today, which AA0008 lets code read without
// parentheses). Why says what both report.
type DuplicatePair struct {
	Preferred, Other string
	Why              string
}

// DuplicateRules is the one list of rules alfix knows to report one finding
// twice. When both rules of a pair run in a project, both run and one of
// them is the left-out one (see Config.DuplicatesLeftOut): its findings at a
// span the other reports are dropped (workspace.DropDuplicates), so that a
// default or a bundle of analyzers never lists one spot under two ids and
// loses nothing only one of them reports.
var DuplicateRules = []DuplicatePair{
	{Preferred: "AA0008", Other: "FC0003",
		Why: "both report a call without arguments written without parentheses"},
	{Preferred: "FC0002", Other: "AA0241",
		Why: "FC0002 reports every keyword in the wrong casing that AA0241 reports (and names in the wrong casing too)"},
}

// A LeftOut is an enabled rule whose findings are dropped where the rule it
// duplicates reports the same span; the rest of its findings are kept.
type LeftOut struct {
	RuleID      string
	DuplicateOf string
	// Why says what both rules report.
	Why string
}

// DuplicatesLeftOut decides which enabled rules give way where they
// duplicate another.
// enabled maps the id of every rule that would run to its analyzer group.
// For each pair of DuplicateRules whose two rules would run:
//
//   - both run when the project asked for both explicitly (AskedFor);
//   - when it asked for exactly one, the other is left out;
//   - otherwise (a default or a bundle enabled both) Other is left out.
//
// The result follows the order of DuplicateRules.
func (c *Config) DuplicatesLeftOut(enabled map[string]AnalyzerGroup) []LeftOut {
	var out []LeftOut
	for _, pair := range DuplicateRules {
		pg, pok := enabled[pair.Preferred]
		og, ook := enabled[pair.Other]
		if !pok || !ook {
			continue
		}
		askedP, askedO := c.AskedFor(pair.Preferred, pg), c.AskedFor(pair.Other, og)
		switch {
		case askedP && askedO:
		case askedO:
			out = append(out, LeftOut{RuleID: pair.Preferred, DuplicateOf: pair.Other, Why: pair.Why})
		default:
			out = append(out, LeftOut{RuleID: pair.Other, DuplicateOf: pair.Preferred, Why: pair.Why})
		}
	}
	return out
}

// AskedFor reports whether the configuration asks for a rule explicitly:
// its analyzer group is named on its own (by the call's analyzer specs,
// al.codeAnalyzers or the AL-Go settings, not through a bundle such as
// ALCops.Analyzers.dll nor through the default set), or the ruleset names
// the rule with a severity.
func (c *Config) AskedFor(ruleID string, group AnalyzerGroup) bool {
	if c == nil {
		return false
	}
	for _, g := range c.ExplicitAnalyzers {
		if g == group {
			return true
		}
	}
	if c.Ruleset != nil {
		if e, ok := c.Ruleset.Explicit(strings.ToUpper(ruleID)); ok {
			_, sev := e.Action.Severity()
			return sev
		}
	}
	return false
}
