package query

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace/internal/wstest"
)

// A table's events end with the platform's trigger events; one of them
// answers with its subscribers and a template.
func TestTriggerEvents(t *testing.T) {
	_, p := symbolRepo(t, false)
	ctx := context.Background()
	wstest.WriteFiles(t, p.Root, map[string]string{"src/Subs.al": "codeunit 50102 Subs\n{\n" +
		"    [EventSubscriber(ObjectType::Table, Database::\"Lib Table\", 'OnAfterValidateEvent', 'Name', false, false)]\n" +
		"    local procedure OnValidateName(var Rec: Record \"Lib Table\")\n    begin\n    end;\n}\n"})
	all, err := Events(ctx, p, EventsRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Page: PageRequest{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range all.Events {
		if e.Type == TriggerEventType {
			names = append(names, e.Event.Name)
		}
	}
	if len(names) != len(symbols.TriggerEvents("table")) || names[0] != "OnBeforeInsertEvent" {
		t.Fatalf("trigger events of a table: %q", names)
	}
	one, err := Events(ctx, p, EventsRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Event: "onaftervalidateevent", Element: "Name"})
	if err != nil || len(one.Events) != 1 {
		t.Fatalf("one trigger event: %+v %v", one, err)
	}
	e := one.Events[0]
	if e.Event.Signature != `procedure OnAfterValidateEvent(var Rec: Record "Lib Table"; var xRec: Record "Lib Table"; CurrFieldNo: Integer)` {
		t.Errorf("signature: %s", e.Event.Signature)
	}
	if e.SubscriberCount != 1 || e.Subscribers[0].Element != "Name" || e.Subscribers[0].Procedure.Source.Line != 4 {
		t.Errorf("subscribers: %+v", e.Subscribers)
	}
	if !strings.Contains(e.Template, `OnAfterValidateEvent, Name, false, false)]`) || !strings.Contains(e.Template, `"Lib Table_OnAfterValidateEvent_Name"(var Rec`) {
		t.Errorf("template: %s", e.Template)
	}
	// Without the field, no template; a misspelled name is not found.
	if noElem, err := Events(ctx, p, EventsRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Event: "OnAfterValidateEvent"}); err != nil || noElem.Events[0].Template != "" {
		t.Errorf("template without element: %+v %v", noElem, err)
	}
	var se *SymbolError
	if _, err := Events(ctx, p, EventsRequest{Object: ObjectRef{Kind: "table", Name: "Lib Table"}, Event: "OnAfterValdiateEvent"}); !errors.As(err, &se) || se.Problem != SymbolNotFound {
		t.Errorf("a misspelled trigger event: %v", err)
	}
}

// find_symbols finds a trigger event within a table, and says without one
// that no object declares it.
func TestFindTriggerEvent(t *testing.T) {
	_, p := symbolRepo(t, false)
	ctx := context.Background()
	res, err := FindSymbols(ctx, p, SymbolSearch{Text: "onaftervalidateevent", Match: symbols.MatchExact, Within: &ObjectRef{Kind: "table", Name: "Lib Table"}})
	if err != nil || len(res.Hits) != 1 || res.Hits[0].Name != "OnAfterValidateEvent" || res.Hits[0].Kind != symbols.KindEvent ||
		res.Hits[0].Container == nil || res.Hits[0].Container.Name != "Lib Table" {
		t.Fatalf("within a table: %+v %v", res, err)
	}
	var se *SymbolError
	_, err = FindSymbols(ctx, p, SymbolSearch{Text: "OnOpenPageEvent", Match: symbols.MatchExact})
	if !errors.As(err, &se) || se.Problem != SymbolNotFound || !strings.Contains(se.Why, "every page") {
		t.Errorf("without an object: %v", err)
	}
	_, err = FindSymbols(ctx, p, SymbolSearch{Text: "OnOpenPageEvent", Match: symbols.MatchExact, Within: &ObjectRef{Kind: "table", Name: "Lib Table"}})
	if !errors.As(err, &se) || se.Problem != SymbolNotFound {
		t.Errorf("a page event within a table: %v", err)
	}
}
