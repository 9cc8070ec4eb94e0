package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AC0004 reports Confirm() calls outside pages.
var AC0004 = &analysis.Rule{
	ID:      "AC0004",
	Title:   "Confirm() must be implemented through the \"Confirm Management\" codeunit",
	Message: "Use the \"Confirm Management\" codeunit of the System Application instead of calling Confirm() directly",
	Description: "The built-in Confirm() fails where no user can answer (background sessions, web " +
		"services). The \"Confirm Management\" codeunit of the System Application checks GuiAllowed() " +
		"and returns an explicit default instead: ConfirmManagement.GetResponse(Question, false) or " +
		"GetResponseOrDefault(Question, true). Calls in pages and page extensions run where a user is " +
		"present and are not reported; calls in API pages are. Both the bare Confirm() and " +
		"Dialog.Confirm() are checked; a procedure of the project called Confirm is not. Obsolete " +
		"objects and procedures marked [Obsolete] are skipped. No fix: the replacement needs a variable " +
		"and a chosen default.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runAC0004,
}

func runAC0004(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if !c.Is("Confirm", "System", "Dialog", "DialogStatic") || f.InObsoleteCode(c.Node()) {
			continue
		}
		if obj := c.Node().Ancestor(syntax.Object); obj != nil {
			switch f.ObjectKind(obj) {
			case syntax.KwPage:
				if !f.IsPageType(obj, "API") {
					continue
				}
			case syntax.KwPageExtension:
				continue
			}
		}
		pass.Reportf(c.Span(f), nil)
	}
}
