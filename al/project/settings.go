package project

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// SettingsFile is the AL extension's settings file, relative to the project
// (slash-separated).
const SettingsFile = ".vscode/settings.json"

// Settings holds the AL extension settings alfix reads from
// <project>/.vscode/settings.json (JSON with comments).
type Settings struct {
	// Path is the settings file that was read; empty when there is none.
	Path string
	// EnableCodeAnalysis is al.enableCodeAnalysis; nil when not set.
	EnableCodeAnalysis *bool
	// CodeAnalyzers is al.codeAnalyzers as written; nil when not set.
	CodeAnalyzers []string
	// RuleSetPath is al.ruleSetPath as written; empty when not set.
	RuleSetPath string
	// PackageCachePath is al.packageCachePath (a string or an array),
	// ${workspaceFolder} expanded and made absolute against the project.
	PackageCachePath []string
	// EnableExternalRulesets is al.enableExternalRulesets; nil when not set.
	// alfix never fetches remote rulesets either way.
	EnableExternalRulesets *bool
	// BackgroundCodeAnalysis is al.backgroundCodeAnalysis as written.
	BackgroundCodeAnalysis string
	// Raw holds every member of the settings file as written.
	Raw map[string]json.RawMessage
}

// LoadSettings reads <root>/.vscode/settings.json. A missing file gives
// empty Settings and no error; an unreadable or invalid file gives empty
// Settings and an error naming it.
func LoadSettings(root string) (Settings, error) {
	path := filepath.Join(root, filepath.FromSlash(SettingsFile))
	obj, err := readObject(path, root)
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("project: reading %w", err)
	}
	s := Settings{Path: path, Raw: map[string]json.RawMessage(obj)}
	if b, ok := obj.boolean("al.enableCodeAnalysis"); ok {
		s.EnableCodeAnalysis = &b
	}
	if b, ok := obj.boolean("al.enableExternalRulesets"); ok {
		s.EnableExternalRulesets = &b
	}
	if list, ok := obj.strings("al.codeAnalyzers"); ok {
		s.CodeAnalyzers = list
	}
	s.RuleSetPath, _ = obj.str("al.ruleSetPath")
	s.RuleSetPath = strings.TrimSpace(s.RuleSetPath)
	s.BackgroundCodeAnalysis, _ = obj.str("al.backgroundCodeAnalysis")
	if list, ok := obj.strings("al.packageCachePath"); ok {
		s.PackageCachePath = make([]string, len(list))
		for i, p := range list {
			s.PackageCachePath[i] = expandPath(p, root)
		}
	}
	return s, nil
}

// alGoSearchLevels is how many parent folders above the project are searched
// for AL-Go settings outside an AL-Go repository (no
// .github/AL-Go-Settings.json above the project) when no .git folder stops
// the search earlier.
const alGoSearchLevels = 3

// An alGoFile is one AL-Go settings file, the folder its relative paths
// are resolved against (base) and the folder it is looked up in (home: it
// must not lead out of it through a symbolic link).
type alGoFile struct {
	path, base, home string
	// read is the file as already read (an AL-Go repository's); nil when
	// it is still to be read.
	read jsonObject
}

// alGoContext is what AL-Go says about one project: the settings files
// that apply to it, most specific first, and how the repository's AL-Go
// projects list it.
type alGoContext struct {
	files  []alGoFile
	listed []ALGoListing
	repo   *ALGoRepository
}

// alGoSettingsFor finds the AL-Go settings of the project at root (absolute,
// cleaned) as AL-Go applies them. In an AL-Go repository (a folder above
// holding .github/AL-Go-Settings.json, however deep): the settings of the
// AL-Go project that builds root (buildingProject, of those that list it in
// appFolders, testFolders or bcptTestFolders), then the repository
// settings; relative paths in both resolve against that AL-Go project's
// folder, as AL-Go resolves them (the repository root when none lists root).
// Elsewhere: .AL-Go/settings.json of the project folder and its parents (up
// to the folder holding .git, at most alGoSearchLevels levels up), then
// .github/AL-Go-Settings.json of that folder. Files that do not exist are
// listed too.
func alGoSettingsFor(root string, cache *ALGoCache) alGoContext {
	repo := cache.find(root)
	if repo == nil {
		return alGoContext{files: legacyALGoSettingsFiles(root)}
	}
	ctx := alGoContext{repo: repo, listed: repo.ListedAs(root)}
	base := repo.Root
	if l, ok := buildingProject(ctx.listed); ok {
		ctx.files = append(ctx.files, alGoFile{path: l.Project.Settings, base: l.Project.Dir, home: l.Project.Dir, read: l.Project.obj})
		base = l.Project.Dir
	}
	ctx.files = append(ctx.files, alGoFile{path: repo.Settings, base: base, home: repo.Root, read: repo.settings})
	return ctx
}

// buildingProject picks, of the AL-Go projects that list a folder, the one
// whose settings the folder is analysed with: of the gating projects (the
// CI/CD workflow builds them: ALGoProject.Gating) if any lists it, the
// first that lists it in appFolders, else the first. Each AL-Go project builds with its own
// settings over the repository's, so one project's settings apply whole:
// another project's rulesetFile or enabled cops must not leak in (BCApps
// builds System Application in 23 country projects with the repository's
// base ruleset and in one modules project with its own).
func buildingProject(listed []ALGoListing) (ALGoListing, bool) {
	if gating := slices.DeleteFunc(slices.Clone(listed), func(l ALGoListing) bool { return !l.Project.Gating }); len(gating) > 0 {
		listed = gating
	}
	for _, l := range listed {
		if l.Kind == AppFolder {
			return l, true
		}
	}
	if len(listed) > 0 {
		return listed[0], true
	}
	return ALGoListing{}, false
}

// legacyALGoSettingsFiles lists the AL-Go settings files that may apply to
// a project outside an AL-Go repository (see alGoSettingsFor).
func legacyALGoSettingsFiles(root string) []alGoFile {
	var files []alGoFile
	dir := root
	for level := 0; level <= alGoSearchLevels; level++ {
		files = append(files, alGoFile{path: filepath.Join(dir, ".AL-Go", "settings.json"), base: dir, home: dir})
		if exists(filepath.Join(dir, ".git")) { // a folder, or a file in worktrees
			return append(files, alGoFile{path: filepath.Join(dir, ".github", "AL-Go-Settings.json"), base: dir, home: dir})
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return files
}

// findALGoRuleset looks for AL-Go's rulesetFile setting in the AL-Go settings
// files (alGoSettingsFor); the first file that sets it wins. A relative
// rulesetFile is resolved against the file's base folder, then against the
// project folder, then, with its leading "../" steps removed, against the
// base folder again (repository settings outside an AL-Go repository name
// paths relative to project folders below the root). It returns "" when no
// file sets it.
func findALGoRuleset(files []alGoFile, root string) (path, source string, warnings []string) {
	for _, f := range files {
		if p, w, ok := rulesetFileSetting(f, root); ok {
			return p, f.path, warnings
		} else if w != "" {
			warnings = append(warnings, w)
		}
	}
	return "", "", warnings
}

// alGoAnalyzers are the analyzers AL-Go settings enable, as analyzer specs.
type alGoAnalyzers struct {
	specs   []string
	sources []string // the files that set them
}

// alGoCops maps AL-Go's enable*Cop settings to the analyzer they enable.
var alGoCops = []struct{ setting, spec string }{
	{"enableCodeCop", "${CodeCop}"},
	{"enableUICop", "${UICop}"},
	{"enableAppSourceCop", "${AppSourceCop}"},
	{"enablePerTenantExtensionCop", "${PerTenantExtensionCop}"},
}

// findALGoAnalyzers reads AL-Go's code cop settings (enableCodeCop,
// enableUICop, enableAppSourceCop, enablePerTenantExtensionCop: booleans;
// customCodeCops: paths or URLs of analyzer DLLs) from the files of
// files (alGoSettingsFor), each setting from the first file that sets it (a
// project's settings override the repository's, as in AL-Go). The specs are
// empty when no file enables anything. Unreadable files are warnings.
func findALGoAnalyzers(files []alGoFile) (alGoAnalyzers, []string) {
	var res alGoAnalyzers
	var warnings []string
	decided := map[string]bool{}
	sources := map[string]bool{}
	var enabled, custom []string
	for _, f := range files {
		obj, err := f.object()
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("AL-Go settings %v: ignored", err))
			continue
		}
		for _, c := range alGoCops {
			if decided[c.setting] {
				continue
			}
			if on, ok := obj.boolean(c.setting); ok {
				decided[c.setting] = true
				if on {
					enabled = append(enabled, c.spec)
					sources[f.path] = true
				}
			}
		}
		if !decided["customCodeCops"] {
			if list, ok := obj.strings("customCodeCops"); ok {
				decided["customCodeCops"] = true
				for _, spec := range list {
					if strings.TrimSpace(spec) != "" {
						custom = append(custom, spec)
						sources[f.path] = true
					}
				}
			}
		}
	}
	// Specs in AL-Go's order: the Microsoft cops, then the custom ones.
	for _, c := range alGoCops {
		if slices.Contains(enabled, c.spec) {
			res.specs = append(res.specs, c.spec)
		}
	}
	res.specs = append(res.specs, custom...)
	for _, f := range files {
		if sources[f.path] {
			res.sources = append(res.sources, f.path)
		}
	}
	return res, warnings
}

// alGoTestAppsAnalyzed reads AL-Go's enableCodeAnalyzersOnTestApps from the
// first of files (alGoSettingsFor) that sets it; AL-Go's default is false.
// why says where the value came from, for a warning when it is false.
func alGoTestAppsAnalyzed(files []alGoFile) (on bool, why string) {
	for _, f := range files {
		obj, err := f.object()
		if err != nil {
			continue // findALGoAnalyzers warned about unreadable files
		}
		if v, ok := obj.boolean("enableCodeAnalyzersOnTestApps"); ok {
			if v {
				return true, ""
			}
			return false, "enableCodeAnalyzersOnTestApps is false in " + f.path
		}
	}
	return false, "no AL-Go settings file sets enableCodeAnalyzersOnTestApps (AL-Go's default is false)"
}

// rulesetFileSetting reads rulesetFile from an AL-Go settings file. ok is
// true when the file sets it; warn reports an unreadable file.
func rulesetFileSetting(f alGoFile, root string) (path string, warn string, ok bool) {
	base := f.base
	obj, err := f.object()
	if errors.Is(err, fs.ErrNotExist) {
		return "", "", false
	}
	if err != nil {
		return "", fmt.Sprintf("AL-Go settings %v: ignored", err), false
	}
	file, _ := obj.str("rulesetFile")
	if strings.TrimSpace(file) == "" {
		return "", "", false
	}
	if isRemote(file) {
		return file, "", true
	}
	p := expandPath(file, base)
	if !exists(p) && !filepath.IsAbs(strings.TrimSpace(file)) {
		if alt := expandPath(file, root); exists(alt) {
			p = alt
		} else if alt := expandPath(trimParentSteps(file), base); exists(alt) {
			// Repository-wide AL-Go settings name paths relative to AL-Go
			// project folders below the repository root, such as
			// "../../../src/rulesets/base.ruleset.json".
			p = alt
		} else if alt := expandPath(file, f.home); f.home != base && exists(alt) {
			// The repository settings' folder.
			p = alt
		}
	}
	return p, "", true
}

// trimParentSteps removes leading "./" and "../" steps (either separator).
func trimParentSteps(p string) string {
	p = strings.TrimSpace(p)
	for {
		switch {
		case strings.HasPrefix(p, "../"), strings.HasPrefix(p, `..\`):
			p = p[3:]
		case strings.HasPrefix(p, "./"), strings.HasPrefix(p, `.\`):
			p = p[2:]
		default:
			return p
		}
	}
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// object returns the settings file's content, reading it unless it was
// read already.
func (f alGoFile) object() (jsonObject, error) {
	if f.read != nil {
		return f.read, nil
	}
	return readObject(f.path, f.home)
}
