package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
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
	decls.ReportShadowedGlobals(pass, symbols.LocalVar, decls.ElementTrigger)
}
