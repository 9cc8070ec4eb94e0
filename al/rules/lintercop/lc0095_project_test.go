package lintercop

import (
	"context"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// The LC0095 fix across files: the parameter goes from the signature and
// the argument from every call site the project's sources hold, and the fix
// is offered only when no caller can be outside the project.

const lc0095Table = `table 50190 "Credit Customer"
{
    Caption = 'Credit Customer';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; Blocked; Boolean) { Caption = 'Blocked'; }
    }

    PROCEDURE_ACCESSprocedure PlaceOnCreditHold(var Customer: Record "Credit Customer"; OldCustomer: Record "Credit Customer")
    begin
        Customer.Blocked := true;
    end;
}
`

const lc0095Page = `page 50191 "Credit Customer Card"
{
    Caption = 'Credit Customer Card';
    SourceTable = "Credit Customer";

    trigger OnModifyRecord(): Boolean
    begin
        Rec.PlaceOnCreditHold(Rec, xRec);
    end;
}
`

const lc0095Codeunit = `codeunit 50192 "Credit Management"
{
    procedure HoldAll(var Customer: Record "Credit Customer"; Old: Record "Credit Customer")
    begin
        Customer.PlaceOnCreditHold(Customer, Old);
        Customer.PlaceOnCreditHold(Customer, Customer);
        if Customer.FindFirst() then
            Customer.PlaceOnCreditHold(Customer,
                Old);
    end;
}
`

type lc0095Project struct {
	files map[string][]byte
	cfg   *project.Config
	sum   *symbols.Summary
}

func newLC0095Project(t *testing.T, access string, ranges []project.IDRange, friends, dependents []symbols.App, extra ...string) lc0095Project {
	t.Helper()
	p := lc0095Project{files: map[string][]byte{
		"/p/Table.al":    []byte(strings.Replace(lc0095Table, "PROCEDURE_ACCESS", access, 1)),
		"/p/Page.al":     []byte(lc0095Page),
		"/p/Codeunit.al": []byte(lc0095Codeunit),
	}, cfg: &project.Config{Analyzers: project.AllAnalyzerGroups, Manifest: project.Manifest{IDRanges: ranges}}}
	for i, src := range extra {
		p.files["/p/Extra"+string(rune('A'+i))+".al"] = []byte(src)
	}
	var fs []*symbols.FileSymbols
	for path, src := range p.files {
		f := syntax.Parse(path, src, syntax.Options{})
		if len(f.Errors) > 0 {
			t.Fatalf("%s: %v", path, f.Errors)
		}
		s := symbols.Extract(f)
		s.File = path
		fs = append(fs, s)
	}
	p.sum = symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "a", Name: "A", Publisher: "P"}, InternalsVisibleTo: friends}, fs, nil)
	p.sum.Dependents = dependents
	return p
}

// analyze runs LC0095 on the table file with the project's sources and
// returns its diagnostic for OldCustomer.
func (p lc0095Project) analyze(t *testing.T) analysis.Diagnostic {
	t.Helper()
	res := analysis.AnalyzeSource(context.Background(), "/p/Table.al", p.files["/p/Table.al"], p.cfg,
		[]analysis.EnabledRule{{Rule: LC0095, Severity: LC0095.Severity}},
		analysis.Options{Summary: p.sum, Sources: analysis.SourcesOf(p.files, syntax.Options{})})
	for _, d := range res.Diagnostics {
		if strings.Contains(d.Message, "'OldCustomer'") {
			return d
		}
	}
	t.Fatalf("no LC0095 diagnostic for OldCustomer: %+v", res.Diagnostics)
	return analysis.Diagnostic{}
}

var perTenant = []project.IDRange{{From: 50100, To: 50199}}

func TestLC0095FixUpdatesCallersInOtherFiles(t *testing.T) {
	p := newLC0095Project(t, "", perTenant, nil, nil)
	d := p.analyze(t)
	fix, ok := d.FixByKey("LC0095.RemoveParameter")
	if !ok {
		t.Fatal("no fix")
	}
	out, err := analysis.ApplyFix(p.files, fix, "/p/Table.al")
	if err != nil {
		t.Fatal(err)
	}
	if got := string(out["/p/Table.al"]); !strings.Contains(got, "procedure PlaceOnCreditHold(var Customer: Record \"Credit Customer\")\n") {
		t.Errorf("table:\n%s", got)
	}
	if got := string(out["/p/Page.al"]); !strings.Contains(got, "Rec.PlaceOnCreditHold(Rec);") {
		t.Errorf("page:\n%s", got)
	}
	want := "        Customer.PlaceOnCreditHold(Customer);\n        Customer.PlaceOnCreditHold(Customer);\n" +
		"        if Customer.FindFirst() then\n            Customer.PlaceOnCreditHold(Customer);\n"
	if got := string(out["/p/Codeunit.al"]); !strings.Contains(got, want) {
		t.Errorf("codeunit:\n%s", got)
	}
	for path, b := range out {
		if f := syntax.Parse(path, b, syntax.Options{}); len(f.Errors) > 0 {
			t.Errorf("%s does not parse after the fix: %v", path, f.Errors)
		}
	}
}

func TestLC0095FixAllEditsCallersOutOfScope(t *testing.T) {
	p := newLC0095Project(t, "", perTenant, nil, nil)
	res, err := analysis.FixAll(context.Background(), analysis.FixAllRequest{
		Rule: analysis.EnabledRule{Rule: LC0095, Severity: LC0095.Severity}, Key: "LC0095.RemoveParameter",
		Files: map[string][]byte{"/p/Table.al": p.files["/p/Table.al"]}, Config: p.cfg,
		Options: analysis.Options{Summary: p.sum, Sources: analysis.SourcesOf(p.files, syntax.Options{})}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Changed) != 3 || !strings.Contains(string(res.Changed["/p/Page.al"]), "Rec.PlaceOnCreditHold(Rec);") ||
		strings.Contains(string(res.Changed["/p/Codeunit.al"]), ", Old") {
		t.Errorf("changed %d files:\n%s\n%s", len(res.Changed), res.Changed["/p/Page.al"], res.Changed["/p/Codeunit.al"])
	}
	for _, d := range res.Unfixed {
		if _, ok := d.FixByKey("LC0095.RemoveParameter"); ok {
			t.Errorf("left fixable: %s", d.Message)
		}
	}
}

func TestLC0095FixOnlyWhenCallersAreInTheProject(t *testing.T) {
	appSource := []project.IDRange{{From: 70000000, To: 70000099}}
	friend := []symbols.App{{ID: "f", Name: "Friend", Publisher: "P"}}
	for _, c := range []struct {
		name       string
		access     string
		ranges     []project.IDRange
		friends    []symbols.App
		dependents []symbols.App
		extra      []string
		want       bool
	}{
		{"public in a per-tenant app", "", perTenant, nil, nil, nil, true},
		{"public in an app with another id range", "", appSource, nil, nil, nil, false},
		{"public without id ranges", "", nil, nil, nil, nil, false},
		{"public in an app another project depends on", "", perTenant, nil, friend, nil, false},
		{"internal without friends", "internal ", appSource, nil, nil, nil, true},
		{"internal with friends", "internal ", perTenant, friend, nil, nil, false},
		{"overloaded", "", perTenant, nil, nil, []string{`tableextension 50193 "Credit Ext" extends "Credit Customer"
{
    procedure PlaceOnCreditHold(var Customer: Record "Credit Customer")
    begin
    end;
}
`}, false},
		{"a call on a receiver that cannot be resolved", "", perTenant, nil, nil, []string{`codeunit 50194 "Unknown Receiver"
{
    procedure P()
    begin
        GetSomething().PlaceOnCreditHold(1, 2);
    end;
}
`}, false},
		{"a call with another argument count on an unknown receiver", "", perTenant, nil, nil, []string{`codeunit 50194 "Unknown Receiver"
{
    procedure P()
    begin
        GetSomething().PlaceOnCreditHold(1);
    end;
}
`}, true},
		{"an argument with a side effect", "", perTenant, nil, nil, []string{`codeunit 50195 "Side Effect"
{
    procedure P(var Customer: Record "Credit Customer")
    begin
        Customer.PlaceOnCreditHold(Customer, NextCustomer());
    end;

    local procedure NextCustomer() Customer: Record "Credit Customer"
    begin
    end;
}
`}, false},
		{"a mention in inactive code", "", perTenant, nil, nil, []string{`codeunit 50196 "Inactive"
{
    procedure P(var Customer: Record "Credit Customer")
    begin
#if CLEAN99
        Customer.PlaceOnCreditHold(Customer, Customer);
#endif
    end;
}
`}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := newLC0095Project(t, c.access, c.ranges, c.friends, c.dependents, c.extra...)
			d := p.analyze(t)
			_, got := d.FixByKey("LC0095.RemoveParameter")
			if got != c.want {
				t.Errorf("fix offered = %v, want %v", got, c.want)
			}
		})
	}
}
