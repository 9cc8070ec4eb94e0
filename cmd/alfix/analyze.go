package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/almcp"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/internal/sariflog"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace"
)

func init() {
	register(command{name: "analyze", summary: "analyze AL projects and print their diagnostics", run: runAnalyze})
}

var analyzeHelp = help{
	usage: "[flags] [PATH]",
	about: []string{
		"Analyzes the AL project at PATH and prints its diagnostics, sorted by file, line, column and id. " +
			"PATH is a project folder (one holding app.json), a file or folder inside one (the analysis is limited to it), " +
			"or a folder scanned for projects (default: the working directory).",
		"Text lines read file:line:column: severity id: message; --format json prints the analyze tool's result " +
			"object (an array of them for several projects); --format sarif prints one SARIF 2.1.0 run for GitHub " +
			"code scanning, its URIs relative to the working directory (or to PATH when the files are not below it) " +
			"under %SRCROOT%, capped at --sarif-max-results and --sarif-max-per-rule with a notification saying what was cut.",
	},
	exits: []string{
		"0  no diagnostic at or above --fail-on (among those --severity keeps)",
		"1  a diagnostic at or above --fail-on",
		"2  usage or runtime error",
		"130  interrupted (Ctrl-C; 128 plus the number of another signal that stopped it)",
	},
}

func runAnalyze(args []string, stdout, stderr io.Writer) int {
	c := newCLI("analyze", stdout, stderr)
	fset := flag.NewFlagSet("analyze", flag.ContinueOnError)
	format := fset.String("format", "text", "output `FORMAT`: text, json (the analyze tool's result object) or sarif (SARIF 2.1.0)")
	failOn := fset.String("fail-on", "Error", "exit with status 1 when a diagnostic has this `SEVERITY` or a higher one: Error, Warning, Info or Hidden")
	severity := fset.String("severity", "", "keep only diagnostics of these `SEVERITIES` (comma-separated: Error, Warning, Info, Hidden); default all")
	limit := newIntFlag(fset, "limit", 0, 0, "print at most `N` diagnostics (0: all); what is cut is said on stderr (and in SARIF, in a notification)")
	compilerMode := fset.String("compiler", "off", "compiler diagnostics from Microsoft's AL MCP server: `MODE` off, auto (when it is found; waits for it to start) or on (fail without them)")
	sarifFixes := fset.Bool("sarif-fixes", false, "with --format sarif: add each fixable result's fixes (computed on the files now; costs about a second analysis of the files that have them)")
	maxResults := newIntFlag(fset, "sarif-max-results", sariflog.GitHubMaxResults, 0, "with --format sarif: at most `N` results in the run, the most severe first (0: no cap; GitHub rejects more than 25000)")
	maxPerRule := newIntFlag(fset, "sarif-max-per-rule", sariflog.GitHubMaxPerRule, 0, "with --format sarif: at most `N` results of one rule (0: no cap)")
	baselinePath := fset.String("baseline", "", "report, count and fail on only the diagnostics not in the baseline `FILE` (written by --write-baseline); say how many were baselined and how many entries are gone")
	baselineApp := fset.String("baseline-app", "", "report breaking changes against the previous version's symbol package `FILE` (AppSourceCop's breaking-change rules) instead of the one AppSourceCop.json names")
	writeBaselinePath := fset.String("write-baseline", "", "write every diagnostic reported to the baseline `FILE` (JSON), to accept them; the exit status is then 0 unless the file cannot be written")
	var codeAnalyzers, ruleIDs, analyzerNames listFlag
	fset.Var(&codeAnalyzers, "code-analyzers", codeAnalyzersUsage)
	fset.Var(&ruleIDs, "rule", "keep only diagnostics of these rule `IDS` (comma-separated or repeated, e.g. AA0005,PC0030); default all")
	fset.Var(&analyzerNames, "analyzers", "keep only diagnostics of these analyzers (`NAMES` as results name them: CodeCop, LinterCop, Compiler, ...); a filter: --code-analyzers chooses what runs")
	var env engineFlags
	env.register(fset, false, true)
	env.fixedSources = true  // analyze writes no AL file
	env.forgetResults = true // and analyses each project once
	pos, done, code := c.parse(fset, analyzeHelp, args)
	if done {
		return code
	}
	if err := checkCodeAnalyzers(codeAnalyzers); err != nil {
		return c.fail("%v", err)
	}
	if unknown := tools.UnknownRuleIDs(rules.Registry(), ruleIDs.values); len(unknown) > 0 {
		return c.fail("--rule %s: no rule alfix serves and no compiler diagnostic id (alfix rules lists the rules)", strings.Join(unknown, ","))
	}
	if len(pos) > 1 {
		return c.fail("at most one PATH, not %d", len(pos))
	}
	switch *format {
	case "text", "json", "sarif":
	default:
		return c.fail("unknown --format %q (text, json or sarif)", *format)
	}
	if *baselinePath != "" && *writeBaselinePath != "" {
		return c.fail("--baseline and --write-baseline exclude each other: write the new baseline in a run of its own")
	}
	var baseline *baselineFile
	var baselineDir string
	if *baselinePath != "" {
		var err error
		if baseline, baselineDir, err = readBaseline(*baselinePath); err != nil {
			return c.fail("--baseline %s: %v", *baselinePath, err)
		}
	}
	threshold, ok := analysis.ParseSeverity(*failOn)
	if !ok {
		return c.fail("unknown --fail-on severity %q (Error, Warning, Info or Hidden)", *failOn)
	}
	var severities []string
	if *severity != "" {
		for _, s := range strings.Split(*severity, ",") {
			sev, ok := analysis.ParseSeverity(strings.TrimSpace(s))
			if !ok {
				return c.fail("unknown --severity %q (Error, Warning, Info or Hidden, comma-separated)", s)
			}
			severities = append(severities, string(sev))
		}
	}
	switch *compilerMode {
	case "off", "auto", "on":
	default:
		return c.fail("unknown --compiler %q (off, auto or on)", *compilerMode)
	}
	if *format != "sarif" {
		for _, name := range []string{"sarif-fixes", "sarif-max-results", "sarif-max-per-rule"} {
			if given(fset, name) {
				return c.fail("--%s goes with --format sarif", name)
			}
		}
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

	// PATH inside a project analyses that project (restricted to PATH);
	// otherwise every project found below PATH.
	root, scoped := findProject(abs), ""
	if root != "" && root != abs {
		scoped = abs
	}
	if root == "" {
		root = abs
	}
	ctx, stop := interruptible()
	defer stop()
	prog := newProgress(ctx, c.stderr)
	defer prog.done()
	prog.phase("opening the projects")
	ws, closeWS, err := env.open(ctx, root, c.engineLogger())
	if err != nil {
		return c.fail("%v", err)
	}
	defer closeWS()
	projects := ws.Projects()
	if len(projects) == 0 {
		return c.fail("no AL project (folder with app.json) in or above %s", abs)
	}
	var sup *almcp.Supervisor
	if *compilerMode != "off" {
		sup = env.compiler(ctx, ws, c.engineLogger())
		defer sup.Close()
		// A command line run has nothing else to do meanwhile: wait for
		// almcp to start (bounded) unless it is not there at all.
		if st := sup.State().Status; st != almcp.NotFound && st != almcp.NotConfigured {
			prog.phase("starting the AL compiler")
			wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
			_ = sup.Wait(wctx)
			cancel()
		}
	}
	var results []*tools.AnalyzeResult
	var analyzed []tools.AnalyzeArgs
	for _, p := range projects {
		a := tools.AnalyzeArgs{ProjectPath: &p.Root, Limit: ptr(math.MaxInt32), Severities: severities, Compiler: compilerMode,
			CodeAnalyzers: codeAnalyzers.values, RuleIDs: ruleIDs.values, Analyzers: analyzerNames.values}
		if *baselineApp != "" {
			abs, err := filepath.Abs(*baselineApp)
			if err != nil {
				return c.fail("--baseline-app: %v", err)
			}
			a.BaselineApp = &abs
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
		if invalidConfig(c, p, codeAnalyzers.values) {
			prog.done()
			return exitError
		}
		prog.phase("reading the project")
		res, te := tools.AnalyzeWith(ctx, ws, sup, a, prog.callback(p.Root, len(projects)))
		if te != nil {
			prog.done()
			if ctx.Err() != nil {
				return c.fail("interrupted")
			}
			return c.fail("%s", envelopeLine(te, analyzeFlags))
		}
		results = append(results, res)
		analyzed = append(analyzed, a)
	}
	if baseline != nil {
		// The fingerprints need every diagnostic of a file; the listing
		// then leaves out what the baseline accepts (its counts and the
		// exit status too). The second call reuses the first's analysis.
		m := matchBaseline(baseline, baselineDir, results)
		for i, a := range analyzed {
			a.Exclude, a.ExcludeKey = m.exclude(), "baseline:"+baselineDir
			res, te := tools.AnalyzeWith(ctx, ws, sup, a, nil)
			if te != nil {
				prog.done()
				if ctx.Err() != nil {
					return c.fail("interrupted")
				}
				return c.fail("%s", envelopeLine(te, analyzeFlags))
			}
			results[i] = res
		}
		c.infof("baseline %s: %d diagnostic(s) baselined, %d baseline entr%s gone (fixed, or their line changed)",
			textPath(*baselinePath), m.Baselined, m.Gone, map[bool]string{true: "y", false: "ies"}[m.Gone == 1])
	}
	prog.done()
	if *writeBaselinePath != "" {
		n, err := writeBaseline(*writeBaselinePath, results)
		if err != nil {
			return c.fail("--write-baseline %s: %v", *writeBaselinePath, err)
		}
		c.infof("baseline %s: wrote %d diagnostic(s)", textPath(*writeBaselinePath), n)
	}

	switch *format {
	case "json":
		cutToLimit(c, results, limit.value)
		if err := writeResultsJSON(stdout, results); err != nil {
			return c.fail("%v", err)
		}
		writeStderrReport(c, results)
	case "sarif":
		opts := sarifOptions{fixes: *sarifFixes, limits: sariflog.Limits{MaxResults: maxResults.value, MaxPerRule: maxPerRule.value}, root: root}
		if limit.value > 0 && (opts.limits.MaxResults == 0 || limit.value < opts.limits.MaxResults) {
			opts.limits.MaxResults, opts.limits.Why = limit.value, "--limit"
		}
		if err := writeSARIF(ctx, c, ws, results, opts, prog); err != nil {
			return c.fail("%v", err)
		}
		writeStderrReport(c, results)
	default:
		cutToLimit(c, results, limit.value)
		writeText(c, results)
	}
	if *writeBaselinePath != "" {
		return exitOK
	}
	for _, r := range results {
		for sev, n := range r.Summary.BySeverity {
			if n > 0 && analysis.SeverityRank(analysis.Severity(sev)) >= analysis.SeverityRank(threshold) {
				return exitFindings
			}
		}
	}
	return exitOK
}

// given reports whether a flag was set on the command line.
func given(fset *flag.FlagSet, name string) bool {
	set := false
	fset.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func ptr[T any](v T) *T { return &v }

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// writeResultsJSON writes what writeJSON writes for the results (the one
// result itself when there is one), byte for byte, without building the
// whole document in memory: each result's diagnostics are encoded one at a
// time into a buffered writer. Base Application with every analyzer is
// 40 MB of JSON, which encoded at once took a 96 MB buffer at the moment the
// heap is largest.
func writeResultsJSON(w io.Writer, results []*tools.AnalyzeResult) error {
	bw := bufio.NewWriterSize(w, 256<<10)
	var item bytes.Buffer
	enc := json.NewEncoder(&item)
	enc.SetEscapeHTML(false)
	// encode writes v's compact JSON to bw (the encoder's newline dropped).
	encode := func(v any) error {
		item.Reset()
		if err := enc.Encode(v); err != nil {
			return err
		}
		_, err := bw.Write(bytes.TrimSuffix(item.Bytes(), []byte("\n")))
		return err
	}
	writeOne := func(r *tools.AnalyzeResult) error {
		shell := *r
		shell.Diagnostics = nil
		item.Reset()
		if err := enc.Encode(&shell); err != nil {
			return err
		}
		doc := bytes.TrimSuffix(item.Bytes(), []byte("\n"))
		// An unescaped quote cannot occur inside a JSON string, so this is
		// the field itself; anything else means the shape changed.
		const field = `,"diagnostics":null,`
		at := bytes.Index(doc, []byte(field))
		if at < 0 || bytes.Count(doc, []byte(field)) != 1 {
			return fmt.Errorf("internal error: the analyze result has no single diagnostics field")
		}
		head := at + len(field) - len("null,")
		rest := slices.Clone(doc[head+len("null"):])
		if _, err := bw.Write(doc[:head]); err != nil {
			return err
		}
		if r.Diagnostics == nil {
			bw.WriteString("null")
		} else {
			bw.WriteByte('[')
			for i := range r.Diagnostics {
				if i > 0 {
					bw.WriteByte(',')
				}
				if err := encode(&r.Diagnostics[i]); err != nil {
					return err
				}
			}
			bw.WriteByte(']')
		}
		_, err := bw.Write(rest)
		return err
	}
	var err error
	if len(results) == 1 {
		err = writeOne(results[0])
	} else if results == nil {
		_, err = bw.WriteString("null")
	} else {
		bw.WriteByte('[')
		for i, r := range results {
			if i > 0 {
				bw.WriteByte(',')
			}
			if err = writeOne(r); err != nil {
				break
			}
		}
		bw.WriteByte(']')
	}
	if err != nil {
		return err
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

// cutToLimit keeps the first limit diagnostics over all results (0: all),
// keeping each result's count and truncated true, and says on stderr what
// was cut: --limit never cuts silently.
func cutToLimit(c *cli, results []*tools.AnalyzeResult, limit int) {
	if limit <= 0 {
		return
	}
	left, total, shown := limit, 0, 0
	for _, r := range results {
		if len(r.Diagnostics) > left {
			r.Diagnostics = r.Diagnostics[:left]
		}
		left -= len(r.Diagnostics)
		r.Count = len(r.Diagnostics)
		r.Truncated = r.TotalCount > r.Count
		total += r.TotalCount
		shown += r.Count
	}
	if shown < total {
		c.warnf("--limit %d: %d of %d diagnostics printed, %d left out (the summary and the exit status count all)", limit, shown, total, total-shown)
	}
}

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
func writeText(c *cli, results []*tools.AnalyzeResult) {
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.FilePath == "" {
				// A compiler diagnostic without a location belongs to the project.
				fmt.Fprintf(c.stdout, "%s: %s %s: %s\n", textPath(r.Project), textField(d.Severity), textField(d.ID), textField(d.Message))
				continue
			}
			fmt.Fprintf(c.stdout, "%s:%d:%d: %s %s: %s\n", textPath(d.FilePath), d.Line, d.Column, textField(d.Severity), textField(d.ID), textField(d.Message))
		}
	}
	writeStderrReport(c, results)
}

// writeStderrReport ends every format's output on stderr: each distinct
// warning once (with the number of projects that gave it, when several
// did), each failed rule, and one summary line with the counts per
// severity and the compile verdict. Standard output holds the format alone.
func writeStderrReport(c *cli, results []*tools.AnalyzeResult) {
	var order []string
	projects := map[string]int{}
	for _, r := range results {
		seen := map[string]bool{}
		for _, w := range r.Warnings {
			if seen[w] {
				continue
			}
			seen[w] = true
			if projects[w] == 0 {
				order = append(order, w)
			}
			projects[w]++
		}
	}
	for _, w := range order {
		if n := projects[w]; n > 1 {
			c.warnf("%s (in %d projects)", w, n)
		} else {
			c.warnf("%s", w)
		}
	}
	total, files := 0, 0
	bySeverity := map[string]int{}
	for _, r := range results {
		for _, e := range r.AnalyzerErrors {
			c.warnf("%s: rule %s failed: %s", textPath(e.FilePath), textField(e.RuleID), e.Message)
		}
		total += r.TotalCount
		files += r.Stats.Files
		for sev, n := range r.Summary.BySeverity {
			bySeverity[sev] += n
		}
	}
	var counts []string
	for _, sev := range []string{"Error", "Warning", "Info", "Hidden"} {
		if n := bySeverity[sev]; n > 0 {
			word := strings.ToLower(sev)
			if n > 1 && sev != "Info" && sev != "Hidden" {
				word += "s"
			}
			counts = append(counts, fmt.Sprintf("%d %s", n, word))
		}
	}
	detail := ""
	if len(counts) > 0 {
		detail = ": " + strings.Join(counts, ", ")
	}
	c.infof("%d diagnostic(s) in %d file(s) of %d project(s)%s; %s", total, files, len(results), detail, verdictLine(results))
}

// verdictLine says the compile verdict of the results for the summary
// line: one project's line, the common line when every project has the
// same, else how many are partial and each partial project's line.
func verdictLine(results []*tools.AnalyzeResult) string {
	if len(results) == 0 {
		return "compile checks off"
	}
	first := results[0].CompileChecks.Line()
	same := true
	var partial []string
	for _, r := range results {
		line := r.CompileChecks.Line()
		same = same && line == first
		if r.CompileChecks.State == string(workspace.CompilePartial) {
			partial = append(partial, textPath(r.Project)+": "+textField(line))
		}
	}
	if same {
		return textField(first)
	}
	if len(partial) == 0 {
		return "compile checks complete"
	}
	return fmt.Sprintf("compile checks partial in %d of %d projects (%s)", len(partial), len(results), strings.Join(partial, "; "))
}
