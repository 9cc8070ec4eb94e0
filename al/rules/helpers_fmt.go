package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Helpers for the layout rules (spacing, line breaks, keyword casing): they
// look at the trivia between two tokens.

// gapSpan returns the bytes between the end of token i-1 and the start of
// token i (token i's leading trivia). For the first token it starts at 0.
func gapSpan(f *syntax.File, i int) syntax.Span {
	start := 0
	if i > 0 {
		start = f.Tokens[i-1].Span.End
	}
	return syntax.Span{Start: start, End: f.Tokens[i].Span.Start}
}

// gapHasLineBreak reports whether token i's leading trivia holds a line break.
func gapHasLineBreak(f *syntax.File, i int) bool {
	for _, tr := range f.LeadingTrivia(i) {
		if tr.Kind == syntax.EndOfLine {
			return true
		}
	}
	return false
}

// gapIsPlain reports whether token i's leading trivia is only white space and
// line breaks (no comment, directive, disabled text or byte-order mark), so
// that an edit may rewrite it without losing anything.
func gapIsPlain(f *syntax.File, i int) bool {
	for _, tr := range f.LeadingTrivia(i) {
		if tr.Kind != syntax.Whitespace && tr.Kind != syntax.EndOfLine {
			return false
		}
	}
	return true
}

// gapIsOneSpace reports whether the bytes before token i are exactly one
// space.
func gapIsOneSpace(f *syntax.File, i int) bool {
	g := gapSpan(f, i)
	return g.Len() == 1 && f.Src[g.Start] == ' '
}

// setGap returns the edit that makes the bytes before token i equal text.
func setGap(f *syntax.File, i int, text string) analysis.TextEdit {
	return analysis.TextEdit{Span: gapSpan(f, i), NewText: text}
}

// startsLine reports whether token i is the first thing on its line: only
// blanks stand between the line start and the token.
func startsLine(f *syntax.File, i int) bool {
	start := f.Tokens[i].Span.Start
	return onlySpaceBetween(f.Src, lineStart(f.Src, start), start)
}

// tokenLine returns the 1-based line of token i.
func tokenLine(f *syntax.File, i int) int {
	l, _ := f.Position(f.Tokens[i].Span.Start)
	return l
}

// hasCommentIn reports whether the leading trivia of any token in
// (first, last] holds a comment, a directive or disabled text: the bytes
// between token first and token last are not only layout.
func hasCommentIn(f *syntax.File, first, last int) bool {
	for i := first + 1; i <= last && i < len(f.Tokens); i++ {
		if !gapIsPlain(f, i) {
			return true
		}
	}
	return false
}

// indentUnit is the indentation added for one nesting level.
const indentUnit = "    "

// ownKeyword returns the index of the first own token of n parsed as keyword
// kw, or -1 (n may be nil).
func ownKeyword(f *syntax.File, n *syntax.Node, kw syntax.Keyword) int {
	if n == nil {
		return -1
	}
	return f.FindKeyword(n, kw)
}

// hasObsoleteAttribute reports whether a procedure carries an [Obsolete(...)]
// attribute.
func hasObsoleteAttribute(f *syntax.File, proc *syntax.Node) bool {
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		if equalFoldASCII(f.DeclName(a), "Obsolete") {
			return true
		}
	}
	return false
}

func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// inObsoleteCode reports whether n lies in obsolete code: an object, field,
// control or other element with ObsoleteState Pending/Removed/PendingMove/
// Moved, or a procedure carrying an [Obsolete] attribute.
func inObsoleteCode(f *syntax.File, n *syntax.Node) bool {
	for p := n; p != nil; p = p.Parent {
		switch p.Kind {
		case syntax.Object, syntax.Element, syntax.Section:
			if isObsolete(f, p) {
				return true
			}
		case syntax.Procedure:
			if hasObsoleteAttribute(f, p) {
				return true
			}
		}
	}
	return false
}
