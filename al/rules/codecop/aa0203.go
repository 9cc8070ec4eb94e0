package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/decls"
	"github.com/alfix/alfix/al/syntax"
)

// AA0203 reports procedures named like a field or action in the same
// scope.
var AA0203 = &analysis.Rule{
	ID:      "AA0203",
	Title:   "To avoid confusion, do not give methods the same name as fields or actions in the same scope",
	Message: "The name of the method '%s' is identical to %s in the same scope",
	Description: "A procedure that has the name of a field of the object's implicit record (a " +
		"table's own fields, a table extension's and its table's, a page's source table's unless the page's record is temporary, and the field controls of a report's request page; not those of a page, which CodeCop does not count) or of an " +
		"action of the page makes a bare use of the name ambiguous to a reader. Names are compared " +
		"without quotes and case. Fields are checked only when the implicit record's table is known " +
		"(with its extensions); obsolete procedures are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0203,
}

func runAA0203(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		names := decls.NamesInScope(pass, obj)
		for _, d := range pass.Scopes().ProcedureDecls(obj) {
			if d.Node == nil || d.Node.Kind != syntax.Procedure || d.NameToken < 0 || f.InObsoleteCode(d.Node) {
				continue
			}
			if what := names.Clash(d.Name, true, false, true); what != "" {
				pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name, what})
			}
		}
	}
}
