package pertenantextensioncop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/customizations"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0026 reports table fields that do not say whether page customizations
// may show them.
var PTE0026 = &analysis.Rule{
	ID:      "PTE0026",
	Title:   "Table fields should use the AllowInCustomizations property",
	Message: "The field '%s' should set AllowInCustomizations to a value other than ToBeClassified and Always",
	Description: "AllowInCustomizations decides whether users may add a field that no page shows to a " +
		"page through personalization or customization. Reported: a field a table or table " +
		"extension declares whose AllowInCustomizations is missing (and the object sets none for its " +
		"fields) or is ToBeClassified or Always. Fields with ObsoleteState = Removed are skipped. The " +
		"rule is hidden and off unless a ruleset names it: it runs only when a ruleset gives it an action (a generalAction does not switch it on).",
	Severity:     analysis.SeverityHidden,
	OffByDefault: true,
	Category:     "Extensibility",
	Analyzer:     project.PerTenantExtensionCop,
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
			for _, fld := range customizations.Unclassified(f, obj) {
				pass.Reportf(f.DeclSpan(fld), []any{f.DeclName(fld)})
			}
		}
	},
}
