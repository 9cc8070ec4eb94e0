package project

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ThresholdsFile is ALCops' settings file in the project folder.
const ThresholdsFile = "alcops.json"

// Config is everything alfix needs to know about one AL project before it
// analyzes its files.
type Config struct {
	Root        string // absolute, cleaned
	Manifest    Manifest
	Settings    Settings
	Ruleset     *Ruleset // nil when none is configured or it could not be read
	RulesetPath string   // the configured ruleset file (absolute, or a URL as written); "" when none
	// RulesetSource is the settings file and setting that configured it:
	// "<file> (al.ruleSetPath)" or "<file> (rulesetFile)"; "" when none.
	RulesetSource string
	// Analyzers are the enabled groups, in AllAnalyzerGroups order: from the
	// analyzer specs passed to LoadWith, else al.codeAnalyzers, else the AL-Go
	// settings (enableCodeCop, customCodeCops), else DefaultAnalyzerGroups;
	// empty when al.enableCodeAnalysis is false (and no specs were passed)
	// or when the configured specs name nothing alfix serves.
	Analyzers []AnalyzerGroup
	// AnalyzerSource says which of those chose Analyzers, and
	// AnalyzerSettings the file(s) it was read from ("" for FromCall and
	// FromDefault).
	AnalyzerSource   AnalyzerSource
	AnalyzerSettings string
	// ExplicitAnalyzers are the enabled groups named one by one (not through
	// a bundle such as ALCops.Analyzers.dll, nor by the default), in
	// AllAnalyzerGroups order; see AskedFor.
	ExplicitAnalyzers []AnalyzerGroup
	// Thresholds holds the top-level members of alcops.json as written
	// (standard JSON); nil when there is no such file.
	Thresholds map[string]json.RawMessage
	// Affixes are AppSourceCop.json's mandatoryPrefix, mandatorySuffix and mandatoryAffixes
	// (see loadAffixes); nil when there is no such file.
	Affixes []string
	// Baseline is AppSourceCop.json's baseline for the breaking-change
	// rules (see BaselineSettings; the workspace sets Package).
	Baseline BaselineSettings
	// AppSourceCopSettings holds the top-level members of AppSourceCop.json
	// as written (standard JSON); nil when there is no such file. The
	// analysis configuration view hashes them; the Fingerprint does not.
	AppSourceCopSettings map[string]json.RawMessage
	// PermissionSetXML lists the project's XML permission set files (paths
	// relative to Root, slash-separated; see findPermissionSetXML).
	PermissionSetXML []string
	// Translations are the project's translation files (XLIFF files in
	// its Translations folder, see findTranslations); nil when there are
	// none.
	Translations *Translations
	// ALGo is what AL-Go's settings say about the project (alGoSettingsFor).
	ALGo ALGoInfo
	// BuildMode is the AL-Go build mode whose preprocessor symbols
	// ApplyBuildMode added to the manifest's; "" when none was applied.
	BuildMode string
	// Warnings describe configuration problems that did not stop loading, in
	// the order they were met.
	Warnings []string
	// Invalid names the configuration files that exist but do not parse
	// (settings.json, the ruleset and the rulesets it includes): "path: line
	// L, column C: reason", never any of the file's text. A command line run
	// refuses to go on with them (a broken ruleset must not relax the gate
	// silently); the MCP tools report them among the warnings.
	Invalid []string
	// Fingerprint is a SHA-256 over a canonical encoding of what above can
	// change analysis results: the manifest's id, name, publisher, runtime,
	// platform, application, target, preprocessor symbols and features (as
	// sets) and id ranges; the enabled and the explicit analyzers (which
	// decide the duplicates left out); the resolved ruleset
	// actions; the alcops.json values; the AppSourceCop.json affixes. It is stable across runs, map orders
	// and file formatting, and ignores the manifest version and metadata.
	Fingerprint [32]byte
}

// Load reads the project whose folder is root. It fails only when app.json
// is missing, unreadable or invalid; every other problem is a warning.
func Load(root string) (*Config, error) {
	return LoadWith(root, nil)
}

// LoadWith is Load with the analyzers given as specs (as in al.codeAnalyzers,
// see MapAnalyzerSpecs) instead of the project settings. Passing specs also
// overrides al.enableCodeAnalysis=false. Nil or empty specs behave as Load.
func LoadWith(root string, analyzerSpecs []string) (*Config, error) {
	return LoadCached(root, analyzerSpecs, nil)
}

// LoadCached is LoadWith reading AL-Go repositories through cache (nil:
// read every time).
func LoadCached(root string, analyzerSpecs []string, cache *ALGoCache) (*Config, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("project: %s: %w", root, err)
	}
	abs = filepath.Clean(abs)
	m, err := LoadManifestCached(abs, cache)
	if err != nil {
		return nil, err
	}
	c := &Config{Root: abs, Manifest: m}
	if s, err := LoadSettings(abs); err != nil {
		c.warnf("%v: settings ignored", err)
		c.noteInvalid(err)
	} else {
		c.Settings = s
	}
	algo := alGoSettingsFor(abs, cache)
	c.ALGo = newALGoInfo(algo)
	c.resolveAnalyzers(analyzerSpecs, algo)
	c.resolveRuleset(algo.files, cache)
	c.loadThresholds()
	c.loadAffixes()
	c.findPermissionSetXML(cache)
	c.Translations = cache.translations(c.Root, c.findTranslations())
	c.Fingerprint = c.computeFingerprint()
	return c, nil
}

// noteInvalid records err in Invalid when it is a configuration file that
// does not parse.
func (c *Config) noteInvalid(err error) {
	if s, ok := invalidFile(err); ok {
		c.Invalid = append(c.Invalid, s)
	}
}

// invalidFile returns "path: line L, column C: reason" when err is a
// configuration file's syntax error.
func invalidFile(err error) (string, bool) {
	var cf *ConfigFileError
	var se *SyntaxError
	if errors.As(err, &cf) && errors.As(err, &se) {
		return cf.Error(), true
	}
	return "", false
}

func (c *Config) warnf(format string, args ...any) {
	c.Warnings = append(c.Warnings, fmt.Sprintf(format, args...))
}

// AnalyzerSource says where a configuration's analyzers come from.
type AnalyzerSource string

// Sources of Config.Analyzers, in the order they are consulted.
const (
	// FromCall: the analyzer specs the caller passed (LoadWith).
	FromCall AnalyzerSource = "call"
	// FromDisabled: al.enableCodeAnalysis is false; no analyzer runs.
	FromDisabled AnalyzerSource = "disabled"
	// FromSettings: al.codeAnalyzers in .vscode/settings.json.
	FromSettings AnalyzerSource = "settings"
	// FromALGo: AL-Go's enableCodeCop (and the other enable*Cop settings)
	// and customCodeCops.
	FromALGo AnalyzerSource = "AL-Go"
	// FromDefault: nothing is configured; DefaultAnalyzerGroups run.
	FromDefault AnalyzerSource = "default"
)

func (c *Config) resolveAnalyzers(specs []string, algo alGoContext) {
	use := func(src AnalyzerSource, file string, specs []string) {
		groups, explicit, warns := resolveSpecs(specs)
		c.Warnings = append(c.Warnings, warns...)
		c.Analyzers, c.ExplicitAnalyzers, c.AnalyzerSource, c.AnalyzerSettings = groups, explicit, src, file
	}
	switch {
	case len(specs) > 0:
		use(FromCall, "", specs)
		if len(c.Analyzers) == 0 {
			c.warnf("the requested analyzers name none that alfix serves: no analyzers run")
		}
		return
	case c.Settings.EnableCodeAnalysis != nil && !*c.Settings.EnableCodeAnalysis:
		use(FromDisabled, c.Settings.Path, nil)
		c.warnf("code analysis is disabled in settings (al.enableCodeAnalysis is false in %s): no analyzers run", c.Settings.Path)
		return
	case c.Settings.CodeAnalyzers != nil:
		use(FromSettings, c.Settings.Path, c.Settings.CodeAnalyzers)
		if len(c.Analyzers) == 0 {
			c.warnf("al.codeAnalyzers in %s names no analyzer that alfix serves: no analyzers run", c.Settings.Path)
		}
		return
	}
	cops, warns := findALGoAnalyzers(algo.files)
	c.Warnings = append(c.Warnings, warns...)
	if len(cops.specs) > 0 {
		if l, ok := buildingProject(algo.listed); ok && l.Kind != AppFolder {
			if on, file := alGoTestAppsAnalyzed(algo.files); !on {
				// AL-Go compiles test apps without any code analyzer
				// unless enableCodeAnalyzersOnTestApps is true.
				use(FromALGo, strings.Join(cops.sources, ", "), nil)
				c.warnf("AL-Go builds this project as a test app (%s of %s) and %s: AL-Go compiles test apps without code analyzers, so none run; "+
					"set enableCodeAnalyzersOnTestApps to true in the AL-Go settings, or pass analyzers to the call, to run them",
					l.Kind, l.Project.Settings, file)
				return
			}
		}
		use(FromALGo, strings.Join(cops.sources, ", "), cops.specs)
		if len(c.Analyzers) == 0 {
			c.warnf("the AL-Go settings (%s) enable no analyzer that alfix serves: no analyzers run", c.AnalyzerSettings)
		}
		return
	}
	c.Analyzers = append([]AnalyzerGroup(nil), DefaultAnalyzerGroups...)
	c.ExplicitAnalyzers = []AnalyzerGroup{}
	c.AnalyzerSource = FromDefault
}

// AnalyzerNote says, for a project that configures no analyzers
// (FromDefault), which analyzers run and how to run the others; "" for
// every other source (the project's own choice needs no note). The tools
// put it in their warnings.
func (c *Config) AnalyzerNote() string {
	if c == nil || c.AnalyzerSource != FromDefault {
		return ""
	}
	var ran, off []string
	for _, g := range AllAnalyzerGroups {
		if slices.Contains(DefaultAnalyzerGroups, g) {
			ran = append(ran, string(g))
		} else {
			off = append(off, string(g))
		}
	}
	return fmt.Sprintf("the project configures no analyzers (no al.codeAnalyzers in %s, no enableCodeCop or customCodeCops in AL-Go settings), "+
		"so alfix ran its default set: %s. Not run: %s. To run them, list them in al.codeAnalyzers "+
		"(e.g. \"${analyzerFolder}ALCops.LinterCop.dll\", or \"ALCops.Analyzers.dll\" for all six ALCops cops), "+
		"or pass codeAnalyzers to the call (e.g. [\"${CodeCop}\", \"LinterCop\"])",
		SettingsFile, strings.Join(ran, ", "), strings.Join(off, ", "))
}

// resolveRuleset finds the ruleset: al.ruleSetPath (relative to the project,
// ${workspaceFolder} expanded), else AL-Go's rulesetFile (and says which in
// RulesetSource).
func (c *Config) resolveRuleset(algoFiles []alGoFile, cache *ALGoCache) {
	var configured, source string
	if p := c.Settings.RuleSetPath; p != "" {
		configured, source = p, c.Settings.Path+" (al.ruleSetPath)"
		if !isRemote(p) {
			configured = expandPath(p, c.Root)
		}
	} else {
		p, src, warns := findALGoRuleset(algoFiles, c.Root)
		c.Warnings = append(c.Warnings, warns...)
		if p == "" {
			return
		}
		configured, source = p, src+" (rulesetFile)"
	}
	c.RulesetPath, c.RulesetSource = configured, source
	if isRemote(configured) {
		c.warnf("ruleset %s configured in %s is remote and not fetched: no ruleset applied", configured, source)
		return
	}
	rs, err := cache.loadRulesetCached(configured, c.Root)
	if err != nil {
		c.warnf("%v (configured in %s): no ruleset applied", err, source)
		c.noteInvalid(err)
		return
	}
	c.Ruleset = rs
	c.Warnings = append(c.Warnings, rs.Warnings...)
	c.Invalid = append(c.Invalid, rs.Invalid...)
}

func (c *Config) loadThresholds() {
	path := filepath.Join(c.Root, ThresholdsFile)
	obj, err := readObject(path, c.Root)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		c.Thresholds = map[string]json.RawMessage(obj)
		return
	}
	c.warnf("project: reading %v: ALCops thresholds ignored", err)
}

// Threshold decodes the alcops.json member key (exact name first, then
// ignoring case) into dst, which must be a non-nil pointer; the decoded
// value replaces *dst. It reports false, leaving *dst unchanged, when there
// is no alcops.json, the member is absent or null, or its value does not
// decode into *dst's type.
func (c *Config) Threshold(key string, dst any) bool {
	if c == nil || c.Thresholds == nil {
		return false
	}
	raw, ok := jsonObject(c.Thresholds).get(key)
	if !ok {
		return false
	}
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return false
	}
	fresh := reflect.New(rv.Elem().Type())
	if err := json.Unmarshal(raw, fresh.Interface()); err != nil {
		return false
	}
	rv.Elem().Set(fresh.Elem())
	return true
}

// fingerprintVersion starts every fingerprint. Change it when the encoding
// or the meaning of an input changes.
const fingerprintVersion = "alfix/al/project fingerprint v2"

// fingerprintWriter feeds a hash with length-prefixed fields, so that no two
// different sequences of fields encode alike.
type fingerprintWriter struct{ h io.Writer }

func (w fingerprintWriter) str(s string) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(s)))
	w.h.Write(n[:])
	w.h.Write([]byte(s))
}

func (w fingerprintWriter) list(values []string) {
	w.str(strconv.Itoa(len(values)))
	for _, v := range values {
		w.str(v)
	}
}

// computeFingerprint hashes the manifest fields rules can depend on
// (id, name, publisher, runtime, platform, application, target,
// preprocessor symbols and features as sets, id ranges), the enabled
// analyzers, the resolved ruleset actions, the alcops.json values and the
// AppSourceCop.json affixes (in order: the first that matches is stripped). Map
// order, list order of set-like inputs, comments and formatting of the
// files do not change it; the manifest version, description and other
// metadata do not either.
func (c *Config) computeFingerprint() [32]byte {
	h := sha256.New()
	w := fingerprintWriter{h}
	w.str(fingerprintVersion)
	m := c.Manifest
	w.list([]string{
		strings.ToLower(strings.TrimSpace(m.ID)), m.Name, m.Publisher,
		strings.TrimSpace(m.Runtime), strings.TrimSpace(m.Platform),
		strings.TrimSpace(m.Application), strings.TrimSpace(m.Target),
	})
	w.list(sortedSet(m.PreprocessorSymbols, false))
	w.list(sortedSet(m.Features, true))
	ranges := append([]IDRange{}, m.IDRanges...)
	sort.Slice(ranges, func(i, j int) bool {
		a, b := ranges[i], ranges[j]
		return a.From < b.From || a.From == b.From && a.To < b.To
	})
	rangeText := make([]string, len(ranges))
	for i, r := range ranges {
		rangeText[i] = strconv.Itoa(r.From) + ".." + strconv.Itoa(r.To)
	}
	w.list(rangeText)
	for _, set := range [][]AnalyzerGroup{c.Analyzers, c.ExplicitAnalyzers} {
		groups := make([]string, len(set))
		for i, g := range set {
			groups[i] = string(g)
		}
		w.list(groups)
	}
	if c.Ruleset == nil {
		w.str("no ruleset")
	} else {
		w.str("ruleset")
		w.str(string(c.Ruleset.GeneralAction))
		w.h.Write(c.Ruleset.fingerprintRules())
	}
	// Thresholds: each value decoded and re-encoded, which sorts object
	// members and drops formatting; keys sorted.
	keys := make([]string, 0, len(c.Thresholds))
	for k := range c.Thresholds {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	w.str(strconv.Itoa(len(keys)))
	for _, k := range keys {
		w.str(k)
		w.str(canonicalJSON(c.Thresholds[k]))
	}
	w.list(c.Affixes)
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return sum
}

// fingerprintRules returns the fingerprint's encoding of the ruleset's
// rules (their count, then each upper-cased id and action), encoded on
// first use.
func (r *Ruleset) fingerprintRules() []byte {
	t := r.rules
	if t == nil {
		var b bytes.Buffer
		fingerprintWriter{&b}.str("0")
		return b.Bytes()
	}
	t.encodeOnce.Do(func() {
		var b bytes.Buffer
		w := fingerprintWriter{&b}
		w.str(strconv.Itoa(len(t.rows)))
		for i := range t.rows {
			w.str(t.rows[i].key)
			w.str(string(t.rows[i].action.action()))
		}
		t.encoded = b.Bytes()
	})
	return t.encoded
}

// canonicalJSON re-encodes a JSON value with object members sorted and no
// insignificant space; numbers keep their written form. Undecodable input is
// returned as is.
func canonicalJSON(raw json.RawMessage) string {
	var v any
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if d.Decode(&v) != nil {
		return string(raw)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return string(raw)
	}
	return string(b)
}

// sortedSet returns the trimmed, non-empty values sorted and deduplicated,
// lower-cased when fold is set.
func sortedSet(values []string, fold bool) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, v := range values {
		v = strings.TrimSpace(v)
		if fold {
			v = strings.ToLower(v)
		}
		if v == "" || seen[v] {
			continue
		}
		seen[v] = true
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}
