package decls

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// ProcTargets returns the summary's objects through which a call can reach
// a procedure of obj: obj itself and, for a table or page extension, its
// base object (last).
func ProcTargets(pass *analysis.Pass, obj *syntax.Node) []*symbols.Object {
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

// RemoveParametersEverywhere returns the edits removing params (Parameter
// nodes of proc, in obj of the pass's file) from the signature and the
// matching arguments from every call in the project's sources. ok is false
// when some call cannot be updated for sure: a call of that name whose
// receiver is not known and whose argument count fits, an argument that
// could have a side effect, a comment or directive in an argument list, a
// file alfix does not edit, or the name in inactive #if code.
func RemoveParametersEverywhere(pass *analysis.Pass, obj, proc *syntax.Node, params []*syntax.Node) ([]analysis.TextEdit, bool) {
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
	targets := ProcTargets(pass, obj)
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
// arguments (see RemoveParametersEverywhere).
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

// RemoveParameters removes every reported parameter (LC0095, LC0099),
// rewriting each parameter list, and each argument list calling it, once.
func RemoveParameters(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
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
			e, ok = RemoveParametersEverywhere(pass, obj, proc, byProc[proc])
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
