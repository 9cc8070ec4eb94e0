package analysis

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/alfix/alfix/al/syntax"
)

// BenchmarkRunRulesManyQuickRules is the runner's own cost per file: 450
// rules (about every analyzer's) that find nothing over a small file.
func BenchmarkRunRulesManyQuickRules(b *testing.B) {
	const n = 450
	rules := make([]EnabledRule, n)
	for i := range rules {
		rules[i] = EnabledRule{&Rule{ID: fmt.Sprintf("TT%04d", i), Title: "t", Message: "m", Severity: SeverityInfo,
			Analyzer: "LinterCop", Run: func(*Pass) {}}, SeverityInfo}
	}
	f := syntax.Parse("a.al", []byte(frameworkSource), syntax.Options{})
	env := passEnv{file: f, shared: &fileShared{}}
	opts := Options{RuleBudget: time.Minute}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if out := runRules(ctx, rules, env, opts); len(out) != 0 {
			b.Fatalf("%d outcomes", len(out))
		}
	}
}
