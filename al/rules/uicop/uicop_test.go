package uicop_test

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
)

// TestRules runs every UICop rule of the registry over its fixtures in
// testdata/<ID> with the strict harness: a rule without fixtures, a
// fixture folder without a rule, an unexpected diagnostic or a fix that
// differs fail.
func TestRules(t *testing.T) {
	analysistest.RunRegistry(t, rules.Analyzer(project.UICop), "testdata")
}
