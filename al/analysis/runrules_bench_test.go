package analysis

import (
	"context"
	"testing"
)

// BenchmarkRunRulesManyQuickRules is the runner's own cost per file: 450
// rules (about every analyzer's) that find nothing over a small file.
func BenchmarkRunRulesManyQuickRules(b *testing.B) {
	rules, _ := quickRules(nil, nil, "TT", 450, 0)
	env, opts := smallFile()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if out := runRules(ctx, rules, env, opts); len(out) != 0 {
			b.Fatalf("%d outcomes", len(out))
		}
	}
}
