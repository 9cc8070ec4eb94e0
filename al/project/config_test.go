package project

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func loadT(t *testing.T, root string) *Config {
	t.Helper()
	c, err := Load(root)
	if err != nil {
		t.Fatalf("Load(%s): %v", root, err)
	}
	return c
}

func TestLoadFullProject(t *testing.T) {
	dir := extract(t, "projects")
	root := filepath.Join(dir, "full")
	c := loadT(t, root)
	if c.Root != root || c.Manifest.Name != "Full" {
		t.Errorf("Root = %q, name = %q", c.Root, c.Manifest.Name)
	}
	s := c.Settings
	if s.Path != filepath.Join(root, ".vscode", "settings.json") {
		t.Errorf("Settings.Path = %q", s.Path)
	}
	if s.EnableCodeAnalysis == nil || !*s.EnableCodeAnalysis {
		t.Error("al.enableCodeAnalysis not read")
	}
	if s.EnableExternalRulesets == nil || *s.EnableExternalRulesets {
		t.Error("al.enableExternalRulesets not read")
	}
	if len(s.CodeAnalyzers) != 3 || s.CodeAnalyzers[2] != "${analyzerFolder}ALCops.LinterCop.dll" {
		t.Errorf("CodeAnalyzers = %q", s.CodeAnalyzers)
	}
	if s.RuleSetPath != "${workspaceFolder}/.codeAnalysis/main.ruleset.json" || s.BackgroundCodeAnalysis != "Project" {
		t.Errorf("RuleSetPath = %q, BackgroundCodeAnalysis = %q", s.RuleSetPath, s.BackgroundCodeAnalysis)
	}
	wantCache := []string{filepath.Join(root, ".alpackages"), "/opt/symbols", filepath.Join(root, "more")}
	if !slices.Equal(s.PackageCachePath, wantCache) {
		t.Errorf("PackageCachePath = %q, want %q", s.PackageCachePath, wantCache)
	}
	if _, ok := s.Raw["editor.tabSize"]; !ok {
		t.Error("Settings.Raw lacks editor.tabSize")
	}

	if !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop, LinterCop, UICop}) {
		t.Errorf("Analyzers = %v", c.Analyzers)
	}
	if c.RulesetPath != filepath.Join(root, ".codeAnalysis", "main.ruleset.json") || c.Ruleset == nil {
		t.Fatalf("RulesetPath = %q, Ruleset = %v", c.RulesetPath, c.Ruleset)
	}
	wantActions(t, c.Ruleset, map[string]Action{
		"LC0001": ActionNone,
		"AA0005": ActionError, // include relative to the including file
		"AC0008": ActionInfo,  // top-level include found relative to the project folder
	})
	wantWarnings(t, c.Warnings)

	var n int
	if !c.Threshold("CognitiveComplexityThreshold", &n) || n != 20 {
		t.Errorf("Threshold CognitiveComplexityThreshold = %d", n)
	}
	n = 7
	if !c.Threshold("cognitivecomplexitythreshold", &n) || n != 20 {
		t.Errorf("Threshold is not case-insensitive: %d", n)
	}
	var punct []string
	if !c.Threshold("ToolTipAllowedPunctuations", &punct) || !slices.Equal(punct, []string{".", "!"}) {
		t.Errorf("ToolTipAllowedPunctuations = %q", punct)
	}
	var patterns map[string]string
	if !c.Threshold("NamingPatterns", &patterns) || patterns["Codeunit"] != "^[A-Z]" {
		t.Errorf("NamingPatterns = %v", patterns)
	}
	n = 5
	if c.Threshold("ToolTipAllowedPunctuations", &n) || n != 5 {
		t.Errorf("a type mismatch decoded or changed dst: %d", n)
	}
	if c.Threshold("MaintainabilityIndexThreshold", &n) || n != 5 {
		t.Error("an absent key reported true")
	}
	if c.Threshold("CognitiveComplexityThreshold", n) || c.Threshold("CognitiveComplexityThreshold", nil) {
		t.Error("a non-pointer dst reported true")
	}
}

func TestLoadAnalyzerSources(t *testing.T) {
	dir := extract(t, "projects")
	for _, tc := range []struct {
		project  string
		specs    []string
		want     []AnalyzerGroup
		explicit []AnalyzerGroup
		source   AnalyzerSource
		warns    []string
	}{
		{"nosettings", nil, DefaultAnalyzerGroups, []AnalyzerGroup{}, FromDefault, nil},
		{"noanalyzers", nil, DefaultAnalyzerGroups, []AnalyzerGroup{}, FromDefault, nil},
		{"disabled", nil, []AnalyzerGroup{}, []AnalyzerGroup{}, FromDisabled, []string{"code analysis is disabled in settings"}},
		{"disabled", []string{"${CodeCop}"}, []AnalyzerGroup{CodeCop}, []AnalyzerGroup{CodeCop}, FromCall, nil},
		{"onlyui", nil, []AnalyzerGroup{UICop, AppSourceCop}, []AnalyzerGroup{UICop, AppSourceCop}, FromSettings, nil},
		{"emptyanalyzers", nil, []AnalyzerGroup{}, []AnalyzerGroup{}, FromSettings, []string{"names no analyzer that alfix serves"}},
		{"full", []string{"ALCops.PlatformCop.dll", "LinterCop"}, []AnalyzerGroup{LinterCop, PlatformCop}, []AnalyzerGroup{LinterCop, PlatformCop}, FromCall, nil},
		{"full", []string{}, []AnalyzerGroup{CodeCop, LinterCop, UICop}, []AnalyzerGroup{CodeCop, LinterCop, UICop}, FromSettings, nil},
		{"full", []string{"${CodeCop}", "ALCops.Analyzers.dll"}, AllAnalyzerGroups[:7], []AnalyzerGroup{CodeCop}, FromCall, nil},
		{"nosettings", []string{"bogus"}, []AnalyzerGroup{}, []AnalyzerGroup{}, FromCall, []string{"unknown analyzer bogus", "the requested analyzers name none"}},
	} {
		c, err := LoadWith(filepath.Join(dir, tc.project), tc.specs)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(c.Analyzers, tc.want) {
			t.Errorf("%s %q: Analyzers = %v, want %v", tc.project, tc.specs, c.Analyzers, tc.want)
		}
		if !slices.Equal(c.ExplicitAnalyzers, tc.explicit) {
			t.Errorf("%s %q: ExplicitAnalyzers = %v, want %v", tc.project, tc.specs, c.ExplicitAnalyzers, tc.explicit)
		}
		if c.AnalyzerSource != tc.source {
			t.Errorf("%s %q: AnalyzerSource = %q, want %q", tc.project, tc.specs, c.AnalyzerSource, tc.source)
		}
		if note := c.AnalyzerNote(); (note != "") != (tc.source == FromDefault) {
			t.Errorf("%s %q: AnalyzerNote = %q", tc.project, tc.specs, note)
		}
		if c.Analyzers == nil {
			t.Errorf("%s: Analyzers is nil", tc.project)
		}
		if len(c.Warnings) != len(tc.warns) {
			t.Errorf("%s %q: warnings = %q, want %q", tc.project, tc.specs, c.Warnings, tc.warns)
			continue
		}
		for i, w := range tc.warns {
			if !strings.Contains(c.Warnings[i], w) {
				t.Errorf("%s: warning %q does not contain %q", tc.project, c.Warnings[i], w)
			}
		}
	}
	c := loadT(t, filepath.Join(dir, "nosettings"))
	note := c.AnalyzerNote()
	for _, want := range []string{"default set: CodeCop", "Not run: ApplicationCop, DocumentationCop, FormattingCop, LinterCop, PlatformCop, TestAutomationCop", "al.codeAnalyzers", "codeAnalyzers"} {
		if !strings.Contains(note, want) {
			t.Errorf("AnalyzerNote %q does not say %q", note, want)
		}
	}
	// The default must not alias the package-level list either.
	c.Analyzers[0] = "Changed"
	if DefaultAnalyzerGroups[0] != CodeCop {
		t.Fatal("Config.Analyzers aliases DefaultAnalyzerGroups")
	}
	c = loadT(t, filepath.Join(dir, "noanalyzers"))
	if !slices.Equal(c.Settings.PackageCachePath, []string{filepath.Join(dir, "noanalyzers", "symbols")}) {
		t.Errorf("a single packageCachePath string: %q", c.Settings.PackageCachePath)
	}
	// Analyzers must not alias the package-level list.
	c = loadT(t, filepath.Join(dir, "full"))
	c, _ = LoadWith(c.Root, []string{"ALCops.Analyzers.dll", "${CodeCop}"})
	c.Analyzers[0] = "Changed"
	if AllAnalyzerGroups[0] != CodeCop {
		t.Fatal("Config.Analyzers aliases AllAnalyzerGroups")
	}
}

func TestLoadConfigurationProblemsAreWarnings(t *testing.T) {
	dir := extract(t, "projects")
	for _, tc := range []struct {
		project     string
		rulesetPath string // relative to the project, or a URL
		warns       []string
	}{
		{"badsettings", "", []string{"settings.json", "settings ignored"}},
		{"badruleset", "bad.ruleset.json", []string{"bad.ruleset.json", "no ruleset applied"}},
		{"missingruleset", "nowhere.ruleset.json", []string{"nowhere.ruleset.json", "al.ruleSetPath", "no ruleset applied"}},
		{"remoteruleset", "https://example.invalid/company.ruleset.json", []string{"is remote and not fetched"}},
		{"badalcops", "", []string{"alcops.json", "thresholds ignored"}},
	} {
		root := filepath.Join(dir, tc.project)
		c := loadT(t, root)
		if c.Ruleset != nil {
			t.Errorf("%s: Ruleset = %+v, want nil", tc.project, c.Ruleset)
		}
		want := ""
		if strings.HasPrefix(tc.rulesetPath, "https:") {
			want = tc.rulesetPath
		} else if tc.rulesetPath != "" {
			want = filepath.Join(root, tc.rulesetPath)
		}
		if c.RulesetPath != want {
			t.Errorf("%s: RulesetPath = %q, want %q", tc.project, c.RulesetPath, want)
		}
		if len(c.Warnings) != 1 {
			t.Errorf("%s: warnings = %q", tc.project, c.Warnings)
			continue
		}
		wantWarningContaining(t, c.Warnings, tc.warns...)
		if !slices.Equal(c.Analyzers, DefaultAnalyzerGroups) {
			t.Errorf("%s: Analyzers = %v", tc.project, c.Analyzers)
		}
	}
	c := loadT(t, filepath.Join(dir, "badalcops"))
	if c.Thresholds != nil || c.Threshold("CognitiveComplexityThreshold", new(int)) {
		t.Error("invalid alcops.json produced thresholds")
	}
}

func TestLoadRulesetPathWithBackslashes(t *testing.T) {
	dir := extract(t, "projects")
	c := loadT(t, filepath.Join(dir, "backslash"))
	if c.Ruleset == nil || c.Ruleset.Action("aa0021") != ActionHidden {
		t.Fatalf("ruleset not loaded: %q %v", c.RulesetPath, c.Warnings)
	}
}

func TestLoadALGoRulesetFile(t *testing.T) {
	dir := extract(t, "projects")

	c := loadT(t, filepath.Join(dir, "algo", "app"))
	if c.RulesetPath != filepath.Join(dir, "algo", "rules", "project.ruleset.json") || c.Ruleset.Action("PC0001") != ActionError {
		t.Errorf("AL-Go settings in a parent: RulesetPath = %q, warnings %q", c.RulesetPath, c.Warnings)
	}

	c = loadT(t, filepath.Join(dir, "algorepo", "projects", "one", "app"))
	if c.RulesetPath != filepath.Join(dir, "algorepo", "shared.ruleset.json") || c.Ruleset.Action("XX0001") != ActionWarning {
		t.Errorf("repository AL-Go settings: RulesetPath = %q, warnings %q", c.RulesetPath, c.Warnings)
	}

	c = loadT(t, filepath.Join(dir, "algoproj", "src", "App"))
	if c.RulesetPath != filepath.Join(dir, "algoproj", "src", "rulesets", "base.ruleset.json") || c.Ruleset.Action("AA0001") != ActionError {
		t.Errorf("repository AL-Go settings relative to a project folder: RulesetPath = %q, warnings %q", c.RulesetPath, c.Warnings)
	}

	c = loadT(t, filepath.Join(dir, "algoapp"))
	if c.RulesetPath != filepath.Join(dir, "algoapp", "local.ruleset.json") || c.Ruleset.Action("AA0001") != ActionInfo {
		t.Errorf("AL-Go settings in the project: RulesetPath = %q, warnings %q", c.RulesetPath, c.Warnings)
	}

	c = loadT(t, filepath.Join(dir, "algomissing", "app"))
	if c.Ruleset != nil || c.RulesetPath != filepath.Join(dir, "algomissing", "gone.ruleset.json") {
		t.Errorf("missing AL-Go ruleset: %q", c.RulesetPath)
	}
	wantWarningContaining(t, c.Warnings, "gone.ruleset.json", "rulesetFile", "no ruleset applied")

	// al.ruleSetPath wins over AL-Go; a .git folder stops the upward search.
	writeFile(t, filepath.Join(dir, "algo", "app", ".vscode", "settings.json"), `{"al.ruleSetPath": "mine.ruleset.json"}`)
	writeFile(t, filepath.Join(dir, "algo", "app", "mine.ruleset.json"), `{"name": "mine"}`)
	c = loadT(t, filepath.Join(dir, "algo", "app"))
	if c.RulesetPath != filepath.Join(dir, "algo", "app", "mine.ruleset.json") {
		t.Errorf("al.ruleSetPath did not win: %q", c.RulesetPath)
	}
	// The upward search stops at a folder holding .git, and after three
	// levels without one.
	writeFile(t, filepath.Join(dir, "outside.ruleset.json"), `{"name": "outside"}`)
	writeFile(t, filepath.Join(dir, ".AL-Go", "settings.json"), `{"rulesetFile": "outside.ruleset.json"}`)
	writeFile(t, filepath.Join(dir, "gitstop", ".git"), "gitdir: elsewhere\n") // a worktree's .git file
	writeFile(t, filepath.Join(dir, "gitstop", "app", "app.json"), `{"id": "g"}`)
	writeFile(t, filepath.Join(dir, "deep", "a", "b", "c", "app.json"), `{"id": "d"}`)
	writeFile(t, filepath.Join(dir, "deep", "a", "b", "app.json"), `{"id": "e"}`)
	for project, want := range map[string]string{
		"gitstop/app": "",
		"deep/a/b/c":  "", // dir is four levels up
		"deep/a/b":    filepath.Join(dir, "outside.ruleset.json"),
	} {
		c = loadT(t, filepath.Join(dir, filepath.FromSlash(project)))
		if c.RulesetPath != want {
			t.Errorf("%s: RulesetPath = %q, want %q", project, c.RulesetPath, want)
		}
	}
}

func TestLoadMissingOrInvalidManifest(t *testing.T) {
	dir := extract(t, "manifests")
	for _, folder := range []string{"missing", "invalid", "array", "empty"} {
		c, err := Load(filepath.Join(dir, folder))
		if err == nil || c != nil {
			t.Errorf("%s: Load = %v, %v; want an error", folder, c, err)
		} else if !strings.Contains(err.Error(), filepath.Join(dir, folder, "app.json")) {
			t.Errorf("%s: error does not name app.json: %v", folder, err)
		}
	}
}

func TestLoadRelativeRoot(t *testing.T) {
	dir := extract(t, "projects")
	t.Chdir(dir)
	c := loadT(t, "./full/../full/")
	if c.Root != filepath.Join(dir, "full") {
		t.Errorf("Root = %q", c.Root)
	}
}

func TestThresholdsKeptRaw(t *testing.T) {
	dir := extract(t, "projects")
	c := loadT(t, filepath.Join(dir, "full"))
	var v any
	if err := json.Unmarshal(c.Thresholds["NamingPatterns"], &v); err != nil {
		t.Errorf("raw threshold is not standard JSON: %v", err)
	}
	if len(c.Thresholds) != 3 {
		t.Errorf("Thresholds = %v", c.Thresholds)
	}
	var nilConfig *Config
	if nilConfig.Threshold("x", &v) {
		t.Error("nil config reported a threshold")
	}
}

func TestAffixesFromAppSourceCop(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		want          []string
		warn          bool
	}{
		{"prefix and affixes", `{"mandatoryPrefix": " ABC ", "mandatoryAffixes": ["XYZ", "", "abc", "Qrs"]}`, []string{"ABC", "XYZ", "Qrs"}, false},
		{"suffix", `{"mandatorySuffix": "SFX", "mandatoryPrefix": "ABC", "mandatoryAffixes": ["sfx", "XYZ"]}`, []string{"ABC", "SFX", "XYZ"}, false},
		{"keys ignore case, comments", "// c\n{\"MandatoryAffixes\": \"ONE\",}", []string{"ONE"}, false},
		{"no affix settings", `{"supportedCountries": ["US"]}`, nil, false},
		{"not an object", `[1]`, nil, true},
		{"broken", `{"mandatoryPrefix": `, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeProject(t, map[string]string{"app.json": `{"id": "a", "name": "A", "publisher": "P", "version": "1.0.0.0"}`,
				AppSourceCopFile: tc.content}, nil)
			c, err := Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(c.Affixes, tc.want) {
				t.Errorf("Affixes = %q, want %q", c.Affixes, tc.want)
			}
			warned := slices.ContainsFunc(c.Warnings, func(w string) bool { return strings.Contains(w, AppSourceCopFile) })
			if warned != tc.warn {
				t.Errorf("warnings %q, want a warning: %v", c.Warnings, tc.warn)
			}
		})
	}
	dir := writeProject(t, map[string]string{"app.json": `{"id": "a", "name": "A", "publisher": "P", "version": "1.0.0.0"}`}, nil)
	if c, err := Load(dir); err != nil || c.Affixes != nil {
		t.Errorf("without AppSourceCop.json: Affixes = %q, err %v", c.Affixes, err)
	}
}

func TestLoadALGoAnalyzers(t *testing.T) {
	dir := extract(t, "algocops")
	alcops := []AnalyzerGroup{ApplicationCop, DocumentationCop, FormattingCop, LinterCop, PlatformCop, TestAutomationCop}
	for _, tc := range []struct {
		project  string
		want     []AnalyzerGroup
		explicit []AnalyzerGroup
		source   AnalyzerSource
		settings []string // files, relative to the extracted folder
		warns    []string
	}{
		{"cops", []AnalyzerGroup{CodeCop, LinterCop, UICop}, []AnalyzerGroup{CodeCop, LinterCop, UICop}, FromALGo,
			[]string{"cops/.github/AL-Go-Settings.json"}, nil},
		{"override", alcops, []AnalyzerGroup{}, FromALGo, []string{"override/.AL-Go/settings.json"}, nil},
		{"partial", []AnalyzerGroup{CodeCop, LinterCop}, []AnalyzerGroup{CodeCop, LinterCop}, FromALGo,
			[]string{"partial/.AL-Go/settings.json", "partial/.github/AL-Go-Settings.json"}, nil},
		{"vscodewins", []AnalyzerGroup{LinterCop}, []AnalyzerGroup{LinterCop}, FromSettings,
			[]string{"vscodewins/app/.vscode/settings.json"}, nil},
		{"offalgo", DefaultAnalyzerGroups, []AnalyzerGroup{}, FromDefault, nil, nil},
		{"badalgo", DefaultAnalyzerGroups, []AnalyzerGroup{}, FromDefault, nil, []string{"AL-Go settings", "ignored"}},
	} {
		c := loadT(t, filepath.Join(dir, tc.project, "app"))
		if !slices.Equal(c.Analyzers, tc.want) || !slices.Equal(c.ExplicitAnalyzers, tc.explicit) || c.AnalyzerSource != tc.source {
			t.Errorf("%s: Analyzers %v explicit %v from %q, want %v explicit %v from %q", tc.project,
				c.Analyzers, c.ExplicitAnalyzers, c.AnalyzerSource, tc.want, tc.explicit, tc.source)
		}
		var files []string
		for _, f := range tc.settings {
			files = append(files, filepath.Join(dir, filepath.FromSlash(f)))
		}
		if got := c.AnalyzerSettings; got != strings.Join(files, ", ") {
			t.Errorf("%s: AnalyzerSettings = %q, want %q", tc.project, got, strings.Join(files, ", "))
		}
		if tc.warns == nil && len(c.Warnings) > 0 {
			t.Errorf("%s: unexpected warnings %q", tc.project, c.Warnings)
		}
		if tc.warns != nil {
			wantWarningContaining(t, c.Warnings, tc.warns...)
		}
	}
}

func TestDuplicatesLeftOut(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "app.json"), `{"id": "d1", "name": "dup"}`)
	writeFile(t, filepath.Join(dir, "named.ruleset.json"), `{"name": "r", "rules": [{"id": "fc0003", "action": "Warning"}, {"id": "AA0241", "action": "None"}]}`)
	both := map[string]AnalyzerGroup{"AA0008": CodeCop, "FC0003": FormattingCop, "FC0002": FormattingCop, "AA0241": CodeCop, "AA0001": CodeCop}
	for _, tc := range []struct {
		name     string
		specs    []string
		settings string
		enabled  map[string]AnalyzerGroup
		want     []string // "left out:kept"
	}{
		{"bundle with CodeCop", []string{"${CodeCop}", "ALCops.Analyzers.dll"}, "", both, []string{"FC0003:AA0008", "FC0002:AA0241"}},
		{"bundle alone", []string{"ALCops.Analyzers.dll", "Microsoft.Dynamics.Nav.CodeCop.dll"}, "", both, []string{"FC0003:AA0008", "FC0002:AA0241"}},
		{"both named", []string{"${CodeCop}", "ALCops.FormattingCop.dll"}, "", both, nil},
		{"CodeCop by its DLL, FormattingCop by name", []string{"FormattingCop", "Microsoft.Dynamics.Nav.CodeCop.dll"}, "", both, nil},
		{"one rule of a pair off", []string{"ALCops.Analyzers.dll"}, "",
			map[string]AnalyzerGroup{"AA0008": CodeCop, "FC0002": FormattingCop}, nil},
		{"ruleset names one", []string{"ALCops.Analyzers.dll"}, `{"al.ruleSetPath": "named.ruleset.json"}`, both,
			[]string{"AA0008:FC0003", "AA0241:FC0002"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.settings != "" {
				writeFile(t, filepath.Join(dir, ".vscode", "settings.json"), tc.settings)
				defer os.RemoveAll(filepath.Join(dir, ".vscode"))
			}
			c, err := LoadWith(dir, tc.specs)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range c.DuplicatesLeftOut(tc.enabled) {
				if l.Why == "" {
					t.Errorf("%s left out without a reason", l.RuleID)
				}
				got = append(got, l.RuleID+":"+l.DuplicateOf)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("left out %q, want %q", got, tc.want)
			}
		})
	}
}
