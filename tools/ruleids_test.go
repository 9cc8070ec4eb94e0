package tools

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"
)

// An id in ruleIds that is neither a rule nor shaped like a compiler id
// matches nothing: the result says so instead of looking clean.
func TestAnalyzeWarnsAboutUnknownRuleIDs(t *testing.T) {
	ws := openWorkspace(t, fixture(t))
	res, te := Analyze(context.Background(), ws, AnalyzeArgs{Limit: ptr(math.MaxInt32), RuleIDs: []string{"tt0001", "XX0001", "AL0118"}}, nil)
	if te != nil {
		t.Fatal(te)
	}
	var about []string
	for _, w := range res.Warnings {
		if strings.HasPrefix(w, "ruleIds names ") {
			about = append(about, w)
		}
	}
	if len(about) != 1 || !strings.Contains(about[0], "XX0001") {
		t.Errorf("warnings about ruleIds: %q", about)
	}
	if got := UnknownRuleIDs(ws.Registry(), []string{" tt0001", "al0118", "AL118", "ALX118", "zz"}); !slices.Equal(got, []string{"AL118", "ALX118", "ZZ"}) {
		t.Errorf("UnknownRuleIDs = %q", got)
	}
}
