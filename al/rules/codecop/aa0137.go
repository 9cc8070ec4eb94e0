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

// AA0137 reports local and global variables that are never used.
var AA0137 = &analysis.Rule{
	ID:      "AA0137",
	Title:   "Do not declare variables that are unused",
	Message: "The %s '%s' is declared but never used",
	Description: "A variable that no code, property or control refers to only makes the reader look " +
		"for a use that is not there. Locals count as used when their procedure or trigger names them; " +
		"globals when any code, property value or control source expression of the object names them " +
		"(also as this.Name). A name used only as a member (Rec.Name) is not a use of a variable. " +
		"Parameters of local procedures count too (other procedures are LC0095's); procedures with " +
		"attributes (event subscribers and publishers, handlers) are skipped. Protected globals (an " +
		"extension may use them), variables declared WithEvents (their triggers use them) and names " +
		"mentioned in an inactive #if branch are not reported. The fix removes the declaration, and " +
		"the var keyword when its section becomes empty; for a parameter it also removes the argument " +
		"from every call in the object, and is offered only when every call is known (no overloads, " +
		"no calls on other instances) and the removed arguments are plain names, literals or " +
		"member accesses (no call whose side effect would be lost).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0137.RemoveVariable"},
	UsesProject: true,
	Run:         runAA0137,
	BatchFix:    batchAA0137,
}

func runAA0137(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, d := range aa0137Unused(f, scopes) {
		var edits []analysis.TextEdit
		ok := false
		if vs := d.Node.Ancestor(syntax.VarSection); vs != nil {
			edits, ok = edit.RemoveVariables(f, vs, map[int]bool{d.NameToken: true})
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{"variable", d.Name},
			pass.FixIf(ok, "RemoveVariable", "Remove the unused variable", edits...))
	}
	for _, d := range aa0137UnusedParameters(f, scopes) {
		edits, ok := aa0137RemoveParameters(pass, scopes, d.Routine, map[*syntax.Node]bool{d.Node: true})
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{"parameter", d.Name},
			pass.FixIf(ok, "RemoveVariable", "Remove the unused parameter and its arguments", edits...))
	}
}

// aa0137UnusedParameters returns the unreferenced parameters of local
// procedures without platform attributes.
func aa0137UnusedParameters(f *syntax.File, scopes *symbols.FileScopes) []*symbols.Decl {
	var out []*symbols.Decl
	params := decls.ParamsByRoutine(scopes)
	for _, obj := range f.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			if !f.IsLocal(proc) || proc.Child(syntax.Block) == nil || decls.CalledByPlatform(f, proc) {
				continue
			}
			for _, d := range params[proc] {
				if d.NameToken >= 0 && !decls.IsUsed(f, d, f.Span(proc)) {
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// aa0137RemoveParameters returns the edits that remove parameters of a
// local procedure from its signature and the matching arguments from every
// call of it in the object. ok is false when a call cannot be found for
// sure or a removed argument may have a side effect.
func aa0137RemoveParameters(pass *analysis.Pass, scopes *symbols.FileScopes, proc *syntax.Node, remove map[*syntax.Node]bool) ([]analysis.TextEdit, bool) {
	f := pass.File
	pl := proc.Child(syntax.ParameterList)
	if pl == nil {
		return nil, false
	}
	params := pl.ChildrenOf(syntax.Parameter)
	marks := make([]bool, len(params))
	for i, p := range params {
		marks[i] = remove[p]
	}
	edits, ok := edit.RemoveParameters(f, pl, remove)
	if !ok {
		return nil, false
	}
	obj := proc.Ancestor(syntax.Object)
	var decl *symbols.Decl
	name := strings.ToLower(f.DeclName(proc))
	for _, d := range scopes.ProcedureDecls(obj) {
		if strings.ToLower(d.Name) == name {
			if decl != nil || d.Node != proc {
				return nil, false // overloads: calls cannot be told apart
			}
			decl = d
		}
	}
	if decl == nil || f.MentionedInDisabledCode(f.Span(obj), decl.Name) {
		return nil, false
	}
	calls := map[*syntax.Node]bool{}
	for _, r := range decl.Refs {
		call := r.Node.Parent
		if call == nil || call.Kind != syntax.CallExpr || call.Children[0] != r.Node {
			return nil, false // named without parentheses: no argument list to edit
		}
		calls[call] = true
	}
	// Any other call naming the procedure (Other.Proc(...) on another
	// instance) is not a resolved reference: refuse.
	for n := range pass.NodesIn(obj, syntax.CallExpr) {
		if calls[n] || len(n.Children) == 0 {
			continue
		}
		c := n.Children[0]
		if c.Last > c.First && (c.Kind == syntax.NameExpr || c.Kind == syntax.MemberExpr) &&
			strings.ToLower(syntax.Unquote(f.TokenText(int(c.Last)-1))) == name {
			return nil, false
		}
	}
	for call := range calls {
		al := call.Child(syntax.ArgumentList)
		if al == nil || len(al.Children) != len(params) {
			return nil, false
		}
		spans := make([]syntax.Span, len(al.Children))
		for i, a := range al.Children {
			if marks[i] && !aa0137Pure(pass, a) {
				return nil, false
			}
			spans[i] = f.Span(a)
		}
		if f.CommentBetween(int(al.First), int(al.Last)-1) {
			return nil, false
		}
		edits = append(edits, edit.RemoveListItems(spans, marks)...)
	}
	return edit.MergeDeletions(edits), true
}

// aa0137Pure reports whether an argument expression can be dropped without
// losing a side effect: names, literals, member and scope accesses,
// parentheses, unary and binary operators over those (no calls, no
// indexing by calls).
func aa0137Pure(pass *analysis.Pass, n *syntax.Node) bool {
	pure := true
	pass.Walk(n, func(c *syntax.Node) bool {
		switch c.Kind {
		case syntax.NameExpr, syntax.LiteralExpr, syntax.MemberExpr, syntax.ScopeExpr, syntax.ParenExpr,
			syntax.UnaryExpr, syntax.BinaryExpr, syntax.ThisExpr, syntax.IndexExpr:
			return true
		}
		pure = false
		return false
	})
	return pure
}

// aa0137Unused returns the declared local and global variables of the file
// that nothing refers to (this.Name counts as a reference to a global).
func aa0137Unused(f *syntax.File, scopes *symbols.FileScopes) []*symbols.Decl {
	var out []*symbols.Decl
	for _, d := range scopes.Decls {
		if (d.Kind != symbols.LocalVar && d.Kind != symbols.GlobalVar) || d.Node == nil || d.NameToken < 0 ||
			d.Protected || d.Inherited || len(d.Refs) > 0 {
			continue
		}
		if f.HasWithEvents(d.Node) || f.MentionedInDisabledCode(decls.Visibility(f, d), d.Name) {
			continue
		}
		if aa0137QualifiedUse(f, d) {
			continue
		}
		if d.Kind == symbols.LocalVar && f.InObsoleteCode(d.Node) {
			// A local of an obsolete procedure is left as it is: Base
			// Application's ruleset makes AA0137 an Error, and its obsolete
			// procedures that only forward keep unused locals without a pragma.
			continue
		}
		out = append(out, d)
	}
	return out
}

// aa0137QualifiedUse reports whether the routine (local) or object (global)
// of d writes d's name before '::', as in EventCategory::Sales: with a
// variable of that name in scope the compiler takes it for the variable (an
// enum value read through it), so CodeCop counts it as a use. External
// business events declare a global EventCategory: Enum EventCategory for
// the attribute's argument.
func aa0137QualifiedUse(f *syntax.File, d *symbols.Decl) bool {
	n := d.Routine
	if n == nil {
		n = d.Object
	}
	if n == nil {
		return false
	}
	for i := int(n.First); i+1 < int(n.Last); i++ {
		if f.Tokens[i+1].Kind == syntax.ColonColon && f.Tokens[i].Kind.IsName() && i != d.NameToken &&
			strings.EqualFold(syntax.Unquote(f.TokenText(i)), d.Name) {
			return true
		}
	}
	return false
}

// batchAA0137 removes every reported variable, rewriting each var section
// once, and every reported parameter, rewriting each procedure's signature
// and calls once.
func batchAA0137(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
	f := pass.File
	bySection := map[*syntax.Node]map[int]bool{}
	byProc := map[*syntax.Node]map[*syntax.Node]bool{}
	var order, procs []*syntax.Node
	for _, d := range reports {
		if p := f.NodeAt(d.Span.Start); p != nil && p.Kind == syntax.Parameter {
			proc := p.Ancestor(syntax.Procedure)
			if proc == nil {
				continue
			}
			if byProc[proc] == nil {
				byProc[proc] = map[*syntax.Node]bool{}
				procs = append(procs, proc)
			}
			byProc[proc][p] = true
			continue
		}
		tok := f.TokenAt(d.Span.Start)
		if tok < 0 {
			continue
		}
		vs := f.NodeAt(d.Span.Start)
		for vs != nil && vs.Kind != syntax.VarSection {
			vs = vs.Parent
		}
		if vs == nil {
			continue
		}
		if bySection[vs] == nil {
			bySection[vs] = map[int]bool{}
			order = append(order, vs)
		}
		bySection[vs][tok] = true
	}
	var edits []analysis.TextEdit
	for _, vs := range order {
		if e, ok := edit.RemoveVariables(f, vs, bySection[vs]); ok {
			edits = append(edits, e...)
		}
	}
	if len(procs) > 0 {
		scopes := pass.Scopes()
		for _, proc := range procs {
			if e, ok := aa0137RemoveParameters(pass, scopes, proc, byProc[proc]); ok {
				edits = append(edits, e...)
			}
		}
	}
	return edits
}
