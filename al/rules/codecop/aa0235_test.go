package codecop

import (
	"context"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// An OnCompanyInitialize subscriber in a loaded dependency satisfies AA0235,
// as it does CodeCop (Microsoft's W1 apps rely on Base Application's); a
// dependency that declares codeunit 2 with subscribers to other events does
// not, and the finding sits on the codeunit's name, where a pragma around the
// codeunit line suppresses it. Without codeunit 2 (an app below Base
// Application, as System Application) there is nothing to subscribe to and
// nothing is reported.
func TestAA0235DependencySubscriber(t *testing.T) {
	install := syntax.Parse("install.al", []byte(`codeunit 50235 "App Install"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;
}
`), syntax.Options{})
	dep := func(event string) *symbols.Dependency {
		f := syntax.Parse("dep.al", []byte(`codeunit 50300 "Base Subscribers"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company-Initialize", '`+event+`', '', false, false)]
    local procedure Handle()
    begin
    end;
}

codeunit 2 "Company-Initialize"
{
    [IntegrationEvent(false, false)]
    procedure OnCompanyInitialize()
    begin
    end;
}
`), syntax.Options{})
		return &symbols.Dependency{App: symbols.App{Name: "Base"}, Symbols: symbols.Build([]*symbols.FileSymbols{symbols.Extract(f)})}
	}
	for _, tc := range []struct {
		name string
		deps []*symbols.Dependency
		want []string
	}{
		{"no dependency: codeunit 2 unknown", nil, nil},
		{"dependency subscribes to another event", []*symbols.Dependency{dep("OnAfterInitialize")}, []string{`"App Install"`}},
		{"dependency subscribes", []*symbols.Dependency{dep("OnCompanyInitialize")}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum := symbols.BuildApp(symbols.AppInfo{}, []*symbols.FileSymbols{symbols.Extract(install)}, tc.deps)
			cfg := &project.Config{Analyzers: project.AllAnalyzerGroups}
			res := analysis.AnalyzeFile(context.Background(), install, cfg,
				[]analysis.EnabledRule{{Rule: AA0235, Severity: AA0235.Severity}}, analysis.Options{Summary: sum})
			var got []string
			for _, d := range res.Diagnostics {
				got = append(got, install.Text(d.Span))
			}
			if len(got) != len(tc.want) || len(got) == 1 && got[0] != tc.want[0] {
				t.Errorf("reported at %q, want %q", got, tc.want)
			}
		})
	}
}
