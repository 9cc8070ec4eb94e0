package codecop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0150 reports var parameters of simple types that the procedure never
// changes.
var AA0150 = &analysis.Rule{
	ID:      "AA0150",
	Title:   "Do not declare parameters by reference if their values are never changed",
	Message: "The parameter '%s' is passed by reference (var) but '%s' never changes it",
	Description: "A var parameter tells callers that the procedure may change their variable; when it " +
		"never does, the var is misleading and lets later changes leak out by mistake. Checked are " +
		"var parameters of type Integer, BigInteger, Boolean, Byte, Char, Code, Date, DateTime, Decimal, " +
		"Time and Text and arrays of them, in procedures with a body (not Lists, which CodeCop does " +
		"not check). A parameter counts " +
		"as changed when it (or an element of it) is assigned (:=, +=, ...), is a for or foreach " +
		"variable, is passed as a var argument (Evaluate, CopyArray, CompressArray, or a procedure whose " +
		"parameter is var), is passed to a call alfix cannot resolve, is used inside with, or is mentioned in inactive #if code. Not checked: event subscribers and " +
		"publishers, test handlers (attributes ending in Handler), procedures an implemented interface " +
		"requires (every procedure of an object implementing an interface alfix does not know), " +
		"obsolete procedures and objects, interfaces and control add-ins. Records and other object " +
		"types are not checked.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0150,
}

// aa0150Kinds are the parameter types AA0150 checks (lower case).
var aa0150Kinds = map[string]bool{
	"integer": true, "biginteger": true, "boolean": true, "byte": true, "char": true, "code": true,
	"date": true, "datetime": true, "decimal": true, "time": true, "text": true,
}

func runAA0150(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	params := decls.ParamsByRoutine(scopes)
	for obj := range pass.Objects() {
		switch f.ObjectKind(obj) {
		case syntax.KwInterface, syntax.KwControlAddIn:
			continue
		}
		required, known := decls.InterfaceMethods(pass.Summary, scopes.ObjectSymbols(obj))
		for _, proc := range syntax.Procedures(obj) {
			if proc.Child(syntax.Block) == nil || aa0150Skip(f, proc) || f.InObsoleteCode(proc) {
				continue
			}
			if !known || required[strings.ToLower(f.DeclName(proc))] {
				if !f.IsLocal(proc) {
					continue
				}
			}
			for _, d := range params[proc] {
				if d.NameToken < 0 || d.Node == nil || f.FindKeyword(d.Node, syntax.KwVar) < 0 || !aa0150Checked(d.Type) {
					continue
				}
				if f.MentionedInDisabledCode(f.Span(proc), d.Name) || aa0150Changed(pass, d) {
					continue
				}
				pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name, f.DeclName(proc)})
			}
		}
	}
}

// aa0150Skip reports whether a procedure's signature is fixed by something
// else than its body: events, subscribers, test handlers, obsolete ones.
func aa0150Skip(f *syntax.File, proc *syntax.Node) bool {
	for _, a := range proc.ChildrenOf(syntax.Attribute) {
		name := strings.ToLower(f.DeclName(a))
		if name == "eventsubscriber" || name == "obsolete" || strings.HasSuffix(name, "handler") {
			return true
		}
	}
	return f.EventPublisher(proc) != nil
}

// aa0150Checked reports whether a parameter type is one AA0150 checks: a
// simple type or an array of one.
//
// Lists are not checked: CodeCop does not report a var List parameter that
// is never changed (System Application and Business Foundation build at
// generalAction Error with four, and no pragma of Microsoft's sits on one).
func aa0150Checked(t symbols.Type) bool {
	return aa0150Kinds[strings.ToLower(t.Kind)]
}

// aa0150Changed reports whether a parameter may be changed by its
// procedure (see AA0150's description).
func aa0150Changed(pass *analysis.Pass, d *symbols.Decl) bool {
	sc := pass.Scopes()
	for _, r := range d.Refs {
		if r.IsWrite() || r.Ambiguous || r.Node.Ancestor(syntax.WithStmt) != nil {
			return true
		}
		n := r.Node
		// P[i] as an argument stands for P as much as P does.
		arg := n
		if p := n.Parent; p != nil && p.Kind == syntax.IndexExpr && p.Children[0] == n {
			arg = p
		}
		if p := arg.Parent; p != nil && p.Kind == syntax.ArgumentList && p.Parent != nil && p.Parent.Kind == syntax.CallExpr {
			call := p.Parent
			idx := slices.Index(p.Children, arg)
			m := sc.BuiltinOf(call.Children[0])
			callees := sc.Callees(call)
			if m == nil && len(callees) == 0 {
				return true // whether it is passed by var is not known
			}
			if m != nil && slices.Contains(m.VarArgs, idx) {
				return true
			}
			for _, c := range callees {
				if idx < len(c.Parameters) && c.Parameters[idx].Var {
					return true
				}
			}
		}
	}
	return false
}
