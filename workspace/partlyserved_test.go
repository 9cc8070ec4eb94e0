package workspace

import (
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// A project that enables one of Microsoft's cops of which alfix serves only
// some rules (AppSourceCop: the breaking-change and the no-baseline rules,
// not all 143) is told how many the registry holds; one with no rule there
// is told that the cop checks nothing. Groups alfix serves whole (UICop,
// PerTenantExtensionCop, CodeCop, the ALCops groups) say nothing.
func TestConfigSaysWhatPartlyServedGroupsCheck(t *testing.T) {
	as := *upperBegin
	as.ID, as.Analyzer, as.FixKeys, as.BatchFix = "AS9901", project.AppSourceCop, nil, nil
	as2 := as
	as2.ID = "AS9902"
	reg, err := analysis.NewRegistry(upperBegin, &as, &as2)
	if err != nil {
		t.Fatal(err)
	}
	root := writeProject(t, map[string]string{
		"a.al": "codeunit 50100 A { }",
		".vscode/settings.json": `{"al.codeAnalyzers": ["${CodeCop}", "${UICop}", ` +
			`"${analyzerFolder}Microsoft.Dynamics.Nav.AppSourceCop.dll", "ALCops.FormattingCop.dll"]}`,
	})
	w, err := Open(t.Context(), Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	cfg, err := w.Projects()[0].Config(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []project.AnalyzerGroup{project.CodeCop, project.FormattingCop, project.UICop, project.AppSourceCop}
	if !slices.Equal(cfg.Analyzers, want) {
		t.Errorf("Analyzers = %v, want %v", cfg.Analyzers, want)
	}
	var got []string
	for _, w := range cfg.Warnings {
		if strings.HasPrefix(w, "analyzer ") {
			got = append(got, w)
		}
	}
	wantWarns := []string{"analyzer AppSourceCop: alfix serves 2 of its rules, not all that Microsoft's AppSourceCop checks"}
	if !slices.Equal(got, wantWarns) {
		t.Errorf("warnings = %q, want %q", got, wantWarns)
	}

	// With specs passed by a tool, the same; groups served whole say nothing.
	cfg, err = w.Projects()[0].Config([]string{"${PerTenantExtensionCop}", "${CodeCop}", "${UICop}"})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range cfg.Warnings {
		if strings.HasPrefix(w, "analyzer ") {
			t.Errorf("fully served groups: warning %q", w)
		}
	}
	if ws := PartlyServedWarnings(reg, []project.AnalyzerGroup{project.CodeCop, project.FormattingCop, project.UICop, project.PerTenantExtensionCop}); len(ws) != 0 {
		t.Errorf("fully served groups: warnings %q", ws)
	}
	empty, err := analysis.NewRegistry(upperBegin)
	if err != nil {
		t.Fatal(err)
	}
	if ws := PartlyServedWarnings(empty, []project.AnalyzerGroup{project.AppSourceCop}); len(ws) != 1 || ws[0] != "analyzer AppSourceCop: alfix serves none of its rules yet: it checks nothing" {
		t.Errorf("AppSourceCop without rules: warnings %q", ws)
	}
}
