package lintercop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0096 reports a record passed to a procedure that already runs on that
// record: Rec.Proc(Rec), or Proc(Rec) inside the record's own table or page.
var LC0096 = &analysis.Rule{
	ID:      "LC0096",
	Title:   "Unnecessary record parameter in method call",
	Message: "'%s' is passed to '%s', which already runs on that record: use Rec inside the procedure instead of a parameter",
	Description: "A procedure of a table (or table extension) called on a record variable sees that " +
		"record as Rec; passing the same variable as an argument (Customer.Check(Customer)) hands it " +
		"over twice. The same holds for Proc(Rec) inside the table, and for a local or internal " +
		"procedure of a page or page extension called with the page's Rec (a public page procedure " +
		"may be called from outside with another record, so it is not reported). Reported is the " +
		"argument, when it is the receiver's own name (or Rec) and the parameter is a Record of the " +
		"same table. Not reported: built-in methods, event publishers, field arguments " +
		"(Customer.Check(Customer.Name)), other records, and calls whose procedure alfix cannot " +
		"resolve (a procedure of a dependency's table).",
	Severity:    analysis.SeverityWarning,
	Category:    "Usage",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0096,
}

func runLC0096(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	if pass.Summary == nil {
		return
	}
	for call := range pass.Code(syntax.CallExpr) {
		if len(call.Children) < 2 || call.Children[1].Kind != syntax.ArgumentList || len(call.Children[1].Children) == 0 {
			continue
		}
		args := call.Children[1].Children
		// The names come first: they are cheap, the types are not.
		self := lc0096SelfName(f, call.Children[0])
		if self == "" || !slices.ContainsFunc(args, func(a *syntax.Node) bool { return namedLike(f, a, self) }) {
			continue
		}
		table := lc0096SelfTable(pass, call)
		if table == "" {
			continue
		}
		obj, name := scopes.CalleeObject(call)
		if obj == nil {
			continue
		}
		proc, ok := lc0096Procedure(pass.Summary.ProceduresNamed(obj, name), len(args))
		if !ok || proc.EventPublisher {
			continue
		}
		if call.Children[0].Kind == syntax.NameExpr && lc0096PageObject(f, call) && proc.Access != "local" && proc.Access != "internal" {
			continue
		}
		for i, a := range args {
			if !namedLike(f, a, self) {
				continue
			}
			pt := proc.Parameters[i].Type
			if pt == nil || !pt.Is("Record") || !strings.EqualFold(pt.Object, table) {
				continue
			}
			pass.Reportf(f.Span(a), []any{f.Text(f.Span(a)), proc.Name})
		}
	}
}

// namedLike reports whether an argument is a bare name equal to name,
// ignoring case and quotes.
func namedLike(f *syntax.File, a *syntax.Node, name string) bool {
	return a.Kind == syntax.NameExpr && strings.EqualFold(syntax.Unquote(f.TokenText(int(a.First))), name)
}

// lc0096SelfName returns the name through which the called procedure would
// see its own record at a call: the receiver of Record.Proc(...) when it is
// a plain name, Rec for a bare call; "" otherwise. lc0096SelfTable says
// whether that name is a record.
func lc0096SelfName(f *syntax.File, callee *syntax.Node) string {
	switch callee.Kind {
	case syntax.MemberExpr:
		if recv := callee.Children[0]; recv.Kind == syntax.NameExpr {
			return syntax.Unquote(f.TokenText(int(recv.First)))
		}
	case syntax.NameExpr:
		return "Rec"
	}
	return ""
}

// lc0096SelfTable returns the table of the record lc0096SelfName names:
// the receiver's when it is a record variable, or the object's own record
// for a bare call inside a table, table extension, page or page extension.
// "" when the call has no such record.
func lc0096SelfTable(pass *analysis.Pass, call *syntax.Node) string {
	scopes := pass.Scopes()
	callee := call.Children[0]
	switch callee.Kind {
	case syntax.MemberExpr:
		t := scopes.TypeOf(callee.Children[0])
		if !t.Is("Record") || t.Object == "" {
			return ""
		}
		return t.Object
	case syntax.NameExpr:
		obj := call.Ancestor(syntax.Object)
		if obj == nil {
			return ""
		}
		sym := scopes.ObjectSymbols(obj)
		if sym == nil {
			return ""
		}
		switch sym.Kind {
		case "table":
			return sym.Name
		case "tableextension":
			return sym.Extends
		case "page", "pageextension":
			if t := scopes.RecTable(obj); t != nil {
				return t.Name
			}
		}
	}
	return ""
}

// lc0096PageObject reports whether a call is inside a page or page
// extension.
func lc0096PageObject(f *syntax.File, call *syntax.Node) bool {
	obj := call.Ancestor(syntax.Object)
	if obj == nil {
		return false
	}
	k := f.ObjectKind(obj)
	return k == syntax.KwPage || k == syntax.KwPageExtension
}

// lc0096Procedure returns the one overload taking n arguments.
func lc0096Procedure(procs []symbols.Procedure, n int) (symbols.Procedure, bool) {
	var found symbols.Procedure
	count := 0
	for _, p := range procs {
		if len(p.Parameters) == n {
			found = p
			count++
		}
	}
	return found, count == 1
}
