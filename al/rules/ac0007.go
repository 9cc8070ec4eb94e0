package rules

import (
	"github.com/alfix/alfix/al/analysis"
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
	HelpURI:  alcopsHelp("ApplicationCop", "AC0007"),
	FixKeys:  []string{"AC0007.SetAccessInternal"},
	Run:      runAC0007,
}

func init() { register(AC0007) }

func runAC0007(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) != syntax.KwCodeunit || isObsolete(f, obj) || !isPublicObject(f, obj) {
			continue
		}
		st := propertyOf(f, obj, "Subtype")
		if st == nil || !(propertyValueIs(f, st, "Install") || propertyValueIs(f, st, "Upgrade")) {
			continue
		}
		edit, ok := setAccess(f, obj, "Internal")
		var fixes []analysis.Fix
		if ok {
			fixes = append(fixes, pass.Fix("SetAccessInternal", "Set Access to Internal", edit))
		}
		span := objectHeaderSpan(f, obj)
		pass.Reportf(span, []any{propertyValueText(f, st), f.Text(span)}, fixes...)
	}
}

// setAccess returns the edit that gives an object Access = value: it
// replaces the value of an existing Access property, or inserts the property
// as the object's first member.
func setAccess(f *syntax.File, obj *syntax.Node, value string) (analysis.TextEdit, bool) {
	if p := propertyOf(f, obj, "Access"); p != nil {
		return setPropertyValue(f, p, value)
	}
	return addFirstProperty(f, obj, "Access = "+value+";")
}
