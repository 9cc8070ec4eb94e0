package symbols

import (
	"reflect"
	"testing"
)

// Obsolete controls and actions keep their state, reason and tag; other
// controls, and changes that name a base control, have none; the module
// codec keeps them.
func TestControlObsolescence(t *testing.T) {
	f := parse(t, "p.al", `page 50100 P
{
    layout
    {
        area(Content)
        {
            field(Old; Rec.Old)
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Use New.';
                ObsoleteTag = '27.0';
            }
            field(Cur; Rec.Cur) { }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Gone)
            {
                ObsoleteState = Removed;
                trigger OnAction() begin end;
            }
        }
    }
}
pageextension 50101 PX extends P
{
    layout
    {
        modify(Old) { Visible = false; }
    }
}`)
	fs := Extract(f)
	p, px := &fs.Objects[0], &fs.Objects[1]
	got := map[string]*Obsolescence{}
	for _, cs := range [][]Control{p.Controls, p.Actions, px.Controls} {
		for i := range cs {
			got[cs[i].Change+cs[i].Name] = cs[i].Obsolete
		}
	}
	if o := got["Old"]; o == nil || o.State != "Pending" || o.Reason != "'Use New.'" || o.Tag != "'27.0'" {
		t.Errorf("Old: %+v", o)
	}
	if o := got["Gone"]; o == nil || o.State != "Removed" || o.Reason != "" {
		t.Errorf("Gone: %+v", o)
	}
	for _, name := range []string{"Cur", "Content", "Processing", "modifyOld"} {
		if o, ok := got[name]; !ok || o != nil {
			t.Errorf("%s: %+v, present %v", name, o, ok)
		}
	}
	_, dec, err := DecodeModule(EncodeModule(AppInfo{App: App{Name: "A"}}, []*FileSymbols{fs}))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(dec[0].Objects[0].Controls, p.Controls) || !reflect.DeepEqual(dec[0].Objects[0].Actions, p.Actions) {
		t.Errorf("codec lost the obsolescence: %+v", dec[0].Objects[0].Controls)
	}
	sum := summaryOf(f)
	if acts := sum.PageActions(sum.ObjectIn("pageextension", "", "PX")); len(acts) != 2 || acts[1].Name != "Gone" {
		t.Errorf("PageActions of the extension: %d", len(acts))
	}
}
