package workspace

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
)

// fieldTypeProject has a table whose field Description changes type, and
// files around it: some reach that field without spelling the table's name
// (a page extension of a page on the table, through the implicit record and
// a protected variable of the base page; a codeunit through a procedure
// returning the table's record), some through the table's record or its
// extension's Rec, one through TransferFields from the table's record;
// and some that name the table and a field called Description of another
// table only, or transfer another table's fields, which cannot see the
// change.
var fieldTypeProject = map[string]string{
	"src/Item.Table.al": `table 50200 "Trap Item"
{
    DataClassification = CustomerContent;
    Caption = 'Trap Item';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; DataClassification = CustomerContent; }
        field(2; Description; Text[100]) { Caption = 'Description'; DataClassification = CustomerContent; }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}
`,
	"src/Other.Table.al": `table 50201 "Trap Other"
{
    DataClassification = CustomerContent;
    Caption = 'Trap Other';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; DataClassification = CustomerContent; }
        field(2; Description; Text[100]) { Caption = 'Description'; DataClassification = CustomerContent; }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}
`,
	"src/ItemCard.Page.al": `page 50200 "Trap Item Card"
{
    PageType = Card;
    SourceTable = "Trap Item";
    Caption = 'Trap Item Card';
    ApplicationArea = All;
    UsageCategory = None;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { ToolTip = 'Specifies the number.'; }
        }
    }

    trigger OnAfterGetRecord()
    var
        Shown: Text[100];
    begin
        Shown := Description;
        Message(Shown);
    end;

    protected var
        Previous: Record "Trap Item";
}
`,
	"src/ItemCardExt.PageExt.al": `pageextension 50200 "Trap Item Card Ext" extends "Trap Item Card"
{
    trigger OnOpenPage()
    var
        Shown: Text[100];
        Before: Text[100];
    begin
        Shown := Rec.Description;
        Before := Previous.Description;
        Message(Shown + Before);
    end;
}
`,
	"src/ItemExt.TableExt.al": `tableextension 50200 "Trap Item Ext" extends "Trap Item"
{
    procedure Shown(): Text[100]
    var
        Text: Text[100];
    begin
        Text := Rec.Description;
        exit(Text);
    end;
}
`,
	"src/State.Codeunit.al": `codeunit 50200 "Trap State"
{
    procedure Current(): Record "Trap Item"
    var
        Item: Record "Trap Item";
    begin
        exit(Item);
    end;
}
`,
	"src/Reader.Codeunit.al": `codeunit 50201 "Trap Reader"
{
    procedure Show()
    var
        State: Codeunit "Trap State";
        Name: Text[100];
    begin
        Name := State.Current().Description;
        Message(Name);
    end;
}
`,
	"src/Keep.Codeunit.al": `codeunit 50202 "Trap Keep"
{
    procedure Copy(No: Code[20])
    var
        Item: Record "Trap Item";
        Other: Record "Trap Other";
        Name: Text[100];
    begin
        Item.Get(No);
        Other.SetRange(Description, 'A');
        Name := Other.Description;
        Message(Name);
        Copy.TransferFields(Other);
    end;

    var
        Copy: Record "Trap Other";
}
`,
	"src/Transfer.Codeunit.al": `codeunit 50203 "Trap Transfer"
{
    procedure Copy(var Other: Record "Trap Other"; No: Code[20])
    var
        Item: Record "Trap Item";
    begin
        Item.Get(No);
        Other.TransferFields(Item);
    end;
}
`,
	"src/OtherCard.Page.al": `page 50201 "Trap Other Card"
{
    PageType = Card;
    SourceTable = "Trap Other";
    Caption = 'Trap Other Card';
    ApplicationArea = All;
    UsageCategory = None;

    layout
    {
        area(Content)
        {
            field(Description; Rec.Description) { ToolTip = 'Specifies the description.'; }
        }
    }

    trigger OnAfterGetRecord()
    var
        Item: Record "Trap Item";
        Shown: Text[100];
    begin
        Shown := Description;
        if Item.Get(Rec."No.") then
            Message(Shown);
    end;
}
`,
}

// TestFieldTypeChangeRerunsReachingFiles changes the type of a field that
// files reach in every way a record's field is reached, and checks that
// the analysis after it finds what a fresh analysis finds (the files that
// reach the field without spelling the table's name are analysed again:
// their findings change) while the files that name the table and only
// another table's same-named field keep their results.
func TestFieldTypeChangeRerunsReachingFiles(t *testing.T) {
	rerun := []string{"src/ItemCard.Page.al", "src/ItemCardExt.PageExt.al", "src/ItemExt.TableExt.al", "src/Reader.Codeunit.al", "src/Transfer.Codeunit.al"}
	kept := []string{"src/Keep.Codeunit.al", "src/OtherCard.Page.al"}
	root, p := openPrimary(t, fieldTypeProject)
	before, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	carryEdit{file: "src/Item.Table.al", from: "Description; Text[100]", to: "Description; Integer"}.apply(t, root)
	after, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	got, want := findingLines(root, after), freshFindingLines(t, root, rules.Registry())
	if !slices.Equal(got, want) {
		t.Errorf("after the change:\n got  %q\n want %q", got, want)
	}
	// Each file that must run again has findings the change moves: a file
	// wrongly kept would show its earlier ones.
	old := findingLines(root, before)
	for _, f := range rerun {
		if slices.Equal(linesOf(old, f), linesOf(want, f)) {
			t.Errorf("%s: the change does not change its findings (%q): the trap cannot catch a file wrongly kept", f, linesOf(want, f))
		}
	}
	for _, f := range kept {
		if !slices.Equal(linesOf(old, f), linesOf(want, f)) {
			t.Errorf("%s: the change changes its findings: it cannot keep them", f)
		}
	}
	if max := 1 + len(rerun); after.Analyzed > max {
		t.Errorf("%d files analysed again, want at most %d (the table and %q); %q name only another table's Description",
			after.Analyzed, max, rerun, kept)
	}
}

// linesOf returns the finding lines (findingLines) of one file.
func linesOf(lines []string, file string) []string {
	var out []string
	for _, l := range lines {
		if strings.HasPrefix(l, file+":") {
			out = append(out, l)
		}
	}
	return out
}

// TestMemoRenewalKeepsResults fills the result memo past its bound, as a
// session's declaration changes do (each adds a result per file), and
// checks that the results held before the renewal are still answered
// from memory (the store never had these), and gone after a second one.
func TestMemoRenewalKeepsResults(t *testing.T) {
	_, p := openPrimary(t, fieldTypeProject)
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	bound := 4*len(p.files) + 1024
	p.mu.Unlock()
	key := func(i int) (k [32]byte) {
		k[0], k[1], k[2], k[31] = byte(i), byte(i>>8), byte(i>>16), 0xA5
		return k
	}
	held := &fileResult{Format: resultFormat}
	p.memoize(key(0), held)
	for i := 1; i <= bound+1; i++ {
		p.memoize(key(i), &fileResult{Format: resultFormat})
	}
	p.mu.Lock()
	renewed := len(p.memo) < bound
	p.mu.Unlock()
	if !renewed {
		t.Fatalf("the memo was not renewed after %d results", bound+2)
	}
	if got := p.cachedResult(key(0)); got != held {
		t.Fatalf("a result held before the renewal: got %p, want %p", got, held)
	}
	// Memory stays bounded: a result not asked for over two more renewals
	// is gone.
	for i := bound + 2; i <= 3*bound+6; i++ {
		p.memoize(key(i), &fileResult{Format: resultFormat})
	}
	if got := p.cachedResult(key(1)); got != nil {
		t.Errorf("a result not asked for over two renewals is still held")
	}
}

// TestDeclarationChangeAsksStoreForRerunsOnly checks that a declaration
// change whose results carry over does not ask the store for every file's
// project result under the new summary (none can be there but what the
// carry gives): only the files it analyses again are looked up, one by one.
func TestDeclarationChangeAsksStoreForRerunsOnly(t *testing.T) {
	files := maps.Clone(fieldTypeProject)
	const fillers = 100 // above prefetch's threshold of 64 keys
	for i := range fillers {
		files[fmt.Sprintf("src/Filler%d.Codeunit.al", i)] = fmt.Sprintf(`codeunit %d "Trap Filler %d"
{
    procedure Run%d(): Integer
    begin
        exit(%d);
    end;
}
`, 50300+i, i, i, i)
	}
	root, p := openPrimary(t, files)
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	carryEdit{file: "src/Item.Table.al", from: "Description; Text[100]", to: "Description; Integer"}.apply(t, root)
	reads := p.resultReads.Load()
	after, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := findingLines(root, after), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
		t.Errorf("after the change:\n got  %q\n want %q", got, want)
	}
	asked := p.resultReads.Load() - reads
	if max := int64(2 * after.Analyzed); asked > max {
		t.Errorf("the store was asked for %d results; %d files were analysed again, so at most %d", asked, after.Analyzed, max)
	}
	if after.Cached < fillers {
		t.Errorf("%d results kept, want at least the %d fillers'", after.Cached, fillers)
	}
}
