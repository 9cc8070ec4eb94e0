package formattingcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// FC0005 reports a method called with assignment syntax.
var FC0005 = &analysis.Rule{
	ID:      "FC0005",
	Title:   "Use parentheses for method calls instead of assignment syntax",
	Message: "'%s' is a method: call it with the value as argument instead of assigning to it",
	Description: "AL accepts X.Method := Value for methods that take one argument (Rec.ReadIsolation, " +
		"CurrXMLport.TextEncoding, a procedure with one parameter), but the statement then reads like " +
		"an assignment to a field or variable. Write the call: X.Method(Value). Only targets that " +
		"resolve to such a built-in method or to a procedure of the project with one parameter are " +
		"reported; compound assignments (+= ...) are not.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.FormattingCop,
	FixKeys:     []string{"FC0005.UseInvocation"},
	UsesProject: true,
	Run:         runFC0005,
}

func runFC0005(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.Code(syntax.AssignStmt) {
		if len(n.Children) != 2 {
			continue
		}
		target, value := n.Children[0], n.Children[1]
		if value.Len() == 0 || value.Kind == syntax.ErrorNode {
			continue
		}
		op := int(target.Last)
		if op >= int(value.First) || f.Tokens[op].Kind != syntax.Assign {
			continue
		}
		if !fc0005IsMethod(scopes, calls.Builtins.Get(pass), target) {
			continue
		}
		tEnd, vStart := f.Tokens[target.Last-1].Span.End, f.Tokens[value.First].Span.Start
		vEnd := f.Tokens[value.Last-1].Span.End
		pass.Reportf(f.Span(n), []any{f.Text(f.Span(target))},
			pass.FixIf(!f.CommentBetween(int(target.Last)-1, int(value.First)), "UseInvocation", "Call the method with the value as argument",
				edit.Replace(syntax.Span{Start: tEnd, End: vStart}, "("), edit.Insert(vEnd, ")")))
	}
}

// fc0005IsMethod reports whether an assignment target names a method that
// takes one argument: a built-in that allows assignment syntax, or a
// procedure of the project with exactly one parameter.
func fc0005IsMethod(scopes *symbols.FileScopes, fb *calls.File, target *syntax.Node) bool {
	f := scopes.File
	if m := fb.Method(target); m != nil {
		return m.Property && m.Accepts(1)
	}
	if target.Kind != syntax.NameExpr && target.Kind != syntax.MemberExpr {
		return false
	}
	if r := scopes.RefOf(target); r != nil {
		if r.Ambiguous || r.Decl == nil || r.Decl.Kind != symbols.ProcedureDecl || r.Decl.Node == nil {
			return false
		}
		pl := r.Decl.Node.Child(syntax.ParameterList)
		return pl != nil && len(pl.ChildrenOf(syntax.Parameter)) == 1
	}
	if target.Kind != syntax.MemberExpr || scopes.Summary == nil {
		return false
	}
	name := f.MemberNameToken(target)
	if name < 0 {
		return false
	}
	t := scopes.TypeOf(target.Children[0])
	switch t.Kind {
	case "Record", "Codeunit", "Page", "Report", "Query", "XmlPort":
	default:
		return false
	}
	if t.Object == "" || t.ArrayDims > 0 {
		return false
	}
	kind := strings.ToLower(t.Kind)
	if kind == "record" {
		kind = "table"
	}
	o := scopes.Summary.ObjectIn(kind, t.ObjectNamespace, t.Object)
	if o == nil {
		return false
	}
	if kind == "table" && scopes.Summary.TableField(o.Name, syntax.Unquote(f.TokenText(name))) != nil {
		return false
	}
	p := scopes.Summary.Procedure(o, syntax.Unquote(f.TokenText(name)))
	return p != nil && len(p.Parameters) == 1 && p.Return.Text == ""
}
