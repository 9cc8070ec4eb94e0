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
// for AL-Go settings when no .git folder stops the search earlier.
const alGoSearchLevels = 3

// An alGoFile is one AL-Go settings file and the folder its relative paths
// are resolved against.
type alGoFile struct{ path, base string }

// alGoSettingsFiles lists the AL-Go settings files that may apply to the
// project at root, most specific first: .AL-Go/settings.json of the project
// folder and its parents (up to the folder holding .git, at most
// alGoSearchLevels levels up), then .github/AL-Go-Settings.json of that
// repository root. Files that do not exist are listed too.
func alGoSettingsFiles(root string) []alGoFile {
	var files []alGoFile
	dir := root
	for level := 0; level <= alGoSearchLevels; level++ {
		files = append(files, alGoFile{filepath.Join(dir, ".AL-Go", "settings.json"), dir})
		if exists(filepath.Join(dir, ".git")) { // a folder, or a file in worktrees
			return append(files, alGoFile{filepath.Join(dir, ".github", "AL-Go-Settings.json"), dir})
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return files
}

// findALGoRuleset looks for AL-Go's rulesetFile setting in the files of
// alGoSettingsFiles; the first file that sets it wins. A relative
// rulesetFile is resolved against the folder holding .AL-Go (the repository
// root for the .github file), then against the project folder, then, with
// its leading "../" steps removed, against the first folder again (AL-Go
// resolves repository settings from project folders below the root). It
// returns "" when no file sets it.
func findALGoRuleset(root string) (path, source string, warnings []string) {
	for _, f := range alGoSettingsFiles(root) {
		if p, w, ok := rulesetFileSetting(f.path, f.base, root); ok {
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
// alGoSettingsFiles, each setting from the first file that sets it (a
// project's settings override the repository's, as in AL-Go). The specs are
// empty when no file enables anything. Unreadable files are warnings.
func findALGoAnalyzers(root string) (alGoAnalyzers, []string) {
	var res alGoAnalyzers
	var warnings []string
	decided := map[string]bool{}
	sources := map[string]bool{}
	var enabled, custom []string
	for _, f := range alGoSettingsFiles(root) {
		obj, err := readObject(f.path, f.base)
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
	for _, f := range alGoSettingsFiles(root) {
		if sources[f.path] {
			res.sources = append(res.sources, f.path)
		}
	}
	return res, warnings
}

// rulesetFileSetting reads rulesetFile from an AL-Go settings file. ok is
// true when the file sets it; warn reports an unreadable file.
func rulesetFileSetting(settings, base, root string) (path string, warn string, ok bool) {
	obj, err := readObject(settings, base)
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
