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
// before they check them.
const AppSourceCopFile = "AppSourceCop.json"

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
}
