package pertenantextensioncop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0017 reports permission set extensions that include other apps'
// permission sets.
var PTE0017 = &analysis.Rule{
	ID:      "PTE0017",
	Title:   "Permission set extensions should not include permission sets defined in another application",
	Message: "The permission set '%s' should not be included through a permission set extension: it is defined in another app",
	Description: "Including another app's permission set in a permission set extension grants " +
		"everything that set grants, now and after every update of its app, to everyone assigned the " +
		"extended set. Reported: each name in a permissionsetextension's IncludedPermissionSets that " +
		"the project summary finds as a permission set of a dependency, not of the project. Names that " +
		"are not found are not reported. No fix: the extension should include a permission set of the " +
		"project, or the assignment should be the administrator's.",
	Severity:    analysis.SeverityWarning,
	Category:    "Extensibility",
	Analyzer:    project.PerTenantExtensionCop,
	UsesProject: true,
	Run:         runPTE0017,
}

func runPTE0017(pass *analysis.Pass) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	fileNs, usings := f.Namespace(), f.Usings()
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) != syntax.KwPermissionSetExtension {
			continue
		}
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
				if ns, name, ok := pte0017Name(f, start, i); ok {
					if o := sum.ObjectFrom("permissionset", ns, name, fileNs, usings); o != nil && !sum.IsOwn(o) {
						pass.Reportf(syntax.Span{Start: f.Tokens[start].Span.Start, End: f.Tokens[i-1].Span.End}, []any{name})
					}
				}
				start = i + 1
			}
		}
	}
}

// pte0017Name reads the permission set name of tokens first..end-1: a
// name or a namespace-qualified name; ok is false for anything else.
func pte0017Name(f *syntax.File, first, end int) (ns, name string, ok bool) {
	if end <= first || (end-first)%2 == 0 {
		return "", "", false
	}
	var parts []string
	for i := first; i < end; i++ {
		t := f.Tokens[i]
		switch {
		case (i-first)%2 == 1 && t.Kind == syntax.Dot:
		case (i-first)%2 == 0 && (t.Kind == syntax.Identifier || t.Kind == syntax.QuotedIdentifier):
			parts = append(parts, syntax.Unquote(f.TokenText(i)))
		default:
			return "", "", false
		}
	}
	return strings.Join(parts[:len(parts)-1], "."), parts[len(parts)-1], true
}
