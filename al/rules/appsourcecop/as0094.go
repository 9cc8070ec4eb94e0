package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0094 reports permission sets written in XML files.
var AS0094 = &analysis.Rule{
	ID:      "AS0094",
	Title:   "Permission Sets should not be defined in XML files",
	Message: "The permission sets of '%s' are defined in XML: declare them as permissionset objects in AL",
	Description: "Permission sets used to ship as XML files (root element PermissionSets); AL's " +
		"permissionset object replaces them, is checked by the compiler and can be extended. alfix " +
		"reports each XML file of the project whose root element is PermissionSets (folders whose " +
		"name starts with a period are not searched), on the first object of the project's first " +
		"file.",
	Severity:    analysis.SeverityWarning,
	Category:    "Configuration",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.XMLPermissionSets(pass, twinrules.Reporter(pass)) },
}
