package main

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"

	"github.com/alfix/alfix/tools"
)

func TestRulesCommand(t *testing.T) {
	root := copyFixture(t)
	code, out, errOut := runCLI(t, root, "rules", "--format", "json", "--store", "off")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res tools.ListRulesResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	found := false
	for i, r := range res.Rules {
		if r.Analyzer != "CodeCop" {
			t.Errorf("%s: cop %s, but the fixture enables only CodeCop", r.ID, r.Analyzer)
		}
		if i > 0 && res.Rules[i-1].ID >= r.ID {
			t.Errorf("not sorted at %s", r.ID)
		}
		if r.RuleDetails != nil {
			t.Errorf("%s: verbose fields without --verbose", r.ID)
		}
		found = found || r.ID == "AA0005"
	}
	if !found {
		t.Error("AA0005 not listed")
	}
	code, out, _ = runCLI(t, "", "rules", "--verbose", "--store", "off", "src")
	if code != 0 || !strings.Contains(out, "AA0005") || !strings.Contains(out, "AA0005.RemoveBeginEnd") {
		t.Errorf("verbose text: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, "", "rules", "--cop", "NopeCop", "--store", "off"); code != 2 || !strings.Contains(errOut, "--cop names no known analyzer") {
		t.Errorf("unknown cop: exit %d %s", code, errOut)
	}
}

func TestRulesOutsideAProject(t *testing.T) {
	// Outside a project every rule is listed with its defaults.
	code, out, errOut := runCLI(t, t.TempDir(), "rules", "--verbose", "--store", "off")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	served := 0 // the rules of the groups alfix serves (a group's rules may be registered before it is)
	for _, r := range rules.Registry().All() {
		if slices.Contains(project.AllAnalyzerGroups, r.Analyzer) {
			served++
		}
	}
	if len(lines) != served {
		t.Errorf("%d lines for %d rules", len(lines), served)
	}
	if !strings.Contains(out, "FC0001.RemoveSemicolon") {
		t.Errorf("fix keys missing:\n%s", out)
	}
}

// alfix rules prints every rule, however many pages list_rules cuts them
// into (it once stopped at the tool's default page of 200).
func TestRulesListsEveryRulePastOnePage(t *testing.T) {
	sample, err := filepath.Abs("../../testdata/sample")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, sample, "rules", "--store", "off", "--code-analyzers",
		"${CodeCop},${UICop},${AppSourceCop},${PerTenantExtensionCop},ALCops.Analyzers.dll")
	lines := strings.Count(out, "\n")
	if code != 0 || lines != len(rules.Registry().All()) {
		t.Fatalf("exit %d: %d rules listed, the registry has %d\n%s", code, lines, len(rules.Registry().All()), errOut)
	}
}
