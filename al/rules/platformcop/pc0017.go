package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0017 reports records of one table given to a page whose source table
// is another.
var PC0017 = &analysis.Rule{
	ID:      "PC0017",
	Title:   "Record arguments of pages must be of the page's source table",
	Message: "Argument %d: %s is not the source table of the page, %s",
	Description: "A page shows the records of its SourceTable; handing it a record of another table fails " +
		"at run time. Reported: Page.Run and Page.RunModal with a page written as Page::X and a record of " +
		"another table than the source table of X; GetRecord, SetRecord, SetSelectionFilter and " +
		"SetTableView on a Page variable (or CurrPage) with a record of another table than the page's " +
		"source table; and the LookupPageId and DrillDownPageId properties of a table or table extension " +
		"naming a page whose source table is not that table. Not reported: pages without a SourceTable, " +
		"pages given by number or through a variable, RecordRef and Variant arguments, and any call or " +
		"property where the page, its source table or the record's table is unknown. Temporary records " +
		"are checked like others.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0017,
}

// pc0017PageMethods are the Page methods that take a record of the page's
// source table.
var pc0017PageMethods = map[string]bool{"getrecord": true, "setrecord": true, "setselectionfilter": true, "settableview": true}

func runPC0017(pass *analysis.Pass) {
	sum := pass.Summary
	if sum == nil {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || c.Receiver == nil {
			continue
		}
		var page *symbols.Object
		var rec *syntax.Node
		arg := 0
		switch {
		case (c.Is("Run", "PageStatic") || c.Is("RunModal", "PageStatic")) && len(c.Args) >= 2:
			page = pc0017PageLiteral(scopes, c.Args[0])
			rec, arg = c.Args[1], 2
		case c.Method.Receiver == "Page" && pc0017PageMethods[strings.ToLower(c.Method.Name)] && len(c.Args) == 1:
			if t := scopes.TypeOf(c.Receiver); t.Is("Page") {
				page = scopes.ObjectOfType(t)
			}
			rec, arg = c.Args[0], 1
		default:
			continue
		}
		want := sum.PageSourceTable(page)
		if want == nil {
			continue
		}
		rt := scopes.TypeOf(rec)
		got := scopes.ObjectOfType(rt)
		if !rt.Is("Record") || got == nil || got.Kind != "table" || records.SameTable(got, want) {
			continue
		}
		pass.Reportf(c.Span(f), []any{arg, "Record " + syntax.QuoteName(got.Name), "Record " + syntax.QuoteName(want.Name)})
	}
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		o := scopes.ObjectSymbols(obj)
		if o == nil {
			continue
		}
		table := sum.RecordTable(o)
		if table == nil {
			continue
		}
		for _, name := range []string{"LookupPageId", "DrillDownPageId"} {
			p := f.Property(obj, name)
			if p == nil {
				continue
			}
			v := strings.TrimSpace(f.PropertyValueText(p))
			if i := strings.Index(v, "::"); i >= 0 && strings.EqualFold(strings.TrimSpace(v[:i]), "page") {
				v = strings.TrimSpace(v[i+2:])
			}
			ns, pname := symbols.SplitName(v)
			page := scopes.ObjectNamed("page", ns, pname)
			src := sum.PageSourceTable(page)
			if src == nil || records.SameTable(src, table) {
				continue
			}
			pass.Reportf(f.Span(p), []any{1, "Record " + syntax.QuoteName(table.Name), "Record " + syntax.QuoteName(src.Name)})
		}
	}
}

// pc0017PageLiteral returns the page a Page::X argument names, or nil.
func pc0017PageLiteral(scopes *symbols.FileScopes, e *syntax.Node) *symbols.Object {
	f := scopes.File
	e = e.Unparen()
	if e.Kind != syntax.ScopeExpr || len(e.Children) != 1 || e.Children[0].Kind != syntax.NameExpr ||
		!strings.EqualFold(f.TokenText(int(e.Children[0].First)), "page") {
		return nil
	}
	return scopes.ObjectNamed("page", "", syntax.Unquote(f.TokenText(int(e.Last)-1)))
}
