package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Field references in property values: the fields a CalcFormula or a
// TableRelation names in the table it names (the field after the dot and
// the left side of each where filter), and the fields a table view
// (SourceTableView, DataItemTableView: sorting and where) or a data
// item's CalcFields and RequestFilterFields name in their table.

// AL0186: a property value that names a field its table does not have.
var AL0186 = &analysis.Rule{
	ID:       "AL0186",
	Title:    "The referenced field does not exist in the application object",
	Message:  "Reference '%s' in application object '%s' does not exist.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The fields a property value names in a table must be fields of it or of an extension of it " +
		"that the project sees (system fields such as SystemId count): in a CalcFormula the field after the " +
		"table (Sum(\"Cust. Ledger Entry\".Amount ...)) and the left side of each where filter; in a " +
		"TableRelation the same for every alternative (an if condition's fields are the own table's and are " +
		"not judged); in a page's SourceTableView and a report or query data item's DataItemTableView the " +
		"fields of sorting and where; a report data item's CalcFields and RequestFilterFields. Reported " +
		"on the field's name when its table is found and every dependency but the platform's System app is " +
		"loaded; tables alfix does not find (the platform's, namespace-qualified names) are not judged, nor " +
		"the right side of a filter (field(...) names the own table's fields).",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, sum := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		table := func(tok int) *symbols.Object {
			if tok < 0 || tok > 0 && f.Tokens[tok-1].Kind == syntax.Dot {
				return nil // a namespace-qualified name
			}
			return sc.ObjectNamed("table", "", syntax.Unquote(f.TokenText(tok)))
		}
		check := func(t *symbols.Object, toks []int) {
			if t == nil {
				return
			}
			for _, tok := range toks {
				name := syntax.Unquote(f.TokenText(tok))
				if sum.Field(t, name) == nil {
					pass.Reportf(tokenSpan(f, tok), []any{name, t.Name})
				}
			}
		}
		for _, u := range fileProperties.Get(pass) {
			prop := u.Node
			pv := prop.Child(syntax.PropertyValue)
			if pv == nil || pv.First >= pv.Last {
				continue
			}
			switch name := strings.ToLower(f.PropertyName(prop)); {
			case name == "calcformula" && (u.Context == "tablefield" || u.Context == "tablefieldmodify"):
				toks := valueTokens(f, pv)
				if len(toks) > 0 && f.TokenText(toks[0]) == "-" {
					toks = toks[1:] // -sum(...), -exist(...)
				}
				tok := calcFormulaTable(f, toks)
				if tok < 0 {
					continue
				}
				var refs []int
				next := tok + 1
				if f.Tokens[next].Kind == syntax.Dot {
					refs = append(refs, next+1)
					next += 2
				}
				check(table(tok), append(refs, whereFields(f, next, int(pv.Last))...))
			case name == "tablerelation":
				for _, r := range f.RelationTargets(pv) {
					if r.Len() != 1 && r.Len() != 3 {
						continue
					}
					var refs []int
					if r.Len() == 3 {
						refs = append(refs, r.First+2)
					}
					check(table(r.First), append(refs, whereFields(f, r.Last, int(pv.Last))...))
				}
			case name == "sourcetableview" && u.Context == "page":
				self := sc.ObjectSymbols(prop.Parent.Parent)
				if self == nil || self.SourceTable == "" || strings.Contains(self.SourceTable, ".") {
					continue
				}
				check(sc.ObjectNamed("table", "", sourceTableName(self.SourceTable)), viewFields(f, int(pv.First), int(pv.Last)))
			case name == "dataitemtableview" && (u.Context == "reportdataitem" || u.Context == "querydataitem"):
				if kind, tok := elementObject(f, prop.Parent.Parent); kind == "table" {
					check(table(tok), viewFields(f, int(pv.First), int(pv.Last)))
				}
			case (name == "calcfields" || name == "requestfilterfields") && u.Context == "reportdataitem":
				if kind, tok := elementObject(f, prop.Parent.Parent); kind == "table" {
					check(table(tok), nameList(f, int(pv.First), int(pv.Last)))
				}
			}
		}
	},
}

// whereFields returns the tokens of the fields on the left of the filters
// of a where(...) that starts at token i (nothing when token i is not
// where): a name right after the opening parenthesis or a comma at its
// depth, followed by '='.
func whereFields(f *syntax.File, i, last int) []int {
	if i+1 >= last || !f.IsWord(i, "where") || f.Tokens[i+1].Kind != syntax.LParen {
		return nil
	}
	var out []int
	depth := 0
	for j := i + 1; j < last; j++ {
		switch f.Tokens[j].Kind {
		case syntax.LParen:
			depth++
		case syntax.RParen:
			depth--
			if depth == 0 {
				return out
			}
		}
		if depth == 1 && j+2 < last && (f.Tokens[j].Kind == syntax.LParen || f.Tokens[j].Kind == syntax.Comma) &&
			isName(f, j+1) && f.Tokens[j+2].Kind == syntax.Equal {
			out = append(out, j+1)
		}
	}
	return out
}

// viewFields returns the tokens of the fields a table view names: the
// names of a sorting(...) list and the left sides of where(...) filters
// (order(...) holds a direction).
func viewFields(f *syntax.File, first, last int) []int {
	var out []int
	for i := first; i < last; i++ {
		switch {
		case f.IsWord(i, "where") && i+1 < last && f.Tokens[i+1].Kind == syntax.LParen:
			out = append(out, whereFields(f, i, last)...)
			i = closing(f, i+1, last)
		case f.IsWord(i, "sorting") && i+1 < last && f.Tokens[i+1].Kind == syntax.LParen:
			end := closing(f, i+1, last)
			out = append(out, nameList(f, i+2, end)...)
			i = end
		}
	}
	return out
}

// nameList returns the tokens of a comma-separated list of single names
// between first and last; a list holding anything else (a filter, a
// qualified name) gives nothing.
func nameList(f *syntax.File, first, last int) []int {
	var out []int
	for i := first; i < last; i++ {
		if (i-first)%2 == 0 {
			if !isName(f, i) {
				return nil
			}
			out = append(out, i)
		} else if f.Tokens[i].Kind != syntax.Comma {
			return nil
		}
	}
	return out
}

// closing returns the index of the parenthesis closing the one at open,
// last when it is not closed before last.
func closing(f *syntax.File, open, last int) int {
	depth := 0
	for i := open; i < last; i++ {
		switch f.Tokens[i].Kind {
		case syntax.LParen:
			depth++
		case syntax.RParen:
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return last
}

// badDataItemLinks returns the DataItemLink properties of the pass's
// report data items that name a field their tables do not have: on the
// left of each link the data item's own table, in its field(...) the
// table of the data item it links to (DataItemLinkReference, else the
// enclosing data item). The compiler reports such a link as a value that
// is not valid (AL0171) on the whole value. Nil unless every dependency
// but the platform's System app is loaded; a link in another shape, or
// whose tables are not found, is not judged.
func badDataItemLinks(pass *analysis.Pass) map[*syntax.Node]bool {
	sc, sum := bindingScopes(pass)
	if sc == nil {
		return nil
	}
	f := pass.File
	tableOf := func(el *syntax.Node) *symbols.Object {
		kind, tok := elementObject(f, el)
		if kind != "table" || tok > 0 && f.Tokens[tok-1].Kind == syntax.Dot {
			return nil
		}
		return sc.ObjectNamed("table", "", syntax.Unquote(f.TokenText(tok)))
	}
	var out map[*syntax.Node]bool
	for _, u := range fileProperties.Get(pass) {
		if u.Context != "reportdataitem" || !strings.EqualFold(f.PropertyName(u.Node), "DataItemLink") {
			continue
		}
		pv := u.Node.Child(syntax.PropertyValue)
		el := u.Node.Parent.Parent
		if pv == nil || el == nil || f.SectionKind(el) != syntax.KwDataItem {
			continue
		}
		links, ok := dataItemLinks(f, int(pv.First), int(pv.Last))
		if !ok {
			continue
		}
		own, parent := tableOf(el), linkedDataItem(f, el)
		var other *symbols.Object
		if parent != nil {
			other = tableOf(parent)
		}
		for _, l := range links {
			if own != nil && sum.Field(own, syntax.Unquote(f.TokenText(l[0]))) == nil ||
				other != nil && sum.Field(other, syntax.Unquote(f.TokenText(l[1]))) == nil {
				if out == nil {
					out = map[*syntax.Node]bool{}
				}
				out[u.Node] = true
				break
			}
		}
	}
	return out
}

// fileBadDataItemLinks is badDataItemLinks, computed once per file.
var fileBadDataItemLinks = analysis.NewShared("bad data item links", badDataItemLinks)

// dataItemLinks parses a DataItemLink value of the form
// Field = field(Other), ...: the tokens of each pair; ok is false for any
// other shape.
func dataItemLinks(f *syntax.File, first, last int) (pairs [][2]int, ok bool) {
	i := first
	for i < last {
		if i+5 >= last || !isName(f, i) || f.Tokens[i+1].Kind != syntax.Equal || !f.IsWord(i+2, "field") ||
			f.Tokens[i+3].Kind != syntax.LParen || !isName(f, i+4) || f.Tokens[i+5].Kind != syntax.RParen {
			return nil, false
		}
		pairs = append(pairs, [2]int{i, i + 4})
		i += 6
		if i < last {
			if f.Tokens[i].Kind != syntax.Comma || i+1 == last {
				return nil, false
			}
			i++
		}
	}
	return pairs, len(pairs) > 0
}

// linkedDataItem returns the data item element a data item's link refers
// to: the one its DataItemLinkReference names in the same object, else
// the enclosing data item; nil when there is none in the file.
func linkedDataItem(f *syntax.File, el *syntax.Node) *syntax.Node {
	if ref := f.Property(el, "DataItemLinkReference"); ref != nil {
		name := syntax.Unquote(strings.TrimSpace(f.PropertyValueText(ref)))
		obj := el.Ancestor(syntax.Object)
		var found *syntax.Node
		syntax.WalkElements(obj, func(n *syntax.Node) bool {
			if found == nil && f.SectionKind(n) == syntax.KwDataItem && strings.EqualFold(elementArgName(f, n), name) {
				found = n
			}
			return found == nil
		})
		return found
	}
	for p := el.Parent; p != nil && p.Kind != syntax.Object; p = p.Parent {
		if p.Kind == syntax.Element {
			if f.SectionKind(p) == syntax.KwDataItem {
				return p
			}
			return nil // a report extension's add/addlast: the base's data item
		}
	}
	return nil
}

// elementArgName returns the unquoted first argument of an element
// written as one name, "" otherwise.
func elementArgName(f *syntax.File, el *syntax.Node) string {
	args := f.ElementArgs(el, false)
	if len(args) == 0 || args[0].Len() != 1 || !isName(f, args[0].First) {
		return ""
	}
	return syntax.Unquote(f.TokenText(args[0].First))
}
