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
		"table's own fields, a table extension's and its table's, a page's source table's unless the page's record is temporary, and the field controls of a report's request page; not those of a page, which CodeCop does not count), of a " +
		"procedure of the same object, or of an action of the page hides that name inside its " +
		"procedure. Names are compared without quotes and case. Not reported: parameters of " +
		"triggers (the platform names them), parameters of event publishers (IntegrationEvent, " +
		"BusinessEvent, InternalEvent) and of interface methods, which have no code for a name to hide " +
		"in and which CodeCop does not report, and obsolete code; event subscribers are reported like " +
		"CodeCop reports them, though the publisher chose the names (suppress with #pragma). Fields are checked only when the implicit record's table is known.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		decls.ReportNameClashes(pass, symbols.Param, func(d *symbols.Decl) bool {
			return d.Routine == nil || d.Routine.Kind != syntax.Procedure || aa0245Exempt(f, d)
		})
	},
}

// aa0245Exempt reports whether a parameter belongs to a procedure without
// code of its own for the name to be confused in: an event publisher or an
// interface method. Microsoft's System Application builds at generalAction
// Error with publishers such as OnIsCameraAvailable(var IsAvailable: Boolean)
// beside a method IsAvailable, and an interface method Exists(...; var
// Exists: Boolean).
func aa0245Exempt(f *syntax.File, d *symbols.Decl) bool {
	if d.Object != nil && f.ObjectKind(d.Object) == syntax.KwInterface {
		return true
	}
	for _, a := range []string{"IntegrationEvent", "BusinessEvent", "InternalEvent"} {
		if f.Attribute(d.Routine, a) != nil {
			return true
		}
	}
	return false
}
