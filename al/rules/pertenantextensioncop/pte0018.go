package pertenantextensioncop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0018 reports permission set extensions that include one of the
// project's permission sets which grants other apps' objects.
var PTE0018 = &analysis.Rule{
	ID:      "PTE0018",
	Title:   "Permission set extensions should not include permission sets which include permissions for objects defined in another application",
	Message: "The permission set '%s' should not be included through a permission set extension: it grants '%s' of another app",
	Description: "Including a permission set of the extension in another app's permission set is fine as " +
		"long as it grants the extension's own objects; when it (or a set it includes, at any depth) " +
		"grants another app's objects or includes another app's permission set, the extension widens " +
		"what the extended set means. Reported: each name in a permissionsetextension's " +
		"IncludedPermissionSets that is a permission set of the project granting, directly or through " +
		"its own IncludedPermissionSets, an object the project summary finds in a dependency (or " +
		"including a dependency's permission set). Sets of dependencies named directly are PTE0017's. " +
		"No fix: the foreign grant belongs in a set that is not included this way.",
	Severity:     analysis.SeverityWarning,
	Category:     "Extensibility",
	Analyzer:     project.PerTenantExtensionCop,
	UsesProject:  true,
	ProjectFacts: pte0018Facts,
	Run:          runPTE0018,
}

func runPTE0018(pass *analysis.Pass) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	for obj := range pass.Objects(syntax.KwPermissionSetExtension) {
		for _, prop := range f.PropertiesNamed(obj, "IncludedPermissionSets") {
			v := prop.Child(syntax.PropertyValue)
			if v == nil {
				continue
			}
			start := int(v.First)
			for i := int(v.First); i <= int(v.Last); i++ {
				if i < int(v.Last) && f.Tokens[i].Kind != syntax.Comma {
					continue
				}
				if i > start {
					pte0018Check(pass, sum, syntax.Span{Start: f.Tokens[start].Span.Start, End: f.Tokens[i-1].Span.End},
						syntax.Unquote(f.TokenText(i-1)))
				}
				start = i + 1
			}
		}
	}
}

// pte0018Check reports the included set name at span when it is one of the
// project's permission sets that grants another app's objects.
func pte0018Check(pass *analysis.Pass, sum *symbols.Summary, span syntax.Span, name string) {
	ps := sum.Object("permissionset", name)
	if ps == nil || !sum.IsOwn(ps) {
		return
	}
	if foreign := pte0018Foreign(sum, ps, map[*symbols.Object]bool{}); foreign != "" {
		pass.Reportf(span, []any{ps.Name, foreign})
	}
}

// permissionKinds maps a permission entry's object type to the object
// kind it names.
var permissionKinds = map[string]string{
	"tabledata": "table", "table": "table", "page": "page", "codeunit": "codeunit",
	"report": "report", "xmlport": "xmlport", "query": "query",
}

// pte0018Foreign returns the name of an object of another app that the own
// permission set ps grants, directly or through the sets it includes, or
// "" when it grants none.
func pte0018Foreign(sum *symbols.Summary, ps *symbols.Object, seen map[*symbols.Object]bool) string {
	if seen[ps] {
		return ""
	}
	seen[ps] = true
	if !sum.IsOwn(ps) {
		return ps.Name
	}
	for _, p := range ps.Properties {
		switch {
		case strings.EqualFold(p.Name, "Permissions"):
			for _, g := range permissions.Grants(p.Value) {
				kind := permissionKinds[g.Type]
				if kind == "" || g.Name == "*" {
					continue
				}
				if o := sum.Object(kind, g.Name); o != nil && !sum.IsOwn(o) {
					return o.Name
				}
			}
		case strings.EqualFold(p.Name, "IncludedPermissionSets"):
			for _, name := range permissions.Names(p.Value) {
				if inc := sum.Object("permissionset", name); inc != nil {
					if foreign := pte0018Foreign(sum, inc, seen); foreign != "" {
						return foreign
					}
				}
			}
		}
	}
	return ""
}

// pte0018Facts lists the project's permission sets that grant another
// app's objects: a file's result depends on the sets its included sets
// include, which it does not name.
func pte0018Facts(sum *symbols.Summary) string {
	var names []string
	for _, o := range sum.AllObjects() {
		if o.Kind == "permissionset" && pte0018Foreign(sum, o, map[*symbols.Object]bool{}) != "" {
			names = append(names, strings.ToLower(o.Name))
		}
	}
	slices.Sort(names)
	return strings.Join(names, "\n")
}
