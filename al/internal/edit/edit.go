// Package edit builds the text edits of alfix's code fixes: insert, replace
// and delete, set the gap before a token, add, set or remove a property,
// insert a member line, remove items of a separated list, remove variables,
// parameters and members. Every rule edits code through it, so that fixes
// look alike: the smallest span that does the job, keeping indentation,
// comments and directives, and writing "\n" for line breaks (applying an
// edit converts them to the file's style).
//
// Bounds: a builder reads the parsed file it is given and returns edits
// inside that file's source, never overlapping one another within one
// result; when it cannot compute a safe edit (a missing brace, a directive
// or comment in the way) it says so with ok == false instead of guessing.
// It decides nothing about what to report, resolves no names, and never
// applies edits or touches files: package analysis applies them.
package edit

import (
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// IndentUnit is the indentation added for one nesting level.
const IndentUnit = "    "

// Insert returns the edit inserting text at offset at.
func Insert(at int, text string) analysis.TextEdit {
	return analysis.TextEdit{Span: syntax.Span{Start: at, End: at}, NewText: text}
}

// Replace returns the edit replacing span with text.
func Replace(span syntax.Span, text string) analysis.TextEdit {
	return analysis.TextEdit{Span: span, NewText: text}
}

// Delete returns the edit deleting span.
func Delete(span syntax.Span) analysis.TextEdit { return analysis.TextEdit{Span: span} }

// ReplaceToken returns the edit replacing token i's text.
func ReplaceToken(f *syntax.File, i int, text string) analysis.TextEdit {
	return Replace(f.Tokens[i].Span, text)
}

// SetGap returns the edit that makes the bytes before token i (its leading
// trivia) equal text.
func SetGap(f *syntax.File, i int, text string) analysis.TextEdit {
	return Replace(f.Gap(i), text)
}

// RemoveLines returns the edit that removes span: when the span stands
// alone on its lines (only blanks before it on its first line and only
// blanks after it on its last line), the whole lines go, indentation and
// line break included; otherwise just the span and the blanks after it.
func RemoveLines(src []byte, span syntax.Span) analysis.TextEdit {
	ls := syntax.LineStart(src, span.Start)
	le := syntax.LineEnd(src, span.End)
	if syntax.OnlySpace(src, ls, span.Start) && syntax.OnlySpace(src, span.End, le) {
		return Delete(syntax.Span{Start: ls, End: syntax.AfterLineBreak(src, le)})
	}
	end := span.End
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return Delete(syntax.Span{Start: span.Start, End: end})
}

// RemoveNode removes a node (a property, a variable declaration, a
// statement) as [RemoveLines] does. Comments and directives before the
// node, on their own lines, are kept.
func RemoveNode(f *syntax.File, n *syntax.Node) analysis.TextEdit {
	return RemoveLines(f.Src, f.Span(n))
}

// MergeDeletions sorts edits by start and merges deletions that overlap or
// touch, so that a fix never holds two edits sharing an offset.
func MergeDeletions(edits []analysis.TextEdit) []analysis.TextEdit {
	sort.Slice(edits, func(i, j int) bool { return edits[i].Span.Start < edits[j].Span.Start })
	var out []analysis.TextEdit
	for _, e := range edits {
		if n := len(out); n > 0 && e.Span.Start <= out[n-1].Span.End && e.NewText == "" && out[n-1].NewText == "" {
			if e.Span.End > out[n-1].Span.End {
				out[n-1].Span.End = e.Span.End
			}
			continue
		}
		out = append(out, e)
	}
	return out
}

// MergeInsertions joins consecutive insertions at the same offset into one
// edit, their texts in order, so that a fix adding several lines at one
// place holds no two edits sharing an offset.
func MergeInsertions(edits []analysis.TextEdit) []analysis.TextEdit {
	var out []analysis.TextEdit
	for _, e := range edits {
		if n := len(out); n > 0 && e.Span.Len() == 0 && out[n-1].Span == e.Span {
			out[n-1].NewText += e.NewText
			continue
		}
		out = append(out, e)
	}
	return out
}

// RemoveListItems returns the deletions that remove the items marked in
// remove from a separated list (parameters separated by ';', names by
// ','), keeping the separators of the remaining items right: an item
// followed by a kept item goes up to the start of the next item; an item
// after the last kept item goes from the end of the item before it. When
// no item is kept the whole list content goes.
func RemoveListItems(items []syntax.Span, remove []bool) []analysis.TextEdit {
	n := len(items)
	lastKept := -1
	for i := range n {
		if !remove[i] {
			lastKept = i
		}
	}
	if lastKept < 0 {
		if n == 0 {
			return nil
		}
		return []analysis.TextEdit{Delete(syntax.Span{Start: items[0].Start, End: items[n-1].End})}
	}
	var edits []analysis.TextEdit
	for i := range n {
		if !remove[i] {
			continue
		}
		if i < lastKept {
			edits = append(edits, Delete(syntax.Span{Start: items[i].Start, End: items[i+1].Start}))
		} else {
			edits = append(edits, Delete(syntax.Span{Start: items[i-1].End, End: items[i].End}))
		}
	}
	return MergeDeletions(edits)
}

// removeLinesWithNote is [RemoveLines] that also takes a line comment after
// the span (a note about what goes) when the span starts its line.
func removeLinesWithNote(src []byte, span syntax.Span) analysis.TextEdit {
	ls, le := syntax.LineStart(src, span.Start), syntax.LineEnd(src, span.End)
	if syntax.OnlySpace(src, ls, span.Start) && syntax.BlankOrLineComment(src, span.End, le) {
		return Delete(syntax.Span{Start: ls, End: syntax.AfterLineBreak(src, le)})
	}
	return RemoveLines(src, span)
}

// tidyBlankLines widens a deletion of whole lines so that no doubled blank
// line, and no blank line right after a '{' or before a '}', is left
// behind.
func tidyBlankLines(src []byte, e analysis.TextEdit) analysis.TextEdit {
	if e.Span.Start != syntax.LineStart(src, e.Span.Start) || e.Span.Start == 0 {
		return e
	}
	p := e.Span.Start
	if src[p-1] == '\n' {
		p--
	}
	if p > 0 && src[p-1] == '\r' {
		p--
	}
	prevStart := syntax.LineStart(src, p)
	prev := strings.TrimSpace(string(src[prevStart:p]))
	next := e.Span.End
	nextEnd := syntax.LineEnd(src, next)
	rest := strings.TrimSpace(string(src[next:nextEnd]))
	switch {
	case prev == "" && (rest == "" || strings.HasPrefix(rest, "}")):
		e.Span.Start = prevStart
	case strings.HasSuffix(prev, "{") && rest == "" && nextEnd < len(src):
		e.Span.End = syntax.AfterLineBreak(src, nextEnd)
	}
	return e
}
