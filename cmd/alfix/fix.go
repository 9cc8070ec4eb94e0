package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/alfix/alfix/tools"
)

func init() {
	register(command{name: "fix", summary: "apply the fix of one diagnostic, or of every diagnostic of a rule", run: runFix})
}

func runFix(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("fix", flag.ContinueOnError)
	fset.SetOutput(stderr)
	rule := fset.String("rule", "", "the rule id whose diagnostics to fix (required)")
	key := fset.String("key", "", "the equivalence key of the fix, when the rule offers several")
	file := fset.String("file", "", "the file to fix; with --line and --column, the one diagnostic there")
	line := fset.Int("line", 0, "1-based line of the diagnostic (with --file and --column)")
	column := fset.Int("column", 0, "1-based UTF-16 column of the diagnostic (with --file and --line)")
	dryRun := fset.Bool("dry-run", false, "print the unified diff and write nothing")
	format := fset.String("format", "text", "output format: text, or json (the apply_fix / apply_fix_all result object)")
	var env engineFlags
	env.register(fset, false)
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: alfix fix --rule ID [--key K] [--file F [--line L --column C]] [--dry-run] [--format text|json] [PATH]")
		fmt.Fprintln(stderr, "\nWith --file, --line and --column: fixes that one diagnostic (apply_fix). With --file only: every")
		fmt.Fprintln(stderr, "diagnostic of the rule in that file. Otherwise: every diagnostic of the rule in the project at PATH")
		fmt.Fprintln(stderr, "(default: the project holding the working directory). All files land together or none does.")
		fset.PrintDefaults()
	}
	pos, err := parseArgs(fset, args)
	if err != nil {
		return usageErr(err)
	}
	switch {
	case *rule == "":
		fmt.Fprintln(stderr, "alfix fix: --rule is required")
		return 2
	case (*line != 0 || *column != 0) && (*file == "" || *line == 0 || *column == 0):
		fmt.Fprintln(stderr, "alfix fix: --line and --column go together, with --file")
		return 2
	case *format != "text" && *format != "json":
		fmt.Fprintf(stderr, "alfix fix: unknown --format %q (text or json)\n", *format)
		return 2
	case len(pos) > 1:
		fmt.Fprintln(stderr, "alfix fix: at most one PATH")
		return 2
	}
	target := "."
	if len(pos) == 1 {
		target = pos[0]
	} else if *file != "" {
		target = *file
	}
	abs, err := filepath.Abs(target)
	if err == nil {
		_, err = os.Stat(abs)
	}
	if err != nil {
		fmt.Fprintf(stderr, "alfix fix: %v\n", err)
		return 2
	}
	root := findProject(abs)
	if root == "" {
		fmt.Fprintf(stderr, "alfix fix: no AL project (folder with app.json) in or above %s\n", abs)
		return 2
	}
	var filePath *string
	if *file != "" {
		f, err := filepath.Abs(*file)
		if err != nil {
			fmt.Fprintf(stderr, "alfix fix: %v\n", err)
			return 2
		}
		filePath = &f
	}
	var keyArg *string
	if *key != "" {
		keyArg = key
	}
	ctx := context.Background()
	ws, closeWS, err := env.open(ctx, root, cliLogger(stderr))
	if err != nil {
		fmt.Fprintf(stderr, "alfix fix: %v\n", err)
		return 2
	}
	defer closeWS()

	var result any
	var te *tools.ToolError
	var diff, summary string
	status := 0
	if *line > 0 {
		var r *tools.ApplyFixResult
		r, te = tools.ApplyFix(ctx, ws, tools.ApplyFixArgs{
			FixTarget:      tools.FixTarget{ProjectPath: &root, FilePath: filePath, DiagnosticID: rule, Line: line, Column: column},
			EquivalenceKey: keyArg, DryRun: *dryRun})
		if te == nil {
			result, diff = r, r.Diff
			summary = fmt.Sprintf("%s: %s (%s) in %d file(s)", verb(*dryRun), r.FixTitle, r.EquivalenceKey, len(r.FilesChanged))
		}
	} else {
		a := tools.ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: rule, EquivalenceKey: keyArg, DryRun: *dryRun}
		if filePath != nil {
			doc := tools.ScopeDocument
			a.Scope, a.FilePath = &doc, filePath
		}
		progress, finish := progressBar(stderr)
		var r *tools.ApplyFixAllResult
		r, te = tools.ApplyFixAll(ctx, ws, a, progress)
		finish()
		if te == nil {
			result, diff = r, r.Diff
			summary = fmt.Sprintf("%s: %d %s diagnostic(s) found, %d file(s) changed, %d conflict(s), %d left unfixed",
				verb(*dryRun), r.DiagnosticsFound, r.DiagnosticID, len(r.FilesChanged), len(r.Conflicts), len(r.UnfixedDiagnostics))
			if r.DiagnosticsFound > 0 && !*dryRun && !r.Applied || len(r.Conflicts) > 0 {
				status = 1
			}
			for _, c := range r.Conflicts {
				fmt.Fprintf(stderr, "%s: %s: %s\n", textPath(c.FilePath), c.Kind, textField(c.Message))
			}
			if r.Message != "" {
				fmt.Fprintln(stderr, r.Message)
			}
			if r.Warning != "" {
				fmt.Fprintf(stderr, "warning: %s\n", r.Warning)
			}
		}
	}
	if te != nil {
		if *format == "json" {
			fmt.Fprintln(stdout, string(te.JSON()))
		}
		fmt.Fprintf(stderr, "alfix fix: %s\n", te.Error())
		for _, c := range te.Candidates {
			fmt.Fprintf(stderr, "  --key %s\t%s\n", c.EquivalenceKey, c.Title)
		}
		return 2
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(result); err != nil {
			fmt.Fprintf(stderr, "alfix fix: %v\n", err)
			return 2
		}
		return status
	}
	if *dryRun {
		fmt.Fprint(stdout, diff)
	}
	fmt.Fprintln(stderr, summary)
	return status
}

func verb(dry bool) string {
	if dry {
		return "would apply"
	}
	return "applied"
}
