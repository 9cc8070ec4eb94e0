package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
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
	HelpURI:  "https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/developer/analyzers/codecop-aa0013",
	FixKeys:  []string{"AA0013.MoveBegin"},
	Run:      runAA0013,
}

func init() { register(AA0013) }

func runAA0013(pass *analysis.Pass) {
	f := pass.File
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind != syntax.Block || n.Parent == nil {
			return true
		}
		switch n.Parent.Kind {
		case syntax.IfStmt, syntax.WhileStmt, syntax.ForStmt, syntax.ForeachStmt, syntax.WithStmt:
		case syntax.CaseElse:
			// else begin ... end in a case statement.
			if n.Parent.Children[0] != n {
				return true
			}
		default:
			return true
		}
		bi := int(n.First)
		if bi == 0 || !f.IsKeyword(bi, syntax.KwBegin) {
			return true
		}
		prev := bi - 1
		switch f.Tokens[prev].Keyword {
		case syntax.KwThen, syntax.KwElse, syntax.KwDo:
		default:
			return true
		}
		if gapIsOneSpace(f, bi) {
			return true
		}
		var fixes []analysis.Fix
		if gapIsPlain(f, bi) {
			edits := []analysis.TextEdit{setGap(f, bi, " ")}
			if gapHasLineBreak(f, bi) && startsLine(f, bi) {
				edits = append(edits, dedentBlock(f, n, prev)...)
			}
			fixes = append(fixes, pass.Fix("MoveBegin", "Move begin to the line of '"+f.TokenText(prev)+"'", edits...))
		}
		pass.Reportf(f.Tokens[bi].Span, []any{f.TokenText(prev)}, fixes...)
		return true
	})
}

// dedentBlock returns the edits that shift the lines after begin up to the
// line of end left by the amount begin was indented deeper than the line of
// token prev. Lines indented less than that are left alone.
func dedentBlock(f *syntax.File, block *syntax.Node, prev int) []analysis.TextEdit {
	src := f.Src
	bIndent := indentAt(src, f.Tokens[block.First].Span.Start)
	hIndent := indentAt(src, f.Tokens[prev].Span.Start)
	if len(bIndent) <= len(hIndent) || !strings.HasPrefix(bIndent, hIndent) {
		return nil
	}
	extra := len(bIndent) - len(hIndent)
	var edits []analysis.TextEdit
	end := f.Tokens[block.Last-1].Span.End
	pos := afterLineBreak(src, lineEnd(src, f.Tokens[block.First].Span.End))
	for pos < end && pos < len(src) {
		le := lineEnd(src, pos)
		if le > pos && onlySpaceBetween(src, pos, pos+min(extra, le-pos)) && le-pos >= extra && !onlySpaceBetween(src, pos, le) {
			edits = append(edits, analysis.TextEdit{Span: syntax.Span{Start: pos, End: pos + extra}})
		}
		if le >= len(src) {
			break
		}
		pos = afterLineBreak(src, le)
	}
	return edits
}
