package check

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/properties"
)

// AL0404: a table extension that sets a property only its base table may
// set.
var AL0404 = &analysis.Rule{
	ID:       "AL0404",
	Title:    "The property is not allowed on a table extension",
	Message:  "Property '%s' is not allowed on a table extension.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A table extension object may set only the table properties the language reference marks " +
		"as extensible (AllowInCustomizations, Caption, DataCaptionFields, DrillDownPageId, LookupPageId, and " +
		"Description and the Obsolete properties); a property of tables that only the base table may set " +
		"(DataPerCompany, TableType, Permissions, ReplicateData, ...) is reported on its name. A name that is no " +
		"table property at all is AL0124's. It reads only the file's syntax, so it does not depend on loaded " +
		"dependencies.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for _, u := range fileProperties.Get(pass) {
			if baseOnly(u.Context, f.PropertyName(u.Node)) {
				pass.Reportf(tokenSpan(f, int(u.Node.First)), []any{f.PropertyName(u.Node)})
			}
		}
	},
}

// baseOnly reports whether property name, written on a table extension
// object (context ctx), is one its base table has but an extension may
// not set: AL0404's, not AL0124's.
func baseOnly(ctx properties.Context, name string) bool {
	if ctx != "tableextension" {
		return false
	}
	inExt, _ := properties.Allowed(ctx, name)
	inTable, _ := properties.Allowed("table", name)
	return !inExt && inTable
}
