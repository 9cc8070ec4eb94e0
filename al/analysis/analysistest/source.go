package analysistest

import (
	"context"
	"testing"

	"github.com/alfix/alfix/al/analysis"
)

// Diagnostics runs one rule, at its default severity, over src (a file
// test.al without markers, outside any project) and returns its
// diagnostics. A rule that fails (an analyzer error) fails the test. It is
// for tests that check a property of a single diagnostic, such as a fix
// withheld, that fixtures cannot state.
func Diagnostics(t *testing.T, rule *analysis.Rule, src string) []analysis.Diagnostic {
	t.Helper()
	res := analysis.AnalyzeSource(context.Background(), "test.al", []byte(src), nil,
		[]analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}, analysis.Options{})
	for _, e := range res.AnalyzerErrors {
		t.Fatalf("rule %s failed: %s", e.RuleID, e.Message)
	}
	return res.Diagnostics
}
