package lintercop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/syntax"
)

// LC0003 reports objects referred to by their numeric id where AL accepts
// their name.
var LC0003 = &analysis.Rule{
	ID:      "LC0003",
	Title:   "Do not use Object IDs as object references",
	Message: "Object id %s refers to a %s: use its name",
	Description: "An object id says nothing to the reader and breaks silently when objects are " +
		"renumbered; the name is checked by the compiler and found by references. Reported are ids " +
		"in variable, parameter and return types (Record 18, Codeunit 80, Page, Report, XmlPort, " +
		"Query), as the first argument of Codeunit.Run, Page.Run and RunModal (not 0, which means " +
		"the default page), the Report methods (Run, RunModal, Execute, Print, SaveAs...), " +
		"XmlPort.Run, Import and Export, Query.SaveAsCsv, SaveAsJson and SaveAsXml and " +
		"RecordRef.Open, as the object of an EventSubscriber attribute, in page parts, report and " +
		"query data items and xmlport table elements, and in the SourceTable, CardPageId, " +
		"LookupPageId, DrillDownPageId, RoleCenter and RunObject properties. The fix writes the " +
		"object's name (Page::Name, Database::Name in code and attributes); it is offered only when " +
		"the id belongs to an object of the project or of a loaded dependency.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0003.UseObjectName"},
	UsesProject: true,
	Run:         runLC0003,
}

// lc0003Kinds maps a type or ObjectType word (lower case) to the object
// kind it names.
var lc0003Kinds = map[string]string{
	"record": "table", "table": "table", "codeunit": "codeunit", "page": "page", "report": "report",
	"xmlport": "xmlport", "query": "query",
}

// lc0003Scope is the X:: prefix naming an object of a kind in code.
var lc0003Scope = map[string]string{
	"table": "Database", "codeunit": "Codeunit", "page": "Page", "report": "Report", "xmlport": "Xmlport", "query": "Query",
}

// lc0003CallKinds maps a static receiver of a built-in method taking an
// object id first to the object kind.
var lc0003CallKinds = map[string]string{
	"CodeunitStatic": "codeunit", "PageStatic": "page", "ReportStatic": "report", "XmlPortStatic": "xmlport",
	"QueryStatic": "query", "RecordRef": "table",
}

// lc0003Methods are the methods of those receivers whose first argument
// is an object id.
var lc0003Methods = map[string]bool{
	"run": true, "runmodal": true, "execute": true, "print": true, "saveas": true, "saveasexcel": true,
	"saveashtml": true, "saveaspdf": true, "saveasword": true, "saveasxml": true, "saveascsv": true,
	"saveasjson": true, "runrequestpage": true, "import": true, "export": true, "open": true,
}

// lc0003PageProperties are the properties whose value is a page; the
// table ones are in lc0003TableProperties.
var (
	lc0003PageProperties  = map[string]bool{"cardpageid": true, "lookuppageid": true, "drilldownpageid": true, "rolecenter": true}
	lc0003TableProperties = map[string]bool{"sourcetable": true}
	lc0003ElementKinds    = map[string]string{"part": "page", "dataitem": "table", "tableelement": "table"}
)

func runLC0003(pass *analysis.Pass) {
	f := pass.File
	report := func(tok int, kind string, scoped bool) {
		id, err := strconv.Atoi(f.TokenText(tok))
		if err != nil {
			return
		}
		var o string
		if pass.Summary != nil {
			if obj := pass.Summary.ObjectByID(kind, id); obj != nil {
				o = syntax.QuoteName(obj.Name)
				if scoped {
					o = lc0003Scope[kind] + "::" + o
				}
			}
		}
		pass.Reportf(f.Tokens[tok].Span, []any{f.TokenText(tok), kind},
			pass.FixIf(o != "", "UseObjectName", "Replace id with name of object reference", edit.ReplaceToken(f, tok, o)))
	}
	isID := func(i int) bool { return i >= 0 && i < len(f.Tokens) && f.Tokens[i].Kind == syntax.Integer }

	for tr := range pass.Nodes(syntax.TypeRef) {
		if tr.Len() <= 1 || !isID(int(tr.First)+1) {
			continue // no id to read
		}
		word := strings.ToLower(f.TokenText(int(tr.First)))
		if kind, ok := lc0003Kinds[word]; ok && word != "table" {
			report(int(tr.First)+1, kind, false)
		}
	}
	for _, c := range calls.Builtins.Get(pass).Calls {
		kind, ok := lc0003CallKinds[c.Method.Receiver]
		if !ok || !lc0003Methods[strings.ToLower(c.Method.Name)] || len(c.Args) == 0 {
			continue
		}
		a := c.Args[0]
		if a.Kind != syntax.LiteralExpr || a.Len() != 1 || !isID(int(a.First)) {
			continue
		}
		if kind == "page" && f.TokenText(int(a.First)) == "0" {
			continue // the default (lookup) page of the record
		}
		report(int(a.First), kind, true)
	}
	for proc := range pass.Nodes(syntax.Procedure) {
		args := f.AttributeArgs(f.Attribute(proc, "EventSubscriber"))
		if len(args) < 2 || args[0].Kind != syntax.ScopeExpr || args[1].Kind != syntax.LiteralExpr || args[1].Len() != 1 || !isID(int(args[1].First)) {
			continue
		}
		word := strings.ToLower(f.TokenText(int(args[0].Last) - 1))
		if kind, ok := lc0003Kinds[word]; ok && word != "record" {
			report(int(args[1].First), kind, true)
		}
	}
	var buf [32]byte
	for el := range pass.Nodes(syntax.Element) {
		kind, ok := lc0003ElementKinds[string(f.AppendTokenLower(buf[:0], int(el.First)))]
		if !ok {
			continue
		}
		if args := f.ElementArgs(el, false); len(args) >= 2 && args[1].Len() == 1 && isID(args[1].First) {
			report(args[1].First, kind, false)
		}
	}
	for p := range pass.Nodes(syntax.Property) {
		name := strings.ToLower(f.PropertyName(p))
		v := p.Child(syntax.PropertyValue)
		if v == nil {
			continue
		}
		switch {
		case lc0003PageProperties[name] && v.Len() == 1 && isID(int(v.First)):
			report(int(v.First), "page", false)
		case lc0003TableProperties[name] && v.Len() == 1 && isID(int(v.First)):
			report(int(v.First), "table", false)
		case name == "runobject" && v.Len() == 2 && isID(int(v.First)+1):
			if kind, ok := lc0003Kinds[strings.ToLower(f.TokenText(int(v.First)))]; ok {
				report(int(v.First)+1, kind, false)
			}
		}
	}
}
