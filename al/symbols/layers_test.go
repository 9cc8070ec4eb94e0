package symbols

import (
	"reflect"
	"testing"
)

func TestExtractControlsAndLength(t *testing.T) {
	page := parse(t, "p.al", `page 50100 "Fab Card"
{
    SourceTable = "Fab Item";
    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(Total; GetTotal()) { }
            }
            part(Lines; "Fab Lines") { }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post) { }
        }
        area(Promoted)
        {
            actionref(Post_Promoted; Post) { }
        }
    }
    var
        Buf: Text[250];
}`)
	ext := parse(t, "e.al", `pageextension 50101 "Fab Ext" extends "Fab Card"
{
    layout
    {
        addafter("No.")
        {
            group(Extra)
            {
                field(Color; Rec.Color) { }
            }
        }
        modify(Total) { Visible = false; }
        movefirst(General; Total, "No.")
    }
}`)
	sum := summaryOf(page, ext)
	p := sum.Object("page", "Fab Card")
	want := []Control{
		{Kind: "area", Name: "Content"},
		{Kind: "group", Name: "General", Parent: "Content"},
		{Kind: "field", Name: "No.", Source: `Rec."No."`, Parent: "General"},
		{Kind: "field", Name: "Total", Source: "GetTotal()", Parent: "General"},
		{Kind: "part", Name: "Lines", Source: "Fab Lines", Parent: "Content"},
	}
	if !reflect.DeepEqual(p.Controls, want) {
		t.Errorf("controls:\n got %+v\nwant %+v", p.Controls, want)
	}
	wantActions := []Control{
		{Kind: "area", Name: "Processing"},
		{Kind: "action", Name: "Post", Parent: "Processing"},
		{Kind: "area", Name: "Promoted"},
		{Kind: "actionref", Name: "Post_Promoted", Source: "Post", Parent: "Promoted"},
	}
	if !reflect.DeepEqual(p.Actions, wantActions) {
		t.Errorf("actions:\n got %+v\nwant %+v", p.Actions, wantActions)
	}
	if v := p.Variables[0].Type; v.Kind != "Text" || v.Length != 250 {
		t.Errorf("Text[250]: %+v", v)
	}
	e := sum.Object("pageextension", "Fab Ext")
	wantExt := []Control{
		{Kind: "group", Name: "Extra", Change: "addafter", Anchor: "No."},
		{Kind: "field", Name: "Color", Source: "Rec.Color", Parent: "Extra"},
		{Name: "Total", Change: "modify"},
		{Name: "Total", Change: "movefirst", Anchor: "General"},
		{Name: "No.", Change: "movefirst", Anchor: "General"},
	}
	if !reflect.DeepEqual(e.Controls, wantExt) {
		t.Errorf("extension controls:\n got %+v\nwant %+v", e.Controls, wantExt)
	}
	if got := sum.PageControls(e); len(got) != 7 || got[5].Name != "Extra" || got[6].Name != "Color" {
		t.Errorf("PageControls: %d %+v", len(got), got)
	}
	en := parse(t, "en.al", "enum 50100 Fab { value(0; A) { } }")
	ee := parse(t, "ee.al", "enumextension 50101 FabExt extends Fab { value(10; B) { } }")
	es := summaryOf(en, ee)
	if vs := es.EnumValues(es.Object("enumextension", "FabExt")); len(vs) != 2 || vs[1].Name != "B" || vs[1].ID != 10 {
		t.Errorf("EnumValues: %+v", vs)
	}
}

// layered builds a project summary over own files with one dependency per
// given app summary.
func layered(t *testing.T, own []*FileSymbols, deps ...*Dependency) *Summary {
	t.Helper()
	return BuildApp(AppInfo{App: App{ID: "11111111-1111-1111-1111-111111111111", Name: "Mine", Publisher: "Me"}}, own, deps)
}

func TestDependencyLayerLookups(t *testing.T) {
	base := parse(t, "base/Item.Table.al", `namespace Fab.Inventory;
table 50000 "Base Item"
{
    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; Secret; Integer) { }
    }
    procedure Visible() begin end;
    internal procedure Hidden() begin end;
    protected procedure ForExtensions() begin end;
}`)
	iface := parse(t, "base/IFab.Interface.al", `interface IFab { procedure Run(); }`)
	impl := parse(t, "base/Impl.Codeunit.al", `codeunit 50001 "Base Impl" implements IFab { procedure Run() begin end; }`)
	baseSum := BuildApp(AppInfo{App: App{ID: "22222222-2222-2222-2222-222222222222", Name: "Base", Publisher: "Fab", Version: "1.0.0.0"},
		InternalsVisibleTo: []App{{ID: "{11111111-1111-1111-1111-111111111111}"}}},
		[]*FileSymbols{Extract(base), Extract(iface), Extract(impl)}, nil)
	dep := &Dependency{App: baseSum.App.App, Origin: FromPackage, Reach: Direct, Symbols: baseSum, Hash: [32]byte{1}}
	missing := &Dependency{App: App{ID: "33333333-3333-3333-3333-333333333333", Name: "Gone"}, Origin: Missing}

	ext := parse(t, "Item.TableExt.al", `tableextension 50100 "My Item" extends Fab.Inventory."Base Item"
{
    fields { field(50100; Color; Text[30]) { } }
    procedure UseIt() begin end;
}`)
	myImpl := parse(t, "My.Codeunit.al", `codeunit 50101 "My Impl" implements IFab { procedure Run() begin end; }`)
	own := []*FileSymbols{Extract(ext), Extract(myImpl)}
	sum := layered(t, own, dep, missing)

	item := sum.Table("Base Item")
	if item == nil || sum.ObjectIn("table", "Fab.Inventory", "Base Item") != item || sum.ObjectByID("table", 50000) != item {
		t.Fatalf("dependency table not found by name, namespace or id: %v", item)
	}
	if sum.Object("table", "Fab.Inventory.\"Base Item\"") != item {
		t.Error("qualified lookup of a dependency table")
	}
	if sum.IsOwn(item) || sum.DependencyOf(item) != dep || sum.FileOf(item) != "" || sum.AppOf(item).Name != "Base" {
		t.Error("origin of a dependency object")
	}
	myExt := sum.Object("tableextension", "My Item")
	if !sum.IsOwn(myExt) || sum.DependencyOf(myExt) != nil || sum.FileOf(myExt) != "Item.TableExt.al" {
		t.Error("origin of an own object")
	}
	if exts := sum.Extensions(item); len(exts) != 1 || exts[0] != myExt {
		t.Errorf("own extension of a dependency table: %v", exts)
	}
	if f := sum.TableField("Base Item", "Color"); f == nil || f.Type.Length != 30 {
		t.Errorf("extension field on a dependency table: %+v", f)
	}
	if f := sum.Field(item, "no."); f == nil || f.Caption != "No." {
		t.Errorf("dependency field: %+v", f)
	}
	if got := len(sum.Implementers("IFab")); got != 2 {
		t.Errorf("implementers over both layers: %d", got)
	}
	if sum.Interface("IFab") == nil || sum.Procedure(item, "Hidden") == nil {
		t.Error("interface or procedure of a dependency")
	}
	if len(sum.AllObjects()) != 2 {
		t.Errorf("AllObjects lists own objects only: %d", len(sum.AllObjects()))
	}

	// Access.
	hidden := sum.Procedure(item, "Hidden")
	if !sum.Friend(dep) || !sum.Accessible(myExt, item, hidden.Access) {
		t.Error("a friend sees internal procedures")
	}
	stranger := BuildApp(AppInfo{App: App{ID: "44444444-4444-4444-4444-444444444444"}}, own, []*Dependency{dep})
	if stranger.Friend(dep) || stranger.Accessible(stranger.Object("tableextension", "My Item"), item, "internal") {
		t.Error("a stranger sees internal procedures")
	}
	if !sum.Accessible(myExt, item, "protected") || sum.Accessible(sum.Object("codeunit", "My Impl"), item, "protected") {
		t.Error("protected: extensions only")
	}
	if sum.Accessible(myExt, item, "local") || !sum.Accessible(item, item, "local") || !sum.Accessible(nil, item, "Public") {
		t.Error("local and public")
	}

	// Completeness and hash.
	if sum.Complete() || len(sum.Unloaded()) != 1 || sum.Unloaded()[0] != missing {
		t.Error("a missing dependency makes the summary incomplete")
	}
	if !layered(t, own, dep).Complete() || Build(own).Complete() {
		t.Error("Complete with every dependency loaded, and without dependencies")
	}
	h := sum.Hash()
	dep2 := *dep
	dep2.Hash = [32]byte{2}
	if layered(t, own, &dep2, missing).Hash() == h {
		t.Error("the hash does not change with a dependency's hash")
	}
	if layered(t, own, dep, missing).Hash() != h {
		t.Error("the hash is not stable")
	}
	if Build(own).Hash() == h {
		t.Error("dependencies are not part of the hash")
	}
	transitive := *dep
	transitive.Reach = Transitive
	if layered(t, own, &transitive).Referable(item) || !sum.Referable(item) || !sum.Referable(myExt) {
		t.Error("Referable follows Reach")
	}
}

func TestAppSame(t *testing.T) {
	a := App{ID: "{ABC}", Name: "X", Publisher: "P"}
	if !a.Same(App{ID: "abc"}) || a.Same(App{ID: "abd", Name: "X", Publisher: "P"}) || !a.Same(App{Name: "x", Publisher: "p"}) || (App{}).Same(App{}) {
		t.Error("App.Same")
	}
}
