package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
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
	FixKeys:  []string{"PC0001.SetEditableFalse"},
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
			for _, field := range f.TableFields(obj) {
				fc := f.Property(field, "FieldClass")
				if fc == nil || !f.PropertyValueIs(fc, "FlowField") || f.IsObsolete(field) {
					continue
				}
				var e analysis.TextEdit
				var ok bool
				if ed := f.Property(field, "Editable"); ed != nil {
					if f.PropertyValueIs(ed, "false") || f.HasTrailingLineComment(ed) {
						continue
					}
					e, ok = edit.SetPropertyValue(f, ed, "false")
				} else {
					e, ok = edit.AddProperty(f, field, "Editable = false;")
				}
				span := f.DeclSpan(field)
				pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "SetEditableFalse", "Set Editable to false", e))
			}
		}
	},
}
