// Package twinrules holds the checks that AppSourceCop and
// PerTenantExtensionCop both publish, each under its own id (PTE0004 and
// AS0103, PTE0016-PTE0019 and AS0110-AS0113, PTE0021 and AS0008, PTE0025
// and AS0130, and the project checks PTE0011/AS0048, PTE0012/AS0081,
// PTE0014/AS0094, PTE0015/AS0104): one policy in one place. A check reports through a Report
// callback with the arguments of its message, so each cop's rule keeps its
// own id, title and message. It must not import a cop package or al/rules.
package twinrules

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/appmanifest"
	"github.com/alfix/alfix/al/rules/internal/manifestsite"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Report receives a finding of a check: its span and the arguments of the
// rule's message.
type Report func(span syntax.Span, args ...any)

// Reporter returns the Report that reports through the pass.
func Reporter(pass *analysis.Pass) Report {
	return func(span syntax.Span, args ...any) { pass.Reportf(span, args) }
}

// UncoveredTables reports, at its name, each table of the file that no permission set of the
// project grants (PTE0004, AS0103); argument: the table name.
func UncoveredTables(pass *analysis.Pass, report Report) {
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
			report(f.Tokens[tok].Span, f.DeclName(obj))
		}
	}
}

// extensionProperties yields the properties named name of the file's
// permission set extensions.
func extensionProperties(f *syntax.File, name string) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		for _, obj := range f.Objects() {
			if f.ObjectKind(obj) != syntax.KwPermissionSetExtension {
				continue
			}
			for _, prop := range f.PropertiesNamed(obj, name) {
				if !yield(prop) {
					return
				}
			}
		}
	}
}

// ForeignObjectGrants reports the Permissions entries of permission set
// extensions that name another app's object (PTE0016, AS0110); argument:
// the object name.
func ForeignObjectGrants(pass *analysis.Pass, report Report) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	fileNs, usings := f.Namespace(), f.Usings()
	for prop := range extensionProperties(f, "Permissions") {
		entries, _ := f.PermissionEntries(prop)
		for _, e := range entries {
			kind := permissionObjectKinds[strings.ToLower(f.TokenText(e.Type))]
			ns, name, ok := qualifiedName(f, e.Type+1, e.Equal)
			if kind == "" || !ok {
				continue
			}
			o := sum.ObjectFrom(kind, ns, name, fileNs, usings)
			if o == nil || sum.IsOwn(o) {
				continue
			}
			span := syntax.Span{Start: f.Tokens[e.Type+1].Span.Start, End: f.Tokens[e.Equal-1].Span.End}
			report(span, name)
		}
	}
}

// qualifiedName reads the object name of tokens first..end-1: a name, or a
// namespace-qualified name (A.B.Name); ok is false for anything else (a
// wildcard, an id).
func qualifiedName(f *syntax.File, first, end int) (ns, name string, ok bool) {
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

// ForeignIncludedSets reports the IncludedPermissionSets names of permission
// set extensions that are another app's permission sets (PTE0017, AS0111);
// argument: the set name.
func ForeignIncludedSets(pass *analysis.Pass, report Report) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	fileNs, usings := f.Namespace(), f.Usings()
	for prop := range extensionProperties(f, "IncludedPermissionSets") {
		v := prop.Child(syntax.PropertyValue)
		if v == nil {
			continue
		}
		start := int(v.First)
		for i := int(v.First); i <= int(v.Last); i++ {
			if i < int(v.Last) && f.Tokens[i].Kind != syntax.Comma {
				continue
			}
			if ns, name, ok := qualifiedName(f, start, i); ok {
				if o := sum.ObjectFrom("permissionset", ns, name, fileNs, usings); o != nil && !sum.IsOwn(o) {
					report(syntax.Span{Start: f.Tokens[start].Span.Start, End: f.Tokens[i-1].Span.End}, name)
				}
			}
			start = i + 1
		}
	}
}

// IncludedSetsGrantingForeign reports the IncludedPermissionSets names of
// permission set extensions that are own sets granting another app's
// objects (PTE0018, AS0112); arguments: the set and the foreign object.
func IncludedSetsGrantingForeign(pass *analysis.Pass, report Report) {
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
					checkIncludedSet(report, sum, syntax.Span{Start: f.Tokens[start].Span.Start, End: f.Tokens[i-1].Span.End},
						syntax.Unquote(f.TokenText(i-1)))
				}
				start = i + 1
			}
		}
	}
}

// checkIncludedSet reports the included set name at span when it is one of the
// project's permission sets that grants another app's objects.
func checkIncludedSet(report Report, sum *symbols.Summary, span syntax.Span, name string) {
	ps := sum.Object("permissionset", name)
	if ps == nil || !sum.IsOwn(ps) {
		return
	}
	if foreign := foreignGrant(sum, ps, map[*symbols.Object]bool{}); foreign != "" {
		report(span, ps.Name, foreign)
	}
}

// permissionKinds maps a permission entry's object type to the object
// kind it names.
var permissionKinds = map[string]string{
	"tabledata": "table", "table": "table", "page": "page", "codeunit": "codeunit",
	"report": "report", "xmlport": "xmlport", "query": "query",
}

// foreignGrant returns the name of an object of another app that the own
// permission set ps grants, directly or through the sets it includes, or
// "" when it grants none.
func foreignGrant(sum *symbols.Summary, ps *symbols.Object, seen map[*symbols.Object]bool) string {
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
			for g := range permissions.Grants(p.Value) {
				kind := permissionKinds[g.Type]
				if kind == "" || g.Name == "*" {
					continue
				}
				if o := sum.Object(kind, g.Name); o != nil && !sum.IsOwn(o) {
					return o.Name
				}
			}
		case strings.EqualFold(p.Name, "IncludedPermissionSets"):
			for name := range permissions.Names(p.Value) {
				if inc := sum.Object("permissionset", name); inc != nil {
					if foreign := foreignGrant(sum, inc, seen); foreign != "" {
						return foreign
					}
				}
			}
		}
	}
	return ""
}

// IncludedSetsGrantingForeignFacts lists the project's permission sets that grant another
// app's objects: a file's result depends on the sets its included sets
// include, which it does not name.
func IncludedSetsGrantingForeignFacts(sum *symbols.Summary) string {
	var names []string
	for _, o := range sum.AllObjects() {
		if o.Kind == "permissionset" && foreignGrant(sum, o, map[*symbols.Object]bool{}) != "" {
			names = append(names, strings.ToLower(o.Name))
		}
	}
	slices.Sort(names)
	return strings.Join(names, "\n")
}

// WildcardGrants reports the wildcard entries of permission set extensions
// (PTE0019, AS0113); argument: the entry.
func WildcardGrants(pass *analysis.Pass, report Report) {
	f := pass.File
	for prop := range extensionProperties(f, "Permissions") {
		entries, _ := f.PermissionEntries(prop)
		for _, e := range entries {
			if e.Equal == e.Type+2 && f.Tokens[e.Type+1].Kind == syntax.Star {
				report(f.RangeSpan(e.Tokens), f.RangeText(e.Tokens))
			}
		}
	}
}

// ReservedNamespace reports a file's namespace under System or Microsoft
// (PTE0021, AS0008); argument: the namespace.
func ReservedNamespace(pass *analysis.Pass, report Report) {
	f := pass.File
	ns := f.Root.Child(syntax.Namespace)
	if ns == nil {
		return
	}
	name := f.Namespace()
	top, _, _ := strings.Cut(name, ".")
	if !strings.EqualFold(top, "System") && !strings.EqualFold(top, "Microsoft") {
		return
	}
	first, last := -1, -1
	for i := range f.OwnTokens(ns) {
		if t := f.Tokens[i]; t.Keyword == syntax.KwNone && t.Kind != syntax.Semicolon {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first >= 0 {
		report(syntax.Span{Start: f.Tokens[first].Span.Start, End: f.Tokens[last].Span.End}, name)
	}
}

// DuplicateNames reports objects (not extension objects or entitlements)
// whose kind and unqualified name another object has (PTE0025, AS0130);
// arguments: kind, name and where the other is declared.
func DuplicateNames(pass *analysis.Pass, report Report) {
	f, sum := pass.File, pass.Summary
	if sum == nil {
		return
	}
	for _, obj := range f.Objects() {
		tok := f.ObjectName(obj)
		if tok < 0 {
			continue
		}
		if st := f.Property(obj, "ObsoleteState"); st != nil && (f.PropertyValueIs(st, "Moved") || f.PropertyValueIs(st, "PendingMove")) ||
			f.Property(obj, "MovedFrom") != nil {
			continue // the same object on its way between two apps
		}
		kind, name := strings.ToLower(f.TokenText(int(obj.First))), f.DeclName(obj)
		if kind == "entitlement" || strings.HasSuffix(kind, "extension") {
			// No code names an entitlement or an extension object; each app
			// ships its own (System Application's and Business Foundation's
			// entitlements share names; Bank Deposits and Base Application
			// each declare a pageextension SourceCodeSetupExt).
			continue
		}
		others := namesakes(sum, kind, name, f.Namespace())
		if len(others) == 0 {
			continue
		}
		where := "this app"
		if !sum.IsOwn(others[0]) {
			where = "the app '" + sum.AppOf(others[0]).Name + "'"
		}
		report(f.Tokens[tok].Span, kind, name, where)
	}
}

// namesakes returns the objects of kind and name that are not the one
// the file of namespace ns declares: those of other namespaces, and a
// second one of the same namespace (which the compiler refuses anyway).
// Objects moved or moving to another app (ObsoleteState Moved or
// PendingMove) are the same object as their namesake there and do not
// count.
func namesakes(sum *symbols.Summary, kind, name, ns string) []*symbols.Object {
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
		if strings.EqualFold(o.ObsoleteState, "Moved") || strings.EqualFold(o.ObsoleteState, "PendingMove") {
			continue // moved to (or moving to) the app that declares the name now
		}
		others = append(others, o)
	}
	return others
}

// DuplicateNamesFacts lists the kind and name of every own object that has a
// namesake: whether a file's object is reported depends on objects the
// file does not name.
func DuplicateNamesFacts(sum *symbols.Summary) string {
	var keys []string
	for _, fs := range sum.Files {
		for i := range fs.Objects {
			o := &fs.Objects[i]
			if o.Name != "" && o.Kind != "entitlement" && !strings.HasSuffix(o.Kind, "extension") && len(namesakes(sum, o.Kind, o.Name, o.Namespace)) > 0 {
				keys = append(keys, o.Kind+" "+strings.ToLower(o.Name))
			}
		}
	}
	slices.Sort(keys)
	return strings.Join(slices.Compact(keys), "\n")
}

// permissionObjectKinds maps the object type of a permission entry to the
// kind of the object it names.
var permissionObjectKinds = map[string]string{
	"tabledata": "table", "table": "table", "page": "page", "codeunit": "codeunit",
	"report": "report", "xmlport": "xmlport", "query": "query",
}

// The project checks below report once per project, on the manifest site
// (manifestsite.Span).

// XMLPermissionSets reports each XML permission set file of the project
// (PTE0014, AS0094); argument: the file's path relative to the project.
func XMLPermissionSets(pass *analysis.Pass, report Report) {
	for _, p := range pass.Config.PermissionSetXML() {
		if span, ok := manifestsite.Span(pass); ok {
			report(span, p)
		}
	}
}

// InvalidName reports an app.json name that is not valid as an extension's
// name (PTE0015, AS0104); arguments: the name and why it is not valid.
func InvalidName(pass *analysis.Pass, report Report) {
	why := appmanifest.InvalidName(pass.Config.Name())
	if why == "" {
		return
	}
	if span, ok := manifestsite.Span(pass); ok {
		report(span, pass.Config.Name(), why)
	}
}

// LongPublisher reports an app.json publisher over
// appmanifest.MaxPublisherLength characters (PTE0011, AS0048); no
// arguments.
func LongPublisher(pass *analysis.Pass, report Report) {
	if !appmanifest.TooLong(pass.Config.Publisher(), appmanifest.MaxPublisherLength) {
		return
	}
	if span, ok := manifestsite.Span(pass); ok {
		report(span)
	}
}

// InternalsVisible reports an app.json whose internalsVisibleTo names an
// app (PTE0012, AS0081); no arguments.
func InternalsVisible(pass *analysis.Pass, report Report) {
	if len(pass.Config.InternalsVisibleTo()) == 0 {
		return
	}
	if span, ok := manifestsite.Span(pass); ok {
		report(span)
	}
}
