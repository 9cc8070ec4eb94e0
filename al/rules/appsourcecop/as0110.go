package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0110 reports permission set extensions that grant other apps' objects.
var AS0110 = &analysis.Rule{
	ID:      "AS0110",
	Title:   "Permission set extensions should not include permissions for objects defined in another application",
	Message: "The permission set extension grants '%s', an object of another app",
	Description: "A permission set extension adds to a set another app defines; granting that or a " +
		"third app's objects through it changes what the set means for every customer. Reported: an " +
		"entry of a permissionsetextension's Permissions whose object the project summary finds in a " +
		"dependency and not in the project (the check of PTE0016 too).",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.ForeignObjectGrants(pass, twinrules.Reporter(pass)) },
}

// AS0111 reports permission set extensions that include other apps'
// permission sets.
var AS0111 = &analysis.Rule{
	ID:      "AS0111",
	Title:   "Permission set extensions should not include permission sets defined in another application",
	Message: "The permission set extension includes '%s', a permission set of another app",
	Description: "Including another app's permission set in a permission set extension grants all it " +
		"grants, now and after its updates, to everyone assigned the extended set. Reported: each name " +
		"of a permissionsetextension's IncludedPermissionSets that the project summary finds as a " +
		"permission set of a dependency (the check of PTE0017 too).",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.ForeignIncludedSets(pass, twinrules.Reporter(pass)) },
}

// AS0112 reports permission set extensions that include one of the app's
// permission sets which grants other apps' objects.
var AS0112 = &analysis.Rule{
	ID:      "AS0112",
	Title:   "Permission set extensions should not include permission sets which include permissions for objects defined in another application",
	Message: "The permission set extension includes '%s', which grants '%s' of another app",
	Description: "Including one of the app's own permission sets is fine while it grants the app's own " +
		"objects; when it (or a set it includes) grants another app's object, the extension widens " +
		"the extended set. Reported: each name of a permissionsetextension's IncludedPermissionSets " +
		"that is a permission set of the project granting, directly or through the sets it includes, " +
		"an object of a dependency (the check of PTE0018 too).",
	Severity:     analysis.SeverityWarning,
	Category:     "Extensibility",
	Analyzer:     project.AppSourceCop,
	UsesProject:  true,
	ProjectFacts: twinrules.IncludedSetsGrantingForeignFacts,
	Run:          func(pass *analysis.Pass) { twinrules.IncludedSetsGrantingForeign(pass, twinrules.Reporter(pass)) },
}

// AS0113 reports wildcard entries in permission set extensions.
var AS0113 = &analysis.Rule{
	ID:      "AS0113",
	Title:   "Permission set extensions should not include wildcard permissions",
	Message: "The permission set extension grants the wildcard '%s'",
	Description: "A wildcard entry (tabledata * = R) in a permission set extension grants the object " +
		"type in every installed app. Reported: each entry of a permissionsetextension's Permissions " +
		"whose object is * (the check of PTE0019 too).",
	Severity: analysis.SeverityWarning,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run:      func(pass *analysis.Pass) { twinrules.WildcardGrants(pass, twinrules.Reporter(pass)) },
}
