package platformcop

import (
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0013 reports Record.Get calls whose arguments do not fit the primary
// key of the record's table, in number or in type.
var PC0013 = &analysis.Rule{
	ID:      "PC0013",
	Title:   "Record.Get arguments must match the primary key of the table",
	Message: "Get on %s does not match its primary key: %s",
	Description: "Record.Get finds a record by the values of its primary key fields, in key order. Reported: " +
		"a Get call on a record of a table whose primary key is known (its first key; without keys, its " +
		"first field), with more or fewer arguments than the key has fields, or with an argument whose " +
		"type cannot hold the value of its key field: Code and Text values longer than the field, an " +
		"Integer for anything but an Integer, Decimal, Option or BigInteger field, a BigInteger for " +
		"anything but a BigInteger or Duration field, Code or Text for a field that is neither, an Enum " +
		"of another enum or for a field that is not an Enum, and an option value of another field " +
		"(X.\"Field\"::Value) where the key field is not that field of the same table. Not reported: " +
		"Get() or Get('') on a table whose one key field is a Code field or is called \"Primary Key\" " +
		"(a setup table), Get with one RecordId argument, arguments of unknown type, text literals (the " +
		"platform does not check their length here), Option, Label and other values the platform " +
		"converts, RecordRef.Get, and calls in obsolete code. The rule is silent when the table, a key " +
		"field or its type is unknown. Temporary records are checked like others: their Get takes the " +
		"same key.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0013,
}

func runPC0013(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || !c.Is("Get", "Record") || f.InObsoleteCode(c.Call) {
			continue
		}
		table := records.CountedTable(pass, c)
		key, ok := pc0013PrimaryKey(pass.Summary, table)
		if !ok {
			continue
		}
		if why := pc0013Mismatch(scopes, table, key, c.Args); why != "" {
			pass.Reportf(c.Span(f), []any{table.Name, why})
		}
	}
}

// pc0013PrimaryKey returns the primary key fields of a table
// (Summary.PrimaryKey); false when the table, a field or a field's type is
// unknown.
func pc0013PrimaryKey(sum *symbols.Summary, table *symbols.Object) ([]*symbols.Field, bool) {
	if table == nil || sum == nil {
		return nil, false
	}
	key := sum.PrimaryKey(table)
	for _, fl := range key {
		if fl.Type == nil || !fl.Type.Known() {
			return nil, false
		}
	}
	return key, len(key) > 0
}

// pc0013Mismatch returns why the arguments of a Get call do not fit the
// key, or "" when they do or when that is not known.
func pc0013Mismatch(scopes *symbols.FileScopes, table *symbols.Object, key []*symbols.Field, args []*syntax.Node) string {
	if len(args) == 1 {
		t := scopes.TypeOf(args[0])
		if !t.Known() && len(key) != 1 || t.Is("RecordId") {
			// Get(RecordId), or a value that may be one.
			return ""
		}
	}
	if pc0013Setup(key) && (len(args) == 0 || len(args) == 1 && pc0013EmptyText(scopes.File, args[0])) {
		return ""
	}
	switch {
	case len(args) < len(key):
		return fmt.Sprintf("%d %s given, the key has %d %s", len(args), plural(len(args), "argument"), len(key), plural(len(key), "field"))
	case len(args) > len(key):
		return fmt.Sprintf("%d %s given, the key has only %d %s", len(args), plural(len(args), "argument"), len(key), plural(len(key), "field"))
	}
	for i, a := range args {
		fl := key[i]
		if opt, ok := pc0013OptionAccess(scopes, a); ok {
			if opt.table == nil {
				return ""
			}
			if records.SameTable(opt.table, table) && syntax.SameName(opt.field.Name, fl.Name) {
				continue
			}
			return fmt.Sprintf("argument %d is a value of field %q of %s, the key field is %q", i+1, opt.field.Name, opt.table.Name, fl.Name)
		}
		at := scopes.TypeOf(a)
		if !pc0013Fits(scopes, at, *fl.Type) {
			return fmt.Sprintf("argument %d is %s, the key field %q is %s", i+1, records.TypeText(at), fl.Name, records.TypeText(*fl.Type))
		}
	}
	return ""
}

// plural returns word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// pc0013Setup reports whether a key is that of a setup table: one field,
// of type Code or called "Primary Key". Get(), and Get with an empty text
// literal, find its one record.
func pc0013Setup(key []*symbols.Field) bool {
	return len(key) == 1 && (key[0].Type.Is("Code") || syntax.SameName(key[0].Name, "Primary Key"))
}

// pc0013EmptyText reports whether e is an empty text literal.
func pc0013EmptyText(f *syntax.File, e *syntax.Node) bool {
	e = e.Unparen()
	return e.Kind == syntax.LiteralExpr && e.Len() == 1 && f.Tokens[e.First].Kind == syntax.String && f.TokenText(int(e.First)) == "''"
}

// pc0013Option is an option value named through a field, X."Field"::Value.
type pc0013Option struct {
	field *symbols.Field
	table *symbols.Object // nil when unknown
}

// pc0013OptionAccess returns the field of an Option value written as
// Field::Value or X.Field::Value, and whether e is such a value.
func pc0013OptionAccess(scopes *symbols.FileScopes, e *syntax.Node) (pc0013Option, bool) {
	e = e.Unparen()
	if e.Kind != syntax.ScopeExpr || len(e.Children) != 1 {
		return pc0013Option{}, false
	}
	left := e.Children[0]
	fl := scopes.FieldOf(left)
	if fl == nil || fl.Type == nil || !fl.Type.Is("Option") {
		return pc0013Option{}, false
	}
	var table *symbols.Object
	switch left.Kind {
	case syntax.MemberExpr:
		table = scopes.ObjectOfType(scopes.TypeOf(left.Children[0]))
	case syntax.NameExpr:
		_, table = scopes.ImplicitRecord(left)
	}
	return pc0013Option{field: fl, table: table}, true
}

// pc0013Conversions lists, for the argument kinds the platform converts
// only to some key field kinds, those kinds (besides their own).
var pc0013Conversions = map[string][]string{
	"Integer":    {"Decimal", "Option", "BigInteger"},
	"BigInteger": {"Duration"},
	"Code":       {"Text"},
	"Text":       {"Code"},
	"Enum":       nil,
}

// pc0013Fits reports whether a value of type arg can be a key value of a
// field of type field; true when either type is unknown.
func pc0013Fits(scopes *symbols.FileScopes, arg, field symbols.Type) bool {
	if !arg.Known() || !field.Known() || arg.ArrayDims > 0 || field.ArrayDims > 0 {
		return true
	}
	if arg.Is("Enum") && field.Is("Enum") {
		a := scopes.ObjectNamed("enum", arg.ObjectNamespace, arg.Object)
		b := scopes.ObjectNamed("enum", field.ObjectNamespace, field.Object)
		return a == nil || b == nil || a == b
	}
	sized := arg.Length > 0 && field.Length > 0
	if strings.EqualFold(arg.Kind, field.Kind) && (!sized || arg.Length <= field.Length) {
		return true
	}
	if to, ok := pc0013Conversions[arg.Kind]; ok {
		found := false
		for _, k := range to {
			if field.Is(k) {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return !sized || arg.Length <= field.Length
}
