package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/tools"
)

func init() {
	register(command{name: "fix", summary: "apply the fix of one diagnostic, or of every diagnostic of a rule", run: runFix})
}

var fixHelp = help{
	usage: "--rule ID [flags] [PATH]",
	about: []string{
		"Fixes the diagnostics of one rule. PATH limits the fix as analyze does (default: the working directory): the " +
			"project folder fixes the whole project, a folder inside it only the files below that folder, " +
			"and a file only that file (as --file does). With --line and --column it fixes the one diagnostic that starts " +
			"there, in the file given by --file or PATH.",
		"All files land together or none does; a file that changed since its fix was computed is left out and reported. " +
			"--dry-run prints a unified diff in git's format instead, its paths relative to the project folder (apply it " +
			"there with git apply) and writes nothing.",
	},
	exits: []string{
		"0  fixed, nothing to fix, or --dry-run",
		"1  some files were left out (conflicts) or nothing could be written",
		"2  usage error, or the fix was refused (the reason is printed: unknown rule, no diagnostic there, ...)",
	},
}

func runFix(args []string, stdout, stderr io.Writer) int {
	c := newCLI("fix", stdout, stderr)
	fset := flag.NewFlagSet("fix", flag.ContinueOnError)
	rule := fset.String("rule", "", "the rule `ID` whose diagnostics to fix, e.g. AA0005 (required)")
	key := fset.String("key", "", "the fix `KEY` to apply when the rule offers several (as listed when they are ambiguous)")
	file := fset.String("file", "", "only this `FILE`; with --line and --column, the one diagnostic there")
	line := newIntFlag(fset, "line", 0, 1, "1-based `LINE` of the diagnostic (with --column)")
	column := newIntFlag(fset, "column", 0, 1, "1-based `COLUMN` of the diagnostic, in UTF-16 code units as analyze prints it (with --line)")
	dryRun := fset.Bool("dry-run", false, "print the unified diff and write nothing")
	format := fset.String("format", "text", "output `FORMAT`: text, or json (the apply_fix / apply_fix_all result object)")
	var codeAnalyzers listFlag
	fset.Var(&codeAnalyzers, "code-analyzers", codeAnalyzersUsage)
	var env engineFlags
	env.register(fset, false, false)
	pos, done, code := c.parse(fset, fixHelp, args)
	if done {
		return code
	}
	if err := checkCodeAnalyzers(codeAnalyzers); err != nil {
		return c.fail("%v", err)
	}
	switch {
	case *rule == "":
		return c.fail("--rule is required (the rule id whose diagnostics to fix, e.g. --rule AA0005)")
	case line.set != column.set:
		return c.fail("--line and --column go together")
	case *format != "text" && *format != "json":
		return c.fail("unknown --format %q (text or json)", *format)
	case len(pos) > 1:
		return c.fail("at most one PATH, not %d", len(pos))
	}
	sc, code, ok := resolveFixTarget(c, pos, *file)
	if !ok {
		return code
	}
	if line.set && sc.file == "" {
		return c.fail("--line and --column need the file: give it with --file or as PATH")
	}
	ctx, stop := interruptible()
	defer stop()
	prog := newProgress(ctx, c.stderr)
	defer prog.done()
	prog.phase("opening the project")
	ws, closeWS, err := env.open(ctx, sc.root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err)
	}
	defer closeWS()
	if p, err := ws.OpenProject(sc.root); err == nil && invalidConfig(c, p, codeAnalyzers.values) {
		return exitError
	}
	var keyArg *string
	if *key != "" {
		keyArg = key
	}

	var result any
	var te *tools.ToolError
	var diff, summary string
	status := exitOK
	if line.set {
		prog.phase("computing the fix")
		var r *tools.ApplyFixResult
		r, te = tools.ApplyFix(ctx, ws, tools.ApplyFixArgs{
			FixTarget: tools.FixTarget{ProjectPath: &sc.root, FilePath: &sc.file, DiagnosticID: rule, Line: &line.value, Column: &column.value,
				CodeAnalyzers: codeAnalyzers.values},
			EquivalenceKey: keyArg, DryRun: *dryRun})
		prog.done()
		if te == nil {
			result, diff = r, r.Diff
			summary = fmt.Sprintf("%s: %s (%s) in %d file(s)", verb(*dryRun), r.FixTitle, r.EquivalenceKey, len(r.FilesChanged))
		}
	} else {
		a := tools.ApplyFixAllArgs{ProjectPath: &sc.root, DiagnosticID: rule, EquivalenceKey: keyArg, DryRun: *dryRun, Folder: sc.folder,
			CodeAnalyzers: codeAnalyzers.values}
		if sc.file != "" {
			doc := tools.ScopeDocument
			a.Scope, a.FilePath = &doc, &sc.file
		}
		prog.phase("reading the project")
		var r *tools.ApplyFixAllResult
		r, te = tools.ApplyFixAll(ctx, ws, a, prog.callback(sc.root, 1))
		prog.done()
		if te == nil {
			result, diff = r, r.Diff
			summary = fmt.Sprintf("%s: %d %s diagnostic(s) found, %d file(s) changed, %d conflict(s), %d left unfixed",
				verb(*dryRun), r.DiagnosticsFound, r.DiagnosticID, len(r.FilesChanged), len(r.Conflicts), len(r.UnfixedDiagnostics))
			if r.DiagnosticsFound > 0 && !*dryRun && !r.Applied || len(r.Conflicts) > 0 {
				status = exitFindings
			}
			reportConflicts(c, r.Conflicts)
			if r.Message != "" {
				c.infof("%s", cliMessage(&tools.ToolError{Message: r.Message}, fixFlags))
			}
			if r.Warning != "" {
				c.warnf("%s", cliMessage(&tools.ToolError{Message: r.Warning}, fixFlags))
			}
		}
	}
	if te != nil {
		if *format == "json" {
			fmt.Fprintln(stdout, string(te.JSON()))
		}
		if ctx.Err() != nil {
			c.fail("interrupted: %s", envelopeLine(te, fixFlags))
		} else {
			c.fail("%s", envelopeLine(te, fixFlags))
		}
		for _, cand := range te.Candidates {
			fmt.Fprintf(c.stderr, "  --key %s\t%s\n", cand.EquivalenceKey, cand.Title)
		}
		return exitError
	}
	if *format == "json" {
		if err := writeJSON(stdout, result); err != nil {
			return c.fail("%v", err)
		}
		return status
	}
	if *dryRun && diff != "" {
		// Written as it is: fmt.Fprint would copy it into its buffer first, the whole
		// project's diff (15 MB for PC0037 over Base Application) at the run's peak.
		io.WriteString(stdout, diff)
		summary += fmt.Sprintf("; the diff's paths are relative to %s", textPath(sc.root))
	}
	c.infof("%s", summary)
	return status
}

// A fixTarget is what `alfix fix` works on: the project, and within it one
// file or the files below one folder (neither: the whole project).
type fixTarget struct {
	root, file, folder string
}

// resolveFixTarget resolves PATH and --file: PATH is the project folder, a folder
// inside a project or a file of one; --file names the file (relative to
// the working directory). Problems are usage errors naming PATH or --file.
func resolveFixTarget(c *cli, pos []string, file string) (fixTarget, int, bool) {
	var sc fixTarget
	path := ""
	if len(pos) == 1 {
		path = pos[0]
	} else if file == "" {
		// As analyze: run from a folder inside a project, the fix covers
		// that folder, never more than analyze showed.
		path = "."
	}
	var pathAbs string
	pathIsDir := true
	if path != "" {
		abs, err := filepath.Abs(path)
		var fi os.FileInfo
		if err == nil {
			fi, err = os.Stat(abs)
		}
		if err != nil {
			return sc, c.fail("PATH: %v", err), false
		}
		pathAbs, pathIsDir = abs, fi.IsDir()
	}
	if file != "" {
		abs, err := filepath.Abs(file)
		var fi os.FileInfo
		if err == nil {
			fi, err = os.Stat(abs)
		}
		switch {
		case err != nil:
			return sc, c.fail("--file: %v", err), false
		case fi.IsDir():
			return sc, c.fail("--file %s is a folder; give a folder as PATH instead", file), false
		}
		sc.file = abs
	}
	if path != "" && !pathIsDir {
		if sc.file != "" && sc.file != pathAbs {
			return sc, c.fail("PATH %s and --file %s name different files; give the file once", path, file), false
		}
		sc.file = pathAbs
	}
	anchor := pathAbs
	if anchor == "" {
		anchor = sc.file
	}
	if anchor == "" {
		wd, err := filepath.Abs(".")
		if err != nil {
			return sc, c.fail("%v", err), false
		}
		anchor = wd
	}
	sc.root = findProject(anchor)
	if sc.root == "" {
		return sc, c.fail("no AL project (folder with app.json) in or above %s", anchor), false
	}
	if pathIsDir && pathAbs != "" && pathAbs != sc.root {
		sc.folder = pathAbs
	}
	if sc.file != "" {
		within := sc.root
		if sc.folder != "" {
			within = sc.folder
		}
		if err := fspath.Inside(within, sc.file); err != nil {
			what := "the project " + sc.root
			if sc.folder != "" {
				what = "PATH " + sc.folder
			}
			if errors.Is(err, fspath.ErrLinkEscapes) {
				return sc, c.fail("--file %s goes through a symbolic link that leaves %s", sc.file, what), false
			}
			return sc, c.fail("--file %s is outside %s", sc.file, what), false
		}
		sc.folder = "" // the file is the scope
	}
	return sc, 0, true
}

func verb(dry bool) string {
	if dry {
		return "would apply"
	}
	return "applied"
}

// maxConflictLines is how many files of one kind of conflict are named one
// per line; more are summarised in one line that names the first.
const maxConflictLines = 3

// reportConflicts prints the files a fix left out: each cause (kind and
// message) with its files, one line per file up to maxConflictLines, else
// one line with the count. An interrupted or failed batch leaves every
// other file out with the same message: hundreds of identical lines would
// hide the one that says why.
func reportConflicts(c *cli, conflicts []tools.Conflict) {
	type cause struct{ kind, message string }
	var order []cause
	files := map[cause][]string{}
	for _, cf := range conflicts {
		k := cause{cf.Kind, cf.Message}
		if _, ok := files[k]; !ok {
			order = append(order, k)
		}
		files[k] = append(files[k], cf.FilePath)
	}
	for _, k := range order {
		fs := files[k]
		if len(fs) <= maxConflictLines {
			for _, f := range fs {
				c.warnf("%s: %s: %s", textPath(f), k.kind, k.message)
			}
			continue
		}
		c.warnf("%d files: %s: %s (the first: %s)", len(fs), k.kind, k.message, textPath(fs[0]))
	}
}
