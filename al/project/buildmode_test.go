package project

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A build mode adds the symbols AL-Go's settings give it to app.json's,
// once each, and the fingerprint follows; a mode the settings do not name
// adds nothing and says so; no mode changes nothing.
func TestApplyBuildMode(t *testing.T) {
	repo, _ := algoRepo(t)
	dir := filepath.Join(repo, "src", "Layers", "W1", "Apps", "A")

	c := loadT(t, dir)
	before, fp := slices.Clone(c.Manifest.PreprocessorSymbols), c.Fingerprint
	c.ApplyBuildMode("")
	if c.BuildMode != "" || !slices.Equal(c.Manifest.PreprocessorSymbols, before) || c.Fingerprint != fp {
		t.Fatalf("no mode changed the configuration: %q %q", c.BuildMode, c.Manifest.PreprocessorSymbols)
	}

	c.ApplyBuildMode("clean") // AL-Go compares mode names ignoring case
	want := append(slices.Clone(before), "CLEAN1", "CLEAN2")
	if c.BuildMode != "clean" || !slices.Equal(c.Manifest.PreprocessorSymbols, want) {
		t.Errorf("Clean: mode %q, symbols %q, want %q", c.BuildMode, c.Manifest.PreprocessorSymbols, want)
	}
	if c.Fingerprint == fp {
		t.Error("the fingerprint did not follow the symbols")
	}
	c.ApplyBuildMode("Clean") // applied twice: no symbol twice
	if !slices.Equal(c.Manifest.PreprocessorSymbols, want) {
		t.Errorf("Clean twice: symbols %q", c.Manifest.PreprocessorSymbols)
	}

	c = loadT(t, dir)
	c.ApplyBuildMode("Translated")
	if !slices.Equal(c.Manifest.PreprocessorSymbols, before) || c.Fingerprint != fp {
		t.Errorf("unknown mode changed the symbols: %q", c.Manifest.PreprocessorSymbols)
	}
	if !slices.ContainsFunc(c.Warnings, func(w string) bool { return strings.Contains(w, "build mode Translated") }) {
		t.Errorf("unknown mode: warnings %q", c.Warnings)
	}
}
