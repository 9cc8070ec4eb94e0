package project

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/alfix/alfix/internal/fspath"
)

// Severity is the severity of a reported diagnostic.
type Severity string

// The four diagnostic severities.
const (
	SeverityError   Severity = "Error"
	SeverityWarning Severity = "Warning"
	SeverityInfo    Severity = "Info"
	SeverityHidden  Severity = "Hidden"
)

// ParseSeverity reads a severity name, ignoring case and surrounding space.
func ParseSeverity(s string) (Severity, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "error":
		return SeverityError, true
	case "warning":
		return SeverityWarning, true
	case "info":
		return SeverityInfo, true
	case "hidden":
		return SeverityHidden, true
	}
	return "", false
}

// Action is what a ruleset says to do with a rule: report it with a given
// severity, disable it (None), or keep the rule's own default (Default).
type Action string

// The ruleset actions.
const (
	ActionError   Action = "Error"
	ActionWarning Action = "Warning"
	ActionInfo    Action = "Info"
	ActionHidden  Action = "Hidden"
	ActionNone    Action = "None"
	ActionDefault Action = "Default"
)

// ParseAction reads an action name, ignoring case and surrounding space.
func ParseAction(s string) (Action, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "error":
		return ActionError, true
	case "warning":
		return ActionWarning, true
	case "info":
		return ActionInfo, true
	case "hidden":
		return ActionHidden, true
	case "none":
		return ActionNone, true
	case "default":
		return ActionDefault, true
	}
	return "", false
}

// Severity returns the severity an action sets; ok is false for None and
// Default.
func (a Action) Severity() (sev Severity, ok bool) {
	switch a {
	case ActionError, ActionWarning, ActionInfo, ActionHidden:
		return Severity(a), true
	}
	return "", false
}

// strictness orders actions as Roslyn does when two includes disagree:
// None < Default < Hidden < Info < Warning < Error.
func (a Action) strictness() int {
	switch a {
	case ActionNone:
		return 0
	case ActionDefault:
		return 1
	case ActionHidden:
		return 2
	case ActionInfo:
		return 3
	case ActionWarning:
		return 4
	case ActionError:
		return 5
	}
	return 1
}

// RuleEntry is the resolved entry of one rule id in a ruleset.
type RuleEntry struct {
	ID            string // as spelled in the entry that won
	Action        Action // after include actions were applied
	Justification string
	Source        string // the ruleset file whose entry won
}

// MaxRulesetDepth bounds how deep includedRuleSets are followed.
const MaxRulesetDepth = 32

// Ruleset is a *.ruleset.json file resolved together with everything it
// includes. The rules of all files are flattened into one table:
//
//   - A file's own rules beat every rule its includes bring, at every level.
//   - An include's action replaces the action of every rule the included file
//     brings, except rules whose action is None or Hidden; an include action
//     of Default (or none given) keeps the included actions.
//   - When two includes of one file bring the same id, the stricter action
//     wins (None < Default < Hidden < Info < Warning < Error), so the order
//     of includedRuleSets does not matter.
//   - generalAction applies to rules not named anywhere in the flattened
//     table. A file's own generalAction (other than Default) beats its
//     includes'; a file that sets none takes the stricter of its includes'
//     generalActions. An include with action None contributes none, and an
//     include's action does not spread to unnamed rules. What it does to a
//     rule's severity is the compiler's (see [Ruleset.Effective]): Error
//     raises Warnings only, None silences Warnings and Infos.
//   - A rule named with action Default is treated as not named: its own
//     defaults, then generalAction (Microsoft's ruleset reference: the
//     general action applies to rules with a Default action and to rules
//     not named).
//   - Ids are case-insensitive. A relative include path is resolved against
//     the including file's folder; for the top-level file, a path that does
//     not exist there is tried against the project folder as well.
//     ${workspaceFolder} expands to the project folder (for LoadRuleset: the
//     top-level file's folder); backslashes are accepted as separators.
//   - http(s) includes are not fetched; cycles and missing or invalid
//     included files are skipped. Each of these adds a warning.
//   - Every file is read under the policy of configuration files (regular
//     files of at most MaxConfigFileSize, never in alfix's per-user folder).
//     A file outside the repository (the nearest folder above the project
//     holding .git, else the project; for LoadRuleset the top-level file's
//     folder) is read, and a warning says so; warnings about such a file
//     name the member (rules[3]) but never quote its values.
type Ruleset struct {
	Path          string   // the top-level file, absolute
	Name          string   // the top-level file's name
	Description   string   // the top-level file's description
	GeneralAction Action   // effective action for rules not named; Default when none applies
	Files         []string // every ruleset file read, top-level first
	Warnings      []string // problems met while resolving
	Invalid       []string // included files that do not parse (see Config.Invalid)
	// rules is shared by every ruleset that resolved to the same rules
	// (ruletable.go); nil when none is named.
	rules *ruleTable
}

// LoadRuleset reads and resolves the ruleset at path. It fails only when the
// top-level file cannot be read or is not a JSON object; problems in included
// files are warnings on the result.
func LoadRuleset(path string) (*Ruleset, error) {
	return loadRuleset(path, "")
}

func loadRuleset(path, projectRoot string) (*Ruleset, error) {
	rs, _, err := loadRulesetTried(path, projectRoot)
	return rs, err
}

// loadRulesetTried is loadRuleset that also returns every file path it
// tried to read (read or not: missing includes count), for a cache to tell
// when the result is stale.
func loadRulesetTried(path, projectRoot string) (*Ruleset, []string, error) {
	return loadRulesetTriedWith(path, projectRoot, nil)
}

// loadRulesetTriedWith is loadRulesetTried reading the ruleset files
// through the cache's decoded documents (nil: read each file).
func loadRulesetTriedWith(path, projectRoot string, c *ALGoCache) (*Ruleset, []string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, nil, fmt.Errorf("project: ruleset %s: %w", path, err)
	}
	workspace, boundary := projectRoot, repositoryRoot(projectRoot)
	if workspace == "" {
		workspace, boundary = filepath.Dir(abs), filepath.Dir(abs)
	}
	l := &rulesetLoader{projectRoot: projectRoot, workspace: workspace, boundary: boundary, docs: c}
	res, err := l.resolve(abs, nil, true)
	if err != nil {
		return nil, l.tried, err
	}
	return &Ruleset{
		Path:          abs,
		Name:          res.name,
		Description:   res.description,
		GeneralAction: res.general,
		Files:         l.files,
		Warnings:      l.warnings,
		Invalid:       l.invalid,
		rules:         newRuleTable(res.rules),
	}, l.tried, nil
}

type rulesetLoader struct {
	docs        *ALGoCache      // decoded files shared across loads (nil: none)
	invalid     []string        // included files that do not parse (invalidFile)
	projectRoot string          // "" when unknown
	workspace   string          // what ${workspaceFolder} expands to
	boundary    string          // files outside it are said in warnings, their values never quoted
	insideOf    map[string]bool // inside's answers by path
	files       []string
	seen        map[string]bool
	warnings    []string
	tried       []string // every path resolve tried to read, in order
}

type resolvedRuleset struct {
	name, description string
	general           Action
	rules             map[string]RuleEntry
}

func (l *rulesetLoader) warnf(format string, args ...any) {
	l.warnings = append(l.warnings, fmt.Sprintf(format, args...))
}

// repositoryRoot returns the nearest folder at or above root (at most
// alGoSearchLevels levels up) that holds .git, else root; "" for "".
func repositoryRoot(root string) string {
	if root == "" {
		return ""
	}
	dir := root
	for range alGoSearchLevels + 1 {
		if exists(filepath.Join(dir, ".git")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return root
}

// inside reports whether path lies inside the loader's boundary, also with
// symbolic links resolved: the values of such a file may be quoted in
// warnings (the repository holds them already).
func (l *rulesetLoader) inside(path string) bool {
	in, ok := l.insideOf[path]
	if !ok {
		in = fspath.Inside(l.boundary, path) == nil
		if l.insideOf == nil {
			l.insideOf = map[string]bool{}
		}
		l.insideOf[path] = in
	}
	return in
}

// quote returns s quoted for a warning about the file at path, or "" when
// path lies outside the boundary.
func (l *rulesetLoader) quote(path, s string) string {
	if !l.inside(path) {
		return ""
	}
	return " " + strconv.Quote(s)
}

func canonicalPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Clean(p)
}

// resolve reads path and flattens it with its includes. stack holds the
// canonical paths of the files including it, for cycle detection.
func (l *rulesetLoader) resolve(path string, stack []string, top bool) (resolvedRuleset, error) {
	l.tried = append(l.tried, path)
	doc, err := l.docs.rulesetDoc(path)
	if err != nil {
		return resolvedRuleset{}, err
	}
	canon := canonicalPath(path)
	if l.seen == nil {
		l.seen = map[string]bool{}
	}
	own := l.inside(path)
	if !l.seen[canon] {
		l.seen[canon] = true
		l.files = append(l.files, path)
		if !own && l.projectRoot != "" {
			l.warnf("ruleset %s lies outside the repository (%s): it was read as configured", path, l.boundary)
		}
	}
	stack = append(stack, canon)

	res := resolvedRuleset{general: ActionDefault, rules: make(map[string]RuleEntry, len(doc.Rules))}
	res.name, res.description = doc.Name, doc.Description
	if s := strings.TrimSpace(doc.GeneralAction); s != "" {
		if a, ok := ParseAction(s); ok {
			res.general = a
		} else {
			l.warnf("ruleset %s: unknown generalAction%s: treated as Default", path, l.quote(path, s))
		}
	}

	named := make(map[string]bool, len(doc.Rules))
	for i, r := range doc.Rules {
		id := strings.TrimSpace(r.ID)
		if id == "" {
			l.warnf("ruleset %s: rules[%d] has no id: skipped", path, i)
			continue
		}
		rule := "rule " + id // how warnings name it: by id in the repository, else by position
		if !own {
			rule = fmt.Sprintf("rules[%d]", i)
		}
		action := ActionDefault
		if s := strings.TrimSpace(r.Action); s != "" {
			if a, ok := ParseAction(s); ok {
				action = a
			} else {
				l.warnf("ruleset %s: %s has unknown action%s: treated as Default", path, rule, l.quote(path, s))
			}
		}
		key := strings.ToUpper(id)
		if prev, dup := res.rules[key]; dup && prev.Action != action {
			l.warnf("ruleset %s: %s is listed twice with actions %s and %s: the last one is used", path, rule, prev.Action, action)
		}
		res.rules[key] = RuleEntry{ID: id, Action: action, Justification: r.Justification, Source: path}
		named[key] = true
	}

	var includedGeneral Action // stricter of the includes' generalActions
	for i, inc := range doc.IncludedRuleSets {
		incPath := inc.Path
		if strings.TrimSpace(incPath) == "" {
			l.warnf("ruleset %s: includedRuleSets[%d] has no path: skipped", path, i)
			continue
		}
		include := fmt.Sprintf("includedRuleSets[%d]", i) // how warnings name it outside the repository
		if own {
			include = "include " + incPath
		}
		if isRemote(incPath) {
			l.warnf("ruleset %s: remote %s is not fetched: skipped", path, include)
			continue
		}
		incAction := ActionDefault
		if s := strings.TrimSpace(inc.Action); s != "" {
			if a, ok := ParseAction(s); ok {
				incAction = a
			} else {
				l.warnf("ruleset %s: %s has unknown action%s: treated as Default", path, include, l.quote(path, s))
			}
		}
		target := l.includeTarget(incPath, filepath.Dir(path), top)
		if own {
			include = "include " + target
		}
		if containsPath(stack, canonicalPath(target)) {
			l.warnf("ruleset %s: %s forms a cycle: skipped", path, include)
			continue
		}
		if len(stack) >= MaxRulesetDepth {
			l.warnf("ruleset %s: %s is nested deeper than %d files: skipped", path, include, MaxRulesetDepth)
			continue
		}
		sub, err := l.resolve(target, stack, false)
		if err != nil {
			if !own {
				// The error names the target, a value of a file outside the repository.
				l.warnf("ruleset %s: %s cannot be read: skipped", path, include)
				continue
			}
			l.warnf("%v (included from %s): skipped", err, path)
			if s, ok := invalidFile(err); ok {
				l.invalid = append(l.invalid, s)
			}
			continue
		}
		if incAction != ActionNone && sub.general != ActionDefault &&
			(includedGeneral == "" || sub.general.strictness() > includedGeneral.strictness()) {
			includedGeneral = sub.general
		}
		for key, e := range sub.rules {
			if named[key] {
				continue
			}
			e.Action = applyIncludeAction(incAction, e.Action)
			if prev, ok := res.rules[key]; ok && prev.Action.strictness() >= e.Action.strictness() {
				continue
			}
			res.rules[key] = e
		}
	}
	if res.general == ActionDefault && includedGeneral != "" {
		res.general = includedGeneral
	}
	return res, nil
}

// ruleDoc and includeDoc are entries of a ruleset file as written.
type ruleDoc struct {
	ID            string `json:"id"`
	Action        string `json:"action"`
	Justification string `json:"justification"`
}

type includeDoc struct {
	Path   string `json:"path"`
	Action string `json:"action"`
}

// rulesetDoc is one ruleset file as written. encoding/json matches member
// names ignoring case, as the AL tooling does.
type rulesetDoc struct {
	Name             string       `json:"name"`
	Description      string       `json:"description"`
	GeneralAction    string       `json:"generalAction"`
	IncludedRuleSets []includeDoc `json:"includedRuleSets"`
	Rules            []ruleDoc    `json:"rules"`
}

// readRulesetDoc reads and decodes one ruleset file.
func readRulesetDoc(path string) (rulesetDoc, error) {
	std, err := readJSONC(path, "")
	if err != nil {
		return rulesetDoc{}, fmt.Errorf("project: ruleset %w", err)
	}
	doc, err := decodeRulesetDoc(std)
	if err != nil {
		return rulesetDoc{}, fmt.Errorf("project: ruleset %s: %w", path, err)
	}
	return doc, nil
}

// decodeRulesetDoc decodes a ruleset object. Well-typed files take the fast
// typed path; otherwise values of unexpected types are read leniently
// (numbers and booleans as their text, other values as absent, array
// elements that are not objects dropped).
func decodeRulesetDoc(std []byte) (rulesetDoc, error) {
	var doc rulesetDoc
	if bytes.HasPrefix(bytes.TrimSpace(std), []byte("{")) && json.Unmarshal(std, &doc) == nil {
		return doc, nil
	}
	obj, err := decodeObject(std)
	if err != nil {
		return rulesetDoc{}, err
	}
	doc = rulesetDoc{}
	doc.Name, _ = obj.str("name")
	doc.Description, _ = obj.str("description")
	doc.GeneralAction, _ = obj.str("generalAction")
	includes, _ := obj.objects("includedRuleSets")
	for _, inc := range includes {
		var e includeDoc
		e.Path, _ = inc.str("path")
		e.Action, _ = inc.str("action")
		doc.IncludedRuleSets = append(doc.IncludedRuleSets, e)
	}
	rules, _ := obj.objects("rules")
	for _, r := range rules {
		var e ruleDoc
		e.ID, _ = r.str("id")
		e.Action, _ = r.str("action")
		e.Justification, _ = r.str("justification")
		doc.Rules = append(doc.Rules, e)
	}
	return doc, nil
}

// includeTarget resolves an include path against the including file's
// folder; for the top-level file, a relative path missing there is tried
// against the project folder.
func (l *rulesetLoader) includeTarget(p, dir string, top bool) string {
	target := expandPathIn(p, l.workspace, dir)
	if top && l.projectRoot != "" && !filepath.IsAbs(strings.TrimSpace(p)) {
		if _, err := os.Stat(target); err != nil {
			alt := expandPathIn(p, l.workspace, l.projectRoot)
			if _, err := os.Stat(alt); err == nil {
				return alt
			}
		}
	}
	return target
}

func containsPath(stack []string, p string) bool {
	for _, s := range stack {
		if s == p {
			return true
		}
	}
	return false
}

// applyIncludeAction applies an include's action to a rule the included
// file brings: Default keeps the rule's action, None and Hidden rules stay
// as they are, every other action is replaced.
func applyIncludeAction(include, rule Action) Action {
	if include == ActionDefault || rule == ActionNone || rule == ActionHidden {
		return rule
	}
	return include
}

// Action returns the effective action for ruleID (case-insensitive): the
// action of its entry when the ruleset names it, else GeneralAction. A nil
// ruleset answers Default.
func (r *Ruleset) Action(ruleID string) Action {
	if r == nil {
		return ActionDefault
	}
	if row, ok := r.rules.find(strings.ToUpper(strings.TrimSpace(ruleID))); ok {
		return row.action.action()
	}
	if r.GeneralAction == "" {
		return ActionDefault
	}
	return r.GeneralAction
}

// Explicit returns the entry for ruleID when the ruleset (or a file it
// includes) names it.
func (r *Ruleset) Explicit(ruleID string) (RuleEntry, bool) {
	if r == nil {
		return RuleEntry{}, false
	}
	row, ok := r.rules.find(strings.ToUpper(strings.TrimSpace(ruleID)))
	if !ok {
		return RuleEntry{}, false
	}
	return r.rules.entry(row), true
}

// Rules returns every named rule, sorted by upper-cased id.
func (r *Ruleset) Rules() []RuleEntry {
	if r == nil {
		return nil
	}
	out := make([]RuleEntry, r.rules.len())
	for i := range out {
		out[i] = r.rules.entry(&r.rules.rows[i])
	}
	return out
}

// Effective combines the ruleset with a rule's own defaults and returns the
// severity to report it with and whether it runs at all. It follows the
// compiler's diagnostic filter (the one AL's compiler shares with Roslyn,
// where a ruleset's generalAction is the general diagnostic option):
//
//   - named with a severity: that severity, enabled (this is how a ruleset
//     switches on an off-by-default rule);
//   - named with None: disabled;
//   - named with Default, or not named: the rule's defaults (an
//     off-by-default rule stays off), then generalAction, which Microsoft's
//     ruleset reference applies to both;
//   - generalAction Error raises a rule whose default severity is Warning to
//     Error ("warnings as errors": Info and Hidden rules keep their
//     severity);
//   - generalAction None disables rules whose default severity is Warning or
//     Info (Hidden ones keep running);
//   - generalAction Warning, Info, Hidden or Default changes nothing.
//
// So under microsoft/BCApps' internal.module ruleset (generalAction Error,
// its include ruleset.json absent) an Info rule such as AA0210 stays Info.
//
// A nil ruleset keeps the defaults.
func (r *Ruleset) Effective(ruleID string, defaultSeverity Severity, enabledByDefault bool) (Severity, bool) {
	if r == nil {
		return defaultSeverity, enabledByDefault
	}
	if e, named := r.Explicit(ruleID); named {
		switch e.Action {
		case ActionNone:
			return defaultSeverity, false
		case ActionDefault:
		default:
			sev, _ := e.Action.Severity()
			return sev, true
		}
	}
	if !enabledByDefault {
		return defaultSeverity, false
	}
	switch r.GeneralAction {
	case ActionError:
		if defaultSeverity == SeverityWarning {
			return SeverityError, true
		}
	case ActionNone:
		if defaultSeverity == SeverityWarning || defaultSeverity == SeverityInfo {
			return defaultSeverity, false
		}
	}
	return defaultSeverity, true
}
