package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/affixes"
	"github.com/alfix/alfix/al/syntax"
)

// AS0079 reports procedures of extension objects without a mandatory affix.
var AS0079 = &analysis.Rule{
	ID:    "AS0079",
	Title: "An affix is required for procedures defined in extension objects",
	Message: "The procedure '%s' in %s '%s' must have at least one of the mandatory affixes '%s' to prevent " +
		"breaking dependent extensions that reference it in case a procedure with the same signature is " +
		"introduced by the base object or by another extension.",
	Description: "A procedure a table, page or report extension adds becomes a member of the extended object; " +
		"when the base object or another extension later adds one with the same signature, apps calling " +
		"it no longer compile (the call is ambiguous). An affix keeps the name the app's own. alfix checks " +
		"the procedures of table, page and report extensions that other apps can call (local ones are " +
		"skipped) when AppSourceCop.json names affixes; procedures with an Obsolete attribute are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		aff := pass.Config.Affixes()
		if len(aff) == 0 {
			return
		}
		f := pass.File
		for obj := range pass.Objects(syntax.KwTableExtension, syntax.KwPageExtension, syntax.KwReportExtension) {
			kind := map[syntax.Keyword]string{syntax.KwTableExtension: "TableExtension",
				syntax.KwPageExtension: "PageExtension", syntax.KwReportExtension: "ReportExtension"}[f.ObjectKind(obj)]
			for _, proc := range syntax.Procedures(obj) {
				name := f.DeclName(proc)
				if name == "" || f.IsLocal(proc) || f.HasObsoleteAttribute(proc) || affixes.Has(name, aff) {
					continue
				}
				pass.Reportf(f.DeclSpan(proc), []any{name, kind, f.DeclName(obj), affixes.List(aff)})
			}
		}
	},
}
