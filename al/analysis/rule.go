package analysis

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// Severity is a diagnostic severity: Error, Warning, Info or Hidden.
type Severity = project.Severity

// The four severities, in decreasing order of importance.
const (
	SeverityError   Severity = "Error"
	SeverityWarning Severity = "Warning"
	SeverityInfo    Severity = "Info"
	SeverityHidden  Severity = "Hidden"
)

// SeverityRank orders severities: Error 3, Warning 2, Info 1, Hidden 0, and
// -1 for anything else.
func SeverityRank(s Severity) int {
	switch s {
	case SeverityError:
		return 3
	case SeverityWarning:
		return 2
	case SeverityInfo:
		return 1
	case SeverityHidden:
		return 0
	}
	return -1
}

// ParseSeverity returns the canonical severity for a case-insensitive name.
func ParseSeverity(s string) (Severity, bool) {
	for _, sev := range []Severity{SeverityError, SeverityWarning, SeverityInfo, SeverityHidden} {
		if strings.EqualFold(s, string(sev)) {
			return sev, true
		}
	}
	return "", false
}

// A Rule describes one analysis rule and holds the function that runs it.
//
// Rules are pure: Run reads the [Pass] and reports through it. It
// must not touch the file system, keep state between calls, or retain the
// Pass after it returns.
type Rule struct {
	// ID is the published rule id (CodeCop AA####, PerTenantExtensionCop PTE####, ALCops AC/DC/FC/LC/PC/TA####),
	// so that rulesets and #pragma lines written for those analyzers apply.
	ID string
	// Title is a one-line summary, without a final period.
	Title string
	// Message is the fmt format of the diagnostic message; [Pass.Reportf]
	// callers pass the arguments.
	Message string
	// Description explains the rule in a paragraph or two.
	Description string
	// Severity is the default severity, before any ruleset.
	Severity Severity
	// OffByDefault marks rules that run only when a ruleset gives them an
	// action other than None or Default.
	OffByDefault bool
	// Category groups rules (Design, Style, Naming, Usage, ...).
	Category string
	// Analyzer is the group the rule belongs to, reported as `analyzer`/`cop`.
	Analyzer project.AnalyzerGroup
	// HelpURI points at the rule's public documentation; [DocURL] gives
	// the published page of a CodeCop or ALCops rule.
	HelpURI string
	// FixKeys lists the equivalence keys of the fixes the rule can offer,
	// each of the form <ID>.<Verb>.
	FixKeys []string
	// FixProvider names the provider reported with the rule's fixes; the
	// default is "alfix".
	FixProvider string

	// UsesProject marks rules that read the project summary
	// (Pass.Summary, or Pass.Scopes' view of other files): their results
	// depend on declarations in other files, so caches key them by the
	// summary's hash as well.
	UsesProject bool

	// ProjectFacts is set by a project rule whose result in one file can
	// depend on declarations that file does not name (whether any
	// subscriber of some event exists, every object of a kind). It returns
	// those facts as canonical text; a cache keeps a file's results across
	// a declaration change in another file only while the facts stay the
	// same (see symbols.DeclChange for what the file's names cover).
	ProjectFacts func(sum *symbols.Summary) string

	// Run inspects one file and reports what it finds ([Pass.Reportf]).
	Run func(pass *Pass)

	// BatchFix, when set, computes the edits that apply the fix with the
	// key of every given report of the rule at once in one file. Rules whose
	// fixes rewrite a shared parent (a var section, a property list, a
	// parameter list) set it so that FixAll rewrites each parent once
	// instead of dropping all but one of the overlapping edits. Reports it
	// cannot fix it leaves out of the edits; FixAll's next round sees them
	// again.
	BatchFix func(pass *Pass, reports []Report, key string) []TextEdit
}

// DocURL returns the address of the published documentation of a rule: the
// page on Microsoft Learn for the rules of Microsoft's analyzers (CodeCop,
// UICop, AppSourceCop, PerTenantExtensionCop), the ALCops page on alcops.dev
// for the ALCops analyzers.
func DocURL(group project.AnalyzerGroup, id string) string {
	switch group {
	case project.CodeCop, project.UICop, project.AppSourceCop, project.PerTenantExtensionCop:
		return "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/" +
			strings.ToLower(string(group)) + "-" + strings.ToLower(id)
	}
	return "https://alcops.dev/docs/analyzers/" + strings.ToLower(string(group)) + "/" + strings.ToLower(id) + "/"
}

// Provider returns the provider name of the rule's fixes.
func (r *Rule) Provider() string {
	if r.FixProvider != "" {
		return r.FixProvider
	}
	return "alfix"
}

// HasFix reports whether the rule offers fixes.
func (r *Rule) HasFix() bool { return len(r.FixKeys) > 0 }

var (
	ruleIDPattern = regexp.MustCompile(`^[A-Z]{2,3}[0-9]{4}[a-z]?$`)
	fixKeyVerb    = regexp.MustCompile(`^[A-Z][A-Za-z0-9]*$`)
)

// Validate checks the descriptor for the mistakes a registry must refuse.
func (r *Rule) Validate() error {
	switch {
	case !ruleIDPattern.MatchString(r.ID):
		return fmt.Errorf("rule id %q is not of the form XX9999 or XXX9999 (or one with a lower-case letter after it, as ALCops' LC0089i)", r.ID)
	case r.Title == "" || strings.HasSuffix(r.Title, "."):
		return fmt.Errorf("rule %s: title must be non-empty and end without a period", r.ID)
	case r.Message == "":
		return fmt.Errorf("rule %s: no message format", r.ID)
	case SeverityRank(r.Severity) < 0:
		return fmt.Errorf("rule %s: unknown default severity %q", r.ID, r.Severity)
	case r.Analyzer == "":
		return fmt.Errorf("rule %s: no analyzer group", r.ID)
	case r.Run == nil:
		return fmt.Errorf("rule %s: no Run function", r.ID)
	}
	seen := map[string]bool{}
	for _, k := range r.FixKeys {
		verb, ok := strings.CutPrefix(k, r.ID+".")
		if !ok || !fixKeyVerb.MatchString(verb) {
			return fmt.Errorf("rule %s: fix key %q is not of the form %s.<Verb>", r.ID, k, r.ID)
		}
		if seen[k] {
			return fmt.Errorf("rule %s: fix key %q listed twice", r.ID, k)
		}
		seen[k] = true
	}
	return nil
}

// A Registry holds every rule alfix knows, by id.
type Registry struct {
	byID map[string]*Rule
	all  []*Rule
}

// NewRegistry returns a registry of the given rules, or an error naming the
// first invalid or duplicate rule.
func NewRegistry(rules ...*Rule) (*Registry, error) {
	reg := &Registry{byID: map[string]*Rule{}}
	for _, r := range rules {
		if err := r.Validate(); err != nil {
			return nil, err
		}
		key := strings.ToUpper(r.ID)
		if _, dup := reg.byID[key]; dup {
			return nil, fmt.Errorf("rule %s registered twice", r.ID)
		}
		reg.byID[key] = r
		reg.all = append(reg.all, r)
	}
	sort.Slice(reg.all, func(i, j int) bool { return reg.all[i].ID < reg.all[j].ID })
	return reg, nil
}

// Lookup returns the rule with the id, compared case-insensitively.
func (reg *Registry) Lookup(id string) (*Rule, bool) {
	r, ok := reg.byID[strings.ToUpper(strings.TrimSpace(id))]
	return r, ok
}

// All returns every rule, sorted by id. The slice must not be modified.
func (reg *Registry) All() []*Rule { return reg.all }

// CountIn returns how many of the registry's rules belong to the group.
func (reg *Registry) CountIn(group project.AnalyzerGroup) int {
	n := 0
	for _, r := range reg.all {
		if r.Analyzer == group {
			n++
		}
	}
	return n
}

// FixKeyOwner returns the rule that declares the fix key.
func (reg *Registry) FixKeyOwner(key string) (*Rule, bool) {
	id, _, ok := strings.Cut(key, ".")
	if !ok {
		return nil, false
	}
	r, ok := reg.Lookup(id)
	if !ok {
		return nil, false
	}
	for _, k := range r.FixKeys {
		if k == key {
			return r, true
		}
	}
	return nil, false
}
