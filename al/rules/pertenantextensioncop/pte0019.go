package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// PTE0019 reports wildcard entries in permission set extensions.
var PTE0019 = &analysis.Rule{
	ID:      "PTE0019",
	Title:   "Permission set extensions should not include wildcard permissions",
	Message: "The wildcard permission '%s' should not be included in a permission set extension",
	Description: "A permission set extension adds to a permission set another app defines; a wildcard " +
		"entry (tabledata * = R, codeunit * = X) grants the object type in every app installed, far " +
		"beyond what the extension needs. Reported: each entry of a permissionsetextension's " +
		"Permissions property whose object is *. No fix: the objects to name are the author's to list.",
	Severity: analysis.SeverityWarning,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      func(pass *analysis.Pass) { twinrules.WildcardGrants(pass, twinrules.Reporter(pass)) },
}
