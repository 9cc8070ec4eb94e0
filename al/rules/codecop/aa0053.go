package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AA0053 reports wildcard permissions in permission set extensions.
var AA0053 = &analysis.Rule{
	ID:      "AA0053",
	Title:   "Permission set extensions should not include wildcard permissions",
	Message: "The wildcard permission %s should not be in a permission set extension",
	Description: "A permission set extension adds to a set other apps and administrators rely on; a " +
		"wildcard entry (tabledata * = RIMD, codeunit * = X, ...) grants the permission on every " +
		"object of the type, also on objects of other apps, which is more than any feature needs. " +
		"Every entry of the Permissions property whose object is * is reported. No fix: which objects " +
		"the extension really needs is the author's to list.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.CodeCop,
	Run:      runAA0053,
}

func runAA0053(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwPermissionSetExtension) {
		for _, prop := range f.PropertiesNamed(obj, "Permissions") {
			entries, ok := f.PermissionEntries(prop)
			if !ok {
				continue
			}
			for _, e := range entries {
				if e.Equal-e.Type == 2 && f.Tokens[e.Type+1].Kind == syntax.Star {
					pass.Reportf(f.RangeSpan(e.Tokens), []any{f.RangeText(syntax.TokenRange{First: e.Type, Last: e.Tokens.Last})})
				}
			}
		}
	}
}
