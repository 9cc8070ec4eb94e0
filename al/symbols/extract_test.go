package symbols

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestExtractObjectKinds(t *testing.T) {
	files := loadProject(t, "project.txtar")
	sum := summaryOf(files...)

	item := sum.Table("Fab Item")
	if item == nil {
		t.Fatal("table Fab Item not found")
	}
	if item.ID != 50100 || item.Namespace != "Fabrikam.Inventory" || item.Access != "Internal" {
		t.Errorf("table header: id %d ns %q access %q", item.ID, item.Namespace, item.Access)
	}
	if got := len(item.Fields); got != 7 {
		t.Fatalf("table fields: %d, want 7", got)
	}
	no := item.Fields[0]
	if no.ID != 1 || no.Name != "No." || no.Type.Kind != "Code" || no.Type.Text != "Code[20]" || no.Caption != "No." {
		t.Errorf("field No.: %+v", no)
	}
	inv := item.Fields[2]
	if inv.FieldClass != "FlowField" || !hasProperty(inv.Properties, "CalcFormula") || !hasProperty(inv.Properties, "Editable") {
		t.Errorf("flowfield: %+v", inv)
	}
	kind := item.Fields[3]
	if kind.OptionMembers != `" ",Raw,"Finished Good"` || kind.ObsoleteState != "Pending" || kind.Caption != "" {
		t.Errorf("option field: %+v", kind)
	}
	if want := []Key{{Name: "PK", Fields: []string{"No."}}, {Name: "ByDesc", Fields: []string{"Description", "No."}}}; !reflect.DeepEqual(item.Keys, want) {
		t.Errorf("keys: %+v", item.Keys)
	}
	if len(item.Variables) != 2 || item.Variables[0].Type.Object != "Fab Setup" || item.Variables[0].Protected || !item.Variables[1].Protected {
		t.Errorf("globals: %+v", item.Variables)
	}
	if !reflect.DeepEqual(item.Triggers, []string{"OnInsert"}) {
		t.Errorf("triggers: %v", item.Triggers)
	}
	if len(item.Procedures) != 2 {
		t.Fatalf("procedures: %+v", item.Procedures)
	}
	calc, helper := item.Procedures[0], item.Procedures[1]
	if calc.Name != "CalcStock" || calc.Access != "" || calc.Return.Kind != "Decimal" || len(calc.Parameters) != 1 || calc.Parameters[0].Type.Kind != "Date" || !calc.HasBody {
		t.Errorf("CalcStock: %+v", calc)
	}
	if helper.Access != "local" || !helper.Parameters[0].Var || helper.Parameters[1].Var || helper.Return.Text != "" {
		t.Errorf("Helper: %+v", helper)
	}

	ext := sum.Object("tableextension", "Fab Item Ext")
	if ext == nil || ext.Extends != "Fab Item" || len(ext.Fields) != 2 {
		t.Fatalf("table extension: %+v", ext)
	}
	if ext.Fields[0].Name != "Color" || ext.Fields[0].Modify || ext.Fields[1].Name != "Description" || !ext.Fields[1].Modify || ext.Fields[1].Type.Text != "" {
		t.Errorf("extension fields: %+v", ext.Fields)
	}

	page := sum.Object("page", "Fab Item List")
	if page == nil || page.SourceTable != "Fab Item" || page.ObsoleteState != "Pending" || len(page.Variables) != 4 {
		t.Fatalf("page: %+v", page)
	}
	if pe := sum.Object("pageextension", "Fab Item List Ext"); pe == nil || pe.Extends != "Fab Item List" || !reflect.DeepEqual(pe.Triggers, []string{"OnOpenPage"}) {
		t.Errorf("page extension: %+v", pe)
	}

	cu := sum.Object("codeunit", "Fab Mgt")
	if cu == nil || !reflect.DeepEqual(cu.Implements, []string{"Fab IPricing", "IDisposable"}) {
		t.Fatalf("codeunit: %+v", cu)
	}
	pub, sub, price, lines := cu.Procedures[0], cu.Procedures[1], cu.Procedures[2], cu.Procedures[3]
	if !pub.EventPublisher || pub.EventSubscriber || pub.Attributes[0].Name != "IntegrationEvent" || !reflect.DeepEqual(pub.Attributes[0].Args, []string{"false", "false"}) {
		t.Errorf("publisher: %+v", pub)
	}
	if !sub.EventSubscriber || sub.EventPublisher || len(sub.Attributes[0].Args) != 6 || sub.Attributes[0].Args[1] != `Database::"Fab Item"` || sub.Attributes[0].Args[2] != "'OnAfterInsertEvent'" {
		t.Errorf("subscriber: %+v", sub)
	}
	if !price.Obsolete || price.Access != "internal" || price.ReturnName != "Result" || !price.Parameters[0].Type.Temporary || price.Parameters[0].Type.Object != "Fab Item" {
		t.Errorf("price: %+v", price)
	}
	if lines.Return.Kind != "List" || len(lines.Return.Args) != 1 || lines.Return.Args[0].Text != "Code[20]" || lines.ReturnName != "Items" {
		t.Errorf("lines: %+v", lines)
	}

	iface := sum.Interface("Fab IPricing")
	if iface == nil || !reflect.DeepEqual(iface.Implements, []string{"IBase"}) || len(iface.Procedures) != 1 || iface.Procedures[0].HasBody {
		t.Errorf("interface: %+v", iface)
	}

	en := sum.Object("enum", "Fab Kind")
	if en == nil || len(en.Values) != 2 || en.Values[1].ID != 1 || en.Values[1].Name != "Made To Order" || !hasProperty(en.Values[0].Properties, "Implementation") {
		t.Errorf("enum: %+v", en)
	}
	if ee := sum.Object("enumextension", "Fab Kind Ext"); ee == nil || ee.Extends != "Fab Kind" || len(ee.Values) != 1 || ee.Values[0].ID != 50100 {
		t.Errorf("enum extension: %+v", ee)
	}

	rep := sum.Object("report", "Fab Stock")
	if want := []DataItem{{Kind: "dataitem", Name: "Item", Table: "Fab Item"}, {Kind: "column", Name: "No"}, {Kind: "dataitem", Name: "Entry", Table: "Fab Entry"}}; rep == nil || !reflect.DeepEqual(rep.DataItems, want) {
		t.Errorf("report data items: %+v", rep)
	}
	xp := sum.Object("xmlport", "Fab Export")
	if want := []DataItem{{Kind: "textelement", Name: "Root"}, {Kind: "tableelement", Name: "ItemRec", Table: "Fab Item"}}; xp == nil || !reflect.DeepEqual(xp.DataItems, want) {
		t.Errorf("xmlport elements: %+v", xp)
	}
	if q := sum.Object("query", "Fab Stock Query"); q == nil || len(q.DataItems) != 2 || q.DataItems[0].Table != "Fab Item" ||
		q.DataItems[1] != (DataItem{Kind: "column", Name: "No"}) {
		t.Errorf("query: %+v", q)
	}
	ps := sum.Object("permissionset", "Fab All")
	if ps == nil || ps.ID != 50110 || !hasProperty(ps.Properties, "Permissions") {
		t.Errorf("permission set: %+v", ps)
	}
}

func hasProperty(ps []Property, name string) bool {
	for _, p := range ps {
		if strings.EqualFold(p.Name, name) {
			return true
		}
	}
	return false
}

func TestExtractDeterministicAndSerialisable(t *testing.T) {
	for _, f := range loadProject(t, "project.txtar") {
		a, b := Extract(f), Extract(f)
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Fatalf("%s: two extractions differ", f.Name)
		}
		var back FileSymbols
		if err := json.Unmarshal(ja, &back); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(&back, a) {
			t.Errorf("%s: JSON round trip differs", f.Name)
		}
		if back.computeHash() != a.DeclHash {
			t.Errorf("%s: hash of decoded symbols differs", f.Name)
		}
	}
}

func TestExtractBrokenSource(t *testing.T) {
	// A file with syntax errors still gives what can be read, and no panic.
	for _, src := range []string{
		"",
		"table",
		"table 1 \"X\" { fields { field(1; A; ) { } field(; ; ) } keys { key(",
		"codeunit 5 C { procedure P(var : Integer begin end; var X: ; }",
		"page 3 P { SourceTable = ; layout { area( { field(; ) } } }",
		"enum 4 E { value(; ) { } value(1; ) }",
	} {
		f := parseLoose(src)
		fs := Extract(f)
		if _, err := json.Marshal(fs); err != nil {
			t.Errorf("%q: %v", src, err)
		}
		_ = Scopes(f, nil)
	}
	f := parseLoose("table 1 \"X\" { fields { field(1; A; Integer) { } field(2 }")
	if fs := Extract(f); len(fs.Objects) != 1 || len(fs.Objects[0].Fields) == 0 || fs.Objects[0].Fields[0].Name != "A" {
		t.Errorf("partial table: %+v", fs.Objects)
	}
}

func TestTypes(t *testing.T) {
	f := parse(t, "t.al", `codeunit 1 C
{
    var
        A: Record Microsoft.Sales.Customer temporary;
        B: array[10, 2] of Text[30];
        C: Dictionary of [Code[20], List of [Integer]];
        D: Codeunit 80;
        E: JSONOBJECT;
        F: Label 'x %1', Comment = '%1 = y';
        G: Option " ",A,"B C";
        H: "Unknown Thing";
}`)
	vars := Extract(f).Objects[0].Variables
	get := func(i int) Type { return *vars[i].Type }
	if a := get(0); a.Kind != "Record" || a.Object != "Customer" || a.ObjectNamespace != "Microsoft.Sales" || !a.Temporary {
		t.Errorf("A: %+v", a)
	}
	if b := get(1); b.Kind != "Text" || b.ArrayDims != 2 || b.Text != "array[10, 2] of Text[30]" || b.Elem().ArrayDims != 0 || b.Is("Text") || !b.Elem().Is("text") {
		t.Errorf("B: %+v", b)
	}
	if c := get(2); c.Kind != "Dictionary" || len(c.Args) != 2 || c.Args[1].Kind != "List" || c.Args[1].Args[0].Kind != "Integer" {
		t.Errorf("C: %+v", c)
	}
	if d := get(3); d.Kind != "Codeunit" || d.Object != "80" {
		t.Errorf("D: %+v", d)
	}
	if e := get(4); e.Kind != "JsonObject" || e.Text != "JSONOBJECT" {
		t.Errorf("E: %+v", e)
	}
	if l := get(5); l.Kind != "Label" || l.Object != "" {
		t.Errorf("F: %+v", l)
	}
	if o := get(6); o.Kind != "Option" {
		t.Errorf("G: %+v", o)
	}
	if h := get(7); h.Kind != "Unknown Thing" || !h.Known() {
		t.Errorf("H: %+v", h)
	}
	if (Type{}).Known() || (Type{}).Elem().Known() {
		t.Error("zero type known")
	}
}

func TestFittedDropsSpareCapacity(t *testing.T) {
	s := make([]Control, 3, 64)
	s[1].Name = "B"
	got := fitted(s)
	if len(got) != 3 || cap(got) != 3 || got[1].Name != "B" {
		t.Errorf("fitted: len %d cap %d %q, want 3 3 B", len(got), cap(got), got[1].Name)
	}
	if got := fitted(s[:0]); got == nil || cap(got) != 64 {
		t.Error("an empty slice is not copied")
	}
	tight := make([]Control, 8, 9)
	if got := fitted(tight); &got[0] != &tight[0] {
		t.Error("a slice without much spare capacity is copied")
	}
}

// Every member list built by appending is kept without much spare
// capacity: a page's controls and actions, an enum's values, a table's
// keys, an object's triggers, a report's data items.
func TestExtractKeepsNoSpareCapacity(t *testing.T) {
	var b strings.Builder
	b.WriteString("page 50100 P\n{\n    layout\n    {\n        area(Content)\n        {\n")
	for i := range 37 {
		fmt.Fprintf(&b, "            field(F%d; Rec.F%d) { }\n", i, i)
	}
	b.WriteString("        }\n    }\n    actions\n    {\n        area(Processing)\n        {\n")
	for i := range 37 {
		fmt.Fprintf(&b, "            action(A%d) { }\n", i)
	}
	b.WriteString("        }\n    }\n")
	for _, tr := range []string{"OnOpenPage", "OnClosePage", "OnAfterGetRecord", "OnInit", "OnNewRecord"} {
		fmt.Fprintf(&b, "    trigger %s()\n    begin\n    end;\n", tr)
	}
	b.WriteString("}\nenum 50100 E\n{\n")
	for i := range 37 {
		fmt.Fprintf(&b, "    value(%d; V%d) { }\n", i, i)
	}
	b.WriteString("}\ntable 50100 T\n{\n    fields\n    {\n        field(1; A; Integer) { }\n    }\n    keys\n    {\n")
	for i := range 37 {
		fmt.Fprintf(&b, "        key(K%d; A) { }\n", i)
	}
	b.WriteString("    }\n}\nreport 50100 R\n{\n    dataset\n    {\n")
	for i := range 37 {
		fmt.Fprintf(&b, "        dataitem(D%d; T) { }\n", i)
	}
	b.WriteString("    }\n}\n")
	fs := Extract(parse(t, "all.al", b.String()))
	if len(fs.Objects) != 4 {
		t.Fatalf("%d objects", len(fs.Objects))
	}
	check := func(what string, n, c int) {
		t.Helper()
		if n == 0 || c-n >= n/4+1 {
			t.Errorf("%s: %d kept with capacity %d", what, n, c)
		}
	}
	page, enum, table, report := fs.Objects[0], fs.Objects[1], fs.Objects[2], fs.Objects[3]
	check("page controls", len(page.Controls), cap(page.Controls))
	check("page actions", len(page.Actions), cap(page.Actions))
	check("page triggers", len(page.Triggers), cap(page.Triggers))
	check("enum values", len(enum.Values), cap(enum.Values))
	check("table keys", len(table.Keys), cap(table.Keys))
	check("report data items", len(report.DataItems), cap(report.DataItems))
}
