package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
)

// PC0018 reports record methods called on a page variable whose page has
// no SourceTable.
var PC0018 = &analysis.Rule{
	ID:      "PC0018",
	Title:   "Page record methods require a SourceTable",
	Message: "The page %s has no SourceTable; %s fails at run time",
	Description: "GetRecord, SetRecord, SetSelectionFilter and SetTableView pass a record to or from the " +
		"page's source record; on a page without a SourceTable property they fail at run time. " +
		"Reported on calls on a variable of type Page X where page X is declared in the project or a " +
		"loaded dependency and sets no SourceTable. Pages whose declaration cannot be seen are not reported.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0018,
}

// pc0018Methods are the Page methods that need a source record.
var pc0018Methods = []string{"GetRecord", "SetRecord", "SetSelectionFilter", "SetTableView"}

func runPC0018(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || c.Receiver == nil || !pc0018Needs(c) {
			continue
		}
		t := scopes.TypeOf(c.Receiver)
		page := scopes.ObjectOfType(t)
		if !t.Is("Page") || page == nil || page.SourceTable != "" {
			continue
		}
		pass.Reportf(c.Span(f), []any{page.Name, c.Method.Name})
	}
}

// pc0018Needs reports whether the call is one of the Page methods that
// need a source record.
func pc0018Needs(c calls.Call) bool {
	for _, m := range pc0018Methods {
		if c.Is(m, "Page") {
			return true
		}
	}
	return false
}
