package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/rules/internal/twinrules"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// PTE0016 reports permission set extension entries for other apps'
// objects.
var PTE0016 = &analysis.Rule{
	ID:      "PTE0016",
	Title:   "Permission set extensions should not include permissions for objects defined in another application",
	Message: "Permissions for the object '%s' should not be added through a permission set extension: it is defined in another app",
	Description: "A permission set extension widens a permission set another app owns for everyone " +
		"assigned that set; granting that app's own objects through it changes what the set means " +
		"without its owner knowing. Reported: each entry of a permissionsetextension's Permissions " +
		"property (tabledata, table, page, codeunit, report, xmlport, query) whose object the project " +
		"summary finds in a dependency, not in the project. Entries whose object is not found, " +
		"wildcards (PTE0019's) and system permissions are not reported. No fix: the permission belongs " +
		"in the project's own permission set, or is the other app's to grant.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.ForeignObjectGrants(pass, twinrules.Reporter(pass)) },
}
