package check

import (
	"context"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0185 over a dependency that is loaded or missing, the platform's System
// app always missing (a project in BCApps): a name no one declares is
// reported only when the dependency, which could declare it, is loaded.
func TestAL0185OverMissingDependency(t *testing.T) {
	dep := syntax.Parse("Dep.al", []byte("table 36 \"Sales Header\"\n{\n    fields { field(1; \"No.\"; Code[20]) { } }\n}\n"), syntax.Options{})
	own := syntax.Parse("Own.al", []byte("codeunit 50100 Own\n{\n    var\n        Header: Record \"Sales Header\";\n"+
		"        Missing: Record \"Sales Headers\";\n        Users: Record User;\n\n    procedure Run()\n    begin\n"+
		"        Page.Run(Page::\"No Such Page\");\n    end;\n}\n"), syntax.Options{})
	if len(dep.Errors)+len(own.Errors) > 0 {
		t.Fatalf("syntax errors: %v %v", dep.Errors, own.Errors)
	}
	for _, loaded := range []bool{true, false} {
		base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base Application", Publisher: "Microsoft"}, Origin: symbols.Missing}
		if loaded {
			base.Origin = symbols.FromPackage
			base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
		}
		system := &symbols.Dependency{App: symbols.App{ID: symbols.PlatformAppID, Name: "System", Publisher: "Microsoft"}, Origin: symbols.Missing}
		sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own App", Publisher: "P"}},
			[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{system, base})
		res := analysis.AnalyzeFile(context.Background(), own, &project.Config{},
			[]analysis.EnabledRule{{Rule: AL0185, Severity: AL0185.Severity}}, analysis.Options{Summary: sum})
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Message)
		}
		var want []string
		if loaded {
			want = []string{"Table 'Sales Headers' is missing.", "Page 'No Such Page' is missing."}
		}
		if !slices.Equal(got, want) {
			t.Errorf("dependency loaded %v: got %q, want %q", loaded, got, want)
		}
	}
}
