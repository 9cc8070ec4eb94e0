package formattingcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/keywords"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// FC0002 beyond code: the words of declarations and properties. Data type
// names (Integer, Code[20], Enum "X"), property names and their enumerated
// values, label arguments (Comment, Locked, MaxLength), trigger names,
// members of built-in option types (ObjectType::XmlPort) and enum values
// (Enum::"X"::Value) are written as the language spells them
// (al/symbols' vocabulary and type names); objects and fields named in
// property values (TableNo, LookupPageId, Permissions, CalcFormula,
// DataCaptionFields, ...) and fieldgroup fields as they are declared (the
// summary: the project and its loaded dependencies).

// runVocabularyCasing reports the words above; done marks the tokens
// already judged.
func runVocabularyCasing(pass *analysis.Pass, done tokenSet) {
	f := pass.File
	report := func(tok int, want, kind string) {
		if done.has(tok) || tok < 0 || tok >= len(f.Tokens) {
			return
		}
		fc0002Name(pass, done, tok, want, kind)
	}
	for n := range pass.Nodes(syntax.TypeRef, syntax.Property, syntax.Trigger, syntax.Element, syntax.ScopeExpr) {
		switch n.Kind {
		case syntax.TypeRef:
			fc0002TypeRef(pass, n, report)
		case syntax.Property:
			fc0002Property(pass, n, report)
		case syntax.Trigger:
			if tok := f.NameToken(n); tok >= 0 {
				if want, ok := symbols.CanonicalTriggerName(f.TokenText(tok)); ok {
					report(tok, want, "trigger")
				}
			}
		case syntax.Element:
			if f.SectionKind(n) == syntax.KwFieldGroup {
				fc0002FieldGroup(pass, n, report)
			}
		case syntax.ScopeExpr:
			fc0002Member(pass, n, report)
		}
	}
}

// fc0002TypeRef checks a type's name and a Label type's arguments.
func fc0002TypeRef(pass *analysis.Pass, tr *syntax.Node, report func(int, string, string)) {
	f := pass.File
	if tr.Len() == 0 {
		return
	}
	first := int(tr.First)
	t := f.Tokens[first]
	if t.Kind != syntax.Identifier || t.Keyword == syntax.KwArray || (t.Keyword != syntax.KwNone && keywords.CasingChecked(t.Keyword) && !keywords.ObjectTypeWord(t.Keyword)) {
		return
	}
	word := f.TokenText(first)
	if want := symbols.CanonicalTypeName(word); want != word && strings.EqualFold(want, word) {
		report(first, want, "type")
	}
	if strings.EqualFold(word, "Label") {
		fc0002LabelArgs(f, f.ParseLabel(first+1, int(tr.Last)), report)
	}
}

// fc0002LabelArgs checks the argument names of a label.
func fc0002LabelArgs(f *syntax.File, lv syntax.Label, report func(int, string, string)) {
	for _, a := range lv.Args {
		for _, want := range []string{"Comment", "Locked", "MaxLength"} {
			if strings.EqualFold(f.TokenText(a.Name), want) {
				report(a.Name, want, "label argument")
			}
		}
	}
}

// fc0002ObjectProperties maps a property whose value names an object to
// that object's kind.
var fc0002ObjectProperties = map[string]string{
	"tableno": "table", "sourcetable": "table", "lookuppageid": "page", "drilldownpageid": "page",
	"cardpageid": "page", "linktable": "table",
}

// The properties whose values fc0002Property reads for names, by kind.
const (
	fc0002OtherProperty = iota
	fc0002Permissions
	fc0002Implementations
	fc0002FieldLists
	fc0002CalcFormulas
)

var fc0002PropertyKinds = map[string]int{
	"permissions": fc0002Permissions, "accessbypermission": fc0002Permissions, "inherentpermissions": fc0002Permissions,
	"defaultimplementation": fc0002Implementations, "unknownvalueimplementation": fc0002Implementations,
	"implementation":    fc0002Implementations,
	"datacaptionfields": fc0002FieldLists, "columnstoreindex": fc0002FieldLists,
	"calcformula": fc0002CalcFormulas,
}

// fc0002Property checks a property's name, its enumerated value words, its
// label arguments, and the objects and fields its value names.
func fc0002Property(pass *analysis.Pass, prop *syntax.Node, report func(int, string, string)) {
	f := pass.File
	nameTok := int(prop.First)
	name := f.TokenText(nameTok)
	canonical, known := symbols.CanonicalPropertyName(name)
	if known {
		report(nameTok, canonical, "property")
	}
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return
	}
	// The name in lower case, in an array of its own: a file has many
	// properties, few of the kinds looked up here.
	var buf [32]byte
	lower := syntax.AppendLower(buf[:0], name)
	switch fc0002PropertyKinds[string(lower)] {
	case fc0002Permissions:
		fc0002PermissionNames(pass, int(v.First), int(v.Last), report)
		return
	case fc0002Implementations:
		fc0002Implementation(pass, int(v.First), int(v.Last), report)
		return
	case fc0002FieldLists:
		if t := fc0002OwnTable(pass, prop); t != nil {
			fc0002FieldList(pass, t, int(v.First), int(v.Last), report)
		}
		return
	case fc0002CalcFormulas:
		fc0002CalcFormula(pass, prop, int(v.First), int(v.Last), report)
		return
	}
	if kind, ok := fc0002ObjectProperties[string(lower)]; ok {
		if tok := int(v.First); v.Len() == 1 && f.Tokens[tok].Kind.IsName() && pass.Summary != nil {
			if o := pass.Summary.Object(kind, syntax.Unquote(f.TokenText(tok))); o != nil {
				report(tok, o.Name, "object")
			}
		}
		return
	}
	if lv := f.PropertyLabel(prop); lv.Text >= 0 {
		fc0002LabelArgs(f, lv, report)
		return
	}
	if !known {
		return
	}
	// Enumerated values: identifiers alone between commas (Basic, Suite).
	scopes := pass.Scopes()
	start := int(v.First)
	for i := int(v.First); i <= int(v.Last); i++ {
		if i < int(v.Last) && f.Tokens[i].Kind != syntax.Comma {
			continue
		}
		if i-start == 1 && f.Tokens[start].Kind == syntax.Identifier {
			word := f.TokenText(start)
			if n := f.NodeAt(f.Tokens[start].Span.Start); n == nil || scopes.RefOf(n) == nil {
				if want, ok := symbols.CanonicalPropertyValue(canonical, word); ok {
					report(start, want, "value")
				}
			}
		}
		start = i + 1
	}
}

// fc0002PermissionNames checks the objects named in permission entries
// (tabledata "X" = RIMD, table "X" = X).
func fc0002PermissionNames(pass *analysis.Pass, first, last int, report func(int, string, string)) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	for i := first; i+1 < last; i++ {
		kind := ""
		switch f.Tokens[i].Keyword {
		case syntax.KwTable, syntax.KwTableData:
			kind = "table"
		case syntax.KwPage:
			kind = "page"
		case syntax.KwCodeunit:
			kind = "codeunit"
		case syntax.KwReport:
			kind = "report"
		case syntax.KwQuery:
			kind = "query"
		case syntax.KwXmlPort:
			kind = "xmlport"
		default:
			continue
		}
		if tok := i + 1; f.Tokens[tok].Kind.IsName() && tok+1 < last && f.Tokens[tok+1].Kind == syntax.Equal {
			if o := pass.Summary.Object(kind, syntax.Unquote(f.TokenText(tok))); o != nil {
				report(tok, o.Name, "object")
			}
		}
	}
}

// fc0002Implementation checks Interface = Codeunit pairs.
func fc0002Implementation(pass *analysis.Pass, first, last int, report func(int, string, string)) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	kind := "interface"
	for i := first; i < last; i++ {
		switch tk := f.Tokens[i]; {
		case tk.Kind == syntax.Equal:
			kind = "codeunit"
		case tk.Kind == syntax.Comma:
			kind = "interface"
		case tk.Kind.IsName() && (i+1 == last || f.Tokens[i+1].Kind != syntax.Dot) && (i == first || f.Tokens[i-1].Kind != syntax.Dot):
			if o := pass.Summary.Object(kind, syntax.Unquote(f.TokenText(i))); o != nil {
				report(i, o.Name, "object")
			}
		}
	}
}

// fc0002OwnTable returns the table whose fields a property of a table,
// table extension or table field names (for a table extension, its base).
func fc0002OwnTable(pass *analysis.Pass, n *syntax.Node) *symbols.Object {
	f := pass.File
	obj := n
	for obj != nil && obj.Kind != syntax.Object {
		obj = obj.Parent
	}
	if obj == nil || pass.Summary == nil {
		return nil
	}
	sym := pass.Scopes().ObjectSymbols(obj)
	if sym == nil {
		return nil
	}
	switch f.ObjectKind(obj) {
	case syntax.KwTable:
		return pass.Summary.ObjectIn("table", sym.Namespace, sym.Name)
	case syntax.KwTableExtension:
		return pass.Summary.ObjectIn("table", sym.ExtendsNamespace, sym.Extends)
	}
	return nil
}

// fc0002FieldList checks a comma-separated list of field names of table.
func fc0002FieldList(pass *analysis.Pass, table *symbols.Object, first, last int, report func(int, string, string)) {
	f := pass.File
	for i := first; i < last; i++ {
		if f.Tokens[i].Kind.IsName() && (i+1 == last || f.Tokens[i+1].Kind == syntax.Comma) {
			if fl := pass.Summary.TableField(table.Name, syntax.Unquote(f.TokenText(i))); fl != nil {
				report(i, fl.Name, "field")
			}
		}
	}
}

// fc0002FieldGroup checks the fields of fieldgroup(Name; Field, ...).
func fc0002FieldGroup(pass *analysis.Pass, el *syntax.Node, report func(int, string, string)) {
	args := pass.File.ElementArgs(el, false)
	if len(args) < 2 {
		return
	}
	if t := fc0002OwnTable(pass, el); t != nil {
		fc0002FieldList(pass, t, args[1].First, args[1].Last, report)
	}
}

// fc0002CalcFormula checks the names of a CalcFormula: the table and its
// field (Sum("T"."F" ...)), the fields a where clause filters on (of that
// table) and the fields field(...) names (of the property's own table).
func fc0002CalcFormula(pass *analysis.Pass, prop *syntax.Node, first, last int, report func(int, string, string)) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	own := fc0002OwnTable(pass, prop)
	var target *symbols.Object
	i := first
	// Aggregate(Table[.Field]
	for i < last && f.Tokens[i].Kind != syntax.LParen {
		i++
	}
	if i+1 < last && f.Tokens[i+1].Kind.IsName() {
		if target = pass.Summary.Object("table", syntax.Unquote(f.TokenText(i+1))); target != nil {
			report(i+1, target.Name, "object")
			if i+3 < last && f.Tokens[i+2].Kind == syntax.Dot && f.Tokens[i+3].Kind.IsName() {
				if fl := pass.Summary.TableField(target.Name, syntax.Unquote(f.TokenText(i+3))); fl != nil {
					report(i+3, fl.Name, "field")
				}
			}
		}
	}
	if target == nil {
		return
	}
	// where(F = field(G), F2 = const(x), ...)
	for j := i; j+1 < last; j++ {
		tk := f.Tokens[j]
		if !tk.Kind.IsName() {
			continue
		}
		prev, next := f.Tokens[j-1].Kind, f.Tokens[j+1].Kind
		switch {
		case (prev == syntax.LParen || prev == syntax.Comma) && next == syntax.Equal && f.Tokens[j-1].Kind != syntax.Dot:
			if fl := pass.Summary.TableField(target.Name, syntax.Unquote(f.TokenText(j))); fl != nil {
				report(j, fl.Name, "field")
			}
		case prev == syntax.LParen && next == syntax.RParen && j >= 2 && f.Tokens[j-2].Keyword == syntax.KwField && own != nil:
			if fl := pass.Summary.TableField(own.Name, syntax.Unquote(f.TokenText(j))); fl != nil {
				report(j, fl.Name, "field")
			}
		}
	}
}

// fc0002Member checks X::Y where X is a built-in option type (ObjectType,
// Action, ClientType, ...) or an enum of the project or a loaded
// dependency, and names nothing declared in the code.
func fc0002Member(pass *analysis.Pass, n *syntax.Node, report func(int, string, string)) {
	f := pass.File
	if len(n.Children) == 0 {
		return
	}
	lhs := n.Children[0]
	member := int(n.Last) - 1
	if member <= int(lhs.Last)-1 || !f.Tokens[member].Kind.IsName() {
		return
	}
	scopes := pass.Scopes()
	word := syntax.Unquote(f.TokenText(member))
	var typeName string
	switch lhs.Kind {
	case syntax.NameExpr:
		if r := scopes.RefOf(lhs); r != nil && (r.Decl != nil || r.Field != nil) {
			return
		}
		typeName = syntax.Unquote(f.TokenText(int(lhs.First)))
	case syntax.ScopeExpr: // Enum::"X"::Value
		if len(lhs.Children) == 0 || lhs.Children[0].Kind != syntax.NameExpr || !strings.EqualFold(f.TokenText(int(lhs.Children[0].First)), "Enum") {
			return
		}
		typeName = syntax.Unquote(f.TokenText(int(lhs.Last) - 1))
		if e := fc0002Enum(pass, typeName); e != nil {
			fc0002EnumValue(pass, e, member, word, report)
		}
		return
	default:
		return
	}
	if want, ok := symbols.CanonicalMember(typeName, word); ok {
		report(member, want, "member")
		return
	}
	if e := fc0002Enum(pass, typeName); e != nil && !strings.EqualFold(typeName, "Enum") {
		fc0002EnumValue(pass, e, member, word, report)
	}
}

// fc0002Enum returns the enum called name, or nil.
func fc0002Enum(pass *analysis.Pass, name string) *symbols.Object {
	if pass.Summary == nil {
		return nil
	}
	return pass.Summary.Object("enum", name)
}

// fc0002EnumValue checks a value of an enum (its extensions' values
// included) against its declaration.
func fc0002EnumValue(pass *analysis.Pass, e *symbols.Object, tok int, word string, report func(int, string, string)) {
	for _, v := range pass.Summary.EnumValues(e) {
		if strings.EqualFold(v.Name, word) {
			report(tok, v.Name, "enum value")
			return
		}
	}
}
