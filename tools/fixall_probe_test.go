package tools

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/workspace"
)

// TestApplyFixAllProbeSkipsOccurrencesWithoutFix: when the first occurrence
// of a rule offers no fix but later ones do, apply_fix_all fixes those
// instead of answering NoFixForDiagnostic.
func TestApplyFixAllProbeSkipsOccurrencesWithoutFix(t *testing.T) {
	rule := &analysis.Rule{ID: "TT0010", Title: "Mixed", Message: "found %s", Severity: analysis.SeverityWarning,
		Analyzer: project.CodeCop, FixKeys: []string{"TT0010.Fix"}}
	rule.Run = func(p *analysis.Pass) {
		for i, tok := range p.File.Tokens {
			switch p.File.TokenText(i) {
			case "NOFIXHERE":
				p.Reportf(tok.Span, []any{"NOFIXHERE"})
			case "FIXME":
				p.Reportf(tok.Span, []any{"FIXME"}, p.Fix("Fix", "Fix it", analysis.TextEdit{Span: tok.Span, NewText: "Fixed"}))
			}
		}
	}
	reg, err := analysis.NewRegistry(rule)
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "app.json"), []byte(`{"id":"1","name":"n","publisher":"p","version":"1.0.0.0"}`), 0o644)
	os.WriteFile(filepath.Join(root, "a.al"), []byte("NOFIXHERE\n"), 0o644)
	os.WriteFile(filepath.Join(root, "b.al"), []byte("FIXME FIXME\n"), 0o644)
	ws, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	id := "TT0010"
	res, te := ApplyFixAll(context.Background(), ws, ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: &id}, nil)
	if te != nil {
		t.Fatalf("apply_fix_all: %+v", te)
	}
	if !res.Applied || res.DiagnosticsFound != 3 || len(res.UnfixedDiagnostics) != 1 {
		t.Errorf("applied %v found %d unfixed %+v", res.Applied, res.DiagnosticsFound, res.UnfixedDiagnostics)
	}
	if b, _ := os.ReadFile(filepath.Join(root, "b.al")); string(b) != "Fixed Fixed\n" {
		t.Errorf("b.al = %q", b)
	}
	// Only occurrences without a fix: NoFixForDiagnostic.
	os.WriteFile(filepath.Join(root, "b.al"), []byte("nothing\n"), 0o644)
	if _, te := ApplyFixAll(context.Background(), ws, ApplyFixAllArgs{ProjectPath: &root, DiagnosticID: &id}, nil); te == nil || te.Reason != ReasonNoFixForDiagnostic {
		t.Errorf("want NoFixForDiagnostic, got %+v", te)
	}
}
