package symbols

import (
	"maps"
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
		// members are among the words of a member name read whose
		// objects hold reach.
		members []string
		reach   string
	}{
		{name: "nothing", want: nil, absent: []string{"my item", "touch"}},
		{name: "body only", edits: map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "begin\n    end;", "begin\n        Message('x');\n    end;", 1)},
			absent: []string{"my item", "touch"}},
		{name: "call added", edits: map[string]string{"Mgt.Codeunit.al": strings.Replace(declProject["Mgt.Codeunit.al"], "Integer\n    begin\n", "Integer\n    begin\n        Item.Touch();\n", 1)},
			// Mgt's code now mentions Touch (and Item): the table's file
			// spells Touch, so its LC0052 answer is computed again.
			want: []string{"touch", "item"}, absent: []string{"my item", "run", "my mgt"}},
		{name: "procedure added", edits: map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "procedure Touch()", "procedure Added()\n    begin\n    end;\n    procedure Touch()", 1)},
			// Only the new procedure, where a file reaches the table.
			members: []string{"added"}, reach: "my item",
			absent: []string{"added", "my item", "50100", "my item card", "touch", "description", "my mgt"}},
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
			// The procedure (where a file reaches the codeunit) and the
			// types its declaration names; callers spell the codeunit, so
			// its name alone is not needed.
			want: []string{"my item"}, members: []string{"run"}, reach: "my mgt",
			absent: []string{"run", "onitemInserted", "my mgt", "50101"}},
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
			for _, m := range tc.members {
				found := false
				for _, r := range ch.Reads {
					found = found || r.Kind == "member name" && r.Words[m] && r.Objects[tc.reach]
				}
				if !found {
					t.Errorf("%q is not a member name read through %q: %v", m, tc.reach, ch.Reads)
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

// memberProject has a keyed table with an extension and a page on it (and
// an extension of that page), an enum with an extension, a SingleInstance
// codeunit with a global variable and a procedure returning the table's
// record, a page with a protected global variable of it and one with a
// private one, the table AA0189 reads by its name and a codeunit using
// them all.
var memberProject = map[string]string{
	"Item.Table.al": `table 50100 "My Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Kind; Enum "My Kind") { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}`,
	"ItemExt.TableExt.al": `tableextension 50100 "My Item Ext" extends "My Item"
{
    fields
    {
        field(50100; Weight; Decimal) { }
    }
}`,
	"ItemCard.Page.al": `page 50100 "My Item Card"
{
    SourceTable = "My Item";
}`,
	"ItemCardExt.PageExt.al": `pageextension 50100 "My Item Card Ext" extends "My Item Card"
{
}`,
	"Kind.Enum.al": `enum 50100 "My Kind"
{
    Extensible = true;
    value(0; None) { }
    value(1; Big) { }
}`,
	"KindExt.EnumExt.al": `enumextension 50100 "My Kind Ext" extends "My Kind"
{
    value(50100; Small) { }
}`,
	"State.Codeunit.al": `codeunit 50101 "My State"
{
    SingleInstance = true;

    var
        LastItem: Record "My Item";

    procedure Remember(No: Code[20])
    begin
        LastItem.Get(No);
    end;

    procedure Current(): Record "My Item"
    begin
        exit(LastItem);
    end;
}`,
	"Setup.Page.al": `page 50101 "My Setup"
{
    protected var
        LastItem: Record "My Item";
}`,
	"Other.Page.al": `page 50102 "My Other Page"
{
    var
        LastItem: Record "My Item";
}`,
	"AreaSetup.Table.al": `table 9178 "Application Area Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; Basic; Boolean) { }
    }
    keys
    {
        key(PK; "Primary Key") { }
    }
}`,
	"User.Codeunit.al": `codeunit 50102 "My User"
{
    procedure Go()
    var
        Item: Record "My Item";
        State: Codeunit "My State";
    begin
        Item.Truncate();
        Clear(State);
        if Item.Kind = Item.Kind::Big then;
    end;
}`,
}

func memberSummary(t *testing.T, edits map[string]string) *Summary {
	t.Helper()
	var files []*FileSymbols
	for _, name := range slices.Sorted(maps.Keys(memberProject)) {
		src, ok := edits[name]
		if !ok {
			src = memberProject[name]
		}
		files = append(files, Extract(parse(t, name, src)))
	}
	return Build(files)
}

// TestDiffMemberLevel checks the change set of each kind of member
// change: which names a file must spell, which member sets a rule reads
// whole (Reads), and which changes still name the whole object.
func TestDiffMemberLevel(t *testing.T) {
	base := memberSummary(t, nil)
	edit := func(file, from, to string) map[string]string {
		if !strings.Contains(memberProject[file], from) {
			t.Fatalf("%s does not contain %q", file, from)
		}
		return map[string]string{file: strings.Replace(memberProject[file], from, to, 1)}
	}
	// A file reaches the table's records through its name or id, the page
	// on it (an extension of the page spells the page), its extension, a
	// procedure returning one (State.Current()."No.") or a page with a
	// protected global variable of it (its extensions use it; not a
	// private one's).
	const reach = "50100,current,my item,my item card,my item ext,my setup"
	fieldRead := func(fields string) []string {
		return []string{"member name:" + reach + ":" + fields, "field:50100,my item:transferfields,truncate"}
	}
	for _, tc := range []struct {
		name   string
		edits  map[string]string
		want   []string // among Names
		absent []string // not among Names
		reads  []string // Reads, rendered by readText
	}{
		{name: "field added", edits: edit("Item.Table.al", "        field(3;", "        field(4; Picture; Media) { }\n        field(3;"),
			// The objects linked to the table, whose files read its fields
			// whole (the extension's ids, the page's source fields), and
			// through the page its extension; the new field for a file
			// that reaches the table, and in Names since the table's file
			// starts to mention it (a declaration's name is a mention of
			// its file); not the table itself.
			want:   []string{"picture", "my item ext", "my item card"},
			absent: []string{"my item", "50100", "no.", "description", "my state", "my user"},
			reads:  fieldRead("picture")},
		{name: "field type changed", edits: edit("Item.Table.al", "Text[100]", "Text[250]"),
			// The set of fields is the same: only the field's users, files
			// that spell it and reach the table.
			absent: []string{"description", "my item", "50100", "my item ext", "my item card", "no."},
			reads:  fieldRead("description")},
		{name: "field renumbered", edits: edit("Item.Table.al", "field(2; Description", "field(7; Description"),
			want:   []string{"my item ext", "my item card"},
			absent: []string{"my item", "description"},
			reads:  fieldRead("description")},
		{name: "field's enum type changed", edits: edit("Item.Table.al", `Kind; Enum "My Kind"`, `Kind; Enum "My Other Kind"`),
			// What the field's declaration names, on both sides.
			want: []string{"my kind", "my other kind"}, absent: []string{"my item", "kind"}, reads: fieldRead("kind")},
		{name: "key field type changed", edits: edit("Item.Table.al", "Code[20]", "Code[30]"),
			// A primary key field: rules read it without spelling it.
			want: []string{"my item", "50100", "no.", "my item card"}},
		{name: "key changed", edits: edit("Item.Table.al", `key(PK; "No.")`, `key(PK; "No.", Description)`),
			want: []string{"my item", "50100"}},
		{name: "extension field added", edits: edit("ItemExt.TableExt.al", "        field(50100;", "        field(50101; Height; Decimal) { }\n        field(50100;"),
			// The base's linked objects: the page on it, the extension.
			want:   []string{"height", "my item card", "my item ext"},
			absent: []string{"my item", "weight"},
			reads:  []string{"member name:" + reach + ":height", "field:50100,my item,my item ext:transferfields,truncate"}},
		{name: "enum value added", edits: edit("Kind.Enum.al", "    value(1; Big) { }", "    value(1; Big) { }\n    value(2; Huge) { }"),
			// Its extension reads the values' ids and names; no rule
			// reads the set whole elsewhere.
			want: []string{"huge", "my kind ext"}, absent: []string{"my kind", "50100", "big", "my item"}},
		{name: "enum value caption changed", edits: edit("Kind.Enum.al", "value(1; Big) { }", "value(1; Big) { Caption = 'Large'; }"),
			want: []string{"big"}, absent: []string{"my kind", "my kind ext"}},
		{name: "global variable added", edits: edit("State.Codeunit.al", "        LastItem: Record \"My Item\";\n", "        LastItem: Record \"My Item\";\n        Count: Integer;\n"),
			want: []string{"count"}, absent: []string{"my state", "50101", "lastitem", "remember"},
			// Clear of the codeunit reads its globals (PC0016).
			reads: []string{"variable:50101,my state:clear,clearall"}},
		{name: "global variable added to a codeunit that is not SingleInstance", edits: edit("User.Codeunit.al", "{\n    procedure Go()", "{\n    var\n        Total: Integer;\n\n    procedure Go()"),
			// Clear reads the globals of a SingleInstance codeunit only.
			want: []string{"total"}, absent: []string{"my user", "50102", "go"}},
		{name: "global variable and procedure changed", edits: edit("State.Codeunit.al", "    var\n        LastItem: Record \"My Item\";\n\n    procedure Remember(No: Code[20])",
			"    var\n        LastItem: Record \"My Item\";\n        Count: Integer;\n\n    procedure Remember(No: Code[30])"),
			want: []string{"count"}, absent: []string{"my state", "lastitem", "remember"},
			reads: []string{"member name:50101,my state:remember", "variable:50101,my state:clear,clearall"}},
		{name: "field of a table a rule reads by name changed", edits: edit("AreaSetup.Table.al", "Basic; Boolean", "Basic; Integer"),
			// AA0189 compares ApplicationArea values with its fields: the
			// files that spell one need not reach the table.
			want: []string{"basic"}, absent: []string{"application area setup"},
			reads: []string{"field:9178,application area setup:transferfields,truncate"}},
		{name: "codeunit property changed", edits: edit("State.Codeunit.al", "SingleInstance = true;", "SingleInstance = false;"),
			want: []string{"my state", "50101"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := Diff(base, memberSummary(t, tc.edits))
			if ch.Global {
				t.Fatalf("Global, names %v", ch.Names)
			}
			for _, n := range tc.want {
				if !ch.Names[n] {
					t.Errorf("%q not among the names %v", n, slices.Sorted(maps.Keys(ch.Names)))
				}
			}
			for _, n := range tc.absent {
				if ch.Names[n] {
					t.Errorf("%q among the names %v", n, slices.Sorted(maps.Keys(ch.Names)))
				}
			}
			var reads []string
			for _, r := range ch.Reads {
				reads = append(reads, readText(r))
			}
			if !slices.Equal(reads, tc.reads) {
				t.Errorf("reads %q, want %q", reads, tc.reads)
			}
		})
	}
}

func readText(r SetRead) string {
	return r.Kind + ":" + strings.Join(slices.Sorted(maps.Keys(r.Objects)), ",") + ":" + strings.Join(slices.Sorted(maps.Keys(r.Words)), ",")
}

// TestAffects checks that a file is affected by a member change when it
// spells a changed member, or the object and a word of a rule that reads
// the set whole, and not when it spells only the object; and that a
// MentionSet answers as the text does.
func TestAffects(t *testing.T) {
	base := memberSummary(t, nil)
	added := Diff(base, memberSummary(t, map[string]string{"Item.Table.al": strings.Replace(memberProject["Item.Table.al"],
		"        field(3;", "        field(4; Picture; Media) { }\n        field(3;", 1)}))
	varAdded := Diff(base, memberSummary(t, map[string]string{"State.Codeunit.al": strings.Replace(memberProject["State.Codeunit.al"],
		"        LastItem: Record \"My Item\";\n", "        LastItem: Record \"My Item\";\n        Count: Integer;\n", 1)}))
	signature := Diff(base, memberSummary(t, map[string]string{"State.Codeunit.al": strings.Replace(memberProject["State.Codeunit.al"],
		"Remember(No: Code[20])", "Remember(No: Code[30])", 1)}))
	typeChanged := Diff(base, memberSummary(t, map[string]string{"Item.Table.al": strings.Replace(memberProject["Item.Table.al"],
		"Text[100]", "Text[250]", 1)}))
	for _, tc := range []struct {
		name string
		ch   DeclChange
		src  string
		want bool
	}{
		{"spells the field", added, `x := Item.Picture;`, true},
		{"spells the table only", added, `Item: Record "My Item"; Item.Get('A');`, false},
		{"truncates the table", added, `Item: Record "My Item"; Item.Truncate();`, true},
		{"truncates another table", added, `Other: Record "My Other"; Other.Truncate();`, false},
		{"transfers fields by the table's id", added, `RecRef.Open(50100); X.TransferFields(Y);`, true},
		{"declares a page on the table", added, `page 50101 "My Item Card"`, true},
		{"spells a changed field and reaches the table", typeChanged, `Item: Record "My Item"; x := Item.Description;`, true},
		{"spells a changed field of another table", typeChanged, `Cust: Record Customer; x := Cust.Description;`, false},
		{"spells a changed field through a procedure", typeChanged, `State: Codeunit "My State"; x := State.Current().Description;`, true},
		{"spells a changed field in a page extension", typeChanged, `pageextension 50101 X extends "My Item Card" { layout { addlast(Content) { field(D; Rec.Description) { } } } }`, true},
		{"spells a changed field through a page's global", typeChanged, `pageextension 50102 Y extends "My Setup" { trigger OnOpenPage() begin Message(LastItem.Description); end; }`, true},
		{"calls the changed procedure", signature, `State: Codeunit "My State"; State.Remember('A');`, true},
		{"calls a namesake of another codeunit", signature, `Other: Codeunit "My Other"; Other.Remember('A');`, false},
		{"subscribes to the codeunit's event", signature, `[EventSubscriber(ObjectType::Codeunit, Codeunit::"My State", 'Remember', '', false, false)]`, true},
		{"clears the codeunit", varAdded, `State: Codeunit "My State"; Clear(State);`, true},
		{"calls the codeunit", varAdded, `State: Codeunit "My State"; State.Remember('A');`, false},
		{"clears another codeunit", varAdded, `Other: Codeunit "My Other"; Clear(Other);`, false},
	} {
		if got := tc.ch.Affects([]byte(tc.src)); got != tc.want {
			t.Errorf("%s: Affects = %v, want %v", tc.name, got, tc.want)
		}
		if got := NewMentionSet([]byte(tc.src)).Affected(tc.ch.Hashes()); got != tc.want {
			t.Errorf("%s: MentionSet.Affected = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Object identities are compared file by file: a summary sharing the base's
// declarations of unchanged files (as Summary.Replace makes them) differs
// globally exactly when a changed file's objects differ in file, kind, id,
// name, namespace or base, or a file with objects comes or goes.
func TestDiffIdentitiesWithSharedFiles(t *testing.T) {
	base := declSummary(t, nil)
	with := func(edits map[string]string) *Summary {
		files := make([]*FileSymbols, 0, len(base.Files)+1)
		for _, f := range base.Files {
			src, edited := edits[f.File]
			switch {
			case !edited:
				files = append(files, f) // shared, as Replace shares it
			case src != "":
				files = append(files, Extract(parse(t, f.File, src)))
			}
		}
		for name, src := range edits {
			if _, ok := declProject[name]; !ok && src != "" {
				files = append(files, Extract(parse(t, name, src)))
			}
		}
		return Build(files)
	}
	mgt := declProject["Mgt.Codeunit.al"]
	for _, tc := range []struct {
		name   string
		edits  map[string]string
		global bool
	}{
		{"nothing", nil, false},
		{"body only", map[string]string{"Item.Table.al": strings.Replace(declProject["Item.Table.al"], "begin\n    end;", "begin\n        Message('x');\n    end;", 1)}, false},
		{"renamed", map[string]string{"Mgt.Codeunit.al": strings.Replace(mgt, `"My Mgt"`, `"My Management"`, 1)}, true},
		{"renumbered", map[string]string{"Mgt.Codeunit.al": strings.Replace(mgt, "50101", "50109", 1)}, true},
		{"moved to another file", map[string]string{"Mgt.Codeunit.al": "", "Other.Codeunit.al": mgt}, true},
		{"file added", map[string]string{"New.Codeunit.al": "codeunit 50102 New { }"}, true},
		{"file without objects added", map[string]string{"Empty.al": "// nothing here\n"}, false},
		{"file removed", map[string]string{"ItemCardExt.PageExt.al": ""}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cur := with(tc.edits)
			if got := Diff(base, cur).Global; got != tc.global {
				t.Errorf("Global = %v, want %v", got, tc.global)
			}
			if got := sameObjectIdentities(base, cur); got == tc.global {
				t.Errorf("sameObjectIdentities = %v, want %v", got, !tc.global)
			}
		})
	}
}
