package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AC0008 reports tables that leave DataPerCompany to its default.
var AC0008 = &analysis.Rule{
	ID:      "AC0008",
	Title:   "DataPerCompany must be explicitly set on table objects",
	Message: "Table %s does not set DataPerCompany",
	Description: "Whether a table's data is stored per company or shared by all companies is a " +
		"design decision; leaving DataPerCompany to its default (true) hides it. Set the property " +
		"explicitly on every table. Temporary tables (TableType = Temporary) and obsolete tables are " +
		"skipped. Off by default.",
	Severity:     analysis.SeverityInfo,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.ApplicationCop,
	Run:          runAC0008,
}

func runAC0008(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable) {
		if records.DeclaredTemporary(f, obj) || f.Property(obj, "DataPerCompany") != nil {
			continue
		}
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.Text(span)})
	}
}
