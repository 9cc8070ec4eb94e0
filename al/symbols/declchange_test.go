package symbols

import (
	"slices"
	"strings"
	"testing"
)

// declProject is a small project: a table, a page on it, an extension of
// that page, a codeunit and a report.
var declProject = map[string]string{
	"Item.Table.al": `table 50100 "My Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }
    procedure Touch()
    begin
    end;
}`,
	"ItemCard.Page.al": `page 50100 "My Item Card"
{
    SourceTable = "My Item";
    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
        }
    }
}`,
	"ItemCardExt.PageExt.al": `pageextension 50100 "My Item Card Ext" extends "My Item Card"
{
}`,
	"Mgt.Codeunit.al": `codeunit 50101 "My Mgt"
{
    procedure Run(var Item: Record "My Item"): Integer
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"My Item", 'OnAfterInsertEvent', '', false, false)]
    local procedure OnItemInserted()
    begin
    end;
}`,
	"Shape.Interface.al": `interface "My Shape"
{
    procedure Area(): Decimal;
}`,
	"Square.Codeunit.al": `codeunit 50103 "My Square" implements "My Shape"
{
    procedure Area(): Decimal
    begin
    end;
}`,
}

func declSummary(t *testing.T, edits map[string]string) *Summary {
	t.Helper()
	var files []*FileSymbols
	names := make([]string, 0, len(declProject))
	for name := range declProject {
		names = append(names, name)
	}
	for name := range edits {
		if _, ok := declProject[name]; !ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range names {
		src, ok := edits[name]
		if !ok {
			src = declProject[name]
		}
		if src == "" {
			continue // removed
		}
		files = append(files, Extract(parse(t, name, src)))
	}
	return Build(files)
}

func TestDiff(t *testing.T) {
	base := declSummary(t, nil)
	for _, tc := range []struct {
		name   string
		edits  map[string]string
		global bool
		want   []string // among Names
		absent []string // not among Names
	}{
		{name: "nothing", want: nil, absent: []string{"my item", "touch"}},
		{name: "body only", edits: map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "begin\n    end;", "begin\n        Message('x');\n    end;", 1)},
			absent: []string{"my item", "touch"}},
		{name: "call added", edits: map[string]string{"Mgt.Codeunit.al": strings.Replace(declProject["Mgt.Codeunit.al"], "Integer\n    begin\n", "Integer\n    begin\n        Item.Touch();\n", 1)},
			// Mgt's code now mentions Touch (and Item): the table's file
			// spells Touch, so its LC0052 answer is computed again.
			want: []string{"touch", "item"}, absent: []string{"my item", "run", "my mgt"}},
		{name: "procedure added", edits: map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "procedure Touch()", "procedure Added()\n    begin\n    end;\n    procedure Touch()", 1)},
			// Only the new procedure: a file reaches it by its name.
			want: []string{"added"}, absent: []string{"my item", "50100", "my item card", "touch", "description", "my mgt"}},
		{name: "procedure and field changed", edits: map[string]string{"Item.Table.al": strings.Replace(strings.Replace(declProject["Item.Table.al"], "procedure Touch()", "procedure Added()\n    begin\n    end;\n    procedure Touch()", 1), "Text[100]", "Text[250]", 1)},
			// The table, its id, the page on it (reverse link) and the
			// extension of that page (its base).
			want: []string{"my item", "50100", "added", "description", "my item card"}, absent: []string{"touch", "my mgt"}},
		{name: "interface procedure added", edits: map[string]string{"Shape.Interface.al": strings.Replace(declProject["Shape.Interface.al"], "procedure Area(): Decimal;", "procedure Area(): Decimal;\n    procedure Perimeter(): Decimal;", 1)},
			// Its implementers spell only the interface.
			want: []string{"my shape", "perimeter"}, absent: []string{"area"}},
		{name: "implementer procedure added", edits: map[string]string{"Square.Codeunit.al": strings.Replace(declProject["Square.Codeunit.al"], "    procedure Area()", "    procedure Side(): Decimal\n    begin\n    end;\n\n    procedure Area()", 1)},
			// An enum's Implementation names only the codeunit.
			want: []string{"my square", "50103", "side", "my shape"}, absent: []string{"area"}},
		{name: "property changed", edits: map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "{\n    fields", "{\n    Caption = 'Item';\n    fields", 1)},
			want: []string{"my item", "50100", "my item card"}},
		{name: "field type changed", edits: map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "Text[100]", "Text[250]", 1)},
			want: []string{"my item", "description"}, absent: []string{"no.", "touch"}},
		{name: "subscriber added", edits: map[string]string{"Mgt.Codeunit.al": strings.Replace(declProject["Mgt.Codeunit.al"], "local procedure OnItemInserted()", "local procedure OnItemInserted()\n    begin\n    end;\n\n    [EventSubscriber(ObjectType::Table, Database::\"My Item\", 'OnAfterModifyEvent', '', false, false)]\n    local procedure OnItemModified()", 1)},
			// The event it binds to and the publisher, spelled in the attribute.
			want: []string{"my mgt", "onitemmodified", "onaftermodifyevent", "my item"}, absent: []string{"run"}},
		{name: "parameter type changed", edits: map[string]string{"Mgt.Codeunit.al": strings.Replace(declProject["Mgt.Codeunit.al"], "): Integer", "): Decimal", 1)},
			// The procedure and the types its declaration names; callers
			// spell it, so the codeunit's name is not needed.
			want: []string{"run", "my item"}, absent: []string{"onitemInserted", "my mgt", "50101"}},
		{name: "page control added", edits: map[string]string{"ItemCard.Page.al": strings.Replace(declProject["ItemCard.Page.al"], `field("No."; Rec."No.") { }`, `field("No."; Rec."No.") { }
            field(Description; Rec.Description) { }`, 1)},
			// The page's source table: rules on the table read its pages.
			want: []string{"my item card", "description", "my item"}, absent: []string{"touch"}},
		{name: "extension changed", edits: map[string]string{"ItemCardExt.PageExt.al": strings.Replace(declProject["ItemCardExt.PageExt.al"], "{\n}", "{\n    layout { addlast(Content) { field(Desc; Rec.Description) { } } }\n}", 1)},
			// Through the base page, its source table.
			want: []string{"my item card ext", "my item card", "my item", "desc", "content"}},
		{name: "object added", edits: map[string]string{"New.Codeunit.al": "codeunit 50102 New { }"}, global: true},
		{name: "object removed", edits: map[string]string{"ItemCardExt.PageExt.al": ""}, global: true},
		{name: "object renamed", edits: map[string]string{"Mgt.Codeunit.al": strings.Replace(declProject["Mgt.Codeunit.al"], `"My Mgt"`, `"My Management"`, 1)}, global: true},
		{name: "object renumbered", edits: map[string]string{"Mgt.Codeunit.al": strings.Replace(declProject["Mgt.Codeunit.al"], "50101", "50109", 1)}, global: true},
		{name: "usings changed", edits: map[string]string{"Mgt.Codeunit.al": "using System.Text;\n" + declProject["Mgt.Codeunit.al"]}, global: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := Diff(base, declSummary(t, tc.edits))
			if ch.Global != tc.global {
				t.Fatalf("Global = %v, want %v (names %v)", ch.Global, tc.global, ch.Names)
			}
			if tc.edits == nil && len(ch.Names) > 0 {
				t.Errorf("no change, names %v", ch.Names)
			}
			for _, n := range tc.want {
				if !ch.Names[n] {
					t.Errorf("%q not among the names %v", n, ch.Names)
				}
			}
			for _, n := range tc.absent {
				if ch.Names[strings.ToLower(n)] {
					t.Errorf("%q among the names %v", n, ch.Names)
				}
			}
		})
	}
}

func TestMentions(t *testing.T) {
	names := map[string]bool{"my item": true, "no.": true, "onafterinsertevent": true, "50100": true, "müller": true}
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{`var x: Record "My Item";`, true},
		{`var x: Record "MY ITEM";`, true},
		{`Rec.SetRange("No.", X);`, true},
		{`[EventSubscriber(ObjectType::Table, 18, 'OnAfterInsertEvent', '', false, false)]`, true},
		{`Page.Run(50100);`, true},
		{`Page.Run(501000);`, false},
		{`x := MyItem; y := "My Items";`, false},
		{`// a comment naming MÜLLER`, true},
		{`Message('Item %1 done', "No");`, false},
		{`x := Rec."My Item No.";`, false},
		{`x := 'See "My Item" for it';`, true},
		{`Message('it''s my item'); // "my item"`, true},
		{`/* the "My Item" table */ x := 1;`, true},
		{`x := 'OnAfterInsertEvent';`, true},
		{"\"My\nItem\"", false},
		{"a\x00b", true},
		{"namespace My.Item;\nusing \"My Item\";\n  USING My.Item;\ncodeunit 1 X { }", false},
		{"usingMyItem := \"My Item\";", true},
		{"\xff\xfe", true},
	} {
		if got := Mentions([]byte(tc.src), names); got != tc.want {
			t.Errorf("Mentions(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
	if Mentions([]byte("anything"), nil) {
		t.Error("no names: mentioned")
	}
}
