package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// AA0005 reports begin..end blocks that enclose a single statement as the
// body of if/else, while, for, foreach, with or a case branch.
var AA0005 = &analysis.Rule{
	ID:      "AA0005",
	Title:   "Only use begin..end to enclose compound statements",
	Message: "Only use begin..end to enclose compound statements; this block holds a single statement",
	Description: "A begin..end block around one statement adds lines without meaning. The rule " +
		"looks at the bodies of if/else, while, for, foreach, with and case branches. It does not " +
		"report a block followed by else whose statement is an if, a loop or a with: removing the " +
		"block could let the else bind to an inner if. The fix keeps the statement and its " +
		"indentation; it is not offered when comments or directives sit between begin, the " +
		"statement and end.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0005.RemoveBeginEnd"},
	Run:      runAA0005,
}

// isBodyOf reports whether block is a statement body of parent that a single
// statement may replace.
func isBodyOf(parent, block *syntax.Node) bool {
	switch parent.Kind {
	case syntax.IfStmt:
		return len(parent.Children) >= 2 && (parent.Children[1] == block || (len(parent.Children) > 2 && parent.Children[2] == block))
	case syntax.WhileStmt, syntax.ForStmt, syntax.ForeachStmt, syntax.WithStmt, syntax.CaseBranch:
		return len(parent.Children) > 0 && parent.Children[len(parent.Children)-1] == block
	}
	return false
}

// blockStatements returns the statements of a Block without the implicit
// empty statement before end.
func blockStatements(f *syntax.File, block *syntax.Node) []*syntax.Node {
	st := block.Children
	if n := len(st); n > 0 && st[n-1].Kind == syntax.EmptyStmt && f.IsKeyword(int(st[n-1].First), syntax.KwEnd) {
		st = st[:n-1]
	}
	return st
}

// mayDangle reports whether n, placed without begin..end before an else,
// could capture that else (an if, or a loop or with whose body could).
func mayDangle(n *syntax.Node) bool {
	switch n.Kind {
	case syntax.IfStmt, syntax.WhileStmt, syntax.ForStmt, syntax.ForeachStmt, syntax.WithStmt, syntax.AssertErrorStmt:
		return true
	}
	return false
}

func runAA0005(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.Block) {
		if n.Kind != syntax.Block || n.Parent == nil || !isBodyOf(n.Parent, n) {
			continue
		}
		st := blockStatements(f, n)
		if len(st) != 1 || st[0].Kind == syntax.EmptyStmt {
			continue
		}
		s := st[0]
		bi, ei := int(n.First), int(n.Last)-1
		if f.IsKeyword(ei+1, syntax.KwElse) && mayDangle(s) {
			// An else follows the block: without begin..end it could
			// bind to an if inside s.
			continue
		}
		if !f.IsKeyword(bi, syntax.KwBegin) || !f.IsKeyword(ei, syntax.KwEnd) {
			continue
		}
		edits, ok := aa0005Edits(f, n, s)
		pass.Reportf(f.Tokens[bi].Span, nil,
			pass.FixIf(ok, "RemoveBeginEnd", "Remove begin..end around the single statement", edits...))
	}
}

// aa0005Edits removes begin and end around statement s, keeping s verbatim.
func aa0005Edits(f *syntax.File, block, s *syntax.Node) ([]analysis.TextEdit, bool) {
	bi, ei := int(block.First), int(block.Last)-1
	s0, s1 := int(s.First), int(s.Last)-1
	// Only layout may sit between begin and s, and between s and end
	// (except a comment at the end of the statement's line, see below).
	if !f.GapIsLayout(bi) || f.CommentBetween(bi, s0) {
		return nil, false
	}
	if f.CommentBetween(s1, ei) {
		return aa0005TrailingComment(f, block, s)
	}
	return []analysis.TextEdit{removeBegin(f, bi, s0), removeEnd(f, ei, s1)}, true
}

// removeBegin returns the edit that removes begin before statement token s0:
// up to s0 when they share a line, else begin's line is dropped.
func removeBegin(f *syntax.File, bi, s0 int) analysis.TextEdit {
	sStart := f.Tokens[s0].Span.Start
	if f.TokenLine(s0) == f.TokenLine(bi) {
		return edit.Delete(syntax.Span{Start: f.Tokens[bi].Span.Start, End: sStart})
	}
	return edit.Replace(syntax.Span{Start: f.Tokens[bi-1].Span.End, End: syntax.LineStart(f.Src, sStart)}, "\n")
}

// removeEnd returns the edit that removes everything from the end of the
// statement's last token s1 through end (token ei). Before an else, the
// else moves to end's place: on a line of its own when end started one.
func removeEnd(f *syntax.File, ei, s1 int) analysis.TextEdit {
	sEnd := f.Tokens[s1].Span.End
	if ni := ei + 1; f.IsKeyword(ni, syntax.KwElse) && f.GapIsLayout(ni) {
		sep := " "
		if f.StartsLine(ei) {
			sep = "\n" + syntax.IndentAt(f.Src, f.Tokens[ei].Span.Start)
		}
		return edit.Replace(syntax.Span{Start: sEnd, End: f.Tokens[ni].Span.Start}, sep)
	}
	return edit.Delete(syntax.Span{Start: sEnd, End: f.Tokens[ei].Span.End})
}

// aa0005TrailingComment handles `begin S; // note` + `end`: the statement
// keeps its own ';' and the comment, and the line of end goes together with
// the ';' after end (the separator the statement's ';' now stands for). It
// gives up when anything else sits around the statement, or when end is
// followed by else (a ';' before else is illegal).
func aa0005TrailingComment(f *syntax.File, block, s *syntax.Node) ([]analysis.TextEdit, bool) {
	bi, ei := int(block.First), int(block.Last)-1
	s0, s1 := int(s.First), int(s.Last)-1
	semi := s1 + 1
	if semi != ei-1 || f.Tokens[semi].Kind != syntax.Semicolon || !f.GapIsLayout(semi) || f.GapHasLineBreak(semi) {
		return nil, false
	}
	// end's leading trivia: blanks, one comment on the statement's line, a
	// line break, then only layout.
	seenComment, seenBreak := false, false
	commentEnd := 0
	for _, tr := range f.LeadingTrivia(ei) {
		switch {
		case tr.Kind == syntax.Whitespace:
		case tr.Kind == syntax.EndOfLine:
			if !seenComment {
				return nil, false
			}
			seenBreak = true
		case (tr.Kind == syntax.LineComment || tr.Kind == syntax.BlockComment) && !seenComment && !seenBreak:
			seenComment, commentEnd = true, tr.Span.End
		default:
			return nil, false
		}
	}
	if !seenComment || !seenBreak || f.IsKeyword(ei+1, syntax.KwElse) {
		return nil, false
	}
	end := f.Tokens[ei].Span.End
	if ni := ei + 1; ni < len(f.Tokens) && f.Tokens[ni].Kind == syntax.Semicolon && f.GapIsLayout(ni) && !f.GapHasLineBreak(ni) {
		end = f.Tokens[ni].Span.End
	}
	return []analysis.TextEdit{removeBegin(f, bi, s0), edit.Delete(syntax.Span{Start: commentEnd, End: end})}, true
}
