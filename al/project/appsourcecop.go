package project

import (
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
)

// AppSourceCopFile is AppSourceCop's settings file in the project folder.
// alfix reads the mandatory affixes from it, which the AppSourceCop rules
// check and ALCops' naming rules (LC0054, LC0092) strip from object names
// before they check them, and the baseline the breaking-change rules
// compare with (see BaselineSettings).
const AppSourceCopFile = "AppSourceCop.json"

// BaselineSettings say which previous version of the app the
// breaking-change rules compare with and what they validate: the
// AppSourceCop.json properties Microsoft documents (version, name,
// publisher, baselinePackageCachePath and the validate switches), and the
// package the workspace found for them or a caller named directly
// (alfix analyze --baseline-app).
type BaselineSettings struct {
	// Version, Name and Publisher name the previous version (name and
	// publisher default to app.json's); no version means no comparison
	// unless Package is given.
	Version, Name, Publisher string
	// PackageCachePath is baselinePackageCachePath as written (relative to
	// the project folder); "" means the project's package cache.
	PackageCachePath string
	// ValidateInternal, ValidateObsolete and ValidateOnPrem are
	// validateInternalSymbols, validateObsoleteSymbols and
	// validateOnPremSymbols (false when absent).
	ValidateInternal, ValidateObsolete, ValidateOnPrem bool
	// ObsoleteTagMinAllowedMajorMinor is the setting as written ("" when
	// absent).
	ObsoleteTagMinAllowedMajorMinor string

	// Package is the baseline package file (absolute) and PackageHash the
	// SHA-256 of its bytes, set by whoever located and read it; "" when
	// there is none to compare with (with a Version, AS0003 reports that).
	Package     string
	PackageHash [32]byte
	// MissingDependencies are the dependencies of a package Version named
	// that were not found beside it (AS0091), set with Package.
	MissingDependencies []Dependency
}

// Active reports whether the breaking-change rules have a baseline to
// compare with, or a missing one to report (a Version and no Package).
func (b BaselineSettings) Active() bool { return b.Package != "" || b.Version != "" }

// loadAffixes reads mandatoryPrefix, mandatorySuffix and mandatoryAffixes
// from AppSourceCop.json into c.Affixes: the prefix first, then the suffix,
// then the affixes in their order, empty ones dropped and repeats (ignoring case) kept once. A
// missing file leaves Affixes nil; an unreadable one is a warning.
func (c *Config) loadAffixes() {
	path := filepath.Join(c.Root, AppSourceCopFile)
	obj, err := readObject(path, c.Root)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err != nil {
		c.warnf("project: reading %v: mandatory affixes ignored", err)
		return
	}
	// The settings the AppSourceCop rules read (supportedCountries,
	// obsoleteTagPattern, ...), as written.
	c.AppSourceCopSettings = map[string]json.RawMessage(obj)
	var affixes []string
	add := func(a string) {
		if a = strings.TrimSpace(a); a == "" {
			return
		}
		if !slices.ContainsFunc(affixes, func(b string) bool { return strings.EqualFold(a, b) }) {
			affixes = append(affixes, a)
		}
	}
	if prefix, ok := obj.str("mandatoryPrefix"); ok {
		add(prefix)
	}
	if suffix, ok := obj.str("mandatorySuffix"); ok {
		add(suffix)
	}
	if list, ok := obj.strings("mandatoryAffixes"); ok {
		for _, a := range list {
			add(a)
		}
	}
	c.Affixes = affixes
	c.Baseline = baselineSettings(obj)
}

// baselineSettings reads the baseline properties of AppSourceCop.json.
// Values of the wrong type count as absent.
func baselineSettings(obj jsonObject) BaselineSettings {
	var b BaselineSettings
	str := func(key string) string {
		v, _ := obj.str(key)
		return strings.TrimSpace(v)
	}
	b.Version, b.Name, b.Publisher = str("version"), str("name"), str("publisher")
	b.PackageCachePath = str("baselinePackageCachePath")
	b.ObsoleteTagMinAllowedMajorMinor = str("obsoleteTagMinAllowedMajorMinor")
	b.ValidateInternal, _ = obj.boolean("validateInternalSymbols")
	b.ValidateObsolete, _ = obj.boolean("validateObsoleteSymbols")
	b.ValidateOnPrem, _ = obj.boolean("validateOnPremSymbols")
	return b
}
