package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0103 reports tables that no permission set of the app grants.
var AS0103 = &analysis.Rule{
	ID:      "AS0103",
	Title:   "Table definitions must have a matching permission set",
	Message: "No permission set of this app grants tabledata of the table '%s'",
	Description: "Users reach a table's data only through a permission set; a table that none of the " +
		"app's permission sets grants is usable by SUPER alone. Reported: a table, at its name, when " +
		"no permissionset or permissionsetextension of the project has a tabledata entry for it (by " +
		"name, qualified name or id; tabledata * covers all). Tables that grant their data " +
		"themselves (InherentPermissions), temporary and obsolete tables are not reported; permission " +
		"sets in XML files are not read. The check is PerTenantExtensionCop's PTE0004 too.",
	Severity:    analysis.SeverityWarning,
	Category:    "Configuration",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.UncoveredTables(pass, twinrules.Reporter(pass)) },
}
