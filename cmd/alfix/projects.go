package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/alfix/alfix/al/project"
)

func init() {
	register(command{name: "projects", summary: "list the AL projects found under folders, with their file counts, settings, ruleset and what the scan skipped", run: runProjects})
}

// projectsResult is the JSON output of alfix projects.
type projectsResult struct {
	Projects []projectEntry    `json:"projects"`
	Skipped  []project.Skipped `json:"skipped"`
	Files    int               `json:"files"` // AL files of all projects
}

type projectEntry struct {
	Path  string `json:"path"`
	Files int    `json:"files"` // AL files alc compiles for this project (nested app.json folders' files included)
	// Error is why the project's configuration could not be read (its
	// app.json); the fields below are then empty.
	Error string `json:"error,omitempty"`
	// ALGoRepository is the AL-Go repository's root; "" outside one.
	ALGoRepository string `json:"alGoRepository,omitempty"`
	// ListedAs are the AL-Go projects that build this folder, with the list
	// naming it ("build/projects/Apps W1 (appFolders)").
	ListedAs []string `json:"listedAs"`
	// Settings are the settings files that apply, most specific first: the
	// project's .vscode/settings.json, then AL-Go's (project, repository).
	Settings []string `json:"settings"`
	// Analyzers are the analyzer groups that run, AnalyzerSource where they
	// come from and AnalyzerSettings the file(s) that chose them.
	Analyzers        []project.AnalyzerGroup `json:"analyzers"`
	AnalyzerSource   project.AnalyzerSource  `json:"analyzerSource"`
	AnalyzerSettings string                  `json:"analyzerSettings,omitempty"`
	// Ruleset is the configured ruleset and RulesetSource the file and
	// setting that configured it.
	Ruleset       string `json:"ruleset,omitempty"`
	RulesetSource string `json:"rulesetSource,omitempty"`
	// PreprocessorSymbols are the symbols AL-Go's settings add by build mode.
	PreprocessorSymbols map[string][]string `json:"preprocessorSymbols,omitempty"`
	// MissingSourceDependencies are the dependencies in app.json that no
	// project below the --workspace folders provides (only with
	// --workspace).
	MissingSourceDependencies []string `json:"missingSourceDependencies,omitempty"`
	Warnings                  []string `json:"warnings"`
}

// projectsHelp is the --help of alfix projects.
var projectsHelp = help{
	usage: "[flags] [PATH...]",
	about: []string{
		"Lists the AL projects (folders holding app.json) that analyze and serve find under each PATH " +
			"(default: the working directory and the folders of its *.code-workspace files), at most " +
			fmt.Sprint(project.MaxScanDepth) + " folder levels deep, nested projects included (unless the repository's AL-Go " +
			"settings build them only as a part of the enclosing app), with the number of AL files alc compiles for each " +
			"(every .al file below its folder), the AL-Go projects that build it, the settings files that apply, the " +
			"analyzers and ruleset it gets, and on stderr the folders the scan skipped and why.",
		"With --workspace, also the app.json dependencies that no project below those folders provides.",
	},
	exits: []string{"0  success", "2  usage or runtime error"},
}

func runProjects(args []string, stdout, stderr io.Writer) int {
	c := newCLI("projects", stdout, stderr)
	fset := flag.NewFlagSet("projects", flag.ContinueOnError)
	format := fset.String("format", "text", "output `FORMAT`: text or json")
	var sourceRoots []string
	fset.Func("workspace", "folder (`DIR`, repeatable) whose projects count as source dependencies: list the dependencies none of them provides", func(dir string) error {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return err
		}
		sourceRoots = append(sourceRoots, abs)
		return nil
	})
	pos, done, code := c.parse(fset, projectsHelp, args)
	if done {
		return code
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format)
	}
	cwd, err := os.Getwd()
	if err != nil {
		return c.fail("%v", err)
	}
	start := time.Now()
	scan, err := project.ScanProjects(pos, cwd)
	if err != nil {
		c.log.Error(err.Error())
		if scan == nil {
			return exitError
		}
	}
	res := projectsResult{Projects: []projectEntry{}, Skipped: scan.Skipped}
	if res.Skipped == nil {
		res.Skipped = []project.Skipped{}
	}
	var provided *sourceApps
	if len(sourceRoots) > 0 {
		provided = findSourceApps(sourceRoots, cwd)
	}
	repoWarned := map[string]bool{}
	algo := project.ALGoCache{MaxAge: time.Hour} // one listing: each repository read once
	for _, root := range scan.Projects {
		files, ferr := project.DiscoverFiles(root)
		if ferr != nil {
			c.warnf("%v", ferr)
		}
		e := describeProject(root, provided, &algo)
		e.Files = len(files)
		if r := e.ALGoRepository; r != "" && !repoWarned[r] {
			repoWarned[r] = true
			if repo := project.LoadALGoRepository(r); repo != nil {
				for _, w := range append(repo.Warnings, repo.Check()...) {
					c.warnf("%s", w)
				}
			}
		}
		res.Projects = append(res.Projects, e)
		res.Files += len(files)
	}
	elapsed := time.Since(start)
	switch *format {
	case "json":
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return c.fail("%v", err)
		}
	default:
		for _, p := range res.Projects {
			writeProjectText(stdout, p)
		}
		for _, s := range res.Skipped {
			c.warnf("skipped %s: %s", textPath(s.Path), s.Reason)
		}
		c.infof("%d project(s) with %d AL file(s); %d folder(s) skipped; %v",
			len(res.Projects), res.Files, len(res.Skipped), elapsed.Round(time.Millisecond))
	}
	if err != nil {
		return exitError
	}
	return exitOK
}

// describeProject reads what alfix knows of the project at root before it
// analyzes it: its settings, analyzers and ruleset.
func describeProject(root string, provided *sourceApps, algo *project.ALGoCache) projectEntry {
	e := projectEntry{Path: root, ListedAs: []string{}, Settings: []string{}, Analyzers: []project.AnalyzerGroup{}, Warnings: []string{}}
	cfg, err := project.LoadCached(root, nil, algo)
	if err != nil {
		e.Error = err.Error()
		return e
	}
	e.ALGoRepository = cfg.ALGo.Repository
	e.ListedAs = append(e.ListedAs, cfg.ALGo.ListedAs...)
	if cfg.Settings.Path != "" {
		e.Settings = append(e.Settings, cfg.Settings.Path)
	}
	e.Settings = append(e.Settings, cfg.ALGo.Files...)
	e.Analyzers = append(e.Analyzers, cfg.Analyzers...)
	e.AnalyzerSource, e.AnalyzerSettings = cfg.AnalyzerSource, cfg.AnalyzerSettings
	e.Ruleset, e.RulesetSource = cfg.RulesetPath, cfg.RulesetSource
	e.PreprocessorSymbols = cfg.ALGo.PreprocessorSymbols
	e.Warnings = append(e.Warnings, cfg.Warnings...)
	if provided != nil {
		e.MissingSourceDependencies = provided.missing(cfg.Manifest)
	}
	return e
}

// writeProjectText writes one project of the text output: its file count
// and path, then indented what configures it.
func writeProjectText(w io.Writer, p projectEntry) {
	fmt.Fprintf(w, "%7d  %s\n", p.Files, textPath(p.Path))
	if p.Error != "" {
		fmt.Fprintf(w, "         error: %s\n", textField(p.Error))
		return
	}
	for _, l := range p.ListedAs {
		fmt.Fprintf(w, "         AL-Go: %s\n", textField(l))
	}
	for _, s := range p.Settings {
		fmt.Fprintf(w, "         settings: %s\n", textPath(s))
	}
	groups := make([]string, len(p.Analyzers))
	for i, g := range p.Analyzers {
		groups[i] = string(g)
	}
	from := string(p.AnalyzerSource)
	if p.AnalyzerSettings != "" {
		from += ": " + p.AnalyzerSettings
	}
	fmt.Fprintf(w, "         analyzers: %s (%s)\n", textField(strings.Join(groups, ", ")), textField(from))
	if p.Ruleset != "" {
		fmt.Fprintf(w, "         ruleset: %s (from %s)\n", textPath(p.Ruleset), textField(p.RulesetSource))
	}
	modes := make([]string, 0, len(p.PreprocessorSymbols))
	for m := range p.PreprocessorSymbols {
		modes = append(modes, m)
	}
	sort.Strings(modes)
	for _, m := range modes {
		fmt.Fprintf(w, "         symbols (%s build mode): %s\n", textField(m), textField(strings.Join(p.PreprocessorSymbols[m], ", ")))
	}
	if len(p.MissingSourceDependencies) > 0 {
		fmt.Fprintf(w, "         not in the workspace: %s\n", textField(strings.Join(p.MissingSourceDependencies, "; ")))
	}
}

// sourceApps are the apps of the projects below the --workspace folders.
type sourceApps struct {
	ids   map[string]bool // lower-case ids
	names map[string]bool // lower-case "name\x00publisher"
}

func findSourceApps(roots []string, cwd string) *sourceApps {
	sa := &sourceApps{ids: map[string]bool{}, names: map[string]bool{}}
	scan, _ := project.ScanProjects(roots, cwd)
	if scan == nil {
		return sa
	}
	for _, dir := range scan.Projects {
		m, err := project.LoadManifest(dir)
		if err != nil {
			continue
		}
		if id := strings.ToLower(strings.TrimSpace(m.ID)); id != "" {
			sa.ids[id] = true
		}
		sa.names[strings.ToLower(m.Name+"\x00"+m.Publisher)] = true
	}
	return sa
}

// missing lists the dependencies of m that no source app provides: by id,
// or by name and publisher for a dependency without one.
func (sa *sourceApps) missing(m project.Manifest) []string {
	var out []string
	for _, d := range m.Dependencies {
		id := strings.ToLower(strings.TrimSpace(d.ID))
		if id != "" && sa.ids[id] || id == "" && sa.names[strings.ToLower(d.Name+"\x00"+d.Publisher)] {
			continue
		}
		out = append(out, fmt.Sprintf("%s (%s, %s)", d.Name, d.Publisher, d.ID))
	}
	return slices.Clip(out)
}
