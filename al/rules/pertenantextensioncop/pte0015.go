package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// PTE0015 reports an app.json name that cannot name an extension.
var PTE0015 = &analysis.Rule{
	ID:      "PTE0015",
	Title:   "The extension name is not valid",
	Message: "The extension name '%s' is not valid: %s",
	Description: "An extension's name identifies it in extension management and is part of its " +
		"package's file name (Publisher_Name_Version.app). alfix reports a name that is empty, " +
		"starts or ends with white space, or holds a control character or one of \\ / : * ? \" < > |, " +
		"once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.InvalidName(pass, twinrules.Reporter(pass)) },
}
