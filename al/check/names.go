package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0118: a name in code that nothing in reach declares.
var AL0118 = &analysis.Rule{
	ID:       "AL0118",
	Title:    "The name does not exist in the current context",
	Message:  "The name '%s' does not exist in the current context.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A name used in a procedure or trigger, in the source expression of a field control of a " +
		"page or page extension's layout (field(Caption; Source)), or in a report or report extension's column " +
		"(column(Name; Source): the data item's record, in an extension's add or modify the base data item's), must be a local variable, parameter or return value, " +
		"a global variable, data item or procedure of the object (of its base object for an extension), a " +
		"field or method of the implicit record (a page without SourceTable, and its extensions, have none), a method of the object's own kind (CurrPage, CurrReport, " +
		"...) or a global method of the platform. Reported only when every source that could declare the " +
		"name is loaded: the implicit record's table (the platform's Integer table, whose one field is Number, " +
		"is known without the System app) and the extension's base are known and every " +
		"dependency but the platform's System app (which extends nothing) is loaded. Names inside `with` " +
		"bodies are not checked.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, sum := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		var columns map[string]bool // element names of the file's queries
		for _, r := range sc.Refs {
			if r.Routine == nil || r.Decl != nil || r.Field != nil || r.MaybeField || r.Ambiguous {
				continue
			}
			if k := f.Tokens[r.Token].Kind; k != syntax.Identifier && k != syntax.QuotedIdentifier {
				continue
			}
			name := syntax.Unquote(f.TokenText(r.Token))
			if declaredInReach(sc, sum, r.Node, name) {
				continue
			}
			if obj := r.Node.Ancestor(syntax.Object); f.ObjectKind(obj) == syntax.KwQuery {
				if columns == nil {
					columns = queryElementNames(pass)
				}
				if columns[strings.ToLower(name)] {
					continue // a column or filter of the query
				}
			}
			pass.Reportf(tokenSpan(f, r.Token), []any{name})
		}
		reportPageFieldNames(pass, sc, sum)
	},
}

// objectMethods names the catalogue receiver whose methods code of an
// object kind may call without a receiver (CurrPage.Update as Update).
var objectMethods = map[syntax.Keyword]string{
	syntax.KwPage: "Page", syntax.KwPageExtension: "Page", syntax.KwReport: "Report",
	syntax.KwReportExtension: "Report", syntax.KwXmlPort: "XmlPort", syntax.KwQuery: "Query",
	syntax.KwCodeunit: "Codeunit",
}

// declaredInReach reports whether a name that Scopes left unresolved is
// still declared, or may be: a static receiver (Page, Database, ...), a
// type or field name where AL takes one, or one of bareNameCandidates. It
// answers true (may be) when a source it needs is not known.
func declaredInReach(sc *symbols.FileScopes, sum *symbols.Summary, n *syntax.Node, name string) bool {
	if sc.ReceiverKind(n) != "" {
		return true
	}
	if typeName(sc, sum, n, name) || fieldArgument(sc, n) {
		return true
	}
	procs, builtins, known := bareNameCandidates(sc, n, name)
	return !known || len(procs) > 0 || len(builtins) > 0
}

// staticTypes are the AL data types whose methods are called on the type
// name (XmlElement.Create, ErrorInfo.Create, Version.Create).
var staticTypes = map[string]bool{
	"xmldocument": true, "xmlelement": true, "xmlattribute": true, "xmltext": true, "xmlcdata": true,
	"xmlcomment": true, "xmldeclaration": true, "xmldocumenttype": true, "xmlprocessinginstruction": true,
	"xmlnamespacemanager": true, "xmlnametable": true, "xmlreadoptions": true, "xmlwriteoptions": true,
	"errorinfo": true, "version": true, "numbersequence": true, "debugger": true, "file": true,
	"notification": true, "guid": true, "sessioninformation": true, "requestpage": true, "secrettext": true, "media": true, "mediaset": true,
}

// typeName reports whether n stands where AL names a type, enum, option
// type or namespace: left of `::` (Enum::"Kind", Verbosity::Normal), the
// first part of a namespace-qualified name (Microsoft.Sales."Kind"::X), a
// type whose methods are called on its name (XmlElement.Create,
// "Kind".FromInteger), or right of `is` and `as`.
func typeName(sc *symbols.FileScopes, sum *symbols.Summary, n *syntax.Node, name string) bool {
	p := n.Parent
	if p == nil || len(p.Children) == 0 {
		return false
	}
	switch {
	case p.Kind == syntax.ScopeExpr && p.Children[0] == n:
		return true
	case p.Kind == syntax.MemberExpr && p.Children[0] == n:
		if staticTypes[strings.ToLower(name)] || sum.Object("enum", name) != nil || sum.Object("interface", name) != nil {
			return true
		}
		if enumStatics[strings.ToLower(memberName(sc.File, p))] && !sum.Complete() {
			return true // an enum of the platform
		}
		top := p
		for top.Parent != nil && top.Parent.Kind == syntax.MemberExpr && top.Parent.Children[0] == top {
			top = top.Parent
		}
		if q := top.Parent; q != nil && q.Children[0] == top && (q.Kind == syntax.ScopeExpr || q.Kind == syntax.MemberExpr) {
			return true
		}
		if q := top.Parent; q != nil && q.Kind == syntax.CallExpr && q.Children[0] == top && top != p {
			return true // Microsoft.Sales."Kind".FromInteger(...)
		}
	case p.Kind == syntax.BinaryExpr && len(p.Children) == 2 && p.Children[1] == n:
		if op := strings.ToLower(sc.File.TokenText(int(p.Children[0].Last))); op == "is" || op == "as" {
			return true
		}
	}
	return false
}

// enumStatics are the methods called on an enum's name.
var enumStatics = map[string]bool{"frominteger": true, "names": true, "ordinals": true}

// memberName returns the unquoted member name of a MemberExpr, "" when
// missing.
func memberName(f *syntax.File, m *syntax.Node) string {
	if i := f.MemberNameToken(m); i >= 0 {
		return syntax.Unquote(f.TokenText(i))
	}
	return ""
}

// fieldArgument reports whether n is an argument of a method call that may
// name a field (SetFilter(Field, ...)) on a receiver that is not a record
// of a known table: a test page's Filter, a query, a receiver whose type
// is unknown. Fields of known tables are already resolved by Scopes.
func fieldArgument(sc *symbols.FileScopes, n *syntax.Node) bool {
	args := n.Parent
	if args == nil || args.Kind != syntax.ArgumentList || args.Parent == nil || args.Parent.Kind != syntax.CallExpr {
		return false
	}
	callee := args.Parent.Children[0]
	if callee == args {
		return false
	}
	if callee.Kind == syntax.MemberExpr && sc.ReceiverKind(callee.Children[0]) == "" {
		return true // a test page's FindFirstField(Field, ...), a receiver of unknown type
	}
	m := sc.BuiltinOf(callee)
	if m == nil || m.Receiver == "Record" && callee.Kind == syntax.MemberExpr {
		return false // fields of a known record were resolved
	}
	for i, a := range args.Children {
		if a == n {
			return m.IsFieldArg(i)
		}
	}
	return false
}

// queryElementNames returns the lower-case names of every element of the
// file's queries (data items, columns, filters).
func queryElementNames(pass *analysis.Pass) map[string]bool {
	out := map[string]bool{}
	for obj := range pass.Objects(syntax.KwQuery) {
		for el := range pass.NodesIn(obj, syntax.Element) {
			if i := pass.File.ElementNameToken(el); i >= 0 {
				name := syntax.Unquote(pass.File.TokenText(i))
				out[strings.ToLower(name)] = true
			}
		}
	}
	return out
}
