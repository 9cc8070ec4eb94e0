package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/alfix/alfix/internal/fingerprint"
	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/internal/sariflog"
	"github.com/alfix/alfix/tools"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// sarifOptions are analyze's SARIF flags.
type sarifOptions struct {
	fixes  bool // --sarif-fixes
	limits sariflog.Limits
	// root is the folder analysed: the base of the URIs when the files are
	// not below the working directory.
	root string
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

// writeSARIF prints the results as one SARIF run: every diagnostic that
// passed the filters, capped per rule and per run (the cuts are
// notifications, repeated on stderr), the rules that have results with
// their metadata, the results' warnings and failed rules as notifications,
// and with --sarif-fixes the fixes of the fixable results that are kept.
func writeSARIF(ctx context.Context, c *cli, ws *workspace.Workspace, results []*tools.AnalyzeResult, opts sarifOptions, prog *progress) error {
	var all []sariflog.Result
	var notes []sariflog.Notification
	fixable := map[int]bool{}
	hidden := 0
	for _, r := range results {
		notes = append(notes, compileChecksNote(r))
		for _, w := range r.Warnings {
			notes = append(notes, sariflog.Notification{Level: "warning", Message: w})
		}
		for _, e := range r.AnalyzerErrors {
			notes = append(notes, sariflog.Notification{Level: "error", RuleID: e.RuleID, Path: e.FilePath,
				Message: fmt.Sprintf("rule %s failed on %s: %s", e.RuleID, e.FilePath, e.Message)})
		}
		for _, d := range r.Diagnostics {
			if d.Severity == "Hidden" {
				// GitHub shows level "none" results as alerts like any other.
				hidden++
				continue
			}
			res := sariflog.Result{RuleID: d.ID, Level: sarifLevel(d.Severity), Message: d.Message, Path: d.FilePath,
				Line: d.Line, Column: d.Column, EndLine: d.EndLine, EndColumn: d.EndColumn}
			if d.FilePath == "" {
				// A compiler diagnostic without a location: the project's
				// manifest stands for the project, at its first line
				// (GitHub needs a region with a start line).
				res.Path, res.Line, res.Column, res.EndLine, res.EndColumn = filepath.Join(r.Project, "app.json"), 1, 0, 0, 0
			}
			if d.HasFix {
				fixable[len(all)] = true
			}
			all = append(all, res)
		}
	}
	if hidden > 0 {
		notes = append(notes, sariflog.Notification{Level: "note", Message: fmt.Sprintf("%d result(s) of severity Hidden left out of the run", hidden),
			Properties: map[string]any{"hidden": hidden}})
	}
	addFingerprints(all, sarifRoot(opts.root, all))
	kept, cuts := sariflog.Limit(all, opts.limits)
	for _, n := range cuts {
		c.warnf("SARIF: %s", n.Message)
	}
	notes = append(notes, cuts...)
	if opts.fixes {
		fixNotes, err := addFixes(ctx, ws, kept, isFixable(all, fixable), prog)
		if err != nil {
			return err
		}
		for _, n := range fixNotes {
			c.warnf("SARIF: %s", n.Message)
		}
		notes = append(notes, fixNotes...)
	}
	log := sariflog.Log{
		Tool:          sariflog.Tool{Name: "alfix", Version: buildVersion(), InformationURI: "https://github.com/alfix/alfix"},
		Root:          sarifRoot(opts.root, kept),
		Rules:         sarifRules(ws, kept),
		Results:       kept,
		Notifications: notes,
	}
	return sariflog.Write(c.stdout, log)
}

// isFixable answers whether a result (by its position and rule) offers a
// fix, from the analysis.
func isFixable(all []sariflog.Result, fixable map[int]bool) func(sariflog.Result) bool {
	type key struct {
		path, id     string
		line, column int
	}
	set := map[key]bool{}
	for i := range fixable {
		r := all[i]
		set[key{r.Path, r.RuleID, r.Line, r.Column}] = true
	}
	return func(r sariflog.Result) bool { return set[key{r.Path, r.RuleID, r.Line, r.Column}] }
}

// addFixes computes the fixes of the fixable kept results, project by
// project, with one workspace call each (the files read now); a result
// whose file changed since the analysis gets no fix. The notifications
// name files whose fixes could not be computed.
func addFixes(ctx context.Context, ws *workspace.Workspace, kept []sariflog.Result, fixable func(sariflog.Result) bool, prog *progress) ([]sariflog.Notification, error) {
	byProject := map[*workspace.Project][]string{}
	seen := map[string]bool{}
	for _, r := range kept {
		if !fixable(r) || seen[r.Path] {
			continue
		}
		seen[r.Path] = true
		if p := ws.Containing(r.Path); p != nil {
			byProject[p] = append(byProject[p], r.Path)
		}
	}
	type key struct {
		path, id     string
		line, column int
	}
	fixes := map[key][]sariflog.Fix{}
	var notes []sariflog.Notification
	projects := make([]*workspace.Project, 0, len(byProject))
	for p := range byProject {
		projects = append(projects, p)
	}
	sort.Slice(projects, func(i, j int) bool { return projects[i].Root < projects[j].Root })
	for _, p := range projects {
		paths := byProject[p]
		sort.Strings(paths)
		res, err := fix.Fixes(ctx, p, fix.FixesRequest{Paths: paths, Progress: prog.callback(p.Root, len(projects))})
		if err != nil {
			return nil, err
		}
		for _, s := range res.Skipped {
			notes = append(notes, sariflog.Notification{Level: "warning", Path: s.Path,
				Message: fmt.Sprintf("the fixes of %s are not included (%s: %v)", s.Path, s.Outcome, s.Err)})
		}
		for _, ff := range res.Findings {
			f := ff.Finding
			k := key{f.Path, f.ID, f.Line, f.Column}
			for _, tf := range ff.Fixes {
				sf := sariflog.Fix{Description: tf.Title}
				for _, e := range tf.Edits {
					sf.Edits = append(sf.Edits, sariflog.Edit{Path: e.Path, Line: e.Line, Column: e.Column,
						EndLine: e.EndLine, EndColumn: e.EndColumn, Text: e.NewText})
				}
				fixes[k] = append(fixes[k], sf)
			}
		}
	}
	prog.done()
	for i := range kept {
		r := &kept[i]
		r.Fixes = fixes[key{r.Path, r.RuleID, r.Line, r.Column}]
	}
	return notes, nil
}

// sarifRoot is the base of the URIs (%SRCROOT%): the working directory
// when every file lies below it (CI runs in the repository's root, where
// GitHub resolves the URIs), else the folder analysed.
func sarifRoot(analysed string, results []sariflog.Result) string {
	wd, err := os.Getwd()
	if err == nil {
		below := true
		for _, r := range results {
			below = below && fspath.Within(wd, r.Path)
			for _, f := range r.Fixes {
				for _, e := range f.Edits {
					below = below && fspath.Within(wd, e.Path)
				}
			}
		}
		if below {
			return wd
		}
	}
	return analysed
}

// sarifRules describes the rules of the results: alfix's rules from the
// registry, compiler codes with their documented text and Learn page.
func sarifRules(ws *workspace.Workspace, results []sariflog.Result) []sariflog.Rule {
	reg := ws.Registry()
	seen := map[string]bool{}
	var out []sariflog.Rule
	for _, r := range results {
		if seen[r.RuleID] {
			continue
		}
		seen[r.RuleID] = true
		if rr, ok := reg.Lookup(r.RuleID); ok {
			rule := sariflog.Rule{ID: r.RuleID, ShortDescription: rr.Title, FullDescription: rr.Description,
				HelpURI: rr.HelpURI, Level: sarifLevel(string(rr.Severity)), Tags: []string{string(rr.Analyzer)}, Precision: "high"}
			if string(rr.Analyzer) == workspace.CompilerAnalyzer {
				rule.Precision = "very-high"
			}
			rule.HelpText, rule.HelpMarkdown = ruleHelp(r.RuleID, rr.Title, rr.Description, rr.HelpURI)
			out = append(out, rule)
		} else if title, helpURI, ok := workspace.CompilerCode(r.RuleID); ok {
			rule := sariflog.Rule{ID: r.RuleID, ShortDescription: title, HelpURI: helpURI, Level: "error",
				Tags: []string{workspace.CompilerAnalyzer}, Precision: "very-high"}
			rule.HelpText, rule.HelpMarkdown = ruleHelp(r.RuleID, title, "", helpURI)
			out = append(out, rule)
		} else {
			out = append(out, sariflog.Rule{ID: r.RuleID, Level: r.Level})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// compileChecksKind describes the run-level notification of each project's
// compile verdict.
var compileChecksKind = sariflog.NotificationKind{ID: "CompileChecks",
	ShortDescription: "Whether the compile checks of a project were complete; when partial, which dependencies were missing and which kinds of checks stayed silent"}

// compileChecksNote is the run-level notification of a project's compile
// verdict, at the project's manifest: a warning when partial or off (no
// result of a silent kind does not mean none), a note when complete. Its
// properties carry the verdict as analyze's JSON does.
func compileChecksNote(r *tools.AnalyzeResult) sariflog.Notification {
	v := r.CompileChecks
	level := "warning"
	if v.State == string(workspace.CompileComplete) {
		level = "note"
	}
	return sariflog.Notification{Level: level, Message: r.Project + ": " + v.Line(), Path: filepath.Join(r.Project, "app.json"),
		Descriptor: compileChecksKind, Properties: map[string]any{"compileChecks": v}}
}

// ruleHelp is a rule's help as GitHub shows it under an alert: the title,
// the whole description and the documentation link, as text and as
// Markdown.
func ruleHelp(id, title, description, helpURI string) (text, markdown string) {
	var t, m strings.Builder
	fmt.Fprintf(&t, "%s: %s", id, title)
	fmt.Fprintf(&m, "**%s: %s**", id, markdownEscape(title))
	if description != "" {
		fmt.Fprintf(&t, "\n\n%s", description)
		fmt.Fprintf(&m, "\n\n%s", markdownEscape(description))
	}
	if helpURI != "" {
		fmt.Fprintf(&t, "\n\nDocumentation: %s", helpURI)
		fmt.Fprintf(&m, "\n\n[Documentation](%s)", helpURI)
	}
	return t.String(), m.String()
}

// markdownEscape keeps a plain text plain in Markdown: the characters that
// would start emphasis, code, links, HTML or a heading are escaped.
func markdownEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]<>#|", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// addFingerprints gives every result its fingerprint (internal/fingerprint),
// its path taken relative to root with forward slashes, so that the same
// finding has the same name in every checkout.
func addFingerprints(results []sariflog.Result, root string) {
	finds := make([]located, len(results))
	for i, r := range results {
		finds[i] = located{r.RuleID, r.Path, r.Line, r.Column}
	}
	_, fps := fingerprintsUnder(root, finds)
	for i := range results {
		results[i].Fingerprint = fps[i]
	}
}

// located is a finding as fingerprints need it: its rule, its file's
// absolute path and its 1-based position.
type located struct {
	rule, path   string
	line, column int
}

// fingerprintsUnder names findings (internal/fingerprint) with their paths
// taken relative to root when they lie below it, with forward slashes, and
// their files read once each: what SARIF and baselines compare. It returns
// the items (their relative paths) and the fingerprints, in finds' order.
func fingerprintsUnder(root string, finds []located) ([]fingerprint.Item, []string) {
	items := make([]fingerprint.Item, len(finds))
	abs := map[string]string{}
	for i, f := range finds {
		rel := f.path
		if fspath.Within(root, f.path) {
			if p, err := filepath.Rel(root, f.path); err == nil {
				rel = p
			}
		}
		rel = filepath.ToSlash(rel)
		abs[rel] = f.path
		items[i] = fingerprint.Item{Rule: f.rule, Path: rel, Line: f.line, Column: f.column}
	}
	return items, fingerprint.Assign(items, func(rel string) []byte {
		b, err := os.ReadFile(abs[rel])
		if err != nil {
			return nil
		}
		return b
	})
}
