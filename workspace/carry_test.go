package workspace

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/store"
)

// carryProject links its objects in the ways rules read across files: a
// page and a list on a table, a page extension, a codeunit using the table
// and one using the codeunit, an install codeunit (AA0235 looks for a
// subscriber anywhere), a permission set naming the tables, a
// SingleInstance codeunit, one that truncates the table and clears that
// codeunit (rules that read the table's fields and the codeunit's globals
// whole: AA0475, PC0016), one that reads a field of the table only
// through a procedure returning its record and one that calls a procedure
// of a codeunit only through a procedure returning the codeunit.
var carryProject = map[string]string{
	"src/Item.Table.al": `table 50100 "My Item"
{
    DataClassification = CustomerContent;
    Caption = 'My Item';
    LookupPageId = "My Item List";

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; DataClassification = CustomerContent; }
        field(2; Description; Text[100]) { Caption = 'Description'; DataClassification = CustomerContent; }
        field(3; Quantity; Decimal) { Caption = 'Quantity'; DataClassification = CustomerContent; }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }

    procedure Touch(Amount: Decimal): Boolean
    begin
        Quantity += Amount;
        exit(Quantity > 0);
    end;
}
`,
	"src/Other.Table.al": `table 50101 "My Other"
{
    DataClassification = CustomerContent;
    Caption = 'My Other';

    fields
    {
        field(1; Code; Code[10]) { Caption = 'Code'; DataClassification = CustomerContent; }
    }
    keys
    {
        key(PK; Code) { Clustered = true; }
    }
}
`,
	"src/ItemCard.Page.al": `page 50100 "My Item Card"
{
    PageType = Card;
    SourceTable = "My Item";
    Caption = 'My Item Card';
    ApplicationArea = All;
    UsageCategory = None;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { ToolTip = 'Specifies the number.'; }
        }
    }
}
`,
	"src/ItemList.Page.al": `page 50101 "My Item List"
{
    PageType = List;
    SourceTable = "My Item";
    Caption = 'My Items';
    ApplicationArea = All;
    UsageCategory = Lists;
    CardPageId = "My Item Card";
    Editable = false;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { ToolTip = 'Specifies the number.'; }
                field(Description; Rec.Description) { ToolTip = 'Specifies the description.'; }
            }
        }
    }
}
`,
	"src/ItemCardExt.PageExt.al": `pageextension 50100 "My Item Card Ext" extends "My Item Card"
{
    layout
    {
        addlast(Content)
        {
            field(Qty; Rec.Quantity) { ApplicationArea = All; ToolTip = 'Specifies the quantity.'; }
        }
    }
}
`,
	"src/Mgt.Codeunit.al": `codeunit 50101 "My Mgt"
{
    procedure Run(var Item: Record "My Item"; Amount: Decimal): Boolean
    begin
        if not Item.Get('A') then
            exit(false);
        exit(Item.Touch(Amount));
    end;

    procedure Describe(No: Code[20]): Text
    var
        Item: Record "My Item";
    begin
        Item.Get(No);
        exit(Item.Description);
    end;
}
`,
	"src/User.Codeunit.al": `codeunit 50102 "My User"
{
    procedure Go()
    var
        Item: Record "My Item";
        Mgt: Codeunit "My Mgt";
        Result: Text;
    begin
        Mgt.Run(Item, 1);
        Result := Mgt.Describe('X');
        Message(Result);
    end;
}
`,
	"src/Install.Codeunit.al": `codeunit 50103 "My Install"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    var
        Other: Record "My Other";
    begin
        Other.Init();
    end;
}
`,
	"src/State.Codeunit.al": `codeunit 50106 "My State"
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
}
`,
	"src/Reader.Codeunit.al": `codeunit 50108 "My Reader"
{
    procedure Show()
    var
        State: Codeunit "My State";
        Name: Text[100];
    begin
        Name := State.Current().Description;
        Message(Name);
    end;
}
`,
	"src/Cleanup.Codeunit.al": `codeunit 50107 "My Cleanup"
{
    procedure Purge()
    var
        Item: Record "My Item";
        State: Codeunit "My State";
    begin
        Item.Truncate();
        Clear(State);
    end;
}
`,
	"src/Via.Codeunit.al": `codeunit 50109 "My Via"
{
    procedure Mgt(): Codeunit "My Mgt"
    var
        Result: Codeunit "My Mgt";
    begin
        exit(Result);
    end;
}
`,
	"src/Caller.Codeunit.al": `codeunit 50110 "My Caller"
{
    procedure Go(): Text
    var
        Via: Codeunit "My Via";
    begin
        exit(Via.Mgt().Describe('X'));
    end;
}
`,
	"src/Perms.PermissionSet.al": `permissionset 50100 "My Perms"
{
    Assignable = true;
    Caption = 'My Perms';
    Permissions = tabledata "My Item" = RIMD,
        table "My Item" = X;
}
`,
}

// A carryEdit replaces from by to in file (appends to when from is empty).
type carryEdit struct {
	name, file, from, to string
	// carried: files other than the edited one must keep their results
	// (the change names nothing they mention).
	carried []string
}

// apply makes the edit in the project at root.
func (e carryEdit) apply(t *testing.T, root string) {
	t.Helper()
	path := filepath.Join(root, filepath.FromSlash(e.file))
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if e.from == "" {
		src = append(src, e.to...)
	} else if !strings.Contains(string(src), e.from) {
		t.Fatalf("%s does not contain %q", e.file, e.from)
	} else {
		src = []byte(strings.Replace(string(src), e.from, e.to, 1))
	}
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
}

// carryEdits are declaration changes (and one body change) of the kinds an
// agent makes, each an in-place replacement in one file of carryProject.
var carryEdits = []carryEdit{
	{name: "procedure added", file: "src/Item.Table.al", from: "    procedure Touch(",
		to: "    procedure Added()\n    begin\n    end;\n\n    procedure Touch(", carried: []string{"src/Other.Table.al", "src/Install.Codeunit.al",
			// They spell the table but not the new procedure.
			"src/ItemCard.Page.al", "src/ItemList.Page.al", "src/ItemCardExt.PageExt.al", "src/Mgt.Codeunit.al", "src/User.Codeunit.al", "src/Perms.PermissionSet.al"}},
	{name: "procedure removed", file: "src/Item.Table.al", from: "    procedure Touch(Amount: Decimal): Boolean\n    begin\n        Quantity += Amount;\n        exit(Quantity > 0);\n    end;\n", to: ""},
	{name: "procedure signature changed", file: "src/Item.Table.al", from: "Touch(Amount: Decimal): Boolean", to: "Touch(Amount: Integer): Boolean"},
	{name: "field added", file: "src/Item.Table.al", from: "        field(3;", to: "        field(4; Weight; Decimal) { Caption = 'Weight'; DataClassification = CustomerContent; }\n        field(3;",
		// They spell the table, not the field; the pages on the table and
		// the page extension (which spells one of them) read its fields.
		carried: []string{"src/Other.Table.al", "src/Install.Codeunit.al", "src/Mgt.Codeunit.al", "src/User.Codeunit.al", "src/Perms.PermissionSet.al",
			"src/State.Codeunit.al"}},
	{name: "field type changed", file: "src/Item.Table.al", from: "Description; Text[100]", to: "Description; Code[100]",
		carried: []string{"src/Other.Table.al", "src/Install.Codeunit.al", "src/User.Codeunit.al", "src/Perms.PermissionSet.al",
			"src/State.Codeunit.al", "src/ItemCard.Page.al", "src/ItemCardExt.PageExt.al"}},
	// Traps: a file that spells neither the field nor the variable, whose
	// rules read the table's fields (AA0475: Truncate and media fields) or
	// the codeunit's globals (PC0016: Clear of a SingleInstance codeunit)
	// whole, must be analysed again.
	{name: "media field added", file: "src/Item.Table.al", from: "        field(3;", to: "        field(5; Picture; Media) { Caption = 'Picture'; DataClassification = CustomerContent; }\n        field(3;",
		carried: []string{"src/Other.Table.al", "src/Install.Codeunit.al", "src/Mgt.Codeunit.al", "src/User.Codeunit.al", "src/State.Codeunit.al"}},
	{name: "global variable added", file: "src/State.Codeunit.al", from: "        LastItem: Record \"My Item\";\n", to: "        LastItem: Record \"My Item\";\n        Counter: Integer;\n",
		carried: []string{"src/Item.Table.al", "src/Other.Table.al", "src/ItemCard.Page.al", "src/ItemList.Page.al", "src/ItemCardExt.PageExt.al",
			"src/Mgt.Codeunit.al", "src/User.Codeunit.al", "src/Install.Codeunit.al", "src/Perms.PermissionSet.al", "src/Reader.Codeunit.al",
			"src/Via.Codeunit.al", "src/Caller.Codeunit.al"}},
	{name: "field caption changed", file: "src/Item.Table.al", from: "Caption = 'Quantity';", to: "Caption = 'Qty.';",
		// The page extension spells the field; the cleanup truncates the
		// table (AA0475 reads its fields whole).
		carried: []string{"src/Other.Table.al", "src/Install.Codeunit.al", "src/User.Codeunit.al", "src/Perms.PermissionSet.al", "src/State.Codeunit.al",
			"src/ItemCard.Page.al", "src/ItemList.Page.al", "src/Mgt.Codeunit.al"}},
	// A trap: the reader reaches the table's records only through a
	// procedure returning one; its assignment no longer converts.
	{name: "field type changed to a number", file: "src/Item.Table.al", from: "Description; Text[100]", to: "Description; Integer",
		carried: []string{"src/Other.Table.al", "src/Install.Codeunit.al", "src/User.Codeunit.al", "src/Perms.PermissionSet.al",
			"src/State.Codeunit.al", "src/ItemCard.Page.al", "src/ItemCardExt.PageExt.al"}},
	{name: "field removed", file: "src/Item.Table.al", from: "        field(2; Description; Text[100]) { Caption = 'Description'; DataClassification = CustomerContent; }\n", to: ""},
	{name: "table property changed", file: "src/Item.Table.al", from: "    Caption = 'My Item';\n", to: "    Caption = 'My Item';\n    Access = Internal;\n    DrillDownPageId = \"My Item List\";\n"},
	{name: "subscriber added", file: "src/Mgt.Codeunit.al", from: "    procedure Describe(",
		to: "    [EventSubscriber(ObjectType::Codeunit, Codeunit::\"Company-Initialize\", 'OnCompanyInitialize', '', false, false)]\n    local procedure OnCompanyInitialize()\n    begin\n    end;\n\n    procedure Describe("},
	{name: "procedure made local", file: "src/Mgt.Codeunit.al", from: "    procedure Describe(", to: "    local procedure Describe("},
	{name: "parameter added", file: "src/Mgt.Codeunit.al", from: "Run(var Item: Record \"My Item\"; Amount: Decimal)", to: "Run(var Item: Record \"My Item\"; Amount: Decimal; Extra: Integer)"},
	{name: "page control added", file: "src/ItemCard.Page.al", from: "            field(\"No.\"; Rec.\"No.\") { ToolTip = 'Specifies the number.'; }\n",
		to: "            field(\"No.\"; Rec.\"No.\") { ToolTip = 'Specifies the number.'; }\n            field(Description; Rec.Description) { }\n"},
	{name: "page source table changed", file: "src/ItemCard.Page.al", from: "SourceTable = \"My Item\";", to: "SourceTable = \"My Other\";"},
	{name: "permission removed", file: "src/Perms.PermissionSet.al", from: "tabledata \"My Item\" = RIMD,\n        table \"My Item\" = X;", to: "tabledata \"My Other\" = RIMD;"},
	{name: "body changed", file: "src/User.Codeunit.al", from: "Message(Result);", to: "Message('%1', Result);",
		carried: []string{"src/Item.Table.al", "src/Mgt.Codeunit.al", "src/Install.Codeunit.al"}},
	{name: "object added", file: "src/Other.Table.al", from: "", to: "codeunit 50104 \"My New\"\n{\n}\n"},
}

// findingLines renders findings for comparison, paths relative to root.
func findingLines(root string, res *AnalyzeResult) []string {
	out := make([]string, 0, res.Findings.Len())
	for _, f := range res.Findings.Slice() {
		rel, _ := filepath.Rel(root, f.Path)
		out = append(out, fmt.Sprintf("%s:%d:%d %s %s", filepath.ToSlash(rel), f.Line, f.Column, f.ID, f.Message))
	}
	return out
}

// freshFindingLines analyses root in a new workspace (its own private
// store) and renders the findings as findingLines does.
func freshFindingLines(t testing.TB, root string, reg *analysis.Registry) []string {
	t.Helper()
	fw, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	defer fw.Close()
	fresh, err := fw.Primary().Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return findingLines(root, fresh)
}

// TestCarryMatchesFreshAnalysis applies each declaration change to a
// project analysed before and checks that the analysis after it, which
// keeps the results the change cannot concern, finds exactly what a fresh
// analysis of the changed project finds.
func TestCarryMatchesFreshAnalysis(t *testing.T) {
	for _, e := range carryEdits {
		t.Run(e.name, func(t *testing.T) {
			root, p := openPrimary(t, carryProject)
			before, err := p.Analyze(context.Background(), AnalyzeRequest{})
			if err != nil {
				t.Fatal(err)
			}
			e.apply(t, root)
			after, err := p.Analyze(context.Background(), AnalyzeRequest{})
			if err != nil {
				t.Fatal(err)
			}
			got, want := findingLines(root, after), freshFindingLines(t, root, rules.Registry())
			if !slices.Equal(got, want) {
				t.Errorf("after the change:\n got  %q\n want %q", got, want)
			}
			t.Logf("%d findings before, %d after; %d of %d files analysed again", before.Findings.Len(), after.Findings.Len(), after.Analyzed, after.Files)
			if len(e.carried) > 0 && after.Analyzed > after.Files-len(e.carried) {
				t.Errorf("%d of %d files analysed again; %q should have kept their results", after.Analyzed, after.Files, e.carried)
			}
		})
	}
}

// TestCarryReadsNoKeptFile checks that a declaration change neither reads
// nor tokenises the files that keep their results: the name index (each
// content's symbols.MentionSet) answers which files mention a changed name.
func TestCarryReadsNoKeptFile(t *testing.T) {
	e := carryEdits[0]
	root := writeProject(t, carryProject)
	var mu sync.Mutex
	reads := map[string]int{}
	read := func(path string) ([]byte, error) {
		mu.Lock()
		reads[filepath.ToSlash(strings.TrimPrefix(path, root+string(filepath.Separator)))]++
		mu.Unlock()
		return os.ReadFile(path)
	}
	// A watching session keeps the name index from its first analysis.
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry(), ReadFile: read, Watch: true})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	e.apply(t, root)
	mu.Lock()
	clear(reads)
	mu.Unlock()
	after, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if reads[e.file] == 0 {
		t.Errorf("the changed file was not read: %v", reads)
	}
	for _, kept := range e.carried {
		if reads[kept] != 0 {
			t.Errorf("%s keeps its results but was read %d times (reads %v)", kept, reads[kept], reads)
		}
	}
	if got, want := findingLines(root, after), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
		t.Errorf("after the change:\n got  %q\n want %q", got, want)
	}
}

// TestCarriedResultsStored checks that the results a declaration change
// carried over (written after the call, flushLater) are in the store once
// the workspace is closed, as aliases of the entries they were read from
// (resultcodec.go): a restarted process analyses nothing again, whether it
// reads them one by one or all at once (prefetch, from 64 keys on).
func TestCarriedResultsStored(t *testing.T) {
	for _, fillers := range []int{0, 80} {
		t.Run(fmt.Sprint(fillers, " fillers"), func(t *testing.T) {
			files := maps.Clone(carryProject)
			for i := range fillers {
				files[fmt.Sprintf("src/Filler%d.Codeunit.al", i)] = fmt.Sprintf(
					"codeunit %d \"Filler %d\"\n{\n    procedure Run(): Integer\n    begin\n        exit(%d);\n    end;\n}\n", 50500+i, i, i)
			}
			testCarriedResultsStored(t, files, fillers)
		})
	}
}

func testCarriedResultsStored(t *testing.T, files map[string]string, fillers int) {
	e := carryEdits[0]
	root := writeProject(t, files)
	dbPath := filepath.Join(t.TempDir(), "cache.db")
	open := func() (*Workspace, *store.Store) {
		st, err := store.Open(store.Options{Path: dbPath})
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: rules.Registry(), Store: st})
		if err != nil {
			t.Fatal(err)
		}
		return w, st
	}
	w, st := open()
	p := w.Primary()
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	e.apply(t, root)
	changed, err := p.Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if changed.Analyzed > changed.Files-len(e.carried)-fillers {
		t.Fatalf("%d of %d files analysed again: nothing carried", changed.Analyzed, changed.Files)
	}
	// Every carried result is stored as an alias of its earlier entry.
	p.waitLater()
	aliases := 0
	p.mu.Lock()
	memo := maps.Clone(p.memo)
	p.mu.Unlock()
	for key, r := range memo {
		at := r.stored.Load()
		if at == nil || *at == key {
			continue
		}
		b, ok := st.Get(store.Analysis, key)
		if !ok {
			t.Errorf("a carried result is not in the store")
			continue
		}
		if target, ok := aliasOf(b); !ok || target != *at {
			t.Errorf("a carried result is stored as %d bytes, not as an alias of its entry", len(b))
		}
		aliases++
	}
	if aliases < len(e.carried)+fillers {
		t.Errorf("%d results stored as aliases, want at least the %d carried", aliases, len(e.carried)+fillers)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	st.Close()
	w, st = open()
	defer st.Close()
	defer w.Close()
	res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Analyzed != 0 {
		t.Errorf("after a restart %d of %d files analysed again", res.Analyzed, res.Files)
	}
	// Read all at once, each file's two keys and an alias's entry: three
	// reads a file at most (one by one, an alias costs two more).
	if reads := w.Primary().resultReads.Load(); fillers > 0 && reads > int64(3*res.Files) {
		t.Errorf("after a restart the store was asked for %d results for %d files", reads, res.Files)
	}
	if got, want := findingLines(root, res), findingLines(root, changed); !slices.Equal(got, want) {
		t.Errorf("after a restart:\n got  %q\n want %q", got, want)
	}
}

// TestCarryTakesFactsOncePerSummary checks that two declaration changes
// in a row take a project rule's facts (analysis.Rule.ProjectFacts) of
// each of the three summaries once: the second change compares the new
// summary's facts with those the first change took of its own.
func TestCarryTakesFactsOncePerSummary(t *testing.T) {
	var calls atomic.Int64
	factsRule := &analysis.Rule{
		ID: "TT0043", Title: "Facts", Message: "%s", Severity: analysis.SeverityInfo,
		Analyzer: project.AnalyzerGroup("CodeCop"), UsesProject: true,
		ProjectFacts: func(sum *symbols.Summary) string {
			calls.Add(1)
			return fmt.Sprint(len(sum.AllObjects()))
		},
		Run: func(p *analysis.Pass) {},
	}
	reg, err := analysis.NewRegistry(factsRule)
	if err != nil {
		t.Fatal(err)
	}
	root := writeProject(t, carryProject)
	w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	if _, err := p.Analyze(context.Background(), AnalyzeRequest{}); err != nil {
		t.Fatal(err)
	}
	for i, e := range []carryEdit{carryEdits[0], {file: "src/Item.Table.al", from: "    procedure Touch(", to: "    procedure Added2()\n    begin\n    end;\n\n    procedure Touch("}} {
		e.apply(t, root)
		res, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Analyzed != 1 {
			t.Fatalf("change %d: %d files analysed again, want the changed one", i+1, res.Analyzed)
		}
	}
	if n := calls.Load(); n != 3 {
		t.Errorf("the facts were taken %d times over three summaries, want 3", n)
	}
}

// TestCarryAfterUndo checks that an edit undone does not stay in the next
// change's comparison: after a procedure is added to the table and removed
// again (the summary is then found by its stored hash, not built), a
// global variable added to a codeunit re-analyses only the files that
// change concerns, not the table's file too, and finds what a fresh
// analysis finds.
func TestCarryAfterUndo(t *testing.T) {
	root, p := openPrimary(t, carryProject)
	analyze := func(what string) *AnalyzeResult {
		t.Helper()
		res, err := p.Analyze(context.Background(), AnalyzeRequest{})
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		return res
	}
	analyze("first")
	undo := carryEdits[0]
	path := filepath.Join(root, filepath.FromSlash(undo.file))
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	undo.apply(t, root)
	analyze("edit")
	if err := os.WriteFile(path, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	if res := analyze("undo"); res.Analyzed != 0 {
		t.Errorf("the undo analysed %d files, want none (every result is cached)", res.Analyzed)
	}
	var next carryEdit
	for _, e := range carryEdits {
		if e.name == "global variable added" {
			next = e
		}
	}
	next.apply(t, root)
	res := analyze("next edit")
	if res.Analyzed > res.Files-len(next.carried) {
		t.Errorf("%d of %d files analysed again; %q should have kept their results", res.Analyzed, res.Files, next.carried)
	}
	if got, want := findingLines(root, res), freshFindingLines(t, root, rules.Registry()); !slices.Equal(got, want) {
		t.Errorf("after the change:\n got  %q\n want %q", got, want)
	}
}

// openPrimary writes files as a project, opens a workspace on it with
// every rule (closed when the test ends) and returns the project's folder
// and the project.
func openPrimary(t *testing.T, files map[string]string) (string, *Project) {
	t.Helper()
	return openPrimaryWith(t, files, Options{})
}

// openPrimaryWith is openPrimary with options (Roots, Dir and Registry set
// to the written project's and every rule).
func openPrimaryWith(t *testing.T, files map[string]string, opts Options) (string, *Project) {
	t.Helper()
	root := writeProject(t, files)
	opts.Roots, opts.Dir, opts.Registry = []string{root}, root, rules.Registry()
	w, err := Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return root, w.Primary()
}
