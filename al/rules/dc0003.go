package rules

import (
	"github.com/alfix/alfix/al/analysis"
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
	HelpURI:  "https://alcops.dev/docs/analyzers/documentationcop/dc0003/",
	FixKeys:  []string{"DC0003.RemoveEmptyStatement"},
	Run:      runDC0003,
}

func init() { register(DC0003) }

// commentedSemicolon reports whether the ';' at token i has a comment before
// it (in its leading trivia) or after it on the same line.
func commentedSemicolon(f *syntax.File, i int) bool {
	for _, tr := range f.LeadingTrivia(i) {
		if tr.Kind.IsComment() {
			return true
		}
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
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind != syntax.EmptyStmt || n.Parent == nil {
			return true
		}
		i := int(n.First)
		if i >= len(f.Tokens) || f.Tokens[i].Kind != syntax.Semicolon || commentedSemicolon(f, i) || inObsoleteCode(f, n) {
			return true
		}
		if p := n.Parent; p.Kind != syntax.Block && p.Kind != syntax.RepeatStmt && p.Kind != syntax.CaseElse && p.Len() > 0 {
			// The body of an if, loop or case branch: a comment above the
			// statement that owns it documents it too.
			for _, tr := range f.LeadingTrivia(int(p.First)) {
				if tr.Kind.IsComment() {
					return true
				}
			}
		}
		var fixes []analysis.Fix
		switch n.Parent.Kind {
		case syntax.Block, syntax.RepeatStmt, syntax.CaseElse:
			// A statement of a list: the ';' is a separator of the list
			// and can go with the empty statement.
			if gapIsPlain(f, i) {
				fixes = append(fixes, pass.Fix("RemoveEmptyStatement", "Remove the empty statement",
					removeSpanLines(f.Src, f.Tokens[i].Span)))
			}
		}
		pass.Reportf(f.Tokens[i].Span, nil, fixes...)
		return true
	})
}
