package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
)

// AA0204 reports global variables named like a field, method or action in
// the same scope.
var AA0204 = &analysis.Rule{
	ID:      "AA0204",
	Title:   "To avoid confusion, do not give global variables the same name as fields, methods, or actions in the same scope",
	Message: "The name of the global variable '%s' is identical to %s in the same scope",
	Description: "A global variable that has the name of a field of the object's implicit record (a " +
		"table's own fields, a table extension's and its table's, a page's source table's unless the page's record is temporary, and the field controls of a report's request page; not those of a page, which CodeCop does not count), of a " +
		"procedure of the same object, or of an action of the page makes every use of the name " +
		"ambiguous to a reader. Names are compared without quotes and case. Fields are checked only " +
		"when the implicit record's table is known (with its extensions); variables inherited from " +
		"the base object and obsolete code are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { decls.ReportNameClashes(pass, symbols.GlobalVar, nil) },
}
