package check

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

// Every check's fixtures pin where it reports: a copy of the check that
// reports the whole object, the syntax node around its finding or the
// token after it instead fails them.
func TestFixturesPinSpans(t *testing.T) {
	for _, r := range Rules() {
		if un := analysistest.Unpinned(r, "testdata/"+r.ID); len(un) > 0 {
			t.Errorf("%s: its fixtures pass when it reports %s instead; mark the span it reports with [=...=]",
				r.ID, strings.Join(un, " or "))
		}
	}
}
