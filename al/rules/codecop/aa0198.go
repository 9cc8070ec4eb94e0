package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0198 reports local variables named like a global variable of their
// object.
var AA0198 = &analysis.Rule{
	ID:      "AA0198",
	Title:   "Do not use identical names for local and global variables",
	Message: "The local variable '%s' has the same name as a global variable",
	Description: "A local variable hides the global variable of the same name in its procedure or " +
		"trigger, so a reader cannot tell which one a statement changes. Local variables named " +
		"(without regard to case) like a global variable declared in the same object are reported, " +
		"in procedures and the object's own triggers; not in the triggers of page controls, actions " +
		"and other elements (OnAction, OnValidate, ...), which CodeCop does not check; " +
		"protected globals of a base object that an extension inherits are not looked at. No fix: a " +
		"new name is a matter of meaning.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAA0198,
}

func runAA0198(pass *analysis.Pass) {
	decls.ReportShadowedGlobals(pass, symbols.LocalVar, aa0198ElementTrigger)
}

// aa0198ElementTrigger reports whether routine is a trigger of a page
// control, an action or another element (OnAction, OnValidate,
// OnDrillDown, ...) rather than of the object: CodeCop does not compare its
// locals with the globals (System Application builds at generalAction Error
// with seven such locals named like a global, all in control and action
// triggers).
func aa0198ElementTrigger(routine *syntax.Node) bool {
	return routine.Kind == syntax.Trigger && routine.Ancestor(syntax.Element) != nil
}
