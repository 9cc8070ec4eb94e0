package syntax

import (
	"sort"
	"strings"
)

// Queries on the raw text and the trivia between tokens: line starts and
// ends, indentation, the gap before a token, comments between tokens.
// Rules ask them to decide what to report and how an edit may look; they
// never change the file.

// LineStart returns the offset of the start of the line holding offset.
func LineStart(src []byte, offset int) int {
	for offset > 0 && src[offset-1] != '\n' && src[offset-1] != '\r' {
		offset--
	}
	return offset
}

// LineEnd returns the offset of the line break ending the line holding
// offset (or len(src)).
func LineEnd(src []byte, offset int) int {
	for offset < len(src) && src[offset] != '\n' && src[offset] != '\r' {
		offset++
	}
	return offset
}

// AfterLineBreak returns the offset after the line break at offset (which
// must be a line end, see [LineEnd]), handling LF, CRLF and CR.
func AfterLineBreak(src []byte, offset int) int {
	switch {
	case offset >= len(src):
		return offset
	case src[offset] == '\r' && offset+1 < len(src) && src[offset+1] == '\n':
		return offset + 2
	default:
		return offset + 1
	}
}

// IndentAt returns the white space at the start of the line holding offset.
func IndentAt(src []byte, offset int) string {
	s := LineStart(src, offset)
	e := s
	for e < len(src) && (src[e] == ' ' || src[e] == '\t') {
		e++
	}
	return string(src[s:e])
}

// OnlySpace reports whether src[from:to] is spaces and tabs only.
func OnlySpace(src []byte, from, to int) bool {
	for i := from; i < to; i++ {
		if src[i] != ' ' && src[i] != '\t' {
			return false
		}
	}
	return true
}

// BlankOrLineComment reports whether src[from:to] is blanks, optionally
// followed by a // comment: the rest of a line after a member.
func BlankOrLineComment(src []byte, from, to int) bool {
	i := from
	for i < to && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i == to || (i+1 < to && src[i] == '/' && src[i+1] == '/')
}

// Gap returns the bytes between the end of token i-1 and the start of token
// i (token i's leading trivia). For the first token it starts at 0.
func (f *File) Gap(i int) Span {
	start := 0
	if i > 0 {
		start = f.Tokens[i-1].Span.End
	}
	return Span{Start: start, End: f.Tokens[i].Span.Start}
}

// GapHasLineBreak reports whether token i's leading trivia holds a line
// break.
func (f *File) GapHasLineBreak(i int) bool {
	for _, tr := range f.LeadingTrivia(i) {
		if tr.Kind == EndOfLine {
			return true
		}
	}
	return false
}

// GapIsLayout reports whether token i's leading trivia is only white space
// and line breaks (no comment, directive, disabled text or byte-order mark),
// so that an edit may rewrite it without losing anything.
func (f *File) GapIsLayout(i int) bool {
	for _, tr := range f.LeadingTrivia(i) {
		if tr.Kind != Whitespace && tr.Kind != EndOfLine {
			return false
		}
	}
	return true
}

// GapIsOneSpace reports whether the bytes before token i are exactly one
// space.
func (f *File) GapIsOneSpace(i int) bool {
	g := f.Gap(i)
	return g.Len() == 1 && f.Src[g.Start] == ' '
}

// CommentBetween reports whether the leading trivia of any token in
// (first, last] holds something other than layout (a comment, a directive,
// disabled text or a byte-order mark): the bytes between token first and
// token last are not only white space and line breaks.
func (f *File) CommentBetween(first, last int) bool {
	for i := first + 1; i <= last && i < len(f.Tokens); i++ {
		if !f.GapIsLayout(i) {
			return true
		}
	}
	return false
}

// StartsLine reports whether token i is the first thing on its line: only
// blanks stand between the line start and the token.
func (f *File) StartsLine(i int) bool {
	start := f.Tokens[i].Span.Start
	return OnlySpace(f.Src, LineStart(f.Src, start), start)
}

// TokenLine returns the 1-based line of token i.
func (f *File) TokenLine(i int) int {
	l, _ := f.Position(f.Tokens[i].Span.Start)
	return l
}

// HasTrailingLineComment reports whether a line comment follows the node on
// the line where it ends.
func (f *File) HasTrailingLineComment(n *Node) bool {
	src := f.Src
	i := f.Span(n).End
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i+1 < len(src) && src[i] == '/' && src[i+1] == '/'
}

// HasDirectiveIn reports whether a preprocessor directive line starts
// inside span.
func (f *File) HasDirectiveIn(span Span) bool {
	for _, d := range f.Directives {
		if d.Span.Start >= span.Start && d.Span.Start < span.End {
			return true
		}
	}
	return false
}

// MentionedInDisabledCode reports whether name (unquoted, compared
// case-insensitively) appears in an inactive #if branch inside span: code
// the parser never saw may use it, so usage rules stay silent.
func (f *File) MentionedInDisabledCode(span Span, name string) bool {
	if len(f.Directives) == 0 {
		return false // no #if: no inactive code
	}
	name = strings.ToLower(name)
	// Trivia are in source order: start at the first one ending after span.Start.
	first := sort.Search(len(f.Trivia), func(i int) bool { return f.Trivia[i].Span.End > span.Start })
	for _, tr := range f.Trivia[first:] {
		if tr.Span.Start >= span.End {
			break
		}
		if tr.Kind == DisabledText && tr.Span.End > span.Start &&
			strings.Contains(strings.ToLower(f.Text(tr.Span)), name) {
			return true
		}
	}
	return false
}

// RangeText returns the source text of the tokens r.
func (f *File) RangeText(r TokenRange) string {
	if r.First >= r.Last {
		return ""
	}
	return f.Text(f.RangeSpan(r))
}

// RangeSpan returns the byte span from the start of token r.First to the
// end of token r.Last-1; r must not be empty.
func (f *File) RangeSpan(r TokenRange) Span {
	return Span{Start: f.Tokens[r.First].Span.Start, End: f.Tokens[r.Last-1].Span.End}
}

// A TokenRange is the token indexes [First, Last) of a part of a node that
// has no node of its own (an element argument, a label argument value).
type TokenRange struct{ First, Last int }

// Len returns the number of tokens in the range.
func (r TokenRange) Len() int { return r.Last - r.First }

// IsName reports whether k is an identifier or a quoted identifier.
func (k TokenKind) IsName() bool { return k == Identifier || k == QuotedIdentifier }

// SameName compares two AL names as written (quoted or not), ignoring case.
func SameName(a, b string) bool {
	return strings.EqualFold(Unquote(strings.TrimSpace(a)), Unquote(strings.TrimSpace(b)))
}
