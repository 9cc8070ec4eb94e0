package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AC0024 reports event publishers that other apps could call directly.
var AC0024 = &analysis.Rule{
	ID:      "AC0024",
	Title:   "Event publisher methods should not be public",
	Message: "The event publisher %s should not be public",
	Description: "An event publisher ([IntegrationEvent], [BusinessEvent], [InternalEvent], " +
		"[ExternalBusinessEvent]) only exists to be raised by its own object; subscribers bind to it " +
		"whatever its access. Declared public, other apps can raise it and it becomes part of the " +
		"object's API. Declare it local (internal and protected publishers are accepted). The fix " +
		"makes it local; when other objects of the app raise the event, make it internal instead. " +
		"Obsolete objects and [Obsolete] publishers are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0024.MakeLocal"},
	Run:      runAC0024,
}

func runAC0024(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			if f.EventPublisher(proc) == nil || f.AccessModifier(proc) >= 0 || f.HasObsoleteAttribute(proc) {
				continue
			}
			e, ok := edit.MakeLocal(f, proc)
			span := f.DeclSpan(proc)
			pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "MakeLocal", "Make the event publisher local", e))
		}
	}
}
