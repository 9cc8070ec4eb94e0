package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0230 reports a Version on the declaration of a platform assembly.
var AA0230 = &analysis.Rule{
	ID:      "AA0230",
	Title:   "Version should not be specified for internal assemblies",
	Message: "The assembly %s is internal: do not specify its Version",
	Description: "The Business Central platform's own assemblies (Microsoft.Dynamics.*) are upgraded " +
		"with the platform; a Version pinned in a dotnet assembly declaration breaks the app when " +
		"the platform moves on. Assemblies of other publishers and of .NET itself are not checked. " +
		"The fix removes the Version property.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	FixKeys:  []string{"AA0230.RemoveVersion"},
	Run:      runAA0230,
}

func runAA0230(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwDotNet) {
		for _, a := range syntax.Members(obj) {
			if a.Kind != syntax.Element || f.SectionKind(a) != syntax.KwAssembly {
				continue
			}
			v := f.Property(a, "Version")
			args := f.ElementArgs(a, false)
			if v == nil || len(args) == 0 {
				continue
			}
			name := syntax.Unquote(strings.TrimSpace(f.RangeText(args[0])))
			if !strings.HasPrefix(strings.ToLower(name), "microsoft.dynamics.") {
				continue
			}
			pass.Reportf(f.Span(v), []any{name},
				pass.Fix("RemoveVersion", "Remove the Version of the internal assembly", edit.RemoveNode(f, v)))
		}
	}
}
