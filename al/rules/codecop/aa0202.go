package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
)

// AA0202 reports local variables named like a field, method or action in
// the same scope.
var AA0202 = &analysis.Rule{
	ID:      "AA0202",
	Title:   "To avoid confusion, do not give local variables the same name as fields, methods, or actions in the same scope",
	Message: "The name of the local variable '%s' is identical to %s in the same scope",
	Description: "A local variable that has the name of a field of the object's implicit record (a " +
		"table's own fields, a table extension's and its table's, a page's source table's unless the page's record is temporary, and the field controls of a report's request page; not those of a page, which CodeCop does not count), of a " +
		"procedure of the same object, or of an action of the page hides that name inside its " +
		"routine: a reader cannot tell which one the code means. Names are compared without quotes " +
		"and case. Fields are checked only when the implicit record's table is known (with its " +
		"extensions); procedures of other objects and built-in methods are not checked. Locals of " +
		"the triggers of page controls, actions and other elements are not checked, as CodeCop " +
		"does not check them (System Application builds at generalAction Error with locals named " +
		"like the action whose OnAction declares them). Obsolete code is skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		decls.ReportNameClashes(pass, symbols.LocalVar, func(d *symbols.Decl) bool { return d.Routine != nil && decls.ElementTrigger(d.Routine) })
	},
}
