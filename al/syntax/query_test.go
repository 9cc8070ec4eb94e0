package syntax

import (
	"slices"
	"strings"
	"testing"
)

const querySource = `table 50100 "Item Ledger"
{
    Caption = 'Item', Locked = true, Comment = 'x';
    ObsoleteState = Pending;
    Permissions = tabledata Item = R, table "Item Ledger" = x;
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { ObsoleteState = Removed; }
        modify(Amount) { }
    }
}

page 50101 P
{
    PageType = API;
    Access = Public;
    layout
    {
        area(Content)
        {
            field(Name; Rec.Name) { }
            group(G)
            {
                field(Inner; Rec."No.") { }
                modify(Other) { }
                field(Gone; Gone) { ObsoleteState = Removed; }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Go) { }
        }
    }

    [IntegrationEvent(false, false)]
    local procedure OnGo(var IsHandled: Boolean)
    var
        A, "B c": Integer;
        L: Label 'Hello %1', Comment = '%1 = name', MaxLength = 20;
        W: Codeunit X WithEvents;
    begin
        A := 1; // one
        A +=  2;
#if NEVER
        Mention(SomeName);
#endif
    end;

    [Obsolete('gone')]
    internal procedure Old() begin end;
}
`

func parseQuery(t *testing.T) *File {
	t.Helper()
	f := Parse("q.al", []byte(querySource), Options{})
	if len(f.Errors) > 0 {
		t.Fatalf("syntax errors: %v", f.Errors)
	}
	return f
}

func TestDeclarationQueries(t *testing.T) {
	f := parseQuery(t)
	table, page := f.Objects()[0], f.Objects()[1]
	if !f.IsObsolete(table) || f.IsObsolete(page) {
		t.Error("IsObsolete")
	}
	if !f.IsPageType(page, "api") || !f.IsPublic(page) || f.IsPublic(table) != true {
		t.Error("IsPageType/IsPublic")
	}
	if got := f.Text(f.DeclSpan(table)); got != `"Item Ledger"` {
		t.Errorf("DeclSpan(table) = %q", got)
	}
	fields := f.TableFields(table)
	if len(fields) != 2 || f.Text(f.DeclSpan(fields[0])) != `"No."` || f.TokenText(f.ElementNameToken(fields[1])) != "Amount" {
		t.Errorf("TableFields: %d fields", len(fields))
	}
	// The name and number queries read the arguments without allocating
	// them (rules ask them of every element).
	if raceEnabled {
		t.Log("allocations not counted under the race detector")
	} else if n := testing.AllocsPerRun(50, func() { f.ElementNameToken(fields[1]); f.ElementOrdinalToken(fields[1]) }); n != 0 {
		t.Errorf("ElementNameToken and ElementOrdinalToken allocate %.0f times", n)
	}
	if tok := f.ElementOrdinalToken(fields[1]); tok < 0 || f.Tokens[tok].Kind != Integer {
		t.Errorf("ElementOrdinalToken(field) = %d", tok)
	}
	if !f.IsObsolete(fields[1]) || !f.InObsoleteCode(fields[0]) {
		t.Error("obsolete field, or a field of an obsolete table, not seen")
	}
	var controls []string
	for el, kind := range f.PageControls(page) {
		controls = append(controls, f.DeclName(el)+"/"+kind.String())
	}
	if strings.Join(controls, ",") != "Name/field,Inner/field,Go/action" {
		t.Errorf("PageControls = %v", controls)
	}
	for range f.PageControls(page) {
		break // stopping early must not panic
	}
	if args := f.ElementArgs(fields[0], false); len(args) != 3 || f.RangeText(args[2]) != "Code[20]" {
		t.Errorf("ElementArgs = %v", args)
	}
	if f.CompactPropertyValue(f.Property(table, "Caption")) != "'item',locked=true,comment='x'" {
		t.Errorf("CompactPropertyValue = %q", f.CompactPropertyValue(f.Property(table, "Caption")))
	}
	if n := len(f.PropertiesNamed(table, "permissions")); n != 1 {
		t.Errorf("PropertiesNamed = %d", n)
	}
	entries, ok := f.PermissionEntries(f.Property(table, "Permissions"))
	if !ok || len(entries) != 2 || f.TokenText(entries[1].Type) != "table" || f.RangeText(entries[0].Tokens) != "tabledata Item = R" {
		t.Errorf("PermissionEntries = %v %v", entries, ok)
	}
	lv := f.PropertyLabel(f.Property(table, "Caption"))
	if lv.TextValue() != "Item" || !lv.ArgIs("locked", "TRUE") || lv.ArgIs("Comment", "y") {
		t.Errorf("PropertyLabel = %+v", lv)
	}
	if _, ok := lv.Arg("MaxLength"); ok {
		t.Error("Arg found a missing argument")
	}
}

func TestProcedureQueries(t *testing.T) {
	f := parseQuery(t)
	procs := Procedures(f.Objects()[1])
	onGo, old := procs[0], procs[1]
	if f.EventPublisher(onGo) == nil || f.EventPublisher(old) != nil || !f.HasObsoleteAttribute(old) {
		t.Error("attributes")
	}
	if !f.IsLocal(onGo) || f.IsLocal(old) || f.TokenText(f.AccessModifier(old)) != "internal" {
		t.Error("access modifiers")
	}
	if !f.InObsoleteCode(old.Child(Block)) || f.InObsoleteCode(onGo) {
		t.Error("InObsoleteCode")
	}
	vs := onGo.Child(VarSection)
	decls := vs.ChildrenOf(VariableDecl)
	var names []string
	for _, i := range f.VarNames(decls[0]) {
		names = append(names, f.TokenText(i))
	}
	if strings.Join(names, ",") != `A,"B c"` {
		t.Errorf("VarNames = %v", names)
	}
	if f.HasWithEvents(decls[1]) || !f.HasWithEvents(decls[2]) {
		t.Error("HasWithEvents")
	}
	tr := decls[1].Child(TypeRef)
	lv := f.ParseLabel(int(tr.First), int(tr.Last))
	if lv.TextValue() != "Hello %1" || len(lv.Args) != 2 || !lv.ArgIs("maxlength", "20") {
		t.Errorf("ParseLabel = %+v", lv)
	}
	if decls[0].Ancestor(Procedure) != onGo || decls[0].Ancestor(Block) != nil {
		t.Error("Ancestor")
	}
	body := onGo.Child(Block)
	if !f.MentionedInDisabledCode(f.Span(onGo), "somename") || f.MentionedInDisabledCode(f.Span(old), "SomeName") {
		t.Error("MentionedInDisabledCode")
	}
	if !f.HasDirectiveIn(f.Span(body)) || f.HasDirectiveIn(f.Span(old)) {
		t.Error("HasDirectiveIn")
	}
}

func TestTextQueries(t *testing.T) {
	f := parseQuery(t)
	// tok returns the first token with the text after token index after.
	tok := func(text string, after int) int {
		for i := after + 1; i < len(f.Tokens); i++ {
			if f.TokenText(i) == text {
				return i
			}
		}
		t.Fatalf("no token %q after %d", text, after)
		return -1
	}
	begin := tok("begin", 0)
	assign := tok(":=", begin)
	if !f.GapIsOneSpace(assign) || f.GapHasLineBreak(assign) || !f.GapIsLayout(assign) {
		t.Error("gap before :=")
	}
	plusAssign := tok("+=", begin)
	if two := tok("2", plusAssign); f.GapIsOneSpace(two) || f.Gap(two).Len() != 2 {
		t.Errorf("gap before 2: %v", f.Gap(two))
	}
	semi := tok(";", assign)
	if !f.CommentBetween(semi, plusAssign) || f.GapIsLayout(semi+1) {
		t.Error("the comment after 'A := 1;' was not seen")
	}
	if f.CommentBetween(assign, semi) {
		t.Error("a comment where there is none")
	}
	if !f.StartsLine(plusAssign-1) || f.StartsLine(plusAssign) {
		t.Error("StartsLine")
	}
	if f.TokenLine(assign) != 46 {
		t.Errorf("TokenLine = %d", f.TokenLine(assign))
	}
	src := []byte("ab\r\n  cd // x\ne")
	if LineStart(src, 6) != 4 || LineEnd(src, 0) != 2 || AfterLineBreak(src, 2) != 4 || IndentAt(src, 7) != "  " {
		t.Error("line helpers")
	}
	if !OnlySpace(src, 4, 6) || OnlySpace(src, 4, 7) || !BlankOrLineComment(src, 8, 13) || BlankOrLineComment(src, 6, 13) {
		t.Error("OnlySpace/BlankOrLineComment")
	}
	if !SameName(` "No." `, "no.") || SameName("A", "B") {
		t.Error("SameName")
	}
	if !slices.Equal([]bool{Identifier.IsName(), QuotedIdentifier.IsName(), String.IsName()}, []bool{true, true, false}) {
		t.Error("IsName")
	}
}

// Looking a property up by name, or a token up as a word, copies nothing:
// rules do it in every object, field and control.
func TestPropertyLookupAllocatesNothing(t *testing.T) {
	f := Parse("a.al", []byte("table 50100 T\n{\n    Caption = 'T';\n    DataClassification = CustomerContent;\n    fields\n    {\n        field(1; A; Integer) { Caption = 'A'; }\n    }\n}\n"), Options{})
	obj := f.Objects()[0]
	if p := f.Property(obj, "dataclassification"); p == nil || f.PropertyName(p) != "DataClassification" {
		t.Fatalf("Property(DataClassification) = %v", p)
	}
	if p := f.Property(obj, "Fields"); p != nil {
		t.Fatalf("a section is found as a property: %v", p)
	}
	if p := f.Property(nil, "Caption"); p != nil {
		t.Fatal("a nil node has properties")
	}
	allocs := testing.AllocsPerRun(100, func() {
		if f.Property(obj, "Caption") == nil || f.Property(obj, "NoSuchProperty") != nil {
			t.Fatal("wrong answer")
		}
		if !f.IsWord(int(f.Property(obj, "Caption").First), "x", "CAPTION") {
			t.Fatal("IsWord")
		}
	})
	if allocs != 0 {
		t.Errorf("property lookups allocate %v times a run", allocs)
	}
}
