package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/rules/internal/twinrules"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// PTE0004 reports tables whose data no permission set of the project
// grants.
var PTE0004 = &analysis.Rule{
	ID:      "PTE0004",
	Title:   "Table definitions must have a matching permission set",
	Message: "The table '%s' has no tabledata permission in any permission set of this extension",
	Description: "Users can read or change a table's data only through a permission set; a table that " +
		"none of the extension's permission sets grants is unusable for everyone but SUPER. Reported: " +
		"a table, at its name, when no permissionset or permissionsetextension of the project has a " +
		"tabledata entry for it (by name, namespace-qualified name or id; tabledata * covers all). Not " +
		"reported: tables that grant their data themselves (InherentPermissions), temporary tables " +
		"(TableType = Temporary), obsolete tables. Permission sets in XML " +
		"files are not read. No fix: which set should grant what is the author's decision.",
	Severity:    analysis.SeverityError,
	Category:    "Configuration",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.UncoveredTables(pass, twinrules.Reporter(pass)) },
}
