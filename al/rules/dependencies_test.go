package rules

import (
	"context"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/applicationcop"
	"github.com/alfix/alfix/al/rules/codecop"
	"github.com/alfix/alfix/al/rules/formattingcop"
	"github.com/alfix/alfix/al/rules/lintercop"
	"github.com/alfix/alfix/al/rules/platformcop"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Rules that know a dependency's objects through the summary's dependency
// layer: they judge names of a dependency's tables, fields, procedures and
// pages as they judge the project's own, and stay as cautious as before
// when the dependency is not loaded.

const baseApp = `table 18 "Base Customer"
{
    Caption = 'Base Customer';
    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { Caption = 'Name'; }
        field(3; "Last Date"; Date) { Caption = 'Last Date'; ToolTip = 'Specifies the date.'; }
        field(4; "Sys Ref"; Guid) { Caption = 'Sys Ref'; }
        field(5; Today; Date) { Caption = 'Today'; }
        field(6; Code2; Code[10]) { }
    }
}

page 21 "Base Customer Card"
{
    Caption = 'Base Customer Card';
    SourceTable = "Base Customer";
}

codeunit 70 "Base Credit"
{
    procedure CheckCredit(): Boolean
    begin
        exit(true);
    end;
}
`

// dependencySummary builds a project summary of src over the dependency
// baseApp (loaded, or missing when loaded is false).
func dependencySummary(t *testing.T, src string, loaded bool) (*syntax.File, *symbols.Summary) {
	t.Helper()
	dep := syntax.Parse("Base.al", []byte(baseApp), syntax.Options{})
	own := syntax.Parse("Own.al", []byte(src), syntax.Options{})
	if len(own.Errors) > 0 || len(dep.Errors) > 0 {
		t.Fatalf("syntax errors: %v %v", own.Errors, dep.Errors)
	}
	base := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base", Publisher: "P"}, Origin: symbols.Missing}
	if loaded {
		base.Origin = symbols.FromPackage
		base.Symbols = symbols.BuildApp(symbols.AppInfo{App: base.App}, []*symbols.FileSymbols{symbols.Extract(dep)}, nil)
	}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own", Publisher: "P"}},
		[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{base})
	return own, sum
}

// reported runs rule on src over the dependency and returns the reported
// texts.
func reported(t *testing.T, rule *analysis.Rule, src string, loaded bool) []string {
	t.Helper()
	f, sum := dependencySummary(t, src, loaded)
	res := analysis.AnalyzeFile(context.Background(), f, &project.Config{Analyzers: project.AllAnalyzerGroups},
		[]analysis.EnabledRule{{Rule: rule, Severity: rule.Severity}}, analysis.Options{Summary: sum})
	for _, e := range res.AnalyzerErrors {
		t.Fatalf("%s: %s", e.RuleID, e.Message)
	}
	var out []string
	for _, d := range res.Diagnostics {
		out = append(out, f.Text(d.Span))
	}
	return out
}

func TestRulesSeeDependencyObjects(t *testing.T) {
	pageExt := `pageextension 50100 "My Card Ext" extends "Base Customer Card"
{
    layout
    {
        addlast(Content)
        {
            field(MyName; Rec.Name) { }
            field(MyNo; Rec."No.") { }
            field(MyCode; Rec.Code2) { }
        }
    }

    trigger OnOpenPage()
    var
        Credit: Codeunit "Base Credit";
    begin
        if Today = 0D then
            Message(Format(WorkDate));
        Rec."NO." := '';
        if Credit.CHECKCREDIT() then;
    end;
}
`
	tableExt := `tableextension 50101 "My Customer Ext" extends "Base Customer"
{
    procedure Check(): Integer
    begin
        if "Sys Ref" = '' then
            exit(0);
        exit(Date2DWY("Last Date", 1));
    end;
}
`
	for _, c := range []struct {
		name         string
		rule         *analysis.Rule
		src          string
		loaded, miss []string // reported with the dependency loaded, and missing
	}{
		// ToolTips and captions come from the dependency's table fields.
		{"AA0218", codecop.AA0218, pageExt, []string{"MyName", "MyCode"}, nil},
		{"AC0011", applicationcop.AC0011, pageExt, []string{"MyCode"}, nil},
		// Today is a field of the dependency's table; WorkDate is not.
		{"FC0003", formattingcop.FC0003, pageExt, []string{"WorkDate"}, nil},
		{"AA0008", codecop.AA0008, pageExt, []string{"WorkDate"}, nil},
		// Fields and procedures of the dependency as declared there.
		{"FC0002", formattingcop.FC0002, pageExt, []string{`"NO."`, "CHECKCREDIT"}, nil},
		{"PC0015", platformcop.PC0015, tableExt, []string{`"Sys Ref" = ''`}, nil},
		{"LC0083", lintercop.LC0083, tableExt, []string{`Date2DWY("Last Date", 1)`}, []string{`Date2DWY("Last Date", 1)`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := reported(t, c.rule, c.src, true); !slices.Equal(got, c.loaded) {
				t.Errorf("dependency loaded: got %q, want %q", got, c.loaded)
			}
			if got := reported(t, c.rule, c.src, false); !slices.Equal(got, c.miss) {
				t.Errorf("dependency missing: got %q, want %q", got, c.miss)
			}
		})
	}
}
