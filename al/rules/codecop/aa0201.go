package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appareas"
)

// AA0201 reports ApplicationArea values with Basic but without Suite.
var AA0201 = &analysis.Rule{
	ID:      "AA0201",
	Title:   "When ApplicationArea is set to 'Basic', you must also specify 'Suite'",
	Message: "ApplicationArea lists 'Basic' but not 'Suite'",
	Description: "The Suite experience does not include the Basic area: a control or object marked " +
		"Basic alone disappears for users of the Essential and Premium experiences. Values that also " +
		"list All are AA0200's. The fix adds Suite right after Basic, its documented place (see " +
		"AA0199).",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0201.AddSuite"},
	Run:      runAA0201,
}

func runAA0201(pass *analysis.Pass) {
	f := pass.File
	for prop := range appareas.Properties(pass) {
		areas, ok := appareas.Values(f, prop)
		if !ok || !appareas.Has(areas, "Basic") || appareas.Has(areas, "Suite") || appareas.Has(areas, "All") {
			continue
		}
		for _, a := range areas {
			if strings.EqualFold(a.Name, "Basic") {
				at := f.Tokens[a.Token].Span
				pass.Reportf(at, nil, pass.Fix("AddSuite", "Add Suite after Basic", edit.Insert(at.End, ", Suite")))
				break
			}
		}
	}
}
