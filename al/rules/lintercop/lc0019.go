package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/objects"
	"github.com/alfix/alfix/al/syntax"
)

// LC0019 reports a field DataClassification that repeats the table's.
var LC0019 = &analysis.Rule{
	ID:      "LC0019",
	Title:   "DataClassification matches the table-level DataClassification and can be removed",
	Message: "DataClassification %s on the field repeats the table's value and can be removed",
	Description: "A field inherits the DataClassification of its table. Setting the same value again on the " +
		"field adds noise and hides the fields whose classification really differs. Only fields of " +
		"tables (not table extensions) are checked; obsolete fields and tables are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	FixKeys:  []string{"LC0019.RemoveProperty"},
	Run:      runLC0019,
}

func runLC0019(pass *analysis.Pass) {
	for obj := range pass.Objects(syntax.KwTable) {
		objects.ReportRedundantFieldProperty(pass, obj, "DataClassification", "RemoveProperty",
			"Remove the redundant DataClassification")
	}
}
