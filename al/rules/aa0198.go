package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
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
		"(without regard to case) like a global variable declared in the same object are reported; " +
		"protected globals of a base object that an extension inherits are not looked at. No fix: a " +
		"new name is a matter of meaning.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAA0198,
}

func runAA0198(pass *analysis.Pass) {
	reportShadowedGlobals(pass, symbols.LocalVar, nil)
}

// reportShadowedGlobals reports every declaration of kind in the file
// whose name is the name of a global variable declared in its object, when
// skip (if set) does not exempt its routine.
func reportShadowedGlobals(pass *analysis.Pass, kind symbols.DeclKind, skip func(routine *syntax.Node) bool) {
	f := pass.File
	scopes := pass.Scopes()
	globals := map[*syntax.Node]map[string]bool{}
	for _, d := range scopes.Decls {
		if d.Kind == symbols.GlobalVar && d.Node != nil && d.Object != nil {
			if globals[d.Object] == nil {
				globals[d.Object] = map[string]bool{}
			}
			globals[d.Object][strings.ToLower(d.Name)] = true
		}
	}
	if len(globals) == 0 {
		return
	}
	for _, d := range scopes.Decls {
		if d.Kind != kind || d.NameToken < 0 || d.Routine == nil || !globals[d.Object][strings.ToLower(d.Name)] {
			continue
		}
		if skip != nil && skip(d.Routine) {
			continue
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name})
	}
}
