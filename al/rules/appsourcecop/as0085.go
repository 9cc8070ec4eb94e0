package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0085 reports explicit dependencies on Microsoft's Base Application or
// System Application.
var AS0085 = &analysis.Rule{
	ID:    "AS0085",
	Title: "Use the 'application' property instead of specifying explicit dependencies",
	Message: "The 'application' property must be used for expressing a dependency on the 'Base Application' " +
		"or the 'System Application' instead of explicit dependencies",
	Description: "app.json's application property stands for Microsoft's application as a whole, so that an " +
		"app keeps working when Microsoft moves objects between its apps. alfix reports each dependency on " +
		"the Base Application or the System Application (by their app ids, or by name with publisher " +
		"Microsoft) once, on the first object of the project's first file.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		for _, d := range pass.Config.Dependencies() {
			if !microsoftApplication(d) {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, nil)
			}
		}
	},
}

// microsoftApplication reports whether a dependency names Microsoft's Base
// Application or System Application.
func microsoftApplication(d project.Dependency) bool {
	switch strings.ToLower(strings.TrimSpace(d.ID)) {
	case "437dbf0e-84ff-417a-965d-ed2bb9650972", "63ca2fa4-4f03-4f2b-a480-172fef340d3f":
		return true
	}
	name := strings.TrimSpace(d.Name)
	return strings.EqualFold(strings.TrimSpace(d.Publisher), "Microsoft") &&
		(strings.EqualFold(name, "Base Application") || strings.EqualFold(name, "System Application"))
}
