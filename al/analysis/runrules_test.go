package analysis

import (
	"context"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// runRules keeps only the outcomes with something in them, in rule order:
// a file where most of hundreds of rules find nothing costs no outcome
// per rule.
func TestRunRulesKeepsNonEmptyOutcomes(t *testing.T) {
	f := syntax.Parse("a.al", []byte("codeunit 50100 A { }"), syntax.Options{})
	quiet := &Rule{ID: "T0100", Run: func(*Pass) {}}
	loud := &Rule{ID: "T0101", Message: "found %s", Run: func(p *Pass) { p.Reportf(syntax.Span{Start: 0, End: 1}, []any{"x"}) }}
	var rules []EnabledRule
	for i := range 300 {
		r := quiet
		if i == 7 || i == 250 {
			r = loud
		}
		rules = append(rules, EnabledRule{Rule: r, Severity: SeverityWarning})
	}
	env := passEnv{file: f, config: ViewOf(nil), shared: &fileShared{}}
	out := runRules(context.Background(), rules, env, Options{})
	if len(out) != 2 || len(out[0].diags) != 1 || out[0].diags[0].Message != "found x" || len(out[1].diags) != 1 {
		t.Fatalf("runRules returned %d outcomes, want the 2 with diagnostics: %+v", len(out), out)
	}
}
