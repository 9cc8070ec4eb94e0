package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// lineStart returns the offset of the start of the line holding offset.
func lineStart(src []byte, offset int) int {
	for offset > 0 && src[offset-1] != '\n' && src[offset-1] != '\r' {
		offset--
	}
	return offset
}

// lineEnd returns the offset of the line break ending the line holding
// offset (or len(src)).
func lineEnd(src []byte, offset int) int {
	for offset < len(src) && src[offset] != '\n' && src[offset] != '\r' {
		offset++
	}
	return offset
}

// afterLineBreak returns the offset after the line break at offset (which
// must be a line end), handling LF, CRLF and CR.
func afterLineBreak(src []byte, offset int) int {
	switch {
	case offset >= len(src):
		return offset
	case src[offset] == '\r' && offset+1 < len(src) && src[offset+1] == '\n':
		return offset + 2
	default:
		return offset + 1
	}
}

// indentAt returns the white space at the start of the line holding offset.
func indentAt(src []byte, offset int) string {
	s := lineStart(src, offset)
	e := s
	for e < len(src) && (src[e] == ' ' || src[e] == '\t') {
		e++
	}
	return string(src[s:e])
}

// onlySpaceBetween reports whether src[from:to] is spaces and tabs only.
func onlySpaceBetween(src []byte, from, to int) bool {
	for i := from; i < to; i++ {
		if src[i] != ' ' && src[i] != '\t' {
			return false
		}
	}
	return true
}

// restIsBlankOrComment reports whether src[from:to] is blanks, optionally
// followed by a // comment: the rest of a line after a member.
func restIsBlankOrComment(src []byte, from, to int) bool {
	i := from
	for i < to && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i == to || (i+1 < to && src[i] == '/' && src[i+1] == '/')
}

// replaceToken returns an edit replacing token i's text.
func replaceToken(f *syntax.File, i int, text string) analysis.TextEdit {
	return analysis.TextEdit{Span: f.Tokens[i].Span, NewText: text}
}

// removeSpanLines returns the edit that removes span: when the span stands
// alone on its lines (only blanks before it on its first line and only
// blanks after it on its last line), the whole lines go, indentation and
// line break included; otherwise just the span and the blanks after it.
func removeSpanLines(src []byte, span syntax.Span) analysis.TextEdit {
	ls := lineStart(src, span.Start)
	le := lineEnd(src, span.End)
	if onlySpaceBetween(src, ls, span.Start) && onlySpaceBetween(src, span.End, le) {
		return analysis.TextEdit{Span: syntax.Span{Start: ls, End: afterLineBreak(src, le)}}
	}
	end := span.End
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return analysis.TextEdit{Span: syntax.Span{Start: span.Start, End: end}}
}

// removeNodeLines removes a node (a property, a variable declaration, a
// statement) as [removeSpanLines] does. Comments and directives before the
// node, on their own lines, are kept.
func removeNodeLines(f *syntax.File, n *syntax.Node) analysis.TextEdit {
	return removeSpanLines(f.Src, f.Span(n))
}

// bodyBraces returns the token indexes of the '{' and '}' of an ObjectBody,
// or -1.
func bodyBraces(f *syntax.File, body *syntax.Node) (open, close int) {
	open, close = -1, -1
	for i := range f.OwnTokens(body) {
		switch f.Tokens[i].Kind {
		case syntax.LBrace:
			if open < 0 {
				open = i
			}
		case syntax.RBrace:
			close = i
		}
	}
	return open, close
}

// memberIndent guesses the indentation of members of an object body: that of
// its first member, else the brace's indentation plus four spaces.
func memberIndent(f *syntax.File, body *syntax.Node) string {
	if len(body.Children) > 0 {
		first := f.Span(body.Children[0]).Start
		if onlySpaceBetween(f.Src, lineStart(f.Src, first), first) {
			return indentAt(f.Src, first)
		}
	}
	open, _ := bodyBraces(f, body)
	if open < 0 {
		return "    "
	}
	return indentAt(f.Src, f.Tokens[open].Span.Start) + "    "
}

// insertMemberFirst returns the edit that inserts a member line (a property
// such as `Access = Internal;`) as the first member of an object body, on a
// line of its own with the members' indentation.
func insertMemberFirst(f *syntax.File, body *syntax.Node, member string) (analysis.TextEdit, bool) {
	open, close := bodyBraces(f, body)
	if open < 0 || close < 0 {
		return analysis.TextEdit{}, false
	}
	indent := memberIndent(f, body)
	src := f.Src
	braceEnd := f.Tokens[open].Span.End
	le := lineEnd(src, braceEnd)
	if onlySpaceBetween(src, braceEnd, le) && le < len(src) {
		// `{` ends its line: insert a new line after it.
		at := afterLineBreak(src, le)
		return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: indent + member + "\n"}, true
	}
	// `{ ... }` on one line, or members on the brace's line: break the line.
	return analysis.TextEdit{Span: syntax.Span{Start: braceEnd, End: braceEnd},
		NewText: "\n" + indent + member}, true
}

// insertMemberAfter returns the edit that inserts a member line after an
// existing member, with that member's indentation.
func insertMemberAfter(f *syntax.File, after *syntax.Node, member string) analysis.TextEdit {
	span := f.Span(after)
	src := f.Src
	le := lineEnd(src, span.End)
	indent := indentAt(src, span.Start)
	if restIsBlankOrComment(src, span.End, le) && le < len(src) {
		at := afterLineBreak(src, le)
		return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: indent + member + "\n"}
	}
	return analysis.TextEdit{Span: syntax.Span{Start: span.End, End: span.End}, NewText: "\n" + indent + member}
}

// propertyValueText returns the source text of a property's value.
func propertyValueText(f *syntax.File, prop *syntax.Node) string {
	v := prop.Child(syntax.PropertyValue)
	if v == nil {
		return ""
	}
	return f.Text(f.Span(v))
}

// propertyValueIs reports whether a property's value is the single word w
// (case-insensitive).
func propertyValueIs(f *syntax.File, prop *syntax.Node, w string) bool {
	return strings.EqualFold(strings.TrimSpace(propertyValueText(f, prop)), w)
}
