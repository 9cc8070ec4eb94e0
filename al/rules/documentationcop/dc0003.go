package documentationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/rules/internal/comments"
	"github.com/alfix/alfix/al/syntax"
)

// DC0003 reports empty statements (a lone ';') that carry no comment.
var DC0003 = &analysis.Rule{
	ID:      "DC0003",
	Title:   "Empty statements should be removed or documented",
	Message: "Empty statement without a comment explaining why it is empty",
	Description: "A stray semicolon (`;;`, `if Cond then;`, `else;`, a case branch `1:;`) is an " +
		"empty statement: either a leftover or a deliberate no-op. A deliberate one carries a " +
		"comment before it or on its line (for the body of an if, loop or case branch, a comment " +
		"above that statement also counts). A standalone empty statement in a statement list can " +
		"be removed by the fix; an empty statement that is the body of if/else/loops/case " +
		"branches is only reported, since removing it would change the code's structure. Obsolete objects, fields, " +
		"controls and procedures marked [Obsolete] are skipped.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: "DocumentationCop",
	FixKeys:  []string{"DC0003.RemoveEmptyStatement"},
	Run:      runDC0003,
}

// commentedSemicolon reports whether the ';' at token i has a comment before
// it (in its leading trivia) or after it on the same line.
func commentedSemicolon(f *syntax.File, i int) bool {
	if comments.Leading(f, i) {
		return true
	}
	if i+1 < len(f.Tokens) {
		for _, tr := range f.LeadingTrivia(i + 1) {
			if tr.Kind == syntax.EndOfLine {
				break
			}
			if tr.Kind.IsComment() {
				return true
			}
		}
	}
	return false
}

func runDC0003(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.EmptyStmt) {
		if n.Parent == nil {
			continue
		}
		i := int(n.First)
		if i >= len(f.Tokens) || f.Tokens[i].Kind != syntax.Semicolon || commentedSemicolon(f, i) || f.InObsoleteCode(n) {
			continue
		}
		inList := false // a statement of a list, not the body of an if, loop or case branch
		switch p := n.Parent; p.Kind {
		case syntax.Block, syntax.RepeatStmt, syntax.CaseElse:
			inList = true
		default:
			// A comment above the statement that owns the body documents
			// it too.
			if p.Len() > 0 && comments.Leading(f, int(p.First)) {
				continue
			}
		}
		// In a list the ';' is a separator and can go with the empty
		// statement.
		pass.Reportf(f.Tokens[i].Span, nil, pass.FixIf(inList && f.GapIsLayout(i), "RemoveEmptyStatement",
			"Remove the empty statement", edit.RemoveLines(f.Src, f.Tokens[i].Span)))
	}
}
