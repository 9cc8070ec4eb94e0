package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/analysis/analysistest"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/applicationcop"
	"github.com/alfix/alfix/al/rules/codecop"
	"github.com/alfix/alfix/al/rules/lintercop"
	"github.com/alfix/alfix/al/rules/platformcop"
	"github.com/alfix/alfix/internal/cputime"
)

// declFixes returns the fixes of the rule's only diagnostic in src.
func declFixes(t *testing.T, rule *analysis.Rule, src string) []analysis.Fix {
	t.Helper()
	ds := analysistest.Diagnostics(t, rule, src)
	if len(ds) != 1 {
		t.Fatalf("%s: got %d diagnostics, want 1: %v", rule.ID, len(ds), ds)
	}
	return ds[0].Fixes
}

func TestDeclNoFixAcrossDirectivesOrComments(t *testing.T) {
	for _, tc := range []struct {
		rule *analysis.Rule
		src  string
	}{
		{lintercop.LC0095, "codeunit 50190 C\n{\n    procedure P(a: Integer; /* why */ b: Integer): Integer\n    begin\n        exit(a);\n    end;\n}\n"},
		{lintercop.LC0095, "codeunit 50191 C\n{\n    procedure P(a: Integer;\n#if CLEAN99\n        c: Integer;\n#endif\n        b: Integer): Integer\n    begin\n        exit(a);\n    end;\n}\n"},
		{codecop.AA0228, "codeunit 50192 C\n{\n    local procedure P()\n    begin\n#if CLEAN99\n        Message('x');\n#endif\n    end;\n}\n"},
		{codecop.AA0137, "codeunit 50193 C\n{\n    procedure P()\n    var\n        x: Integer\n#if CLEAN99\n        ;\n#else\n        ;\n#endif\n    begin\n    end;\n}\n"},
	} {
		if fixes := declFixes(t, tc.rule, tc.src); len(fixes) != 0 {
			t.Errorf("%s offered %d fixes for\n%s", tc.rule.ID, len(fixes), tc.src)
		}
	}
}

// A var section with a comment between its declarations keeps its var
// keyword (and the comment) when its only variable goes.
func TestAA0137KeepsCommentedSection(t *testing.T) {
	src := "codeunit 50194 C\n{\n    procedure P()\n    var\n        // note\n        x: Integer;\n    begin\n    end;\n}\n"
	fixes := declFixes(t, codecop.AA0137, src)
	if len(fixes) != 1 {
		t.Fatalf("got %d fixes, want 1", len(fixes))
	}
	out, err := analysis.ApplyFix(map[string][]byte{"test.al": []byte(src)}, fixes[0], "test.al")
	if err != nil {
		t.Fatal(err)
	}
	want := "codeunit 50194 C\n{\n    procedure P()\n    var\n        // note\n    begin\n    end;\n}\n"
	if got := string(out["test.al"]); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// A parameter of a local procedure is removed with its arguments only when
// every call is known and no removed argument has a side effect.
func TestAA0137ParameterNoFix(t *testing.T) {
	for _, src := range []string{
		// the removed argument calls a function
		"codeunit 50195 C\n{\n    procedure E()\n    begin\n        P(Today());\n    end;\n\n    local procedure P(x: Date)\n    begin\n    end;\n}\n",
		// overloads
		"codeunit 50196 C\n{\n    procedure E()\n    begin\n        P(1);\n        P('a');\n    end;\n\n    local procedure P(x: Integer)\n    begin\n    end;\n\n    local procedure P(t: Text)\n    begin\n        Message(t);\n    end;\n}\n",
		// a call on another instance
		"codeunit 50197 C\n{\n    var\n        Other: Codeunit C;\n\n    procedure E()\n    begin\n        Other.P(1);\n    end;\n\n    local procedure P(x: Integer)\n    begin\n    end;\n}\n",
	} {
		ds := analysistest.Diagnostics(t, codecop.AA0137, src)
		if len(ds) != 1 {
			t.Fatalf("got %d diagnostics, want 1 in\n%s", len(ds), src)
		}
		if len(ds[0].Fixes) != 0 {
			t.Errorf("fix offered for\n%s", src)
		}
	}
}

// BenchmarkDeclRules runs the declaration rules over a generated codeunit
// of 400 procedures with locals, parameters and calls (scopes computed once
// per iteration, as in a real run).
func BenchmarkDeclRules(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("codeunit 50199 \"Bench\"\n{\n    var\n        G1: Integer;\n        G2: Guid;\n\n")
	for i := range 400 {
		fmt.Fprintf(&sb, "    local procedure P%d(A: Integer; B: Text): Boolean\n    var\n        X: Integer;\n        Y: Integer;\n    begin\n", i)
		fmt.Fprintf(&sb, "        X := A;\n        G1 += X;\n        if G2 = '' then\n            exit(P%d(X, B));\n        exit(false);\n    end;\n\n", (i+1)%400)
	}
	sb.WriteString("}\n")
	src := []byte(sb.String())
	rules := []analysis.EnabledRule{}
	for _, r := range []*analysis.Rule{codecop.AA0137, lintercop.LC0095, codecop.AA0228, codecop.AA0206, applicationcop.AC0011, platformcop.PC0015} {
		rules = append(rules, analysis.EnabledRule{Rule: r, Severity: r.Severity})
	}
	cfg := &project.Config{Analyzers: project.AllAnalyzerGroups}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	cpu := cputime.Used()
	for range b.N {
		res := analysis.AnalyzeSource(context.Background(), "bench.al", src, cfg, rules, analysis.Options{})
		if len(res.Diagnostics) == 0 {
			b.Fatal("no diagnostics")
		}
	}
	reportCPU(b, cpu)
}
