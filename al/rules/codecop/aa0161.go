package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0161 reports asserterror statements outside test codeunits.
var AA0161 = &analysis.Rule{
	ID:      "AA0161",
	Title:   "Only use AssertError in Test Codeunits",
	Message: "Only use asserterror in test codeunits (Subtype = Test)",
	Description: "asserterror expects its statement to fail and rolls back what it did; it is meant " +
		"for tests. Every asserterror in an object other than a codeunit with Subtype = Test is " +
		"reported, at its keyword. No fix.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0161,
}

func runAA0161(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Code(syntax.AssertErrorStmt) {
		if !f.IsTestCodeunit(n.Ancestor(syntax.Object)) {
			pass.Reportf(f.Tokens[n.First].Span, nil)
		}
	}
}
