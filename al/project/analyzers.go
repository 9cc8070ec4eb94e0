package project

import (
	"fmt"
	"strings"
)

// AnalyzerGroup names a family of rules alfix serves, spelled as the
// analyzer ("cop") that publishes those rule ids.
type AnalyzerGroup string

// The analyzer groups alfix serves.
const (
	CodeCop           AnalyzerGroup = "CodeCop"
	ApplicationCop    AnalyzerGroup = "ApplicationCop"
	DocumentationCop  AnalyzerGroup = "DocumentationCop"
	FormattingCop     AnalyzerGroup = "FormattingCop"
	LinterCop         AnalyzerGroup = "LinterCop"
	PlatformCop       AnalyzerGroup = "PlatformCop"
	TestAutomationCop AnalyzerGroup = "TestAutomationCop"
)

// Microsoft's other analyzers, shipped with the AL Language extension like
// CodeCop (${UICop}, ${AppSourceCop}, ${PerTenantExtensionCop}). UICop and
// PerTenantExtensionCop are served whole; AppSourceCop in part
// (PartlyServedGroups).
const (
	UICop                 AnalyzerGroup = "UICop"
	AppSourceCop          AnalyzerGroup = "AppSourceCop"
	PerTenantExtensionCop AnalyzerGroup = "PerTenantExtensionCop"
)

// AllAnalyzerGroups lists every group in canonical order. Results of this
// package list groups in this order. Callers must not modify it.
// Microsoft's other cops come last, so that lists of the older groups keep
// their order.
var AllAnalyzerGroups = []AnalyzerGroup{
	CodeCop, ApplicationCop, DocumentationCop, FormattingCop, LinterCop, PlatformCop, TestAutomationCop,
	UICop, AppSourceCop, PerTenantExtensionCop,
}

// PartlyServedGroups are the groups of which alfix serves only some of the
// rules the analyzer publishes, perhaps none: a project that enables one is
// told how many alfix serves (the workspace counts them in its rule
// registry; this package knows no rules). Callers must not modify it.
var PartlyServedGroups = []AnalyzerGroup{AppSourceCop}

// microsoftCops are the analyzers the AL Language extension ships, named
// by ${Name} variables and Microsoft.Dynamics.Nav.<Name>.dll files.
var microsoftCops = []AnalyzerGroup{CodeCop, UICop, AppSourceCop, PerTenantExtensionCop}

// alcopsGroups are the groups shipped as ALCops analyzers.
var alcopsGroups = []AnalyzerGroup{
	ApplicationCop, DocumentationCop, FormattingCop, LinterCop, PlatformCop, TestAutomationCop,
}

// DefaultAnalyzerGroups is the set alfix runs when a project configures no
// analyzers at all (no al.codeAnalyzers, no AL-Go code cop settings, and no
// analyzers passed by the caller): Microsoft's CodeCop alone, which the AL
// Language extension ships and every AL developer knows. The ALCops cops are
// third-party analyzers a project opts into; running them unasked reports
// thousands of findings its team never chose (and pairs of rules that report
// the same spot, see DuplicateRules). Callers must not modify it.
var DefaultAnalyzerGroups = []AnalyzerGroup{CodeCop}

// ParseAnalyzerGroup reads a group name ignoring case ("linterCop").
func ParseAnalyzerGroup(s string) (AnalyzerGroup, bool) {
	s = strings.TrimSpace(s)
	for _, g := range AllAnalyzerGroups {
		if strings.EqualFold(string(g), s) {
			return g, true
		}
	}
	return "", false
}

// MapAnalyzerSpecs maps analyzer references as written in al.codeAnalyzers
// (or passed by a tool) to the groups alfix serves, case-insensitively:
//
//   - "${CodeCop}", "${UICop}", "${AppSourceCop}", "${PerTenantExtensionCop}"
//     (or Microsoft.Dynamics.Nav.<Name>.dll) -> that group;
//   - a path or name whose file name is ALCops.<Cop>.dll, in any folder or
//     after a variable such as ${analyzerFolder} -> that cop;
//   - ALCops.Analyzers.dll, or any other ALCops file naming no cop -> the six
//     ALCops groups;
//   - BusinessCentral.LinterCop.dll -> LinterCop;
//   - a bare group name ("LinterCop") -> that group;
//   - anything else -> a warning naming the spec.
//
// groups is deduplicated and in AllAnalyzerGroups order; it is empty (not
// nil) when nothing maps.
func MapAnalyzerSpecs(specs []string) (groups []AnalyzerGroup, warnings []string) {
	groups, _, warnings = resolveSpecs(specs)
	return groups, warnings
}

// resolveSpecs is MapAnalyzerSpecs that also returns the groups named one
// by one (explicit): every spec but a bundle naming several cops at once
// (ALCops.Analyzers.dll, or another ALCops file naming no cop). Both lists
// are in AllAnalyzerGroups order and never nil.
func resolveSpecs(specs []string) (groups, explicit []AnalyzerGroup, warnings []string) {
	found, named := map[AnalyzerGroup]bool{}, map[AnalyzerGroup]bool{}
	for _, spec := range specs {
		gs, warn := mapAnalyzerSpec(spec)
		for _, g := range gs {
			found[g] = true
			if len(gs) == 1 {
				named[g] = true
			}
		}
		if warn != "" {
			warnings = append(warnings, warn)
		}
	}
	return inGroupOrder(found), inGroupOrder(named), warnings
}

// inGroupOrder lists the groups of a set in AllAnalyzerGroups order.
func inGroupOrder(set map[AnalyzerGroup]bool) []AnalyzerGroup {
	out := []AnalyzerGroup{}
	for _, g := range AllAnalyzerGroups {
		if set[g] {
			out = append(out, g)
		}
	}
	return out
}

func mapAnalyzerSpec(spec string) ([]AnalyzerGroup, string) {
	s := strings.TrimSpace(spec)
	if s == "" {
		return nil, "analyzer spec is empty: ignored"
	}
	// "${CodeCop}" style variables.
	if strings.HasPrefix(s, "${") && strings.HasSuffix(s, "}") && !strings.Contains(s[2:], "${") {
		name := s[2 : len(s)-1]
		for _, c := range microsoftCops {
			if strings.EqualFold(name, string(c)) {
				return []AnalyzerGroup{c}, ""
			}
		}
		return nil, fmt.Sprintf("unknown analyzer %s: ignored", s)
	}
	if g, ok := ParseAnalyzerGroup(s); ok {
		return []AnalyzerGroup{g}, ""
	}
	base := strings.ToLower(specBaseName(s))
	base = strings.TrimSuffix(base, ".dll")
	switch {
	case base == "businesscentral.lintercop":
		return []AnalyzerGroup{LinterCop}, ""
	case strings.HasPrefix(base, "microsoft.dynamics.nav."):
		for _, c := range microsoftCops {
			if base == "microsoft.dynamics.nav."+strings.ToLower(string(c)) {
				return []AnalyzerGroup{c}, ""
			}
		}
	case base == "alcops" || strings.HasPrefix(base, "alcops."):
		if rest, ok := strings.CutPrefix(base, "alcops."); ok {
			for _, g := range alcopsGroups {
				if rest == strings.ToLower(string(g)) {
					return []AnalyzerGroup{g}, ""
				}
			}
		}
		return append([]AnalyzerGroup(nil), alcopsGroups...), ""
	}
	return nil, fmt.Sprintf("unknown analyzer %s: ignored", s)
}

// specBaseName returns the file name at the end of an analyzer path written
// with / or \ separators or after a ${variable}.
func specBaseName(s string) string {
	if i := strings.LastIndexAny(s, `/\}`); i >= 0 {
		return s[i+1:]
	}
	return s
}
