package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0132: a member that the receiver's object does not declare.
var AL0132 = &analysis.Rule{
	ID:       "AL0132",
	Title:    "The referenced element does not contain a definition for the member",
	Message:  "'%s' does not contain a definition for '%s'",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A member access X.Name where X is an Enum value must name an Enum method (AsInteger, Names, " +
		"Ordinals); where X is a Record, Codeunit, Page or Report variable of an object " +
		"alfix knows must name a field of the table or of a table extension, a procedure of the object or of " +
		"its extensions, a control or action of the page, or a built-in method of the type; where X is an " +
		"Interface value, a procedure of the interface or of an interface it extends (transitively); where X is a " +
		"page's user control (CurrPage.Chart), a method or event of its control add-in; where X is a part " +
		"(CurrPage.Lines.Page), X.Page is the part's page and is checked as a Page. Members of parts other than " +
		"Page are not checked. A report's members include the data items of its report extensions; an " +
		"XmlPort's (CurrXMLport, or a variable of an xmlport of the same file) are its built-ins, procedures " +
		"and elements, checked only for an xmlport declared in the file itself. A Query's (a variable or " +
		"CurrQuery) are its built-ins, procedures, columns and filters, checked only for a query read from " +
		"source (a symbol package does not list columns here); where X is the name Text, Guid, Dialog, " +
		"IsolatedStorage, TaskScheduler, CompanyProperty or ProductName used as a receiver, a method of " +
		"that type (Text.StrLen). A value X::Value must be a value of X's enum (or of an enum extension of it) or " +
		"a member of X's option field or variable. Member accesses in the source expressions of a page's or page " +
		"extension's field controls (field(Caption; Rec.\"X\")), of report and report extension columns " +
		"(column(Name; DataItem.\"X\")) and of request page field controls are checked as in code. Reported only when " +
		"every dependency that could add the member is loaded (all but the platform's System app) and the " +
		"receiver's object is found (for an interface: with every interface it extends); receivers whose type is " +
		"unknown, inside `with` bodies or of other types are not checked.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, sum := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		for n := range pass.Code(syntax.MemberExpr) {
			tok := f.MemberNameToken(n)
			if tok < 0 || inWith(n) {
				continue
			}
			if r := sc.RefOf(n); r != nil && r.Decl != nil {
				continue // this.Name or Rec.Name calling a procedure of the object
			}
			name := syntax.Unquote(f.TokenText(tok))
			if st := staticReceiver(sc, n.Children[0]); st != "" {
				// A type or namespace name as receiver (Text.StrLen,
				// Session.CurrentClientType): its members are the catalogue's.
				if symbols.Builtin(st, name) == nil {
					pass.Reportf(tokenSpan(f, tok), []any{f.TokenText(int(n.Children[0].First)), name})
				}
				continue
			}
			t := sc.TypeOf(n.Children[0])
			if t.Is("Enum") {
				// Every enum has the same members: the Enum methods.
				if symbols.Builtin("Enum", name) == nil {
					pass.Reportf(tokenSpan(f, tok), []any{t.Text, name})
				}
				continue
			}
			if t.Is("Interface") {
				if o := sc.ObjectOfType(t); o != nil && o.Kind == "interface" && !interfaceHas(sum, o, name) {
					pass.Reportf(tokenSpan(f, tok), []any{"Interface " + symbols.QuoteName(o.Name), name})
				}
				continue
			}
			if t.Is(symbols.UserControlKind) {
				if o := sc.ControlAddIn(t); o != nil && len(sum.ProceduresNamed(o, name)) == 0 {
					pass.Reportf(tokenSpan(f, tok), []any{"ControlAddIn " + symbols.QuoteName(o.Name), name})
				}
				continue
			}
			recv := memberReceiver(t)
			if recv == "" {
				continue
			}
			o := sc.ObjectOfType(t)
			if o == nil {
				continue
			}
			if hasMember(sc, sum, recv, o, n, name) {
				continue
			}
			pass.Reportf(tokenSpan(f, tok), []any{t.Kind + " " + symbols.QuoteName(o.Name), name})
		}
		reportScopeValues(pass, sc, sum)
		reportPageFieldMembers(pass, sc, sum)
	},
}

// memberReceiver returns the catalogue receiver of the object types AL0132
// checks, "" for others (an array, an unknown or other type).
func memberReceiver(t symbols.Type) string {
	if t.ArrayDims > 0 || t.Object == "" {
		return ""
	}
	for _, r := range memberReceivers {
		if strings.EqualFold(t.Kind, r) {
			return r
		}
	}
	return ""
}

// memberReceivers are the catalogue receivers of the object types AL0132
// checks; each is also the type's kind (case aside).
var memberReceivers = [...]string{"Record", "Codeunit", "Page", "Report", "XmlPort", "Query"}

// hasMember reports whether object o of catalogue receiver recv declares
// name: a built-in of the receiver, a procedure of o or its extensions, a
// table field (system fields included), a page control or action.
func hasMember(sc *symbols.FileScopes, sum *symbols.Summary, recv string, o *symbols.Object, n *syntax.Node, name string) bool {
	if symbols.Builtin(recv, name) != nil || len(sum.ProceduresNamed(o, name)) > 0 {
		return true
	}
	switch recv {
	case "Record":
		return sc.FieldOf(n) != nil
	case "Page":
		for _, c := range sum.PageControls(o) {
			if strings.EqualFold(c.Name, name) {
				return true
			}
		}
	case "Report":
		for _, r := range append([]*symbols.Object{o}, sum.Extensions(o)...) {
			for _, di := range r.DataItems {
				if di.Kind == "dataitem" && strings.EqualFold(di.Name, name) {
					return true
				}
			}
		}
	case "XmlPort":
		return !xmlPortLacks(sc, sum, o, name)
	case "Query":
		// Columns and filters; a query read from a package lists none.
		has, known := symbols.HasQueryColumn(o, name)
		if has || !known {
			return true
		}
		for _, di := range o.DataItems {
			if di.Kind == "dataitem" && strings.EqualFold(di.Name, name) {
				return true
			}
		}
	}
	return false
}

// xmlPortLacks reports whether xmlport o certainly has no element called
// name: o is declared in the pass's own file (CurrXMLport, or a variable of
// an xmlport of this file), where every element's name can be read, not
// only the table and text elements the summary lists.
func xmlPortLacks(sc *symbols.FileScopes, sum *symbols.Summary, o *symbols.Object, name string) bool {
	f := sc.File
	if !sum.IsOwn(o) || sum.FileOf(o) != f.Name {
		return false
	}
	var node *syntax.Node
	for _, obj := range f.Objects() {
		if f.ObjectKind(obj) != syntax.KwXmlPort {
			continue
		}
		if tok := f.ObjectName(obj); tok >= 0 && strings.EqualFold(syntax.Unquote(f.TokenText(tok)), o.Name) {
			if node != nil {
				return false // declared twice: AL0197's concern
			}
			node = obj
		}
	}
	if node == nil {
		return false
	}
	lacks := true
	syntax.WalkElements(node, func(el *syntax.Node) bool {
		tok := f.ElementNameToken(el)
		if tok < 0 || strings.EqualFold(syntax.Unquote(f.TokenText(tok)), name) {
			lacks = false // a name alfix cannot read, or the member itself
			return false
		}
		return true
	})
	return lacks
}

// inWith reports whether n is inside the body of a with statement, where
// names may be members of the with record.
func inWith(n *syntax.Node) bool { return n.Ancestor(syntax.WithStmt) != nil }

// interfaceHas reports whether interface o declares or inherits a method
// called name; true when an interface it extends is not known.
func interfaceHas(sum *symbols.Summary, o *symbols.Object, name string) bool {
	procs, known := sum.InterfaceProcedures(o, name)
	return !known || len(procs) > 0
}

// staticReceiver returns the catalogue receiver of a type or namespace name
// written as a receiver (Text.StrLen, IsolatedStorage.Get), or "" when e is
// not one (a variable, a field, anything else) or names a receiver whose
// catalogue entry alfix does not hold for complete: only those in
// checkedStatics are member-checked (Database, Session, NavApp, File and
// System have on-premises or recent methods the catalogue may lack, and
// the object types' statics are not members of an object).
func staticReceiver(sc *symbols.FileScopes, e *syntax.Node) string {
	if e.Kind != syntax.NameExpr || e.Last != e.First+1 {
		return ""
	}
	r := sc.RefOf(e)
	if r == nil || r.Decl != nil || r.Field != nil || r.Ambiguous || r.MaybeField {
		return ""
	}
	if k := sc.ReceiverKind(e); checkedStatics[k] && sc.TypeOf(e).Kind == "" {
		return k
	}
	return ""
}

// checkedStatics are the static receivers whose every method the built-in
// catalogue lists (Microsoft Learn's method lists of these types, and all of
// BCApps compiling without a miss).
var checkedStatics = map[string]bool{
	"TextStatic": true, "GuidStatic": true, "DialogStatic": true, "IsolatedStorage": true,
	"TaskScheduler": true, "CompanyProperty": true, "ProductName": true,
}
