package analysis

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// A ConfigView is the part of a project's configuration that rules and the
// parser may read: the app.json runtime, application, platform and target,
// its preprocessor symbols, features and id ranges, its name, publisher,
// dependencies and internalsVisibleTo apps, its other members as written,
// the alcops.json settings, the mandatory affixes and other settings of
// AppSourceCop.json and its baseline (the package the breaking-change rules
// compare with, by content hash). It
// is all a [Pass] offers, so that [ConfigView.Hash] covers every
// configuration input of a rule's result and a cache keyed by it cannot go
// stale when a rule starts reading something new: to let rules read another
// input, add it here and to Hash (TestConfigViewHashCoversEveryField fails
// until both are done).
//
// A view shares its slices and map with the configuration it was made
// from; neither may be changed while the view is in use.
type ConfigView struct {
	runtime, application, platform, target string
	symbols, features                      []string
	idRanges                               []project.IDRange
	thresholds                             map[string]json.RawMessage
	affixes                                []string
	name, publisher                        string
	dependencies, friends                  []project.Dependency
	baseline                               project.BaselineSettings
	manifestRaw, appSourceCop              map[string]json.RawMessage
	permissionSetXML                       []string
	translations                           *project.Translations
}

// ViewOf returns the view of a configuration; nil gives the empty view (no
// runtime, which counts as the newest; no symbols, features or settings).
func ViewOf(cfg *project.Config) ConfigView {
	if cfg == nil {
		return ConfigView{}
	}
	m := cfg.Manifest
	return ConfigView{
		runtime: strings.TrimSpace(m.Runtime), application: strings.TrimSpace(m.Application),
		platform: strings.TrimSpace(m.Platform), target: strings.TrimSpace(m.Target),
		symbols: m.PreprocessorSymbols, features: m.Features, idRanges: m.IDRanges, thresholds: cfg.Thresholds,
		affixes: cfg.Affixes, name: m.Name, publisher: m.Publisher, dependencies: m.Dependencies,
		friends: m.InternalsVisibleTo, manifestRaw: m.Raw, appSourceCop: cfg.AppSourceCopSettings,
		permissionSetXML: cfg.PermissionSetXML, baseline: cfg.Baseline, translations: cfg.Translations,
	}
}

// manifest returns the view's app.json fields as a manifest, for its
// parsing methods.
func (v ConfigView) manifest() project.Manifest {
	return project.Manifest{Runtime: v.runtime, Application: v.application, Platform: v.platform,
		Target: v.target, PreprocessorSymbols: v.symbols, Features: v.features}
}

// RuntimeVersion returns the app.json runtime as major and minor version;
// ok is false when it is missing or unreadable.
func (v ConfigView) RuntimeVersion() (major, minor int, ok bool) {
	return v.manifest().RuntimeVersion()
}

// RuntimeAtLeast reports whether the runtime is at least major.minor. A
// project without a (readable) runtime counts as the newest runtime.
func (v ConfigView) RuntimeAtLeast(major, minor int) bool {
	maj, min, ok := v.RuntimeVersion()
	if !ok {
		return true
	}
	return maj > major || (maj == major && min >= minor)
}

// Target returns the app.json target (Cloud, OnPrem, ...) as written, or "".
func (v ConfigView) Target() string { return v.target }

// Application returns the app.json application version as written, or "".
func (v ConfigView) Application() string { return v.application }

// Platform returns the app.json platform version as written, or "".
func (v ConfigView) Platform() string { return v.platform }

// HasFeature reports whether app.json's features name name, ignoring case
// (e.g. "NoImplicitWith").
func (v ConfigView) HasFeature(name string) bool { return v.manifest().HasFeature(name) }

// IDRanges returns app.json's object id ranges. The slice must not be
// modified.
func (v ConfigView) IDRanges() []project.IDRange { return v.idRanges }

// PerTenantRange reports whether the app's id ranges are all inside the
// per-tenant customisation range 50000..99999 (at least one range): such an
// app cannot be published on AppSource, so the apps that may depend on it
// are the tenant's own extensions.
func (v ConfigView) PerTenantRange() bool {
	for _, r := range v.idRanges {
		if r.From < 50000 || r.To > 99999 || r.From > r.To {
			return false
		}
	}
	return len(v.idRanges) > 0
}

// Name returns the app.json name as written, or "".
func (v ConfigView) Name() string { return v.name }

// Publisher returns the app.json publisher as written, or "".
func (v ConfigView) Publisher() string { return v.publisher }

// Dependencies returns app.json's dependencies. The slice must not be
// modified.
func (v ConfigView) Dependencies() []project.Dependency { return v.dependencies }

// InternalsVisibleTo returns the apps app.json's internalsVisibleTo names.
// The slice must not be modified.
func (v ConfigView) InternalsVisibleTo() []project.Dependency { return v.friends }

// PreprocessorSymbols returns app.json's preprocessor symbols. The slice
// must not be modified.
func (v ConfigView) PreprocessorSymbols() []string { return v.symbols }

// Threshold decodes the alcops.json setting key into dst (see
// [project.Config.Threshold]); false leaves *dst unchanged.
func (v ConfigView) Threshold(key string, dst any) bool {
	return (&project.Config{Thresholds: v.thresholds}).Threshold(key, dst)
}

// Affixes returns AppSourceCop.json's mandatory prefix and affixes, in
// order (see [project.Config.Affixes]). The slice must not be modified.
func (v ConfigView) Affixes() []string { return v.affixes }

// Baseline returns AppSourceCop.json's baseline settings with the package
// located for them (see [project.BaselineSettings]); its declarations are
// [Pass.Baseline]. The slice it holds must not be modified.
func (v ConfigView) Baseline() project.BaselineSettings { return v.baseline }

// ManifestValue decodes the app.json member key (its name matched ignoring
// case when no member is spelled exactly so) into dst; false when the
// member is missing, null or does not decode into dst.
func (v ConfigView) ManifestValue(key string, dst any) bool {
	return decodeMember(v.manifestRaw, key, dst)
}

// HasManifestMember reports whether app.json has the member key (ignoring
// case) with a value other than null.
func (v ConfigView) HasManifestMember(key string) bool {
	_, ok := member(v.manifestRaw, key)
	return ok
}

// AppSourceCopSetting decodes the AppSourceCop.json setting key (matched
// like [ConfigView.ManifestValue]) into dst; false when the file or the
// setting is missing, null or does not decode into dst.
func (v ConfigView) AppSourceCopSetting(key string, dst any) bool {
	return decodeMember(v.appSourceCop, key, dst)
}

// PermissionSetXML returns the project's XML permission set files, paths
// relative to the project folder. The slice must not be modified.
func (v ConfigView) PermissionSetXML() []string { return v.permissionSetXML }

// Translations returns the index of the project's translation files (the
// XLIFF files of its Translations folder but the generated one), reading
// them on first use; nil when the project has none. The hash covers the
// files by path, size and modification time.
func (v ConfigView) Translations() *project.TranslationIndex { return v.translations.Index() }

// member returns the member key of a JSON object's members, matched
// exactly or else ignoring case; false when missing or null.
func member(obj map[string]json.RawMessage, key string) (json.RawMessage, bool) {
	raw, ok := obj[key]
	if !ok {
		for k, r := range obj {
			if strings.EqualFold(k, key) {
				raw, ok = r, true
				break
			}
		}
	}
	if !ok || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil, false
	}
	return raw, true
}

func decodeMember(obj map[string]json.RawMessage, key string, dst any) bool {
	raw, ok := member(obj, key)
	return ok && json.Unmarshal(raw, dst) == nil
}

// ParseOptions returns the parser options the view implies.
func (v ConfigView) ParseOptions() syntax.Options {
	return syntax.Options{Symbols: v.symbols}
}

// configViewVersion starts every view hash. Change it when the encoding or
// the meaning of an input changes.
const configViewVersion = "alfix/al/analysis config view v1"

// Hash returns a SHA-256 over a canonical encoding of the view: runtime,
// application, platform and target as written (trimmed), the preprocessor
// symbols and the features as sets (features ignoring case), and the
// alcops.json settings by name with their values re-encoded (member order
// and formatting do not count), the affixes in order, and the name,
// publisher, dependencies and internalsVisibleTo apps as written, the
// baseline settings (the package by its content hash), and the translation
// files by path, size and modification time.
func (v ConfigView) Hash() [32]byte {
	settings := make(map[string]any, len(v.thresholds))
	for k, raw := range v.thresholds {
		settings[k] = canonicalJSON(raw)
	}
	canonical := func(obj map[string]json.RawMessage) map[string]any {
		out := make(map[string]any, len(obj))
		for k, raw := range obj {
			out[k] = canonicalJSON(raw)
		}
		return out
	}
	ranges := slices.Clone(v.idRanges)
	slices.SortFunc(ranges, func(a, b project.IDRange) int {
		if a.From != b.From {
			return a.From - b.From
		}
		return a.To - b.To
	})
	return hashJSON(struct {
		Version                                string
		Runtime, Application, Platform, Target string
		Symbols, Features                      []string
		IDRanges                               []project.IDRange
		Settings                               map[string]any
		Affixes                                []string
		Name, Publisher                        string
		Dependencies, Friends                  []project.Dependency
		Manifest, AppSourceCop                 map[string]any
		PermissionSetXML                       []string
		Baseline                               project.BaselineSettings
		Translations                           []project.TranslationFile
	}{configViewVersion, v.runtime, v.application, v.platform, v.target,
		stringSet(v.symbols, false), stringSet(v.features, true), ranges, settings, v.affixes,
		v.name, v.publisher, v.dependencies, v.friends, canonical(v.manifestRaw), canonical(v.appSourceCop),
		stringSet(v.permissionSetXML, false), v.baseline, v.translationFiles()})
}

// translationFiles returns the translation files the view hashes, nil
// without any.
func (v ConfigView) translationFiles() []project.TranslationFile {
	if v.translations == nil {
		return nil
	}
	return v.translations.Files
}

// CacheKey returns a SHA-256 over what the result of analysing a file
// depends on besides its content, the rules' code and the project summary:
// the configuration view and the rules that run with their effective
// severities. A cache of per-file results keys them by it (with the
// content hash, a hash of the executable, and the summary's hash for rules
// with UsesProject).
func CacheKey(cfg *project.Config, rules []EnabledRule) [32]byte {
	severities := make(map[string]Severity, len(rules))
	for _, r := range rules {
		severities[r.Rule.ID] = r.Severity
	}
	return hashJSON(struct {
		View  [32]byte
		Rules map[string]Severity
	}{ViewOf(cfg).Hash(), severities})
}

// hashJSON returns the SHA-256 of v's JSON encoding, which is canonical for
// the values hashed here: struct fields in order, map keys sorted.
func hashJSON(v any) [32]byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic("analysis: hashing " + err.Error()) // only plain values are hashed
	}
	return sha256.Sum256(b)
}

// stringSet returns the trimmed, non-empty values sorted and deduplicated,
// lower-cased when fold is set.
func stringSet(values []string, fold bool) []string {
	out := make([]string, 0, len(values))
	for _, s := range values {
		if s = strings.TrimSpace(s); fold {
			s = strings.ToLower(s)
		}
		if s != "" {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// canonicalJSON decodes a JSON value for re-encoding (objects then encode
// with sorted members, numbers as written); undecodable input stays the
// text it is.
func canonicalJSON(raw json.RawMessage) any {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var value any
	if dec.Decode(&value) != nil {
		return string(raw)
	}
	return value
}
