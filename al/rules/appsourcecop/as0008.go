package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/twinrules"
)

// AS0008 reports namespaces under System or Microsoft.
var AS0008 = &analysis.Rule{
	ID:      "AS0008",
	Title:   "Defining reserved namespaces is not allowed",
	Message: "The namespace '%s' is reserved for Microsoft and must not be declared by an AppSource app",
	Description: "The namespaces System and Microsoft, and every namespace below them, are Microsoft's. " +
		"Reported: a file's namespace declaration whose first part is System or Microsoft (any case), " +
		"at the name (the check PerTenantExtensionCop's PTE0021 makes too). No fix: the new namespace " +
		"(usually the publisher's name) is the author's choice.",
	Severity: analysis.SeverityError,
	Category: "Configuration",
	Analyzer: project.AppSourceCop,
	Run:      func(pass *analysis.Pass) { twinrules.ReservedNamespace(pass, twinrules.Reporter(pass)) },
}
