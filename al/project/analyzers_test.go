package project

import (
	"slices"
	"strings"
	"testing"
)

func TestMapAnalyzerSpecs(t *testing.T) {
	alcops := []AnalyzerGroup{ApplicationCop, DocumentationCop, FormattingCop, LinterCop, PlatformCop, TestAutomationCop}
	for _, tc := range []struct {
		spec string
		want []AnalyzerGroup
		warn string // fragment of the single expected warning; "" for none
	}{
		{"${CodeCop}", []AnalyzerGroup{CodeCop}, ""},
		{"${codecop}", []AnalyzerGroup{CodeCop}, ""},
		{" ${CodeCop} ", []AnalyzerGroup{CodeCop}, ""},
		{"${UICop}", []AnalyzerGroup{UICop}, ""},
		{"${uicop}", []AnalyzerGroup{UICop}, ""},
		{"${AppSourceCop}", []AnalyzerGroup{AppSourceCop}, ""},
		{"${PerTenantExtensionCop}", []AnalyzerGroup{PerTenantExtensionCop}, ""},
		{"${analyzerFolder}Microsoft.Dynamics.Nav.UICop.dll", []AnalyzerGroup{UICop}, ""},
		{`C:\al\bin\Analyzers\Microsoft.Dynamics.Nav.AppSourceCop.dll`, []AnalyzerGroup{AppSourceCop}, ""},
		{"Microsoft.Dynamics.Nav.PerTenantExtensionCop.DLL", []AnalyzerGroup{PerTenantExtensionCop}, ""},
		{"${PTECop}", nil, "unknown analyzer ${PTECop}"},
		{"Microsoft.Dynamics.Nav.Compiler.dll", nil, "unknown analyzer"},
		{"${analyzerFolder}Microsoft.Dynamics.Nav.CodeCop.dll", []AnalyzerGroup{CodeCop}, ""},
		{"${analyzerFolder}ALCops.LinterCop.dll", []AnalyzerGroup{LinterCop}, ""},
		{"${AnalyzerFolder}alcops.lintercop.DLL", []AnalyzerGroup{LinterCop}, ""},
		{"./.codeAnalysis/ALCops.ApplicationCop.dll", []AnalyzerGroup{ApplicationCop}, ""},
		{`.\.codeAnalysis\ALCops.DocumentationCop.dll`, []AnalyzerGroup{DocumentationCop}, ""},
		{"/home/me/.vscode/extensions/alcops/ALCops.FormattingCop.dll", []AnalyzerGroup{FormattingCop}, ""},
		{"${workspaceFolder}/analyzers/ALCops.PlatformCop.dll", []AnalyzerGroup{PlatformCop}, ""},
		{"ALCops.TestAutomationCop.dll", []AnalyzerGroup{TestAutomationCop}, ""},
		{"ALCops.TestAutomationCop", []AnalyzerGroup{TestAutomationCop}, ""},
		{"${analyzerFolder}ALCops.Analyzers.dll", alcops, ""},
		{"C:/tools/ALCops.dll", alcops, ""},
		{"c:\\tools\\BusinessCentral.LinterCop.dll", []AnalyzerGroup{LinterCop}, ""},
		{"${analyzerFolder}BusinessCentral.LinterCop.dll", []AnalyzerGroup{LinterCop}, ""},
		{"LinterCop", []AnalyzerGroup{LinterCop}, ""},
		{"codeCop", []AnalyzerGroup{CodeCop}, ""},
		{"nonsense", nil, "unknown analyzer nonsense"},
		{"${Nonsense}", nil, "unknown analyzer ${Nonsense}"},
		{"c:\\tools\\Some.Other.Analyzer.dll", nil, "unknown analyzer"},
		{"", nil, "empty"},
		{"   ", nil, "empty"},
	} {
		got, warns := MapAnalyzerSpecs([]string{tc.spec})
		if got == nil {
			t.Errorf("%q: groups is nil, want non-nil", tc.spec)
		}
		if !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
			t.Errorf("%q: groups = %v, want %v", tc.spec, got, tc.want)
		}
		switch {
		case tc.warn == "" && len(warns) != 0:
			t.Errorf("%q: unexpected warnings %q", tc.spec, warns)
		case tc.warn != "" && (len(warns) != 1 || !strings.Contains(warns[0], tc.warn)):
			t.Errorf("%q: warnings = %q, want one containing %q", tc.spec, warns, tc.warn)
		}
	}
}

func TestMapAnalyzerSpecsCombines(t *testing.T) {
	got, warns := MapAnalyzerSpecs([]string{
		"${analyzerFolder}ALCops.PlatformCop.dll", "${UICop}", "${CodeCop}",
		"BusinessCentral.LinterCop.dll", "ALCops.LinterCop.dll", "${CodeCop}", "junk.dll",
	})
	want := []AnalyzerGroup{CodeCop, LinterCop, PlatformCop, UICop} // canonical order, no duplicates
	if !slices.Equal(got, want) {
		t.Errorf("groups = %v, want %v", got, want)
	}
	wantWarnings(t, warns, "junk.dll")

	got, warns = MapAnalyzerSpecs(nil)
	if got == nil || len(got) != 0 || len(warns) != 0 {
		t.Errorf("MapAnalyzerSpecs(nil) = %v, %v", got, warns)
	}
}

func TestParseAnalyzerGroup(t *testing.T) {
	for _, g := range AllAnalyzerGroups {
		if got, ok := ParseAnalyzerGroup(strings.ToUpper(string(g))); !ok || got != g {
			t.Errorf("ParseAnalyzerGroup(%s) = %q, %v", g, got, ok)
		}
	}
	for _, s := range []string{"Compiler", "PTECop", "", "Cop"} {
		if _, ok := ParseAnalyzerGroup(s); ok {
			t.Errorf("ParseAnalyzerGroup(%q) succeeded", s)
		}
	}
	if len(AllAnalyzerGroups) != 10 {
		t.Errorf("AllAnalyzerGroups has %d groups", len(AllAnalyzerGroups))
	}
}
