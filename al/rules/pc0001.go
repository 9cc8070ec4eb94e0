package rules

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0001 reports FlowFields that users could edit.
var PC0001 = &analysis.Rule{
	ID:      "PC0001",
	Title:   "FlowFields should not be editable",
	Message: "FlowField %s should have Editable = false",
	Description: "A FlowField is calculated from other tables; a value a user types into it is never stored " +
		"and is replaced by the next calculation. Set Editable = false on FlowFields. An Editable " +
		"property followed by a line comment on the same line is taken as a deliberate exception. " +
		"Obsolete fields and tables are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.PlatformCop,
	HelpURI:  alcopsHelp("PlatformCop", "PC0001"),
	FixKeys:  []string{"PC0001.SetEditableFalse"},
	Run:      runPC0001,
}

func init() { register(PC0001) }

func runPC0001(pass *analysis.Pass) {
	f := pass.File
	for _, obj := range f.Objects() {
		if k := f.ObjectKind(obj); k != syntax.KwTable && k != syntax.KwTableExtension || isObsolete(f, obj) {
			continue
		}
		for _, field := range tableFields(f, obj) {
			fc := propertyOf(f, field, "FieldClass")
			if fc == nil || !propertyValueIs(f, fc, "FlowField") || isObsolete(f, field) {
				continue
			}
			var edit analysis.TextEdit
			var ok bool
			if ed := propertyOf(f, field, "Editable"); ed != nil {
				if propertyValueIs(f, ed, "false") || hasTrailingLineComment(f, ed) {
					continue
				}
				edit, ok = setPropertyValue(f, ed, "false")
			} else {
				edit, ok = addProperty(f, field, "Editable = false;")
			}
			var fixes []analysis.Fix
			if ok {
				fixes = append(fixes, pass.Fix("SetEditableFalse", "Set Editable to false", edit))
			}
			span := declSpan(f, field)
			pass.Reportf(span, []any{f.Text(span)}, fixes...)
		}
	}
}
