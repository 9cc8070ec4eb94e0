package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/project"
)

// TestProjectsShowsSettings checks that alfix projects says, per project,
// which AL-Go projects build it, which settings files and ruleset it got,
// the AL-Go symbols by build mode, and with --workspace the dependencies
// no source project provides; and that a folder AL-Go builds only as a part
// of an enclosing app is skipped.
func TestProjectsShowsSettings(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"repo/.github/AL-Go-Settings.json": `{"enableCodeCop": true, "rulesetFile": "../../../src/base.ruleset.json",
			"conditionalSettings": [{"buildModes": ["Clean"], "settings": {"preprocessorSymbols": ["CLEAN9"]}}]}`,
		"repo/build/projects/W1/.AL-Go/settings.json": `{"appFolders": ["../../../src/App", "../../../src/Lib"]}`,
		"repo/src/base.ruleset.json":                  `{"name": "base", "generalAction": "Error"}`,
		"repo/src/App/app.json": `{"id": "11111111-0000-0000-0000-000000000001", "name": "App", "publisher": "P",
			"dependencies": [{"id": "11111111-0000-0000-0000-000000000002", "name": "Lib", "publisher": "P"},
			                 {"id": "11111111-0000-0000-0000-000000000009", "name": "Elsewhere", "publisher": "P"}]}`,
		"repo/src/App/Modules/M/app.json": `{"id": "11111111-0000-0000-0000-000000000003", "name": "Module", "publisher": "P"}`,
		"repo/src/Lib/app.json":           `{"id": "11111111-0000-0000-0000-000000000002", "name": "Lib", "publisher": "P"}`,
	}
	for rel, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errOut := runCLI(t, dir, "projects", "--format", "json", "--workspace", "repo", "repo")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res projectsResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	repo := filepath.Join(dir, "repo")
	if len(res.Projects) != 2 || res.Projects[0].Path != filepath.Join(repo, "src", "App") {
		t.Fatalf("projects %+v: want App and Lib, not App's module", res.Projects)
	}
	if len(res.Skipped) != 1 || res.Skipped[0].Path != filepath.Join(repo, "src", "App", "Modules", "M") {
		t.Errorf("skipped %+v: want App's module", res.Skipped)
	}
	app := res.Projects[0]
	repoSettings := filepath.Join(repo, ".github", "AL-Go-Settings.json")
	if want := []string{filepath.Join(repo, "build", "projects", "W1", ".AL-Go", "settings.json"), repoSettings}; !slices.Equal(app.Settings, want) {
		t.Errorf("settings %q, want %q", app.Settings, want)
	}
	if app.Ruleset != filepath.Join(repo, "src", "base.ruleset.json") || app.RulesetSource != repoSettings+" (rulesetFile)" {
		t.Errorf("ruleset %q from %q", app.Ruleset, app.RulesetSource)
	}
	if !slices.Equal(app.Analyzers, []project.AnalyzerGroup{project.CodeCop}) || app.AnalyzerSource != project.FromALGo {
		t.Errorf("analyzers %v from %s", app.Analyzers, app.AnalyzerSource)
	}
	if len(app.ListedAs) != 1 || !strings.HasSuffix(app.ListedAs[0], "W1 (appFolders)") {
		t.Errorf("listed as %q", app.ListedAs)
	}
	if got := app.PreprocessorSymbols["Clean"]; !slices.Equal(got, []string{"CLEAN9"}) {
		t.Errorf("Clean symbols %q", got)
	}
	if len(app.MissingSourceDependencies) != 1 || !strings.HasPrefix(app.MissingSourceDependencies[0], "Elsewhere ") {
		t.Errorf("missing source dependencies %q, want Elsewhere alone", app.MissingSourceDependencies)
	}
	if app.Files != 0 {
		t.Errorf("files %d", app.Files)
	}

	code, out, errOut = runCLI(t, dir, "projects", "repo")
	if code != 0 || !strings.Contains(out, "ruleset: ") || !strings.Contains(out, "analyzers: CodeCop (AL-Go: ") ||
		!strings.Contains(out, "symbols (Clean build mode): CLEAN9") || !strings.Contains(errOut, "AL-Go settings build") {
		t.Errorf("text: exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
}
