package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// PTE0011 reports an app.json publisher longer than Business Central
// stores.
var PTE0011 = &analysis.Rule{
	ID:      "PTE0011",
	Title:   "The publisher name is too long",
	Message: "The publisher name must not be longer than 50 characters",
	Description: "Business Central's extension management stores and shows an extension's publisher in " +
		"at most 50 characters. alfix counts the characters of app.json's publisher and reports a " +
		"longer one once, on the first object of the project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { twinrules.LongPublisher(pass, twinrules.Reporter(pass)) },
}
