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
		"(TableType = Temporary), and of extensions of such tables when the project's declarations hold " +
		"the base table, store nothing and are skipped, as are obsolete fields.",
	Severity:    analysis.SeverityError,
	Category:    "Extensibility",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
			inherited := ""
			if f.ObjectKind(obj) == syntax.KwTableExtension && temporaryBase(pass, obj) {
				continue
			}
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

// temporaryBase reports whether the table a table extension extends is
// declared, in the project or a loaded dependency, with TableType =
// Temporary.
func temporaryBase(pass *analysis.Pass, ext *syntax.Node) bool {
	f := pass.File
	if pass.Summary == nil {
		return false
	}
	kw := f.FindKeyword(ext, syntax.KwExtends)
	if kw < 0 {
		return false
	}
	var parts []string
	for i := kw + 1; i < int(ext.Last) && (f.Tokens[i].Kind.IsName() || f.Tokens[i].Kind == syntax.Dot); i++ {
		if f.Tokens[i].Kind != syntax.Dot {
			parts = append(parts, syntax.Unquote(f.TokenText(i)))
		}
	}
	if len(parts) == 0 {
		return false
	}
	name, ns := parts[len(parts)-1], strings.Join(parts[:len(parts)-1], ".")
	base := pass.Summary.ObjectFrom("table", ns, name, f.Namespace(), f.Usings())
	if base == nil {
		return false
	}
	for _, p := range base.Properties {
		if strings.EqualFold(p.Name, "TableType") && strings.EqualFold(strings.TrimSpace(p.Value), "Temporary") {
			return true
		}
	}
	return false
}
