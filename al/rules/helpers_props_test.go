package rules

import (
	"context"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// propsDiagnostics runs one rule over src and returns its diagnostics.
func propsDiagnostics(t *testing.T, rule *analysis.Rule, src string) []analysis.Diagnostic {
	t.Helper()
	cfg := &project.Config{Analyzers: project.AllAnalyzerGroups}
	res := analysis.AnalyzeSource(context.Background(), "test.al", []byte(src), cfg,
		[]analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}, analysis.Options{})
	for _, e := range res.AnalyzerErrors {
		t.Fatalf("rule %s failed: %s", e.RuleID, e.Message)
	}
	return res.Diagnostics
}

func TestAC0009TooLongCaptionHasNoFix(t *testing.T) {
	ds := propsDiagnostics(t, AC0009, `permissionset 50190 "AC0009 Long"
{
    Caption = 'This caption is far longer than thirty characters';
}`)
	if len(ds) != 1 {
		t.Fatalf("got %d diagnostics, want 1", len(ds))
	}
	if len(ds[0].Fixes) != 0 {
		t.Errorf("a caption longer than 30 characters got fixes %v; MaxLength = 30 would not compile", ds[0].FixKeys())
	}
}

func TestPropertyRuleDescriptors(t *testing.T) {
	offByDefault := map[string]bool{"PC0005": true, "PC0006": true}
	for _, r := range []*analysis.Rule{PC0001, LC0019, LC0020, LC0094, PC0024, PC0026, AC0018, AC0020,
		AC0009, AC0007, AC0002, AC0003, PC0005, PC0006} {
		if err := r.Validate(); err != nil {
			t.Error(err)
		}
		if r.OffByDefault != offByDefault[r.ID] {
			t.Errorf("%s: OffByDefault = %v", r.ID, r.OffByDefault)
		}
		if !r.HasFix() {
			t.Errorf("%s offers no fix", r.ID)
		}
		if want := alcopsHelp(string(r.Analyzer), r.ID); r.HelpURI != want {
			t.Errorf("%s: HelpURI %q, want %q", r.ID, r.HelpURI, want)
		}
	}
}

func TestAddPropertyToEmptyOneLineBody(t *testing.T) {
	ds := propsDiagnostics(t, PC0005, "report 50100 R {}")
	if len(ds) != 1 || len(ds[0].Fixes) != 1 {
		t.Fatalf("got %d diagnostics, want 1 with a fix", len(ds))
	}
	out, err := analysis.ApplyEdits([]byte("report 50100 R {}"), ds[0].Fixes[0].Edits)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(out), "report 50100 R { Extensible = true; }"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
