package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/alfix/alfix/al/compat"
	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
)

func init() {
	register(command{name: "compare", summary: "compare a project with the previous version of its app (a .app): what was added, removed or changed, and what breaks dependents", run: runCompare})
}

// compareHelp is the --help of alfix compare.
var compareHelp = help{
	usage: "--baseline-app FILE [flags] [PROJECT]",
	about: []string{
		"Compares the declarations of the project at PROJECT (default: the project around the working directory) with " +
			"the previous version of its app, the symbol package FILE (alfix symbols export writes one): objects, " +
			"fields, keys, procedures of the public API, events, enum values, interface methods, page controls and " +
			"actions added, removed or changed, each with whether it breaks apps built on the previous version and the " +
			"AppSourceCop rule that reports it. AppSourceCop.json's validateInternalSymbols, validateObsoleteSymbols " +
			"and validateOnPremSymbols apply.",
	},
	exits: []string{"0  nothing breaks", "1  a change breaks dependents", "2  usage or runtime error"},
}

// compareResult is the JSON answer of alfix compare.
type compareResult struct {
	Project  string          `json:"project"`
	Baseline symbols.App     `json:"baseline"`
	Changes  []compat.Change `json:"changes"`
	Breaking int             `json:"breaking"`
}

func runCompare(args []string, stdout, stderr io.Writer) int {
	c := newCLI("compare", stdout, stderr)
	fset := flag.NewFlagSet("compare", flag.ContinueOnError)
	baseline := fset.String("baseline-app", "", "the previous version's symbol package `FILE` (required)")
	format := fset.String("format", "text", "output `FORMAT`: text or json")
	breakingOnly := fset.Bool("breaking", false, "list only the changes that break dependents")
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, compareHelp, args)
	if done {
		return code
	}
	if *baseline == "" {
		return c.fail("--baseline-app FILE is required (run 'alfix compare --help')")
	}
	if *format != "text" && *format != "json" {
		return c.fail("--format %q: want text or json", *format)
	}
	if len(pos) > 1 {
		return c.fail("at most one PROJECT")
	}
	dir := "."
	if len(pos) == 1 {
		dir = pos[0]
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return c.fail("%v", err)
	}
	root := findProject(abs)
	if root == "" {
		return c.fail("no AL project (folder with app.json) in or above %s", abs)
	}
	pkg, err := packages.ReadFile(*baseline, packages.Options{})
	if err != nil {
		return c.fail("--baseline-app: %v", err)
	}
	if pkg.Runtime {
		return c.fail("--baseline-app: %s is a runtime package: it holds no readable symbols", *baseline)
	}
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
	cfg, err := p.Config(nil)
	if err != nil {
		return c.fail("%v", err)
	}
	m, files, err := p.ExportDeclarations(ctx)
	if err != nil {
		return c.fail("%v", err)
	}
	base := symbols.BuildApp(pkg.Info(), pkg.Files, nil)
	cur := symbols.BuildApp(m.Info(), files, nil)
	b := cfg.Baseline
	changes := compat.Compare(base, cur, compat.Options{Internal: b.ValidateInternal, Obsolete: b.ValidateObsolete, OnPrem: b.ValidateOnPrem})
	res := compareResult{Project: root, Baseline: pkg.Manifest.App, Changes: []compat.Change{}}
	for _, ch := range changes {
		if ch.Breaking {
			res.Breaking++
		}
		if ch.Breaking || !*breakingOnly {
			res.Changes = append(res.Changes, ch)
		}
	}
	if *format == "json" {
		if err := writeJSON(stdout, res); err != nil {
			return c.fail("%v", err)
		}
	} else {
		for _, ch := range res.Changes {
			fmt.Fprintln(stdout, ch.String())
		}
		fmt.Fprintf(stdout, "%d change(s) against %s %s %s, %d breaking\n", len(changes), pkg.Manifest.App.Publisher,
			pkg.Manifest.App.Name, pkg.Manifest.App.Version, res.Breaking)
	}
	if res.Breaking > 0 {
		return exitFindings
	}
	return exitOK
}
