package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// codeRules are the rules built on helpers_code.go.
var codeRules = []*analysis.Rule{AA0207, AC0024, PC0011, AC0012, FC0004, FC0006, PC0019, AA0470,
	AC0014, AC0015, AC0016, AC0017, AA0218}

func TestCodeRulesDescriptors(t *testing.T) {
	for _, r := range codeRules {
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", r.ID, err)
		}
		if got, ok := Registry().Lookup(r.ID); !ok || got != r {
			t.Errorf("%s is not registered", r.ID)
		}
		for _, k := range r.FixKeys {
			if owner, ok := Registry().FixKeyOwner(k); !ok || owner != r {
				t.Errorf("%s: fix key %s is not owned by the rule", r.ID, k)
			}
		}
	}
}

func TestCodeMakeLocal(t *testing.T) {
	src := "codeunit 50100 X\n{\n" +
		"    [A]\n    procedure P1() begin end;\n" +
		"    internal procedure P2() begin end;\n" +
		"    [A]\n    [B(1)]\n    protected procedure P3() begin end;\n" +
		"    local procedure P4() begin end;\n}\n"
	f := syntax.Parse("x.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("parse: %v", f.Errors)
	}
	want := map[string]string{"P1": "local procedure P1", "P2": "local procedure P2", "P3": "local procedure P3", "P4": "local procedure P4"}
	for _, proc := range syntax.Procedures(f.Objects()[0]) {
		name := f.DeclName(proc)
		edit, ok := codeMakeLocal(f, proc)
		if !ok {
			t.Fatalf("%s: no edit", name)
		}
		out, err := analysis.ApplyEdits(f.Src, []analysis.TextEdit{edit})
		if err != nil {
			t.Fatal(err)
		}
		g := syntax.Parse("x.al", out, syntax.Options{})
		var got string
		for _, p := range syntax.Procedures(g.Objects()[0]) {
			if g.DeclName(p) == name {
				k := g.FindKeyword(p, syntax.KwProcedure)
				start := g.Tokens[k].Span.Start
				if m := codeAccessModifier(g, p); m >= 0 {
					start = g.Tokens[m].Span.Start
				}
				got = string(out[start:g.Tokens[g.NameToken(p)].Span.End])
			}
		}
		if got != want[name] {
			t.Errorf("%s: got %q, want %q", name, got, want[name])
		}
	}
}
