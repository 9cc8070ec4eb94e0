package applicationcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/syntax"
)

// AC0010 reports application objects that no permission set of the
// project grants.
var AC0010 = &analysis.Rule{
	ID:      "AC0010",
	Title:   "All application objects must be covered by a PermissionSet",
	Message: "%s '%s' is not covered by any permission set of this extension",
	Description: "Users can only run what a permission set grants them. Every table, page, report, " +
		"codeunit, query and xmlport of the extension should appear in the Permissions of one of its " +
		"permission sets or permission set extensions (`table X = X`, `tabledata X = RIMD`, ... by name " +
		"or id; `*` covers every object of a type). Not reported: objects with InherentPermissions, test " +
		"codeunits (Subtype = Test), obsolete objects. Permission sets defined in XML files (the " +
		"format before AL permissionset objects) are not read: an extension that still uses them gets " +
		"reports for the objects they grant.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true,
	Run:         runAC0010,
}

// ac0010Kinds are the object kinds that need permissions, with the word
// the message uses.
var ac0010Kinds = map[syntax.Keyword]string{
	syntax.KwTable: "Table", syntax.KwPage: "Page", syntax.KwReport: "Report", syntax.KwCodeunit: "Codeunit",
	syntax.KwQuery: "Query", syntax.KwXmlPort: "XmlPort",
}

func runAC0010(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	cov := permissions.Coverages.Get(pass.Summary)
	for obj := range pass.Objects() {
		kind := f.ObjectKind(obj)
		what, ok := ac0010Kinds[kind]
		if !ok || f.Property(obj, "InherentPermissions") != nil || kind == syntax.KwCodeunit && f.IsTestCodeunit(obj) {
			continue
		}
		types := []string{strings.ToLower(what)}
		if kind == syntax.KwTable {
			types = append(types, "tabledata")
		}
		id := 0
		if tok := f.ObjectID(obj); tok >= 0 {
			id, _ = strconv.Atoi(f.TokenText(tok))
		}
		if !cov.Covers(types, f.DeclName(obj), id) {
			pass.Reportf(f.DeclSpan(obj), []any{what, f.DeclName(obj)})
		}
	}
}
