package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
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

// externalEventMarker is the display name prefix that marks an external
// business event as obsolete.
const externalEventMarker = "[OBSOLETE]"

// externalBusinessEvents yields the procedures with an
// [ExternalBusinessEvent] attribute and the string token of its display
// name (-1 when it is not a literal).
func externalBusinessEvents(f *syntax.File, obj *syntax.Node, yield func(proc *syntax.Node, displayName int)) {
	for _, proc := range syntax.Procedures(obj) {
		attr := f.Attribute(proc, "ExternalBusinessEvent")
		if attr == nil {
			continue
		}
		args := f.AttributeArgs(attr)
		if len(args) < 2 {
			continue
		}
		yield(proc, f.StringLiteralToken(args[1]))
	}
}

// hasObsoleteMarker reports whether a display name starts with the
// [OBSOLETE] marker (any case).
func hasObsoleteMarker(name string) bool {
	return len(name) >= len(externalEventMarker) && strings.EqualFold(name[:len(externalEventMarker)], externalEventMarker)
}

func runAA0250(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		objObsolete := f.IsObsolete(obj)
		externalBusinessEvents(f, obj, func(proc *syntax.Node, tok int) {
			if tok < 0 || !objObsolete && !f.HasObsoleteAttribute(proc) {
				return
			}
			if hasObsoleteMarker(syntax.StringValue(f.TokenText(tok))) {
				return
			}
			span := f.Tokens[tok].Span
			pass.Reportf(span, []any{f.DeclName(proc)}, pass.Fix("AddObsoleteMarker", "Prefix the display name with [OBSOLETE]",
				edit.Insert(span.Start+1, externalEventMarker+" ")))
		})
	}
}
