package check

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

const obsoleteDep = `table 17 "G/L Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Old Flag"; Boolean) { ObsoleteState = Pending; ObsoleteReason = 'Not used'; }
        field(3; "Old Account"; Code[20]) { ObsoleteState = Removed; }
    }
}
`

const obsoleteOwn = `codeunit 50100 "Own Use"
{
    procedure Use()
    var
        Entry: Record "G/L Entry";
    begin
        Entry."Old Flag" := true;
        Entry."Old Account" := '';
    end;
}
`

// obsoleteReported runs every check on obsoleteOwn over obsoleteDep as a
// loaded, missing or runtime-only dependency and returns "ID text" lines.
func obsoleteReported(t *testing.T, origin symbols.Origin) []string {
	t.Helper()
	dep := syntax.Parse("Dep.al", []byte(obsoleteDep), syntax.Options{})
	own := syntax.Parse("Own.al", []byte(obsoleteOwn), syntax.Options{})
	if len(dep.Errors)+len(own.Errors) > 0 {
		t.Fatalf("syntax errors: %v %v", dep.Errors, own.Errors)
	}
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base Application", Publisher: "Microsoft"}, Origin: origin}
	if origin != symbols.Missing {
		base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
	}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own App", Publisher: "P"}},
		[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{base})
	rules := []analysis.EnabledRule{{Rule: AL0432, Severity: AL0432.Severity}, {Rule: AL0433, Severity: AL0433.Severity}}
	res := analysis.AnalyzeFile(context.Background(), own, &project.Config{}, rules, analysis.Options{Summary: sum})
	if len(res.AnalyzerErrors) > 0 {
		t.Fatalf("%v", res.AnalyzerErrors)
	}
	var out []string
	for _, d := range res.Diagnostics {
		out = append(out, d.RuleID+" "+string(d.Severity)+" "+own.Text(d.Span))
	}
	return out
}

func TestObsoleteOverDependency(t *testing.T) {
	want := []string{`AL0432 Warning "Old Flag"`, `AL0433 Error "Old Account"`}
	if got := obsoleteReported(t, symbols.FromPackage); !slices.Equal(got, want) {
		t.Errorf("loaded: got %q, want %q", got, want)
	}
	// Without the dependency nothing about its declarations is known.
	if got := obsoleteReported(t, symbols.Missing); len(got) > 0 {
		t.Errorf("missing dependency: reported %q", got)
	}
}

// A ruleset chooses the action of a compiler warning, not of an error.
func TestEnabledForRuleset(t *testing.T) {
	dir := t.TempDir()
	write := func(action string) *project.Config {
		path := filepath.Join(dir, action+".ruleset.json")
		text := `{"name": "r", "generalAction": "None", "rules": [` +
			`{"id": "AL0432", "action": "` + action + `"}, {"id": "AL0433", "action": "None"}, {"id": "AL0132", "action": "Hidden"}]}`
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		rs, err := project.LoadRuleset(path)
		if err != nil {
			t.Fatal(err)
		}
		return &project.Config{Ruleset: rs}
	}
	severityOf := func(rules []analysis.EnabledRule, id string) project.Severity {
		for _, r := range rules {
			if r.Rule.ID == id {
				return r.Severity
			}
		}
		return "off"
	}
	for action, want := range map[string]project.Severity{"None": "off", "Error": "Error", "Hidden": "Hidden", "Default": "Warning"} {
		rules := EnabledFor(write(action))
		if got := severityOf(rules, "AL0432"); got != want {
			t.Errorf("ruleset %s: AL0432 %s, want %s", action, got, want)
		}
		if got := severityOf(rules, "AL0433"); got != "Error" {
			t.Errorf("ruleset %s: AL0433 %s, want Error (a compiler error is not the ruleset's)", action, got)
		}
		if got := severityOf(rules, "AL0132"); got != "Error" {
			t.Errorf("ruleset %s: AL0132 %s, want Error", action, got)
		}
		if len(rules) != len(all)-map[bool]int{true: 1}[want == "off"] {
			t.Errorf("ruleset %s: %d rules of %d", action, len(rules), len(all))
		}
	}
	// Without a ruleset: every check at its own severity.
	if got := severityOf(EnabledFor(&project.Config{}), "AL0432"); got != "Warning" {
		t.Errorf("no ruleset: AL0432 %s", got)
	}
}
