package applicationcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AC0002 reports a single Code/Text primary key field without NotBlank.
var AC0002 = &analysis.Rule{
	ID:      "AC0002",
	Title:   "Single-field primary key requires the NotBlank property",
	Message: "Primary key field %s should set NotBlank explicitly",
	Description: "When a table's primary key is one Code or Text field, a record with a blank key is easy " +
		"to create by accident, and renaming or deleting it later ripples through every table related to " +
		"it. Set NotBlank explicitly (the fix sets NotBlank = true). Tables with a Code field related to " +
		"\"No. Series\" are left to AC0003; a table without keys has its first field as primary key; setup tables (a Code key named \"Primary Key\" or a " +
		"GetRecordOnce procedure) and obsolete tables are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0002.AddNotBlank"},
	Run:      runAC0002,
}

// AC0003 reports NotBlank = true on a single-field primary key of a table
// that numbers its records with a number series.
var AC0003 = &analysis.Rule{
	ID:      "AC0003",
	Title:   "Set NotBlank property to false when 'No. Series' TableRelation exists",
	Message: "Primary key field %s should not have NotBlank = true: the table uses a number series",
	Description: "A table with a Code field related to \"No. Series\" usually assigns its key after the " +
		"record is inserted (in OnInsert). NotBlank = true on its single-field primary key makes that " +
		"insert fail; set NotBlank = false. A key field called Name is exempt; obsolete tables are skipped.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.ApplicationCop,
	FixKeys:  []string{"AC0003.SetNotBlankFalse"},
	Run:      runAC0003,
}

func runAC0002(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable) {
		field, noSeries := singleTextKeyField(f, obj)
		if field == nil || noSeries || f.Property(field, "NotBlank") != nil || isSetupTable(f, obj, field) {
			continue
		}
		e, ok := edit.AddProperty(f, field, "NotBlank = true;")
		span := f.DeclSpan(field)
		pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "AddNotBlank", "Set NotBlank to true", e))
	}
}

func runAC0003(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable) {
		field, noSeries := singleTextKeyField(f, obj)
		if field == nil || !noSeries {
			continue
		}
		nb := f.Property(field, "NotBlank")
		span := f.DeclSpan(field)
		if nb == nil || !f.PropertyValueIs(nb, "true") || syntax.SameName(f.Text(span), "Name") {
			continue
		}
		e, ok := edit.SetPropertyValue(f, nb, "false")
		pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "SetNotBlankFalse", "Set NotBlank to false", e))
	}
}

// singleTextKeyField returns the field of a table whose primary key (its
// first key; without any key, the first field, as the compiler makes it) is
// that one Code or Text field, and whether the table has a normal Code
// field related to "No. Series".
func singleTextKeyField(f *syntax.File, obj *syntax.Node) (field *syntax.Node, noSeries bool) {
	var pk *syntax.Node
	for _, m := range syntax.Members(f.Section(obj, syntax.KwKeys)) {
		if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwKey {
			pk = m
			break
		}
	}
	fields := f.TableFields(obj)
	switch {
	case pk == nil && len(fields) > 0:
		field = fields[0]
	case pk == nil:
		return nil, false
	default:
		args := f.ElementArgs(pk, true) // name; field [, field]...
		if len(args) != 2 {
			return nil, false
		}
		keyField := f.RangeText(args[1])
		for _, fl := range fields {
			if syntax.SameName(f.Text(f.DeclSpan(fl)), keyField) {
				field = fl
				break
			}
		}
	}
	if field == nil {
		return nil, false
	}
	if t := fieldTypeName(f, field); !strings.EqualFold(t, "Code") && !strings.EqualFold(t, "Text") {
		return nil, false
	}
	for _, fl := range fields {
		if relatesToNoSeries(f, fl) {
			return field, true
		}
	}
	return field, false
}

// fieldTypeName returns the first word of a field element's type (Code,
// Text, Integer, ...), or "".
func fieldTypeName(f *syntax.File, field *syntax.Node) string {
	args := field.Child(syntax.ElementArgs)
	if args == nil {
		return ""
	}
	tr := args.Child(syntax.TypeRef)
	if tr == nil || tr.Len() == 0 {
		return ""
	}
	return f.TokenText(int(tr.First))
}

// relatesToNoSeries reports whether a field is a normal Code field with a
// non-system id whose TableRelation names the "No. Series" table.
func relatesToNoSeries(f *syntax.File, field *syntax.Node) bool {
	if fc := f.Property(field, "FieldClass"); fc != nil && !f.PropertyValueIs(fc, "Normal") {
		return false
	}
	if !strings.EqualFold(fieldTypeName(f, field), "Code") {
		return false
	}
	if args := f.ElementArgs(field, false); len(args) > 0 {
		id, err := strconv.Atoi(f.RangeText(args[0]))
		if err != nil || id <= 0 || id >= 2000000000 {
			return false
		}
	}
	tr := f.Property(field, "TableRelation")
	if tr == nil {
		return false
	}
	v := tr.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return false
	}
	i := int(v.First)
	return f.Tokens[i].Kind.IsName() && syntax.SameName(f.TokenText(i), "No. Series")
}

// isSetupTable recognises singleton setup tables: a Code key field named
// "Primary Key" or PrimaryKey, or a parameterless GetRecordOnce procedure
// without a return value.
func isSetupTable(f *syntax.File, obj, keyField *syntax.Node) bool {
	name := syntax.Unquote(f.Text(f.DeclSpan(keyField)))
	if strings.EqualFold(fieldTypeName(f, keyField), "Code") &&
		(strings.EqualFold(name, "Primary Key") || strings.EqualFold(name, "PrimaryKey")) {
		return true
	}
	for _, p := range syntax.Procedures(obj) {
		if !strings.EqualFold(f.DeclName(p), "GetRecordOnce") || p.Child(syntax.ReturnSpec) != nil {
			continue
		}
		if params := p.Child(syntax.ParameterList); params == nil || len(params.ChildrenOf(syntax.Parameter)) == 0 {
			return true
		}
	}
	return false
}
