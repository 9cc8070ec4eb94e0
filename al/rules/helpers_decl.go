package rules

import (
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Helpers shared by the declaration rules (AA0137 unused variables, LC0095
// unreferenced parameters, AA0228 unused local procedures, AA0206 unread
// assignments, AC0011 captions, PC0015 Guid comparisons). Other rules may
// use them too.

// declMentionedInDisabledCode reports whether name (unquoted, compared
// case-insensitively) appears in an inactive #if branch inside span: code
// the parser never saw may use it, so usage rules stay silent.
func declMentionedInDisabledCode(f *syntax.File, span syntax.Span, name string) bool {
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
		if tr.Kind == syntax.DisabledText && tr.Span.End > span.Start &&
			strings.Contains(strings.ToLower(f.Text(tr.Span)), name) {
			return true
		}
	}
	return false
}

// declHasDirectiveIn reports whether a preprocessor directive line starts
// inside span.
func declHasDirectiveIn(f *syntax.File, span syntax.Span) bool {
	for _, d := range f.Directives {
		if d.Span.Start >= span.Start && d.Span.Start < span.End {
			return true
		}
	}
	return false
}

// declHasCommentIn reports whether a comment or directive lies between the
// tokens [first, last) (leading trivia of tokens first+1 .. last-1).
func declHasCommentIn(f *syntax.File, first, last int) bool {
	for i := first + 1; i < last && i < len(f.Tokens); i++ {
		for _, tr := range f.LeadingTrivia(i) {
			switch tr.Kind {
			case syntax.LineComment, syntax.DocComment, syntax.BlockComment, syntax.DirectiveLine, syntax.DisabledText:
				return true
			}
		}
	}
	return false
}

// declMergeEdits sorts deletion edits and merges those that overlap or
// touch, so that a fix never holds two edits sharing an offset.
func declMergeEdits(edits []analysis.TextEdit) []analysis.TextEdit {
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

// declRemoveListItems returns the deletions that remove the items marked in
// remove from a separated list (parameters separated by ';', names by
// ','), keeping the separators of the remaining items right: an item
// followed by a kept item goes up to the start of the next item; an item
// after the last kept item goes from the end of the item before it. When
// no item is kept the whole list content goes.
func declRemoveListItems(items []syntax.Span, remove []bool) []analysis.TextEdit {
	n := len(items)
	lastKept := -1
	for i := range n {
		if !remove[i] {
			lastKept = i
		}
	}
	var edits []analysis.TextEdit
	if lastKept < 0 {
		if n == 0 {
			return nil
		}
		return []analysis.TextEdit{{Span: syntax.Span{Start: items[0].Start, End: items[n-1].End}}}
	}
	for i := range n {
		if !remove[i] {
			continue
		}
		if i < lastKept {
			edits = append(edits, analysis.TextEdit{Span: syntax.Span{Start: items[i].Start, End: items[i+1].Start}})
		} else {
			edits = append(edits, analysis.TextEdit{Span: syntax.Span{Start: items[i-1].End, End: items[i].End}})
		}
	}
	return declMergeEdits(edits)
}

// declVarNameTokens returns the name tokens of a VariableDecl (the names
// before its ':').
func declVarNameTokens(f *syntax.File, vd *syntax.Node) []int {
	var out []int
	for i := range f.OwnTokens(vd) {
		k := f.Tokens[i].Kind
		if k == syntax.Colon {
			break
		}
		if isNameKind(k) {
			out = append(out, i)
		}
	}
	return out
}

// declRemoveVariables returns the edits that remove the variables whose
// name tokens are in remove from the var section vs: a name of a
// multi-name declaration (a, b: Integer) with its comma, a declaration
// whose names all go with its lines, and the whole section (the var
// keyword included) when every declaration goes and no comment or
// directive sits inside it. ok is false when a directive sits inside a
// declaration that would change.
func declRemoveVariables(f *syntax.File, vs *syntax.Node, remove map[int]bool) (edits []analysis.TextEdit, ok bool) {
	decls := vs.ChildrenOf(syntax.VariableDecl)
	allGone := len(decls) > 0
	var whole []*syntax.Node
	for _, vd := range decls {
		names := declVarNameTokens(f, vd)
		marks := make([]bool, len(names))
		spans := make([]syntax.Span, len(names))
		n := 0
		for j, tok := range names {
			spans[j] = f.Tokens[tok].Span
			if remove[tok] {
				marks[j] = true
				n++
			}
		}
		switch {
		case n == 0:
			allGone = false
			continue
		case declHasDirectiveIn(f, f.Span(vd)):
			return nil, false
		case n == len(names):
			whole = append(whole, vd)
		default:
			allGone = false
			edits = append(edits, declRemoveListItems(spans, marks)...)
		}
	}
	if allGone && !declHasCommentIn(f, int(vs.First), int(vs.Last)) {
		return []analysis.TextEdit{declTidyBlankLines(f.Src, declRemoveLines(f.Src, f.Span(vs)))}, true
	}
	for _, vd := range whole {
		edits = append(edits, declRemoveLines(f.Src, f.Span(vd)))
	}
	return declMergeEdits(edits), len(edits) > 0
}

// declRemoveParameters returns the edits that remove the parameters in
// remove from a ParameterList, keeping the ';' separators of the others
// right. ok is false when a directive or comment sits in the parameter list
// (directives cannot be moved safely).
func declRemoveParameters(f *syntax.File, pl *syntax.Node, remove map[*syntax.Node]bool) (edits []analysis.TextEdit, ok bool) {
	params := pl.ChildrenOf(syntax.Parameter)
	spans := make([]syntax.Span, len(params))
	marks := make([]bool, len(params))
	any := false
	for i, p := range params {
		spans[i] = f.Span(p)
		marks[i] = remove[p]
		any = any || marks[i]
	}
	if !any || declHasCommentIn(f, int(pl.First), int(pl.Last)) {
		return nil, false
	}
	return declRemoveListItems(spans, marks), true
}

// declRemoveMember returns the edit that removes a member (a procedure) with
// its lines, the /// documentation comment lines right above it, and one
// blank line before it when a blank line or the closing '}' follows, so
// that members stay separated by exactly one blank line. ok is false when
// a directive sits inside the member.
func declRemoveMember(f *syntax.File, n *syntax.Node) (analysis.TextEdit, bool) {
	src := f.Src
	span := f.Span(n)
	if declHasDirectiveIn(f, span) {
		return analysis.TextEdit{}, false
	}
	// Doc comments directly above (no blank line between) belong to it.
	lead := f.LeadingTrivia(int(n.First))
	eols := 0
scan:
	for i := len(lead) - 1; i >= 0; i-- {
		switch tr := lead[i]; tr.Kind {
		case syntax.Whitespace:
		case syntax.EndOfLine:
			if eols++; eols > 1 {
				break scan
			}
		case syntax.DocComment:
			span.Start = tr.Span.Start
			eols = 0
		default:
			break scan
		}
	}
	return declTidyBlankLines(src, declRemoveLines(src, span)), true
}

// declRemoveLines is [removeSpanLines] that also takes a line comment after
// the span (a note about what goes) when the span starts its line.
func declRemoveLines(src []byte, span syntax.Span) analysis.TextEdit {
	ls, le := lineStart(src, span.Start), lineEnd(src, span.End)
	if onlySpaceBetween(src, ls, span.Start) && restIsBlankOrComment(src, span.End, le) {
		return analysis.TextEdit{Span: syntax.Span{Start: ls, End: afterLineBreak(src, le)}}
	}
	return removeSpanLines(src, span)
}

// declTidyBlankLines widens a deletion of whole lines so that no doubled
// blank line, and no blank line right after a '{' or before a '}', is left
// behind.
func declTidyBlankLines(src []byte, e analysis.TextEdit) analysis.TextEdit {
	if e.Span.Start != lineStart(src, e.Span.Start) || e.Span.Start == 0 {
		return e
	}
	p := e.Span.Start
	if src[p-1] == '\n' {
		p--
	}
	if p > 0 && src[p-1] == '\r' {
		p--
	}
	prevStart := lineStart(src, p)
	prev := strings.TrimSpace(string(src[prevStart:p]))
	next := e.Span.End
	nextEnd := lineEnd(src, next)
	rest := strings.TrimSpace(string(src[next:nextEnd]))
	switch {
	case prev == "" && (rest == "" || strings.HasPrefix(rest, "}")):
		e.Span.Start = prevStart
	case strings.HasSuffix(prev, "{") && rest == "" && nextEnd < len(src):
		e.Span.End = afterLineBreak(src, nextEnd)
	}
	return e
}

// declRefsUsed reports whether any reference to decl exists, counting also
// mentions in inactive #if branches of span.
func declRefsUsed(f *syntax.File, d *symbols.Decl, span syntax.Span) bool {
	return len(d.Refs) > 0 || declMentionedInDisabledCode(f, span, d.Name)
}

// declRoutineSpan returns the span in which a declaration's name is visible:
// its routine for locals and parameters, its object otherwise.
func declRoutineSpan(f *syntax.File, d *symbols.Decl) syntax.Span {
	if d.Routine != nil {
		return f.Span(d.Routine)
	}
	if d.Object != nil {
		return f.Span(d.Object)
	}
	return syntax.Span{}
}

// declThisMembers returns the lower-case names used after `this.` in n:
// such a member may name a global variable, which symbols does not record
// as a reference.
func declThisMembers(f *syntax.File, n *syntax.Node) map[string]bool {
	out := map[string]bool{}
	syntax.Walk(n, func(c *syntax.Node) bool {
		if c.Kind == syntax.MemberExpr && len(c.Children) > 0 && c.Children[0].Kind == syntax.ThisExpr && c.Last > c.First {
			if tok := int(c.Last) - 1; isNameKind(f.Tokens[tok].Kind) {
				out[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] = true
			}
		}
		return true
	})
	return out
}

// declHasWithEvents reports whether a variable declaration's type carries
// WithEvents (its events are handled by triggers named after it).
func declHasWithEvents(f *syntax.File, vd *syntax.Node) bool {
	tr := vd.Child(syntax.TypeRef)
	if tr == nil {
		return false
	}
	for i := int(tr.First); i < int(tr.Last); i++ {
		if equalFoldASCII(f.TokenText(i), "WithEvents") {
			return true
		}
	}
	return false
}

// declParamsByRoutine maps each Procedure node of the file to its parameter
// declarations, in order (one pass instead of FileScopes.Locals per
// procedure).
func declParamsByRoutine(scopes *symbols.FileScopes) map[*syntax.Node][]*symbols.Decl {
	out := map[*syntax.Node][]*symbols.Decl{}
	for _, d := range scopes.Decls {
		if d.Kind == symbols.Param && d.Routine != nil {
			out[d.Routine] = append(out[d.Routine], d)
		}
	}
	return out
}
