package pertenantextensioncop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0016 reports permission set extension entries for other apps'
// objects.
var PTE0016 = &analysis.Rule{
	ID:      "PTE0016",
	Title:   "Permission set extensions should not include permissions for objects defined in another application",
	Message: "Permissions for the object '%s' should not be added through a permission set extension: it is defined in another app",
	Description: "A permission set extension widens a permission set another app owns for everyone " +
		"assigned that set; granting that app's own objects through it changes what the set means " +
		"without its owner knowing. Reported: each entry of a permissionsetextension's Permissions " +
		"property (tabledata, table, page, codeunit, report, xmlport, query) whose object the project " +
		"summary finds in a dependency, not in the project. Entries whose object is not found, " +
		"wildcards (PTE0019's) and system permissions are not reported. No fix: the permission belongs " +
		"in the project's own permission set, or is the other app's to grant.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         runPTE0016,
}

// permissionObjectKinds maps the object type of a permission entry to the
// kind of the object it names.
var permissionObjectKinds = map[string]string{
	"tabledata": "table", "table": "table", "page": "page", "codeunit": "codeunit",
	"report": "report", "xmlport": "xmlport", "query": "query",
}

func runPTE0016(pass *analysis.Pass) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	fileNs, usings := f.Namespace(), f.Usings()
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) != syntax.KwPermissionSetExtension {
			continue
		}
		for _, prop := range f.PropertiesNamed(obj, "Permissions") {
			entries, _ := f.PermissionEntries(prop)
			for _, e := range entries {
				kind := permissionObjectKinds[strings.ToLower(f.TokenText(e.Type))]
				ns, name, ok := pte0016Name(f, e.Type+1, e.Equal)
				if kind == "" || !ok {
					continue
				}
				o := sum.ObjectFrom(kind, ns, name, fileNs, usings)
				if o == nil || sum.IsOwn(o) {
					continue
				}
				span := syntax.Span{Start: f.Tokens[e.Type+1].Span.Start, End: f.Tokens[e.Equal-1].Span.End}
				pass.Reportf(span, []any{name})
			}
		}
	}
}

// pte0016Name reads the object name of tokens first..end-1: a name, or a
// namespace-qualified name (A.B.Name); ok is false for anything else (a
// wildcard, an id).
func pte0016Name(f *syntax.File, first, end int) (ns, name string, ok bool) {
	if end <= first || (end-first)%2 == 0 {
		return "", "", false
	}
	var parts []string
	for i := first; i < end; i++ {
		t := f.Tokens[i]
		if (i-first)%2 == 1 {
			if t.Kind != syntax.Dot {
				return "", "", false
			}
			continue
		}
		if t.Kind != syntax.Identifier && t.Kind != syntax.QuotedIdentifier {
			return "", "", false
		}
		parts = append(parts, syntax.Unquote(f.TokenText(i)))
	}
	return strings.Join(parts[:len(parts)-1], "."), parts[len(parts)-1], true
}
