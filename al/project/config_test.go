package project

import (
	"encoding/json"
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

	if !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop, LinterCop}) {
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
	wantWarnings(t, c.Warnings, "${UICop} is not served by alfix")

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
		project string
		specs   []string
		want    []AnalyzerGroup
		warns   []string
	}{
		{"nosettings", nil, AllAnalyzerGroups, nil},
		{"noanalyzers", nil, AllAnalyzerGroups, nil},
		{"disabled", nil, []AnalyzerGroup{}, []string{"code analysis is disabled in settings"}},
		{"disabled", []string{"${CodeCop}"}, []AnalyzerGroup{CodeCop}, nil},
		{"onlyui", nil, []AnalyzerGroup{}, []string{"${UICop}", "${AppSourceCop}", "names no analyzer that alfix serves"}},
		{"emptyanalyzers", nil, []AnalyzerGroup{}, []string{"names no analyzer that alfix serves"}},
		{"full", []string{"ALCops.PlatformCop.dll", "LinterCop"}, []AnalyzerGroup{LinterCop, PlatformCop}, nil},
		{"full", []string{}, []AnalyzerGroup{CodeCop, LinterCop}, []string{"${UICop}"}},
		{"nosettings", []string{"bogus"}, []AnalyzerGroup{}, []string{"unknown analyzer bogus", "the requested analyzers name none"}},
	} {
		c, err := LoadWith(filepath.Join(dir, tc.project), tc.specs)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(c.Analyzers, tc.want) {
			t.Errorf("%s %q: Analyzers = %v, want %v", tc.project, tc.specs, c.Analyzers, tc.want)
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
	c := loadT(t, filepath.Join(dir, "noanalyzers"))
	if !slices.Equal(c.Settings.PackageCachePath, []string{filepath.Join(dir, "noanalyzers", "symbols")}) {
		t.Errorf("a single packageCachePath string: %q", c.Settings.PackageCachePath)
	}
	// Analyzers must not alias the package-level list.
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
		if !slices.Equal(c.Analyzers, AllAnalyzerGroups) {
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
