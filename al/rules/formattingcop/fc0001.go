package formattingcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// FC0001 reports a semicolon after the header of a procedure or trigger that
// has a body.
var FC0001 = &analysis.Rule{
	ID:      "FC0001",
	Title:   "Procedure or trigger declaration should not end with semicolon",
	Message: "The declaration of '%s' should not end with a semicolon",
	Description: "In AL the semicolon separates statements; a header followed by a body (var " +
		"section or begin..end) needs none. Declarations without a body (interface methods, " +
		"control add-in procedures and events) keep theirs. Obsolete objects, fields and " +
		"controls, and procedures marked [Obsolete], are skipped. The fix deletes the semicolon.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: "FormattingCop",
	FixKeys:  []string{"FC0001.RemoveSemicolon"},
	Run:      runFC0001,
}

// headerSemicolon returns the token index of the ';' between the header and
// the body of a procedure or trigger with a body, or -1.
func headerSemicolon(f *syntax.File, n *syntax.Node) int {
	body := n.Child(syntax.Block)
	if body == nil {
		return -1
	}
	for i := range f.OwnTokens(n) {
		if i >= int(body.First) {
			break
		}
		if f.Tokens[i].Kind == syntax.Semicolon {
			return i
		}
	}
	return -1
}

func runFC0001(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		for n := range pass.NodesIn(obj, syntax.Procedure, syntax.Trigger) {
			semi := headerSemicolon(f, n)
			if semi < 0 || f.InObsoleteCode(n) {
				continue
			}
			span := f.Tokens[semi].Span
			if f.GapIsLayout(semi) && !f.GapHasLineBreak(semi) {
				span.Start = f.Tokens[semi-1].Span.End // `Foo() ;` loses the blank too
			}
			pass.Reportf(f.Tokens[semi].Span, []any{f.DeclName(n)},
				pass.Fix("RemoveSemicolon", "Remove the semicolon after the declaration", edit.Delete(span)))
		}
	}
}
