package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0126 reports internalsVisibleTo entries of another publisher.
var AS0126 = &analysis.Rule{
	ID:      "AS0126",
	Title:   "InternalsVisibleTo should not specifying a different publisher name than the one of this extension",
	Message: "internalsVisibleTo opens this app's internals to '%s' of the publisher '%s', not this app's publisher '%s'",
	Description: "internalsVisibleTo grants the apps it names access to what this app declares " +
		"internal; naming another publisher's app hands that access outside the publisher's own " +
		"apps. alfix reports each entry whose publisher differs (ignoring case and surrounding " +
		"space) from app.json's publisher, once per entry, on the first object of the project's first " +
		"file. Entries without a publisher are not judged.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		own := strings.TrimSpace(pass.Config.Publisher())
		for _, d := range pass.Config.InternalsVisibleTo() {
			p := strings.TrimSpace(d.Publisher)
			if p == "" || strings.EqualFold(p, own) {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, []any{d.Name, p, own})
			}
		}
	},
}
