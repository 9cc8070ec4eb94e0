package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// PTE0012 reports an app.json that opens the app's internals to other apps.
var PTE0012 = &analysis.Rule{
	ID:      "PTE0012",
	Title:   "InternalsVisibleTo should not be used as a security feature",
	Message: "internalsVisibleTo opens this app's internal objects to any app that has the name, publisher and id it lists: access modifiers are not a security boundary",
	Description: "internalsVisibleTo lets the apps it names use what this app declares internal. " +
		"Anyone can build an app with a given name, publisher and id, so the setting does not keep " +
		"internals safe; it serves API design and tests. alfix reports a non-empty " +
		"internalsVisibleTo once, on the first object of the project's first file.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.InternalsVisible(pass, twinrules.Reporter(pass)) },
}
