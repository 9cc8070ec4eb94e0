// Package analysistest runs AL rules over fixture files and checks their
// diagnostics and fixes, in the manner of golang.org/x/tools/go/analysis/analysistest.
//
// A rule's fixtures live in one folder (usually testdata/<RuleID> beside the
// rule) laid out as:
//
//	HasDiagnostic/**/*.al     every [|marked|] span intersects a diagnostic of the rule
//	NoDiagnostic/**/*.al      no diagnostic of the rule intersects any marked span
//	HasFix/<case>/current.al  the fix at the first marker, applied, gives expected.al
//	HasFix/<case>/expected.al
//	HasFix/<case>/key.txt     optional: the equivalence key to apply (needed when
//	                          the diagnostic offers several)
//	HasFixAll/<case>/...      FixAll at document scope fixes every marker
//	app.json, alcops.json     optional, in the rule folder or a case folder: the
//	                          project configuration the fixtures run under
//
// Markers are `[|` and `|]` around source text; they are removed before the
// file is parsed, and a marker's span is computed in the stripped text. An
// empty marker `[||]` marks a point. "Intersects" counts touching spans.
// Expected files are compared after normalising CRLF to LF; every fixed
// result must also parse without syntax errors. Run the tests with -update to
// rewrite expected.al files from the current behaviour.
//
// The rule under test runs even when it is off by default.
package analysistest

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

var update = flag.Bool("update", false, "rewrite expected.al files of HasFix and HasFixAll cases")

// Marker is the span of one [|...|] marker in the stripped source.
type Marker = syntax.Span

// StripMarkers removes every marker from src and returns the clean source and
// the markers' spans in it. Markers cannot nest.
func StripMarkers(src []byte) ([]byte, []Marker, error) {
	var out bytes.Buffer
	var markers []Marker
	open := -1
	for i := 0; i < len(src); i++ {
		switch {
		case bytes.HasPrefix(src[i:], []byte("[|")):
			if open >= 0 {
				return nil, nil, fmt.Errorf("nested marker at byte %d", i)
			}
			open = out.Len()
			i++
		case bytes.HasPrefix(src[i:], []byte("|]")) && open >= 0:
			markers = append(markers, Marker{Start: open, End: out.Len()})
			open = -1
			i++
		default:
			out.WriteByte(src[i])
		}
	}
	if open >= 0 {
		return nil, nil, fmt.Errorf("unclosed marker")
	}
	return out.Bytes(), markers, nil
}

// Intersects reports whether two spans overlap or touch.
func Intersects(a, b syntax.Span) bool { return a.Start <= b.End && b.Start <= a.End }

// Run runs every fixture under dir for the rule, each as a subtest.
func Run(t *testing.T, rule *analysis.Rule, dir string) {
	t.Helper()
	ran := 0
	for _, kind := range []string{"HasDiagnostic", "NoDiagnostic"} {
		// Fixtures may sit in subfolders with their own app.json (a runtime
		// gate, say).
		var files []string
		_ = filepath.WalkDir(filepath.Join(dir, kind), func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".al") {
				files = append(files, path)
			}
			return nil
		})
		for _, f := range files {
			ran++
			rel, _ := filepath.Rel(filepath.Join(dir, kind), f)
			t.Run(kind+"/"+strings.TrimSuffix(filepath.ToSlash(rel), ".al"), func(t *testing.T) {
				if kind == "HasDiagnostic" {
					HasDiagnostic(t, rule, f)
				} else {
					NoDiagnostic(t, rule, f)
				}
			})
		}
	}
	for _, kind := range []string{"HasFix", "HasFixAll"} {
		cases, _ := filepath.Glob(filepath.Join(dir, kind, "*", "current.al"))
		for _, c := range cases {
			ran++
			caseDir := filepath.Dir(c)
			t.Run(kind+"/"+filepath.Base(caseDir), func(t *testing.T) {
				if kind == "HasFix" {
					HasFix(t, rule, caseDir)
				} else {
					HasFixAll(t, rule, caseDir)
				}
			})
		}
	}
	if ran == 0 {
		t.Fatalf("no fixtures for %s under %s", rule.ID, dir)
	}
}

// fixture is a loaded fixture file.
type fixture struct {
	path    string
	src     []byte
	markers []Marker
	cfg     *project.Config
}

func load(t *testing.T, path string) fixture {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src, markers, err := StripMarkers(raw)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return fixture{path: path, src: src, markers: markers, cfg: configFor(t, filepath.Dir(path))}
}

// configFor loads the project configuration for fixtures in dir: the nearest
// app.json in dir or up to two parents (case folder, kind folder, rule
// folder), else an empty configuration with every analyzer group enabled.
func configFor(t *testing.T, dir string) *project.Config {
	t.Helper()
	for d, i := dir, 0; i < 3; d, i = filepath.Dir(d), i+1 {
		if _, err := os.Stat(filepath.Join(d, "app.json")); err == nil {
			cfg, err := project.Load(d)
			if err != nil {
				t.Fatalf("fixture configuration %s: %v", d, err)
			}
			cfg.Analyzers = project.AllAnalyzerGroups
			return cfg
		}
	}
	return &project.Config{Analyzers: project.AllAnalyzerGroups}
}

func enabled(rule *analysis.Rule) []analysis.EnabledRule {
	return []analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}
}

// analyze parses the fixture and returns the file and the rule's live
// diagnostics, failing the test on syntax errors or a rule failure.
func analyze(t *testing.T, rule *analysis.Rule, fx fixture) (*syntax.File, []analysis.Diagnostic) {
	t.Helper()
	f := syntax.Parse(fx.path, fx.src, analysis.ParseOptions(fx.cfg))
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		t.Errorf("%s:%d:%d: fixture has a syntax error: %s", fx.path, line, col, e.Msg)
	}
	res := analysis.AnalyzeFile(context.Background(), f, fx.cfg, enabled(rule), analysis.Options{})
	for _, e := range res.AnalyzerErrors {
		t.Fatalf("%s: rule %s failed: %s", fx.path, e.RuleID, e.Message)
	}
	var live []analysis.Diagnostic
	for _, d := range res.Diagnostics {
		if d.RuleID == rule.ID && !d.Suppressed {
			live = append(live, d)
		}
	}
	return f, live
}

func describe(f *syntax.File, span syntax.Span) string {
	l1, c1 := f.Lines.Position(span.Start)
	l2, c2 := f.Lines.Position(span.End)
	return fmt.Sprintf("%d:%d-%d:%d %q", l1, c1, l2, c2, f.Text(span))
}

// HasDiagnostic checks that every marker of the file intersects a diagnostic
// of the rule.
func HasDiagnostic(t *testing.T, rule *analysis.Rule, path string) {
	t.Helper()
	fx := load(t, path)
	if len(fx.markers) == 0 {
		t.Fatalf("%s: a HasDiagnostic fixture needs at least one marker", path)
	}
	f, diags := analyze(t, rule, fx)
	for _, m := range fx.markers {
		found := false
		for _, d := range diags {
			found = found || Intersects(d.Span, m)
		}
		if !found {
			t.Errorf("%s: no %s diagnostic at marker %s; got %s", path, rule.ID, describe(f, m), listDiags(f, diags))
		}
	}
}

// NoDiagnostic checks that no diagnostic of the rule intersects a marker of
// the file (and, when the file has no markers, that there is none at all).
func NoDiagnostic(t *testing.T, rule *analysis.Rule, path string) {
	t.Helper()
	fx := load(t, path)
	f, diags := analyze(t, rule, fx)
	for _, d := range diags {
		if len(fx.markers) == 0 {
			t.Errorf("%s: unexpected %s diagnostic at %s: %s", path, rule.ID, describe(f, d.Span), d.Message)
			continue
		}
		for _, m := range fx.markers {
			if Intersects(d.Span, m) {
				t.Errorf("%s: unexpected %s diagnostic at %s: %s", path, rule.ID, describe(f, d.Span), d.Message)
			}
		}
	}
}

func listDiags(f *syntax.File, diags []analysis.Diagnostic) string {
	if len(diags) == 0 {
		return "none"
	}
	var parts []string
	for _, d := range diags {
		parts = append(parts, describe(f, d.Span))
	}
	return strings.Join(parts, ", ")
}

// fixKey returns the key named in the case's key.txt, or "".
func fixKey(t *testing.T, caseDir string) string {
	b, err := os.ReadFile(filepath.Join(caseDir, "key.txt"))
	if os.IsNotExist(err) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

// chooseKey picks the key to apply among a diagnostic's keys.
func chooseKey(t *testing.T, caseDir string, keys []string) string {
	t.Helper()
	if k := fixKey(t, caseDir); k != "" {
		for _, have := range keys {
			if have == k {
				return k
			}
		}
		t.Fatalf("%s: key %q not offered; the diagnostic offers %v", caseDir, k, keys)
	}
	switch len(keys) {
	case 0:
		t.Fatalf("%s: the diagnostic offers no fix", caseDir)
	case 1:
		return keys[0]
	}
	t.Fatalf("%s: the diagnostic offers several keys %v; name one in key.txt", caseDir, keys)
	return ""
}

// HasFix applies the fix of the rule's diagnostic at the first marker of
// current.al and compares the result with expected.al.
func HasFix(t *testing.T, rule *analysis.Rule, caseDir string) {
	t.Helper()
	fx := load(t, filepath.Join(caseDir, "current.al"))
	if len(fx.markers) == 0 {
		t.Fatalf("%s: current.al needs a marker", caseDir)
	}
	f, diags := analyze(t, rule, fx)
	var target *analysis.Diagnostic
	for i := range diags {
		if Intersects(diags[i].Span, fx.markers[0]) {
			target = &diags[i]
			break
		}
	}
	if target == nil {
		t.Fatalf("%s: no %s diagnostic at the first marker %s; got %s", caseDir, rule.ID, describe(f, fx.markers[0]), listDiags(f, diags))
	}
	key := chooseKey(t, caseDir, target.FixKeys())
	fix, _ := target.FixByKey(key)
	out, err := analysis.ApplyFix(map[string][]byte{fx.path: fx.src}, fix, fx.path)
	if err != nil {
		t.Fatalf("%s: %v", caseDir, err)
	}
	got, ok := out[fx.path]
	if !ok {
		got = fx.src
	}
	compareExpected(t, caseDir, fx, got)
}

// HasFixAll runs FixAll at document scope over current.al with the key of
// the first diagnostic's fix (or key.txt), expects one diagnostic per marker
// before and none fixable after, and compares the result with expected.al.
func HasFixAll(t *testing.T, rule *analysis.Rule, caseDir string) {
	t.Helper()
	fx := load(t, filepath.Join(caseDir, "current.al"))
	f, diags := analyze(t, rule, fx)
	if len(diags) != len(fx.markers) {
		t.Errorf("%s: %d markers but %d %s diagnostics: %s", caseDir, len(fx.markers), len(diags), rule.ID, listDiags(f, diags))
	}
	if len(diags) == 0 {
		t.Fatalf("%s: no %s diagnostics", caseDir, rule.ID)
	}
	key := chooseKey(t, caseDir, diags[0].FixKeys())
	res, err := analysis.FixAll(context.Background(), analysis.FixAllRequest{
		Rule: enabled(rule)[0], Key: key, Files: map[string][]byte{fx.path: fx.src}, Config: fx.cfg,
	})
	if err != nil {
		t.Fatalf("%s: FixAll: %v", caseDir, err)
	}
	for _, d := range res.Unfixed {
		if _, ok := d.FixByKey(key); ok {
			t.Errorf("%s: FixAll left a fixable diagnostic at %d: %s", caseDir, d.Span.Start, d.Message)
		}
	}
	got, ok := res.Changed[fx.path]
	if !ok {
		got = fx.src
	}
	compareExpected(t, caseDir, fx, got)
}

// compareExpected compares a fixed source with expected.al (CRLF normalised),
// rewriting it under -update, and checks that the result parses cleanly.
func compareExpected(t *testing.T, caseDir string, fx fixture, got []byte) {
	t.Helper()
	f := syntax.Parse(fx.path, got, analysis.ParseOptions(fx.cfg))
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		t.Errorf("%s: the fixed text has a syntax error at %d:%d: %s\n%s", caseDir, line, col, e.Msg, got)
	}
	expPath := filepath.Join(caseDir, "expected.al")
	if *update {
		if err := os.WriteFile(expPath, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(expPath)
	if err != nil {
		t.Fatalf("%s (run with -update to create it)", err)
	}
	if norm(got) != norm(want) {
		t.Errorf("%s: fixed text differs from expected.al\n--- got ---\n%s\n--- want ---\n%s", caseDir, got, want)
	}
}

func norm(b []byte) string { return strings.ReplaceAll(string(b), "\r\n", "\n") }
