package lintercop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// LC0028 reports event subscribers that name their event or element with a
// string literal.
var LC0028 = &analysis.Rule{
	ID:      "LC0028",
	Title:   "Use identifier syntax in event subscriber arguments",
	Message: "Name the %s with an identifier, not a string literal",
	Description: "Since runtime 11.0 (Business Central 2023 release wave 1) the event name and the " +
		"element name of an [EventSubscriber] can be written as identifiers (OnAfterValidateEvent, " +
		"\"No.\") instead of strings ('OnAfterValidateEvent', 'No.'): Go to Definition, Find All " +
		"References and renames then reach them. Reported on the event name when it is a string; " +
		"otherwise on a non-empty element name that is a string. Projects whose app.json runtime is " +
		"older than 11.0 are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	Run:      runLC0028,
}

func runLC0028(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(11, 0) {
		return
	}
	f := pass.File
	for _, obj := range f.Objects() {
		for _, m := range syntax.Members(obj) {
			var attr *syntax.Node
			switch m.Kind {
			case syntax.Procedure:
				attr = f.Attribute(m, "EventSubscriber")
			case syntax.Attribute: // its procedure did not parse
				if strings.EqualFold(f.DeclName(m), "EventSubscriber") {
					attr = m
				}
			}
			args := f.AttributeArgs(attr)
			if len(args) > 2 && f.StringLiteralToken(args[2]) >= 0 {
				pass.Reportf(f.Span(args[2]), []any{"event"})
				continue
			}
			if len(args) > 3 {
				if i := f.StringLiteralToken(args[3]); i >= 0 && syntax.StringValue(f.TokenText(i)) != "" {
					pass.Reportf(f.Span(args[3]), []any{"element"})
				}
			}
		}
	}
}
