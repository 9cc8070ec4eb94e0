package applicationcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/pages"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0026 reports table fields no page shows that leave
// AllowInCustomizations to its default.
var AC0026 = &analysis.Rule{
	ID:      "AC0026",
	Title:   "Explicitly set AllowInCustomizations for excluded fields",
	Message: "Field '%s' is not shown on any page; set AllowInCustomizations explicitly",
	Description: "A user personalising a page can add any field of its source table that no page " +
		"shows, unless AllowInCustomizations says otherwise. For such a field the choice should be " +
		"explicit (AllowInCustomizations = Always, AsReadOnly or Never). Reported: fields of tables and " +
		"table extensions of the project that no field control of a project page or page extension " +
		"shows, when the table is a page's source or names a LookupPageId or DrillDownPageId (for a " +
		"table extension of a table alfix has no symbols of, always). Not reported: fields or objects " +
		"that set AllowInCustomizations (a table extension's field needs its own, or the extension's), " +
		"fields with Enabled = false, FlowFilter fields, Blob, Media, MediaSet, RecordId and " +
		"TableFilter fields, obsolete fields and tables. A field shown by a page extension of a page " +
		"whose source table is unknown counts as shown for any table.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true,
	Run:         runAC0026,
}

// ac0026SkippedTypes are the field types users cannot add to a page.
var ac0026SkippedTypes = map[string]bool{"blob": true, "media": true, "mediaset": true, "recordid": true, "tablefilter": true}

func runAC0026(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	usage := pages.Usages.Get(pass.Summary)
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		if f.Property(obj, "AllowInCustomizations") != nil {
			continue
		}
		table, inScope := ac0026Table(pass, usage, obj)
		if !inScope {
			continue
		}
		shown := usage.Shown[table]
		for _, fl := range f.TableFields(obj) {
			if f.IsObsolete(fl) || f.Property(fl, "AllowInCustomizations") != nil {
				continue
			}
			if p := f.Property(fl, "Enabled"); p != nil && f.PropertyValueIs(p, "false") {
				continue
			}
			if p := f.Property(fl, "FieldClass"); p != nil && f.PropertyValueIs(p, "FlowFilter") {
				continue
			}
			args := f.ElementArgs(fl, false)
			if len(args) < 3 {
				continue
			}
			typ := strings.ToLower(f.TokenText(args[2].First))
			name := syntax.Unquote(f.RangeText(args[1]))
			if ac0026SkippedTypes[typ] || shown[strings.ToLower(name)] || usage.ShownUnknown[strings.ToLower(name)] {
				continue
			}
			pass.Reportf(f.DeclSpan(fl), []any{name})
		}
	}
}

// ac0026Table returns the lower-case name of the table whose fields obj (a
// table or table extension) declares, and whether the table is one users
// see on pages: a project page's source, or one with a LookupPageId or
// DrillDownPageId; a table extension's base that is not in the summary
// counts as one.
func ac0026Table(pass *analysis.Pass, usage *pages.Usage, obj *syntax.Node) (string, bool) {
	f := pass.File
	if f.ObjectKind(obj) == syntax.KwTable {
		name := strings.ToLower(f.DeclName(obj))
		return name, usage.Sources[name].Page || f.Property(obj, "LookupPageId") != nil || f.Property(obj, "DrillDownPageId") != nil
	}
	sym := pass.Scopes().ObjectSymbols(obj)
	if sym == nil || sym.Extends == "" {
		return "", false
	}
	base := pass.Summary.ObjectIn("table", sym.ExtendsNamespace, sym.Extends)
	if base == nil {
		return strings.ToLower(sym.Extends), true
	}
	name := strings.ToLower(base.Name)
	return name, usage.Sources[name].Page || hasObjectProperty(base, "LookupPageId") || hasObjectProperty(base, "DrillDownPageId")
}

// hasObjectProperty reports whether a summary object sets a property.
func hasObjectProperty(o *symbols.Object, name string) bool {
	_, ok := pages.ObjectProperty(o, name)
	return ok
}
