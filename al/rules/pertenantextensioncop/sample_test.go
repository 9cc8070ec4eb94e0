package pertenantextensioncop_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// sampleDir is a small per-tenant extension with one planted defect per
// family of rules (see its README.md).
const sampleDir = "../../../testdata/pte"

// TestSampleExtension runs every PerTenantExtensionCop rule over the sample
// extension as a project over its base app and checks that they report
// exactly the planted defects of expected.txt.
func TestSampleExtension(t *testing.T) {
	cfg, err := project.Load(sampleDir)
	if err != nil {
		t.Fatal(err)
	}
	var enabled []analysis.EnabledRule
	for _, r := range rules.Analyzer(project.PerTenantExtensionCop).All() {
		enabled = append(enabled, analysis.EnabledRule{Rule: r, Severity: r.Severity})
	}
	parse := func(dir string) ([]*syntax.File, []*symbols.FileSymbols) {
		paths, err := filepath.Glob(filepath.Join(sampleDir, dir, "*.al"))
		if err != nil || len(paths) == 0 {
			t.Fatalf("no AL files in %s: %v", dir, err)
		}
		var files []*syntax.File
		var syms []*symbols.FileSymbols
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			rel, _ := filepath.Rel(sampleDir, p)
			f := syntax.Parse(filepath.ToSlash(rel), src, analysis.ParseOptions(cfg))
			if len(f.Errors) > 0 {
				t.Fatalf("%s: syntax error %s", rel, f.Errors[0].Msg)
			}
			files = append(files, f)
			syms = append(syms, symbols.Extract(f))
		}
		return files, syms
	}
	_, baseSyms := parse("dependency")
	base := symbols.App{ID: "00000000-0000-0000-0000-0000000ba5e0", Name: "Base Stub", Publisher: "Fabrikam"}
	dep := &symbols.Dependency{App: base, Declared: base, Origin: symbols.FromPackage, Reach: symbols.Direct,
		Symbols: symbols.BuildApp(symbols.AppInfo{App: base}, baseSyms, nil)}
	files, syms := parse("src")
	own := symbols.App{ID: cfg.Manifest.ID, Name: cfg.Manifest.Name, Publisher: cfg.Manifest.Publisher}
	sum := symbols.BuildApp(symbols.AppInfo{App: own}, syms, []*symbols.Dependency{dep})

	var got []string
	for i, f := range files {
		res := analysis.AnalyzeFile(context.Background(), f, cfg, enabled, analysis.Options{Summary: sum, Symbols: syms[i]})
		for _, e := range res.AnalyzerErrors {
			t.Errorf("%s: %v", f.Name, e)
		}
		for _, d := range res.Diagnostics {
			line, _ := f.Lines.Position(d.Span.Start)
			got = append(got, fmt.Sprintf("%s:%d %s", f.Name, line, d.RuleID))
		}
	}
	slices.Sort(got)
	b, err := os.ReadFile(filepath.Join(sampleDir, "expected.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Fields(strings.ReplaceAll(string(b), " PTE", "|PTE"))
	for i := range want {
		want[i] = strings.Replace(want[i], "|", " ", 1)
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("diagnostics differ from expected.txt\ngot:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Every rule family has a planted defect: each rule of the package
	// reports at least once.
	for _, r := range enabled {
		if !slices.ContainsFunc(got, func(s string) bool { return strings.HasSuffix(s, " "+r.Rule.ID) }) {
			t.Errorf("%s reports nothing in the sample", r.Rule.ID)
		}
	}
}
