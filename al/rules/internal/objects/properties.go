package objects

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/syntax"
)

// ReportRedundantFieldProperty reports every field of obj whose property name
// has the same value as obj's, offering to remove the field's property.
func ReportRedundantFieldProperty(pass *analysis.Pass, obj *syntax.Node, name, verb, title string) {
	f := pass.File
	objProp := f.Property(obj, name)
	if objProp == nil {
		return
	}
	want := f.CompactPropertyValue(objProp)
	for _, field := range f.TableFields(obj) {
		p := f.Property(field, name)
		if p == nil || f.IsObsolete(field) || f.CompactPropertyValue(p) != want {
			continue
		}
		pass.Reportf(f.Span(p), []any{f.PropertyValueText(p)}, pass.Fix(verb, title, edit.RemoveNode(f, p)))
	}
}
