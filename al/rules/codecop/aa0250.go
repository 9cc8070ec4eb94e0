package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/events"
	"github.com/alfix/alfix/al/syntax"
)

// AA0250 reports external business events in obsolete code whose display
// name does not say so.
var AA0250 = &analysis.Rule{
	ID:      "AA0250",
	Title:   "External business event should have obsolete marker",
	Message: "The external business event '%s' is in obsolete code; prefix its display name with [OBSOLETE] if it is deprecated",
	Description: "External subscribers see an external business event by its display name only. When its " +
		"procedure has an [Obsolete] attribute, or its object is marked obsolete (ObsoleteState), the " +
		"event goes away with them: the [OBSOLETE] marker at the start of the DisplayName argument of " +
		"[ExternalBusinessEvent] tells the subscribers. Reported when that display name is a literal " +
		"without the marker. The fix prefixes the display name with '[OBSOLETE] '.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0250.AddObsoleteMarker"},
	UsesProject: true,
	Run:         runAA0250,
}

func runAA0250(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		objObsolete := f.IsObsolete(obj)
		events.ExternalBusinessEvents(f, obj, func(proc *syntax.Node, tok int) {
			if tok < 0 || !objObsolete && !f.HasObsoleteAttribute(proc) {
				return
			}
			if events.HasObsoleteMarker(syntax.StringValue(f.TokenText(tok))) {
				return
			}
			span := f.Tokens[tok].Span
			pass.Reportf(span, []any{f.DeclName(proc)}, pass.Fix("AddObsoleteMarker", "Prefix the display name with [OBSOLETE]",
				edit.Insert(span.Start+1, events.ObsoleteMarker+" ")))
		})
	}
}
