package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0227 reports calls in upgrade codeunits that drop the optional Boolean
// return value of NavApp.GetArchiveRecordRef, which raises a run-time
// error when it is dropped and the archive is missing.
var AA0227 = &analysis.Rule{
	ID:      "AA0227",
	Title:   "Optional return value should not be omitted in upgrade codeunits",
	Message: "%s is called without reading its return value: in an upgrade codeunit a failure stops the upgrade; test the result",
	Description: "A method with an optional Boolean return value reports a failure as false when the " +
		"caller reads the value and raises a run-time error when the caller omits it; in an upgrade " +
		"codeunit that error stops the upgrade of the tenant. Reported: in codeunits with Subtype = " +
		"Upgrade, a call of NavApp.GetArchiveRecordRef written as a statement (its value unused), " +
		"the method that exists for upgrade code and fails when the archived table is not there. " +
		"Not reported: calls whose value is read (an if, an exit, an assignment, an argument), and " +
		"obsolete code. Record methods (Get, Insert, Modify, Delete, Rename, Find...), Codeunit.Run, " +
		"Evaluate and NavApp.GetCurrentModuleInfo called as statements are not reported either: " +
		"Microsoft's upgrade codeunits in BCApps call all of them so, in their triggers and " +
		"procedures, unsuppressed, while their base ruleset lowers many CodeCop rules to Warning but " +
		"not AA0227, which says CodeCop does not report them. No fix: what to do on failure is the author's choice.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0227,
}

// aa0227Methods are the methods, by receiver kind, whose omitted Boolean
// return value AA0227 reports (see the rule's description for why the
// list is short).
var aa0227Methods = map[string]map[string]bool{
	"NavApp": {"getarchiverecordref": true},
}

func runAA0227(pass *analysis.Pass) {
	f := pass.File
	upgrade := map[*syntax.Node]bool{}
	for obj := range pass.Objects(syntax.KwCodeunit) {
		if p := f.Property(obj, "Subtype"); p != nil && f.PropertyValueIs(p, "Upgrade") {
			upgrade[obj] = true
		}
	}
	if len(upgrade) == 0 {
		return
	}
	for _, c := range calls.Builtins.Get(pass).Calls {
		n := c.Node()
		if c.Method == nil || !aa0227Methods[c.Method.Receiver][strings.ToLower(c.Method.Name)] {
			continue
		}
		if stmt := n.Parent; stmt == nil || stmt.Kind != syntax.CallStmt || !upgrade[n.Ancestor(syntax.Object)] || f.InObsoleteCode(n) {
			continue
		}
		pass.Reportf(c.Span(f), []any{c.Method.Receiver + "." + c.Method.Name})
	}
}
