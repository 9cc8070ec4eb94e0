package documentationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/comments"
	"github.com/alfix/alfix/al/rules/internal/exprs"
)

// DC0001 reports Commit() calls that carry no comment.
var DC0001 = &analysis.Rule{
	ID:      "DC0001",
	Title:   "Commit() needs a comment to justify its existence",
	Message: "Commit() requires a comment explaining why it is needed",
	Description: "A Commit() ends the implicit transaction: what was written before it can no longer be " +
		"rolled back by a later error. That is rarely wanted, so a deliberate Commit carries a comment: " +
		"above the statement (blank lines between are fine) or at the end of its line. A comment above " +
		"the statement whose body the Commit is (`if ... then Commit();`) also counts. Both the bare " +
		"built-in Commit() and Database.Commit() are checked; a procedure of the project called Commit " +
		"is not. Obsolete objects and procedures marked [Obsolete] are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.DocumentationCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	Run:         runDC0001,
}

func runDC0001(pass *analysis.Pass) {
	f := pass.File
	for _, c := range calls.Builtins.Get(pass).Calls {
		if !c.Is("Commit", "System", "Database") || f.InObsoleteCode(c.Node()) {
			continue
		}
		if stmt := exprs.StatementOf(c.Node()); stmt != nil && comments.Commented(f, stmt) {
			continue
		}
		pass.Reportf(c.Span(f), nil)
	}
}
