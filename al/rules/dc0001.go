package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
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
	for _, c := range builtins.Get(pass).calls {
		if !c.is("Commit", "System", "Database") || f.InObsoleteCode(c.node()) {
			continue
		}
		if stmt := statementOf(c.node()); stmt != nil && commentedStatement(f, stmt) {
			continue
		}
		pass.Reportf(c.span(f), nil)
	}
}

// statementOf returns the statement an expression is part of, or nil.
func statementOf(n *syntax.Node) *syntax.Node {
	for ; n != nil; n = n.Parent {
		if n.Kind.IsStatement() {
			return n
		}
	}
	return nil
}

// commentedStatement reports whether a statement is documented by a line
// or block comment: one before it (in the leading trivia of its first
// token), one after it on the same line (after its ';' when it has one), or
// one before the statement it is the body of (an if, loop or case branch
// written on the line of the statement).
func commentedStatement(f *syntax.File, stmt *syntax.Node) bool {
	if stmt.Len() == 0 {
		return false
	}
	if leadingComment(f, int(stmt.First)) {
		return true
	}
	next := int(stmt.Last)
	if next < len(f.Tokens) && f.Tokens[next].Kind == syntax.Semicolon {
		next++
	}
	if next < len(f.Tokens) {
		for _, tr := range f.LeadingTrivia(next) {
			if tr.Kind == syntax.EndOfLine {
				break
			}
			if tr.Kind.IsComment() {
				return true
			}
		}
	}
	if p := stmt.Parent; p != nil && p.Kind.IsStatement() && p.Len() > 0 && p.Kind != syntax.Block {
		return leadingComment(f, int(p.First))
	}
	return false
}
