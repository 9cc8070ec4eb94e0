package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0205 reports variables that are read but never assigned.
var AA0205 = &analysis.Rule{
	ID:      "AA0205",
	Title:   "Variables must be initialized before usage",
	Message: "Use of unassigned variable '%s'",
	Description: "A variable that is read but never given a value holds its type's default, which is " +
		"rarely what the code means and hides the intent from the reader. Reported: the first read " +
		"of a local variable, or of a global variable of the object's own var section, of type " +
		"Integer, BigInteger, Boolean, Byte, Char, Code, Date, DateTime, Decimal or Time (not " +
		"records, lists or arrays) that nothing in its scope (the procedure or trigger for a local, " +
		"the whole file for a global) assigns: no assignment, compound assignment, for or foreach " +
		"loop, var argument, Evaluate or Clear. alfix does not follow the order of statements: a " +
		"variable assigned anywhere in its scope counts as assigned. It stays silent for a variable " +
		"passed as an argument to a procedure it cannot see or whose parameter is var, for names " +
		"inside `with` bodies or that may be fields of the implicit record, and for protected and " +
		"inherited globals, and for globals a page control shows (the user may edit them). No fix: the right initial value is the author's.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0205,
}

// aa0205Kinds are the types whose unassigned use AA0205 reports.
var aa0205Kinds = map[string]bool{
	"integer": true, "biginteger": true, "boolean": true, "byte": true, "char": true, "code": true,
	"date": true, "datetime": true, "decimal": true, "time": true,
}

func runAA0205(pass *analysis.Pass) {
	scopes := pass.Scopes()
	f := pass.File
	for _, d := range scopes.Decls {
		if d.NameToken < 0 || d.Inherited || d.Protected || d.Kind != symbols.LocalVar && d.Kind != symbols.GlobalVar {
			continue
		}
		if !aa0205Kinds[strings.ToLower(d.Type.Kind)] || d.Type.ArrayDims > 0 {
			continue
		}
		var first *symbols.Ref
		assigned := false
		for _, r := range d.Refs {
			if r.Access&symbols.Write != 0 || r.Ambiguous || r.Routine == nil || aa0205MayAssign(scopes, r) {
				assigned = true
				break
			}
			if first == nil {
				first = r
			}
		}
		if assigned || first == nil || f.MentionedInDisabledCode(decls.Visibility(f, d), d.Name) {
			continue
		}
		pass.Reportf(f.Tokens[first.Token].Span, []any{d.Name})
	}
}

// aa0205MayAssign reports whether reference r is an argument of a call
// alfix cannot see into (neither a procedure it knows nor a built-in), which
// may take it by var. Var arguments of known procedures and built-ins
// (Evaluate, Clear, ...) are already writes.
func aa0205MayAssign(scopes *symbols.FileScopes, r *symbols.Ref) bool {
	arg := r.Node
	for arg.Parent != nil && arg.Parent.Kind == syntax.ParenExpr {
		arg = arg.Parent
	}
	list := arg.Parent
	if list == nil || list.Kind != syntax.ArgumentList || list.Parent == nil || list.Parent.Kind != syntax.CallExpr {
		return false
	}
	call := list.Parent
	return len(scopes.Callees(call)) == 0 && scopes.BuiltinOf(call.Children[0]) == nil
}
