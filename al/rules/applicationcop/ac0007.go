package applicationcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AC0007 reports public install and upgrade codeunits.
var AC0007 = &analysis.Rule{
	ID:      "AC0007",
	Title:   "Install and Upgrade codeunits should have Access set to Internal",
	Message: "%s codeunit %s should have Access = Internal",
	Description: "Install and upgrade codeunits run only when the platform installs or upgrades the app; " +
		"other apps have no reason to call them. Set Access = Internal so that their procedures do not " +
		"become part of the app's public API. Obsolete codeunits are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0007.SetAccessInternal"},
	Run:      runAC0007,
}

func runAC0007(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwCodeunit) {
		if !f.IsPublic(obj) {
			continue
		}
		st := f.Property(obj, "Subtype")
		if st == nil || !(f.PropertyValueIs(st, "Install") || f.PropertyValueIs(st, "Upgrade")) {
			continue
		}
		e, ok := edit.SetProperty(f, obj, "Access", "Internal")
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.PropertyValueText(st), f.Text(span)},
			pass.FixIf(ok, "SetAccessInternal", "Set Access to Internal", e))
	}
}
