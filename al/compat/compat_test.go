package compat_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/compat"
	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// summaryOf extracts the declarations of src (one file).
func summaryOf(t *testing.T, src string) *symbols.Summary {
	t.Helper()
	f := syntax.Parse("src/a.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("syntax errors in fixture: %v", f.Errors)
	}
	return symbols.Build([]*symbols.FileSymbols{symbols.Extract(f)})
}

// baselineOf exports src as a package with al/packages and reads it back,
// as a baseline reaches alfix.
func baselineOf(t *testing.T, src string) *symbols.Summary {
	t.Helper()
	s := summaryOf(t, src)
	var buf bytes.Buffer
	m := packages.Manifest{App: symbols.App{ID: "11111111-2222-3333-4444-555555555555", Name: "Base", Publisher: "Me", Version: "1.0.0.0"}}
	if err := packages.Write(&buf, m, s.Files); err != nil {
		t.Fatal(err)
	}
	p, err := packages.Read("base.app", bytes.NewReader(buf.Bytes()), int64(buf.Len()), packages.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return symbols.BuildApp(p.Info(), p.Files, nil)
}

// breaking returns "RULE member" for each breaking change, sorted.
func breaking(cs []compat.Change) []string {
	var out []string
	for _, c := range cs {
		if c.Rule != "" {
			out = append(out, c.Rule+" "+c.Member)
		}
	}
	slices.Sort(out)
	return out
}

const baseApp = `
table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Amount; Decimal) { }
        field(4; "Old Field"; Integer) { ObsoleteState = Pending; ObsoleteReason = 'x'; ObsoleteTag = '1.0'; }
        field(5; "Gone Field"; Integer) { ObsoleteState = Removed; ObsoleteReason = 'x'; ObsoleteTag = '1.0'; }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(ByDesc; Description) { }
    }
}

codeunit 50100 "My Codeunit"
{
    procedure DoIt(Value: Integer; var Rec: Record "My Table"): Boolean
    begin
    end;

    procedure Keep(Name: Text)
    begin
    end;

    [Obsolete('use Keep', '1.0')]
    procedure OldOne()
    begin
    end;

    internal procedure Inner()
    begin
    end;

    local procedure Helper()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeDoIt(var Handled: Boolean; Value: Integer)
    begin
    end;

    [InternalEvent(false)]
    local procedure OnInternal()
    begin
    end;
}

enum 50100 "My Enum"
{
    Extensible = true;
    value(0; None) { }
    value(1; First) { }
    value(2; Second) { }
}

interface "My Interface"
{
    procedure Run(Value: Integer): Text;
}

page 50100 "My Page"
{
    SourceTable = "My Table";
    layout
    {
        area(Content)
        {
            field(No; Rec."No.") { }
            field(Desc; Rec.Description) { }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post) { trigger OnAction() begin end; }
        }
    }
}

codeunit 50101 "Second Codeunit"
{
}
`

func TestCompareSameSourceHasNoChange(t *testing.T) {
	if cs := compat.Compare(baselineOf(t, baseApp), summaryOf(t, baseApp), compat.Options{}); len(cs) > 0 {
		t.Fatalf("no change expected, got %v", cs)
	}
}

// edit applies replacements to baseApp, failing when one does not apply.
func edit(t *testing.T, pairs ...string) string {
	t.Helper()
	s := baseApp
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(s, pairs[i]) {
			t.Fatalf("fixture edit: %q not found", pairs[i])
		}
		s = strings.Replace(s, pairs[i], pairs[i+1], 1)
	}
	return s
}

func TestCompareRules(t *testing.T) {
	tests := []struct {
		name  string
		edits []string
		want  []string
	}{
		{"new procedure, field, event, value are allowed", []string{
			"procedure Keep(Name: Text)", "procedure Added() begin end;\n procedure Keep(Name: Text)",
			"field(3; Amount; Decimal) { }", "field(3; Amount; Decimal) { }\n field(6; Extra; Integer) { }",
			"[InternalEvent(false)]", "[IntegrationEvent(false, false)]\n local procedure OnNew() begin end;\n [InternalEvent(false)]",
			"value(2; Second) { }", "value(2; Second) { }\n value(3; Third) { }",
		}, nil},
		{"field obsoleted pending is allowed", []string{
			"field(3; Amount; Decimal) { }", "field(3; Amount; Decimal) { ObsoleteState = Pending; ObsoleteReason = 'r'; ObsoleteTag = '2.0'; }",
		}, nil},
		{"internal and local procedures may change", []string{
			"internal procedure Inner()", "internal procedure Inner(X: Integer)",
			"local procedure Helper()", "local procedure Helper2()",
			"local procedure OnInternal()", "local procedure OnInternal2()",
		}, nil},
		{"obsolete procedure may be removed", []string{"procedure OldOne()\n    begin\n    end;", ""}, nil},
		{"removed-state field may be removed", []string{"field(5; \"Gone Field\"; Integer) { ObsoleteState = Removed; ObsoleteReason = 'x'; ObsoleteTag = '1.0'; }", ""}, nil},
		{"remove public procedure", []string{"procedure Keep(Name: Text)\n    begin\n    end;", ""}, []string{"AS0018 Keep"}},
		{"parameter type", []string{"procedure Keep(Name: Text)", "procedure Keep(Name: Code[20])"}, []string{"AS0026 Keep"}},
		{"parameter added", []string{"procedure Keep(Name: Text)", "procedure Keep(Name: Text; More: Integer)"}, []string{"AS0024 Keep"}},
		{"var removed", []string{"var Rec: Record \"My Table\"", "Rec: Record \"My Table\""}, []string{"AS0078 DoIt"}},
		{"return type", []string{"Rec: Record \"My Table\"): Boolean", "Rec: Record \"My Table\"): Integer"}, []string{"AS0023 DoIt"}},
		{"return added", []string{"procedure Keep(Name: Text)", "procedure Keep(Name: Text): Boolean"}, []string{"AS0102 Keep"}},
		{"made internal", []string{"procedure Keep(Name: Text)", "internal procedure Keep(Name: Text)"}, []string{"AS0018 Keep"}},
		{"made local", []string{"procedure Keep(Name: Text)", "local procedure Keep(Name: Text)"}, []string{"AS0018 Keep"}},
		{"remove event", []string{"[IntegrationEvent(false, false)]\n    local procedure OnBeforeDoIt(var Handled: Boolean; Value: Integer)\n    begin\n    end;", ""}, []string{"AS0018 OnBeforeDoIt"}},
		{"remove event parameter", []string{"OnBeforeDoIt(var Handled: Boolean; Value: Integer)", "OnBeforeDoIt(var Handled: Boolean)"}, []string{"AS0025 OnBeforeDoIt"}},
		{"add event parameter is allowed", []string{"OnBeforeDoIt(var Handled: Boolean; Value: Integer)", "OnBeforeDoIt(var Handled: Boolean; Value: Integer; More: Text)"}, nil},
		{"event attribute removed", []string{"[IntegrationEvent(false, false)]\n    local procedure OnBeforeDoIt", "local procedure OnBeforeDoIt"}, []string{"AS0019 OnBeforeDoIt"}},
		{"remove field", []string{"field(3; Amount; Decimal) { }", ""}, []string{"AS0002 Amount"}},
		{"remove pending field", []string{"field(4; \"Old Field\"; Integer) { ObsoleteState = Pending; ObsoleteReason = 'x'; ObsoleteTag = '1.0'; }", ""}, []string{"AS0002 Old Field"}},
		{"shorten text", []string{"Description; Text[100]", "Description; Text[50]"}, []string{"AS0080 Description"}},
		{"lengthen text", []string{"Description; Text[100]", "Description; Text[250]"}, []string{"AS0086 Description"}},
		{"field type", []string{"field(3; Amount; Decimal)", "field(3; Amount; Integer)"}, []string{"AS0004 Amount"}},
		{"field renamed", []string{"field(3; Amount; Decimal)", "field(3; \"Amount (LCY)\"; Decimal)"}, []string{"AS0005 Amount (LCY)"}},
		{"field removed in one step", []string{"field(3; Amount; Decimal) { }", "field(3; Amount; Decimal) { ObsoleteState = Removed; ObsoleteReason = 'r'; ObsoleteTag = '2.0'; }"}, []string{"AS0115 Amount"}},
		{"primary key removed", []string{"key(PK; \"No.\") { Clustered = true; }", "key(PK2; \"No.\") { Clustered = true; }"}, []string{"AS0010 PK"}},
		{"key fields changed", []string{"key(ByDesc; Description)", "key(ByDesc; Description, Amount)"}, []string{"AS0009 ByDesc"}},
		{"enum value removed", []string{"value(2; Second) { }", ""}, []string{"AS0083 Second"}},
		{"interface method added", []string{"procedure Run(Value: Integer): Text;", "procedure Run(Value: Integer): Text;\n procedure Stop();"}, []string{"AS0066 Stop"}},
		{"interface method removed", []string{"procedure Run(Value: Integer): Text;", "procedure Start();"}, []string{"AS0018 Run", "AS0066 Start"}},
		{"control removed", []string{"field(Desc; Rec.Description) { }", ""}, []string{"AS0032 Desc"}},
		{"action removed", []string{"action(Post) { trigger OnAction() begin end; }", ""}, []string{"AS0031 Post"}},
		{"table renamed", []string{"table 50100 \"My Table\"", "table 50100 \"Your Table\"", "SourceTable = \"My Table\"", "SourceTable = \"Your Table\"",
			"Record \"My Table\"", "Record \"Your Table\""}, []string{"AS0006 "}},
		{"page renamed", []string{"page 50100 \"My Page\"", "page 50100 \"Your Page\""}, []string{"AS0030 "}},
		{"codeunit removed", []string{"codeunit 50101 \"Second Codeunit\"\n{\n}", ""}, []string{"AS0089 "}},
		{"codeunit made internal", []string{"codeunit 50101 \"Second Codeunit\"\n{\n", "codeunit 50101 \"Second Codeunit\"\n{\n Access = Internal;\n"}, []string{"AS0049 "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := baselineOf(t, baseApp)
			cs := compat.Compare(base, summaryOf(t, edit(t, tt.edits...)), compat.Options{})
			if got := breaking(cs); !slices.Equal(got, tt.want) {
				t.Fatalf("breaking changes = %q, want %q\nall: %v", got, tt.want, cs)
			}
		})
	}
}

func TestPageExtensionControls(t *testing.T) {
	src := "pageextension 50100 Ext extends \"Customer Card\"\n{\n    layout\n    {\n        addlast(General)\n        {\n            field(Extra; 'x') { }\n        }\n        modify(Name) { Visible = false; }\n    }\n    actions\n    {\n        addlast(Processing)\n        {\n            action(Go) { }\n        }\n    }\n}\n"
	base := baselineOf(t, src)
	if got := breaking(compat.Compare(base, summaryOf(t, src), compat.Options{})); len(got) > 0 {
		t.Fatalf("unchanged: %q", got)
	}
	cur := strings.Replace(strings.Replace(src, "            field(Extra; 'x') { }\n", "", 1), "            action(Go) { }\n", "", 1)
	cur = strings.Replace(cur, "        modify(Name) { Visible = false; }\n", "", 1)
	if got, want := breaking(compat.Compare(base, summaryOf(t, cur), compat.Options{})), []string{"AS0031 Go", "AS0032 Extra"}; !slices.Equal(got, want) {
		t.Fatalf("removed from the extension: %q, want %q (a dropped modify is no control)", got, want)
	}
}

func TestRemovedTable(t *testing.T) {
	cur := strings.Replace(baseApp, baseApp[:strings.Index(baseApp, "codeunit 50100")], "", 1)
	cur = strings.ReplaceAll(cur, "Record \"My Table\"", "Integer")
	cur = strings.ReplaceAll(cur, "SourceTable = \"My Table\";", "")
	cs := compat.RemovedObjects(baselineOf(t, baseApp), summaryOf(t, cur), compat.Options{})
	if got := breaking(cs); !slices.Equal(got, []string{"AS0001 "}) {
		t.Fatalf("got %q (%v)", got, cs)
	}
	if cs[0].ObjectName != "My Table" || cs[0].ObjectKind != "table" || cs[0].ObjectID != 50100 {
		t.Fatalf("removal names %+v", cs[0])
	}
}

func TestOptions(t *testing.T) {
	base := baselineOf(t, baseApp)
	cur := summaryOf(t, edit(t, "internal procedure Inner()", "internal procedure Inner(X: Integer)",
		"procedure OldOne()\n    begin\n    end;", "", "local procedure OnInternal()", "local procedure OnInternal2()"))
	if got := breaking(compat.Compare(base, cur, compat.Options{})); len(got) > 0 {
		t.Fatalf("default options: %q", got)
	}
	got := breaking(compat.Compare(base, cur, compat.Options{Internal: true, Obsolete: true}))
	want := []string{"AS0018 OldOne", "AS0018 OnInternal", "AS0024 Inner"}
	if !slices.Equal(got, want) {
		t.Fatalf("internal+obsolete: %q, want %q", got, want)
	}
}

func TestOnPremScope(t *testing.T) {
	src := "codeunit 50100 C\n{\n    [Scope('OnPrem')]\n    procedure P()\n    begin\n    end;\n}\n"
	base := baselineOf(t, src)
	cur := summaryOf(t, "codeunit 50100 C\n{\n}\n")
	if got := breaking(compat.Compare(base, cur, compat.Options{})); len(got) > 0 {
		t.Fatalf("OnPrem procedure counted by default: %q", got)
	}
	if got := breaking(compat.Compare(base, cur, compat.Options{OnPrem: true})); !slices.Equal(got, []string{"AS0018 P"}) {
		t.Fatalf("validateOnPremSymbols: %q", got)
	}
}

func TestOverloads(t *testing.T) {
	src := "codeunit 50100 C\n{\n    procedure P(A: Integer)\n    begin\n    end;\n\n    procedure P(A: Text)\n    begin\n    end;\n}\n"
	base := baselineOf(t, src)
	// Reordering overloads changes nothing.
	swapped := "codeunit 50100 C\n{\n    procedure P(A: Text)\n    begin\n    end;\n\n    procedure P(A: Integer)\n    begin\n    end;\n}\n"
	if got := breaking(compat.Compare(base, summaryOf(t, swapped), compat.Options{})); len(got) > 0 {
		t.Fatalf("reordered overloads: %q", got)
	}
	// Dropping one overload removes it from the API.
	one := "codeunit 50100 C\n{\n    procedure P(A: Text)\n    begin\n    end;\n}\n"
	if got := breaking(compat.Compare(base, summaryOf(t, one), compat.Options{})); !slices.Equal(got, []string{"AS0018 P"}) {
		t.Fatalf("dropped overload: %q", got)
	}
}

// Hostile input: empty or nil summaries, objects without names or ids,
// duplicate ids, never panic.
func TestHostile(t *testing.T) {
	if cs := compat.Compare(nil, nil, compat.Options{}); len(cs) != 0 {
		t.Fatal(cs)
	}
	base := baselineOf(t, baseApp)
	if got := breaking(compat.Compare(base, nil, compat.Options{})); len(got) == 0 {
		t.Fatal("an empty project removes everything")
	}
	added := compat.Compare(nil, summaryOf(t, baseApp), compat.Options{})
	for _, c := range added {
		if c.Op != compat.Added || c.Breaking {
			t.Fatalf("against no baseline everything is added: %v", c)
		}
	}
	dup := "table 50100 A { fields { field(1; X; Integer) { } field(1; Y; Integer) { } } }\ntable 50100 B { }\ncodeunit 0 \"\" { }\n"
	f := syntax.Parse("dup.al", []byte(dup), syntax.Options{})
	s := symbols.Build([]*symbols.FileSymbols{symbols.Extract(f)})
	_ = compat.Compare(s, s, compat.Options{})
	_ = compat.Compare(base, s, compat.Options{})
}

func TestChangeString(t *testing.T) {
	base := baselineOf(t, baseApp)
	cs := compat.Compare(base, summaryOf(t, edit(t, "Description; Text[100]", "Description; Text[50]")), compat.Options{})
	if len(cs) != 1 {
		t.Fatalf("%v", cs)
	}
	if got, want := cs[0].String(), `changed field Description in table 50100 "My Table": length Text[100] -> Text[50] [breaking AS0080]`; got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
	_ = fmt.Sprint(cs)
}
