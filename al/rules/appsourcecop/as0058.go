package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0058 reports asserterror outside test codeunits.
var AS0058 = &analysis.Rule{
	ID:      "AS0058",
	Title:   "Only use AssertError in Test Codeunits",
	Message: "Only use AssertError in Test Codeunits.",
	Description: "asserterror runs a statement, expects it to fail and swallows the error: a test's tool. In " +
		"production code it hides failures and, because the error rolls the transaction back, leaves the " +
		"caller believing work was done. alfix reports every asserterror statement outside a codeunit " +
		"with Subtype = Test.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for n := range pass.Nodes(syntax.AssertErrorStmt) {
			if f.IsTestCodeunit(n.Ancestor(syntax.Object)) {
				continue
			}
			pass.Reportf(f.Tokens[n.First].Span, nil)
		}
	},
}
