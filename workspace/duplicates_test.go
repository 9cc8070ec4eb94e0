package workspace

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
)

// dupSource has what FC0002 and FC0003 report and what AA0241 and AA0008
// report at some of the same spots: keywords and names in the wrong casing,
// calls without parentheses of built-ins and of own procedures.
const dupSource = `codeunit 50100 "Dup Mgt."
{
    PROCEDURE Run()
    VAR
        Cust: Record Customer;
        d: Date;
    BEGIN
        d := TODAY;
        d := WorkDate;
        if cust.FINDFIRST then
            Message(CUST."No.");
        Helper;
    END;

    local procedure Helper()
    begin
    end;
}
`

// The ALCops bundle beside CodeCop keeps every FC0002 and FC0003 finding that
// FormattingCop alone reports: under its own id, or, where AA0241 or AA0008
// reports the same span, under that id (one spot, one meaning, one finding).
func TestBundleKeepsEveryFormattingCopFinding(t *testing.T) {
	type spot struct {
		line, col, endLine, endCol int
	}
	run := func(settings string) map[string][]spot {
		root := writeProject(t, map[string]string{"dup.al": dupSource, ".vscode/settings.json": settings})
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry()})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string][]spot{}
		for _, f := range res.Findings.Slice() {
			out[f.ID] = append(out[f.ID], spot{f.Line, f.Column, f.EndLine, f.EndColumn})
		}
		if settings == bundle && !slices.EqualFunc(res.LeftOut, []project.LeftOut{{RuleID: "FC0003", DuplicateOf: "AA0008"}, {RuleID: "FC0002", DuplicateOf: "AA0241"}},
			func(a, b project.LeftOut) bool { return a.RuleID == b.RuleID && a.DuplicateOf == b.DuplicateOf }) {
			t.Errorf("left out %+v", res.LeftOut)
		}
		return out
	}
	alone := run(`{"al.codeAnalyzers": ["ALCops.FormattingCop.dll"]}`)
	both := run(bundle)
	partner := map[string]string{"FC0002": "AA0241", "FC0003": "AA0008"}
	for id, other := range partner {
		if len(alone[id]) == 0 {
			t.Fatalf("FormattingCop alone reports no %s: the fixture tests nothing", id)
		}
		own := 0
		for _, s := range alone[id] {
			switch {
			case slices.Contains(both[id], s):
				own++
			case slices.Contains(both[other], s):
			default:
				t.Errorf("%s at %v is lost with the bundle (bundle: %s %v, %s %v)", id, s, id, both[id], other, both[other])
			}
		}
		if own == 0 {
			t.Errorf("no %s finding is kept under its own id: %v", id, fmt.Sprint(both[id]))
		}
		for _, s := range both[id] {
			if slices.Contains(both[other], s) {
				t.Errorf("%s and %s both report %v", id, other, s)
			}
		}
	}
}

const bundle = `{"al.codeAnalyzers": ["${CodeCop}", "ALCops.Analyzers.dll"]}`

// DropDuplicates drops a left-out rule's finding only at a span of the same
// file where the rule it duplicates reports, and never another rule's.
func TestDropDuplicates(t *testing.T) {
	f := func(path, id string, start, end int) Finding {
		return Finding{Path: path, ID: id, Start: start, End: end}
	}
	in := []Finding{
		f("/a.al", "AA0008", 10, 15),
		f("/a.al", "FC0003", 10, 15), // same span: dropped
		f("/a.al", "FC0003", 20, 25), // only FC0003 reports it
		f("/b.al", "FC0003", 10, 15), // another file
		f("/a.al", "FC0003", 10, 16), // another span
		f("/a.al", "LC0001", 10, 15), // another rule
		f("/a.al", "AA0241", 30, 32),
		f("/a.al", "FC0002", 30, 32), // dropped
	}
	leftOut := []project.LeftOut{{RuleID: "FC0003", DuplicateOf: "AA0008"}, {RuleID: "fc0002", DuplicateOf: "AA0241"}}
	got := DropDuplicates(in, leftOut)
	want := []Finding{in[0], in[2], in[3], in[4], in[5], in[6]}
	same := func(a, b Finding) bool {
		return a.Path == b.Path && a.ID == b.ID && a.Start == b.Start && a.End == b.End
	}
	if !slices.EqualFunc(got, want, same) {
		t.Errorf("kept %v\nwant %v", got, want)
	}
	if in[1].ID != "FC0003" || len(in) != 8 {
		t.Error("the input was modified")
	}
	if got := DropDuplicates(in, nil); len(got) != len(in) {
		t.Errorf("no pair: kept %d of %d", len(got), len(in))
	}
}
