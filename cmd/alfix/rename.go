package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alfix/alfix/tools"
)

func init() {
	register(command{name: "rename", summary: "rename a symbol with every reference in its project", run: runRename})
	register(command{name: "affix", summary: "add the app's affix to every object and extension member that lacks it", run: runAffix})
}

var renameHelp = help{
	usage: "[flags] FILE:LINE:COLUMN NEWNAME",
	about: []string{
		"Renames the symbol named at FILE:LINE:COLUMN (its declaration or any reference; COLUMN in UTF-16 code units as " +
			"analyze prints it): an object, a field, a procedure or event, a parameter or variable, an enum value, a page control " +
			"or action, with every place of the project that names it, as one transaction. Then the compile checks run and their " +
			"verdict is printed.",
		"A rename that would change what another name means (a collision, a `with` body), one of a symbol declared in a " +
			"dependency, or one of public API other projects of the workspace depend on (unless --force) is refused with the " +
			"reason, and nothing is written. --dry-run prints the unified diff instead.",
	},
	exits: []string{
		"0  renamed, or --dry-run",
		"1  renamed, but the compile checks report errors",
		"2  usage error, or the rename was refused (the reason is printed)",
	},
}

var renameFlags = flagNames{"projectPath": "FILE", "filePath": "FILE", "line": "LINE", "column": "COLUMN", "newName": "NEWNAME", "force": "--force"}

func runRename(args []string, stdout, stderr io.Writer) int {
	c := newCLI("rename", stdout, stderr)
	fset := flag.NewFlagSet("rename", flag.ContinueOnError)
	dryRun := fset.Bool("dry-run", false, "print the unified diff and write nothing")
	force := fset.Bool("force", false, "rename public API that other projects of the workspace use (their code is not changed)")
	format := fset.String("format", "text", "output `FORMAT`: text, or json (the rename_symbol result object)")
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, renameHelp, args)
	if done {
		return code
	}
	if len(pos) != 2 {
		return c.fail("want FILE:LINE:COLUMN NEWNAME, got %d argument(s)", len(pos))
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format)
	}
	file, line, col, err := splitPosition(pos[0])
	if err != nil {
		return c.fail("%v", err)
	}
	sc, code, ok := resolveFixTarget(c, []string{file}, "")
	if !ok {
		return code
	}
	if sc.file == "" {
		return c.fail("%s is a folder; give the file of the symbol", file)
	}
	ctx, stop := interruptible()
	defer stop()
	ws, closeWS, err := env.open(ctx, sc.root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err)
	}
	defer closeWS()
	res, te := tools.RenameSymbol(ctx, ws, tools.RenameSymbolArgs{ProjectPath: &sc.root, FilePath: &sc.file, Line: &line, Column: &col,
		NewName: &pos[1], DryRun: *dryRun, Force: *force})
	return c.renameOutcome(res, te, *format == "json", *dryRun, sc.root,
		func(r *tools.RenameResult) string {
			return fmt.Sprintf("%s %q to %q: %d place(s) in %d file(s)", r.Kind, r.OldName, r.NewName, r.Edits, len(r.FilesChanged))
		})
}

var affixHelp = help{
	usage: "[flags] [PROJECT]",
	about: []string{
		"Adds an affix to every object and every field, key, control, action and enum value an extension object adds " +
			"that carries none of the project's mandatory affixes (AppSourceCop.json; the names AS0011 and AS0098 check), " +
			"with every reference, as one transaction; then the compile checks run. Without --prefix or --suffix the first " +
			"affix of AppSourceCop.json is added as a prefix. Any refusal (a name too long, a collision) writes nothing.",
	},
	exits: []string{
		"0  done, nothing to do, or --dry-run",
		"1  written, but the compile checks report errors",
		"2  usage error, or refused (the reason is printed)",
	},
}

func runAffix(args []string, stdout, stderr io.Writer) int {
	c := newCLI("affix", stdout, stderr)
	fset := flag.NewFlagSet("affix", flag.ContinueOnError)
	prefix := fset.String("prefix", "", "the `PREFIX` to add (default: AppSourceCop.json's first affix)")
	suffix := fset.String("suffix", "", "the `SUFFIX` to add instead of a prefix")
	dryRun := fset.Bool("dry-run", false, "print the unified diff and write nothing")
	force := fset.Bool("force", false, "rename public API that other projects of the workspace use")
	format := fset.String("format", "text", "output `FORMAT`: text, or json (the add_affix result object)")
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, affixHelp, args)
	if done {
		return code
	}
	if len(pos) > 1 {
		return c.fail("at most one PROJECT, not %d", len(pos))
	}
	if *format != "text" && *format != "json" {
		return c.fail("unknown --format %q (text or json)", *format)
	}
	sc, code, ok := resolveFixTarget(c, pos, "")
	if !ok {
		return code
	}
	ctx, stop := interruptible()
	defer stop()
	ws, closeWS, err := env.open(ctx, sc.root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err)
	}
	defer closeWS()
	a := tools.AddAffixArgs{ProjectPath: &sc.root, DryRun: *dryRun, Force: *force}
	if *prefix != "" {
		a.Prefix = prefix
	}
	if *suffix != "" {
		a.Suffix = suffix
	}
	res, te := tools.AddAffix(ctx, ws, a)
	return c.renameOutcome(res, te, *format == "json", *dryRun, sc.root,
		func(r *tools.RenameResult) string {
			return fmt.Sprintf("affix %q: %d name(s), %d place(s) in %d file(s)", r.NewName, r.Renamed, r.Edits, len(r.FilesChanged))
		})
}

// renameOutcome prints a rename's or affix's result or envelope and
// returns the exit status.
func (c *cli) renameOutcome(res *tools.RenameResult, te *tools.ToolError, json, dryRun bool, root string, what func(*tools.RenameResult) string) int {
	if te != nil {
		if json {
			fmt.Fprintln(c.stdout, string(te.JSON()))
		}
		return c.fail("%s", envelopeLine(te, renameFlags))
	}
	status := exitOK
	if res.Compile != nil && res.Compile.Errors > 0 {
		status = exitFindings
	}
	if json {
		if err := writeJSON(c.stdout, res); err != nil {
			return c.fail("%v", err)
		}
		return status
	}
	for _, w := range res.Warnings {
		c.warnf("%s", w)
	}
	summary := "renamed: " + what(res)
	if dryRun {
		summary = "would rename: " + what(res)
	}
	if dryRun {
		fmt.Fprint(c.stdout, res.Diff)
		summary += fmt.Sprintf("; the diff's paths are relative to %s", textPath(root))
	} else if res.Compile != nil {
		summary += fmt.Sprintf("; compile checks (%s): %d error(s)", res.Compile.State, res.Compile.Errors)
	}
	c.infof("%s", summary)
	return status
}

// splitPosition splits FILE:LINE:COLUMN (FILE may hold colons itself).
func splitPosition(s string) (string, int, int, error) {
	i := strings.LastIndexByte(s, ':')
	j := -1
	if i > 0 {
		j = strings.LastIndexByte(s[:i], ':')
	}
	if j <= 0 {
		return "", 0, 0, fmt.Errorf("%q is not FILE:LINE:COLUMN", s)
	}
	line, err1 := strconv.Atoi(s[j+1 : i])
	col, err2 := strconv.Atoi(s[i+1:])
	if err1 != nil || err2 != nil || line < 1 || col < 1 {
		return "", 0, 0, fmt.Errorf("%q: LINE and COLUMN must be positive integers", s)
	}
	return s[:j], line, col, nil
}
