package codecop

import (
	"context"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// TestAA0218SourceTableInAnotherFile checks the project lookup: a field
// control is accepted when its table field in another file has a ToolTip,
// and reported when it has none.
func TestAA0218SourceTableInAnotherFile(t *testing.T) {
	table := syntax.Parse("table.al", []byte(`table 50100 "Other Table"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[50]) { }
    }
}
`), syntax.Options{})
	page := syntax.Parse("page.al", []byte(`page 50100 "Other List"
{
    SourceTable = "Other Table";
    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(Name; Rec.Name) { }
        }
    }
}
`), syntax.Options{})
	sum := symbols.Build([]*symbols.FileSymbols{symbols.Extract(table), symbols.Extract(page)})
	cfg := &project.Config{Analyzers: project.AllAnalyzerGroups}
	res := analysis.AnalyzeFile(context.Background(), page, cfg,
		[]analysis.EnabledRule{{Rule: AA0218, Severity: AA0218.Severity}}, analysis.Options{Summary: sum})
	if len(res.Diagnostics) != 1 || page.Text(res.Diagnostics[0].Span) != "Name" {
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, page.Text(d.Span))
		}
		t.Fatalf("got %q, want only the Name field", got)
	}
}
