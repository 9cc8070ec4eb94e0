package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/rules/internal/twinrules"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// PTE0018 reports permission set extensions that include one of the
// project's permission sets which grants other apps' objects.
var PTE0018 = &analysis.Rule{
	ID:      "PTE0018",
	Title:   "Permission set extensions should not include permission sets which include permissions for objects defined in another application",
	Message: "The permission set '%s' should not be included through a permission set extension: it grants '%s' of another app",
	Description: "Including a permission set of the extension in another app's permission set is fine as " +
		"long as it grants the extension's own objects; when it (or a set it includes, at any depth) " +
		"grants another app's objects or includes another app's permission set, the extension widens " +
		"what the extended set means. Reported: each name in a permissionsetextension's " +
		"IncludedPermissionSets that is a permission set of the project granting, directly or through " +
		"its own IncludedPermissionSets, an object the project summary finds in a dependency (or " +
		"including a dependency's permission set). Sets of dependencies named directly are PTE0017's. " +
		"No fix: the foreign grant belongs in a set that is not included this way.",
	Severity:     analysis.SeverityWarning,
	Category:     "Extensibility",
	Analyzer:     project.PerTenantExtensionCop,
	UsesProject:  true,
	ProjectFacts: twinrules.IncludedSetsGrantingForeignFacts,
	Run:          func(pass *analysis.Pass) { twinrules.IncludedSetsGrantingForeign(pass, twinrules.Reporter(pass)) },
}
