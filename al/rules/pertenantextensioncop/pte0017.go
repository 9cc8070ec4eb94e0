package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/rules/internal/twinrules"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// PTE0017 reports permission set extensions that include other apps'
// permission sets.
var PTE0017 = &analysis.Rule{
	ID:      "PTE0017",
	Title:   "Permission set extensions should not include permission sets defined in another application",
	Message: "The permission set '%s' should not be included through a permission set extension: it is defined in another app",
	Description: "Including another app's permission set in a permission set extension grants " +
		"everything that set grants, now and after every update of its app, to everyone assigned the " +
		"extended set. Reported: each name in a permissionsetextension's IncludedPermissionSets that " +
		"the project summary finds as a permission set of a dependency, not of the project. Names that " +
		"are not found are not reported. No fix: the extension should include a permission set of the " +
		"project, or the assignment should be the administrator's.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.ForeignIncludedSets(pass, twinrules.Reporter(pass)) },
}
