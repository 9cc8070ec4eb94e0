package decls

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// scopeNames are the names of one object a reader meets in its code, by
// what they name: the fields of its implicit record, the field controls of
// its request page (not of a page), its own methods and its actions (lower-case
// keys). AA0202, AA0203, AA0204 and AA0245 report declarations that take
// one of these names.
type scopeNames struct {
	fields   map[string]bool
	controls map[string]bool
	methods  map[string]bool
	actions  map[string]bool
}

// fileScopeNames holds the names in scope of each object of a file.
var fileScopeNames = analysis.NewShared("names in scope", func(pass *analysis.Pass) map[*syntax.Node]*scopeNames {
	out := map[*syntax.Node]*scopeNames{}
	for _, obj := range pass.File.Objects() {
		out[obj] = objectScopeNames(pass, obj)
	}
	return out
})

// NamesInScope returns the names in scope in object obj (empty for a node
// that is not an object of the file).
func NamesInScope(pass *analysis.Pass, obj *syntax.Node) *scopeNames {
	if n := fileScopeNames.Get(pass)[obj]; n != nil {
		return n
	}
	return &scopeNames{}
}

// objectScopeNames collects the names in scope in one object.
func objectScopeNames(pass *analysis.Pass, obj *syntax.Node) *scopeNames {
	f := pass.File
	scopes := pass.Scopes()
	n := &scopeNames{fields: map[string]bool{}, controls: map[string]bool{}, methods: map[string]bool{}, actions: map[string]bool{}}
	switch f.ObjectKind(obj) {
	case syntax.KwTable, syntax.KwTableExtension, syntax.KwPage, syntax.KwPageExtension:
		// An implicit record whose table is unknown adds no fields: what
		// may be a field is not reported.
		if t := scopes.RecTable(obj); t != nil && !tempPageRecord(pass, obj, t) {
			for _, fl := range pass.Summary.TableFields(t) {
				n.fields[strings.ToLower(fl.Name)] = true
			}
		}
	}
	for _, d := range scopes.ProcedureDecls(obj) {
		if d.Node != nil && d.Node.Kind == syntax.Procedure {
			n.methods[strings.ToLower(d.Name)] = true
		}
	}
	// Field controls count only on a report's request page: CodeCop reports
	// a global named like one there (Microsoft's Refresh Production Order
	// suppresses it), while pages are full of field(Name; Name) controls
	// showing a variable of that name, which it does not report (System
	// Application builds at generalAction Error with 71 of them).
	page, requestPage := obj, false
	if f.ObjectKind(obj) == syntax.KwReport {
		page, requestPage = f.Section(obj, syntax.KwRequestPage), true
	}
	if page != nil {
		for el, kind := range f.PageControls(page) {
			tok := f.ElementNameToken(el)
			if tok < 0 {
				continue
			}
			name := strings.ToLower(syntax.Unquote(f.TokenText(tok)))
			switch {
			case kind == syntax.KwAction:
				n.actions[name] = true
			case requestPage:
				n.controls[name] = true
			}
		}
	}
	return n
}

// clash returns what a name would be confused with, with its article,
// checking the kinds in the order field (of the record, then a field
// control), method, action; "" when it clashes with none.
func (n *scopeNames) Clash(name string, fields, methods, actions bool) string {
	k := strings.ToLower(name)
	switch {
	case fields && n.fields[k]:
		return "a field"
	case fields && n.controls[k]:
		return "a field control"
	case methods && n.methods[k]:
		return "a method"
	case actions && n.actions[k]:
		return "an action"
	}
	return ""
}

// ReportNameClashes reports the declarations of kind that clash with the
// names in scope of their object, for AA0202, AA0204 and AA0245; skip
// leaves out declarations whose name is not the author's to choose.
func ReportNameClashes(pass *analysis.Pass, kind symbols.DeclKind, skip func(d *symbols.Decl) bool) {
	f := pass.File
	for _, d := range pass.Scopes().Decls {
		if d.Kind != kind || d.Object == nil || d.NameToken < 0 || d.Inherited || d.Node == nil {
			continue
		}
		obsolete := f.InObsoleteCode(d.Node) || d.Node.Kind == syntax.VariableDecl && f.Attribute(d.Node, "Obsolete") != nil
		if obsolete || skip != nil && skip(d) {
			continue
		}
		what := NamesInScope(pass, d.Object).Clash(d.Name, true, true, true)
		if what == "" {
			continue
		}
		pass.Reportf(f.Tokens[d.NameToken].Span, []any{d.Name, what})
	}
}

// tempPageRecord reports whether obj is a page or page extension whose
// record is temporary (SourceTableTemporary, or a table with TableType =
// Temporary): CodeCop does not count its fields as names in scope (System
// Application builds at generalAction Error with seven locals and
// parameters named like a field of such a page's record, and none named
// like a field of a stored one).
func tempPageRecord(pass *analysis.Pass, obj *syntax.Node, t *symbols.Object) bool {
	switch pass.File.ObjectKind(obj) {
	case syntax.KwPage, syntax.KwPageExtension:
		temp, _ := records.PageRecTemporary(pass, obj)
		return temp || records.TableTemporary(t)
	}
	return false
}
