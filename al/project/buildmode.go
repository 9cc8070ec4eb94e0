package project

import (
	"slices"
	"strings"
)

// ApplyBuildMode makes the configuration the one AL-Go compiles the project
// with in build mode (Default, Clean, ...): the preprocessor symbols AL-Go's
// settings give that mode (ALGo.PreprocessorSymbols) are added to
// app.json's, and BuildMode records the mode. A mode the settings give no
// symbols leaves the symbols as they are and says so in Warnings (AL-Go
// builds it with app.json's alone). "" changes nothing. Call it once, right
// after loading: the configuration's Fingerprint follows.
func (c *Config) ApplyBuildMode(mode string) {
	mode = strings.TrimSpace(mode)
	if mode == "" {
		return
	}
	c.BuildMode = mode
	var add []string
	found := false
	for m, symbols := range c.ALGo.PreprocessorSymbols {
		if strings.EqualFold(m, mode) {
			add, found = symbols, true
			break
		}
	}
	if !found {
		c.warnf("build mode %s: AL-Go's settings give this project no preprocessor symbols for it; app.json's alone apply", mode)
		return
	}
	syms := slices.Clone(c.Manifest.PreprocessorSymbols)
	for _, s := range add {
		if !slices.ContainsFunc(syms, func(have string) bool { return strings.EqualFold(have, s) }) {
			syms = append(syms, s)
		}
	}
	c.Manifest.PreprocessorSymbols = syms
	c.Fingerprint = c.computeFingerprint()
}
