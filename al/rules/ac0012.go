package rules

import (
	"strings"

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
		"(IncludeSender and Isolated are kept, GlobalVarAccess is dropped), or remove Access = Internal " +
		"from the codeunit. Obsolete codeunits and [Obsolete] events are skipped.",
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
// GlobalVarAccess[, Isolated])] as [InternalEvent(IncludeSender[, Isolated])]:
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
	text := "InternalEvent(" + f.Text(f.Span(exprs[0]))
	if len(exprs) == 3 {
		text += ", " + f.Text(f.Span(exprs[2]))
	}
	text += ")"
	return edit.Replace(syntax.Span{Start: f.Tokens[name].Span.Start, End: f.Tokens[args.Last-1].Span.End}, text), true
}

// ac0012RemoveAccess removes the Access property's line. When the property
// directly follows the object's '{' and a blank line follows it, the blank
// line goes too, so that no empty line is left at the top of the body.
func ac0012RemoveAccess(f *syntax.File, access *syntax.Node) analysis.TextEdit {
	e := edit.RemoveNode(f, access)
	src := f.Src
	start, end := e.Span.Start, e.Span.End
	if start == 0 || syntax.LineStart(src, start) != start || end >= len(src) {
		return e
	}
	brk := start - 1 // the previous line's break (LF, CRLF or CR)
	if src[brk] == '\n' && brk > 0 && src[brk-1] == '\r' {
		brk--
	}
	if strings.TrimSpace(string(src[syntax.LineStart(src, brk):brk])) != "{" {
		return e
	}
	if le := syntax.LineEnd(src, end); le < len(src) && syntax.OnlySpace(src, end, le) {
		e.Span.End = syntax.AfterLineBreak(src, le)
	}
	return e
}
