package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0127 reports objects outside a namespace of at least two levels.
var AS0127 = &analysis.Rule{
	ID:      "AS0127",
	Title:   "Objects should be placed in a namespace with at least two levels",
	Message: "The %s '%s' should be placed in a namespace with at least two levels (Publisher.Area)",
	Description: "A namespace of two or more levels (Fabrikam.Sales) keeps an app's object names apart " +
		"from other apps' without an affix. alfix reports, at its name, each object of a file that " +
		"declares no namespace or a namespace of one level, when the app's runtime supports " +
		"namespaces (12.0 and later, or no runtime). Microsoft's reserved namespaces (Microsoft, " +
		"System) are AS0008's and not judged here; obsolete objects are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		ns := pass.File.Namespace()
		if !pass.RuntimeAtLeast(12, 0) || strings.Contains(ns, ".") || strings.EqualFold(ns, "Microsoft") || strings.EqualFold(ns, "System") {
			return
		}
		f := pass.File
		for obj := range pass.Objects() {
			if tok := f.ObjectName(obj); tok >= 0 && f.ObjectKind(obj) != syntax.KwNone {
				pass.Reportf(f.Tokens[tok].Span, []any{f.TokenText(int(obj.First)), f.DeclName(obj)})
			}
		}
	},
}
