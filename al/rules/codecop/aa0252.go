package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/events"
	"github.com/alfix/alfix/al/syntax"
)

// AA0252 reports external business events declared in an object that moves
// to another app while the event itself is not marked obsolete.
var AA0252 = &analysis.Rule{
	ID:      "AA0252",
	Title:   "Moving external business events to another app is not allowed",
	Message: "The external business event '%s' moves to another app with its object; mark it obsolete before the move",
	Description: "External subscribers (Power Automate flows and other services) find an external business " +
		"event by the app that declares it; when its object moves to another app the event they " +
		"subscribed to is gone, which breaks them. The event must be deprecated first: an [Obsolete] " +
		"attribute on its procedure, then the move. Reported: a procedure with an " +
		"[ExternalBusinessEvent] attribute and no [Obsolete] attribute in an object whose ObsoleteState " +
		"is PendingMove or Moved. No fix: the obsolete reason and tag are the author's, and the " +
		"replacement event in the target app is a design decision.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0252,
}

func runAA0252(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		p := f.Property(obj, "ObsoleteState")
		if p == nil || !f.PropertyValueIs(p, "PendingMove") && !f.PropertyValueIs(p, "Moved") {
			continue
		}
		events.ExternalBusinessEvents(f, obj, func(proc *syntax.Node, _ int) {
			if f.HasObsoleteAttribute(proc) {
				return
			}
			pass.Reportf(f.DeclSpan(proc), []any{f.DeclName(proc)})
		})
	}
}
