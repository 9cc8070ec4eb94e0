package syntax

import (
	"slices"
	"testing"
)

const docSource = `codeunit 50100 C
{
    Subtype = Test;

    // not documentation
    /// <summary>First block,
    ///   second line.</summary>
    /// <param name="A">a</param>
    ///<param name='B' other="x"><c>nested <param name="Inner"/></c></param>
    /// <returns/>
    /// <!-- <param name="Commented"/> -->
    /// <remarks><![CDATA[ <param name="Cdata"> ]]></remarks>

    /// <param name="SecondBlock">not in the first block</param>
    [Attr(1, 'x')]
    procedure P(A: Integer; B: Integer) Result: Integer
    var
        L: Label 'text', Locked = true;
        T: Text;
    begin
    end;

    /// <param name="Open">never closed
    procedure Q(): Integer
    begin
    end;
}

enum 50100 E
{
    value(007; X) { }
    value(N; Y) { }
}
`

func TestDocComments(t *testing.T) {
	f := Parse("doc.al", []byte(docSource), Options{})
	obj := f.Objects()[0]
	procs := Procedures(obj)
	p, q := procs[0], procs[1]
	if n := len(f.DocComments(p)); n != 8 {
		t.Errorf("DocComments: %d lines, want 8", n)
	}
	block := f.FirstDocBlock(p)
	if len(block) != 7 {
		t.Fatalf("FirstDocBlock: %d lines, want 7", len(block))
	}
	if got := f.DocCommentText(block[0]); got != " <summary>First block," {
		t.Errorf("DocCommentText = %q", got)
	}
	var names, texts []string
	for _, e := range f.DocElements(block) {
		name, _ := e.Attr("NAME")
		names = append(names, e.Name+"="+name)
		texts = append(texts, f.Text(e.Span))
	}
	wantNames := []string{"summary=", "param=A", "param=B", "returns=", "remarks="}
	if !slices.Equal(names, wantNames) {
		t.Errorf("DocElements: %q, want %q", names, wantNames)
	}
	if want := "<summary>First block,\n    ///   second line.</summary>"; texts[0] != want {
		t.Errorf("a two-line element spans %q, want %q", texts[0], want)
	}
	if want := `<param name='B' other="x"><c>nested <param name="Inner"/></c></param>`; texts[2] != want {
		t.Errorf("nested element spans %q, want %q", texts[2], want)
	}
	if els := f.DocElements(f.FirstDocBlock(p)); !els[3].Empty || els[1].Empty {
		t.Error("Empty marks the wrong elements")
	}
	open := f.DocElements(f.FirstDocBlock(q))
	if len(open) != 1 || f.Text(open[0].Span) != `<param name="Open">never closed` {
		t.Errorf("an unclosed element: %+v", open)
	}
	if f.DocElements(nil) != nil || f.FirstDocBlock(obj) != nil {
		t.Error("no documentation gives elements")
	}

	attr := p.Child(Attribute)
	if args := f.AttributeArgs(attr); len(args) != 2 || f.Text(f.Span(args[1])) != "'x'" {
		t.Errorf("AttributeArgs = %v", args)
	}
	if f.AttributeArgs(nil) != nil {
		t.Error("AttributeArgs(nil)")
	}
	if !f.IsTestCodeunit(obj) || f.IsTestCodeunit(f.Objects()[1]) {
		t.Error("IsTestCodeunit")
	}
	if i := f.ReturnName(p); i < 0 || f.TokenText(i) != "Result" {
		t.Errorf("ReturnName(P) = %d", i)
	}
	if f.ReturnName(q) != -1 {
		t.Error("an unnamed return value has a name")
	}
	decls := p.Child(VarSection).ChildrenOf(VariableDecl)
	if lv, ok := f.VariableLabel(decls[0]); !ok || lv.TextValue() != "text" || !lv.ArgIs("Locked", "true") {
		t.Error("VariableLabel of a label")
	}
	if _, ok := f.VariableLabel(decls[1]); ok {
		t.Error("VariableLabel of a Text variable")
	}
	values := Members(f.Objects()[1])
	if n, ok := f.ElementOrdinal(values[0]); !ok || n != 7 {
		t.Errorf("ElementOrdinal = %d, %v", n, ok)
	}
	if _, ok := f.ElementOrdinal(values[1]); ok {
		t.Error("ElementOrdinal of a name")
	}
}

func TestQuoteName(t *testing.T) {
	for in, want := range map[string]string{
		"Customer":                         "Customer",
		"_x1":                              "_x1",
		"Sales Header_OnAfterDeleteEvent":  `"Sales Header_OnAfterDeleteEvent"`,
		"1st":                              `"1st"`,
		"begin":                            `"begin"`,
		"Begin":                            `"Begin"`,
		`Say "hi"`:                         `"Say ""hi"""`,
		"":                                 `""`,
		"Dürnstein":                        `"Dürnstein"`,
		"Customer_OnAfterValidateEvent_No": "Customer_OnAfterValidateEvent_No",
	} {
		if got := QuoteName(in); got != want {
			t.Errorf("QuoteName(%q) = %s, want %s", in, got, want)
		}
	}
}
