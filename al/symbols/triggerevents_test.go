package symbols_test

import (
	"context"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/check"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/lintercop"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

const templateBase = `table 50200 "Fab Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Ship-to Name"; Text[100]) { }
    }

    [IntegrationEvent(true, false)]
    local procedure OnBeforeShip(var IsHandled: Boolean)
    begin
    end;
}

page 50201 "Fab Order Card"
{
    SourceTable = "Fab Order";

    layout
    {
        area(Content)
        {
            field(ShipTo; Rec."Ship-to Name") { }
        }
    }

    actions
    {
        area(Processing)
        {
            action("Ship Now") { }
        }
    }
}
`

// The subscriber templates alfix offers compile as far as its checks see
// (event, element, parameter names, types and var-ness) and pass
// LinterCop's LC0028 (identifier syntax) and LC0098 (the default name).
func TestTemplatesPassOwnRules(t *testing.T) {
	base := syntax.Parse("Base.al", []byte(templateBase), syntax.Options{})
	baseSum := symbols.Build([]*symbols.FileSymbols{symbols.Extract(base)})
	order := baseSum.Object("table", "Fab Order")
	card := baseSum.Object("page", "Fab Order Card")
	var b strings.Builder
	b.WriteString("codeunit 50202 \"Fab Subscribers\"\n{\n")
	n := 0
	add := func(tmpl string) {
		n++
		b.WriteString(tmpl)
		b.WriteString("\n")
	}
	add(symbols.SubscriberTemplate(order, baseSum.Procedure(order, "OnBeforeShip"), symbols.TemplateStyle{}))
	for _, te := range symbols.TriggerEvents("table") {
		element := ""
		if te.Element == symbols.FieldElement {
			element = "Ship-to Name"
		}
		add(symbols.TriggerSubscriberTemplate(order, te, element, order, symbols.TemplateStyle{}))
	}
	for _, te := range symbols.TriggerEvents("page") {
		element := ""
		switch te.Element {
		case symbols.ActionElement:
			element = "Ship Now"
		case symbols.ControlElement:
			element = "ShipTo"
		}
		add(symbols.TriggerSubscriberTemplate(card, te, element, order, symbols.TemplateStyle{}))
	}
	b.WriteString("}\n")
	own := syntax.Parse("Subscribers.al", []byte(b.String()), syntax.Options{})
	if len(own.Errors) > 0 {
		t.Fatalf("templates do not parse: %v\n%s", own.Errors, b.String())
	}
	dep := &symbols.Dependency{App: symbols.App{ID: "b", Name: "Base", Publisher: "P"}, Origin: symbols.FromPackage,
		Symbols: symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "b", Name: "Base", Publisher: "P"}}, []*symbols.FileSymbols{symbols.Extract(base)}, nil)}
	sum := symbols.BuildApp(symbols.AppInfo{App: symbols.App{ID: "o", Name: "Own", Publisher: "P"}},
		[]*symbols.FileSymbols{symbols.Extract(own)}, []*symbols.Dependency{dep})
	rules := append(check.Enabled(),
		analysis.EnabledRule{Rule: lintercop.LC0028, Severity: lintercop.LC0028.Severity},
		analysis.EnabledRule{Rule: lintercop.LC0098, Severity: lintercop.LC0098.Severity})
	res := analysis.AnalyzeFile(context.Background(), own, &project.Config{}, rules, analysis.Options{Summary: sum})
	if len(res.AnalyzerErrors) > 0 {
		t.Fatal(res.AnalyzerErrors)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("%s at %q: %s", d.RuleID, own.Text(d.Span), d.Message)
	}
	if got := strings.Count(b.String(), "[EventSubscriber("); got != n || n != 24 {
		t.Errorf("%d templates of %d, want 24", got, n)
	}
}

// Old runtimes get string names.
func TestTemplateStringNames(t *testing.T) {
	o := &symbols.Object{Kind: "table", Name: "Fab Order"}
	te, ok := symbols.TriggerEventNamed("table", "onaftervalidateevent")
	if !ok {
		t.Fatal("OnAfterValidateEvent is not a table trigger event")
	}
	got := symbols.TriggerSubscriberTemplate(o, te, "Ship-to Name", o, symbols.TemplateStyle{StringNames: true})
	want := "[EventSubscriber(ObjectType::Table, Database::\"Fab Order\", 'OnAfterValidateEvent', 'Ship-to Name', false, false)]\n" +
		"local procedure \"Fab Order_OnAfterValidateEvent_Ship-to Name\"(var Rec: Record \"Fab Order\"; var xRec: Record \"Fab Order\"; CurrFieldNo: Integer)\nbegin\nend;\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if _, ok := symbols.TriggerEventNamed("codeunit", "OnAfterValidateEvent"); ok {
		t.Error("codeunits have no catalogued trigger events")
	}
	if _, ok := symbols.TriggerEventNamed("page", "OnAfterInsertEvent"); ok {
		t.Error("OnAfterInsertEvent is a table event, not a page event")
	}
}
