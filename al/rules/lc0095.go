package rules

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
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
	BatchFix:    batchUnusedParameters,
}

func runLC0095(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	params := paramsByRoutine(scopes)
	for obj := range pass.Objects() {
		switch f.ObjectKind(obj) {
		case syntax.KwInterface, syntax.KwControlAddIn:
			continue
		}
		required, known := lc0095InterfaceMethods(pass.Summary, scopes.ObjectSymbols(obj))
		if !known {
			continue
		}
		for _, proc := range syntax.Procedures(obj) {
			if proc.Child(syntax.Block) == nil || required[strings.ToLower(f.DeclName(proc))] || lc0095Skip(f, obj, proc) {
				continue
			}
			callersKnown := lc0095CallersInProject(pass, obj, proc)
			for _, d := range params[proc] {
				if d.NameToken < 0 || isUsed(f, d, f.Span(proc)) {
					continue
				}
				var edits []analysis.TextEdit
				ok := false
				if callersKnown {
					edits, ok = removeParametersEverywhere(pass, obj, proc, []*syntax.Node{d.Node})
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

// lc0095InterfaceMethods returns the lower-case names of the procedures the
// interfaces an object implements require (extended interfaces included).
// known is false when one of them is not in the summary.
func lc0095InterfaceMethods(sum *symbols.Summary, obj *symbols.Object) (methods map[string]bool, known bool) {
	methods = map[string]bool{}
	if obj == nil {
		return methods, true
	}
	seen := map[string]bool{}
	var visit func(names []string) bool
	visit = func(names []string) bool {
		for _, n := range names {
			key := strings.ToLower(n)
			if seen[key] {
				continue
			}
			seen[key] = true
			if sum == nil {
				return false
			}
			iface := sum.Interface(n)
			if iface == nil {
				return false
			}
			for _, p := range iface.Procedures {
				methods[strings.ToLower(p.Name)] = true
			}
			if !visit(iface.Implements) {
				return false
			}
		}
		return true
	}
	return methods, visit(obj.Implements)
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
	targets := procTargets(pass, obj)
	if len(targets) == 0 {
		return false
	}
	// The base object when obj extends one: its procedures and every
	// extension's share one name space.
	return len(sum.ProceduresNamed(targets[len(targets)-1], f.DeclName(proc))) == 1
}

// procTargets returns the summary's objects through which a call can reach
// a procedure of obj: obj itself and, for a table or page extension, its
// base object (last).
func procTargets(pass *analysis.Pass, obj *syntax.Node) []*symbols.Object {
	sym := pass.Scopes().ObjectSymbols(obj)
	if sym == nil || pass.Summary == nil {
		return nil
	}
	self := pass.Summary.ObjectIn(sym.Kind, sym.Namespace, sym.Name)
	if self == nil {
		return nil
	}
	out := []*symbols.Object{self}
	if base := strings.TrimSuffix(sym.Kind, "extension"); base != sym.Kind && sym.Extends != "" {
		b := pass.Summary.ObjectIn(base, sym.ExtendsNamespace, sym.Extends)
		if b == nil {
			return nil
		}
		out = append(out, b)
	}
	return out
}

// removeParametersEverywhere returns the edits removing params (Parameter
// nodes of proc, in obj of the pass's file) from the signature and the
// matching arguments from every call in the project's sources. ok is false
// when some call cannot be updated for sure: a call of that name whose
// receiver is not known and whose argument count fits, an argument that
// could have a side effect, a comment or directive in an argument list, a
// file alfix does not edit, or the name in inactive #if code.
func removeParametersEverywhere(pass *analysis.Pass, obj, proc *syntax.Node, params []*syntax.Node) ([]analysis.TextEdit, bool) {
	f := pass.File
	pl := proc.Child(syntax.ParameterList)
	if pl == nil {
		return nil, false
	}
	all := pl.ChildrenOf(syntax.Parameter)
	remove := map[*syntax.Node]bool{}
	positions := map[int]bool{}
	for _, p := range params {
		i := slices.Index(all, p)
		if i < 0 {
			return nil, false
		}
		remove[p], positions[i] = true, true
	}
	edits, ok := edit.RemoveParameters(f, pl, remove)
	if !ok {
		return nil, false
	}
	targets := procTargets(pass, obj)
	if len(targets) == 0 {
		return nil, false
	}
	name := f.DeclName(proc)
	sources := pass.Sources()
	for _, path := range sources.Mentioning(name) {
		tree := sources.Tree(path)
		if tree == nil || tree.Encoding != "" || tree.MentionedInDisabledCode(tree.Span(tree.Root), name) {
			return nil, false
		}
		var scopes *symbols.FileScopes
		if path == pass.Path {
			scopes = pass.Scopes()
		} else {
			scopes = symbols.Scopes(tree, pass.Summary)
		}
		more, ok := callSiteEdits(tree, scopes, targets, name, len(all), positions)
		if !ok {
			return nil, false
		}
		for i := range more {
			if path != pass.Path {
				more[i].Path = path
			}
		}
		edits = append(edits, more...)
	}
	return edits, true
}

// callSiteEdits returns the edits removing the arguments at positions from
// every call in tree of the procedure name of one of targets taking n
// arguments (see removeParametersEverywhere).
func callSiteEdits(tree *syntax.File, scopes *symbols.FileScopes, targets []*symbols.Object, name string, n int, positions map[int]bool) (edits []analysis.TextEdit, ok bool) {
	ok = true
	syntax.Walk(tree.Root, func(c *syntax.Node) bool {
		if !ok {
			return false
		}
		if c.Kind != syntax.CallExpr || len(c.Children) < 2 || c.Children[1].Kind != syntax.ArgumentList {
			return true
		}
		tok := tree.CalleeNameToken(c.Children[0])
		if tok < 0 || !syntax.SameName(tree.TokenText(tok), name) {
			return true
		}
		args := c.Children[1]
		obj, _ := scopes.CalleeObject(c)
		switch {
		case obj == nil:
			// A call of this name on a receiver alfix cannot resolve may be
			// this procedure unless its argument count rules it out.
			ok = len(args.Children) != n
			return true
		case !slices.ContainsFunc(targets, func(t *symbols.Object) bool { return sameObject(t, obj) }),
			len(args.Children) != n:
			return true
		}
		for i := range positions {
			if !sideEffectFree(scopes, args.Children[i]) {
				ok = false
				return false
			}
		}
		e, can := edit.RemoveArguments(tree, args, positions)
		if !can {
			ok = false
			return false
		}
		edits = append(edits, e...)
		return true
	})
	return edits, ok
}

// sameObject reports whether two symbols describe the same object (the
// summary's and a file's own extraction are different values).
func sameObject(a, b *symbols.Object) bool {
	return a.ID == b.ID && strings.EqualFold(a.Kind, b.Kind) && strings.EqualFold(a.Name, b.Name) &&
		strings.EqualFold(a.Namespace, b.Namespace)
}

// sideEffectFree reports whether dropping an argument expression cannot
// drop an effect: literals, names of variables, fields and option values,
// and operators over them; not calls (with or without parentheses: a
// built-in or a procedure named bare or as a member).
func sideEffectFree(scopes *symbols.FileScopes, e *syntax.Node) bool {
	switch e.Kind {
	case syntax.LiteralExpr, syntax.ScopeExpr:
		return true
	case syntax.NameExpr:
		if scopes.BuiltinOf(e) != nil {
			return false
		}
		r := scopes.RefOf(e)
		return r == nil || r.Decl == nil || r.Decl.Kind != symbols.ProcedureDecl
	case syntax.MemberExpr:
		if len(e.Children) == 0 || !sideEffectFree(scopes, e.Children[0]) || scopes.BuiltinOf(e) != nil ||
			len(scopes.Callees(e)) > 0 {
			return false
		}
		return scopes.TypeOf(e.Children[0]).Known()
	case syntax.UnaryExpr, syntax.BinaryExpr, syntax.ParenExpr, syntax.IndexExpr, syntax.SetExpr, syntax.RangeExpr, syntax.TernaryExpr:
		for _, c := range e.Children {
			if c.Kind.IsExpression() && !sideEffectFree(scopes, c) {
				return false
			}
		}
		return true
	}
	return false
}

// batchUnusedParameters removes every reported parameter (LC0095, LC0099),
// rewriting each parameter list, and each argument list calling it, once.
func batchUnusedParameters(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
	f := pass.File
	byProc := map[*syntax.Node][]*syntax.Node{}
	var order []*syntax.Node
	for _, d := range reports {
		p := f.NodeAt(d.Span.Start)
		for p != nil && p.Kind != syntax.Parameter {
			p = p.Parent
		}
		if p == nil || p.Parent == nil || p.Parent.Kind != syntax.ParameterList || p.Parent.Parent == nil {
			continue
		}
		proc := p.Parent.Parent
		if byProc[proc] == nil {
			order = append(order, proc)
		}
		byProc[proc] = append(byProc[proc], p)
	}
	var edits []analysis.TextEdit
	for _, proc := range order {
		obj := proc.Parent
		for obj != nil && obj.Kind != syntax.Object {
			obj = obj.Parent
		}
		var e []analysis.TextEdit
		ok := false
		if key == "LC0099.RemoveParameter" {
			e, ok = edit.RemoveParameters(f, proc.Child(syntax.ParameterList), nodeSet(byProc[proc]))
		} else if obj != nil {
			e, ok = removeParametersEverywhere(pass, obj, proc, byProc[proc])
		}
		if ok {
			edits = append(edits, e...)
		}
	}
	return edits
}

// nodeSet returns the set of the nodes.
func nodeSet(nodes []*syntax.Node) map[*syntax.Node]bool {
	m := make(map[*syntax.Node]bool, len(nodes))
	for _, n := range nodes {
		m[n] = true
	}
	return m
}
