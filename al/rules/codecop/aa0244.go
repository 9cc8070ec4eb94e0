package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0244 reports parameters named like a global variable of their object.
var AA0244 = &analysis.Rule{
	ID:      "AA0244",
	Title:   "Do not use identical names for parameters and global variables",
	Message: "The parameter '%s' has the same name as a global variable",
	Description: "A parameter hides the global variable of the same name inside its procedure. " +
		"Parameters of procedures named (without regard to case) like a global variable declared " +
		"in the same object are reported, event subscribers included (their object's globals can " +
		"be renamed). Event publishers are not reported, except integration events whose second " +
		"argument (GlobalVarAccess) is true: only those give subscribers the globals. Trigger " +
		"parameters are not checked. No fix: a new name is a matter of meaning.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAA0244,
}

func runAA0244(pass *analysis.Pass) {
	f := pass.File
	decls.ReportShadowedGlobals(pass, symbols.Param, func(routine *syntax.Node) bool {
		if routine.Kind != syntax.Procedure {
			return true
		}
		attr := f.EventPublisher(routine)
		if attr == nil {
			return false
		}
		if f.Attribute(routine, "IntegrationEvent") != attr {
			return true
		}
		args := f.AttributeArgs(attr)
		return len(args) < 2 || !strings.EqualFold(f.Text(f.Span(args[1])), "true")
	})
}
