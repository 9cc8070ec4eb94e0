package rules

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/analysis/analysistest"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/applicationcop"
	"github.com/alfix/alfix/al/rules/codecop"
	"github.com/alfix/alfix/al/rules/formattingcop"
	"github.com/alfix/alfix/al/rules/platformcop"
	"github.com/alfix/alfix/al/syntax"
)

// copDir is the folder of the cop package of an analyzer group
// (CodeCop: codecop).
func copDir(group project.AnalyzerGroup) string { return strings.ToLower(string(group)) }

// fixtureDir is the fixture folder of a rule: testdata/<ID> of its cop
// package.
func fixtureDir(r *analysis.Rule) string { return filepath.Join(copDir(r.Analyzer), "testdata", r.ID) }

// TestRuleHomes checks that every rule of the registry lives in the package
// of its cop: its Run is declared there and its fixtures are there, so that
// the cop package's TestRules (which runs the rules of its analyzer group
// over its own testdata) runs it.
func TestRuleHomes(t *testing.T) {
	const module = "github.com/alfix/alfix/al/rules/"
	for _, r := range Registry().All() {
		run := runtime.FuncForPC(reflect.ValueOf(r.Run).Pointer()).Name()
		if want := module + copDir(r.Analyzer) + "."; !strings.HasPrefix(run, want) {
			t.Errorf("%s: Run is %s, want a function of %s", r.ID, run, strings.TrimSuffix(want, "."))
		}
		if st, err := os.Stat(fixtureDir(r)); err != nil || !st.IsDir() {
			t.Errorf("%s: no fixture folder %s", r.ID, fixtureDir(r))
		}
	}
}

// TestRegistryDescriptors checks what the registry derives and what the
// harness does not see: descriptors, documentation addresses, fix key
// owners, the rules that are off by default.
func TestRegistryDescriptors(t *testing.T) {
	offByDefault := []string{
		"AA0072", "AA0219", "AA0234", "AA0246", "AA0248", "AC0008", "AC0013", "AC0021", "DC0006", "DC0008", "DC0010", "FC0007", "LC0007", "LC0009",
		"LC0054", "LC0089", "LC0089i", "LC0097",
		"PC0005", "PC0006", "AS0055", "AS0073", "AS0076", "AS0138", "PTE0026",
	}
	reg := Registry()
	if len(reg.All()) != len(all) {
		t.Fatalf("registry has %d rules, the list %d", len(reg.All()), len(all))
	}
	for _, r := range reg.All() {
		if err := r.Validate(); err != nil {
			t.Error(err)
		}
		if want := analysis.DocURL(r.Analyzer, r.ID); r.HelpURI != want {
			t.Errorf("%s: HelpURI %q, want %q", r.ID, r.HelpURI, want)
		}
		if got, ok := reg.Lookup(r.ID); !ok || got != r {
			t.Errorf("%s is not registered under its id", r.ID)
		}
		for _, k := range r.FixKeys {
			if owner, ok := reg.FixKeyOwner(k); !ok || owner != r {
				t.Errorf("%s: fix key %s is not owned by the rule", r.ID, k)
			}
		}
		if r.OffByDefault != slices.Contains(offByDefault, r.ID) {
			t.Errorf("%s: OffByDefault = %v", r.ID, r.OffByDefault)
		}
		// PerTenantExtensionCop and AppSourceCop are named but not yet served
		// (al/project); their rules run through their packages' harness until
		// they are.
		if !slices.Contains(project.AllAnalyzerGroups, r.Analyzer) && r.Analyzer != project.PerTenantExtensionCop && r.Analyzer != project.AppSourceCop {
			t.Errorf("%s: analyzer %q is no group alfix serves", r.ID, r.Analyzer)
		}
	}
}

// ruleWithoutFixtures is a correct rule that nobody wrote fixtures for.
var ruleWithoutFixtures = &analysis.Rule{
	ID: "LC9999", Title: "Has no fixtures", Message: "m", Severity: analysis.SeverityInfo,
	Analyzer: project.LinterCop, Run: func(*analysis.Pass) {},
}

// A rule registered without fixtures fails its cop's suite.
func TestRuleWithoutFixturesFails(t *testing.T) {
	reg, err := analysis.NewRegistry(append(slices.Clone(Analyzer(project.LinterCop).All()), ruleWithoutFixtures)...)
	if err != nil {
		t.Fatal(err)
	}
	failures := analysistest.RegistryFailures(reg, filepath.Join(copDir(project.LinterCop), "testdata"))
	if !containsFailure(failures, "rule LC9999 has no fixtures") || len(failures) != 1 {
		t.Errorf("the harness reported %q, want one failure for LC9999", failures)
	}
}

// Mutants of real rules, each wrong in a way the old harness let pass, must
// fail the suite over the rule's own fixtures.
func TestMutantsFail(t *testing.T) {
	mutate := func(r *analysis.Rule, run func(pass *analysis.Pass)) *analysis.Rule {
		m := *r
		m.Run = run
		return &m
	}
	cases := []struct {
		name string
		rule *analysis.Rule
		want string
	}{
		{
			// AA0001 that also reports the first token of every file.
			name: "extra diagnostic",
			rule: mutate(codecop.AA0001, func(pass *analysis.Pass) {
				codecop.AA0001.Run(pass)
				pass.Reportf(pass.File.Tokens[0].Span, []any{"x"})
			}),
			want: "unexpected AA0001 diagnostic",
		},
		{
			// AC0002 whose fix also turns the file's first CRLF into LF.
			name: "LF in a CRLF file",
			rule: mutate(applicationcop.AC0002, func(pass *analysis.Pass) {
				rereport(pass, applicationcop.AC0002, func(fix analysis.Fix) analysis.Fix {
					if i := bytes.Index(pass.File.Src, []byte("\r\n")); i >= 0 {
						fix.Edits = append(fix.Edits, analysis.TextEdit{Span: syntax.Span{Start: i, End: i + 1}})
					}
					return fix
				})
			}),
			want: "line breaks are CRLF but the fixed text's are mixed",
		},
		{
			// FC0001 offering its fix under a key it does not declare.
			name: "undeclared fix key",
			rule: mutate(formattingcop.FC0001, func(pass *analysis.Pass) {
				rereport(pass, formattingcop.FC0001, func(fix analysis.Fix) analysis.Fix {
					fix.Key = "FC0001.Other"
					return fix
				})
			}),
			want: `fix key "FC0001.Other" is not in FC0001's FixKeys`,
		},
		{
			// PC0001 that reports the whole field instead of its name.
			name: "whole field instead of its name",
			rule: mutate(platformcop.PC0001, func(pass *analysis.Pass) {
				rereportAt(pass, platformcop.PC0001, syntax.Element)
			}),
			want: "it overlaps marker 1 6:18-6:27 \"Inventory\" but starts at 6:9, not 6:18",
		},
		{
			// AA0005 that reports the whole begin..end instead of begin.
			name: "whole block instead of begin",
			rule: mutate(codecop.AA0005, func(pass *analysis.Pass) {
				rereportAt(pass, codecop.AA0005, syntax.Block)
			}),
			want: `it starts at marker 1 8:28-8:33 "begin" but ends at 10:12, not 8:33`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			failures := analysistest.Failures(c.rule, fixtureDir(c.rule))
			if !containsFailure(failures, c.want) {
				t.Errorf("the harness did not report %q; it reported %q", c.want, failures)
			}
		})
	}
}

func containsFailure(failures []string, want string) bool {
	return slices.ContainsFunc(failures, func(f string) bool { return strings.Contains(f, want) })
}

// rereport runs rule over the pass's file and reports its diagnostics again
// through pass, with every fix changed by change.
func rereport(pass *analysis.Pass, rule *analysis.Rule, change func(analysis.Fix) analysis.Fix) {
	res := analysis.AnalyzeFile(context.Background(), pass.File, nil,
		[]analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}, analysis.Options{Summary: pass.Summary})
	for _, d := range res.Diagnostics {
		fixes := make([]analysis.Fix, len(d.Fixes))
		for i, fix := range d.Fixes {
			fixes[i] = change(fix)
		}
		pass.Report(analysis.Report{Span: d.Span, Message: d.Message, Fixes: fixes})
	}
}

// rereportAt runs rule over the pass's file and reports its diagnostics
// again through pass, each over the innermost node of the kind that holds
// its start.
func rereportAt(pass *analysis.Pass, rule *analysis.Rule, kind syntax.NodeKind) {
	f := pass.File
	res := analysis.AnalyzeFile(context.Background(), f, nil,
		[]analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}, analysis.Options{Summary: pass.Summary})
	for _, d := range res.Diagnostics {
		span := d.Span
		for n := f.NodeAt(d.Span.Start); n != nil; n = n.Parent {
			if n.Kind == kind {
				span = f.Span(n)
				break
			}
		}
		pass.Report(analysis.Report{Span: span, Message: d.Message, Fixes: d.Fixes})
	}
}
