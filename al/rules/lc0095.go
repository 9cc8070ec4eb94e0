package rules

import (
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
		"and publishers, test handlers (attributes ending in Handler), [ServiceEnabled] actions, " +
		"obsolete procedures, callbacks taking only an ErrorInfo or Notification, and procedures an " +
		"implemented interface requires (an object implementing an interface that is not in the " +
		"project is skipped whole: its methods cannot be told apart). A name mentioned in an inactive " +
		"#if branch counts as used. The fix removes the parameter from the signature only: callers " +
		"must be updated by hand.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0095.RemoveParameter"},
	UsesProject: true,
	Run:         runLC0095,
	BatchFix:    batchLC0095,
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
			if proc.Child(syntax.Block) == nil || required[strings.ToLower(f.DeclName(proc))] || lc0095Skip(f, proc) {
				continue
			}
			pl := proc.Child(syntax.ParameterList)
			for _, d := range params[proc] {
				if d.NameToken < 0 || isUsed(f, d, f.Span(proc)) {
					continue
				}
				var edits []analysis.TextEdit
				ok := false
				if pl != nil {
					edits, ok = edit.RemoveParameters(f, pl, map[*syntax.Node]bool{d.Node: true})
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
func lc0095Skip(f *syntax.File, proc *syntax.Node) bool {
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
	// Notification and ErrorInfo action callbacks take exactly that one
	// parameter, used or not.
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

// batchLC0095 removes every reported parameter, rewriting each parameter
// list once.
func batchLC0095(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
	f := pass.File
	byList := map[*syntax.Node]map[*syntax.Node]bool{}
	var order []*syntax.Node
	for _, d := range reports {
		p := f.NodeAt(d.Span.Start)
		for p != nil && p.Kind != syntax.Parameter {
			p = p.Parent
		}
		if p == nil || p.Parent == nil || p.Parent.Kind != syntax.ParameterList {
			continue
		}
		pl := p.Parent
		if byList[pl] == nil {
			byList[pl] = map[*syntax.Node]bool{}
			order = append(order, pl)
		}
		byList[pl][p] = true
	}
	var edits []analysis.TextEdit
	for _, pl := range order {
		if e, ok := edit.RemoveParameters(f, pl, byList[pl]); ok {
			edits = append(edits, e...)
		}
	}
	return edits
}
