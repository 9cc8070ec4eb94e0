package edit

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Edits that remove declarations: variables, parameters and members.

// RemoveVariables returns the edits that remove the variables whose name
// tokens are in remove from the var section vs: a name of a multi-name
// declaration (a, b: Integer) with its comma, a declaration whose names all
// go with its lines, and the whole section (the var keyword included) when
// every declaration goes and no comment or directive sits inside it. ok is
// false when nothing would be removed, or a directive sits inside a
// declaration that would change.
func RemoveVariables(f *syntax.File, vs *syntax.Node, remove map[int]bool) (edits []analysis.TextEdit, ok bool) {
	decls := vs.ChildrenOf(syntax.VariableDecl)
	allGone := len(decls) > 0
	var whole []*syntax.Node
	for _, vd := range decls {
		names := f.VarNames(vd)
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
		case f.HasDirectiveIn(f.Span(vd)):
			return nil, false
		case n == len(names):
			whole = append(whole, vd)
		default:
			allGone = false
			edits = append(edits, RemoveListItems(spans, marks)...)
		}
	}
	if allGone && !f.CommentBetween(int(vs.First), int(vs.Last)-1) {
		return []analysis.TextEdit{tidyBlankLines(f.Src, removeLinesWithNote(f.Src, f.Span(vs)))}, true
	}
	for _, vd := range whole {
		edits = append(edits, removeLinesWithNote(f.Src, f.Span(vd)))
	}
	return MergeDeletions(edits), len(edits) > 0
}

// RemoveParameters returns the edits that remove the parameters in remove
// from a ParameterList, keeping the ';' separators of the others right. ok
// is false when none is marked, or a directive or comment sits in the
// parameter list (it could not follow its parameter).
func RemoveParameters(f *syntax.File, pl *syntax.Node, remove map[*syntax.Node]bool) (edits []analysis.TextEdit, ok bool) {
	params := pl.ChildrenOf(syntax.Parameter)
	spans := make([]syntax.Span, len(params))
	marks := make([]bool, len(params))
	anyMarked := false
	for i, p := range params {
		spans[i] = f.Span(p)
		marks[i] = remove[p]
		anyMarked = anyMarked || marks[i]
	}
	if !anyMarked || f.CommentBetween(int(pl.First), int(pl.Last)-1) {
		return nil, false
	}
	return RemoveListItems(spans, marks), true
}

// RemoveMember returns the edit that removes a member (a procedure) with its
// lines, the /// documentation comment lines right above it, and one blank
// line before it when a blank line or the closing '}' follows, so that
// members stay separated by exactly one blank line. ok is false when a
// directive sits inside the member.
func RemoveMember(f *syntax.File, n *syntax.Node) (analysis.TextEdit, bool) {
	src := f.Src
	span := f.Span(n)
	if f.HasDirectiveIn(span) {
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
	return tidyBlankLines(src, removeLinesWithNote(src, span)), true
}

// DeclareLocal returns the edit that declares a local variable (decl, such
// as `Helper: Codeunit "Type Helper"`, without the ';') in a procedure or
// trigger: as the last declaration of its var section, on a line of its
// own, or in a new var section before its begin line. The edit replaces a
// line break, so that two fixes declaring variables in the same routine
// overlap and FixAll applies the second in a later round, when the
// variable exists. ok is false when the routine has no body, or its begin
// or last declaration does not end a line.
func DeclareLocal(f *syntax.File, routine *syntax.Node, decl string) (analysis.TextEdit, bool) {
	src := f.Src
	if vs := routine.Child(syntax.VarSection); vs != nil {
		decls := vs.ChildrenOf(syntax.VariableDecl)
		if len(decls) == 0 {
			return analysis.TextEdit{}, false
		}
		last := decls[len(decls)-1]
		start, end := f.Span(last).Start, f.Span(last).End
		le := syntax.LineEnd(src, end)
		if !syntax.OnlySpace(src, end, le) || le >= len(src) || !syntax.OnlySpace(src, syntax.LineStart(src, start), start) {
			return analysis.TextEdit{}, false
		}
		indent := syntax.IndentAt(src, start)
		return Replace(syntax.Span{Start: le, End: syntax.AfterLineBreak(src, le)}, "\n"+indent+decl+";\n"), true
	}
	body := routine.Child(syntax.Block)
	if body == nil || body.Len() == 0 {
		return analysis.TextEdit{}, false
	}
	begin := f.Tokens[body.First].Span.Start
	ls := syntax.LineStart(src, begin)
	if ls == 0 || !syntax.OnlySpace(src, ls, begin) {
		return analysis.TextEdit{}, false
	}
	// The line break before the begin line.
	brk := ls - 1
	if brk > 0 && src[brk] == '\n' && src[brk-1] == '\r' {
		brk--
	}
	indent := syntax.IndentAt(src, begin)
	return Replace(syntax.Span{Start: brk, End: ls}, "\n"+indent+"var\n"+indent+IndentUnit+decl+";\n"), true
}
