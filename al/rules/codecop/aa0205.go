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
		"rarely what the code means and hides the intent from the reader. Checked: local variables, " +
		"and global variables of the object's own var section, of type BigInteger, Byte, Char, Code, " +
		"Date, DateTime, Decimal or Time (not records, lists or arrays). Integer and Boolean " +
		"variables are not checked: CodeCop leaves their defaults (0, false) alone, and System " +
		"Application builds with AA0205 at Error while it reads an unassigned IsHandled before the " +
		"event that sets it, a never-assigned Boolean global, and Integer and Boolean locals a loop " +
		"assigns after their first read. Reported: " +
		"a local whose first use in the routine's text is a read (also inside a loop that assigns it " +
		"later: the first iteration reads it unassigned), and the first read of a global that nothing " +
		"in the file assigns. Assignments are :=, compound assignments, for and foreach loops, var " +
		"arguments, Evaluate and Clear. alfix does not follow branches: a read in an else branch after " +
		"an assignment in the then branch is not reported. It stays silent for a variable " +
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
	"biginteger": true, "byte": true, "char": true, "code": true,
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
		if len(d.Refs) == 0 || f.MentionedInDisabledCode(decls.Visibility(f, d), d.Name) {
			continue
		}
		if r := aa0205UnassignedRead(scopes, d); r != nil {
			pass.Reportf(f.Tokens[r.Token].Span, []any{d.Name})
		}
	}
}

// aa0205UnassignedRead returns the read of d to report, or nil. A local is
// read unassigned when its first reference in the routine's text is a read:
// nothing before it can have assigned it, not even in a loop's earlier
// iteration (the loop starts with that read). A global is read unassigned
// when nothing in the file assigns it; its first read is reported.
func aa0205UnassignedRead(scopes *symbols.FileScopes, d *symbols.Decl) *symbols.Ref {
	for _, r := range d.Refs {
		if r.Ambiguous || r.Routine == nil {
			return nil // a with body, a field of the record, a control the user edits
		}
	}
	writes := func(r *symbols.Ref) bool { return r.Access&symbols.Write != 0 || aa0205MayAssign(scopes, r) }
	if d.Kind == symbols.LocalVar {
		if !writes(d.Refs[0]) {
			return d.Refs[0]
		}
		return nil
	}
	for _, r := range d.Refs {
		if writes(r) {
			return nil
		}
	}
	return d.Refs[0]
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
