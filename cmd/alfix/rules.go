package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/tools"
)

func init() {
	register(command{name: "rules", summary: "list the rules a project enables", run: runRules})
}

func runRules(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("rules", flag.ContinueOnError)
	fset.SetOutput(stderr)
	verbose := fset.Bool("verbose", false, "add default and effective severity, enabled, category and fix keys")
	format := fset.String("format", "text", "output format: text, or json (the list_rules tool's result object)")
	cop := fset.String("cop", "", "only rules of this analyzer, e.g. CodeCop")
	var env engineFlags
	env.register(fset, false)
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: alfix rules [--verbose] [--format text|json] [--cop NAME] [PATH]")
		fmt.Fprintln(stderr, "\nPATH is the project folder or a path inside it (default: .); its settings and ruleset apply.")
		fmt.Fprintln(stderr, "Outside a project every rule is listed with its defaults.")
		fset.PrintDefaults()
	}
	pos, err := parseArgs(fset, args)
	if err != nil {
		return usageErr(err)
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "alfix rules: unknown --format %q (text or json)\n", *format)
		return 2
	}
	if len(pos) > 1 {
		fmt.Fprintln(stderr, "alfix rules: at most one PATH")
		return 2
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
		fmt.Fprintf(stderr, "alfix rules: %v\n", err)
		return 2
	}
	var res *tools.ListRulesResult
	var te *tools.ToolError
	if root := findProject(abs); root == "" {
		// Outside a project: every rule with its defaults.
		res, te = tools.DefaultRules(rules.Registry(), *cop, *verbose)
	} else {
		ctx := context.Background()
		ws, closeWS, err := env.open(ctx, root, cliLogger(stderr))
		if err != nil {
			fmt.Fprintf(stderr, "alfix rules: %v\n", err)
			return 2
		}
		defer closeWS()
		a := tools.ListRulesArgs{Verbose: *verbose}
		if p := ws.Primary(); p != nil {
			a.ProjectPath = &p.Root
		}
		if *cop != "" {
			a.CopFilter = cop
		}
		res, te = tools.ListRules(ctx, ws, a)
	}
	if te != nil {
		fmt.Fprintf(stderr, "alfix rules: %s\n", te.Message)
		return 2
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(res); err != nil {
			fmt.Fprintf(stderr, "alfix rules: %v\n", err)
			return 2
		}
		return 0
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(stderr, "warning: %s\n", w)
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	for _, r := range res.Rules {
		if r.RuleDetails == nil {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", r.ID, r.Cop, r.Title)
			continue
		}
		state := "on"
		if !r.Enabled {
			state = "off"
		}
		keys := strings.Join(r.FixKeys, ",")
		if keys == "" {
			keys = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Cop, state, r.EffectiveSeverity, r.Category, keys, r.Title)
	}
	tw.Flush()
	return 0
}
