package analysis

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"hash"
	"slices"
	"sort"
	"strings"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// A ConfigView is the part of a project's configuration that rules and the
// parser may read: the app.json runtime, application, platform and target,
// its preprocessor symbols and features, and the alcops.json settings. It
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
	thresholds                             map[string]json.RawMessage
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
		symbols: m.PreprocessorSymbols, features: m.Features, thresholds: cfg.Thresholds,
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

// PreprocessorSymbols returns app.json's preprocessor symbols. The slice
// must not be modified.
func (v ConfigView) PreprocessorSymbols() []string { return v.symbols }

// Threshold decodes the alcops.json setting key into dst (see
// [project.Config.Threshold]); false leaves *dst unchanged.
func (v ConfigView) Threshold(key string, dst any) bool {
	return (&project.Config{Thresholds: v.thresholds}).Threshold(key, dst)
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
// and formatting do not count).
func (v ConfigView) Hash() [32]byte {
	w := hashWriter{sha256.New()}
	w.str(configViewVersion)
	w.list([]string{v.runtime, v.application, v.platform, v.target})
	w.list(stringSet(v.symbols, false))
	w.list(stringSet(v.features, true))
	keys := make([]string, 0, len(v.thresholds))
	for k := range v.thresholds {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	w.int(len(keys))
	for _, k := range keys {
		w.str(k)
		w.str(canonicalJSON(v.thresholds[k]))
	}
	var sum [32]byte
	copy(sum[:], w.h.Sum(nil))
	return sum
}

// CacheKey returns a SHA-256 over what the result of analysing a file
// depends on besides its content, the rules' code and the project summary:
// the configuration view and the rules that run with their effective
// severities. A cache of per-file results keys them by it (with the
// content hash, a hash of the executable, and the summary's hash for rules
// with UsesProject).
func CacheKey(cfg *project.Config, rules []EnabledRule) [32]byte {
	w := hashWriter{sha256.New()}
	view := ViewOf(cfg).Hash()
	w.h.Write(view[:])
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.Rule.ID + "\x00" + string(r.Severity)
	}
	sort.Strings(ids)
	w.list(ids)
	var sum [32]byte
	copy(sum[:], w.h.Sum(nil))
	return sum
}

// hashWriter feeds a hash with length-prefixed fields, so that no two
// different sequences of fields encode alike.
type hashWriter struct{ h hash.Hash }

func (w hashWriter) int(n int) {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(n))
	w.h.Write(b[:])
}

func (w hashWriter) str(s string) {
	w.int(len(s))
	w.h.Write([]byte(s))
}

func (w hashWriter) list(values []string) {
	w.int(len(values))
	for _, s := range values {
		w.str(s)
	}
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

// canonicalJSON re-encodes a JSON value with object members sorted and no
// insignificant space (numbers as written); undecodable input is kept as
// it is.
func canonicalJSON(raw json.RawMessage) string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var value any
	if dec.Decode(&value) != nil {
		return string(raw)
	}
	if b, err := json.Marshal(value); err == nil {
		return string(b)
	}
	return string(raw)
}
