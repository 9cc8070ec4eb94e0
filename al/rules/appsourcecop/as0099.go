package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
	"github.com/alfix/alfix/al/syntax"
)

// AS0099 reports values of enum extensions whose id is outside the app's
// id ranges or inside the per-tenant range.
var AS0099 = &analysis.Rule{
	ID:    "AS0099",
	Title: "The member ID should be within the allowed range",
	Message: "The member ID '%d' should be within the range '%s', which is allocated to the application, " +
		"and outside the range '%s', which is allocated to per-tenant customizations.",
	Description: "AS0013 checks the ids of table extension fields; AS0099 checks, as information, the values " +
		"enum extensions add, which that rule came too late for. An id outside the app's ranges (app.json " +
		"idRanges) or inside the per-tenant range 50,000..99,999 can clash with a value another app adds " +
		"to the same enum. alfix checks them when app.json declares id ranges; obsolete values are " +
		"skipped. The fields of the app's own tables are not checked: Microsoft's apps, which run " +
		"AppSourceCop with this rule as an error, number them from 1.",
	Severity: analysis.SeverityInfo,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	Run: func(pass *analysis.Pass) {
		ranges := pass.Config.IDRanges()
		if len(ranges) == 0 {
			return
		}
		f := pass.File
		check := func(el *syntax.Node) {
			id, ok := f.ElementOrdinal(el)
			if !ok || f.IsObsolete(el) || idranges.Allowed(id, ranges) {
				return
			}
			pass.Reportf(f.Tokens[f.ElementOrdinalToken(el)].Span,
				[]any{id, idranges.Text(ranges...), idranges.Text(idranges.PerTenant)})
		}
		for obj := range pass.Objects(syntax.KwEnumExtension) {
			for _, m := range syntax.Members(obj) {
				if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwValue {
					check(m)
				}
			}
		}
	},
}
