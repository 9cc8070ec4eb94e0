package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/rules/internal/twinrules"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// PTE0021 reports namespaces under System or Microsoft.
var PTE0021 = &analysis.Rule{
	ID:      "PTE0021",
	Title:   "Defining reserved namespaces is not allowed",
	Message: "The namespace '%s' is reserved and must be renamed",
	Description: "The namespaces System and Microsoft, and every namespace below them, are Microsoft's. " +
		"Reported: a file's namespace declaration whose first part is System or Microsoft (any case), " +
		"at the name. No fix: the new namespace (usually the publisher's name) is the author's choice, " +
		"and the files that use it must follow.",
	Severity: analysis.SeverityError,
	Category: "Configuration",
	Analyzer: project.PerTenantExtensionCop,
	Run:      func(pass *analysis.Pass) { twinrules.ReservedNamespace(pass, twinrules.Reporter(pass)) },
}
