package lintercop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/objects"
	"github.com/alfix/alfix/al/syntax"
)

// LC0094 reports a field AllowInCustomizations that repeats the value of its
// table or table extension.
var LC0094 = &analysis.Rule{
	ID:      "LC0094",
	Title:   "AllowInCustomizations matches the table-level AllowInCustomizations and can be removed",
	Message: "AllowInCustomizations %s on the field repeats the value of the object and can be removed",
	Description: "Fields take the AllowInCustomizations value of their table or table extension. Repeating " +
		"the same value on a field is redundant. Obsolete fields and objects are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	FixKeys:  []string{"LC0094.RemoveProperty"},
	Run:      runLC0094,
}

func runLC0094(pass *analysis.Pass) {
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		objects.ReportRedundantFieldProperty(pass, obj, "AllowInCustomizations", "RemoveProperty",
			"Remove the redundant AllowInCustomizations")
	}
}
