package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

// TestFixWithheld covers the guards that protect a fix's meaning where a
// HasFixAll fixture cannot: the rule reports once per file, so a file whose
// only diagnostic must come without a fix has no fix key for FixAll to
// apply. Each case must be reported, and no diagnostic may offer a fix.
func TestFixWithheld(t *testing.T) {
	cases := []struct {
		name, id, src string
	}{
		{
			// Sorting would move the comment to another using or drop it.
			name: "AA0477 comment among usings", id: "AA0477",
			src: "namespace A.B;\n\nusing System.Utilities;\n// the sales part\nusing Microsoft.Sales;\n\ncodeunit 50370 X\n{\n}\n",
		},
		{
			// Two usings on one line are one text to the line-wise sort.
			name: "AA0477 two usings on a line", id: "AA0477",
			src: "namespace A.B;\n\nusing System.Utilities; using Microsoft.Sales;\nusing Microsoft.Finance;\n\ncodeunit 50371 X\n{\n}\n",
		},
		{
			// The legacy #Name spelling does not lex as names: rewriting the
			// value would change how the author wrote it.
			name: "AA0200 legacy #Name areas", id: "AA0200",
			src: "page 50372 X\n{\n    ApplicationArea = #All, #Basic;\n}\n",
		},
	}
	reg := Registry()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rule, ok := reg.Lookup(c.id)
			if !ok {
				t.Fatalf("no rule %s", c.id)
			}
			diags := analysistest.Diagnostics(t, rule, c.src)
			if len(diags) == 0 {
				t.Fatalf("%s reported nothing; the case no longer reaches the guard", c.id)
			}
			for _, d := range diags {
				if len(d.Fixes) > 0 {
					t.Errorf("%s offers %d fix(es) at %d: %q", c.id, len(d.Fixes), d.Span.Start, d.Fixes[0].Title)
				}
			}
		})
	}
}
