package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/events"
	"github.com/alfix/alfix/al/syntax"
)

// AA0251 reports external business events marked obsolete in their display
// name whose procedure has no Obsolete attribute.
var AA0251 = &analysis.Rule{
	ID:      "AA0251",
	Title:   "External business event with obsolete marker must have the obsolete attribute set",
	Message: "The external business event '%s' is marked [OBSOLETE] in its display name but has no [Obsolete] attribute",
	Description: "Deprecating an external business event takes two marks: the [OBSOLETE] prefix of the " +
		"DisplayName argument of [ExternalBusinessEvent] for the subscribers, and an [Obsolete(reason, " +
		"tag)] attribute on the procedure for the compiler and the deprecation process. Reported when " +
		"the display name literal has the prefix and the procedure no Obsolete attribute. No fix: the " +
		"reason and the tag are the author's.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0251,
}

func runAA0251(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		events.ExternalBusinessEvents(f, obj, func(proc *syntax.Node, tok int) {
			if tok < 0 || f.HasObsoleteAttribute(proc) || !events.HasObsoleteMarker(syntax.StringValue(f.TokenText(tok))) {
				return
			}
			pass.Reportf(f.DeclSpan(proc), []any{f.DeclName(proc)})
		})
	}
}
