package pertenantextensioncop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
)

// PTE0025 reports objects whose name another object of the same kind
// already has, in the project or a dependency.
var PTE0025 = &analysis.Rule{
	ID:      "PTE0025",
	Title:   "Avoid using duplicate object names",
	Message: "An object of type '%s' with the same unqualified name '%s' is declared in %s",
	Description: "Namespaces let two apps declare objects of the same kind and name, but code without " +
		"namespaces (older extensions, RecordRef by name, configuration packages, reports' layouts) " +
		"then finds two objects and may pick the wrong one, and an update of the other app can break " +
		"this one. Reported: an object, at its name, when the project summary holds another object of " +
		"the same kind and unqualified name (ignoring case) in the project or in a loaded dependency; " +
		"obsolete objects count too. No fix: renaming an object changes every reference to it and its " +
		"stored data.",
	Severity:     analysis.SeverityWarning,
	Category:     "Extensibility",
	Analyzer:     project.PerTenantExtensionCop,
	UsesProject:  true,
	ProjectFacts: pte0025Facts,
	Run:          runPTE0025,
}

func runPTE0025(pass *analysis.Pass) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	for _, obj := range f.Objects() {
		tok := f.ObjectName(obj)
		if tok < 0 {
			continue
		}
		kind, name := strings.ToLower(f.TokenText(int(obj.First))), f.DeclName(obj)
		others := pte0025Others(sum, kind, name, f.Namespace())
		if len(others) == 0 {
			continue
		}
		where := "this app"
		if !sum.IsOwn(others[0]) {
			where = "the app '" + sum.AppOf(others[0]).Name + "'"
		}
		pass.Reportf(f.Tokens[tok].Span, []any{kind, name, where})
	}
}

// pte0025Others returns the objects of kind and name that are not the one
// the file of namespace ns declares: those of other namespaces, and a
// second one of the same namespace (which the compiler refuses anyway).
func pte0025Others(sum *symbols.Summary, kind, name, ns string) []*symbols.Object {
	var others []*symbols.Object
	self := false
	for _, o := range sum.Objects(kind, name) {
		if !strings.EqualFold(o.Name, name) {
			continue // a namespace-qualified match of a dotted name
		}
		if !self && sum.IsOwn(o) && strings.EqualFold(o.Namespace, ns) {
			self = true
			continue
		}
		others = append(others, o)
	}
	return others
}

// pte0025Facts lists the kind and name of every own object that has a
// namesake: whether a file's object is reported depends on objects the
// file does not name.
func pte0025Facts(sum *symbols.Summary) string {
	var keys []string
	for _, fs := range sum.Files {
		for i := range fs.Objects {
			o := &fs.Objects[i]
			if o.Name != "" && len(pte0025Others(sum, o.Kind, o.Name, o.Namespace)) > 0 {
				keys = append(keys, o.Kind+" "+strings.ToLower(o.Name))
			}
		}
	}
	slices.Sort(keys)
	return strings.Join(slices.Compact(keys), "\n")
}
