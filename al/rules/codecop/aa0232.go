package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0232 reports FlowFields that aggregate a field no key of the source
// table lists in its SumIndexFields.
var AA0232 = &analysis.Rule{
	ID:      "AA0232",
	Title:   "The FlowField of a table should be indexed",
	Message: "The FlowField %s should be indexed: no key of %s lists %s in SumIndexFields",
	Description: "A FlowField that sums a field of another table is computed fast when a key of that " +
		"table maintains a SIFT index on the field; without one the server reads every record in the " +
		"filter, which pages showing the FlowField pay for on every row. Reported: a FlowField of a " +
		"table or table extension whose CalcFormula is sum, average, min or max of a field of a " +
		"table when no key of that table or of its table extensions in the project and the loaded " +
		"dependencies lists the field in SumIndexFields. Not reported: count, exist and lookup " +
		"formulas; obsolete FlowFields; source tables that are temporary or not stored by Business " +
		"Central (TableType other than Normal: CRM, ExternalSQL, Exchange, MicrosoftGraph, CDS); and " +
		"source tables, fields or keys alfix does not know (a table of a dependency that is not " +
		"loaded). Whether the key's fields also match the filters of the where clause is not " +
		"checked. No fix: the SIFT key belongs to the source table, often in another app.",
	Severity:    analysis.SeverityInfo,
	Category:    "Performance",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0232,
}

// aa0232Aggregates are the CalcFormula methods a SIFT index serves.
var aa0232Aggregates = map[string]bool{"sum": true, "average": true, "min": true, "max": true}

func runAA0232(pass *analysis.Pass) {
	f := pass.File
	if pass.Summary == nil {
		return
	}
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		for _, field := range f.TableFields(obj) {
			fc := f.Property(field, "FieldClass")
			cf := f.Property(field, "CalcFormula")
			if fc == nil || cf == nil || !f.PropertyValueIs(fc, "FlowField") || f.IsObsolete(field) {
				continue
			}
			ns, table, column, ok := aa0232Source(f, cf)
			if !ok {
				continue
			}
			t := pass.Scopes().ObjectNamed("table", ns, table)
			if t == nil || !records.TableStored(t) || pass.Summary.Field(t, column) == nil || aa0232Indexed(pass.Summary, t, column) {
				continue
			}
			name := f.ElementNameToken(field)
			if name < 0 {
				continue
			}
			pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name), symbols.QuoteName(t.Name), symbols.QuoteName(column)})
		}
	}
}

// aa0232Source reads an aggregating CalcFormula, [-]sum([Ns.]Table.Field
// where(...)), and returns the source table and field; false for other
// formulas.
func aa0232Source(f *syntax.File, cf *syntax.Node) (ns, table, field string, ok bool) {
	v := cf.Child(syntax.PropertyValue)
	if v == nil {
		return "", "", "", false
	}
	i, last := int(v.First), int(v.Last)
	if i < last && f.Tokens[i].Kind == syntax.Minus { // -sum(...) negates the total
		i++
	}
	if i+1 >= last || !aa0232Aggregates[strings.ToLower(f.TokenText(i))] || f.Tokens[i+1].Kind != syntax.LParen {
		return "", "", "", false
	}
	var chain []string
	for j := i + 2; j < last && f.Tokens[j].Kind.IsName(); j += 2 {
		chain = append(chain, syntax.Unquote(f.TokenText(j)))
		if j+1 >= last || f.Tokens[j+1].Kind != syntax.Dot {
			break
		}
	}
	if len(chain) < 2 {
		return "", "", "", false
	}
	n := len(chain)
	return strings.Join(chain[:n-2], "."), chain[n-2], chain[n-1], true
}

// aa0232Indexed reports whether a key of table t or of one of its
// extensions lists field in SumIndexFields; a table without any known key
// counts as indexed (its keys are not known, so nothing is reported).
func aa0232Indexed(sum *symbols.Summary, t *symbols.Object, field string) bool {
	keys := 0
	for _, o := range append([]*symbols.Object{t}, sum.Extensions(t)...) {
		keys += len(o.Keys)
		for _, k := range o.Keys {
			for _, s := range k.SumIndexFields {
				if strings.EqualFold(s, field) {
					return true
				}
			}
		}
	}
	return keys == 0
}
