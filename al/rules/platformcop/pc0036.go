package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
)

// PC0036 reports Page.SetRecord called with a temporary record.
var PC0036 = &analysis.Rule{
	ID:      "PC0036",
	Title:   "SetRecord() does not support temporary records",
	Message: "SetRecord does not carry the temporary record %s to the page; the page reads the database table",
	Description: "Page.SetRecord positions the page on a record of its source table in the database: a " +
		"temporary record passed to it does not bring its in-memory rows along, so the page shows " +
		"something else than the caller prepared. Pass the temporary records through a procedure of the " +
		"page instead (and make its SourceTableTemporary true). Reported when the argument is a record " +
		"variable or parameter declared temporary; records of tables with TableType = Temporary that are " +
		"not declared temporary are not reported, as ALCops does.",
	Severity:    analysis.SeverityWarning,
	Category:    "Usage",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0036,
}

func runPC0036(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || c.Receiver == nil || len(c.Args) != 1 || !c.Is("SetRecord", "Page") {
			continue
		}
		if t := scopes.TypeOf(c.Args[0]); t.Is("Record") && t.Temporary {
			pass.Reportf(c.Span(f), []any{f.Text(f.Span(c.Args[0]))})
		}
	}
}
