package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AC0012 reports integration events that no other app can subscribe to.
var AC0012 = &analysis.Rule{
	ID:      "AC0012",
	Title:   "Integration events must not be declared in codeunits with Access set to Internal",
	Message: "The integration event %s is declared in an internal codeunit",
	Description: "An [IntegrationEvent] is a promise to other apps that they can subscribe; in a codeunit " +
		"with Access = Internal no other app can reach it. Either make the event an [InternalEvent] " +
		"(IncludeSender and Isolated are kept, Isolated written false when the event did not set it; " +
		"GlobalVarAccess is dropped), or remove the Access = Internal line from the codeunit. Obsolete codeunits and [Obsolete] events are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0012.ConvertToInternalEvent", "AC0012.RemoveAccessInternal"},
	Run:      runAC0012,
}

func runAC0012(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwCodeunit) {
		access := f.Property(obj, "Access")
		if access == nil || !f.PropertyValueIs(access, "Internal") {
			continue
		}
		for _, proc := range syntax.Procedures(obj) {
			attr := f.Attribute(proc, "IntegrationEvent")
			if attr == nil || f.HasObsoleteAttribute(proc) {
				continue
			}
			convert, ok := ac0012InternalEventEdit(f, attr)
			span := f.DeclSpan(proc)
			pass.Reportf(span, []any{f.Text(span)},
				pass.FixIf(ok, "ConvertToInternalEvent", "Refactor from IntegrationEvent to InternalEvent", convert),
				pass.Fix("RemoveAccessInternal", "Remove property Access = Internal", ac0012RemoveAccess(f, access)))
		}
	}
}

// ac0012InternalEventEdit rewrites [IntegrationEvent(IncludeSender,
// GlobalVarAccess[, Isolated])] as [InternalEvent(IncludeSender, Isolated)],
// Isolated written false (its default) when the event does not set it:
// the edit spans the attribute name and its argument list.
func ac0012InternalEventEdit(f *syntax.File, attr *syntax.Node) (analysis.TextEdit, bool) {
	name := f.NameToken(attr)
	args := attr.Child(syntax.ArgumentList)
	if name < 0 || args == nil {
		return analysis.TextEdit{}, false
	}
	exprs := make([]*syntax.Node, 0, 3)
	for _, c := range args.Children {
		if c.Kind.IsExpression() {
			exprs = append(exprs, c)
		}
	}
	if len(exprs) < 2 || len(exprs) > 3 || f.CommentBetween(name, int(args.Last)-1) {
		return analysis.TextEdit{}, false
	}
	isolated := "false"
	if len(exprs) == 3 {
		isolated = f.Text(f.Span(exprs[2]))
	}
	text := "InternalEvent(" + f.Text(f.Span(exprs[0])) + ", " + isolated + ")"
	return edit.Replace(syntax.Span{Start: f.Tokens[name].Span.Start, End: f.Tokens[args.Last-1].Span.End}, text), true
}

// ac0012RemoveAccess removes the Access property's line (a blank line
// after it stays, as ALCops leaves it).
func ac0012RemoveAccess(f *syntax.File, access *syntax.Node) analysis.TextEdit {
	return edit.RemoveNode(f, access)
}
