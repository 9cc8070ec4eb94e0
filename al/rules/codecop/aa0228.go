package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0228 reports local procedures that nothing in their object calls.
var AA0228 = &analysis.Rule{
	ID:      "AA0228",
	Title:   "The local method must be used; otherwise removed",
	Message: "The local procedure '%s' is never used",
	Description: "A local procedure can only be called from its own object; when no code, property " +
		"or control of the object names it, it is dead code. A call through a member of any " +
		"receiver (this.Name, Rec.Name, Other.Name with a variable of the same object type) and a " +
		"mention in an inactive #if branch count as uses; overloads count as used together. " +
		"Procedures with attributes other than TryFunction, NonDebuggable, Scope, " +
		"InherentPermissions and CommitBehavior (event subscribers and publishers, handlers) are " +
		"not reported: the platform calls them. The fix removes the procedure with its attributes " +
		"and /// documentation; it is not offered when a directive sits inside the procedure.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0228.RemoveProcedure"},
	UsesProject: true,
	Run:         runAA0228,
}

func runAA0228(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, obj := range f.Objects() {
		used := aa0228UsedNames(pass, scopes, obj)
		span := f.Span(obj)
		for _, proc := range syntax.Procedures(obj) {
			if !f.IsLocal(proc) || proc.Child(syntax.Block) == nil {
				continue
			}
			name := f.DeclName(proc)
			if used[strings.ToLower(name)] || decls.CalledByPlatform(f, proc) || f.MentionedInDisabledCode(span, name) {
				continue
			}
			e, ok := edit.RemoveMember(f, proc)
			pass.Reportf(f.DeclSpan(proc), []any{name}, pass.FixIf(ok, "RemoveProcedure", "Remove the unused local procedure", e))
		}
	}
}

// aa0228UsedNames returns the lower-case names of the object's procedures
// that are referenced, plus every member name called on any receiver in the
// object (a local procedure may be called on another instance of the same
// object type), and every name called with parentheses (a local variable
// may share the procedure's name).
func aa0228UsedNames(pass *analysis.Pass, scopes *symbols.FileScopes, obj *syntax.Node) map[string]bool {
	f := pass.File
	used := map[string]bool{}
	for _, d := range scopes.ProcedureDecls(obj) {
		if len(d.Refs) > 0 {
			used[strings.ToLower(d.Name)] = true
		}
	}
	for n := range pass.NodesIn(obj, syntax.MemberExpr, syntax.NameExpr) {
		tok := -1
		switch {
		case n.Kind == syntax.MemberExpr && n.Last > n.First:
			tok = int(n.Last) - 1
		case n.Kind == syntax.NameExpr && n.IsCallee():
			// X() calls the procedure X even where a variable X is in scope.
			tok = int(n.First)
		}
		if tok >= 0 && f.Tokens[tok].Kind.IsName() {
			used[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] = true
		}
	}
	return used
}
