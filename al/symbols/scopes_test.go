package symbols

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// refsTo returns the references whose text (unquoted) equals name, case-insensitively, in order.
func refsTo(s *FileScopes, name string) []*Ref {
	var out []*Ref
	for _, r := range s.Refs {
		if strings.EqualFold(syntax.Unquote(s.File.TokenText(r.Token)), name) {
			out = append(out, r)
		}
	}
	return out
}

// declNamed returns the declaration of the given kind and name, failing when there is not exactly one.
func declNamed(t *testing.T, s *FileScopes, kind DeclKind, name string) *Decl {
	t.Helper()
	var found *Decl
	for _, d := range s.Decls {
		if d.Kind == kind && strings.EqualFold(d.Name, name) {
			if found != nil {
				t.Fatalf("two %v declarations named %s", kind, name)
			}
			found = d
		}
	}
	if found == nil {
		t.Fatalf("no %v declaration named %s", kind, name)
	}
	return found
}

const shadowSrc = `codeunit 50100 "Shadow"
{
    var
        Counter: Integer;
        "Total Amount": Decimal;
        Unused: Text;

    procedure First(Param: Integer): Integer
    var
        Counter: Integer;
    begin
        Counter := Param;
        COUNTER += 1;
        "Total Amount" := TOTAL_amount_helper();
        exit(counter);
    end;

    procedure Second() Result: Integer
    begin
        Counter := 5;
        Result := "Counter" + TotalAmount_Unrelated;
        Total(Result);
        this.Second();
    end;

    local procedure TOTAL_amount_helper(): Decimal
    begin
    end;

    local procedure Total(var X: Integer)
    var
        Arr: array[3] of Integer;
        I: Integer;
    begin
        for I := 1 to 3 do
            Arr[I] := X;
        foreach I in Arr do;
        Evaluate(X, Format(I));
        Message(Format(Arr[1]));
    end;
}`

func TestScopesShadowingParamsReturnAndCase(t *testing.T) {
	f := parse(t, "shadow.al", shadowSrc)
	s := Scopes(f, nil)
	global := declNamed(t, s, GlobalVar, "Counter")
	local := declNamed(t, s, LocalVar, "Counter")
	if local.Routine == nil || f.DeclName(local.Routine) != "First" {
		t.Fatalf("local Counter routine: %v", local.Routine)
	}
	// Locals shadow globals, whatever the case or quoting.
	if len(local.Refs) != 3 {
		t.Errorf("local Counter refs: %d, want 3", len(local.Refs))
	}
	if len(global.Refs) != 2 {
		t.Errorf("global Counter refs: %d, want 2 (Second: Counter := 5 and \"Counter\")", len(global.Refs))
	}
	if r := local.Refs[0]; r.Access != Write || !r.IsWrite() || r.IsRead() {
		t.Errorf("Counter := Param: access %v", r.Access)
	}
	if r := local.Refs[1]; r.Access != Read|Write {
		t.Errorf("COUNTER += 1: access %v", r.Access)
	}
	if r := local.Refs[2]; r.Access != Read {
		t.Errorf("exit(counter): access %v", r.Access)
	}
	if r := global.Refs[1]; r.Access != Read || s.File.TokenText(r.Token) != `"Counter"` {
		t.Errorf("quoted global read: %+v", r)
	}
	param := declNamed(t, s, Param, "Param")
	if len(param.Refs) != 1 || param.Refs[0].Access != Read {
		t.Errorf("Param refs: %+v", param.Refs)
	}
	ret := declNamed(t, s, ReturnValue, "Result")
	if len(ret.Refs) != 2 || ret.Refs[0].Access != Write || ret.Refs[1].Access != Read|Write {
		t.Errorf("Result refs: %d", len(ret.Refs))
	}
	if d := declNamed(t, s, GlobalVar, "Total Amount"); len(d.Refs) != 1 || d.Refs[0].Access != Write {
		t.Errorf("Total Amount refs: %+v", d.Refs)
	}
	if d := declNamed(t, s, GlobalVar, "Unused"); len(d.Refs) != 0 {
		t.Errorf("Unused refs: %d", len(d.Refs))
	}
	// Procedures: called by name (any case) and through this.
	if d := declNamed(t, s, ProcedureDecl, "TOTAL_amount_helper"); len(d.Refs) != 1 {
		t.Errorf("helper refs: %d", len(d.Refs))
	}
	if d := declNamed(t, s, ProcedureDecl, "Second"); len(d.Refs) != 1 || d.Refs[0].Node.Kind != syntax.MemberExpr {
		t.Errorf("this.Second refs: %+v", d.Refs)
	}
	if d := declNamed(t, s, ProcedureDecl, "Total"); len(d.Refs) != 1 {
		t.Errorf("Total refs: %d", len(d.Refs))
	}
	// An undeclared name resolves to nothing.
	if rs := refsTo(s, "TotalAmount_Unrelated"); len(rs) != 1 || rs[0].Decl != nil || rs[0].MaybeField {
		t.Errorf("undeclared: %+v", rs)
	}
	// Arrays, for and foreach variables, var arguments of known procedures and built-ins.
	arr := declNamed(t, s, LocalVar, "Arr")
	if len(arr.Refs) != 3 || arr.Refs[0].Access != Read|Write || arr.Refs[1].Access != Read || arr.Refs[2].Access != Read {
		t.Errorf("Arr refs: %+v", arr.Refs)
	}
	i := declNamed(t, s, LocalVar, "I")
	if len(i.Refs) != 4 || i.Refs[0].Access != Read|Write || i.Refs[2].Access != Write || i.Refs[3].Access != Read {
		t.Errorf("I refs: %d", len(i.Refs))
	}
	x := declNamed(t, s, Param, "X")
	if len(x.Refs) != 2 || x.Refs[1].Access != Read|Write {
		t.Errorf("X (Evaluate var argument): %+v", x.Refs)
	}
	if r := ret.Refs[1]; !r.IsWrite() {
		t.Error("Result passed to var parameter of Total is not a write")
	}
	// Locals lists parameters, return value and locals of a routine.
	var names []string
	for _, d := range s.Locals(x.Routine) {
		names = append(names, d.Name)
	}
	if strings.Join(names, ",") != "X,Arr,I" {
		t.Errorf("Locals(Total): %v", names)
	}
	if got := len(s.Globals(global.Object)); got != 3 {
		t.Errorf("Globals: %d", got)
	}
	if got := len(s.ProcedureDecls(global.Object)); got != 4 {
		t.Errorf("ProcedureDecls: %d", got)
	}
	if d := s.DeclAt(local.NameToken); d != local {
		t.Error("DeclAt")
	}
	if ds := s.DeclsOf(local.Node); len(ds) != 1 || ds[0] != local {
		t.Error("DeclsOf")
	}
	if d := s.Lookup(local.Refs[0].Node, "counter"); d != local {
		t.Error("Lookup inside First")
	}
	if d := s.Lookup(global.Refs[0].Node, `"COUNTER"`); d != global {
		t.Error("Lookup inside Second")
	}
	if d := s.Lookup(global.Refs[0].Node, "nothing"); d != nil {
		t.Error("Lookup of an undeclared name")
	}
}

func TestScopesImplicitRecInTableAndPage(t *testing.T) {
	files := loadProject(t, "project.txtar")
	sum := summaryOf(files...)

	table := Scopes(fileNamed(t, files, "Item.Table.al"), sum)
	// TestField("No.") in OnInsert: TestField is a Record method of the implicit Rec,
	// "No." a field of the table.
	tf := refsTo(table, "TestField")
	if len(tf) != 1 || tf[0].Decl != nil || table.BuiltinOf(tf[0].Node) == nil || table.BuiltinOf(tf[0].Node).Receiver != "Record" {
		t.Fatalf("TestField: %+v", tf)
	}
	no := refsTo(table, "No.")
	if len(no) != 1 || no[0].Field == nil || no[0].Field.Name != "No." || no[0].Ambiguous {
		t.Errorf("\"No.\" in table code: %+v", no)
	}
	inv := refsTo(table, "Inventory")
	if len(inv) != 1 || inv[0].Field == nil || table.TypeOf(inv[0].Node).Kind != "Decimal" {
		t.Errorf("Inventory: %+v", inv)
	}

	page := Scopes(fileNamed(t, files, "ItemList.Page.al"), sum)
	rec := refsTo(page, "Rec")
	if len(rec) != 1 || rec[0].Decl == nil || rec[0].Decl.Kind != Implicit || rec[0].Decl.Type.Object != "Fab Item" {
		t.Fatalf("Rec in page: %+v", rec)
	}
	// Control source expressions and property values reference globals.
	if d := declNamed(t, page, GlobalVar, "StockText"); len(d.Refs) != 1 || d.Refs[0].Routine != nil {
		t.Errorf("StockText refs: %+v", d.Refs)
	}
	if d := declNamed(t, page, GlobalVar, "ShowStock"); len(d.Refs) != 1 {
		t.Errorf("ShowStock refs: %+v", d.Refs)
	}
	if d := declNamed(t, page, GlobalVar, "Unused"); len(d.Refs) != 0 {
		t.Errorf("Unused refs: %+v", d.Refs)
	}
	// Option words of properties are not references.
	if rs := refsTo(page, "List"); len(rs) != 0 {
		t.Errorf("PageType = List gave refs: %+v", rs)
	}

	// The page extension sees the base page's protected var and the
	// source table through the base page; Paint is a table extension procedure.
	pext := Scopes(fileNamed(t, files, "ItemListExt.PageExt.al"), sum)
	pm := refsTo(pext, "PageMode")
	if len(pm) != 1 || pm[0].Decl == nil || !pm[0].Decl.Inherited || !pm[0].Decl.Protected || pm[0].Access != Write {
		t.Errorf("PageMode in page extension: %+v", pm)
	}
	prec := refsTo(pext, "Rec")
	if len(prec) != 1 || pext.TypeOf(prec[0].Node).Object != "Fab Item" {
		t.Errorf("Rec in page extension: %+v", prec)
	}

	// Codeunit with TableNo: Rec in OnRun.
	cu := Scopes(fileNamed(t, files, "Mgt.Codeunit.al"), sum)
	crec := refsTo(cu, "Rec")
	if len(crec) != 1 || crec[0].Decl == nil || crec[0].Decl.Kind != Implicit || crec[0].Decl.Type.Object != "Fab Item" {
		t.Errorf("Rec in TableNo codeunit: %+v", crec)
	}

	// Report: data items are variables; request page fields reference globals.
	rep := Scopes(fileNamed(t, files, "Stock.Report.al"), sum)
	item := declNamed(t, rep, DataItemVar, "Item")
	if len(item.Refs) != 1 || item.Type.Object != "Fab Item" {
		t.Errorf("report data item Item: %+v", item)
	}
	if d := declNamed(t, rep, GlobalVar, "AsOfDate"); len(d.Refs) != 1 {
		t.Errorf("AsOfDate refs: %d", len(d.Refs))
	}
	if d := declNamed(t, rep, Implicit, "CurrReport"); d.Type.Object != "Fab Stock" {
		t.Errorf("CurrReport: %+v", d)
	}

	// Xmlport: table element variable used in a field element source.
	xp := Scopes(fileNamed(t, files, "Export.XmlPort.al"), sum)
	if d := declNamed(t, xp, DataItemVar, "ItemRec"); len(d.Refs) != 1 {
		t.Errorf("ItemRec refs: %d", len(d.Refs))
	}
	declNamed(t, xp, DataItemVar, "Root")
	declNamed(t, xp, Implicit, "CurrXMLport")

	// Query columns name fields, not variables.
	q := Scopes(fileNamed(t, files, "Stock.Query.al"), sum)
	if rs := refsTo(q, "No."); len(rs) != 0 {
		t.Errorf("query column gave refs: %+v", rs)
	}
}

func TestScopesUnknownSourceTableAndWith(t *testing.T) {
	f := parse(t, "p.al", `page 50100 "P"
{
    SourceTable = Customer;
    var
        Name: Text;
    trigger OnOpenPage()
    var
        Cust: Record Customer;
    begin
        Balance := 0;
        Name := 'x';
        with Cust do begin
            Name := 'y';
            Modify();
        end;
        CurrPage.Update(false);
    end;
}`)
	s := Scopes(f, nil)
	bal := refsTo(s, "Balance")
	if len(bal) != 1 || bal[0].Decl != nil || !bal[0].MaybeField {
		t.Errorf("Balance on an unknown source table: %+v", bal)
	}
	names := refsTo(s, "Name")
	if len(names) != 2 || names[0].Ambiguous || !names[1].Ambiguous || names[1].Decl == nil {
		t.Errorf("Name outside/inside with: %+v", names)
	}
	if m := refsTo(s, "Modify"); len(m) != 1 || !m[0].Ambiguous || s.TypeOf(m[0].Node).Known() {
		t.Errorf("Modify inside with: %+v", m)
	}
	if c := refsTo(s, "Cust"); len(c) != 1 || c[0].Ambiguous {
		t.Errorf("with record expression: %+v", c)
	}
	cp := refsTo(s, "CurrPage")
	if len(cp) != 1 || cp[0].Decl == nil || cp[0].Decl.Kind != Implicit || s.TypeOf(cp[0].Node).Object != "P" {
		t.Errorf("CurrPage: %+v", cp)
	}
}

func TestScopesGlobalCollidingWithField(t *testing.T) {
	f := parse(t, "t.al", `table 50100 T
{
    fields { field(1; Amount; Decimal) { } }
    var
        Amount: Decimal;
    procedure P()
    begin
        Amount := 1;
    end;
}`)
	s := Scopes(f, nil)
	rs := refsTo(s, "Amount")
	if len(rs) != 1 || rs[0].Decl == nil || !rs[0].Ambiguous {
		t.Errorf("global colliding with a field: %+v", rs)
	}
}

func TestScopesThisAndObjectKinds(t *testing.T) {
	f := parse(t, "c.al", `codeunit 50100 "My CU"
{
    procedure A(): Integer
    begin
        exit(this.B());
    end;
    local procedure B(): Integer
    begin
    end;
}
report 50101 R
{
    trigger OnPreReport()
    begin
        CurrReport.Quit();
        RequestOptionsPage.Update();
    end;
}
query 50102 Q
{
    trigger OnBeforeOpen()
    begin
        CurrQuery.TopNumberOfRows(10);
    end;
}`)
	s := Scopes(f, nil)
	b := declNamed(t, s, ProcedureDecl, "B")
	if len(b.Refs) != 1 {
		t.Fatalf("this.B refs: %d", len(b.Refs))
	}
	call := b.Refs[0].Node.Parent
	if call.Kind != syntax.CallExpr {
		t.Fatalf("this.B parent %v", call.Kind)
	}
	if ty := s.TypeOf(call); ty.Kind != "Integer" {
		t.Errorf("this.B() type %+v", ty)
	}
	if ty := s.TypeOf(b.Refs[0].Node.Children[0]); ty.Kind != "Codeunit" || ty.Object != "My CU" {
		t.Errorf("this type %+v", ty)
	}
	for _, name := range []string{"CurrReport", "RequestOptionsPage", "CurrQuery"} {
		rs := refsTo(s, name)
		if len(rs) != 1 || rs[0].Decl == nil || rs[0].Decl.Kind != Implicit {
			t.Errorf("%s: %+v", name, rs)
		}
	}
}

func TestScopesFieldArgumentsAndDataItems(t *testing.T) {
	files := loadProject(t, "project.txtar")
	sum := summaryOf(files...)
	f := parse(t, "r.al", `report 50120 "Field Args"
{
    dataset
    {
        dataitem(Item; "Fab Item")
        {
            column(Desc; Description) { }
            trigger OnAfterGetRecord()
            begin
                SetRange("No.", Kind);
                CalcFields(Inventory);
            end;
        }
        dataitem(Other; "Not In Project")
        {
            trigger OnPreDataItem()
            begin
                SetRange(Number, 1, 10);
            end;
        }
    }
    trigger OnPreReport()
    var
        Items: Record "Fab Item";
        Foreign: Record "Not In Project";
        Kind: Integer;
        "No.": Code[20];
    begin
        Items.SetRange("No.", "No.");
        Items.SetCurrentKey(Description, Inventory);
        Foreign.SetRange(Amount, Kind);
        Items.SetRange(Unknown, 1);
    end;
}`)
	s := Scopes(f, sum)
	byText := func(name string) []*Ref { return refsTo(s, name) }
	// Column source and data item trigger code see the data item's fields.
	if rs := byText("Description"); len(rs) != 2 || rs[0].Field == nil || rs[1].Field == nil {
		t.Errorf("Description: %+v", rs)
	}
	no := byText("No.")
	if len(no) != 3 || no[0].Field == nil || no[1].Field == nil || no[1].Decl != nil || no[2].Decl == nil || no[2].Field != nil {
		t.Errorf("\"No.\": field of the data item, field argument of Items.SetRange, then the local variable: %+v", no)
	}
	if d := declNamed(t, s, LocalVar, "No."); len(d.Refs) != 1 {
		t.Errorf("local \"No.\" refs: %d, want 1 (the field argument is not a use)", len(d.Refs))
	}
	if rs := byText("Inventory"); len(rs) != 2 || rs[0].Field == nil || rs[1].Field == nil {
		t.Errorf("Inventory: %+v", rs)
	}
	// A data item on a table outside the project: its fields may be anything.
	if rs := byText("Number"); len(rs) != 1 || rs[0].Decl != nil || !rs[0].MaybeField {
		t.Errorf("Number: %+v", rs)
	}
	// A field argument of a record of unknown table: a same-named variable becomes ambiguous.
	if rs := byText("Amount"); len(rs) != 1 || !rs[0].MaybeField || rs[0].Field != nil {
		t.Errorf("Amount: %+v", rs)
	}
	kind := byText("Kind")
	if len(kind) != 2 || kind[0].Field == nil || kind[1].Decl == nil || kind[1].Ambiguous {
		t.Errorf("Kind: data item field as a value, then the local as a value: %+v", kind)
	}
	// A field argument that is not a field of the known table stays what it resolved to.
	if rs := byText("Unknown"); len(rs) != 1 || rs[0].Field != nil || rs[0].MaybeField {
		t.Errorf("Unknown: %+v", rs)
	}
	if has, table := s.ImplicitRecord(byText("Inventory")[0].Node); !has || table == nil || table.Name != "Fab Item" {
		t.Errorf("ImplicitRecord in a data item trigger: %v %v", has, table)
	}
	if has, _ := s.ImplicitRecord(byText("Foreign")[0].Node); has {
		t.Error("report-level trigger has an implicit record")
	}
	if m := s.BuiltinOf(byText("CalcFields")[0].Node); m == nil || m.Receiver != "Record" {
		t.Errorf("CalcFields in a data item trigger: %+v", m)
	}
}

func TestScopesRequestPageRecThisArgumentAndSystemFields(t *testing.T) {
	files := loadProject(t, "project.txtar")
	sum := summaryOf(files...)
	f := parse(t, "r.al", `report 50121 "Req"
{
    requestpage
    {
        SourceTable = "Fab Item";
        layout { area(Content) { field(No; Rec."No.") { } } }
        trigger OnOpenPage()
        begin
            SetRange(Description, 'x');
        end;
    }
}
codeunit 50122 Caller
{
    var
        Items: Record "Fab Item";
    procedure P()
    begin
        Run(this);
        Items.SetRange(SystemId, Items.SystemId);
        Items.SystemModifiedAt.Date();
    end;
    local procedure Run(C: Codeunit Caller)
    begin
    end;
}`)
	s := Scopes(f, sum)
	rec := refsTo(s, "Rec")
	if len(rec) != 1 || rec[0].Decl == nil || rec[0].Decl.Kind != Implicit || s.TypeOf(rec[0].Node).Object != "Fab Item" {
		t.Errorf("Rec of a request page with SourceTable: %+v", rec)
	}
	if d := refsTo(s, "Description"); len(d) != 1 || d[0].Field == nil {
		t.Errorf("implicit field in request page code: %+v", d)
	}
	this := refsTo(s, "this")
	if len(this) != 1 || s.TypeOf(this[0].Node).Kind != "Codeunit" || s.TypeOf(this[0].Node).Object != "Caller" {
		t.Errorf("this as an argument: %+v", this)
	}
	sys := refsTo(s, "SystemId")
	if len(sys) != 1 || sys[0].Field == nil || sys[0].Field.ID != 2000000000 {
		t.Errorf("SystemId field argument: %+v", sys)
	}
	if ty := s.TypeOf(exprAt(t, f, "Items.SystemId")); ty.Kind != "Guid" {
		t.Errorf("Items.SystemId: %+v", ty)
	}
	if m := s.BuiltinOf(exprAt(t, f, "Items.SystemModifiedAt.Date")); m == nil || m.Receiver != "DateTime" {
		t.Errorf("Items.SystemModifiedAt.Date: %+v", m)
	}
	if sum.TableField("Fab Item", "systemcreatedat") == nil {
		t.Error("Summary.TableField of a system field")
	}
}

func TestScopesWithGivenSymbols(t *testing.T) {
	files := loadProject(t, "project.txtar")
	sum := summaryOf(files...)
	for _, f := range files {
		a := Scopes(f, sum)
		b := ScopesWith(f, Extract(f), sum)
		c := ScopesWith(f, Extract(f), nil)
		if len(a.Refs) != len(b.Refs) || len(a.Decls) != len(b.Decls) {
			t.Errorf("%s: ScopesWith differs from Scopes", f.Name)
		}
		for i := range a.Refs {
			ra, rb := a.Refs[i], b.Refs[i]
			if ra.Token != rb.Token || ra.Access != rb.Access || (ra.Decl == nil) != (rb.Decl == nil) || (ra.Field == nil) != (rb.Field == nil) {
				t.Errorf("%s: ref %d differs", f.Name, i)
			}
		}
		if c.Summary == nil || c.Symbols.DeclHash == "" {
			t.Errorf("%s: ScopesWith without a summary", f.Name)
		}
	}
}

// A variable cannot be called: in `X := X();` the call names the object's
// procedure X even where a local X shadows it.
func TestScopesCallPrefersProcedureOverVariable(t *testing.T) {
	f := parse(t, "call.al", `codeunit 50100 C
{
    procedure E()
    var
        X: Integer;
    begin
        X := X();
    end;

    local procedure X(): Integer
    begin
        exit(1);
    end;
}
`)
	s := Scopes(f, nil)
	local := declNamed(t, s, LocalVar, "X")
	proc := declNamed(t, s, ProcedureDecl, "X")
	if len(local.Refs) != 1 || local.Refs[0].Access != Write {
		t.Errorf("local X refs: %+v", local.Refs)
	}
	if len(proc.Refs) != 1 {
		t.Errorf("procedure X refs: %d, want the call", len(proc.Refs))
	}
}

func TestScopesThisGlobal(t *testing.T) {
	f := parse(t, "this.al", `codeunit 50100 C
{
    var
        Total: Decimal;

    procedure Add(Amount: Decimal)
    begin
        this.Total := this.Total + Amount;
    end;
}
`)
	s := Scopes(f, nil)
	g := declNamed(t, s, GlobalVar, "Total")
	if len(g.Refs) != 2 || !g.Refs[0].IsWrite() || g.Refs[1].Access != Read {
		t.Fatalf("this.Total refs: %+v", g.Refs)
	}
}
