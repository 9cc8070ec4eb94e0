package pertenantextensioncop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0021 reports namespaces under System or Microsoft.
var PTE0021 = &analysis.Rule{
	ID:      "PTE0021",
	Title:   "Defining reserved namespaces is not allowed",
	Message: "The namespace '%s' is reserved and must be renamed",
	Description: "The namespaces System and Microsoft, and every namespace below them, are Microsoft's. " +
		"Reported: a file's namespace declaration whose first part is System or Microsoft (any case), " +
		"at the name. No fix: the new namespace (usually the publisher's name) is the author's choice, " +
		"and the files that use it must follow.",
	Severity: analysis.SeverityError,
	Category: "Configuration",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0021,
}

func runPTE0021(pass *analysis.Pass) {
	f := pass.File
	ns := f.Root.Child(syntax.Namespace)
	if ns == nil {
		return
	}
	name := f.Namespace()
	top, _, _ := strings.Cut(name, ".")
	if !strings.EqualFold(top, "System") && !strings.EqualFold(top, "Microsoft") {
		return
	}
	first, last := -1, -1
	for i := range f.OwnTokens(ns) {
		if t := f.Tokens[i]; t.Keyword == syntax.KwNone && t.Kind != syntax.Semicolon {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first >= 0 {
		pass.Reportf(syntax.Span{Start: f.Tokens[first].Span.Start, End: f.Tokens[last].Span.End}, []any{name})
	}
}
