package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appareas"
	"github.com/alfix/alfix/al/syntax"
)

// AA0200 reports ApplicationArea values that list All with other areas.
var AA0200 = &analysis.Rule{
	ID:      "AA0200",
	Title:   "When ApplicationArea is set to 'All', no other values for ApplicationArea should be specified",
	Message: "ApplicationArea 'All' should stand alone, not with %s",
	Description: "All already makes the control or object visible in every experience: other areas " +
		"next to it change nothing and suggest a restriction that is not there. The fix keeps only " +
		"All (which is what the value means); it is not offered when the value holds a comment.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0200.KeepAll"},
	Run:      runAA0200,
}

func runAA0200(pass *analysis.Pass) {
	f := pass.File
	for prop := range appareas.Properties(pass) {
		areas, ok := appareas.Values(f, prop)
		if !ok || len(areas) < 2 || !appareas.Has(areas, "All") {
			continue
		}
		var all string
		var others []string
		for _, a := range areas {
			if strings.EqualFold(a.Name, "All") {
				if all == "" {
					all = f.TokenText(a.Token)
				}
			} else {
				others = append(others, a.Name)
			}
		}
		if len(others) == 0 {
			others = []string{all} // All, All
		}
		e, ok := appareas.Set(f, prop, []string{all})
		pass.Reportf(f.Span(prop.Child(syntax.PropertyValue)), []any{strings.Join(others, ", ")},
			pass.FixIf(ok, "KeepAll", "Keep only All", e))
	}
}
