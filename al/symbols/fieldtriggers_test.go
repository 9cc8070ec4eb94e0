package symbols

import (
	"slices"
	"testing"
)

func TestFieldTriggers(t *testing.T) {
	base := parse(t, "base/Line.Table.al", `table 50000 Line
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal) { trigger OnValidate() begin end; trigger OnLookup() begin end; }
    }
}`)
	ext := parse(t, "LineExt.TableExt.al", `tableextension 50100 "Line Ext" extends Line
{
    fields { modify("No.") { trigger OnAfterValidate() begin end; } }
}`)
	baseSum := BuildApp(AppInfo{App: App{ID: "22222222-2222-2222-2222-222222222222", Name: "Base", Publisher: "Fab", Version: "1.0.0.0"}},
		[]*FileSymbols{Extract(base)}, nil)
	for _, tc := range []struct {
		origin Origin
		known  bool
	}{{FromProject, true}, {FromPackage, false}} {
		dep := &Dependency{App: baseSum.App.App, Origin: tc.origin, Reach: Direct, Symbols: baseSum, Hash: [32]byte{1}}
		sum := BuildApp(AppInfo{}, []*FileSymbols{Extract(ext)}, []*Dependency{dep})
		line := sum.Table("Line")
		if line == nil {
			t.Fatal("table Line not found")
		}
		got, known := sum.FieldTriggers(line, "quantity")
		if known != tc.known || tc.known && !slices.Equal(got, []string{"OnValidate", "OnLookup"}) {
			t.Errorf("%s: Quantity triggers %v, known %v", tc.origin, got, known)
		}
		got, known = sum.FieldTriggers(line, "No.")
		if known != tc.known || tc.known && !slices.Equal(got, []string{"OnAfterValidate"}) {
			t.Errorf("%s: No. triggers %v, known %v", tc.origin, got, known)
		}
		if _, known := sum.FieldTriggers(line, "Missing"); known {
			t.Errorf("%s: an unknown field has known triggers", tc.origin)
		}
	}
}
