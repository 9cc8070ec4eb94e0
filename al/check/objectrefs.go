package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0185: a reference to an application object that no layer declares.
var AL0185 = &analysis.Rule{
	ID:       "AL0185",
	Title:    "The referenced application object does not exist",
	Message:  "%s '%s' is missing.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The object a Record, Codeunit, Page, Report, Query, XmlPort, Enum or Interface type names " +
		"(variables, parameters, return values, fields, type arguments), a page's SourceTable and the tables a " +
		"TableRelation names must be declared by the project or a dependency (an extension's target is AL0247's). Reported only when every " +
		"dependency, the platform's System app included, is loaded: any name may be a System object.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sum := summary(pass)
		if !NeedsAll.metBy(sum) {
			return
		}
		sc := pass.Scopes()
		f := pass.File
		for tr := range pass.Nodes(syntax.TypeRef) {
			if t := missingObjectType(sc, symbols.ParseType(f, tr)); t.Object != "" {
				pass.Reportf(f.Span(tr), []any{kindName(typeObjectKinds[strings.ToLower(t.Kind)]), t.Object})
			}
		}
		for prop := range pass.Nodes(syntax.Property) {
			if !strings.EqualFold(f.PropertyName(prop), "TableRelation") {
				continue
			}
			if pv := prop.Child(syntax.PropertyValue); pv != nil {
				for _, tok := range relationTargets(f, pv) {
					if name := syntax.Unquote(f.TokenText(tok)); sc.ObjectNamed("table", "", name) == nil {
						pass.Reportf(tokenSpan(f, tok), []any{"Table", name})
					}
				}
			}
		}
		for _, d := range declarations(pass) {
			self := sc.ObjectSymbols(d.node)
			if self == nil {
				continue
			}
			if self.Kind == "page" && self.SourceTable != "" {
				if p := f.Property(d.node, "SourceTable"); p != nil && !strings.Contains(self.SourceTable, ".") &&
					sc.ObjectNamed("table", "", sourceTableName(self.SourceTable)) == nil {
					pass.Reportf(f.Span(p.Child(syntax.PropertyValue)), []any{"Table", self.SourceTable})
				}
			}
		}
	},
}

// relationTargets returns the tokens naming the tables of a TableRelation
// value (see syntax.File.RelationTargets). A target written with a
// namespace (more than one dot before where) is left out.
func relationTargets(f *syntax.File, pv *syntax.Node) []int {
	var out []int
	for _, r := range f.RelationTargets(pv) {
		if r.Len() <= 3 { // Table or Table.Field
			out = append(out, r.First)
		}
	}
	return out
}

// typeObjectKinds maps an object-typed kind to the object kind it names.
var typeObjectKinds = map[string]string{
	"record": "table", "codeunit": "codeunit", "page": "page", "report": "report", "query": "query",
	"xmlport": "xmlport", "enum": "enum", "interface": "interface",
}

// missingObjectType returns t when it names an object that is not found,
// else the zero Type. A type argument (List of [Record X]) is a type
// reference of its own, reported where it stands, not again on the list.
func missingObjectType(sc *symbols.FileScopes, t symbols.Type) symbols.Type {
	if kind, ok := typeObjectKinds[strings.ToLower(t.Kind)]; ok && t.Object != "" &&
		sc.ObjectNamed(kind, t.ObjectNamespace, t.Object) == nil {
		return t
	}
	return symbols.Type{}
}

// sourceTableName returns the unquoted table name of a SourceTable value
// ("Customer", `"Sales Header"`, an id).
func sourceTableName(v string) string { return syntax.Unquote(strings.TrimSpace(v)) }
