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

// warnings are the checks whose compiler code is a warning.
var warnings = map[string]bool{"AL0432": true, "AL0603": true}

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
		want := "Error"
		if warnings[r.ID] {
			want = "Warning"
		}
		if r.Analyzer != Analyzer || string(r.Severity) != want || len(r.FixKeys) > 0 {
			t.Errorf("%s: analyzer %s, severity %s, fix keys %v; want Compiler, %s, none", r.ID, r.Analyzer, r.Severity, r.FixKeys, want)
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

// AL0122 on calls of procedures without a return value, with the project's
// dependencies loaded (AL0122's own fixtures run on files alone, where
// such a call is not judged).
func TestAL0122NoValue(t *testing.T) {
	analysistest.Run(t, AL0122, "testdata/AL0122_novalue")
}

// AL0124 and AL0246 on page extensions' modify elements whose target the
// loaded dependency declares: the properties of the target's kind.
func TestModifyTargets(t *testing.T) {
	analysistest.Run(t, AL0124, "testdata/AL0124_modify")
	analysistest.Run(t, AL0246, "testdata/AL0246_modify")
}

// AL0171 on report data items' DataItemLink, with the dependency that
// declares their tables loaded.
func TestDataItemLinks(t *testing.T) {
	analysistest.Run(t, AL0171, "testdata/AL0171_links")
}
