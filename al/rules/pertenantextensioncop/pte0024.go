package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0024 reports tables and fields marked as moving to another app.
var PTE0024 = &analysis.Rule{
	ID:      "PTE0024",
	Title:   "Moving tables and fields is not allowed in a per-tenant extension",
	Message: "'%s' cannot be moved in a per-tenant extension",
	Description: "Moving a table or field to another app (ObsoleteState = PendingMove or Moved, with " +
		"MovedTo or MovedFrom) is a data upgrade the service supports for AppSource apps only. " +
		"Reported: a table, table extension or field whose ObsoleteState is PendingMove or Moved, " +
		"at the property value. No fix: the data must be copied by an upgrade codeunit instead.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0024,
}

func runPTE0024(pass *analysis.Pass) {
	f := pass.File
	check := func(n *syntax.Node) {
		p := f.Property(n, "ObsoleteState")
		if p == nil || !f.PropertyValueIs(p, "PendingMove") && !f.PropertyValueIs(p, "Moved") {
			return
		}
		v := p.Child(syntax.PropertyValue)
		if v == nil {
			return
		}
		pass.Reportf(f.Span(v), []any{f.DeclName(n)})
	}
	for _, obj := range f.Objects() {
		kind := f.ObjectKind(obj)
		if kind != syntax.KwTable && kind != syntax.KwTableExtension {
			continue
		}
		if kind == syntax.KwTable {
			check(obj)
		}
		for _, field := range f.TableFields(obj) {
			check(field)
		}
	}
}
