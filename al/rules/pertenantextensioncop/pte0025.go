package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/rules/internal/twinrules"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// PTE0025 reports objects whose name another object of the same kind
// already has, in the project or a dependency.
var PTE0025 = &analysis.Rule{
	ID:      "PTE0025",
	Title:   "Avoid using duplicate object names",
	Message: "An object of type '%s' with the same unqualified name '%s' is declared in %s",
	Description: "Namespaces let two apps declare objects of the same kind and name, but code without " +
		"namespaces (older extensions, RecordRef by name, configuration packages, reports' layouts) " +
		"then finds two objects and may pick the wrong one, and an update of the other app can break " +
		"this one. Reported: an object, at its name, when the project summary holds another object of " +
		"the same kind and unqualified name (ignoring case) in the project or in a loaded dependency; " +
		"obsolete objects count too. No fix: renaming an object changes every reference to it and its " +
		"stored data.",
	Severity:     analysis.SeverityWarning,
	Category:     "Extensibility",
	Analyzer:     project.PerTenantExtensionCop,
	UsesProject:  true,
	ProjectFacts: twinrules.DuplicateNamesFacts,
	Run:          func(pass *analysis.Pass) { twinrules.DuplicateNames(pass, twinrules.Reporter(pass)) },
}
