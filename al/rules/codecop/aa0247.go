package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// AA0247 reports objects declared in a file without a namespace.
var AA0247 = &analysis.Rule{
	ID:      "AA0247",
	Title:   "Use namespaces",
	Message: "Use namespaces to organize your code: %s is declared without a namespace",
	Description: "A namespace groups an app's objects and keeps their names apart from other " +
		"apps'. Every object of a file without a namespace declaration is reported, at its name. " +
		"Namespaces exist from runtime 12.0 on: projects whose app.json names an older runtime " +
		"are not checked. No fix: the namespace to use is the app's design.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0247,
}

func runAA0247(pass *analysis.Pass) {
	f := pass.File
	if f.Namespace() != "" || !pass.RuntimeAtLeast(12, 0) {
		return
	}
	for _, obj := range f.Objects() {
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.Text(span)})
	}
}
