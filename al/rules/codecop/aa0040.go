package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0040 reports with statements nested in the body of another with.
var AA0040 = &analysis.Rule{
	ID:      "AA0040",
	Title:   "Avoid using nested WITH statements",
	Message: "Avoid using nested with statements",
	Description: "Inside nested with statements a bare name may be a member of either record (or of " +
		"neither), and which one wins is hard to see. The inner with of each nesting is reported, " +
		"at its with keyword. No fix: removing a with means qualifying every name it provides, " +
		"which needs the records' fields and methods.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: project.CodeCop,
	Run:      runAA0040,
}

func runAA0040(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Code(syntax.WithStmt) {
		for p := n.Parent; p != nil && p.Kind.IsStatement(); p = p.Parent {
			// The body of the outer with is its last child; its record
			// expression is not a statement.
			if p.Kind == syntax.WithStmt {
				pass.Reportf(f.Tokens[n.First].Span, nil)
				break
			}
		}
	}
}
