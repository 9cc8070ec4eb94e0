package comments

import (
	"github.com/alfix/alfix/al/syntax"
)

// Leading reports whether a comment stands before token i.
func Leading(f *syntax.File, i int) bool {
	for _, tr := range f.LeadingTrivia(i) {
		if tr.Kind.IsComment() {
			return true
		}
	}
	return false
}

// Commented reports whether a statement is documented by a line
// or block comment: one before it (in the leading trivia of its first
// token), one after it on the same line (after its ';' when it has one), or
// one before the statement it is the body of (an if, loop or case branch
// written on the line of the statement).
func Commented(f *syntax.File, stmt *syntax.Node) bool {
	if stmt.Len() == 0 {
		return false
	}
	if Leading(f, int(stmt.First)) {
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
		return Leading(f, int(p.First))
	}
	return false
}
