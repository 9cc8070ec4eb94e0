package appsourcecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0016 reports normal fields left without a data classification.
var AS0016 = &analysis.Rule{
	ID:      "AS0016",
	Title:   "Fields of field class 'Normal' must use the DataClassification property and its value should be different from ToBeClassified",
	Message: "Field with name '%s' must use the DataClassification property and its value should be different from ToBeClassified.",
	Description: "Business Central reports and exports personal data by the DataClassification of the fields " +
		"that store it, so every stored field of an AppSource app must say what it holds. A field takes the " +
		"value of its own DataClassification property, else of its table's, else ToBeClassified. alfix " +
		"checks the fields of tables and table extensions whose FieldClass is Normal (FlowFields and " +
		"FlowFilters are classified as SystemMetadata by the platform); fields of temporary tables " +
		"(TableType = Temporary) store nothing and are skipped, as are obsolete fields.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
			inherited := ""
			if f.ObjectKind(obj) == syntax.KwTable {
				if tt := f.Property(obj, "TableType"); tt != nil && f.PropertyValueIs(tt, "Temporary") {
					continue
				}
				if p := f.Property(obj, "DataClassification"); p != nil {
					inherited = f.PropertyValueText(p)
				}
			}
			for _, field := range f.TableFields(obj) {
				if fc := f.Property(field, "FieldClass"); fc != nil && !f.PropertyValueIs(fc, "Normal") || f.IsObsolete(field) {
					continue
				}
				value := inherited
				if p := f.Property(field, "DataClassification"); p != nil {
					value = f.PropertyValueText(p)
				}
				if value = strings.TrimSpace(value); value != "" && !strings.EqualFold(value, "ToBeClassified") {
					continue
				}
				pass.Reportf(f.DeclSpan(field), []any{f.DeclName(field)})
			}
		}
	},
}
