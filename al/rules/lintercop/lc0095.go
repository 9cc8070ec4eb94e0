package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/syntax"
)

// LC0095 reports parameters of regular procedures that their body never
// refers to.
var LC0095 = &analysis.Rule{
	ID:      "LC0095",
	Title:   "Parameter is not referenced",
	Message: "The parameter '%s' is not referenced in '%s'",
	Description: "A parameter the procedure never reads or writes asks callers for a value that " +
		"changes nothing. Checked are procedures with a body that are not local (a local procedure's " +
		"callers are all in the object), outside obsolete objects. Not checked: event subscribers " +
		"(LC0099) and publishers, test handlers (attributes ending in Handler), [ServiceEnabled] " +
		"actions, obsolete procedures, ErrorInfo or Notification action callbacks (codeunit procedures " +
		"taking only that one parameter), and procedures an implemented interface requires (an object " +
		"implementing an interface that is not in the project is skipped whole: its methods cannot be " +
		"told apart). A name mentioned in an inactive #if branch counts as used. The fix removes the " +
		"parameter and the argument at every call site in the project. It is offered only when every " +
		"caller must be in the project: an internal procedure (or any procedure of an object with " +
		"Access = Internal) of an app without internalsVisibleTo friends, or a public one of an app " +
		"whose id ranges lie in the per-tenant range 50000..99999 (such an app is not on AppSource) and " +
		"that no other project of the workspace depends on; and not for overloaded procedures. When " +
		"the fix is computed, a call whose receiver cannot be resolved, an argument that could have a " +
		"side effect (a call), or a mention of the procedure in inactive #if code leaves the diagnostic " +
		"without a fix.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0095.RemoveParameter"},
	UsesProject: true,
	Run:         runLC0095,
	BatchFix:    decls.RemoveParameters,
}

func runLC0095(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	params := decls.ParamsByRoutine(scopes)
	for obj := range pass.Objects() {
		switch f.ObjectKind(obj) {
		case syntax.KwInterface, syntax.KwControlAddIn:
			continue
		}
		required, known := decls.InterfaceMethods(pass.Summary, scopes.ObjectSymbols(obj))
		if !known {
			continue
		}
		for _, proc := range syntax.Procedures(obj) {
			if proc.Child(syntax.Block) == nil || required[strings.ToLower(f.DeclName(proc))] || lc0095Skip(f, obj, proc) {
				continue
			}
			callersKnown := lc0095CallersInProject(pass, obj, proc)
			for _, d := range params[proc] {
				if d.NameToken < 0 || decls.IsUsed(f, d, f.Span(proc)) {
					continue
				}
				var edits []analysis.TextEdit
				ok := false
				if callersKnown {
					edits, ok = decls.RemoveParametersEverywhere(pass, obj, proc, []*syntax.Node{d.Node})
				}
				pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name, f.DeclName(proc)},
					pass.FixIf(ok, "RemoveParameter", "Remove the unreferenced parameter", edits...))
			}
		}
	}
}

// lc0095Skip reports whether a procedure's signature is dictated by
// something else than its body: local procedures are left to the object,
// and event, handler, service and callback procedures are excluded.
func lc0095Skip(f *syntax.File, obj, proc *syntax.Node) bool {
	if f.IsLocal(proc) {
		return true
	}
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		name := strings.ToLower(f.DeclName(a))
		switch {
		case name == "eventsubscriber", name == "serviceenabled", name == "obsolete",
			strings.HasSuffix(name, "handler"):
			return true
		}
	}
	if f.EventPublisher(proc) != nil {
		return true
	}
	// Notification and ErrorInfo action callbacks (AddAction names a
	// codeunit's method) take exactly that one parameter, used or not.
	if f.ObjectKind(obj) == syntax.KwCodeunit {
		if pl := proc.Child(syntax.ParameterList); pl != nil {
			if ps := pl.ChildrenOf(syntax.Parameter); len(ps) == 1 {
				if tr := ps[0].Child(syntax.TypeRef); tr != nil {
					t := strings.ToLower(strings.TrimSpace(f.Text(f.Span(tr))))
					if t == "notification" || t == "errorinfo" {
						return true
					}
				}
			}
		}
	}
	return false
}

// lc0095CallersInProject reports whether every caller of a (non-local)
// procedure is in the project, so that a fix can update them all: from the
// declarations alone (results are cached by them), never from the code of
// other files. An internal procedure, or one of an internal object, is
// callable by the app and its internalsVisibleTo friends; a public (or
// protected) one by every app that depends on this one, which alfix can
// rule out only for a per-tenant app (its id ranges inside 50000..99999:
// not on AppSource) that no other project of the workspace depends on.
// Overloaded procedures are refused: a call could not be told apart.
func lc0095CallersInProject(pass *analysis.Pass, obj, proc *syntax.Node) bool {
	f := pass.File
	sum := pass.Summary
	if sum == nil {
		return false
	}
	internal := !f.IsPublic(obj)
	if m := f.AccessModifier(proc); m >= 0 && f.Tokens[m].Keyword == syntax.KwInternal {
		internal = true
	}
	if internal {
		if len(sum.App.InternalsVisibleTo) > 0 {
			return false
		}
	} else if !pass.Config.PerTenantRange() || len(sum.Dependents) > 0 {
		return false
	}
	targets := decls.ProcTargets(pass, obj)
	if len(targets) == 0 {
		return false
	}
	// The base object when obj extends one: its procedures and every
	// extension's share one name space.
	return len(sum.ProceduresNamed(targets[len(targets)-1], f.DeclName(proc))) == 1
}
