package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/syntax"
)

// LC0099 reports parameters of event subscribers that their body never
// refers to (ALCops split them out of LC0095).
var LC0099 = &analysis.Rule{
	ID:      "LC0099",
	Title:   "Event subscriber parameter is not referenced",
	Message: "The parameter '%s' is not referenced in the event subscriber '%s'",
	Description: "An event subscriber may declare only the publisher's parameters it uses (matched by " +
		"name), so a parameter its body never reads or writes is noise. Checked are event subscribers " +
		"with a body, outside obsolete objects and [Obsolete] procedures; a name mentioned in an inactive " +
		"#if branch counts as used. The fix removes the parameter from the subscriber; it is offered for " +
		"local subscribers that nothing in their object calls (a subscriber called directly would need " +
		"its callers changed too).",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0099.RemoveParameter"},
	UsesProject: true,
	Run:         runLC0099,
	BatchFix:    decls.RemoveParameters,
}

func runLC0099(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	params := decls.ParamsByRoutine(scopes)
	for obj := range pass.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			if proc.Child(syntax.Block) == nil || f.Attribute(proc, "EventSubscriber") == nil || f.HasObsoleteAttribute(proc) {
				continue
			}
			// A local subscriber that nothing in the object calls: removing
			// a parameter touches nothing else.
			fixable := f.IsLocal(proc)
			if d := scopes.DeclAt(f.NameToken(proc)); d == nil || len(d.Refs) > 0 || lc0099MentionedElsewhere(f, obj, proc) {
				fixable = false
			}
			pl := proc.Child(syntax.ParameterList)
			for _, d := range params[proc] {
				if d.NameToken < 0 || decls.IsUsed(f, d, f.Span(proc)) {
					continue
				}
				var edits []analysis.TextEdit
				ok := false
				if fixable && pl != nil {
					edits, ok = edit.RemoveParameters(f, pl, map[*syntax.Node]bool{d.Node: true})
				}
				pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name, f.DeclName(proc)},
					pass.FixIf(ok, "RemoveParameter", "Remove the unreferenced parameter", edits...))
			}
		}
	}
}

// lc0099MentionedElsewhere reports whether the subscriber's name is
// mentioned in inactive #if code of its object outside its own body (which
// could call it once the symbol is defined).
func lc0099MentionedElsewhere(f *syntax.File, obj, proc *syntax.Node) bool {
	name := strings.ToLower(f.DeclName(proc))
	span, own := f.Span(obj), f.Span(proc)
	return f.MentionedInDisabledCode(syntax.Span{Start: span.Start, End: own.Start}, name) ||
		f.MentionedInDisabledCode(syntax.Span{Start: own.End, End: span.End}, name)
}
