package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/customizations"
	"github.com/alfix/alfix/al/syntax"
)

// AS0138 reports table fields that do not say whether page customizations
// may show them.
var AS0138 = &analysis.Rule{
	ID:      "AS0138",
	Title:   "Table fields should use the AllowInCustomizations property",
	Message: "The field '%s' should set AllowInCustomizations to a value other than ToBeClassified and Always",
	Description: "AllowInCustomizations decides whether users may add a field no page shows to a page " +
		"through personalization. Reported: a field a table or table extension declares whose " +
		"AllowInCustomizations is missing (and the object sets none for its fields) or is " +
		"ToBeClassified or Always; fields with ObsoleteState = Removed are skipped. Hidden unless a " +
		"ruleset raises it.",
	Severity:     analysis.SeverityHidden,
	OffByDefault: true,
	Category:     "Extensibility",
	Analyzer:     project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
			for _, fld := range customizations.Unclassified(f, obj) {
				pass.Reportf(f.DeclSpan(fld), []any{f.DeclName(fld)})
			}
		}
	},
}
