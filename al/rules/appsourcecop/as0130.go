package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0130 reports objects whose name another object of the same kind has.
var AS0130 = &analysis.Rule{
	ID:      "AS0130",
	Title:   "Avoid using duplicate object names",
	Message: "Another %s named '%s' is declared in %s",
	Description: "Namespaces let two apps declare objects of one kind and name, but code that finds " +
		"objects by name alone (RecordRef by name, configuration packages, older extensions) then " +
		"finds two. Reported: an object, at its name, when the project summary holds another object " +
		"of its kind and unqualified name (ignoring case) in the project or a loaded dependency (the " +
		"check of PTE0025 too).",
	Severity:     analysis.SeverityWarning,
	Category:     "Extensibility",
	Analyzer:     project.AppSourceCop,
	UsesProject:  true,
	ProjectFacts: twinrules.DuplicateNamesFacts,
	Run:          func(pass *analysis.Pass) { twinrules.DuplicateNames(pass, twinrules.Reporter(pass)) },
}
