package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0015 reports Guid values compared with an empty string.
var PC0015 = &analysis.Rule{
	ID:      "PC0015",
	Title:   "Use IsNullGuid() to check for empty GUID values",
	Message: "Use IsNullGuid(%s) instead of comparing the Guid with ''",
	Description: "Comparing a Guid with '' converts the text to a Guid at run time; IsNullGuid says " +
		"what is meant and cannot fail. A comparison (= or <>) with the empty string literal is " +
		"reported when the other side is known to be a Guid: a variable, parameter or return value " +
		"declared Guid, or a Guid field of a table in the project (the implicit Rec included). " +
		"Expressions whose type cannot be seen (fields of tables outside the project, names inside " +
		"with bodies) are not reported. The fix writes System.IsNullGuid(x), or not System.IsNullGuid(x) for <> " +
		"(qualified, as ALCops writes it, so that a procedure called IsNullGuid cannot capture the call).",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0015.UseIsNullGuid"},
	UsesProject: true,
	Run:         runPC0015,
}

func runPC0015(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.Nodes(syntax.BinaryExpr) {
		if n.Kind != syntax.BinaryExpr || len(n.Children) != 2 {
			continue
		}
		op := int(n.Children[0].Last)
		if op >= len(f.Tokens) {
			continue
		}
		negate := false
		switch f.Tokens[op].Kind {
		case syntax.Equal:
		case syntax.NotEqual:
			negate = true
		default:
			continue
		}
		var guid *syntax.Node
		switch l, r := n.Children[0], n.Children[1]; {
		case pc0015EmptyString(f, r):
			guid = l
		case pc0015EmptyString(f, l):
			guid = r
		default:
			continue
		}
		if !scopes.TypeOf(guid).Is("Guid") {
			continue
		}
		text := "System.IsNullGuid(" + f.Text(f.Span(guid)) + ")"
		if negate {
			text = "not " + text
		}
		fix := pass.Fix("UseIsNullGuid", "Use IsNullGuid()", edit.Replace(f.Span(n), text))
		pass.Reportf(f.Span(n), []any{f.Text(f.Span(guid))}, fix)
	}
}

// pc0015EmptyString reports whether n is the empty string literal.
func pc0015EmptyString(f *syntax.File, n *syntax.Node) bool {
	return n.Kind == syntax.LiteralExpr && n.Len() == 1 && f.Tokens[n.First].Kind == syntax.String &&
		f.TokenText(int(n.First)) == "''"
}
