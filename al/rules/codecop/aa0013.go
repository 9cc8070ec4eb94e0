package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// AA0013 reports a begin that follows then, else or do on another line or
// after more than one space.
var AA0013 = &analysis.Rule{
	ID:      "AA0013",
	Title:   "When begin follows then, else or do, it should be on the same line, preceded by one space character",
	Message: "When begin follows '%s', it should be on the same line, preceded by one space character",
	Description: "Write `if Cond then begin`, `end else begin`, `while Cond do begin` (also the " +
		"else of a case statement). The fix " +
		"joins begin to the line of then/else/do with one space; when begin was indented deeper " +
		"than that line, the lines of the block are shifted left by the difference. No fix is " +
		"offered when a comment or directive sits between the keyword and begin.",
	Severity: analysis.SeverityWarning,
	Category: "Readability",
	Analyzer: "CodeCop",
	FixKeys:  []string{"AA0013.MoveBegin"},
	Run:      runAA0013,
}

func runAA0013(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.Block) {
		if n.Parent == nil {
			continue
		}
		switch n.Parent.Kind {
		case syntax.IfStmt, syntax.WhileStmt, syntax.ForStmt, syntax.ForeachStmt, syntax.WithStmt:
		case syntax.CaseElse:
			// else begin ... end in a case statement.
			if n.Parent.Children[0] != n {
				continue
			}
		default:
			continue
		}
		bi := int(n.First)
		if bi == 0 || !f.IsKeyword(bi, syntax.KwBegin) {
			continue
		}
		prev := bi - 1
		switch f.Tokens[prev].Keyword {
		case syntax.KwThen, syntax.KwElse, syntax.KwDo:
		default:
			continue
		}
		if f.GapIsOneSpace(bi) {
			continue
		}
		// The gap can be rewritten only when it holds no comment or directive.
		edits := []analysis.TextEdit{edit.SetGap(f, bi, " ")}
		if f.GapHasLineBreak(bi) && f.StartsLine(bi) {
			edits = append(edits, dedentBlock(f, n, prev)...)
		}
		pass.Reportf(f.Tokens[bi].Span, []any{f.TokenText(prev)},
			pass.FixIf(f.GapIsLayout(bi), "MoveBegin", "Move begin to the line of '"+f.TokenText(prev)+"'", edits...))
	}
}

// dedentBlock returns the edits that shift the lines after begin up to the
// line of end left by the amount begin was indented deeper than the line of
// token prev. Lines indented less than that are left alone.
func dedentBlock(f *syntax.File, block *syntax.Node, prev int) []analysis.TextEdit {
	src := f.Src
	bIndent := syntax.IndentAt(src, f.Tokens[block.First].Span.Start)
	hIndent := syntax.IndentAt(src, f.Tokens[prev].Span.Start)
	if len(bIndent) <= len(hIndent) || !strings.HasPrefix(bIndent, hIndent) {
		return nil
	}
	extra := len(bIndent) - len(hIndent)
	var edits []analysis.TextEdit
	end := f.Tokens[block.Last-1].Span.End
	pos := syntax.AfterLineBreak(src, syntax.LineEnd(src, f.Tokens[block.First].Span.End))
	for pos < end && pos < len(src) {
		le := syntax.LineEnd(src, pos)
		if le > pos && syntax.OnlySpace(src, pos, pos+min(extra, le-pos)) && le-pos >= extra && !syntax.OnlySpace(src, pos, le) {
			edits = append(edits, edit.Delete(syntax.Span{Start: pos, End: pos + extra}))
		}
		if le >= len(src) {
			break
		}
		pos = syntax.AfterLineBreak(src, le)
	}
	return edits
}
