package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0231 reports Error calls whose message is built with StrSubstNo or a
// concatenation.
var AA0231 = &analysis.Rule{
	ID:      "AA0231",
	Title:   "StrSubstNo or string concatenation must not be used as a parameter in the Error method",
	Message: "Do not use %s as the message of Error: pass the text constant and its values to Error",
	Description: "Error logs its message to telemetry when the first argument is a text constant " +
		"or label; a message built with StrSubstNo or + loses that, and with it the data " +
		"classification of the values. Error and Dialog.Error calls whose first argument is a " +
		"StrSubstNo call or a + expression are reported. The fix moves the arguments of StrSubstNo " +
		"into Error (`Error(StrSubstNo(Fmt, X))` becomes `Error(Fmt, X)`) when StrSubstNo is Error's " +
		"only argument and no comment stands in the call; concatenations get no fix (they need a " +
		"new label).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true, // it resolves names (pass.Scopes)
	FixKeys:     []string{"AA0231.PassArgumentsToError"},
	Run:         runAA0231,
}

func runAA0231(pass *analysis.Pass) {
	f := pass.File
	fb := calls.Builtins.Get(pass)
	for _, c := range fb.Calls {
		if c.Call == nil || len(c.Args) == 0 || !c.Is("Error", "System", "DialogStatic") {
			continue
		}
		msg := c.Args[0]
		msg = msg.Unparen()
		switch {
		case msg.Kind == syntax.BinaryExpr && f.Tokens[msg.Children[0].Last].Kind == syntax.Plus:
			pass.Reportf(f.Span(c.Args[0]), []any{"a concatenation"})
		case msg.Kind == syntax.CallExpr:
			inner, ok := fb.CallOf(f, msg)
			if !ok || !inner.Is("StrSubstNo", "System", "TextStatic") {
				continue
			}
			args := msg.Child(syntax.ArgumentList)
			fixable := len(c.Args) == 1 && msg == c.Args[0] && args != nil && len(inner.Args) > 0 &&
				!f.CommentBetween(int(c.Call.First), int(c.Call.Last)-1)
			var edits []analysis.TextEdit
			if fixable {
				// Error(StrSubstNo(a, b)) -> Error(a, b): drop StrSubstNo( and its ).
				edits = []analysis.TextEdit{
					edit.Delete(syntax.Span{Start: f.Tokens[msg.First].Span.Start, End: f.Tokens[args.First].Span.End}),
					edit.Delete(f.Tokens[args.Last-1].Span),
				}
			}
			pass.Reportf(f.Span(c.Args[0]), []any{f.TokenText(inner.Name)},
				pass.FixIf(fixable, "PassArgumentsToError", "Pass the arguments of StrSubstNo to Error", edits...))
		}
	}
}
