package packages

import (
	"testing"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// A cue group's actions (layout controls below the cue group in the
// summary, the cue group's Actions in a package) and a report's request page
// controls survive a package written and read back, exactly and from JSON.
func TestExportRoundTripCueActionsAndRequestPages(t *testing.T) {
	src := `page 50100 "Bar Activities"
{
    PageType = CardPart;
    layout
    {
        area(Content)
        {
            cuegroup(Sales)
            {
                field(Open; Rec.Open) { }
                actions
                {
                    action(NewQuote) { }
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

report 50101 "Bar Report"
{
    dataset
    {
        dataitem(Cust; Customer) { }
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

    var
        Show: Boolean;
}
`
	f := syntax.Parse("src/Bar.al", []byte(src), syntax.Options{})
	if len(f.Errors) > 0 {
		t.Fatal(f.Errors)
	}
	files := []*symbols.FileSymbols{symbols.Extract(f)}
	var cue int
	for _, c := range files[0].Objects[0].Controls {
		if c.Kind == "action" && c.Parent == "Sales" {
			cue++
		}
	}
	if cue != 2 || len(files[0].Objects[1].Controls) != 3 {
		t.Fatalf("extracted %d cue actions, %d request page controls", cue, len(files[0].Objects[1].Controls))
	}
	roundTrip(t, files)
}
