package symbols

import (
	"maps"
	"reflect"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// reachProject: "Reach Item" and "Reach Other" both have a field
// Description; the type of "Reach Item"'s changes.
var reachProject = map[string]string{
	"Item.Table.al": `table 50300 "Reach Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}
`,
	"Other.Table.al": `table 50301 "Reach Other"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { TableRelation = "Reach Item"; }
    }
    keys
    {
        key(PK; "No.") { }
    }
}
`,
	"ItemCard.Page.al": `page 50300 "Reach Item Card"
{
    SourceTable = "Reach Item";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
        }
    }

    trigger OnAfterGetRecord()
    begin
        Message(Description);
    end;

    protected var
        Previous: Record "Reach Item";
}
`,
	"ItemCardExt.PageExt.al": `pageextension 50300 "Reach Item Card Ext" extends "Reach Item Card"
{
    trigger OnOpenPage()
    begin
        Message(Previous.Description);
    end;
}
`,
	"ItemExt.TableExt.al": `tableextension 50300 "Reach Item Ext" extends "Reach Item"
{
    procedure Shown(): Text
    begin
        exit(Description);
    end;
}
`,
	"State.Codeunit.al": `codeunit 50300 "Reach State"
{
    procedure Current(): Record "Reach Item"
    var
        Item: Record "Reach Item";
    begin
        exit(Item);
    end;
}
`,
	"Reader.Codeunit.al": `codeunit 50301 "Reach Reader"
{
    procedure Show()
    var
        State: Codeunit "Reach State";
    begin
        Message(State.Current().Description);
    end;
}
`,
	"Filter.Codeunit.al": `codeunit 50302 "Reach Filter"
{
    procedure Filter()
    var
        Item: Record "Reach Item";
        Other: Record "Reach Other";
    begin
        Other.SetRange(Description, 'A');
        Item.SetRange(Description, 'A');
    end;
}
`,
	"Keep.Codeunit.al": `codeunit 50303 "Reach Keep"
{
    // Description of the item is not read here.
    procedure Copy(No: Code[20])
    var
        Item: Record "Reach Item";
        Other: Record "Reach Other";
        Description: Text;
        DescriptionLbl: Label 'Description', Comment = 'Description';
    begin
        Item.Get(No);
        Other.SetRange(Description, 'A');
        Description := Other.Description;
        Message('The description: %1', Description);
        Message(DescriptionLbl);
    end;
}
`,
	"OtherCard.Page.al": `page 50301 "Reach Other Card"
{
    SourceTable = "Reach Other";

    layout
    {
        area(Content)
        {
            field(Description; Rec.Description) { }
        }
    }

    trigger OnAfterGetRecord()
    var
        Item: Record "Reach Item";
    begin
        if Item.Get(Rec."No.") then
            Message(Description);
    end;
}
`,
	"Strings.Codeunit.al": `codeunit 50304 "Reach Strings"
{
    [EventSubscriber(ObjectType::Table, Database::"Reach Item", 'OnAfterValidateEvent', 'Description', false, false)]
    local procedure OnValidate()
    begin
    end;
}
`,
	"Flow.Table.al": `table 50302 "Reach Flow"
{
    fields
    {
        field(1; "No."; Code[20]) { TableRelation = "Reach Item"; }
        field(2; Description; Text[100]) { Caption = 'Description'; }
        field(3; "Other Description"; Text[100])
        {
            FieldClass = FlowField;
            CalcFormula = lookup("Reach Other".Description where("No." = field("No.")));
        }
    }
    keys
    {
        key(PK; "No.") { }
        key(Name; Description) { }
    }
    fieldgroups
    {
        fieldgroup(DropDown; "No.", Description) { }
    }
}
`,
	"OtherExt.TableExt.al": `tableextension 50301 "Reach Other Ext" extends "Reach Other"
{
    fields
    {
        modify(Description) { Caption = 'Description'; }
        field(50300; "Item No."; Code[20]) { TableRelation = "Reach Item"; }
    }
}
`,
	"Lookup.Table.al": `table 50303 "Reach Lookup"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Item Description"; Text[100])
        {
            FieldClass = FlowField;
            CalcFormula = lookup("Reach Item".Description where("No." = field("No.")));
        }
    }
    keys
    {
        key(PK; "No.") { }
    }
}
`,
	"Items.Query.al": `query 50300 "Reach Items"
{
    elements
    {
        dataitem(Item; "Reach Item")
        {
            column(No; "No.") { }
            column(Description; Description) { }
        }
    }
}
`,
	"QueryUser.Codeunit.al": `codeunit 50307 "Reach Query User"
{
    procedure Go(): Text[100]
    var
        Items: Query "Reach Items";
    begin
        Items.Open();
        if Items.Read() then
            exit(Items.Description);
    end;
}
`,
	"View.Codeunit.al": `codeunit 50306 "Reach View"
{
    procedure Go()
    var
        Item: Record "Reach Item";
    begin
        Item.SetView('WHERE(Description=FILTER(A*))');
    end;
}
`,
	"Disabled.Codeunit.al": `codeunit 50305 "Reach Disabled"
{
    procedure Go()
    var
        Item: Record "Reach Item";
    begin
#if NEVER
        Message(Item.Description);
#endif
        Item.Init();
    end;
}
`,
}

// TestReachedIn checks which files a field's type change reaches: those
// that reach the table's field through the implicit record of a page on
// it or of its extension, a protected variable of a base page, a
// procedure returning its record, a field argument, a subscriber's field
// name, a table view string, inactive code or a query's column on it; not
// those that spell
// Description only as another table's field (through a record, a field
// argument, the implicit record of a page on it, a control name, a
// table's or table extension's field declaration, key or field group, a
// table named in a CalcFormula), as a variable, in a comment, a caption or
// a label, or among other words of a string; but a CalcFormula on the
// table's field is a reach.
func TestReachedIn(t *testing.T) {
	_, old := parseProject(reachProject)
	files, cur := parseProject(editProject(reachProject, "Item.Table.al", "Description; Text[100]", "Description; Integer"))
	ch := Diff(old, cur)
	if ch.Global {
		t.Fatal("the change is global")
	}
	var read *SetRead
	for i := range ch.Reads {
		if ch.Reads[i].Kind == "member name" {
			read = &ch.Reads[i]
		}
	}
	if read == nil || read.OwnerKind != "table" || read.Owner != "reach item" || !read.Words["description"] {
		t.Fatalf("no member name read of the table's Description: %+v", ch.Reads)
	}
	want := map[string]bool{
		"Item.Table.al": true, "ItemCard.Page.al": true, "ItemCardExt.PageExt.al": true, "ItemExt.TableExt.al": true,
		"Reader.Codeunit.al": true, "Filter.Codeunit.al": true, "Strings.Codeunit.al": true, "Disabled.Codeunit.al": true, "View.Codeunit.al": true, "Items.Query.al": true, "QueryUser.Codeunit.al": true, "Lookup.Table.al": true, "Flow.Table.al": false, "OtherExt.TableExt.al": false,
		"Other.Table.al": false, "State.Codeunit.al": false, "Keep.Codeunit.al": false, "OtherCard.Page.al": false,
	}
	for name, f := range files {
		if got := read.ReachedIn(ScopesWith(f, nil, cur)); got != want[name] {
			t.Errorf("%s: ReachedIn = %v, want %v", name, got, want[name])
		}
		// Resolving only the routines that spell the name answers the same.
		if got := ReachedAny([]SetRead{*read}, f, nil, cur); got != want[name] {
			t.Errorf("%s: ReachedAny = %v, want %v", name, got, want[name])
		}
	}
	// Reads of another kind and missing scopes answer true.
	if !(SetRead{Kind: "field", Words: read.Words}).ReachedIn(ScopesWith(files["Keep.Codeunit.al"], nil, cur)) || !read.ReachedIn(nil) {
		t.Error("ReachedIn is not conservative without a member name read or scopes")
	}
}

// TestReachedInHostile checks that text the parser cannot make sense of
// counts as a reach when it spells the name, and not when it does not.
func TestReachedInHostile(t *testing.T) {
	item := parse(t, "Item.Table.al", reachProject["Item.Table.al"])
	read := SetRead{Kind: "member name", OwnerKind: "table", Owner: "reach item", Words: map[string]bool{"description": true}}
	for _, tc := range []struct {
		name, src string
		want      bool
	}{
		{"broken code", "codeunit 50399 \"Broken\"\n{\n    procedure Go()\n    begin\n        X := := Description;;\n    end;\n", true},
		{"unterminated string", "codeunit 50399 \"Broken\"\n{\n    procedure Go()\n    begin\n        Message('Description", true},
		{"garbage", "}}}{{ Description \"Reach Item\" ((( ", true},
		{"garbage without the name", "}}}{{ \"Reach Item\" ((( ", false},
		{"empty", "", false},
		{"another encoding", "codeunit 50399 \"Caf\xe9\"\n{\n}\n", true},
	} {
		f := parseLoose(tc.src)
		if got := read.ReachedIn(ScopesWith(f, nil, summaryOf(item, f))); got != tc.want {
			t.Errorf("%s: ReachedIn = %v, want %v", tc.name, got, tc.want)
		}
		if got := ReachedAny([]SetRead{read}, f, nil, summaryOf(item, f)); got != tc.want {
			t.Errorf("%s: ReachedAny = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// setCallProject: a field is added to "Call Item"; files truncate or
// transfer the fields of its records or of "Call Other"'s only.
var setCallProject = map[string]string{
	"Item.Table.al": `table 50310 "Call Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}
`,
	"Other.Table.al": `table 50311 "Call Other"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}
`,
	"Copy.Codeunit.al": `codeunit 50310 "Call Copy"
{
    procedure Go()
    var
        Item: Record "Call Item";
        A, B: Record "Call Other";
    begin
        Item.Get('X');
        A.TransferFields(B);
        A.Truncate();
        A.Truncate(true);
    end;
}
`,
	"CopyItem.Codeunit.al": `codeunit 50311 "Call Copy Item"
{
    procedure Go()
    var
        Item: Record "Call Item";
        A: Record "Call Other";
    begin
        A.TransferFields(Item);
    end;
}
`,
	"Truncate.Codeunit.al": `codeunit 50312 "Call Truncate"
{
    procedure Go()
    var
        Item: Record "Call Item";
    begin
        Item.Truncate();
    end;
}
`,
	"Unknown.Codeunit.al": `codeunit 50313 "Call Unknown"
{
    procedure Go(var Rec: Record "Call Missing")
    var
        Item: Record "Call Item";
    begin
        Rec.Truncate();
    end;
}
`,
	"OtherExt.TableExt.al": `tableextension 50310 "Call Other Ext" extends "Call Other"
{
    procedure CopyOther(From: Record "Call Other")
    var
        Item: Record "Call Item";
    begin
        TransferFields(From);
    end;
}
`,
	"OtherFromItem.TableExt.al": `tableextension 50311 "Call Other From Item" extends "Call Other"
{
    procedure CopyItem(From: Record "Call Item")
    begin
        TransferFields(From);
    end;
}
`,
	"With.TableExt.al": `tableextension 50312 "Call Other With" extends "Call Other"
{
    procedure CopyWith(From: Record "Call Other")
    var
        Item: Record "Call Item";
    begin
        with Item do
            TransferFields(From);
    end;
}
`,
}

// TestReachedInSetCalls checks which files a field added to a table
// reaches through the rules that read its fields whole: a Truncate or
// TransferFields on a record of the table (as receiver, as TransferFields'
// argument, through the implicit record, inside a with statement on one)
// or on one of an unknown table; not those whose calls are all on
// records of another table.
func TestReachedInSetCalls(t *testing.T) {
	_, old := parseProject(setCallProject)
	files, cur := parseProject(editProject(setCallProject, "Item.Table.al", "        field(1;", "        field(2; Weight; Decimal) { }\n        field(1;"))
	ch := Diff(old, cur)
	var read *SetRead
	for i := range ch.Reads {
		if ch.Reads[i].Kind == "field" {
			read = &ch.Reads[i]
		}
	}
	if ch.Global || read == nil || !read.Tables["call item"] || len(read.Tables) != 1 {
		t.Fatalf("no field set read of the table: global %v, reads %+v", ch.Global, ch.Reads)
	}
	want := map[string]bool{"Item.Table.al": false, "Other.Table.al": false, "Copy.Codeunit.al": false, "CopyItem.Codeunit.al": true,
		"Truncate.Codeunit.al": true, "Unknown.Codeunit.al": true, "OtherExt.TableExt.al": false, "OtherFromItem.TableExt.al": true,
		"With.TableExt.al": true}
	for name, f := range files {
		if got := read.ReachedIn(ScopesWith(f, nil, cur)); got != want[name] {
			t.Errorf("%s: ReachedIn = %v, want %v", name, got, want[name])
		}
		if got := ReachedAny([]SetRead{*read}, f, nil, cur); got != want[name] {
			t.Errorf("%s: ReachedAny = %v, want %v", name, got, want[name])
		}
	}
}

// parseProject parses the files of a project (name -> source) and builds
// their summary.
func parseProject(srcs map[string]string) (map[string]*syntax.File, *Summary) {
	files := map[string]*syntax.File{}
	var list []*syntax.File
	for name, src := range srcs {
		f := syntax.Parse(name, []byte(src), syntax.Options{})
		files[name] = f
		list = append(list, f)
	}
	return files, summaryOf(list...)
}

// editProject returns a copy of a project with the first old in file
// replaced by new.
func editProject(srcs map[string]string, file, old, new string) map[string]string {
	out := maps.Clone(srcs)
	out[file] = strings.Replace(srcs[file], old, new, 1)
	return out
}

// TestScopesAround checks that resolving only the routines that hold some
// tokens resolves their names as a whole-file resolution does, leaves the
// other routines' names unresolved, and still resolves what is outside
// routines.
func TestScopesAround(t *testing.T) {
	files, sum := parseProject(map[string]string{
		"Item.Table.al": `table 50500 "Around Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }
}
`,
		"Around.Codeunit.al": `codeunit 50500 "Around"
{
    var
        Item: Record "Around Item";

    procedure First(Count: Integer): Integer
    var
        Local: Integer;
    begin
        Local := Count + 1;
        Item.Description := 'x';
        exit(Local);
    end;

    procedure Second(Other: Record "Around Item")
    begin
        Other.Description := Item.Description;
        First(2);
    end;

    trigger OnRun()
    begin
        Item.Init();
    end;
}
`})
	f := files["Around.Codeunit.al"]
	full := ScopesWith(f, nil, sum)
	// The token "Other" inside Second's body.
	var focus []int
	for i := range f.Tokens {
		if f.TokenText(i) == "Other" && i > 0 && f.Tokens[i-1].Kind != syntax.LParen {
			focus = append(focus, i)
			break
		}
	}
	if focus == nil {
		t.Fatal("no token to focus on")
	}
	part := ScopesAround(f, nil, sum, focus)
	second := routineNamed(f, "Second")
	inSecond, elsewhere := 0, 0
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind != syntax.NameExpr {
			return true
		}
		want, got := full.RefOf(n), part.RefOf(n)
		if n.First >= second.First && n.Last <= second.Last {
			inSecond++
			if (want == nil) != (got == nil) || want != nil && (want.Decl == nil) != (got.Decl == nil) ||
				want != nil && want.Decl != nil && (want.Decl.Name != got.Decl.Name || want.Decl.Kind != got.Decl.Kind) {
				t.Errorf("%q in Second: focused ref %+v, whole-file ref %+v", f.TokenText(int(n.First)), got, want)
			}
			if !reflect.DeepEqual(part.TypeOf(n), full.TypeOf(n)) {
				t.Errorf("%q in Second: focused type %+v, whole-file %+v", f.TokenText(int(n.First)), part.TypeOf(n), full.TypeOf(n))
			}
		} else if got != nil {
			elsewhere++
		}
		return true
	})
	if inSecond == 0 {
		t.Fatal("no names in Second")
	}
	if elsewhere > 0 {
		t.Errorf("%d names outside Second resolved", elsewhere)
	}
	for _, d := range part.Decls {
		if d.Kind == LocalVar && d.Name == "Local" || d.Kind == Param && d.Name == "Count" {
			t.Errorf("a skipped routine's %s %s is declared", d.Kind, d.Name)
		}
	}
	// No tokens: no routine resolved, the globals still declared.
	none := ScopesAround(f, nil, sum, nil)
	if len(none.Refs) != 0 {
		t.Errorf("%d refs resolved with no token to focus on", len(none.Refs))
	}
	global := false
	for _, d := range none.Decls {
		global = global || d.Name == "Item"
	}
	if !global {
		t.Error("the global Item is not declared")
	}
}

// routineNamed returns the procedure node of f called name.
func routineNamed(f *syntax.File, name string) *syntax.Node {
	var out *syntax.Node
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind == syntax.Procedure && strings.EqualFold(f.DeclName(n), name) {
			out = n
		}
		return out == nil
	})
	return out
}
