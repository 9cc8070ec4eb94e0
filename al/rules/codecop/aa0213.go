package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0213 reports obsolete markings without a state or without a reason.
var AA0213 = &analysis.Rule{
	ID:      "AA0213",
	Title:   "Obsoleted object must have a state 'Pending' or 'Removed' and a justification specifying why this field is being obsoleted",
	Message: "%s",
	Description: "An object, field, control, key or other element marked obsolete tells its users when " +
		"it goes and why. Reported are an ObsoleteState of Pending, Removed, PendingMove or Moved " +
		"without an ObsoleteReason (or with an empty one), and an ObsoleteReason next to no " +
		"ObsoleteState or ObsoleteState = No. No fix: the reason and the state are the author's " +
		"decision.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0213,
}

func runAA0213(pass *analysis.Pass) {
	f := pass.File
	for prop := range pass.Nodes(syntax.Property) {
		body := prop.Parent
		switch name := f.PropertyName(prop); {
		case strings.EqualFold(name, "ObsoleteState"):
			if f.Property(body, "ObsoleteState") != prop || !f.IsObsolete(body.Parent) {
				continue
			}
			if reason := f.Property(body, "ObsoleteReason"); reason == nil || aa0213Empty(f, reason) {
				pass.Reportf(f.Span(prop), []any{"ObsoleteState " + strings.TrimSpace(f.PropertyValueText(prop)) +
					" needs an ObsoleteReason saying why"})
			}
		case strings.EqualFold(name, "ObsoleteReason"):
			if f.Property(body, "ObsoleteReason") != prop || body.Parent == nil || f.IsObsolete(body.Parent) {
				continue
			}
			pass.Reportf(f.Span(prop), []any{"ObsoleteReason is set but ObsoleteState is not Pending or Removed"})
		}
	}
}

// aa0213Empty reports whether an ObsoleteReason's text is blank.
func aa0213Empty(f *syntax.File, reason *syntax.Node) bool {
	lv := f.PropertyLabel(reason)
	return lv.Text >= 0 && strings.TrimSpace(lv.TextValue()) == ""
}
