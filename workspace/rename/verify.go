package rename

import (
	"context"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/workspace"
)

// A Verdict is what the compile checks say of a project after a write.
type Verdict struct {
	// State is the compile checks' state (complete, partial, off).
	State string
	// Errors counts compile errors (syntax errors included), the first
	// few of which are listed in First.
	Errors int
	First  []workspace.Finding
}

// maxFirstErrors bounds Verdict.First.
const maxFirstErrors = 5

// CompileChecks analyses p with its compile checks only (no cop runs):
// what a rename's answer reports after writing.
func CompileChecks(ctx context.Context, p *workspace.Project) (*Verdict, error) {
	cfg, err := p.Config(nil)
	if err != nil {
		return nil, err
	}
	only := *cfg
	only.Analyzers, only.ExplicitAnalyzers = nil, nil
	res, err := p.Analyze(ctx, workspace.AnalyzeRequest{Config: &only})
	if err != nil {
		return nil, err
	}
	v := &Verdict{State: string(res.CompileChecks.State)}
	for _, f := range res.Findings.All() {
		if f.Analyzer == workspace.CompilerAnalyzer && f.Severity == analysis.SeverityError && !f.Suppressed {
			v.Errors++
			if len(v.First) < maxFirstErrors {
				v.First = append(v.First, *f)
			}
		}
	}
	return v, nil
}
