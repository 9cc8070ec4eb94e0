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

const subscriberDep = `table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}
`

const subscriberOwn = `codeunit 50100 Subs
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValdiateEvent', 'Name', false, false)]
    local procedure A(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Nmae', false, false)]
    local procedure B(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', 'Name', false, false)]
    local procedure C(var Rec: Record Customer; var RunTrigger: Boolean; CurrFieldNo: Integer; xRec: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterModifyEvent', '', false, false)]
    local procedure D(xRec: Integer)
    begin
    end;
}
`

// subscriberFindingsOver runs the subscriber checks on subscriberOwn over
// subscriberDep as a loaded or missing dependency.
func subscriberFindingsOver(t *testing.T, loaded bool) []string {
	t.Helper()
	dep := syntax.Parse("Dep.al", []byte(subscriberDep), syntax.Options{})
	own := syntax.Parse("Own.al", []byte(subscriberOwn), syntax.Options{})
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base Application", Publisher: "Microsoft"}, Origin: symbols.Missing}
	if loaded {
		base.Origin = symbols.FromPackage
		base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
	}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own", Publisher: "P"}},
		[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{base})
	var rules []analysis.EnabledRule
	for _, r := range []*analysis.Rule{AL0280, AL0282, AL0284, AL0288, AL0290} {
		rules = append(rules, analysis.EnabledRule{Rule: r, Severity: r.Severity})
	}
	res := analysis.AnalyzeFile(context.Background(), own, &project.Config{}, rules, analysis.Options{Summary: sum})
	if len(res.AnalyzerErrors) > 0 {
		t.Fatal(res.AnalyzerErrors)
	}
	var out []string
	for _, d := range res.Diagnostics {
		out = append(out, d.RuleID+" "+own.Text(d.Span))
	}
	slices.Sort(out)
	return out
}

func TestSubscriberChecksNeedTheDependency(t *testing.T) {
	want := []string{
		"AL0280 'Nmae'", "AL0280 'OnAfterValdiateEvent'",
		"AL0282 CurrFieldNo", "AL0282 xRec",
		"AL0284 xRec", "AL0288 RunTrigger", "AL0290 'Name'",
	}
	if got := subscriberFindingsOver(t, true); !slices.Equal(got, want) {
		t.Errorf("loaded:\n%q\nwant\n%q", got, want)
	}
	if got := subscriberFindingsOver(t, false); len(got) > 0 {
		t.Errorf("reported over a missing dependency: %q", got)
	}
}
