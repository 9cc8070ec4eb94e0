package main

import (
	"context"
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

var rulesHelp = help{
	usage: "[flags] [PATH]",
	about: []string{
		"Lists the rules the project at PATH enables (PATH: the project folder or a path inside it; default: the working " +
			"directory), with its settings and ruleset applied. Outside a project every rule is listed with its defaults.",
	},
	exits: []string{"0  listed", "2  usage or runtime error"},
}

func runRules(args []string, stdout, stderr io.Writer) int {
	c := newCLI("rules", stdout, stderr)
	fset := flag.NewFlagSet("rules", flag.ContinueOnError)
	verbose := fset.Bool("verbose", false, "add the state, effective severity, category and fix keys of each rule")
	format := fset.String("format", "text", "output `FORMAT`: text, or json (the list_rules tool's result object)")
	cop := fset.String("cop", "", "only rules of this analyzer (`NAME`), e.g. CodeCop")
	var codeAnalyzers listFlag
	fset.Var(&codeAnalyzers, "code-analyzers", codeAnalyzersUsage)
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, rulesHelp, args)
	if done {
		return code
	}
	if err := checkCodeAnalyzers(codeAnalyzers); err != nil {
		return c.fail("%v", err)
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format)
	}
	if len(pos) > 1 {
		return c.fail("at most one PATH, not %d", len(pos))
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
		return c.fail("PATH: %v", err)
	}
	var res *tools.ListRulesResult
	var te *tools.ToolError
	if root := findProject(abs); root == "" {
		// Outside a project: every rule with its defaults.
		res, te = tools.DefaultRules(rules.Registry(), *cop, *verbose)
	} else {
		ctx := context.Background()
		ws, closeWS, err := env.open(ctx, root, c.engineLogger())
		if err != nil {
			return c.fail("%v", err)
		}
		defer closeWS()
		a := tools.ListRulesArgs{Verbose: *verbose, CodeAnalyzers: codeAnalyzers.values}
		if p := ws.Primary(); p != nil {
			a.ProjectPath = &p.Root
			if invalidConfig(c, p, codeAnalyzers.values) {
				return exitError
			}
		}
		if *cop != "" {
			a.Analyzer = cop
		}
		// The tool pages its answer (list_rules); the command line prints
		// every rule, so it follows the cursors.
		a.Limit = ptr(1000)
		for {
			page, pte := tools.ListRules(ctx, ws, a)
			if pte != nil {
				te = pte
				break
			}
			if res == nil {
				res = page
			} else {
				res.Rules = append(res.Rules, page.Rules...)
			}
			if page.NextCursor == "" {
				res.Count, res.Truncated, res.NextCursor = len(res.Rules), false, ""
				break
			}
			a.Cursor = &page.NextCursor
		}
	}
	if te != nil {
		return c.fail("%s", envelopeLine(te, rulesFlags))
	}
	if *format == "json" {
		if err := writeJSON(stdout, res); err != nil {
			return c.fail("%v", err)
		}
		return exitOK
	}
	for _, w := range res.Warnings {
		c.warnf("%s", w)
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	for _, r := range res.Rules {
		if r.RuleDetails == nil {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", r.ID, r.Analyzer, r.Title)
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
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Analyzer, state, r.EffectiveSeverity, r.Category, keys, r.Title)
	}
	tw.Flush()
	return exitOK
}
