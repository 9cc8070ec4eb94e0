package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0104 reports an app.json name that cannot name an extension.
var AS0104 = &analysis.Rule{
	ID:      "AS0104",
	Title:   "The extension name is not valid",
	Message: "The extension name '%s' is not valid: %s",
	Description: "An extension's name identifies it in AppSource and extension management and is part " +
		"of its package's file name (Publisher_Name_Version.app). alfix reports a name that is empty, " +
		"starts or ends with white space, or holds a control character or one of \\ / : * ? \" < > |, " +
		"once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.InvalidName(pass, twinrules.Reporter(pass)) },
}
