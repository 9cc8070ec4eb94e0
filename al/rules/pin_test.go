package rules

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

// Every rule's fixtures pin where it reports: a copy of the rule that
// reports the whole object, the syntax node around its finding or the
// token after it instead fails them (issue 38).
func TestFixturesPinSpans(t *testing.T) {
	for _, r := range Registry().All() {
		if un := analysistest.Unpinned(r, fixtureDir(r)); len(un) > 0 {
			t.Errorf("%s: its fixtures pass when it reports %s instead; mark the span it reports with [=...=]",
				r.ID, strings.Join(un, " or "))
		}
	}
}
