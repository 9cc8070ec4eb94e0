package workspace

import (
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// A project that enables one of Microsoft's cops of which alfix serves only
// some rules is told how many the registry holds; one with no rule there is
// told that the cop checks nothing. Groups alfix serves whole say nothing.
func TestConfigSaysWhatPartlyServedGroupsCheck(t *testing.T) {
	ui := *upperBegin
	ui.ID, ui.Analyzer, ui.FixKeys, ui.BatchFix = "AW0901", project.UICop, nil, nil
	ui2 := ui
	ui2.ID = "AW0902"
	reg, err := analysis.NewRegistry(upperBegin, &ui, &ui2)
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
	wantWarns := []string{
		"analyzer UICop: alfix serves 2 of its rules, not all that Microsoft's UICop checks",
		"analyzer AppSourceCop: alfix serves none of its rules yet: it checks nothing",
	}
	if !slices.Equal(got, wantWarns) {
		t.Errorf("warnings = %q, want %q", got, wantWarns)
	}

	// With specs passed by a tool, the same; without a partly served group, none.
	cfg, err = w.Projects()[0].Config([]string{"${PerTenantExtensionCop}", "${CodeCop}"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(cfg.Warnings, "analyzer PerTenantExtensionCop: alfix serves none of its rules yet: it checks nothing") {
		t.Errorf("PerTenantExtensionCop: warnings %q", cfg.Warnings)
	}
	if ws := PartlyServedWarnings(reg, []project.AnalyzerGroup{project.CodeCop, project.FormattingCop}); len(ws) != 0 {
		t.Errorf("fully served groups: warnings %q", ws)
	}
	if ws := PartlyServedWarnings(reg, []project.AnalyzerGroup{project.UICop}); len(ws) != 1 || !strings.Contains(ws[0], "serves 2 of") {
		t.Errorf("UICop: warnings %q", ws)
	}
}
