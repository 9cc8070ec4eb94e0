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
