package documentationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/comments"
	"github.com/alfix/alfix/al/rules/internal/exprs"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// DC0002 reports writes to FlowFields that carry no comment.
var DC0002 = &analysis.Rule{
	ID:      "DC0002",
	Title:   "Writing to FlowFields is not common and requires an explanatory comment",
	Message: "Writing to the FlowField '%s' requires a comment explaining why",
	Description: "A FlowField is calculated by CalcFields; a value assigned to it is never stored and " +
		"is replaced by the next calculation. Code that writes one on purpose (a buffer shown on a " +
		"page, a value passed on before validation) says so in a comment: above the statement or at " +
		"the end of its line (a comment above the statement whose body it is also counts). Reported: " +
		"assignments to a FlowField (`Rec.Amount := ...`, `Amount := ...` of the implicit record, " +
		"compound assignments too) and Validate(FlowField, ...) calls, for fields of tables known to " +
		"alfix (the project's and those of loaded dependencies; others are not judged). Obsolete " +
		"objects and procedures marked [Obsolete] are skipped.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.DocumentationCop,
	UsesProject: true,
	Run:         runDC0002,
}

func runDC0002(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for n := range pass.Code(syntax.AssignStmt) {
		if len(n.Children) != 2 {
			continue
		}
		target := n.Children[0]
		if fl := dc0002Field(pass, scopes, target); fl != nil && !comments.Commented(f, n) && !f.InObsoleteCode(n) {
			pass.Reportf(f.Span(target), []any{fl.Name})
		}
	}
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) == 0 || !c.Is("Validate", "Record") {
			continue
		}
		arg := c.Args[0]
		if arg.Kind != syntax.NameExpr {
			continue
		}
		r := scopes.RefOf(arg)
		if r == nil || r.Field == nil || !isFlowField(r.Field) {
			continue
		}
		if stmt := exprs.StatementOf(c.Call); stmt != nil && comments.Commented(f, stmt) || f.InObsoleteCode(c.Call) {
			continue
		}
		pass.Reportf(f.Span(arg), []any{r.Field.Name})
	}
}

// dc0002Field returns the FlowField an assignment target names, or nil.
func dc0002Field(pass *analysis.Pass, scopes *symbols.FileScopes, target *syntax.Node) *symbols.Field {
	f := pass.File
	var fl *symbols.Field
	switch target.Kind {
	case syntax.NameExpr:
		if r := scopes.RefOf(target); r != nil && !r.Ambiguous {
			fl = r.Field
		}
	case syntax.MemberExpr:
		member := int(target.Last) - 1
		if len(target.Children) == 0 || pass.Summary == nil || !f.Tokens[member].Kind.IsName() {
			return nil
		}
		t := scopes.TypeOf(target.Children[0])
		if !t.Is("Record") {
			return nil
		}
		if table := pass.Summary.ObjectIn("table", t.ObjectNamespace, t.Object); table != nil {
			fl = pass.Summary.Field(table, syntax.Unquote(f.TokenText(member)))
		}
	}
	if fl == nil || !isFlowField(fl) {
		return nil
	}
	return fl
}

// isFlowField reports whether a table field has FieldClass = FlowField.
func isFlowField(fl *symbols.Field) bool { return strings.EqualFold(fl.FieldClass, "FlowField") }
