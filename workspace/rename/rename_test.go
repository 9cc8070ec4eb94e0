package rename

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/xliff"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// shop copies testdata/shop into a temporary folder, with extra files,
// and opens a workspace on it.
func shop(t *testing.T, extra map[string]string) (string, *workspace.Project) {
	t.Helper()
	root := filepath.Join(t.TempDir(), "shop")
	copyDir(t, "testdata/shop", root)
	wstest.WriteFiles(t, root, extra)
	return root, open(t, []string{root}, nil)
}

func open(t *testing.T, roots, sourceRoots []string) *workspace.Project {
	t.Helper()
	reg, err := analysis.NewRegistry()
	if err != nil {
		t.Fatal(err)
	}
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: roots, SourceRoots: sourceRoots, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w.Primary()
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// at returns the position of the nth (0-based) occurrence of needle in a
// file (ASCII fixtures: the column is the byte offset plus one), plus
// skip bytes.
func at(t *testing.T, path, needle string, nth, skip int) (int, int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	off := -1
	for i := 0; i <= nth; i++ {
		j := strings.Index(s[off+1:], needle)
		if j < 0 {
			t.Fatalf("%s: occurrence %d of %q not found", path, nth, needle)
		}
		off += 1 + j
	}
	off += skip
	line := strings.Count(s[:off], "\n") + 1
	col := off - strings.LastIndex(s[:off], "\n")
	return line, col
}

// rename plans a rename at the nth occurrence of needle in file and
// returns the plan and the new contents by base name.
func rename(t *testing.T, p *workspace.Project, file, needle string, nth, skip int, newName string, force bool) (*Plan, map[string]string, error) {
	t.Helper()
	path := filepath.Join(p.Root, "src", file)
	line, col := at(t, path, needle, nth, skip)
	pl, err := PlanRename(context.Background(), p, Request{Path: path, Line: line, Column: col, NewName: newName, Force: force})
	if err != nil {
		return nil, nil, err
	}
	out := map[string]string{}
	for _, f := range pl.Files {
		out[filepath.Base(f.Path)] = string(f.Content)
	}
	return pl, out, nil
}

func problemOf(err error) Problem {
	var e *Error
	if errors.As(err, &e) {
		return e.Problem
	}
	return ""
}

// wantLines checks that every line of want occurs in got, and that none
// of gone does.
func wantText(t *testing.T, what, got string, want, gone []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("%s: missing %q in\n%s", what, w, got)
		}
	}
	for _, g := range gone {
		if strings.Contains(got, g) {
			t.Errorf("%s: still holds %q in\n%s", what, g, got)
		}
	}
}

func TestRenameFieldEverywhere(t *testing.T) {
	_, p := shop(t, nil)
	// From a reference (Rec.Price in the card) to field Price.
	pl, files, err := rename(t, p, "ShopItemCard.Page.al", "Rec.Price", 0, 4, "Unit Price", false)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindField || pl.OldName != "Price" {
		t.Fatalf("plan %+v", pl)
	}
	wantText(t, "table", files["ShopItem.Table.al"], []string{
		`field(3; "Unit Price"; Decimal)`, `key(ByPrice; "Unit Price", Description) { SumIndexFields = "Unit Price"; }`,
		`exit("Total Qty" * "Unit Price");`}, []string{" Price;", "* Price"})
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{`field(PriceField; Rec."Unit Price")`}, nil)
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{`'OnAfterValidateEvent', 'Unit Price'`, `Rec."Unit Price" := Quantity(Rec);`}, nil)
	// The field PRICE of Shop Line (same name, other table) is left alone.
	if _, ok := files["ShopLine.Table.al"]; ok {
		t.Errorf("Shop Line changed:\n%s", files["ShopLine.Table.al"])
	}
	// The control PriceField and the key ByPrice keep their names.
	for _, e := range pl.Edits {
		if !strings.EqualFold(strings.Trim(e.Old, `"'`), "Price") {
			t.Errorf("edit of %q at %s:%d:%d", e.Old, filepath.Base(e.Path), e.Line, e.Column)
		}
	}
	if len(pl.Edits) != 7 {
		t.Errorf("%d edits, want 7: %+v", len(pl.Edits), pl.Edits)
	}
}

func TestRenameFieldInPropertiesAndLinks(t *testing.T) {
	_, p := shop(t, nil)
	// "No." of Shop Item from its declaration.
	_, files, err := rename(t, p, "ShopItem.Table.al", `"No."`, 1, 1, "Item Code", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "table", files["ShopItem.Table.al"], []string{`DataCaptionFields = "Item Code", Description;`,
		`field(1; "Item Code"; Code[20])`, `where("Item No." = field("Item Code")`, `key(PK; "Item Code")`, `fieldgroup(DropDown; "Item Code", Description)`}, nil)
	wantText(t, "line", files["ShopLine.Table.al"], []string{`TableRelation = "Shop Item"."Item Code" where(Kind = const(Standard));`}, nil)
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{`SourceTableView = sorting("Item Code")`, `field("No."; Rec."Item Code")`,
		`SubPageLink = "Item No." = field("Item Code");`, `RunPageLink = "Item No." = field("Item Code");`}, nil)
	wantText(t, "report", files["ShopReport.Report.al"], []string{`sorting("Item Code")`, `column(No; "Item Code")`, `DataItemLink = "Item No." = field("Item Code");`}, nil)
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{`Item."Item Code"`}, nil)
	// The control "No." keeps its name; Shop Line's "Item No." too.
	if strings.Contains(files["ShopItemCard.Page.al"], `field("Item Code"; `) {
		t.Error("the control was renamed with the field")
	}
}

func TestRenameFieldInWithIsRefused(t *testing.T) {
	root, p := shop(t, nil)
	before := readAll(t, root)
	_, _, err := rename(t, p, "ShopItem.Table.al", "Description;", 0, 0, "Text", false)
	if problemOf(err) != Ambiguous || !strings.Contains(err.Error(), "with") {
		t.Fatalf("got %v", err)
	}
	if after := readAll(t, root); after != before {
		t.Error("files changed")
	}
}

func readAll(t *testing.T, root string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			c, _ := os.ReadFile(path)
			b.WriteString(path + "\n" + string(c))
		}
		return nil
	})
	return b.String()
}

func TestRenameFieldNotProcedure(t *testing.T) {
	_, p := shop(t, nil)
	// Field Quantity of Shop Line; the codeunit's procedure Quantity stays.
	pl, files, err := rename(t, p, "ShopLine.Table.al", "Quantity", 0, 0, "Qty", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{"Line.CalcSums(Qty);", "exit(Line.Qty);", "procedure Quantity(", ":= Quantity(Rec);"}, nil)
	wantText(t, "item", files["ShopItem.Table.al"], []string{`sum("Shop Line".Qty where`}, nil)
	wantText(t, "part", files["ShopLinesPart.Page.al"], []string{"field(Quantity; Rec.Qty)"}, nil)
	wantText(t, "report", files["ShopReport.Report.al"], []string{"column(Qty; Qty)"}, nil)
	if pl.Kind != KindField {
		t.Errorf("kind %s", pl.Kind)
	}
	// And the procedure, from a call: the fields stay.
	_, files, err = rename(t, p, "ShopMgt.Codeunit.al", ":= Quantity(", 0, 3, "LineQuantity", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{"procedure LineQuantity(", ":= LineQuantity(Rec);", "Line.CalcSums(Quantity);", "exit(Line.Quantity);"}, nil)
	if len(files) != 1 {
		t.Errorf("files %d", len(files))
	}
}

func TestRenameVariables(t *testing.T) {
	_, p := shop(t, nil)
	// The global Counter: Bump's parameter Counter shadows it and stays.
	_, files, err := rename(t, p, "ShopMgt.Codeunit.al", "Counter: Integer;", 0, 0, "Calls", false)
	if err != nil {
		t.Fatal(err)
	}
	got := files["ShopMgt.Codeunit.al"]
	wantText(t, "global", got, []string{"Calls: Integer;", "procedure Bump(Counter: Integer)", "Counter += 1;\n        exit(Counter);",
		"Calls += 1;\n        OnAfterNext(Calls);\n        exit(Calls);"}, nil)
	// The parameter, from a use: the global stays.
	_, files, err = rename(t, p, "ShopMgt.Codeunit.al", "exit(Counter)", 0, 5, "Start", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "parameter", files["ShopMgt.Codeunit.al"], []string{"procedure Bump(Start: Integer)", "Start += 1;\n        exit(Start);", "Counter: Integer;\n", "OnAfterNext(Counter)"}, nil)
	// A local: Line.
	_, files, err = rename(t, p, "ShopMgt.Codeunit.al", "Line.SetRange", 0, 0, "ShopLine", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "local", files["ShopMgt.Codeunit.al"], []string{"ShopLine: Record \"Shop Line\";", "ShopLine.SetRange", "ShopLine.CalcSums", "exit(ShopLine.Quantity)"}, nil)
	// A global used as a report column's source: the column keeps its name.
	_, files, err = rename(t, p, "ShopReport.Report.al", "Counted: Decimal", 0, 0, "Tally", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "report", files["ShopReport.Report.al"], []string{"column(Counted; Tally)", "Tally: Decimal;"}, nil)
	// Collisions: the parameter to the name of the other parameter kind,
	// the global to a name a routine declares.
	if _, _, err := rename(t, p, "ShopMgt.Codeunit.al", "Item: Record", 0, 0, "Line", false); problemOf(err) != Collision {
		t.Errorf("parameter to a local's name: %v", err)
	}
	if _, _, err := rename(t, p, "ShopMgt.Codeunit.al", "Counter: Integer;", 0, 0, "Line", false); problemOf(err) != Collision {
		t.Errorf("global to a local's name: %v", err)
	}
}

func TestRenameObject(t *testing.T) {
	_, p := shop(t, nil)
	pl, files, err := rename(t, p, "ShopMgt.Codeunit.al", `Record "Shop Item"`, 0, 8, "Store Item", false)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindObject {
		t.Fatalf("kind %s", pl.Kind)
	}
	wantText(t, "table", files["ShopItem.Table.al"], []string{`table 50100 "Store Item"`}, nil)
	wantText(t, "line", files["ShopLine.Table.al"], []string{`TableRelation = "Store Item"."No."`}, nil)
	wantText(t, "perms", files["ShopPerms.PermissionSet.al"], []string{`tabledata "Store Item" = RIMD,`, `table "Store Item" = X,`}, nil)
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{`Permissions = tabledata "Store Item" = RIMD;`, `Database::"Store Item"`, `Item: Record "Store Item"`}, []string{`"Shop Item"`})
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{`SourceTable = "Store Item";`}, nil)
	wantText(t, "report", files["ShopReport.Report.al"], []string{`dataitem(Item; "Store Item")`}, nil)
	// A plain new name keeps unquoted sites unquoted and quoted ones quoted.
	_, files, err = rename(t, p, "ShopKind.Enum.al", `"Shop Kind"`, 0, 1, "ShopKind", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "enum", files["ShopKind.Enum.al"], []string{`enum 50100 "ShopKind"`}, nil)
	wantText(t, "table", files["ShopItem.Table.al"], []string{`Enum "ShopKind"`}, nil)
	// Collision with an object of the same kind, whatever the case.
	if _, _, err := rename(t, p, "ShopItem.Table.al", `"Shop Item"`, 0, 1, "SHOP LINE", false); problemOf(err) != Collision {
		t.Errorf("collision: %v", err)
	}
	// A page may take a table's name.
	if _, _, err := rename(t, p, "ShopLinesPart.Page.al", `"Shop Lines Part"`, 0, 1, "Shop Line", false); err != nil {
		t.Errorf("page named like a table: %v", err)
	}
}

func TestRenameEnumValue(t *testing.T) {
	_, p := shop(t, nil)
	_, files, err := rename(t, p, "ShopKind.Enum.al", "Standard", 0, 0, "Regular", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "enum", files["ShopKind.Enum.al"], []string{"value(0; Regular)"}, nil)
	wantText(t, "item", files["ShopItem.Table.al"], []string{"InitValue = Regular;", "Kind = const(Regular)"}, []string{"Standard"})
	wantText(t, "line", files["ShopLine.Table.al"], []string{"where(Kind = const(Regular))"}, nil)
	wantText(t, "report", files["ShopReport.Report.al"], []string{"where(Kind = const(Regular))"}, nil)
	// From a reference.
	_, files, err = rename(t, p, "ShopMgt.Codeunit.al", "Kind::Special", 0, 6, "Premium", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{"Rec.Kind::Premium"}, nil)
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{"where(Kind = const(Premium))"}, nil)
	if _, _, err := rename(t, p, "ShopKind.Enum.al", "Special", 0, 0, "standard", false); problemOf(err) != Collision {
		t.Errorf("value collision: %v", err)
	}
}

func TestRenameControlAndAction(t *testing.T) {
	_, p := shop(t, nil)
	_, files, err := rename(t, p, "ShopItemCard.Page.al", "PriceField", 0, 0, "UnitPriceField", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "ext", files["ShopCardExt.PageExt.al"], []string{"addafter(UnitPriceField)"}, nil)
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{"field(UnitPriceField; Rec.Price)"}, nil)
	// The action, from its actionref.
	_, files, err = rename(t, p, "ShopItemCard.Page.al", "; Recalculate)", 0, 2, "Recompute", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{"action(Recompute)", "actionref(Recalculate_Promoted; Recompute)"}, nil)
	wantText(t, "ext", files["ShopCardExt.PageExt.al"], []string{"addafter(Recompute)"}, nil)
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{"'OnAfterActionEvent', 'Recompute'"}, nil)
	// The part Lines, from CurrPage.Lines; the modify in the extension follows.
	_, files, err = rename(t, p, "ShopItemCard.Page.al", "CurrPage.Lines", 0, 9, "LinesPart", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "card", files["ShopItemCard.Page.al"], []string{"part(LinesPart;", "CurrPage.LinesPart.Page"}, nil)
	wantText(t, "ext", files["ShopCardExt.PageExt.al"], []string{"modify(LinesPart)"}, nil)
	// A control may not take an action's name.
	if _, _, err := rename(t, p, "ShopItemCard.Page.al", "PriceField", 0, 0, "Refresh", false); problemOf(err) != Collision {
		t.Errorf("control to an action's name: %v", err)
	}
}

func TestRenameEvent(t *testing.T) {
	_, p := shop(t, nil)
	pl, files, err := rename(t, p, "ShopMgt.Codeunit.al", "procedure OnAfterNext", 0, 10, "OnAfterNextNumber", false)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Kind != KindEvent {
		t.Errorf("kind %s", pl.Kind)
	}
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{"'OnAfterNextNumber', ''", "OnAfterNextNumber(Calls)"[:0], "OnAfterNextNumber(Counter);", "procedure OnAfterNextNumber("}, nil)
}

func TestRefusals(t *testing.T) {
	_, p := shop(t, nil)
	cases := []struct {
		file, needle string
		nth, skip    int
		name         string
		want         Problem
	}{
		{"ShopItem.Table.al", "Price;", 0, 0, "", InvalidName},
		{"ShopItem.Table.al", "Price;", 0, 0, `Bad"Name`, InvalidName},
		{"ShopItem.Table.al", "Price;", 0, 0, "A Name Longer Than Thirty Chars!", InvalidName},
		{"ShopItem.Table.al", "Price;", 0, 0, "Price", UnchangedName},
		{"ShopItem.Table.al", "Price;", 0, 0, "description", Collision},
		{"ShopItem.Table.al", "{", 0, 0, "X", NothingHere},
		{"ShopItem.Table.al", "CalcFields(", 0, 0, "X", NothingHere},
		{"ShopMgt.Codeunit.al", "Rec: Record", 0, 0, "R2", Unsupported},
		{"ShopMgt.Codeunit.al", "Value: Integer", 1, 0, "V", Unsupported},
		{"ShopPricing.Interface.al", "GetPrice", 0, 0, "Price2", Unsupported},
		{"ShopStdPricing.Codeunit.al", "GetPrice", 0, 0, "Price2", Unsupported},
		{"ShopStdPricing.Codeunit.al", "exit(Base", 0, 5, "Base2", ""},
	}
	for _, c := range cases {
		_, _, err := rename(t, p, c.file, c.needle, c.nth, c.skip, c.name, false)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s %q: %v", c.needle, c.name, err)
			}
			continue
		}
		if problemOf(err) != c.want {
			t.Errorf("%s %q: got %v, want %s", c.needle, c.name, err, c.want)
		}
	}
}

func TestHostilePositionsAndNames(t *testing.T) {
	_, p := shop(t, nil)
	path := filepath.Join(p.Root, "src", "ShopItem.Table.al")
	for _, pos := range [][2]int{{0, 1}, {1, 0}, {9999, 1}, {1, 9999}, {-3, -3}} {
		_, err := PlanRename(context.Background(), p, Request{Path: path, Line: pos[0], Column: pos[1], NewName: "X"})
		if problemOf(err) != NothingHere {
			t.Errorf("%v: %v", pos, err)
		}
	}
	// A file outside the project's AL files.
	if _, err := PlanRename(context.Background(), p, Request{Path: filepath.Join(p.Root, "app.json"), Line: 1, Column: 1, NewName: "X"}); problemOf(err) != NothingHere {
		t.Errorf("app.json: %v", err)
	}
	// A huge name is refused, and the message quotes a cut of it.
	line, col := at(t, path, "Price;", 0, 0)
	_, err := PlanRename(context.Background(), p, Request{Path: path, Line: line, Column: col, NewName: strings.Repeat("q", 1<<20)})
	if problemOf(err) != InvalidName || len(err.Error()) > 400 {
		t.Errorf("huge name: %d bytes: %.200v", len(err.Error()), err)
	}
	for _, name := range []string{"A\nB", "A\x00B", `" Pad"`, `"Quoted""Inner"`, "It's"} {
		if _, err := PlanRename(context.Background(), p, Request{Path: path, Line: line, Column: col, NewName: name}); problemOf(err) != InvalidName {
			t.Errorf("%q: %v", name, err)
		}
	}
}

func TestPublicAPIAndDependencies(t *testing.T) {
	repo := t.TempDir()
	copyDir(t, "testdata/shop", filepath.Join(repo, "shop"))
	wstest.WriteFiles(t, repo, map[string]string{
		"addon/app.json": `{"id": "5e0d3c1a-7b2f-4c8e-9a61-2f4d8b0c1e02", "name": "Shop Addon", "publisher": "Alfix Tests", "version": "1.0.0.0",
 "dependencies": [{"id": "5e0d3c1a-7b2f-4c8e-9a61-2f4d8b0c1e01", "name": "Shop", "publisher": "Alfix Tests", "version": "1.0.0.0"}]}`,
		"addon/src/Use.Codeunit.al": "codeunit 50200 \"Shop Use\"\n{\n    procedure Run(var Item: Record \"Shop Item\")\n    begin\n        Item.Price := 1;\n    end;\n}\n",
	})
	p := open(t, []string{filepath.Join(repo, "shop")}, []string{repo})
	before := readAll(t, repo)
	_, _, err := rename(t, p, "ShopItem.Table.al", "Price;", 0, 0, "Unit Price", false)
	var e *Error
	if !errors.As(err, &e) || e.Problem != PublicAPI || len(e.Dependents) != 1 || e.Dependents[0] != "Shop Addon" || !strings.Contains(e.Message, "Shop Addon") {
		t.Fatalf("public field: %v", err)
	}
	// Forced: planned, with a warning naming the dependent.
	pl, _, err := rename(t, p, "ShopItem.Table.al", "Price;", 0, 0, "Unit Price", true)
	if err != nil || len(pl.Warnings) == 0 || !strings.Contains(pl.Warnings[0], "Shop Addon") {
		t.Fatalf("forced: %+v %v", pl, err)
	}
	// A local procedure is no one else's business.
	if _, _, err := rename(t, p, "ShopMgt.Codeunit.al", "procedure OnPrice", 0, 10, "OnPriceValidated", false); err != nil {
		t.Errorf("local procedure: %v", err)
	}
	// An internal procedure: the addon is no friend of Shop.
	if _, _, err := rename(t, p, "ShopMgt.Codeunit.al", "procedure Reset", 0, 10, "Clear", false); err != nil {
		t.Errorf("internal procedure: %v", err)
	}
	if readAll(t, repo) != before {
		t.Error("planning wrote files")
	}
	// Once the addon is a friend, it may use Shop's internals.
	app, _ := os.ReadFile(filepath.Join(repo, "shop", "app.json"))
	friend := strings.Replace(string(app), `"runtime": "13.0"`, `"runtime": "13.0",
  "internalsVisibleTo": [{"id": "5e0d3c1a-7b2f-4c8e-9a61-2f4d8b0c1e02", "name": "Shop Addon", "publisher": "Alfix Tests"}]`, 1)
	writeFile(t, filepath.Join(repo, "shop", "app.json"), friend)
	p = open(t, []string{filepath.Join(repo, "shop")}, []string{repo})
	if _, _, err := rename(t, p, "ShopMgt.Codeunit.al", "procedure Reset", 0, 10, "Clear", false); problemOf(err) != PublicAPI {
		t.Errorf("internal procedure of a friend: %v", err)
	}
	writeFile(t, filepath.Join(repo, "shop", "app.json"), string(app))
	// From the addon: a reference to Shop's field is in a dependency.
	addon := open(t, []string{filepath.Join(repo, "addon")}, []string{repo})
	path := filepath.Join(addon.Root, "src", "Use.Codeunit.al")
	line, col := at(t, path, "Price", 0, 0)
	if _, err := PlanRename(context.Background(), addon, Request{Path: path, Line: line, Column: col, NewName: "X"}); problemOf(err) != NotWritable {
		t.Errorf("a dependency's field: %v", err)
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func removeFile(t *testing.T, path string) {
	t.Helper()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
}

// translationUnits is an XLIFF file of the shop fixture: units of Shop
// Item, of its field Price, of Shop Line's field PRICE (another table) and
// one whose generator note does not spell its id.
func translationUnits(lang string) string {
	h := xliff.Hash
	unit := func(id, note string) string {
		return `  <trans-unit id="` + id + `" size-unit="char" translate="yes" xml:space="preserve"><source>x</source>` + "\n" +
			`    <note from="Developer" annotates="general" priority="2"></note>` + "\n" +
			`    <note from="Xliff Generator" annotates="general" priority="3">` + note + `</note></trans-unit>` + "\n"
	}
	return `<?xml version="1.0" encoding="utf-8"?>` + "\n" +
		`<xliff version="1.2"><file datatype="xml" source-language="en-US" target-language="` + lang + `" original="Shop"><body><group id="body">` + "\n" +
		unit("Table "+h("Shop Item")+" - Property "+h("Caption"), "Table Shop Item - Property Caption") +
		unit("Table "+h("Shop Item")+" - Field "+h("Price")+" - Property "+h("Caption"), "Table Shop Item - Field Price - Property Caption") +
		unit("Table "+h("Shop Line")+" - Field "+h("PRICE")+" - Property "+h("Caption"), "Table Shop Line - Field PRICE - Property Caption") +
		unit("Table "+h("Shop Item")+" - Field "+h("Price")+" - Property "+h("ToolTip"), "Table Shop Item - Field Prize - Property ToolTip") +
		"</group></body></file></xliff>\n"
}

// A rename changes the renamed step of every trans-unit below it, in the
// ids and the generator notes of the generated and the translated files
// alike, and nothing else; a unit whose note does not spell its id is left
// and named in a warning.
func TestRenameRewritesTranslations(t *testing.T) {
	h := xliff.Hash
	_, p := shop(t, map[string]string{
		"Translations/Shop.g.xlf":     translationUnits("en-US"),
		"Translations/Shop.da-DK.xlf": translationUnits("da-DK"),
	})
	pl, files, err := rename(t, p, "ShopItem.Table.al", "Price;", 0, 0, "Unit Price", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Shop.g.xlf", "Shop.da-DK.xlf"} {
		got, ok := files[name]
		if !ok {
			t.Fatalf("%s not in the plan: %v", name, pl.Files)
		}
		wantText(t, name, got, []string{
			`id="Table ` + h("Shop Item") + ` - Field ` + h("Unit Price") + ` - Property ` + h("Caption") + `"`,
			`>Table Shop Item - Field Unit Price - Property Caption</note>`,
			`id="Table ` + h("Shop Item") + ` - Property ` + h("Caption") + `"`,
			`id="Table ` + h("Shop Line") + ` - Field ` + h("PRICE") + ` - Property ` + h("Caption") + `"`,
			`>Table Shop Line - Field PRICE - Property Caption</note>`,
			// The unit whose note does not match is left as it is.
			`id="Table ` + h("Shop Item") + ` - Field ` + h("Price") + ` - Property ` + h("ToolTip") + `"`,
		}, []string{`>Table Shop Item - Field Price - Property Caption<`})
	}
	if len(pl.Warnings) != 1 || !strings.Contains(pl.Warnings[0], "Translations/Shop.g.xlf (1)") || !strings.Contains(pl.Warnings[0], "Translations/Shop.da-DK.xlf (1)") {
		t.Errorf("warnings %q", pl.Warnings)
	}
	var sites int
	for _, e := range pl.Edits {
		if strings.HasSuffix(e.Path, ".xlf") {
			sites++
			if e.Line < 2 || e.Column < 1 {
				t.Errorf("edit %+v: no position", e)
			}
		}
	}
	if sites != 4 { // an id and a note in each file
		t.Errorf("%d translation edits, want 4: %+v", sites, pl.Edits)
	}

	// Renaming the table changes the object step of its units, fields' too.
	_, files, err = rename(t, p, "ShopItem.Table.al", `"Shop Item"`, 0, 0, "Shop Article", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "object rename", files["Shop.g.xlf"], []string{
		`id="Table ` + h("Shop Article") + ` - Property ` + h("Caption") + `"`,
		`>Table Shop Article - Property Caption</note>`,
		`id="Table ` + h("Shop Article") + ` - Field ` + h("Price") + ` - Property ` + h("Caption") + `"`,
		`>Table Shop Article - Field Price - Property Caption</note>`,
		`>Table Shop Line - Field PRICE - Property Caption</note>`,
	}, []string{`id="Table ` + h("Shop Item") + ` - Property`})

	// A symbol without a step of its own in ids leaves the files alone.
	pl, files, err = rename(t, p, "ShopKind.Enum.al", "Special", 0, 0, "Premium", false)
	if err != nil || len(pl.Warnings) != 0 || files["Shop.g.xlf"] != "" {
		t.Errorf("enum value: %+v %v", pl, err)
	}
}

// Committing a rename writes the translation files in the same unit.
func TestRenameCommitsTranslations(t *testing.T) {
	root, p := shop(t, map[string]string{"Translations/Shop.g.xlf": translationUnits("en-US")})
	pl, _, err := rename(t, p, "ShopItem.Table.al", "Price;", 0, 0, "Unit Price", false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fix.Commit(context.Background(), p, fix.PlanOf(p, pl.Files)); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "Translations", "Shop.g.xlf"))
	if err != nil || !strings.Contains(string(b), ">Table Shop Item - Field Unit Price - Property Caption</note>") {
		t.Errorf("Shop.g.xlf after the commit: %v\n%s", err, b)
	}
}

func TestRenameProcedureNamedLikeABuiltIn(t *testing.T) {
	_, p := shop(t, nil)
	// The codeunit's Next, from its declaration; Record.Next() stays.
	pl, files, err := rename(t, p, "ShopMgt.Codeunit.al", "procedure Next", 0, 10, "NextNumber", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "codeunit", files["ShopMgt.Codeunit.al"], []string{"procedure NextNumber(): Integer", "until Line.Next() = 0;"}, nil)
	if len(pl.Edits) != 1 {
		t.Errorf("edits %+v", pl.Edits)
	}
	// A change of case only is a rename, not a collision.
	_, files, err = rename(t, p, "ShopItem.Table.al", "Price;", 0, 0, "PRICE", false)
	if err != nil {
		t.Fatal(err)
	}
	wantText(t, "item", files["ShopItem.Table.al"], []string{"field(3; PRICE; Decimal)", `exit("Total Qty" * PRICE);`}, nil)
	// A built-in method names nothing rename can change.
	if _, _, err := rename(t, p, "ShopMgt.Codeunit.al", "Line.Next()", 0, 5, "Other", false); problemOf(err) != NothingHere {
		t.Errorf("a built-in: %v", err)
	}
}
