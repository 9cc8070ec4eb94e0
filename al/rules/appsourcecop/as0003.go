package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
)

// AS0003 reports an AppSourceCop.json that names a previous version of the
// app no package was found for.
var AS0003 = &analysis.Rule{
	ID:      "AS0003",
	Title:   "The previous version of the app must be found",
	Message: "The previous version to compare with could not be found: name '%s', publisher '%s', version '%s'.",
	Description: "AppSourceCop.json names a version of the app to compare with (version, name, publisher), but no " +
		"package of that identity is in baselinePackageCachePath or the project's package cache, so no breaking " +
		"change can be detected. Reported once per project, on the first object of its first file.",
	Severity:    analysis.SeverityError,
	Category:    "Upgrade",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		b := pass.Config.Baseline()
		if b.Version == "" || b.Package != "" {
			return
		}
		if span, ok := manifestsite.Span(pass); ok {
			pass.Reportf(span, []any{orDefault(b.Name, pass.Config.Name()), orDefault(b.Publisher, pass.Config.Publisher()), b.Version})
		}
	},
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
