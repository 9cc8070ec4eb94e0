package check

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestChecks(t *testing.T) {
	for _, r := range Rules() {
		t.Run(r.ID, func(t *testing.T) { analysistest.Run(t, r, "testdata/"+r.ID) })
	}
}

func TestDescriptors(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules() {
		if err := r.Validate(); err != nil {
			t.Error(err)
		}
		if seen[r.ID] {
			t.Errorf("%s listed twice", r.ID)
		}
		seen[r.ID] = true
		if r.Analyzer != Analyzer || r.Severity != "Error" || len(r.FixKeys) > 0 {
			t.Errorf("%s: analyzer %s, severity %s, fix keys %v; want Compiler, Error, none", r.ID, r.Analyzer, r.Severity, r.FixKeys)
		}
		if r.HelpURI != HelpURI(r.ID) || r.HelpURI == "" {
			t.Errorf("%s: HelpURI %q", r.ID, r.HelpURI)
		}
	}
}

// AL0185 without the platform's System app (a project in BCApps): names the
// platform may declare are not reported, every other missing name is.
func TestAL0185WithoutSystem(t *testing.T) {
	analysistest.Run(t, AL0185, "testdata/AL0185_platform")
}
