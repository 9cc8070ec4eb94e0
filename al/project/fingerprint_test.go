package project

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fingerprintBase is a project whose every fingerprint input is set.
var fingerprintBase = map[string]string{
	"app.json": `{
  "id": "f1", "name": "Print", "publisher": "alfix tests", "version": "1.0.0.0",
  "runtime": "14.0", "platform": "26.0.0.0", "application": "26.0.0.0", "target": "Cloud",
  "preprocessorSymbols": ["CLEAN25", "CLEAN26"],
  "features": ["NoImplicitWith", "TranslationFile"],
  "idRanges": [{"from": 50100, "to": 50199}, {"from": 50300, "to": 50399}],
  "description": "first"
}`,
	".vscode/settings.json": `{
  "al.codeAnalyzers": ["${CodeCop}", "ALCops.LinterCop.dll"],
  "al.ruleSetPath": "main.ruleset.json"
}`,
	"main.ruleset.json": `{
  "name": "main", "generalAction": "Default",
  "includedRuleSets": [{"path": "inc.ruleset.json", "action": "Default"}],
  "rules": [{"id": "AA0005", "action": "Warning", "justification": "why"}]
}`,
	"inc.ruleset.json":  `{"name": "inc", "rules": [{"id": "LC0010", "action": "Info"}]}`,
	"alcops.json":       `{"CognitiveComplexityThreshold": 15, "NamingPatterns": {"a": "x", "b": "y"}}`,
	"AppSourceCop.json": `{"mandatoryPrefix": "ABC", "mandatoryAffixes": ["XYZ", "QRS"]}`,
}

func writeProject(t *testing.T, files map[string]string, change map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if c, ok := change[name]; ok {
			content = c
		}
		if content == "\x00delete" {
			continue
		}
		writeFile(t, filepath.Join(dir, filepath.FromSlash(name)), content)
	}
	return dir
}

func fingerprintOf(t *testing.T, dir string, specs []string) [32]byte {
	t.Helper()
	c, err := LoadWith(dir, specs)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Warnings) != 0 {
		t.Fatalf("unexpected warnings: %q", c.Warnings)
	}
	return c.Fingerprint
}

// edit replaces old by new in base file name, failing when old is absent.
func edit(t *testing.T, name, old, new string) map[string]string {
	t.Helper()
	if !strings.Contains(fingerprintBase[name], old) {
		t.Fatalf("%s does not contain %q", name, old)
	}
	return map[string]string{name: strings.Replace(fingerprintBase[name], old, new, 1)}
}

func TestFingerprintChangesWithEachInput(t *testing.T) {
	base := fingerprintOf(t, writeProject(t, fingerprintBase, nil), nil)
	if base == [32]byte{} {
		t.Fatal("zero fingerprint")
	}
	for _, tc := range []struct {
		name   string
		change map[string]string
		specs  []string
	}{
		{"runtime", edit(t, "app.json", `"14.0"`, `"15.0"`), nil},
		{"platform", edit(t, "app.json", `"platform": "26.0.0.0"`, `"platform": "27.0.0.0"`), nil},
		{"application", edit(t, "app.json", `"application": "26.0.0.0"`, `"application": "27.0.0.0"`), nil},
		{"target", edit(t, "app.json", `"Cloud"`, `"OnPrem"`), nil},
		{"id", edit(t, "app.json", `"f1"`, `"f2"`), nil},
		{"name", edit(t, "app.json", `"Print"`, `"Print 2"`), nil},
		{"publisher", edit(t, "app.json", `"alfix tests"`, `"someone else"`), nil},
		{"preprocessor symbol added", edit(t, "app.json", `"CLEAN26"]`, `"CLEAN26", "CLEAN27"]`), nil},
		{"preprocessor symbol case", edit(t, "app.json", `"CLEAN26"`, `"clean26"`), nil},
		{"feature removed", edit(t, "app.json", `"NoImplicitWith", `, ``), nil},
		{"id range", edit(t, "app.json", `50199`, `50198`), nil},
		{"id range added", edit(t, "app.json", `"to": 50399}]`, `"to": 50399}, {"from": 1, "to": 2}]`), nil},
		{"analyzers in settings", edit(t, ".vscode/settings.json", `"ALCops.LinterCop.dll"`, `"ALCops.PlatformCop.dll"`), nil},
		{"analyzers passed", nil, []string{"${CodeCop}"}},
		{"rule action", edit(t, "main.ruleset.json", `"action": "Warning"`, `"action": "Error"`), nil},
		{"rule added", edit(t, "main.ruleset.json", `"justification": "why"}`, `"justification": "why"}, {"id": "AA0021", "action": "None"}`), nil},
		{"generalAction", edit(t, "main.ruleset.json", `"generalAction": "Default"`, `"generalAction": "None"`), nil},
		{"include action", edit(t, "main.ruleset.json", `"action": "Default"}`, `"action": "Error"}`), nil},
		{"included file", edit(t, "inc.ruleset.json", `"Info"`, `"Hidden"`), nil},
		{"ruleset path", edit(t, ".vscode/settings.json", `"main.ruleset.json"`, `"inc.ruleset.json"`), nil},
		{"threshold value", edit(t, "alcops.json", `15`, `16`), nil},
		{"nested threshold value", edit(t, "alcops.json", `"b": "y"`, `"b": "z"`), nil},
		{"threshold added", edit(t, "alcops.json", `15,`, `15, "MaintainabilityIndexThreshold": 20,`), nil},
		{"alcops.json removed", map[string]string{"alcops.json": "\x00delete"}, nil},
		{"mandatory prefix", edit(t, "AppSourceCop.json", `"ABC"`, `"ABD"`), nil},
		{"affix order", edit(t, "AppSourceCop.json", `["XYZ", "QRS"]`, `["QRS", "XYZ"]`), nil},
		{"AppSourceCop.json removed", map[string]string{"AppSourceCop.json": "\x00delete"}, nil},
	} {
		got := fingerprintOf(t, writeProject(t, fingerprintBase, tc.change), tc.specs)
		if got == base {
			t.Errorf("%s: fingerprint did not change", tc.name)
		}
	}
}

func TestFingerprintStable(t *testing.T) {
	dir := writeProject(t, fingerprintBase, nil)
	base := fingerprintOf(t, dir, nil)
	for i := 0; i < 20; i++ {
		if got := fingerprintOf(t, dir, nil); got != base {
			t.Fatalf("run %d: fingerprint changed between loads", i)
		}
	}
	if got := fingerprintOf(t, writeProject(t, fingerprintBase, nil), nil); got != base {
		t.Error("fingerprint depends on the project folder")
	}
	for _, tc := range []struct {
		name   string
		change map[string]string
		specs  []string
	}{
		{"version", edit(t, "app.json", `"1.0.0.0"`, `"2.0.0.0"`), nil},
		{"description", edit(t, "app.json", `"first"`, `"second"`), nil},
		{"member order and comments", map[string]string{"app.json": `// reordered
{
  "idRanges": [{"to": 50399, "from": 50300}, {"from": 50100, "to": 50199},],
  "features": ["translationfile", "NoImplicitWith", "NoImplicitWith"],
  "preprocessorSymbols": ["CLEAN26", "CLEAN25"],
  "target": "Cloud", "application": "26.0.0.0", "platform": "26.0.0.0", "runtime": "14.0",
  "version": "1.0.0.0", "publisher": "alfix tests", "name": "Print", "id": "f1",
}`}, nil},
		{"analyzer spelling and order", edit(t, ".vscode/settings.json", `["${CodeCop}", "ALCops.LinterCop.dll"]`, `["${analyzerFolder}alcops.lintercop.dll", "${codecop}"]`), nil},
		{"same analyzers passed", nil, []string{"LinterCop", "CodeCop"}},
		{"justification", edit(t, "main.ruleset.json", `"why"`, `"because"`), nil},
		{"rule id case", edit(t, "main.ruleset.json", `"AA0005"`, `"aa0005"`), nil},
		{"ruleset name", edit(t, "main.ruleset.json", `"name": "main"`, `"name": "renamed"`), nil},
		{"threshold key order and format", map[string]string{"alcops.json": `{
  // same values
  "NamingPatterns": {"b": "y", "a": "x"},
  "CognitiveComplexityThreshold": 15,
}`}, nil},
		{"unrelated setting", edit(t, ".vscode/settings.json", `{`, `{"editor.tabSize": 2,`), nil},
		{"unrelated AppSourceCop setting", edit(t, "AppSourceCop.json", `{`, `{"supportedCountries": ["DK"], `), nil},
		{"affix repeated", edit(t, "AppSourceCop.json", `"QRS"]`, `"QRS", "abc"]`), nil},
	} {
		got := fingerprintOf(t, writeProject(t, fingerprintBase, tc.change), tc.specs)
		if got != base {
			t.Errorf("%s: fingerprint changed", tc.name)
		}
	}
}

func TestFingerprintRulesetMissingVersusEmpty(t *testing.T) {
	none := fingerprintOf(t, writeProject(t, fingerprintBase, map[string]string{".vscode/settings.json": `{"al.codeAnalyzers": ["${CodeCop}", "ALCops.LinterCop.dll"]}`}), nil)
	empty := fingerprintOf(t, writeProject(t, fingerprintBase, map[string]string{"main.ruleset.json": `{"name": "empty"}`}), nil)
	if none == empty {
		t.Error("no ruleset and an empty ruleset share a fingerprint")
	}
	dir := writeProject(t, fingerprintBase, nil)
	before := fingerprintOf(t, dir, nil)
	if err := os.WriteFile(filepath.Join(dir, "inc.ruleset.json"), []byte(`{"name": "inc", "rules": [{"id": "LC0010", "action": "Error"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if fingerprintOf(t, dir, nil) == before {
		t.Error("editing an included ruleset on disk did not change the fingerprint")
	}
}

// The same groups named one by one or through the ALCops bundle leave out
// different duplicates, so their results must not share a cache key.
func TestFingerprintExplicitAnalyzers(t *testing.T) {
	dir := writeProject(t, fingerprintBase, nil)
	bundle := fingerprintOf(t, dir, []string{"${CodeCop}", "ALCops.Analyzers.dll"})
	named := fingerprintOf(t, dir, []string{"${CodeCop}", "ALCops.ApplicationCop.dll", "ALCops.DocumentationCop.dll",
		"ALCops.FormattingCop.dll", "ALCops.LinterCop.dll", "ALCops.PlatformCop.dll", "ALCops.TestAutomationCop.dll"})
	if bundle == named {
		t.Error("naming the ALCops cops one by one did not change the fingerprint")
	}
}

// The fingerprint's encoding is pinned: a change to how it is computed
// (such as encoding a shared ruleset's rules once) must give the same
// value, or come with a new fingerprintVersion and a new value here. Two
// loads through one cache, which share the ruleset, agree.
func TestFingerprintPinned(t *testing.T) {
	dir := writeProject(t, fingerprintBase, nil)
	const want = "08e2775ecb9b37e57ae8f9a3c7375912d1fae8fd09291c2f51009df23244c516"
	var cache ALGoCache
	for i := range 2 {
		c, err := LoadCached(dir, nil, &cache)
		if err != nil {
			t.Fatal(err)
		}
		if got := hex.EncodeToString(c.Fingerprint[:]); got != want {
			t.Errorf("load %d: fingerprint %s, want %s", i+1, got, want)
		}
	}
}
