package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0007 reports asserterror outside test codeunits.
var PTE0007 = &analysis.Rule{
	ID:      "PTE0007",
	Title:   "Test assertion functions are not allowed in a non-test context",
	Message: "The assertion '%s' must not be used outside a test codeunit",
	Description: "asserterror runs a statement, expects it to fail and rolls its changes back; it " +
		"exists for tests, and in production code it swallows real errors. Reported: every asserterror " +
		"statement, at its keyword, in any object but a codeunit with Subtype = Test. No fix: the " +
		"statement's failure must be handled (Codeunit.Run, TryFunction) or the code moved to a test app.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0007,
}

func runPTE0007(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.AssertErrorStmt) {
		if f.IsTestCodeunit(n.Ancestor(syntax.Object)) {
			continue
		}
		pass.Reportf(f.Tokens[n.First].Span, []any{f.TokenText(int(n.First))})
	}
}
