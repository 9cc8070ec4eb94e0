package pertenantextensioncop

import (
	"strconv"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0004 reports tables whose data no permission set of the project
// grants.
var PTE0004 = &analysis.Rule{
	ID:      "PTE0004",
	Title:   "Table definitions must have a matching permission set",
	Message: "The table '%s' has no tabledata permission in any permission set of this extension",
	Description: "Users can read or change a table's data only through a permission set; a table that " +
		"none of the extension's permission sets grants is unusable for everyone but SUPER. Reported: " +
		"a table, at its name, when no permissionset or permissionsetextension of the project has a " +
		"tabledata entry for it (by name, namespace-qualified name or id; tabledata * covers all). Not " +
		"reported: tables that grant their data themselves (InherentPermissions), temporary tables " +
		"(TableType = Temporary), obsolete tables. Permission sets in XML " +
		"files are not read. No fix: which set should grant what is the author's decision.",
	Severity:    analysis.SeverityError,
	Category:    "Configuration",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         runPTE0004,
}

func runPTE0004(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	cov := permissions.Coverages.Get(pass.Summary)
	for obj := range pass.Objects(syntax.KwTable) {
		if p := f.Property(obj, "TableType"); p != nil && f.PropertyValueIs(p, "Temporary") || f.Property(obj, "InherentPermissions") != nil {
			continue
		}
		tok := f.ObjectName(obj)
		if tok < 0 {
			continue
		}
		id := 0
		if t := f.ObjectID(obj); t >= 0 {
			id, _ = strconv.Atoi(f.TokenText(t))
		}
		if !cov.Covers([]string{"tabledata"}, f.DeclName(obj), id) {
			pass.Reportf(f.Tokens[tok].Span, []any{f.DeclName(obj)})
		}
	}
}
