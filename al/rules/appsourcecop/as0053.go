package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0053 reports an app.json target that AppSource does not allow.
var AS0053 = &analysis.Rule{
	ID:      "AS0053",
	Title:   "The compilation target of an application must be a value that is allowed in a multi-tenant SaaS environment",
	Message: "The compilation target is set to '%s', but it must be set to 'Cloud' or 'Extension'.",
	Description: "An AppSource app runs in Business Central online, where only the Cloud target (or the older name " +
		"Extension) is allowed; OnPrem and Internal unlock what the service forbids. An app.json without a " +
		"target compiles for Cloud. alfix reports another target once, on the first object of the " +
		"project's first file.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		t := strings.TrimSpace(pass.Config.Target())
		if t == "" || strings.EqualFold(t, "Cloud") || strings.EqualFold(t, "Extension") {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, []any{t})
		}
	},
}
