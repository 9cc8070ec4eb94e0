package platformcop

import (
	"strings"
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0033 reports page field controls whose names give the same OData
// property name as another control or a primary key field of the page.
var PC0033 = &analysis.Rule{
	ID:      "PC0033",
	Title:   "Page controls must have distinct OData names",
	Message: "Control %s has the OData name %s, as another control or primary key field of the page has",
	Description: "Business Central publishes the field controls of a page as OData properties (Edit in Excel " +
		"and other OData clients), with names made from the control names: each run of spaces, dots, " +
		"parentheses, slashes and hyphens becomes one underscore (none at the end), an apostrophe " +
		"becomes _x0027_ and a percent sign Percent. The primary key fields of the source table are published too, unless a control shows " +
		"them. Two properties with the same name, compared without case, make those clients fail at run " +
		"time. Reported: the field controls of a page of type Card (the default), Document, List, " +
		"ListPart, ListPlus or Worksheet whose OData name another field control of the page or an " +
		"unshown primary key field also has, and the field controls a page extension adds whose name " +
		"collides with a control of the base page, of another extension of it, or an unshown key field " +
		"(only the extension's own controls are reported). Not reported: API pages, role centers and " +
		"other page types, obsolete pages and extensions, control names with other characters than " +
		"letters, digits, underscores and those above, or with underscores or apostrophes next to them " +
		"(alfix does not know for sure how those are published), " +
		"and extensions whose base page is unknown.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.PlatformCop,
	UsesProject: true,
	Run:         runPC0033,
}

// pc0033PageTypes are the page types whose controls are published.
var pc0033PageTypes = map[string]bool{"card": true, "document": true, "list": true, "listpart": true, "listplus": true, "worksheet": true}

// pc0033Entry is one published OData property: its name, the control or
// field it comes from, and the control element to report on (nil for
// controls of other objects and for key fields).
type pc0033Entry struct {
	odata, name string
	node        *syntax.Node
}

func runPC0033(pass *analysis.Pass) {
	sum := pass.Summary
	if sum == nil {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
		o := scopes.ObjectSymbols(obj)
		if o == nil || f.IsObsolete(obj) {
			continue
		}
		own := pc0033FileControls(f, obj)
		var entries []pc0033Entry
		var shown []string
		for _, c := range own {
			entries = append(entries, c.entry)
			shown = append(shown, c.source)
		}
		var page *symbols.Object
		if o.Kind == "page" {
			page = o
		} else {
			page = sum.ObjectIn("page", o.ExtendsNamespace, o.Extends)
			if page == nil {
				continue
			}
			others := append([]symbols.Control(nil), page.Controls...)
			for _, e := range sum.Extensions(page) {
				if e.Kind == o.Kind && strings.EqualFold(e.Name, o.Name) {
					continue
				}
				others = append(others, e.Controls...)
			}
			for _, c := range others {
				if c.Kind != "field" {
					continue
				}
				shown = append(shown, c.Source)
				if odata, ok := pc0033OData(c.Name); ok {
					entries = append(entries, pc0033Entry{odata: odata, name: c.Name})
				}
			}
		}
		if page == nil || !pc0033PageTypes[strings.ToLower(pc0033PageType(page))] {
			continue
		}
		if table := sum.PageSourceTable(page); table != nil {
			for _, k := range symbols.PrimaryKeyNames(table) {
				if pc0033Shown(shown, k) {
					continue
				}
				if odata, ok := pc0033OData(k); ok {
					entries = append(entries, pc0033Entry{odata: odata, name: k})
				}
			}
		}
		count := map[string]int{}
		for _, e := range entries {
			count[strings.ToLower(e.odata)]++
		}
		for _, e := range entries {
			if e.node != nil && count[strings.ToLower(e.odata)] > 1 {
				pass.Reportf(f.DeclSpan(e.node), []any{syntax.QuoteName(e.name), e.odata})
			}
		}
	}
}

// pc0033Control is a field control of the analysed file.
type pc0033Control struct {
	entry  pc0033Entry
	source string // the source expression as written
}

// pc0033FileControls returns the field controls in the layout of a page or
// page extension of the file whose OData names alfix knows.
func pc0033FileControls(f *syntax.File, obj *syntax.Node) []pc0033Control {
	var out []pc0033Control
	layout := f.Section(obj, syntax.KwLayout)
	if layout == nil {
		return nil
	}
	syntax.WalkElements(layout, func(el *syntax.Node) bool {
		if f.SectionKind(el) != syntax.KwField {
			return true
		}
		args := f.ElementArgs(el, false)
		if len(args) < 2 {
			return false
		}
		name := syntax.Unquote(strings.TrimSpace(f.RangeText(args[0])))
		if odata, ok := pc0033OData(name); ok {
			out = append(out, pc0033Control{entry: pc0033Entry{odata: odata, name: name, node: el}, source: f.RangeText(args[1])})
		}
		return false
	})
	return out
}

// pc0033PageType returns a page's PageType, Card when it has none.
func pc0033PageType(page *symbols.Object) string {
	if t := strings.TrimSpace(symbols.PropertyValue(page.Properties, "PageType")); t != "" {
		return t
	}
	return "Card"
}

// pc0033Shown reports whether one of the control sources is the field
// (Field, "Field", Rec.Field or Rec."Field").
func pc0033Shown(sources []string, field string) bool {
	for _, s := range sources {
		s = strings.TrimSpace(s)
		if len(s) > 4 && strings.EqualFold(s[:4], "rec.") {
			s = strings.TrimSpace(s[4:])
		}
		if syntax.SameName(syntax.Unquote(s), field) {
			return true
		}
	}
	return false
}

// pc0033OData returns the OData property name of a control or field name
// as the platform publishes it: letters, digits and inner underscores are
// kept; each run of spaces, dots, parentheses, slashes and hyphens becomes
// one underscore (none at the end: "No." gives No, "Balance (LCY)"
// Balance_LCY, "A-B" A_B); an apostrophe becomes _x0027_ and a percent
// sign Percent. false for names alfix cannot map for sure: other
// characters, a leading separator, underscores or apostrophes next to a
// separator, or a leading or trailing underscore.
func pc0033OData(name string) (string, bool) {
	var b strings.Builder
	rs := []rune(name)
	sep := func(r rune) bool { return strings.ContainsRune(" .()/-", r) }
	pending := false
	for i, r := range rs {
		prevSep := i > 0 && sep(rs[i-1])
		nextSep := i+1 < len(rs) && sep(rs[i+1])
		switch {
		case sep(r):
			if b.Len() == 0 {
				return "", false
			}
			pending = true
			continue
		case r == '_' || r == '\'':
			if i == 0 || i == len(rs)-1 || prevSep || nextSep {
				return "", false
			}
		case r == '%' || unicode.IsLetter(r) || unicode.IsDigit(r):
		default:
			return "", false
		}
		if pending {
			b.WriteByte('_')
			pending = false
		}
		switch r {
		case '\'':
			b.WriteString("_x0027_")
		case '%':
			b.WriteString("Percent")
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), b.Len() > 0
}
