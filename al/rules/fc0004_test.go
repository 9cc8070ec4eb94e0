package rules

import (
	"context"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0004(t *testing.T) { analysistest.Run(t, FC0004, "testdata/FC0004") }

// codeDiagnostics runs one rule over src and returns its diagnostics.
func codeDiagnostics(t *testing.T, rule *analysis.Rule, src string) []analysis.Diagnostic {
	t.Helper()
	res := analysis.AnalyzeSource(context.Background(), "test.al", []byte(src), nil,
		[]analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}, analysis.Options{})
	if len(res.AnalyzerErrors) > 0 {
		t.Fatalf("analyzer errors: %v", res.AnalyzerErrors)
	}
	return res.Diagnostics
}

func TestFC0004CommentsBetweenEntriesHaveNoFix(t *testing.T) {
	src := "codeunit 50150 X\n{\n    Permissions = tabledata Item = r, // read\n        tabledata Customer = r;\n}\n"
	ds := codeDiagnostics(t, FC0004, src)
	if len(ds) != 1 {
		t.Fatalf("got %d diagnostics, want 1", len(ds))
	}
	if len(ds[0].Fixes) != 0 {
		t.Errorf("a list with comments between entries was offered a fix: %+v", ds[0].Fixes)
	}
}

func TestFC0004IrregularListIsSkipped(t *testing.T) {
	// An entry without '=' is not a permission list this rule understands.
	src := "codeunit 50150 X\n{\n    Permissions = tabledata Item, tabledata Customer = r;\n}\n"
	if ds := codeDiagnostics(t, FC0004, src); len(ds) != 0 {
		t.Errorf("got %d diagnostics for an irregular list, want 0", len(ds))
	}
}
