package main

import (
	"strings"
	"testing"
)

// --code-analyzers chooses what runs in analyze, rules and fix; --rule and
// --analyzers filter what analyze prints.
func TestCodeAnalyzersAndRuleFlags(t *testing.T) {
	root := copyFixture(t)
	code, out, errOut := runCLI(t, root, "analyze", "--store", "off", "--code-analyzers", "LinterCop")
	if code != 0 || strings.Contains(out, " AA0005:") || !strings.Contains(errOut, "0 diagnostic(s)") {
		t.Errorf("--code-analyzers LinterCop: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "analyze", "--store", "off", "--rule", "aa0005", "--rule", "PC0038,AA0005")
	if code != 0 || strings.Count(out, " AA0005:") != 3 || strings.Count(out, "\n") != 3 {
		t.Errorf("--rule: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "analyze", "--store", "off", "--analyzers", "LinterCop")
	if code != 0 || out != "" {
		t.Errorf("--analyzers LinterCop filter: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runCLI(t, "", "rules", "--store", "off", "--code-analyzers", "LinterCop")
	if code != 0 || !strings.Contains(out, "LC0019") || strings.Contains(out, "AA0005") {
		t.Errorf("rules --code-analyzers LinterCop: exit %d\n%s", code, out)
	}
	code, _, errOut = runCLI(t, "", "fix", "--store", "off", "--code-analyzers", "LinterCop", "--rule", "AA0005", "--dry-run")
	if code != 2 || !strings.Contains(errOut, "not among the project's analyzers (LinterCop)") {
		t.Errorf("fix --code-analyzers LinterCop --rule AA0005: exit %d\n%s", code, errOut)
	}
}

// A list that names nothing alfix serves, or a rule id that is neither a
// rule nor a compiler id, is a usage error: the run would report nothing
// and pass.
func TestCodeAnalyzersAndRuleFlagErrors(t *testing.T) {
	root := copyFixture(t)
	t.Chdir(root)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "--store", "off", "--code-analyzers", "Bogus.dll"}, "names no analyzer alfix serves"},
		{[]string{"analyze", "--store", "off", "--code-analyzers", ","}, "names no analyzer alfix serves (it is empty)"},
		{[]string{"rules", "--store", "off", "--code-analyzers", "${PTECop}"}, "unknown analyzer ${PTECop}"},
		{[]string{"fix", "--store", "off", "--rule", "AA0005", "--code-analyzers", "nope"}, "unknown analyzer nope"},
		{[]string{"analyze", "--store", "off", "--rule", "AA0005,ZZ9999"}, "--rule ZZ9999: no rule alfix serves"},
		{[]string{"analyze", "--store", "off", "--analyzers", "Nope"}, "pass analyzer specs with --code-analyzers"},
	}
	for _, c := range cases {
		code, out, errOut := runCLI(t, "", c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	// Microsoft's other cops are served; of one served in part, the run says
	// how much, of one served whole, nothing.
	if code, out, errOut := runCLI(t, "", "rules", "--store", "off", "--format", "json", "--code-analyzers", "${AppSourceCop}"); code != 0 ||
		!strings.Contains(out+errOut, "analyzer AppSourceCop: alfix serves") {
		t.Errorf("rules --code-analyzers ${AppSourceCop}: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, out, errOut := runCLI(t, "", "rules", "--store", "off", "--format", "json", "--code-analyzers", "${PerTenantExtensionCop}"); code != 0 ||
		!strings.Contains(out, `"totalCount":26`) || strings.Contains(out+errOut, "alfix serves") {
		t.Errorf("rules --code-analyzers ${PerTenantExtensionCop}: exit %d\n%s\n%s", code, out, errOut)
	}
	// A compiler id is a valid filter though no rule has it.
	if code, _, errOut := runCLI(t, "", "analyze", "--store", "off", "--rule", "AL0118"); code != 0 {
		t.Errorf("--rule AL0118: exit %d\n%s", code, errOut)
	}
}

func TestListFlag(t *testing.T) {
	var l listFlag
	if l.values != nil {
		t.Fatal("an unset flag must be nil")
	}
	_ = l.Set(" A, ,B ")
	_ = l.Set("C")
	if got := l.String(); got != "A,B,C" {
		t.Errorf("got %q", got)
	}
	var e listFlag
	_ = e.Set(" , ")
	if e.values == nil || len(e.values) != 0 {
		t.Errorf("a given but empty flag must be empty, not nil: %#v", e.values)
	}
}
