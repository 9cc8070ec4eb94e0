package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0207 reports event subscribers that are not local.
var AA0207 = &analysis.Rule{
	ID:      "AA0207",
	Title:   "The EventSubscriber method must be local",
	Message: "The event subscriber %s must be local",
	Description: "A procedure marked [EventSubscriber] is called by the platform when the event is raised; " +
		"it is not meant to be called from other objects. Declare it local. Subscribers without an access " +
		"modifier and subscribers declared internal or protected are reported; the fix makes them local.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0207.MakeLocal"},
	Run:      runAA0207,
}

func runAA0207(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		for _, proc := range syntax.Procedures(obj) {
			if f.Attribute(proc, "EventSubscriber") == nil || f.IsLocal(proc) {
				continue
			}
			e, ok := edit.MakeLocal(f, proc)
			span := f.DeclSpan(proc)
			pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "MakeLocal", "Make the event subscriber local", e))
		}
	}
}
