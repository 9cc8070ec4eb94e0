package rules

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// wantComment marks the findings a line of the AppSource app must have:
// `// want AS0011 AS0098`.
var wantComment = regexp.MustCompile(`// want ((?:AS\d{4} ?)+)$`)

// TestAppSourceApp runs every AppSourceCop rule over a small AppSource-style
// app (testdata/appsourceapp: app.json, AppSourceCop.json and one planted
// defect per rule family) as a project, with its real configuration and a
// summary of all its files, and wants exactly the findings its `// want`
// comments name, on their lines.
func TestAppSourceApp(t *testing.T) {
	dir := filepath.Join("testdata", "appsourceapp")
	cfg, err := project.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	paths, err := filepath.Glob(filepath.Join(dir, "src", "*.al"))
	if err != nil || len(paths) < 5 {
		t.Fatalf("app files: %v %v", paths, err)
	}
	slices.Sort(paths)
	var files []*syntax.File
	var fileSyms []*symbols.FileSymbols
	want := map[string]bool{}
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f := syntax.Parse(p, src, analysis.ParseOptions(cfg))
		if len(f.Errors) > 0 {
			t.Fatalf("%s: syntax errors %v", p, f.Errors)
		}
		files = append(files, f)
		fileSyms = append(fileSyms, symbols.Extract(f))
		for i, line := range strings.Split(string(src), "\n") {
			if m := wantComment.FindStringSubmatch(strings.TrimRight(line, "\r")); m != nil {
				for _, id := range strings.Fields(m[1]) {
					want[fmt.Sprintf("%s:%d %s", p, i+1, id)] = true
				}
			}
		}
	}
	sum := symbols.Build(fileSyms)
	var enabled []analysis.EnabledRule
	for _, r := range Analyzer(project.AppSourceCop).All() {
		enabled = append(enabled, analysis.EnabledRule{Rule: r, Severity: r.Severity})
	}
	got := map[string]bool{}
	for i, f := range files {
		res := analysis.AnalyzeFile(context.Background(), f, cfg, enabled, analysis.Options{Summary: sum, Symbols: fileSyms[i]})
		for _, e := range res.AnalyzerErrors {
			t.Errorf("%s failed on %s: %s", e.RuleID, e.Path, e.Message)
		}
		for _, d := range res.Diagnostics {
			line, _ := f.Position(d.Span.Start)
			got[fmt.Sprintf("%s:%d %s", f.Name, line, d.RuleID)] = true
		}
	}
	for k := range want {
		if !got[k] {
			t.Errorf("missed: %s", k)
		}
	}
	for k := range got {
		if !want[k] {
			t.Errorf("unexpected: %s", k)
		}
	}
	if len(want) < 14 {
		t.Errorf("only %d planted defects", len(want))
	}
}
