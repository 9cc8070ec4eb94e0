package appareas

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// Shared reading of ApplicationArea property values, for AA0189, AA0199,
// AA0200 and AA0201. It only reads what is written; which names are valid
// is AA0189's business.

// Area is one value of an ApplicationArea property.
type Area struct {
	Name  string // as written, without quotes or a leading #
	Token int    // the name token
}

// appAreaOrder is the order Microsoft documents for the standard
// application areas (CodeCop AA0199), lower case; All stands alone.
var appAreaOrder = []string{
	"invoicing", "basic", "suite", "relationshipmgmt", "jobs", "fixedassets", "location", "basichr",
	"assembly", "itemcharges", "advanced", "warehouse", "service", "manufacturing", "planning",
	"dimensions", "itemtracking", "intercompany", "salesreturnorder", "purchreturnorder", "prepayments",
	"costaccounting", "salesbudget", "purchasebudget", "itembudget", "salesanalysis", "purchaseanalysis",
	"inventoryanalysis", "xbrl", "reservation", "orderpromising", "adcs", "comments", "recordlinks",
	"notes", "vat", "salestax", "itemreferences", "basiceu", "basicca", "basicus", "basicmx", "basicau",
	"basicnz", "basicat", "basicch", "basicde", "basicbe", "basiccz", "basicdk", "basices", "basicfi",
	"basicfr", "basicgb", "basicis", "basicit", "basicnl", "basicno", "basicru", "basicse",
}

// appAreaRanks maps each documented area (lower case) to its place in
// appAreaOrder.
var appAreaRanks = func() map[string]int {
	m := make(map[string]int, len(appAreaOrder))
	for i, n := range appAreaOrder {
		m[n] = i
	}
	return m
}()

// Rank returns the documented place of an area, or -1 for All and
// areas Microsoft does not list (an app's own areas).
func Rank(name string) int {
	if r, ok := appAreaRanks[strings.ToLower(name)]; ok {
		return r
	}
	return -1
}

// Properties yields every ApplicationArea property of the file.
func Properties(pass *analysis.Pass) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		f := pass.File
		for n := range pass.Nodes(syntax.Property) {
			if strings.EqualFold(f.PropertyName(n), "ApplicationArea") && !yield(n) {
				return
			}
		}
	}
}

// Values returns the names an ApplicationArea property lists. ok
// is false when the value is anything but names (optionally prefixed by
// #) separated by commas.
func Values(f *syntax.File, prop *syntax.Node) (areas []Area, ok bool) {
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 {
		return nil, false
	}
	wantName := true
	for i := int(v.First); i < int(v.Last); i++ {
		t := f.Tokens[i]
		switch {
		case wantName && t.Kind.IsName():
			areas = append(areas, Area{Name: syntax.Unquote(f.TokenText(i)), Token: i})
			wantName = false
		case wantName && t.Kind == syntax.Bad && f.TokenText(i) == "#":
			// #Basic: the legacy spelling; the name follows.
		case !wantName && t.Kind == syntax.Comma:
			wantName = true
		default:
			return nil, false
		}
	}
	return areas, !wantName
}

// Has reports whether the areas hold name (any case).
func Has(areas []Area, name string) bool {
	for _, a := range areas {
		if strings.EqualFold(a.Name, name) {
			return true
		}
	}
	return false
}

// Set returns the edit that makes the property's value the given
// names, joined by ", ", and whether it is safe: a value holding a comment
// is left alone.
func Set(f *syntax.File, prop *syntax.Node, names []string) (analysis.TextEdit, bool) {
	v := prop.Child(syntax.PropertyValue)
	if v == nil || v.Len() == 0 || f.CommentBetween(int(v.First), int(v.Last)-1) {
		return analysis.TextEdit{}, false
	}
	for i := v.First; i < v.Last; i++ {
		if f.Tokens[i].Kind == syntax.Bad {
			return analysis.TextEdit{}, false // #Name: the legacy spelling is the author's to change
		}
	}
	return edit.SetPropertyValue(f, prop, strings.Join(names, ", "))
}
