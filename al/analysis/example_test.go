package analysis_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0001 is the rule the package documentation shows (doc.go): al/rules'
// PC0001 but for its description.
var PC0001 = &analysis.Rule{
	ID:       "PC0001",
	Title:    "FlowFields should not be editable",
	Message:  "FlowField %s should have Editable = false",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.PlatformCop,
	FixKeys:  []string{"PC0001.SetEditableFalse"},
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
			for _, field := range f.TableFields(obj) {
				fc := f.Property(field, "FieldClass")
				if fc == nil || !f.PropertyValueIs(fc, "FlowField") || f.IsObsolete(field) {
					continue
				}
				var e analysis.TextEdit
				var ok bool
				if ed := f.Property(field, "Editable"); ed != nil {
					if f.PropertyValueIs(ed, "false") || f.HasTrailingLineComment(ed) {
						continue
					}
					e, ok = edit.SetPropertyValue(f, ed, "false")
				} else {
					e, ok = edit.AddProperty(f, field, "Editable = false;")
				}
				span := f.DeclSpan(field)
				pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "SetEditableFalse", "Set Editable to false", e))
			}
		}
	},
}

// Example_rule runs the documented rule over a table and applies the fix it
// offers.
func Example_rule() {
	src := []byte(`table 50100 Totals
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum(Entry.Amount where("No." = field("No.")));
        }
    }
}
`)
	res := analysis.AnalyzeSource(context.Background(), "totals.al", src, nil,
		[]analysis.EnabledRule{{Rule: PC0001, Severity: PC0001.Severity}}, analysis.Options{})
	for _, d := range res.Diagnostics {
		line, col := syntax.NewLineTable(src).Position(d.Span.Start)
		fmt.Printf("%s:%d:%d: %s %s (fix %s)\n", d.Path, line, col, d.RuleID, d.Message, d.FixKeys()[0])
		fixed, err := analysis.ApplyFix(map[string][]byte{d.Path: src}, d.Fixes[0], d.Path)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Print(string(fixed[d.Path]))
	}
	// Output:
	// totals.al:6:18: PC0001 FlowField Amount should have Editable = false (fix PC0001.SetEditableFalse)
	// table 50100 Totals
	// {
	//     fields
	//     {
	//         field(1; "No."; Code[20]) { }
	//         field(2; Amount; Decimal)
	//         {
	//             FieldClass = FlowField;
	//             CalcFormula = sum(Entry.Amount where("No." = field("No.")));
	//             Editable = false;
	//         }
	//     }
	// }
}

// The rule in the package documentation is the one this file compiles and
// runs.
func TestDocExampleCompiles(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var listing []string
	in := false
	for _, line := range strings.Split(string(doc), "\n") {
		code, isCode := strings.CutPrefix(line, "//\t")
		switch {
		case isCode && strings.HasPrefix(code, "var PC0001 = "):
			in = true
		case in && !isCode:
			in = false
		}
		if in {
			listing = append(listing, code)
		}
	}
	if len(listing) < 10 {
		t.Fatalf("no PC0001 listing in doc.go (%d lines)", len(listing))
	}
	self, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(self), strings.Join(listing, "\n")) {
		t.Error("the PC0001 listing in doc.go differs from the rule in example_test.go")
	}
}
