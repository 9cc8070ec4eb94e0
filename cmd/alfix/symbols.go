package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/internal/atomicfile"
	"github.com/alfix/alfix/workspace"
)

func init() {
	register(command{name: "symbols", summary: "list each project's dependencies and where their symbols come from; export a project's symbols; find, describe, refs, events, free-ids, source", run: runSymbols})
}

// symbolsHelp is the --help of alfix symbols.
var symbolsHelp = help{
	usage: "[flags] [PATH]\n       alfix symbols export [flags] PATH",
	about: []string{
		"Lists, per project, each dependency (id, name, publisher, version, how the project reaches it, where its " +
			"symbols come from: a package, a source project of the workspace, or missing) with its object counts per kind. " +
			"PATH is a project folder or a folder to scan for projects (default: .).",
	},
	exits: []string{"0  every dependency found", "1  some dependency's symbols are missing", "2  usage or runtime error"},
}

// symbolsExportHelp is the --help of alfix symbols export.
var symbolsExportHelp = help{
	usage: "[flags] PATH",
	about: []string{
		"Writes the declarations of the project at PATH (every .al file below it) as a symbol package: NAVX header, " +
			"NavxManifest.xml, SymbolReference.json in the current format and alfix's exact copy. alfix reads it back exactly.",
	},
	exits: []string{"0  the package was written", "2  usage or runtime error"},
}

func runSymbols(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "export" {
		return runSymbolsExport(args[1:], stdout, stderr)
	}
	if len(args) > 0 {
		if code, ok := runSymbolQuery(args[0], args[1:], stdout, stderr); ok {
			return code
		}
	}
	c := newCLI("symbols", stdout, stderr)
	fset := flag.NewFlagSet("symbols", flag.ContinueOnError)
	format := fset.String("format", "text", "output `FORMAT`: text or json")
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, symbolsHelp, args)
	if done {
		return code
	}
	if len(pos) > 1 {
		return c.fail("at most one PATH")
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format)
	}
	target := "."
	if len(pos) == 1 {
		target = pos[0]
	}
	abs, err := filepath.Abs(target)
	if err == nil {
		_, err = os.Stat(abs)
	}
	if err != nil {
		return c.fail("%v", err)
	}
	root := findProject(abs)
	if root == "" {
		root = abs
	}
	ctx := context.Background()
	ws, closeWS, err := env.open(ctx, root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err)
	}
	defer closeWS()
	projects := ws.Projects()
	if len(projects) == 0 {
		return c.fail("no AL project (folder with app.json) in or above %s", abs)
	}
	var reports []*workspace.DependencyReport
	for _, p := range projects {
		rep, err := p.Dependencies(ctx, nil)
		if err != nil {
			return c.fail("%s: %v", p.Root, err)
		}
		reports = append(reports, rep)
	}
	if *format == "json" {
		var v any = jsonReports(reports)
		if len(reports) == 1 {
			v = jsonReports(reports)[0]
		}
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(v); err != nil {
			return c.fail("%v", err)
		}
	} else {
		for _, r := range reports {
			writeDependencyText(c, r)
		}
	}
	for _, r := range reports {
		if r.Missing() {
			return 1
		}
	}
	return 0
}

// repositoryRoot returns the folder holding .git above dir (dir itself
// included), or dir when there is none.
func repositoryRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}

// jsonDependency is one dependency as `alfix symbols --format json` prints
// it.
type jsonDependency struct {
	ID        string         `json:"id"`
	Name      string         `json:"name"`
	Publisher string         `json:"publisher"`
	Version   string         `json:"version,omitempty"`
	Required  string         `json:"requiredVersion,omitempty"`
	Source    string         `json:"source"`
	Path      string         `json:"path,omitempty"`
	Reach     string         `json:"reach"`
	Objects   map[string]int `json:"objects,omitempty"`
	Problem   string         `json:"problem,omitempty"`
}

type jsonReport struct {
	Project      string           `json:"project"`
	ID           string           `json:"id"`
	Name         string           `json:"name"`
	Publisher    string           `json:"publisher"`
	Version      string           `json:"version"`
	Dependencies []jsonDependency `json:"dependencies"`
	Warnings     []string         `json:"warnings"`
	ElapsedMs    int64            `json:"elapsedMs"`
}

func jsonReports(reports []*workspace.DependencyReport) []jsonReport {
	var out []jsonReport
	for _, r := range reports {
		jr := jsonReport{Project: r.Project, ID: r.App.ID, Name: r.App.Name, Publisher: r.App.Publisher, Version: r.App.Version,
			Dependencies: []jsonDependency{}, Warnings: r.Warnings, ElapsedMs: r.Elapsed.Milliseconds()}
		for _, d := range r.Dependencies {
			jd := jsonDependency{ID: d.App.ID, Name: d.App.Name, Publisher: d.App.Publisher, Required: d.Declared.Version,
				Source: sourceName(d), Path: d.Location, Reach: d.Reach.String(), Objects: d.Objects, Problem: d.Problem}
			if d.Origin != symbols.Missing {
				jd.Version = d.App.Version
			}
			jr.Dependencies = append(jr.Dependencies, jd)
		}
		out = append(out, jr)
	}
	return out
}

// sourceName says where a dependency's symbols come from.
func sourceName(d workspace.DependencyInfo) string {
	switch d.Origin {
	case symbols.FromPackage:
		if d.Symbols == nil {
			return "unreadable package"
		}
		return "package"
	case symbols.FromProject:
		return "source project"
	case symbols.RuntimePackage:
		return "runtime package"
	}
	return "missing"
}

func writeDependencyText(c *cli, r *workspace.DependencyReport) {
	stdout := c.stdout
	fmt.Fprintf(stdout, "%s: %s\n", displayPath(r.Project), r.App)
	for _, d := range r.Dependencies {
		version := d.App.Version
		if d.Origin == symbols.Missing {
			version = ">= " + orDash(d.Declared.Version)
		}
		fmt.Fprintf(stdout, "  %-10s %s %s (%s, %s)\n", d.Reach, d.App.Name, version, d.App.Publisher, orDash(d.App.ID))
		where := sourceName(d)
		if d.Location != "" {
			where += " " + displayPath(d.Location)
		}
		fmt.Fprintf(stdout, "             %s\n", where)
		if d.Symbols != nil && len(d.Objects) == 0 {
			fmt.Fprintf(stdout, "             no objects\n")
		}
		if len(d.Objects) > 0 {
			kinds := make([]string, 0, len(d.Objects))
			for k := range d.Objects {
				kinds = append(kinds, k)
			}
			sort.Strings(kinds)
			var parts []string
			for _, k := range kinds {
				parts = append(parts, fmt.Sprintf("%s %d", k, d.Objects[k]))
			}
			fmt.Fprintf(stdout, "             %s\n", strings.Join(parts, ", "))
		}
	}
	for _, w := range r.Warnings {
		c.warnf("%s", textField(w))
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func runSymbolsExport(args []string, stdout, stderr io.Writer) int {
	c := newCLI("symbols export", stdout, stderr)
	fset := flag.NewFlagSet("symbols export", flag.ContinueOnError)
	out := fset.String("out", "", "package `FILE` to write (default: Publisher_Name_Version.app in the working directory)")
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, symbolsExportHelp, args)
	if done {
		return code
	}
	if len(pos) != 1 {
		return c.fail("exactly one PATH, the project to export (run 'alfix symbols export --help' for its flags)")
	}
	abs, err := filepath.Abs(pos[0])
	if err != nil {
		return c.fail("%v", err)
	}
	root := findProject(abs)
	if root == "" {
		return c.fail("no AL project (folder with app.json) in or above %s", abs)
	}
	start := time.Now()
	ctx := context.Background()
	ws, closeWS, err := env.open(ctx, root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err)
	}
	defer closeWS()
	p, err := ws.OpenProject(root)
	if err != nil {
		return c.fail("%v", err)
	}
	m, files, err := p.ExportDeclarations(ctx)
	if err != nil {
		return c.fail("%v", err)
	}
	path := *out
	if path == "" {
		path = exportFileName(m.App.Publisher, m.App.Name, orDefault(m.App.Version, "1.0.0.0"))
	}
	var cw *countingWriter
	if err := atomicfile.Write(path, 0o644, func(w io.Writer) error {
		cw = &countingWriter{w: w}
		return packages.Write(cw, m, files)
	}); err != nil {
		return c.fail("writing %s: %v", path, err)
	}
	objects := 0
	for _, n := range packages.CountObjects(files) {
		objects += n
	}
	fmt.Fprintf(stdout, "%s: %d objects from %d files, %d bytes, %s\n", displayPath(path), objects, len(files), cw.n,
		time.Since(start).Round(time.Millisecond))
	return 0
}

// exportFileName is the default package file name, Publisher_Name_Version.app, as one file
// name in the working directory: app.json comes with the repository, so a separator, a drive
// colon or a control character in its publisher, name or version becomes '_' (an absolute
// publisher once wrote the package wherever it named).
func exportFileName(publisher, name, version string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' || r < 0x20 || r == 0x7f {
			return '_'
		}
		return r
	}, fmt.Sprintf("%s_%s_%s.app", publisher, name, version))
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
