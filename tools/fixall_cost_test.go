package tools

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/workspace"
)

// costRules are a fixable CodeCop rule and two counting rules, one of
// CodeCop and one of LinterCop, whose runs the counters count.
func costRules(codeCopRuns, linterRuns *atomic.Int64) *analysis.Registry {
	fixable := &analysis.Rule{ID: "TT0030", Title: "Fixable", Message: "found %s", Severity: analysis.SeverityWarning,
		Analyzer: project.CodeCop, FixKeys: []string{"TT0030.Fix"}}
	fixable.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			if p.File.TokenText(i) == "FIXME" {
				p.Reportf(tok.Span, []any{"FIXME"}, p.Fix("Fix", "Fix it", analysis.TextEdit{Span: tok.Span, NewText: "Fixed"}))
			}
		}
	}
	other := &analysis.Rule{ID: "TT0031", Title: "Other", Message: "other", Severity: analysis.SeverityWarning, Analyzer: project.CodeCop}
	other.Run = func(*analysis.Pass) { codeCopRuns.Add(1) }
	linter := &analysis.Rule{ID: "TT0032", Title: "Linter", Message: "linter", Severity: analysis.SeverityWarning, Analyzer: project.LinterCop}
	linter.Run = func(*analysis.Pass) { linterRuns.Add(1) }
	reg, err := analysis.NewRegistry(fixable, other, linter)
	if err != nil {
		panic(err)
	}
	return reg
}

// TestApplyFixAllRunsOnlyItsRuleAfterAnalyses (issue 49: a fix-all cost
// ~6x after other analyses in the session): whatever the session analysed
// before, a fix-all runs no rule but the one it fixes (counted runs, not
// time). One file analysed before must not make it run every rule on the
// others.
func TestApplyFixAllRunsOnlyItsRuleAfterAnalyses(t *testing.T) {
	for _, tc := range []struct {
		name     string
		analyses []AnalyzeArgs
		fixWith  []string
	}{
		{"every analyzer, then fix-all with the project's", []AnalyzeArgs{{CodeAnalyzers: []string{"CodeCop", "LinterCop"}}}, nil},
		{"every analyzer, then fix-all with every analyzer", []AnalyzeArgs{{CodeAnalyzers: []string{"CodeCop", "LinterCop"}}}, []string{"CodeCop", "LinterCop"}},
		{"project's, every analyzer, then fix-all with the project's", []AnalyzeArgs{{}, {CodeAnalyzers: []string{"CodeCop", "LinterCop"}}}, nil},
		{"one file, then fix-all", []AnalyzeArgs{{FilePath: ptr("a0.al")}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var codeCop, linter atomic.Int64
			root := t.TempDir()
			os.WriteFile(filepath.Join(root, "app.json"), []byte(`{"id":"1","name":"n","publisher":"p","version":"1.0.0.0"}`), 0o644)
			for i := range 8 {
				os.WriteFile(filepath.Join(root, fmt.Sprintf("a%d.al", i)), []byte(fmt.Sprintf("FIXME x%d\n", i)), 0o644)
			}
			ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: costRules(&codeCop, &linter)})
			if err != nil {
				t.Fatal(err)
			}
			defer ws.Close()
			for _, a := range tc.analyses {
				a.ProjectPath = &root
				if _, te := AnalyzeWith(context.Background(), ws, nil, a, nil); te != nil {
					t.Fatalf("analyze: %+v", te)
				}
			}
			if codeCop.Load() == 0 {
				t.Fatal("the counting rule never ran in the analyses")
			}
			codeCop.Store(0)
			linter.Store(0)
			id := "TT0030"
			res, te := ApplyFixAll(context.Background(), ws, ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: &id, CodeAnalyzers: tc.fixWith, DryRun: true}, nil)
			if te != nil {
				t.Fatalf("apply_fix_all: %+v", te)
			}
			if res.DiagnosticsFound != 8 {
				t.Errorf("found %d, want 8", res.DiagnosticsFound)
			}
			if n := codeCop.Load() + linter.Load(); n != 0 {
				t.Errorf("the fix-all ran other rules %d times (CodeCop %d, LinterCop %d), want none", n, codeCop.Load(), linter.Load())
			}
		})
	}
}
