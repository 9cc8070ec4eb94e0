package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace"
	"github.com/owenrumney/go-sarif/v2/sarif"
)

func init() {
	register(command{name: "analyze", summary: "analyze AL projects and print their diagnostics", run: runAnalyze})
}

func runAnalyze(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("analyze", flag.ContinueOnError)
	fset.SetOutput(stderr)
	format := fset.String("format", "text", "output format: text, json (the analyze tool's result object) or sarif (SARIF 2.1.0)")
	failOn := fset.String("fail-on", "Error", "exit with status 1 when a diagnostic has this severity or a higher one (Error, Warning, Info, Hidden)")
	limit := fset.Int("limit", 0, "most diagnostics to print (0: all)")
	compilerMode := fset.String("compiler", "off", "compiler diagnostics from Microsoft's AL MCP server: off, auto (when it is found; waits for it to start) or on (fail without them)")
	var env engineFlags
	env.register(fset, false)
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: alfix analyze [--format text|json|sarif] [--fail-on SEVERITY] [--store PATH|off] [--compiler off|auto|on] [--max-file-size SIZE] [PATH]")
		fmt.Fprintln(stderr, "\nPATH is a project folder, a file or folder inside one, or a folder to scan for projects (default: .);")
		fmt.Fprintln(stderr, "projects nested in it are analysed too (see alfix projects).")
		fmt.Fprintln(stderr, "Exit status: 0 clean, 1 diagnostics at or above --fail-on, 2 usage or runtime error.")
		fset.PrintDefaults()
	}
	pos, err := parseArgs(fset, args)
	if err != nil {
		return usageErr(err)
	}
	if len(pos) > 1 {
		fmt.Fprintln(stderr, "alfix analyze: at most one PATH")
		return 2
	}
	switch *format {
	case "text", "json", "sarif":
	default:
		fmt.Fprintf(stderr, "alfix analyze: unknown --format %q (text, json or sarif)\n", *format)
		return 2
	}
	threshold, ok := analysis.ParseSeverity(*failOn)
	if !ok {
		fmt.Fprintf(stderr, "alfix analyze: unknown --fail-on severity %q (Error, Warning, Info or Hidden)\n", *failOn)
		return 2
	}
	if *limit < 0 {
		fmt.Fprintln(stderr, "alfix analyze: --limit must not be negative")
		return 2
	}
	target := "."
	if len(pos) == 1 {
		target = pos[0]
	}
	abs, err := filepath.Abs(target)
	if err != nil {
		fmt.Fprintf(stderr, "alfix analyze: %v\n", err)
		return 2
	}
	if _, err := os.Stat(abs); err != nil {
		fmt.Fprintf(stderr, "alfix analyze: %v\n", err)
		return 2
	}

	// PATH inside a project analyses that project (restricted to PATH);
	// otherwise every project found below PATH.
	root, scoped := findProject(abs), ""
	if root != "" && root != abs {
		scoped = abs
	}
	if root == "" {
		root = abs
	}
	ctx := context.Background()
	ws, closeWS, err := env.open(ctx, root, cliLogger(stderr))
	if err != nil {
		fmt.Fprintf(stderr, "alfix analyze: %v\n", err)
		return 2
	}
	defer closeWS()
	projects := ws.Projects()
	if len(projects) == 0 {
		fmt.Fprintf(stderr, "alfix analyze: no AL project (folder with app.json) in or above %s\n", abs)
		return 2
	}
	switch *compilerMode {
	case "off", "auto", "on":
	default:
		fmt.Fprintf(stderr, "alfix analyze: unknown --compiler %q (off, auto or on)\n", *compilerMode)
		return 2
	}
	var sup *almcp.Supervisor
	if *compilerMode != "off" {
		sup = env.compiler(ctx, ws, cliLogger(stderr))
		defer sup.Close()
		// A command line run has nothing else to do meanwhile: wait for
		// almcp to start (bounded) unless it is not there at all.
		if st := sup.State().Status; st != almcp.NotFound && st != almcp.NotConfigured {
			wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
			_ = sup.Wait(wctx)
			cancel()
		}
	}
	progress, finish := progressBar(stderr)
	var results []*tools.AnalyzeResult
	for _, p := range projects {
		a := tools.AnalyzeArgs{ProjectPath: &p.Root, Limit: ptr(math.MaxInt32)}
		if *limit > 0 {
			a.Limit = limit
		}
		if scoped != "" && p.Root != root {
			// A project nested in root: whole when it lies in the scoped
			// folder, else not part of the run.
			if !strings.HasPrefix(p.Root, scoped+string(filepath.Separator)) {
				continue
			}
		} else if scoped != "" {
			if fi, err := os.Stat(scoped); err == nil && fi.IsDir() {
				a.FolderPath = &scoped
			} else {
				a.FilePath = &scoped
			}
		}
		a.Compiler = compilerMode
		res, te := tools.AnalyzeWith(ctx, ws, sup, a, progress)
		if te != nil {
			finish()
			fmt.Fprintf(stderr, "alfix analyze: %s\n", te.Message)
			return 2
		}
		results = append(results, res)
	}
	finish()

	switch *format {
	case "json":
		var v any = results
		if len(results) == 1 {
			v = results[0]
		}
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			fmt.Fprintf(stderr, "alfix analyze: %v\n", err)
			return 2
		}
	case "sarif":
		if err := writeSARIF(stdout, ws, results); err != nil {
			fmt.Fprintf(stderr, "alfix analyze: %v\n", err)
			return 2
		}
	default:
		writeText(stdout, stderr, results)
	}
	for _, r := range results {
		for sev, n := range r.Summary.BySeverity {
			if n > 0 && analysis.SeverityRank(analysis.Severity(sev)) >= analysis.SeverityRank(threshold) {
				return 1
			}
		}
	}
	return 0
}

func ptr[T any](v T) *T { return &v }

// displayPath shows a path relative to the working directory when it lies
// below it.
func displayPath(path string) string {
	wd, err := os.Getwd()
	if err != nil {
		return path
	}
	if !fspath.Within(wd, path) {
		return path
	}
	rel, err := filepath.Rel(wd, path)
	if err != nil {
		return path
	}
	return rel
}

// textField makes one field of a text line safe to print: a string with a
// newline, another control character, any other non-printable rune (such
// as a bidirectional override) or invalid UTF-8 is printed Go-quoted
// ("a\nb.al"), so a file name or message can never start a line of its own
// or hide what follows; any other string is printed as it is.
func textField(s string) string {
	for _, r := range s {
		if r == utf8.RuneError || !strconv.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// textPath is a path as the text formats print it: relative to the working
// directory when below it, and made safe by textField.
func textPath(path string) string { return textField(displayPath(path)) }

// writeText prints `file:line:column: severity id: message` lines on stdout
// and warnings, analyzer errors and a summary on stderr. Every field that
// comes from the project (paths, messages, compiler ids) goes through
// textField: one diagnostic is always one line.
func writeText(stdout, stderr io.Writer, results []*tools.AnalyzeResult) {
	total, files := 0, 0
	for _, r := range results {
		for _, w := range r.Warnings {
			fmt.Fprintf(stderr, "warning: %s\n", textField(w))
		}
		for _, d := range r.Diagnostics {
			if d.FilePath == "" {
				// A compiler diagnostic without a location belongs to the project.
				fmt.Fprintf(stdout, "%s: %s %s: %s\n", textPath(r.Project), textField(d.Severity), textField(d.ID), textField(d.Message))
				continue
			}
			fmt.Fprintf(stdout, "%s:%d:%d: %s %s: %s\n", textPath(d.FilePath), d.Line, d.Column, textField(d.Severity), textField(d.ID), textField(d.Message))
		}
		for _, e := range r.AnalyzerErrors {
			fmt.Fprintf(stderr, "%s: rule %s failed: %s\n", textPath(e.FilePath), textField(e.RuleID), textField(e.Message))
		}
		if r.Truncated {
			fmt.Fprintf(stderr, "%s: %d of %d diagnostics shown (--limit)\n", textPath(r.Project), r.Count, r.TotalCount)
		}
		total += r.TotalCount
		files += r.Stats.Files
	}
	fmt.Fprintf(stderr, "%d diagnostic(s) in %d file(s) of %d project(s)\n", total, files, len(results))
}

// sarifLevel maps a severity to a SARIF result level.
func sarifLevel(sev string) string {
	switch sev {
	case "Error":
		return "error"
	case "Warning":
		return "warning"
	case "Info":
		return "note"
	}
	return "none"
}

// writeSARIF prints a SARIF 2.1.0 log with one run: the rules that
// reported something, and every diagnostic with its region (columns in
// UTF-16 code units, SARIF's default).
func writeSARIF(w io.Writer, ws *workspace.Workspace, results []*tools.AnalyzeResult) error {
	report, err := sarif.New(sarif.Version210)
	if err != nil {
		return err
	}
	run := sarif.NewRunWithInformationURI("alfix", "https://github.com/alfix/alfix")
	run.Tool.Driver.Version = ptr(tools.Version())
	run.WithColumnKind("utf16CodeUnits")
	reg := ws.Registry()
	for _, r := range results {
		for _, d := range r.Diagnostics {
			rule := run.AddRule(d.ID)
			if rr, ok := reg.Lookup(d.ID); ok && rule.ShortDescription == nil {
				rule.WithName(rr.Title).WithShortDescription(sarif.NewMultiformatMessageString(rr.Title))
				if rr.Description != "" {
					rule.WithFullDescription(sarif.NewMultiformatMessageString(rr.Description))
				}
				if rr.HelpURI != "" {
					rule.WithHelpURI(rr.HelpURI)
				}
				rule.WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(sarifLevel(string(rr.Severity))))
			} else if title, help, ok := workspace.CompilerCode(d.ID); ok && d.Analyzer == tools.CompilerAnalyzer && rule.ShortDescription == nil {
				// A syntax error: the compiler's code, its documented text
				// and its page on Microsoft Learn.
				rule.WithShortDescription(sarif.NewMultiformatMessageString(title)).WithHelpURI(help).
					WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel("error"))
			}
			uri := filepath.ToSlash(displayPath(d.FilePath))
			if filepath.IsAbs(uri) {
				uri = "file://" + uri
			}
			res := run.CreateResultForRule(d.ID).WithLevel(sarifLevel(d.Severity)).WithMessage(sarif.NewTextMessage(d.Message))
			res.AddLocation(sarif.NewLocationWithPhysicalLocation(sarif.NewPhysicalLocation().
				WithArtifactLocation(sarif.NewSimpleArtifactLocation(uri)).
				WithRegion(sarif.NewSimpleRegion(d.Line, d.EndLine).WithStartColumn(d.Column).WithEndColumn(d.EndColumn))))
		}
	}
	report.AddRun(run)
	return report.PrettyWrite(w)
}
