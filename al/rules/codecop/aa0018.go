package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// AA0018 reports the statement keywords end, if, repeat, until, for, while
// and case when they do not start a line. `else if` is accepted.
var AA0018 = &analysis.Rule{
	ID:      "AA0018",
	Title:   "The end, if, repeat, until, for, while and case statement should always start a line",
	Message: "The '%s' keyword should always start a line",
	Description: "Statements starting with if, repeat, for, while or case, and the closing " +
		"end and until, begin a new line. An if directly after else (else if) is accepted. The " +
		"fix breaks the line before the keyword and indents it: end, until and the end of a case " +
		"like the line that opened them; a statement after then/else/do/begin/repeat or a case " +
		"label one level deeper, a statement after ';' like the statement before it.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0018.InsertLineBreak"},
	Run:      runAA0018,
}

// movesToNewLine reports whether n is a statement AA0018 moves to a line of
// its own: an if (not after else), repeat, for, while or case whose keyword
// does not start a line.
func movesToNewLine(f *syntax.File, n *syntax.Node) bool {
	switch n.Kind {
	case syntax.IfStmt, syntax.RepeatStmt, syntax.ForStmt, syntax.WhileStmt, syntax.CaseStmt:
	default:
		return false
	}
	first := int(n.First)
	if n.Len() == 0 || first == 0 || (n.Kind == syntax.IfStmt && f.IsKeyword(first-1, syntax.KwElse)) {
		return false
	}
	return !f.StartsLine(first)
}

func runAA0018(pass *analysis.Pass) {
	f := pass.File
	src := f.Src
	// settled reports whether no statement that this rule moves to a new
	// line encloses from (from itself included): the lines a fix inside it
	// is computed from stay where they are in this round. Otherwise the fix
	// waits for the next FixAll round.
	settled := func(from *syntax.Node) bool {
		for p := from; p != nil; p = p.Parent {
			if movesToNewLine(f, p) {
				return false
			}
		}
		return true
	}
	// check reports token i, which belongs to node owner, unless it starts
	// a line; when stmt is not nil (a statement moved to a line of its own,
	// owner's parent is checked), its further lines are shifted by as much
	// as its first line moves.
	check := func(i int, owner *syntax.Node, indent func() string, stmt *syntax.Node) {
		if i <= 0 || i >= len(f.Tokens) || f.StartsLine(i) {
			return
		}
		text := f.TokenText(i)
		from := owner
		if stmt != nil {
			from = stmt.Parent
		}
		if !settled(from) {
			pass.Reportf(f.Tokens[i].Span, []any{text})
			return
		}
		// Insert the break after the last comment before the keyword, so
		// that comments stay where they are.
		start := f.Tokens[i-1].Span.End
		for _, tr := range f.LeadingTrivia(i) {
			if tr.Kind != syntax.Whitespace && tr.Kind != syntax.EndOfLine {
				start = tr.Span.End
			}
		}
		ind := indent()
		edits := []analysis.TextEdit{edit.Replace(syntax.Span{Start: start, End: f.Tokens[i].Span.Start}, "\n"+ind)}
		if stmt != nil {
			edits = append(edits, shiftLines(src, f.Tokens[i].Span.End, f.Span(stmt).End,
				len(ind)-len(syntax.IndentAt(src, f.Tokens[i].Span.Start)))...)
		}
		pass.Reportf(f.Tokens[i].Span, []any{text},
			pass.Fix("InsertLineBreak", "Start a new line before '"+text+"'", edits...))
	}
	lineIndentOf := func(i int) func() string {
		return func() string { return syntax.IndentAt(src, f.Tokens[i].Span.Start) }
	}
	for n := range pass.Nodes(syntax.Block, syntax.CaseStmt, syntax.RepeatStmt, syntax.IfStmt, syntax.ForStmt, syntax.WhileStmt) {
		first := int(n.First)
		switch n.Kind {
		case syntax.Block, syntax.CaseStmt:
			if last := int(n.Last) - 1; n.Len() >= 2 && f.IsKeyword(last, syntax.KwEnd) {
				check(last, n, lineIndentOf(first), nil)
			}
		case syntax.RepeatStmt:
			if u := f.FindKeyword(n, syntax.KwUntil); u >= 0 {
				check(u, n, lineIndentOf(first), nil)
			}
		}
		if movesToNewLine(f, n) {
			check(first, n, func() string { return statementIndent(f, n) }, n)
		}
	}
}

// statementIndent guesses the indentation of statement n when it is moved
// to a line of its own.
func statementIndent(f *syntax.File, n *syntax.Node) string {
	src := f.Src
	prev := int(n.First) - 1
	switch f.Tokens[prev].Keyword {
	case syntax.KwThen, syntax.KwElse, syntax.KwDo, syntax.KwBegin, syntax.KwRepeat:
		return syntax.IndentAt(src, f.Tokens[prev].Span.Start) + edit.IndentUnit
	}
	if f.Tokens[prev].Kind == syntax.Colon {
		return syntax.IndentAt(src, f.Tokens[prev].Span.Start) + edit.IndentUnit
	}
	if p := n.Parent; p != nil {
		for k, c := range p.Children {
			if c == n && k > 0 && p.Children[k-1].Len() > 0 {
				return syntax.IndentAt(src, f.Tokens[p.Children[k-1].First].Span.Start)
			}
		}
	}
	return syntax.IndentAt(src, f.Tokens[prev].Span.Start)
}

// shiftLines returns the edits that indent the lines starting after offset
// from and up to offset to by delta spaces (or remove -delta leading blanks
// when delta is negative). Blank lines are left alone.
func shiftLines(src []byte, from, to, delta int) []analysis.TextEdit {
	if delta == 0 {
		return nil
	}
	var edits []analysis.TextEdit
	for pos := syntax.LineEnd(src, from); pos < to && pos < len(src); {
		pos = syntax.AfterLineBreak(src, pos)
		if pos >= to {
			break
		}
		le := syntax.LineEnd(src, pos)
		if !syntax.OnlySpace(src, pos, le) {
			if delta > 0 {
				edits = append(edits, edit.Insert(pos, strings.Repeat(" ", delta)))
			} else if n := -delta; le-pos >= n && syntax.OnlySpace(src, pos, pos+n) {
				edits = append(edits, edit.Delete(syntax.Span{Start: pos, End: pos + n}))
			}
		}
		pos = le
	}
	return edits
}
