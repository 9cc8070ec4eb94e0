package symbols

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
	"golang.org/x/tools/txtar"
)

func projectSymbols(t *testing.T) []*FileSymbols {
	var out []*FileSymbols
	for _, f := range loadProject(t, "project.txtar") {
		out = append(out, Extract(f))
	}
	return out
}

func TestSummaryIndependentOfOrder(t *testing.T) {
	files := projectSymbols(t)
	want := Build(files)
	wantJSON, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		shuffled := append([]*FileSymbols(nil), files...)
		r.Shuffle(len(shuffled), func(a, b int) { shuffled[a], shuffled[b] = shuffled[b], shuffled[a] })
		got := Build(shuffled)
		gotJSON, _ := json.Marshal(got)
		if !bytes.Equal(gotJSON, wantJSON) {
			t.Fatalf("order %d: JSON differs", i)
		}
		if got.Hash() != want.Hash() {
			t.Fatalf("order %d: hash differs", i)
		}
	}
	// A nil entry is skipped; a repeated file keeps the last one given.
	withNil := append([]*FileSymbols{nil}, files...)
	if Build(withNil).Hash() != want.Hash() {
		t.Error("nil entry changed the hash")
	}
	dup := *files[0]
	dup.Objects = nil
	dup.DeclHash = dup.computeHash()
	if got := Build(append(append([]*FileSymbols(nil), files...), &dup)); len(got.Files) != len(files) || got.Hash() == want.Hash() {
		t.Error("a repeated file name did not replace the earlier one")
	}
	// The summary survives a JSON round trip with working lookups.
	back, err := Decode(wantJSON)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != want.Hash() || back.TableField("Fab Item", "Color") == nil {
		t.Error("decoded summary differs")
	}
	if _, err := Decode([]byte("{not json")); err == nil {
		t.Error("Decode accepted broken JSON")
	}
}

// TestSummaryHash edits one file of the project and checks whether the
// summary hash moves: every declaration edit must move it, body edits must not.
func TestSummaryHash(t *testing.T) {
	a, err := txtar.ParseFile("testdata/project.txtar")
	if err != nil {
		t.Fatal(err)
	}
	build := func(edit func(name string, src string) string) [32]byte {
		var fs []*FileSymbols
		for _, f := range a.Files {
			src := string(f.Data)
			if edit != nil {
				src = edit(f.Name, src)
			}
			fs = append(fs, Extract(syntax.Parse(f.Name, []byte(src), syntax.Options{})))
		}
		return Build(fs).Hash()
	}
	base := build(nil)
	if build(nil) != base {
		t.Fatal("hash not stable")
	}
	replaceIn := func(file, old, new string) func(string, string) string {
		return func(name, src string) string {
			if !strings.HasSuffix(name, file) {
				return src
			}
			if !strings.Contains(src, old) {
				t.Fatalf("%s: %q not found", file, old)
			}
			return strings.Replace(src, old, new, 1)
		}
	}
	bodyEdits := map[string]func(string, string) string{
		"statement":          replaceIn("Item.Table.al", `TestField("No.");`, `TestField("No."); TestField("No.");`),
		"expression":         replaceIn("Item.Table.al", "exit(Inventory);", "exit(Inventory * 2);"),
		"comment":            replaceIn("ItemExt.TableExt.al", "Color := NewColor;", "Color := NewColor; // paint"),
		"trigger body":       replaceIn("Mgt.Codeunit.al", "Rec.Modify();", "Rec.Modify(true);"),
		"whitespace in body": replaceIn("ItemListExt.PageExt.al", "PageMode := 1;", "PageMode   :=   1;\n\n"),
	}
	for name, edit := range bodyEdits {
		if build(edit) != base {
			t.Errorf("body edit %q changed the hash", name)
		}
	}
	// A body edit that mentions a name the file did not (or no longer
	// mentions one) changes the file's Mentions, which project rules read.
	mentionEdits := map[string]func(string, string) string{
		"new call":   replaceIn("Item.Table.al", `TestField("No.");`, `TestField("No."); Message('x');`),
		"empty body": replaceIn("Mgt.Codeunit.al", "Result := Qty * 2;", ""),
	}
	for name, edit := range mentionEdits {
		if build(edit) == base {
			t.Errorf("body edit %q changed the mentioned names but not the hash", name)
		}
	}
	declEdits := map[string]func(string, string) string{
		"field type":       replaceIn("Item.Table.al", "Text[100]", "Text[50]"),
		"field caption":    replaceIn("Item.Table.al", "Caption = 'Description';", "Caption = 'Desc';"),
		"key":              replaceIn("Item.Table.al", `key(ByDesc; Description, "No.")`, `key(ByDesc; Description)`),
		"global variable":  replaceIn("ItemList.Page.al", "Unused: Integer;", "Unused: Decimal;"),
		"protected var":    replaceIn("ItemList.Page.al", "protected var", "var"),
		"parameter":        replaceIn("Item.Table.al", "AtDate: Date", "AtDate: Date; Extra: Integer"),
		"var parameter":    replaceIn("Item.Table.al", "var Qty: Decimal", "Qty: Decimal"),
		"return type":      replaceIn("Item.Table.al", "): Decimal", "): Integer"),
		"access":           replaceIn("Item.Table.al", "local procedure Helper", "internal procedure Helper"),
		"attribute":        replaceIn("Mgt.Codeunit.al", "[IntegrationEvent(false, false)]", "[IntegrationEvent(true, false)]"),
		"procedure name":   replaceIn("ItemExt.TableExt.al", "procedure Paint", "procedure Repaint"),
		"object name":      replaceIn("Kind.Enum.al", `"Fab Kind"`, `"Fab Kinds"`),
		"object id":        replaceIn("Stock.Query.al", "50109", "50119"),
		"source table":     replaceIn("ItemList.Page.al", `SourceTable = "Fab Item";`, `SourceTable = "Fab Entry";`),
		"implements":       replaceIn("Mgt.Codeunit.al", `, IDisposable`, ""),
		"enum value":       replaceIn("KindExt.EnumExt.al", "Special", "Specific"),
		"data item":        replaceIn("Stock.Report.al", `dataitem(Entry; "Fab Entry") { }`, ""),
		"trigger added":    replaceIn("ItemExt.TableExt.al", "procedure Paint", "trigger OnAfterInsert() begin end;\n    procedure Paint"),
		"namespace":        replaceIn("Item.Table.al", "namespace Fabrikam.Inventory;", "namespace Fabrikam.Stock;"),
		"object property":  replaceIn("Perms.PermissionSet.al", "Assignable = true;", "Assignable = false;"),
		"interface method": replaceIn("Pricing.Interface.al", "Qty: Decimal): Decimal;", "Qty: Decimal; Cur: Code[10]): Decimal;"),
		"obsolete state":   replaceIn("Item.Table.al", "ObsoleteState = Pending;", "ObsoleteState = Removed;"),
		"local proc var":   replaceIn("Item.Table.al", "Name: Text)", "Name: Text[20])"),
	}
	seen := map[[32]byte]string{}
	for name, edit := range declEdits {
		h := build(edit)
		if h == base {
			t.Errorf("declaration edit %q did not change the hash", name)
		}
		if other, dup := seen[h]; dup {
			t.Errorf("edits %q and %q give the same hash", name, other)
		}
		seen[h] = name
	}
}

func TestSummaryLookups(t *testing.T) {
	sum := Build(projectSymbols(t))
	item := sum.Table("Fab Item")
	if item == nil {
		t.Fatal("Fab Item")
	}
	for _, name := range []string{`"Fab Item"`, "fab item", "FAB ITEM", "Fabrikam.Inventory.\"Fab Item\"", `Fabrikam.Inventory."fab item"`, "50100", " Fab Item "} {
		if got := sum.Table(name); got != item {
			t.Errorf("Table(%q) = %v", name, got)
		}
	}
	if sum.Object("page", "Fab Item") != nil {
		t.Error("kind is not part of the lookup")
	}
	for _, name := range []string{"Fab Itemx", `Other.Ns."Fab Item2"`, ""} {
		if got := sum.Table(name); got != nil {
			t.Errorf("Table(%q) = %+v, want nil", name, got.Name)
		}
	}
	if got := sum.ObjectByID("codeunit", 50104); got == nil || got.Name != "Fab Mgt" {
		t.Errorf("ObjectByID: %+v", got)
	}
	if sum.ObjectByID("table", 50104) != nil {
		t.Error("ObjectByID ignores the kind")
	}
	if got := sum.FileOf(item); got != "src/Item.Table.al" {
		t.Errorf("FileOf: %q", got)
	}
	if len(sum.AllObjects()) != 12 {
		t.Errorf("AllObjects: %d", len(sum.AllObjects()))
	}

	// Fields of the table and its extensions; modify() is not a new field.
	if fl := sum.TableField(`"Fab Item"`, `"No."`); fl == nil || fl.ID != 1 {
		t.Errorf("TableField No.: %+v", fl)
	}
	if fl := sum.TableField("fab item", "COLOR"); fl == nil || fl.ID != 50100 {
		t.Errorf("TableField Color (extension): %+v", fl)
	}
	if fl := sum.TableField("Fab Item", "Description"); fl == nil || fl.Modify || fl.Type.Kind != "Text" {
		t.Errorf("TableField Description: %+v", fl)
	}
	if sum.TableField("Fab Item", "Nope") != nil || sum.TableField("Nope", "No.") != nil {
		t.Error("TableField found a missing field or table")
	}
	if got := len(sum.TableFields(item)); got != 8 {
		t.Errorf("TableFields: %d, want 8", got)
	}
	if sum.TableFields(nil) != nil || sum.Extensions(nil) != nil {
		t.Error("nil object")
	}

	page := sum.Object("page", "Fab Item List")
	if sum.PageSourceTable(page) != item {
		t.Error("PageSourceTable(page)")
	}
	if pe := sum.Object("pageextension", "Fab Item List Ext"); sum.PageSourceTable(pe) != item || sum.RecordTable(pe) != item {
		t.Error("PageSourceTable(page extension)")
	}
	if sum.PageSourceTable(nil) != nil || sum.PageSourceTable(sum.Object("codeunit", "Fab Mgt")) != nil {
		t.Error("PageSourceTable of a non-page")
	}
	if te := sum.Object("tableextension", "Fab Item Ext"); sum.RecordTable(te) != item || sum.RecordTable(item) != item {
		t.Error("RecordTable")
	}

	impl := sum.Implementers(`"Fab IPricing"`)
	var names []string
	for _, o := range impl {
		names = append(names, o.Kind+" "+o.Name)
	}
	if strings.Join(names, ",") != "enum Fab Kind,codeunit Fab Mgt" {
		t.Errorf("Implementers: %v", names)
	}
	if len(sum.Implementers("IBase")) != 1 || len(sum.Implementers("Nope")) != 0 {
		t.Error("Implementers of IBase / Nope")
	}
	if sum.Interface("fab ipricing") == nil {
		t.Error("Interface")
	}
	if ps := sum.Procedures("codeunit", "Fab Mgt"); len(ps) != 4 {
		t.Errorf("Procedures: %d", len(ps))
	}
	if sum.Procedures("codeunit", "Nope") != nil {
		t.Error("Procedures of a missing object")
	}
	if p := sum.Procedure(item, "paint"); p == nil || p.Name != "Paint" {
		t.Errorf("Procedure from a table extension: %+v", p)
	}
	if sum.Procedure(item, "Nope") != nil || sum.Procedure(nil, "Paint") != nil {
		t.Error("Procedure found a missing procedure")
	}
	if got := sum.Extensions(sum.Object("enum", "Fab Kind")); len(got) != 1 {
		t.Errorf("enum extensions: %d", len(got))
	}
}

func TestSummaryNamespaces(t *testing.T) {
	a := parse(t, "a.al", "namespace A.B;\ntable 1 Customer { }")
	b := parse(t, "b.al", "namespace C;\ntable 2 Customer { }")
	c := parse(t, "c.al", "table 3 \"No. Series\" { }\ntableextension 4 X extends A.B.Customer { fields { field(10; F; Integer) { } } }")
	sum := summaryOf(a, b, c)
	if got := sum.Objects("table", "Customer"); len(got) != 2 {
		t.Fatalf("two namespaces: %d", len(got))
	}
	if got := sum.Table("A.B.Customer"); got == nil || got.ID != 1 {
		t.Errorf("A.B.Customer: %+v", got)
	}
	if got := sum.Table(`C."Customer"`); got == nil || got.ID != 2 {
		t.Errorf("C.Customer: %+v", got)
	}
	if got := sum.Table("D.Customer"); got != nil {
		t.Errorf("D.Customer (ambiguous plain name) = %d", got.ID)
	}
	if got := sum.Table("No. Series"); got == nil || got.ID != 3 {
		t.Errorf("unquoted name with a dot: %+v", got)
	}
	if got := sum.Table(`"No. Series"`); got == nil || got.ID != 3 {
		t.Errorf("quoted name with a dot: %+v", got)
	}
	if got := sum.Table("Other.\"No. Series\""); got == nil || got.ID != 3 {
		t.Errorf("qualified reference to a table without namespace: %+v", got)
	}
	// The extension names its base qualified: only that Customer has its field.
	if fl := sum.TableField("A.B.Customer", "F"); fl == nil {
		t.Error("field of a qualified extension")
	}
	if fl := sum.TableField("C.Customer", "F"); fl != nil {
		t.Error("extension of A.B.Customer extends C.Customer")
	}
}

// TestSummaryConcurrentUse resolves several files against one summary at
// once (run with -race to check the lazily built indexes).
func TestSummaryConcurrentUse(t *testing.T) {
	files := loadProject(t, "project.txtar")
	sum := summaryOf(files...)
	done := make(chan [2]int)
	for i := 0; i < 4; i++ {
		go func() {
			refs, fields := 0, 0
			for _, f := range files {
				s := Scopes(f, sum)
				refs += len(s.Refs)
				for _, r := range s.Refs {
					if r.Field != nil {
						fields++
					}
				}
			}
			done <- [2]int{refs, fields}
		}()
	}
	first := <-done
	for i := 1; i < 4; i++ {
		if got := <-done; got != first {
			t.Errorf("concurrent runs differ: %v vs %v", got, first)
		}
	}
	if first[1] == 0 {
		t.Error("no field references resolved")
	}
}

// lookupKey is kindKey, without allocating for ASCII keys.
func TestLookupKey(t *testing.T) {
	var buf [128]byte
	for _, c := range []struct{ kind, ns, name string }{
		{"Table", "", "Sales Header"}, {"table", "Microsoft.Sales", "SALES Header"}, {"Enum", "", "Größe"},
		{"page", "", strings.Repeat("Long Name ", 20)}, {"", "", ""},
	} {
		want := kindKey(c.kind, c.name)
		got := string(lookupKey(buf[:], c.kind, c.name))
		if c.ns != "" {
			want = kindKey(c.kind, c.ns+"."+c.name)
			got = string(lookupKey(buf[:], c.kind, c.ns, ".", c.name))
		}
		if got != want {
			t.Errorf("lookupKey(%q, %q, %q) = %q, want %q", c.kind, c.ns, c.name, got, want)
		}
	}
	m := map[string]int{kindKey("table", "Customer"): 1}
	if n := testing.AllocsPerRun(100, func() { _ = m[string(lookupKey(buf[:], "Table", "CUSTOMER"))] }); n != 0 {
		t.Errorf("an ASCII lookup allocates %v times", n)
	}
}
