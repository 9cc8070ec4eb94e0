package project

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// algoRepo extracts the synthetic AL-Go repository and adds what txtar
// cannot hold: a folder link out of the repository that a listed wildcard
// matches, and an AL-Go project whose settings file is a link out of its
// folder.
func algoRepo(t *testing.T) (repo, outside string) {
	t.Helper()
	top := extract(t, "algobuild")
	outside = t.TempDir()
	writeFile(t, filepath.Join(outside, "app", "app.json"), `{"id": "o1"}`)
	writeFile(t, filepath.Join(outside, "settings.json"), `{"appFolders": ["../../../src/Layers/W1/Unlisted"], "enableAppSourceCop": true}`)
	if err := os.Symlink(filepath.Join(outside, "app"), filepath.Join(top, "src", "Layers", "W1", "Apps", "Link")); err != nil {
		t.Skip("symbolic links:", err)
	}
	mkdirs(t, top, "build/projects/Evil/.AL-Go")
	if err := os.Symlink(filepath.Join(outside, "settings.json"), filepath.Join(top, "build", "projects", "Evil", ".AL-Go", "settings.json")); err != nil {
		t.Fatal(err)
	}
	return top, outside
}

// listings says which AL-Go projects build dir and how, as
// "project:kind" separated by spaces.
func listings(r *ALGoRepository, dir string) string {
	var out []string
	for _, l := range r.ListedAs(dir) {
		out = append(out, filepath.Base(l.Project.Dir)+":"+string(l.Kind))
	}
	return strings.Join(out, " ")
}

func TestALGoRepositoryListings(t *testing.T) {
	repo, _ := algoRepo(t)
	app := func(rel string) string { return filepath.Join(repo, filepath.FromSlash(rel)) }
	r := FindALGoRepository(app("src/Layers/W1/Apps/A")) // five levels below the root, no .git
	if r == nil || r.Root != repo {
		t.Fatalf("FindALGoRepository = %+v, want the root %s", r, repo)
	}
	for rel, want := range map[string]string{
		"src/Layers/W1/Base":                "Apps:appFolders",
		"src/Layers/W1/Apps/A":              "Apps:appFolders",  // a wildcard written with backslashes
		"src/Layers/W1/Tests/casediffer":    "Apps:testFolders", // listed as CaseDiffer
		"src/Layers/W1/Tests/Perf":          "Apps:bcptTestFolders",
		"src/Layers/W1/Tests/On":            "TestsOn:testFolders",
		"src/Sys":                           "Apps:appFolders Modules:appFolders",
		"src/Sys/X":                         "Modules:appFolders",
		"src/Layers/W1/Base/Modules/M":      "",
		"src/Layers/W1/Unlisted":            "", // only the refused settings link lists it
		"src/Layers/W1/Apps/Link":           "", // matched by the wildcard, but a link out of the repository
		"src/Layers/W1/NoApp":               "",
		"src/Layers/W1/Missing":             "",
		"../outside-of-everything/whatever": "",
	} {
		if got := listings(r, app(rel)); got != want {
			t.Errorf("ListedAs(%s) = %q, want %q", rel, got, want)
		}
	}
	wantWarningContaining(t, r.Warnings, "outside the repository", "../../../../outside")
	wantWarningContaining(t, r.Warnings, "absolute path", "/etc")
	wantWarningContaining(t, r.Warnings, filepath.Join("Evil", ".AL-Go", "settings.json"), "symbolic link that leads out of its folder")
	check := r.Check()
	wantWarningContaining(t, check, "Missing", "does not exist")
	wantWarningContaining(t, check, "NoApp", "holds no app.json")
	wantWarningContaining(t, check, "Apps\\\\*", "leads out of the repository through a symbolic link")
	for _, w := range append(r.Warnings, check...) {
		if strings.Contains(w, "o1") || strings.Contains(w, "enableAppSourceCop") {
			t.Errorf("a warning discloses the content of a file outside the repository: %s", w)
		}
	}

	dirs := []string{app("src/Layers/W1/Base"), app("src/Layers/W1/Base/Modules/M"), app("src/Sys"), app("src/Sys/X"), app("src/Layers/W1/Unlisted")}
	parts := PartsOfEnclosingApps(dirs)
	if len(parts) != 1 || parts[app("src/Layers/W1/Base/Modules/M")] != app("src/Layers/W1/Base") {
		t.Errorf("PartsOfEnclosingApps = %v, want only Base's module, a part of Base", parts)
	}
	// Through a cache, twice (the second from the cache): the same.
	var cache ALGoCache
	for i := range 2 {
		if got := PartsOfEnclosingAppsCached(dirs, &cache); !maps.Equal(got, parts) {
			t.Errorf("PartsOfEnclosingAppsCached, call %d = %v, want %v", i+1, got, parts)
		}
	}
}

func TestScanProjectsLeavesOutALGoParts(t *testing.T) {
	repo, _ := algoRepo(t)
	scan, err := ScanProjects([]string{repo}, repo)
	if err != nil {
		t.Fatal(err)
	}
	m := filepath.Join(repo, "src", "Layers", "W1", "Base", "Modules", "M")
	if slices.Contains(scan.Projects, m) || !slices.Contains(scan.Projects, filepath.Join(repo, "src", "Sys", "X")) {
		t.Errorf("projects %q: want Sys/X and not Base's module", scan.Projects)
	}
	i := slices.IndexFunc(scan.Skipped, func(s Skipped) bool { return s.Path == m })
	if i < 0 || !strings.Contains(scan.Skipped[i].Reason, "AL-Go") {
		t.Errorf("skipped %v: want Base's module with the AL-Go reason", scan.Skipped)
	}
	if got := EnclosingProject(filepath.Join(m, "m.al")); got != filepath.Join(repo, "src", "Layers", "W1", "Base") {
		t.Errorf("EnclosingProject of the module's file = %q, want Base", got)
	}
	if got := EnclosingProject(filepath.Join(repo, "src", "Sys", "X", "x.al")); got != filepath.Join(repo, "src", "Sys", "X") {
		t.Errorf("EnclosingProject of Sys/X's file = %q, want Sys/X, an app AL-Go builds", got)
	}
	files, err := DiscoverFiles(filepath.Join(repo, "src", "Layers", "W1", "Base"))
	if err != nil || len(files) != 2 {
		t.Errorf("Base's files %q (%v): want b.al and the module's m.al", files, err)
	}
}

func TestLoadALGoRepositorySettings(t *testing.T) {
	repo, _ := algoRepo(t)
	app := func(rel string) string { return filepath.Join(repo, filepath.FromSlash(rel)) }
	repoSettings := app(".github/AL-Go-Settings.json")

	c := loadT(t, app("src/Layers/W1/Apps/A"))
	if !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop, UICop}) || c.AnalyzerSource != FromALGo || c.AnalyzerSettings != repoSettings {
		t.Errorf("A: analyzers %v from %s %q", c.Analyzers, c.AnalyzerSource, c.AnalyzerSettings)
	}
	if c.RulesetPath != app("src/rulesets/base.ruleset.json") || c.Ruleset == nil || c.Ruleset.GeneralAction != ActionError ||
		c.RulesetSource != repoSettings+" (rulesetFile)" {
		t.Errorf("A: ruleset %q from %q", c.RulesetPath, c.RulesetSource)
	}
	if want := []string{app("build/projects/Apps/.AL-Go/settings.json"), repoSettings}; !slices.Equal(c.ALGo.Files, want) {
		t.Errorf("A: AL-Go files %q, want %q", c.ALGo.Files, want)
	}
	if c.ALGo.Repository != repo || len(c.ALGo.ListedAs) != 1 || !strings.HasSuffix(c.ALGo.ListedAs[0], "Apps (appFolders)") {
		t.Errorf("A: repository %q listed as %q", c.ALGo.Repository, c.ALGo.ListedAs)
	}
	if got := c.ALGo.PreprocessorSymbols["Clean"]; !slices.Equal(got, []string{"CLEAN1", "CLEAN2"}) {
		t.Errorf("A: Clean symbols %q", got)
	}

	// A project's settings override the repository's per setting: CodeCop
	// off, its own custom cop and ruleset.
	c = loadT(t, app("src/Sys/X"))
	if !slices.Equal(c.Analyzers, []AnalyzerGroup{LinterCop, UICop}) || c.RulesetPath != app("src/rulesets/module.ruleset.json") {
		t.Errorf("Sys/X: analyzers %v, ruleset %q", c.Analyzers, c.RulesetPath)
	}

	// An app two AL-Go projects build takes the settings of the first that
	// lists it (Apps: the repository's ruleset and cops), never a setting of
	// the other (Modules' ruleset, CodeCop off, LinterCop).
	c = loadT(t, app("src/Sys"))
	if !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop, UICop}) || c.RulesetPath != app("src/rulesets/base.ruleset.json") ||
		len(c.ALGo.ListedAs) != 2 || !slices.Equal(c.ALGo.Files, []string{app("build/projects/Apps/.AL-Go/settings.json"), repoSettings}) {
		t.Errorf("Sys: analyzers %v, ruleset %q, listed as %q, files %q", c.Analyzers, c.RulesetPath, c.ALGo.ListedAs, c.ALGo.Files)
	}

	// AL-Go compiles test apps without code analyzers unless
	// enableCodeAnalyzersOnTestApps is true (default false): a test folder
	// and a performance test folder of Apps get none, with a warning that
	// says why; TestsOn sets it and its test app gets the repository's cops.
	for _, rel := range []string{"src/Layers/W1/Tests/casediffer", "src/Layers/W1/Tests/Perf"} {
		c = loadT(t, app(rel))
		if len(c.Analyzers) != 0 || c.AnalyzerSource != FromALGo {
			t.Errorf("%s: analyzers %v from %s, want none from AL-Go", rel, c.Analyzers, c.AnalyzerSource)
		}
		wantWarningContaining(t, c.Warnings, "test app", "enableCodeAnalyzersOnTestApps", "no AL-Go settings file sets")
	}
	c = loadT(t, app("src/Layers/W1/Tests/On"))
	if !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop, UICop}) || c.AnalyzerSource != FromALGo ||
		slices.ContainsFunc(c.Warnings, func(w string) bool { return strings.Contains(w, "test app") }) {
		t.Errorf("Tests/On: analyzers %v from %s, warnings %q; want CodeCop, UICop from AL-Go", c.Analyzers, c.AnalyzerSource, c.Warnings)
	}
	// A project's own false wins over a repository's true.
	writeFile(t, app(".github/AL-Go-Settings.json"), `{"enableCodeCop": true, "enableCodeAnalyzersOnTestApps": true}`)
	writeFile(t, app("build/projects/TestsOn/.AL-Go/settings.json"), `{"testFolders": ["../../../src/Layers/W1/Tests/On"], "enableCodeAnalyzersOnTestApps": false}`)
	if c = loadT(t, app("src/Layers/W1/Tests/casediffer")); !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop}) {
		t.Errorf("casediffer with the repository's true: analyzers %v, want CodeCop", c.Analyzers)
	}
	c = loadT(t, app("src/Layers/W1/Tests/On"))
	if len(c.Analyzers) != 0 {
		t.Errorf("Tests/On with its project's false: analyzers %v, want none", c.Analyzers)
	}
	wantWarningContaining(t, c.Warnings, "enableCodeAnalyzersOnTestApps is false in", filepath.Join("TestsOn", ".AL-Go", "settings.json"))

	// The app's own settings win over AL-Go.
	c = loadT(t, app("src/Layers/W1/Apps/Own"))
	if !slices.Equal(c.Analyzers, []AnalyzerGroup{LinterCop}) || c.AnalyzerSource != FromSettings ||
		c.RulesetPath != app("src/Layers/W1/Apps/Own/own.ruleset.json") {
		t.Errorf("Own: analyzers %v from %s, ruleset %q", c.Analyzers, c.AnalyzerSource, c.RulesetPath)
	}

	// An app no AL-Go project builds gets the repository's settings alone;
	// the settings link out of its folder is never read.
	c = loadT(t, app("src/Layers/W1/Unlisted"))
	if len(c.ALGo.ListedAs) != 0 || !slices.Equal(c.ALGo.Files, []string{repoSettings}) || slices.Contains(c.Analyzers, AnalyzerGroup("AppSourceCop")) {
		t.Errorf("Unlisted: listed as %q, files %q, analyzers %v", c.ALGo.ListedAs, c.ALGo.Files, c.Analyzers)
	}
}

// TestALGoCache checks that a cache serves a repository read within MaxAge
// and reads it again after, and that a nil cache reads every time.
func TestALGoCache(t *testing.T) {
	repo, _ := algoRepo(t)
	a := filepath.Join(repo, "src", "Layers", "W1", "Apps", "A")
	cache := &ALGoCache{MaxAge: time.Hour}
	first := cache.find(a)
	if first == nil || cache.find(filepath.Join(repo, "src", "Sys")) != first {
		t.Fatal("a second load within MaxAge read the repository again")
	}
	writeFile(t, filepath.Join(repo, "build", "projects", "Apps", ".AL-Go", "settings.json"), `{"appFolders": []}`)
	if len(cache.find(a).ListedAs(a)) == 0 {
		t.Error("the cached repository changed")
	}
	cache.MaxAge = 0
	if len(cache.find(a).ListedAs(a)) != 0 {
		t.Error("an expired entry was not read again")
	}
	var none *ALGoCache
	if r := none.find(a); r == nil || len(r.ListedAs(a)) != 0 {
		t.Error("a nil cache did not read the repository")
	}
	c, err := LoadCached(a, nil, cache)
	if err != nil || len(c.ALGo.ListedAs) != 0 {
		t.Errorf("LoadCached: %v, listed as %q", err, c.ALGo.ListedAs)
	}
}

// TestALGoProjectWithoutFolders checks AL-Go's own discovery for a project
// that lists no folders: every app folder below it at any depth, sorted by
// its dependencies, and that a test app found so gets no analyzer (the
// repository does not set enableCodeAnalyzersOnTestApps).
func TestALGoProjectWithoutFolders(t *testing.T) {
	repo := extract(t, "algoauto")
	app := func(rel string) string { return filepath.Join(repo, filepath.FromSlash(rel)) }
	r := FindALGoRepository(app("Auto/app"))
	if r == nil {
		t.Fatal("no AL-Go repository found")
	}
	for rel, want := range map[string]string{
		"Auto/app":            "Auto:appFolders",
		"Auto/app/inner":      "Auto:appFolders", // nested: AL-Go builds it too
		"Auto/deep/er/tests":  "Auto:testFolders",
		"Auto/perf":           "Auto:bcptTestFolders",
		"Auto/upper":          "Auto:appFolders", // AL-Go compares ids exactly
		"Absent/x":            "Absent:appFolders",
		"Auto":                "",
		"Auto/no-such-folder": "",
	} {
		if got := listings(r, app(rel)); got != want {
			t.Errorf("ListedAs(%s) = %q, want %q", rel, got, want)
		}
	}
	if parts := PartsOfEnclosingApps([]string{app("Auto/app"), app("Auto/app/inner")}); len(parts) != 0 {
		t.Errorf("PartsOfEnclosingApps = %v: AL-Go builds the nested app itself", parts)
	}
	if c := loadT(t, app("Auto/deep/er/tests")); len(c.Analyzers) != 0 {
		t.Errorf("test app found by AL-Go: analyzers %v, want none", c.Analyzers)
	}
	if c := loadT(t, app("Auto/app")); !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop}) {
		t.Errorf("app: analyzers %v, want CodeCop", c.Analyzers)
	}
}

// TestALGoCICDSelectsProjects checks that only the AL-Go projects the
// CI/CD workflow builds gate the code: a folder only other projects build
// is a part of the enclosing app a gating project builds, a folder only
// they build and nothing encloses stays an app with their settings, and a
// folder both build takes the gating project's settings.
func TestALGoCICDSelectsProjects(t *testing.T) {
	repo := extract(t, "algocicd")
	app := func(rel string) string { return filepath.Join(repo, filepath.FromSlash(rel)) }
	r := FindALGoRepository(app("src/Sys"))
	if r == nil || r.CICDSelects != app(".github/CICD.settings.json") {
		t.Fatalf("repository %+v: want the CI/CD settings selecting projects", r)
	}
	for _, p := range r.Projects {
		if want := filepath.Base(p.Dir) == "Apps"; p.Gating != want {
			t.Errorf("%s: gating %v, want %v", filepath.Base(p.Dir), p.Gating, want)
		}
	}
	dirs := []string{app("src/Sys"), app("src/Sys/X"), app("src/Sys/Y"), app("src/Alone"), app("src/Tests/T")}
	parts := PartsOfEnclosingApps(dirs)
	if len(parts) != 2 || parts[app("src/Sys/X")] != app("src/Sys") || parts[app("src/Sys/Y")] != app("src/Sys") {
		t.Errorf("PartsOfEnclosingApps = %v, want Sys/X and Sys/Y parts of Sys", parts)
	}
	scan, err := ScanProjects([]string{repo}, repo)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(scan.Skipped, func(s Skipped) bool { return s.Path == app("src/Sys/X") })
	if slices.Contains(scan.Projects, app("src/Sys/X")) || i < 0 || !strings.Contains(scan.Skipped[i].Reason, "only AModules builds it, and the CI/CD workflow does not") {
		t.Errorf("scan: projects %q, skipped %v; want Sys/X skipped, saying why", scan.Projects, scan.Skipped)
	}
	if got := EnclosingProject(app("src/Sys/X/x.al")); got != app("src/Sys") {
		t.Errorf("EnclosingProject(Sys/X/x.al) = %q, want Sys", got)
	}
	c := loadT(t, app("src/Alone"))
	if c.RulesetPath != app("rulesets/module.ruleset.json") || len(c.ALGo.ListedAs) != 1 ||
		!strings.Contains(c.ALGo.ListedAs[0], "not built by the CI/CD workflow") {
		t.Errorf("Alone: ruleset %q, listed as %q; want AModules' settings, said not built by CI/CD", c.RulesetPath, c.ALGo.ListedAs)
	}
	c = loadT(t, app("src/Tests/T"))
	if c.RulesetPath != app("rulesets/base.ruleset.json") || !slices.Equal(c.Analyzers, []AnalyzerGroup{CodeCop}) {
		t.Errorf("T: ruleset %q, analyzers %v; want the gating Apps' settings over AModules'", c.RulesetPath, c.Analyzers)
	}

	// Without the workflow's selection every project gates again.
	if err := os.Remove(app(".github/CICD.settings.json")); err != nil {
		t.Fatal(err)
	}
	if parts := PartsOfEnclosingApps(dirs); len(parts) != 0 {
		t.Errorf("without CICD.settings.json: PartsOfEnclosingApps = %v, want none", parts)
	}
}
