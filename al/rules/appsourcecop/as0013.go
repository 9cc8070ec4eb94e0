package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/idranges"
	"github.com/alfix/alfix/al/syntax"
)

// AS0013 reports table extension fields whose id is outside the app's id
// ranges or inside the per-tenant range.
var AS0013 = &analysis.Rule{
	ID:    "AS0013",
	Title: "The field identifier must be within the allowed range",
	Message: "The field identifier '%d' is not valid. It must be within the range '%s', which is allocated " +
		"to the application, and outside the range '%s', which is allocated to per-tenant customizations.",
	Description: "A field a table extension adds shares the base table with the fields of every other " +
		"extension of it; only the ids of the app's own ranges (app.json idRanges) are sure not to clash, " +
		"and ids of the per-tenant range 50,000..99,999 belong to customers' own extensions. alfix checks " +
		"the fields of table extensions (fields of the app's own tables are AS0099's) when app.json " +
		"declares id ranges, except in Microsoft's own apps (every range below 50,000), whose extension " +
		"fields follow Microsoft's allocation of the base table's ids, and in extensions of the app's own " +
		"tables, whose fields continue the table's numbering; obsolete fields are skipped.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.AppSourceCop,
	// The base table's app decides (idranges.ExtendsOwnTable).
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		ranges := pass.Config.IDRanges()
		if len(ranges) == 0 || idranges.MicrosoftOwn(ranges) {
			return
		}
		f := pass.File
		for obj := range pass.Objects(syntax.KwTableExtension) {
			if idranges.ExtendsOwnTable(pass, obj) {
				continue
			}
			for _, field := range f.TableFields(obj) {
				id, ok := f.ElementOrdinal(field)
				if !ok || f.IsObsolete(field) || idranges.Allowed(id, ranges) {
					continue
				}
				pass.Reportf(f.Tokens[f.ElementOrdinalToken(field)].Span,
					[]any{id, idranges.Text(ranges...), idranges.Text(idranges.PerTenant)})
			}
		}
	},
}
