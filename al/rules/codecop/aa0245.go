package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0245 reports parameters named like a field, method or action in the
// same scope.
var AA0245 = &analysis.Rule{
	ID:      "AA0245",
	Title:   "To avoid confusion, do not give parameters the same name as fields, methods, or actions in the same scope",
	Message: "The name of the parameter '%s' is identical to %s in the same scope",
	Description: "A parameter that has the name of a field of the object's implicit record (a " +
		"table's own fields, a table extension's and its table's, a page's source table's, and the field controls of a report's request page; not those of a page, which CodeCop does not count), of a " +
		"procedure of the same object, or of an action of the page hides that name inside its " +
		"procedure. Names are compared without quotes and case. Not reported: parameters of " +
		"triggers (the platform names them) and obsolete code; event subscribers are reported like " +
		"CodeCop reports them, though the publisher chose the names (suppress with #pragma). Fields are checked only when the implicit record's table is known.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		decls.ReportNameClashes(pass, symbols.Param, func(d *symbols.Decl) bool {
			return d.Routine == nil || d.Routine.Kind != syntax.Procedure
		})
	},
}
