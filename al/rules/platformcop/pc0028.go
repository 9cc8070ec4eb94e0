package platformcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/rules/internal/textlength"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0028 reports a Text[N] or Code[N] field whose TableRelation points at a
// longer field.
var PC0028 = &analysis.Rule{
	ID:      "PC0028",
	Title:   "Table relation field length mismatch",
	Message: "The related field %s is %d characters long, longer than the %d of %s",
	Description: "A field related to a longer field cannot hold every value of it: looking up or " +
		"validating a long value fails with an overflow. Reported on the name of a Text[N] or Code[N] " +
		"field of a table or table extension when a table its TableRelation names (each alternative of " +
		"if ... else counts; where filters are ignored) has a related field of a longer Text or Code type: " +
		"the field written as Table.Field (namespace-qualified too, extension fields included), or, for a " +
		"relation naming only the table, its single primary key field (the first field of a table without " +
		"keys). One report per field, for the first longer relation. Not reported: related tables or fields " +
		"alfix does not know, tables with a composite primary key related by table name, fields of other " +
		"types, modify elements of table extensions, obsolete fields and objects.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0028,
}

func runPC0028(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		for _, field := range f.TableFields(obj) {
			if f.IsObsolete(field) {
				continue
			}
			p := f.Property(field, "TableRelation")
			if p == nil {
				continue
			}
			var tr *syntax.Node
			if ea := field.Child(syntax.ElementArgs); ea != nil {
				tr = ea.Child(syntax.TypeRef)
			}
			n, ok := textlength.BoundedTextType(symbols.ParseType(f, tr))
			name := f.NameToken(field)
			if !ok || tr == nil || name < 0 {
				continue
			}
			pv := p.Child(syntax.PropertyValue)
			if pv == nil {
				continue
			}
			for _, parts := range pc0028Targets(f, pv) {
				table, rel := pc0028Resolve(pass, parts)
				if rel == nil {
					continue
				}
				if m, ok := textlength.BoundedTextType(records.FieldType(rel)); ok && m > n {
					pass.Reportf(f.Tokens[name].Span, []any{pc0028Name(table.Name) + "." + pc0028Name(rel.Name), m, n,
						pc0028Name(syntax.Unquote(f.TokenText(name)))})
					break
				}
			}
		}
	}
}

// pc0028Name quotes a name that is not a plain identifier.
func pc0028Name(s string) string {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return `"` + s + `"`
		}
	}
	return s
}

// pc0028Targets returns the dotted names (unquoted parts) a TableRelation
// value relates to (see syntax.File.RelationTargets).
func pc0028Targets(f *syntax.File, pv *syntax.Node) [][]string {
	var out [][]string
	for _, r := range f.RelationTargets(pv) {
		var parts []string
		for i := r.First; i < r.Last; i += 2 {
			parts = append(parts, syntax.Unquote(f.TokenText(i)))
		}
		out = append(out, parts)
	}
	return out
}

// pc0028Resolve returns the table and field a relation target names:
// Table.Field, Namespace.Table.Field, or Table / Namespace.Table for its
// single primary key field; nil when either is unknown.
func pc0028Resolve(pass *analysis.Pass, parts []string) (*symbols.Object, *symbols.Field) {
	sc := pass.Scopes()
	switch len(parts) {
	case 1:
		t := sc.ObjectNamed("table", "", parts[0])
		return t, pc0028PrimaryKey(pass, t)
	case 2:
		t := sc.ObjectNamed("table", "", parts[0])
		if t == nil {
			return nil, nil
		}
		return t, pass.Summary.Field(t, parts[1])
	}
	k := len(parts)
	if t := sc.ObjectNamed("table", strings.Join(parts[:k-2], "."), parts[k-2]); t != nil {
		if fl := pass.Summary.Field(t, parts[k-1]); fl != nil {
			return t, fl
		}
	}
	t := sc.ObjectNamed("table", strings.Join(parts[:k-1], "."), parts[k-1])
	return t, pc0028PrimaryKey(pass, t)
}

// pc0028PrimaryKey returns the single primary key field of a table (its
// first field when it declares no keys), or nil.
func pc0028PrimaryKey(pass *analysis.Pass, t *symbols.Object) *symbols.Field {
	if pk := symbols.PrimaryKeyNames(t); len(pk) == 1 {
		return pass.Summary.Field(t, pk[0])
	}
	return nil
}
