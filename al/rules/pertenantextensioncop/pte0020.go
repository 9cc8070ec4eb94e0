package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// PTE0020 reports an explicit dependency on Microsoft's Base Application.
var PTE0020 = &analysis.Rule{
	ID:      "PTE0020",
	Title:   "Use the 'application' property instead of specifying an explicit dependency on Base Application",
	Message: "app.json lists 'Base Application' among its dependencies: express the dependency through the 'application' property",
	Description: "app.json's application property stands for Microsoft's application as a whole and " +
		"follows it when Microsoft splits or moves its apps; an explicit dependency on Base " +
		"Application (by its id, or by its name with publisher Microsoft) pins one app. alfix reports " +
		"such a dependency once, on the first object of the project's first file.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		for _, d := range pass.Config.Dependencies() {
			if !appmanifest.IsBaseApplication(d) {
				continue
			}
			if span, ok := manifestsite.Span(pass); ok {
				pass.Reportf(span, nil)
			}
			return
		}
	},
}
