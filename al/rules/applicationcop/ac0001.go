package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AC0001 reports tables shown by list pages that do not name their lookup
// and drill-down pages.
var AC0001 = &analysis.Rule{
	ID:      "AC0001",
	Title:   "DrillDownPageId and LookupPageId property must be defined for tables used in list pages",
	Message: "Table '%s' is the source of a list page; define both LookupPageId and DrillDownPageId",
	Description: "The client opens a table's LookupPageId when a user looks up a value and its " +
		"DrillDownPageId when a user drills down into a FlowField; without them it falls back to a " +
		"generated page. A table that is the source of a List page of the project (SourceTable, not " +
		"SourceTableTemporary) must set both. Temporary tables (TableType = Temporary) and obsolete " +
		"tables are skipped; list pages of other apps are not seen.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true,
	Run:         runAC0001,
}

func runAC0001(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	usage := pages.Usages.Get(pass.Summary)
	for obj := range pass.Objects(syntax.KwTable) {
		name := f.DeclName(obj)
		if !usage.Sources[strings.ToLower(name)].ListPage || records.DeclaredTemporary(f, obj) {
			continue
		}
		if f.Property(obj, "LookupPageId") == nil || f.Property(obj, "DrillDownPageId") == nil {
			pass.Reportf(f.DeclSpan(obj), []any{name})
		}
	}
}
