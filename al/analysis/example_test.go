package analysis_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/platformcop"
	"github.com/alfix/alfix/al/syntax"
)

// Example_rule runs the rule the package documentation shows, al/rules'
// PC0001, over a table and applies the fix it offers.
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
		[]analysis.EnabledRule{{Rule: platformcop.PC0001, Severity: platformcop.PC0001.Severity}}, analysis.Options{})
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

// The rule in the package documentation is al/rules' PC0001 as written
// (but for its description), which Example_rule runs.
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
	rule, err := os.ReadFile("../rules/platformcop/pc0001.go")
	if err != nil {
		t.Fatal(err)
	}
	var code []string
	inDescription := false
	for _, line := range strings.Split(string(rule), "\n") {
		switch {
		case strings.HasPrefix(line, "\tDescription:"):
			inDescription = true
			continue
		case inDescription && strings.HasPrefix(line, "\t\t"):
			continue
		}
		inDescription = false
		code = append(code, line)
	}
	if !strings.Contains(strings.Join(code, "\n"), strings.Join(listing, "\n")) {
		t.Error("the PC0001 listing in doc.go differs from al/rules/platformcop/pc0001.go")
	}
}
