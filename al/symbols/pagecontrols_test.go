package symbols

import (
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
