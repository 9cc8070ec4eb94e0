package symbols

import (
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
)

// A cue group's actions are layout controls below the cue group, as a symbol
// package lists them; the page's own actions stay in Actions.
func TestExtractCueActions(t *testing.T) {
	src := `page 50100 "Bar Activities"
{
    PageType = CardPart;
    layout
    {
        area(Content)
        {
            cuegroup(Sales)
            {
                field(Open; 1) { }
                actions
                {
                    action(NewQuote) { RunObject = page "Bar Quote"; }
                    action("New Order") { }
                }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Refresh) { }
        }
    }
}
`
	f := syntax.Parse("a.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	fs := Extract(f)
	got := map[string]Control{}
	for _, c := range fs.Objects[0].Controls {
		got[c.Name] = c
	}
	for _, name := range []string{"NewQuote", "New Order"} {
		if c, ok := got[name]; !ok || c.Kind != "action" || c.Parent != "Sales" {
			t.Errorf("cue action %s: %+v (found %v)", name, c, ok)
		}
	}
	if _, ok := got["Refresh"]; ok {
		t.Error("a page action among the layout controls")
	}
	if acts := fs.Objects[0].Actions; len(acts) != 2 || acts[1].Name != "Refresh" {
		t.Errorf("actions %+v", acts)
	}
}

// A report's and a report extension's request page controls and actions
// are the object's Controls and Actions; a dataset's are not.
func TestExtractRequestPageControls(t *testing.T) {
	src := `report 50100 "Bar Report"
{
    dataset
    {
        dataitem(Cust; Customer) { column(No; "No.") { } }
    }
    requestpage
    {
        layout
        {
            area(Content)
            {
                group(Options)
                {
                    field(ShowDetails; Show) { }
                }
            }
        }
        actions
        {
            area(Processing)
            {
                action(Preview) { }
            }
        }
    }
}

reportextension 50101 "Bar Report Ext" extends "Bar Report"
{
    requestpage
    {
        layout
        {
            addlast(Options)
            {
                field(More; MoreShow) { }
            }
        }
    }
}
`
	f := syntax.Parse("a.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	fs := Extract(f)
	names := func(cs []Control) (out []string) {
		for _, c := range cs {
			out = append(out, c.Kind+" "+c.Name)
		}
		return out
	}
	if got, want := strings.Join(names(fs.Objects[0].Controls), ", "), "area Content, group Options, field ShowDetails"; got != want {
		t.Errorf("report controls %q, want %q", got, want)
	}
	if got, want := strings.Join(names(fs.Objects[0].Actions), ", "), "area Processing, action Preview"; got != want {
		t.Errorf("report actions %q, want %q", got, want)
	}
	if ext := fs.Objects[1].Controls; len(ext) != 1 || ext[0].Name != "More" || ext[0].Change != "addlast" || ext[0].Anchor != "Options" {
		t.Errorf("report extension controls %+v", ext)
	}
}
