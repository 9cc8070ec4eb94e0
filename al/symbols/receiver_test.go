package symbols

import (
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// exprAt returns the outermost expression node whose source text is text.
func exprAt(t *testing.T, f *syntax.File, text string) *syntax.Node {
	t.Helper()
	var found *syntax.Node
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if found != nil {
			return false
		}
		if n.Kind.IsExpression() && f.Text(f.Span(n)) == text {
			found = n
			return false
		}
		return true
	})
	if found == nil {
		t.Fatalf("no expression %q", text)
	}
	return found
}

const receiverSrc = `table 50100 Book
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Count; Integer) { }
        field(3; Cover; Blob) { }
        field(4; "Book Id"; Guid) { }
        field(5; Kind; Enum "Book Kind") { }
    }
    procedure Shelve(): Boolean
    begin
        Rec.LockTable();
        exit(Rec.Count = 0);
    end;
}
enum 50101 "Book Kind" { value(0; Novel) { } }
codeunit 50102 Library
{
    var
        Books: Record Book;
        Ref: RecordRef;
        Names: List of [Text];
        Lookup: Dictionary of [Code[20], Record Book];
        Obj: JsonObject;
        Lib: Codeunit Library;
        Shelf: array[5] of Record Book;
        D: Date;
        Other: Record "Not In Project";
        Page: Integer;

    procedure Run()
    var
        Tok: JsonToken;
        Txt: Text;
        InS: InStream;
    begin
        Books.FindFirst();
        Books.ReadIsolation := IsolationLevel::ReadCommitted;
        Books.SetRange("No.", '1..9');
        if Books.Count > 0 then;
        Ref.Field(1).Value := 5;
        Names.Get(1).ToUpper();
        Lookup.Get('X').Shelve();
        Obj.Get('a', Tok);
        Tok.AsValue().AsText();
        Lib.Count();
        Shelf[1].FindSet();
        D := Today;
        D.Year();
        Txt := Format(D);
        Txt.Contains('x');
        Books.Cover.CreateInStream(InS);
        Page.Run(Page::"Book Card");
        Text.StrLen(Txt);
        Other.FindLast();
        Other.Amount.Foo();
        Books."Book Id" = '';
        Books.Kind := "Book Kind"::Novel;
        Unknown.Modify();
        GetLastErrorText;
        Books.Shelve();
    end;

    procedure Count(): Decimal
    begin
    end;
}`

func TestReceiverKindsAndTypes(t *testing.T) {
	f := parse(t, "lib.al", receiverSrc)
	s := Scopes(f, nil)
	types := []struct{ expr, kind, object string }{
		{"Books", "Record", "Book"},
		{"Books.Count", "Integer", ""}, // the field, not the method
		{"Books.\"Book Id\"", "Guid", ""},
		{"Books.Cover", "Blob", ""},
		{"Books.Kind", "Enum", "Book Kind"},
		{"Ref.Field(1)", "FieldRef", ""},
		{"Names.Get(1)", "Text", ""},
		{"Lookup.Get('X')", "Record", "Book"},
		{"Tok.AsValue()", "JsonValue", ""},
		{"Tok.AsValue().AsText()", "Text", ""},
		{"Lib.Count()", "Decimal", ""},
		{"Shelf[1]", "Record", "Book"},
		{"Today", "Date", ""},
		{"D.Year()", "Integer", ""},
		{"Format(D)", "Text", ""},
		{"Books.Count > 0", "Boolean", ""},
		{"Books.\"Book Id\" = ''", "Boolean", ""},
		{"''", "Text", ""},
		{"\"Book Kind\"::Novel", "Enum", "Book Kind"},
		{"Books.FindFirst()", "Boolean", ""},
		{"Rec.Count = 0", "Boolean", ""},
		{"Books.Shelve()", "Boolean", ""},
	}
	for _, c := range types {
		ty := s.TypeOf(exprAt(t, f, c.expr))
		if ty.Kind != c.kind || ty.Object != c.object {
			t.Errorf("TypeOf(%s) = %q %q, want %q %q", c.expr, ty.Kind, ty.Object, c.kind, c.object)
		}
	}
	for _, unknown := range []string{"Shelf", "Other.Amount", "Unknown", "Other.Amount.Foo()", "Page::\"Book Card\""} {
		if ty := s.TypeOf(exprAt(t, f, unknown)); ty.Known() && ty.ArrayDims == 0 {
			t.Errorf("TypeOf(%s) = %+v, want unknown", unknown, ty)
		}
	}

	recv := map[string]string{
		"Books": "Record", "Ref": "RecordRef", "Names": "List", "Lookup": "Dictionary", "Obj": "JsonObject",
		"Tok": "JsonToken", "Lib": "Codeunit", "Shelf[1]": "Record", "D": "Date", "Txt": "Text",
		"Text": "TextStatic", "Other": "Record", "Unknown": "", "Shelf": "", "Ref.Field(1)": "FieldRef",
		"Books.Cover": "Blob", "Rec": "Record",
		"Page": "", // a variable called Page is not the static Page
	}
	for expr, want := range recv {
		if got := s.ReceiverKind(exprAt(t, f, expr)); got != want {
			t.Errorf("ReceiverKind(%s) = %q, want %q", expr, got, want)
		}
	}

	builtin := map[string]string{
		"Books.FindFirst":            "Record.FindFirst",
		"Books.FindFirst()":          "Record.FindFirst",
		"Books.ReadIsolation":        "Record.ReadIsolation",
		"Rec.LockTable":              "Record.LockTable",
		"Ref.Field(1).Value":         "FieldRef.Value",
		"Names.Get(1).ToUpper":       "Text.ToUpper",
		"Tok.AsValue().AsText":       "JsonValue.AsText",
		"Today":                      "System.Today",
		"GetLastErrorText":           "System.GetLastErrorText",
		"Text.StrLen":                "TextStatic.StrLen",
		"Other.FindLast":             "Record.FindLast",
		"Books.Cover.CreateInStream": "Blob.CreateInStream",
		"D.Year":                     "Date.Year",
	}
	for expr, want := range builtin {
		m := s.BuiltinOf(exprAt(t, f, expr))
		if m == nil || m.Receiver+"."+m.Name != want {
			t.Errorf("BuiltinOf(%s) = %+v, want %s", expr, m, want)
		}
	}
	for _, none := range []string{
		"Books.Count",      // a field of the table
		"Lib.Count",        // a procedure of the codeunit
		"Books.Shelve",     // a procedure of the table
		"Unknown.Modify",   // unknown receiver
		"Other.Amount.Foo", // unknown receiver type
		"Page.Run",         // Page is a variable here
		"Books",
	} {
		if m := s.BuiltinOf(exprAt(t, f, none)); m != nil {
			t.Errorf("BuiltinOf(%s) = %s.%s, want nil", none, m.Receiver, m.Name)
		}
	}
	// Var argument of a built-in: Tok is written by Obj.Get.
	tok := declNamed(t, s, LocalVar, "Tok")
	if !tok.Refs[0].IsWrite() || tok.Refs[1].IsWrite() {
		t.Errorf("Tok accesses: %v %v", tok.Refs[0].Access, tok.Refs[1].Access)
	}
	if ins := declNamed(t, s, LocalVar, "InS"); !ins.Refs[0].IsWrite() {
		t.Error("CreateInStream argument is not a write")
	}
}

func TestStaticReceivers(t *testing.T) {
	f := parse(t, "s.al", `codeunit 1 C
{
    procedure P()
    begin
        Page.Run(Page::"X");
        Report.RunModal(1);
        Codeunit.Run(2);
        Database.CompanyName();
        Session.SessionId();
        System.Today();
        Dialog.Message('x');
    end;
}`)
	s := Scopes(f, nil)
	for expr, want := range map[string]string{
		"Page.Run": "PageStatic.Run", "Report.RunModal": "ReportStatic.RunModal", "Codeunit.Run": "CodeunitStatic.Run",
		"Database.CompanyName": "Database.CompanyName", "Session.SessionId": "Session.SessionId",
		"System.Today": "System.Today", "Dialog.Message": "DialogStatic.Message",
	} {
		m := s.BuiltinOf(exprAt(t, f, expr))
		if m == nil || m.Receiver+"."+m.Name != want {
			t.Errorf("BuiltinOf(%s) = %v, want %s", expr, m, want)
		}
	}
}

func TestBuiltinInQueryCode(t *testing.T) {
	f := parse(t, "q.al", `query 50100 Q
{
    elements { dataitem(C; Customer) { column(No; "No.") { } } }
    trigger OnBeforeOpen()
    begin
        SetRange(No, '10');
        TopNumberOfRows(5);
    end;
}`)
	s := Scopes(f, nil)
	for _, name := range []string{"SetRange", "TopNumberOfRows"} {
		rs := refsTo(s, name)
		if len(rs) != 1 {
			t.Fatalf("%s refs: %d", name, len(rs))
		}
		if m := s.BuiltinOf(rs[0].Node); m == nil || m.Receiver != "Query" {
			t.Errorf("%s in query code: %+v", name, m)
		}
	}
}

func TestCalleesForAssignmentSyntax(t *testing.T) {
	f := parse(t, "c.al", `codeunit 50100 Settings
{
    var
        Other: Codeunit Settings;
        X: Integer;
    procedure SetValue(NewValue: Integer)
    begin
    end;
    procedure Fill(var Target: Integer; Source: Integer)
    begin
    end;
    procedure P()
    var
        Unknown: Codeunit "Not In Project";
    begin
        Other.SetValue := 5;
        SetValue := 6;
        Unknown.SetValue := 7;
        Other.Fill(X, 1);
        CurrReportLike := 1;
    end;
}`)
	s := Scopes(f, nil)
	one := func(expr string) []Procedure { return s.Callees(exprAt(t, f, expr)) }
	if ps := one("Other.SetValue"); len(ps) != 1 || len(ps[0].Parameters) != 1 {
		t.Errorf("Other.SetValue: %+v", ps)
	}
	if ps := one("SetValue"); len(ps) != 1 {
		t.Errorf("SetValue: %+v", ps)
	}
	if ps := one("Unknown.SetValue"); ps != nil {
		t.Errorf("Unknown.SetValue: %+v", ps)
	}
	if ps := one("CurrReportLike"); ps != nil {
		t.Errorf("undeclared name: %+v", ps)
	}
	if ps := one("Other.Fill(X, 1)"); len(ps) != 1 || !ps[0].Parameters[0].Var {
		t.Errorf("Other.Fill: %+v", ps)
	}
	x := declNamed(t, s, GlobalVar, "X")
	if len(x.Refs) != 1 || x.Refs[0].Access != Read|Write {
		t.Errorf("X passed to a var parameter of another instance: %+v", x.Refs)
	}
	if s.Callees(nil) != nil {
		t.Error("Callees(nil)")
	}
}

func TestFieldOf(t *testing.T) {
	f := parse(t, "lib.al", receiverSrc)
	s := Scopes(f, nil)
	for expr, want := range map[string]string{
		"Books.\"Book Id\"": "Book Id", "Books.Count": "Count",
		"Rec.Count": "Count", "Books": "", "Other.Amount": "", "Books.FindFirst": "", "Books.Kind": "Kind",
	} {
		n := exprAt(t, f, expr)
		got := s.FieldOf(n)
		switch {
		case want == "" && got != nil:
			t.Errorf("FieldOf(%s) = %s, want nil", expr, got.Name)
		case want != "" && (got == nil || got.Name != want):
			t.Errorf("FieldOf(%s) = %v, want %s", expr, got, want)
		}
	}
	g := parse(t, "p.al", "table 1 T { fields { field(1; G; Guid) { } } procedure P() begin if (Rec.G) = '' then; end; }")
	gs := Scopes(g, nil)
	if fl := gs.FieldOf(exprAt(t, g, "(Rec.G)")); fl == nil || fl.Type.Kind != "Guid" {
		t.Errorf("FieldOf through parentheses: %v", fl)
	}
	if s.FieldOf(nil) != nil {
		t.Error("FieldOf(nil)")
	}
}

const operatorSrc = `enum 50110 "Line Kind" { value(0; Item) { } value(1; Resource) { } }

table 50110 Line
{
    fields
    {
        field(1; "Doc Type"; Option) { OptionMembers = Quote,Order; }
        field(2; Kind; Enum "Line Kind") { }
        field(3; Amount; Decimal) { }
    }
}

codeunit 50110 Ops
{
    procedure Run()
    var
        L: Record Line;
        I: Integer;
        B: BigInteger;
        Dec: Decimal;
        T: Text;
        C: Code[20];
        D: Date;
        Tm: Time;
        DT: DateTime;
        Ch: Char;
        Opt: Option A,B;
        G: Guid;
    begin
        I := I + 1;
        I := I div 2;
        I := B * I;
        I := Dec - I;
        I := I / I;
        I := B mod I;
        I := Dec div I;
        T := T + C;
        T := C + C;
        T := T + I;
        I := Ch + I;
        I := Ch + Ch;
        I := Opt + 1;
        D := D + 7;
        I := D - D;
        D := D - 1;
        Tm := Tm + 1000;
        I := Tm - Tm;
        DT := DT + B;
        I := DT - DT;
        I := -I;
        Dec := -Dec;
        I := -Opt;
        I := -T;
        I := G + G;
        I := L.Amount * 2;
        I := L."Doc Type"::Order;
        I := L.Kind::Resource;
        I := Enum::"Line Kind"::Item;
        I := Opt::B;
    end;
}`

// Arithmetic, unary minus and X::Value have the types AL gives them, and
// operators on kinds the policy does not model stay unknown.
func TestOperatorTypes(t *testing.T) {
	f := parse(t, "ops.al", operatorSrc)
	s := Scopes(f, nil)
	types := []struct{ expr, kind, object string }{
		{"I + 1", "Integer", ""},
		{"I div 2", "Integer", ""},
		{"B * I", "BigInteger", ""},
		{"Dec - I", "Decimal", ""},
		{"I / I", "Decimal", ""},
		{"B mod I", "BigInteger", ""},
		{"T + C", "Text", ""},
		{"C + C", "Text", ""},
		{"Ch + I", "Integer", ""},
		{"Opt + 1", "Integer", ""},
		{"D + 7", "Date", ""},
		{"D - D", "Integer", ""},
		{"D - 1", "Date", ""},
		{"Tm + 1000", "Time", ""},
		{"DT + B", "DateTime", ""},
		{"-I", "Integer", ""},
		{"-Dec", "Decimal", ""},
		{"-Opt", "Integer", ""},
		{"L.Amount * 2", "Decimal", ""},
		{"L.\"Doc Type\"::Order", "Option", ""},
		{"L.Kind::Resource", "Enum", "Line Kind"},
		{"Enum::\"Line Kind\"::Item", "Enum", "Line Kind"},
		{"Opt::B", "Option", ""},
	}
	for _, c := range types {
		ty := s.TypeOf(exprAt(t, f, c.expr))
		if ty.Kind != c.kind || ty.Object != c.object {
			t.Errorf("TypeOf(%s) = %q %q, want %q %q", c.expr, ty.Kind, ty.Object, c.kind, c.object)
		}
	}
	for _, unknown := range []string{"Dec div I", "T + I", "Ch + Ch", "Tm - Tm", "DT - DT", "-T", "G + G"} {
		if ty := s.TypeOf(exprAt(t, f, unknown)); ty.Known() {
			t.Errorf("TypeOf(%s) = %+v, want unknown", unknown, ty)
		}
	}
}

// CannotConvert refuses only what AL certainly refuses.
func TestCannotConvert(t *testing.T) {
	f := parse(t, "ops.al", operatorSrc)
	s := Scopes(f, nil)
	k := func(kind string) Type { return Type{Kind: kind} }
	rec := func(table string) Type { return Type{Kind: "Record", Object: table} }
	enum := func(name string) Type { return Type{Kind: "Enum", Object: name} }
	refused := [][2]Type{
		{k("Text"), k("Integer")}, {k("Code"), k("Decimal")}, {k("Integer"), k("Text")}, {k("Boolean"), k("Integer")},
		{k("Date"), k("DateTime")}, {k("Decimal"), k("Boolean")}, {k("Time"), k("Text")},
		{k("Guid"), k("Integer")}, {k("Decimal"), k("Guid")}, {k("RecordId"), k("Boolean")}, {k("Guid"), k("RecordId")},
		{k("Duration"), k("Text")}, {k("Label"), k("Duration")}, {k("Date"), k("Duration")}, {k("Char"), k("Boolean")},
		{k("DateTime"), k("Char")},
		{k("Code"), rec("Line")}, {k("Text"), k("RecordRef")}, {k("Integer"), Type{Kind: "Codeunit", Object: "Post"}},
		{k("Label"), k("Page")}, {k("Boolean"), k("Report")}, {k("Guid"), k("FieldRef")}, {k("Option"), k("XmlPort")},
		{enum("Line Kind"), k("Query")}, {k("Date"), k("KeyRef")}, {k("Char"), rec("Line")},
	}
	for _, c := range refused {
		if !s.CannotConvert(c[0], c[1]) {
			t.Errorf("CannotConvert(%s, %s) = false, want true", c[0].Kind, c[1].Kind)
		}
	}
	allowed := [][2]Type{
		{k("Code"), k("Text")}, {k("Text"), k("Code")}, {k("Decimal"), k("Integer")}, {k("Integer"), k("BigInteger")},
		{k("Char"), k("Integer")}, {k("Option"), k("Integer")}, {k("Integer"), k("Option")}, {k("Text"), k("Guid")},
		{k("Label"), k("Text")}, {rec("Line"), rec("Line")}, {rec("Line"), rec("Missing")}, {enum("Line Kind"), enum("Line Kind")},
		{enum("Line Kind"), k("Integer")}, {k("Integer"), enum("Line Kind")},
		{k("Guid"), k("Text")}, {k("Code"), k("Guid")}, {k("RecordId"), k("Text")}, {k("Text"), k("RecordId")},
		{k("Duration"), k("Integer")}, {k("BigInteger"), k("Duration")}, {k("Char"), k("Text")}, {k("Text"), k("Char")},
		{k("Char"), k("Decimal")}, {k("Duration"), k("Char")},
		{k("Variant"), k("Integer")}, {k("Variant"), rec("Line")}, {rec("Line"), k("RecordRef")},
		{rec("Line"), k("Text")}, {k("Code"), k("Variant")}, {Type{Kind: "Codeunit", Object: "Post"}, k("Interface")},
		{Type{Kind: "Code", ArrayDims: 1}, rec("Line")}, {k("Integer"), Type{Kind: "Record", ArrayDims: 1}}, {Type{Kind: "Text", ArrayDims: 1}, k("Integer")}, {Type{}, k("Integer")},
	}
	for _, c := range allowed {
		if s.CannotConvert(c[0], c[1]) {
			t.Errorf("CannotConvert(%s, %s) = true, want false", c[0].Kind, c[1].Kind)
		}
	}
}
