package pages

import (
	"iter"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/syntax"
)

// Shared reading of the label properties of fields (ToolTip, Caption,
// OptionCaption), for AA0219, AA0220, AA0223, AA0224, AA0226 and AA0234.

// fieldScope says which fields FieldElements yields.
type fieldScope int

const (
	TableFields fieldScope = 1 << iota // field(...) of tables and table extensions (not modify)
	PageFields                         // field controls of pages and page extensions (not modify, not API pages)
)

// fieldElement is one field a label rule checks.
type fieldElement struct {
	El    *syntax.Node
	Table bool // a table field, not a page control
}

// FieldElements yields the fields of the file's objects in scope, skipping
// obsolete objects, fields and controls.
func FieldElements(pass *analysis.Pass, scope fieldScope) iter.Seq[fieldElement] {
	return func(yield func(fieldElement) bool) {
		f := pass.File
		for obj := range pass.Objects() {
			switch f.ObjectKind(obj) {
			case syntax.KwTable, syntax.KwTableExtension:
				if scope&TableFields == 0 {
					continue
				}
				for _, fl := range f.TableFields(obj) {
					if !f.IsObsolete(fl) && !yield(fieldElement{El: fl, Table: true}) {
						return
					}
				}
			case syntax.KwPage, syntax.KwPageExtension:
				if scope&PageFields == 0 || f.IsPageType(obj, "API") {
					continue
				}
				for el := range f.PageControls(obj) {
					if f.SectionKind(el) == syntax.KwField && !yield(fieldElement{El: el}) {
						return
					}
				}
			}
		}
	}
}

// FieldLabel returns the property called name of a field and its label;
// ok is false when there is no such property or its value holds no string.
func FieldLabel(f *syntax.File, el *syntax.Node, name string) (prop *syntax.Node, lv syntax.Label, ok bool) {
	prop = f.Property(el, name)
	if prop == nil {
		return nil, syntax.Label{}, false
	}
	lv = f.PropertyLabel(prop)
	return prop, lv, lv.Text >= 0
}

// FieldWord names a field for messages.
func FieldWord(fe fieldElement) string {
	if fe.Table {
		return "table field"
	}
	return "page field"
}
