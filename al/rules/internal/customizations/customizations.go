// Package customizations knows whether the fields of a table or table
// extension say how page customizations may show them: their
// AllowInCustomizations property, or the object's default for its fields
// (runtime 16.0 and later). AppSourceCop's AS0138 and
// PerTenantExtensionCop's PTE0026 share it. It must not report
// diagnostics nor import a cop package or al/rules.
package customizations

import (
	"github.com/alfix/alfix/al/syntax"
)

// Unclassified returns the fields the object declares (not those it
// modifies) whose AllowInCustomizations is missing, ToBeClassified or
// Always. A field without the property
// takes the object's own AllowInCustomizations when the object sets one;
// fields marked ObsoleteState = Removed are left out.
func Unclassified(f *syntax.File, obj *syntax.Node) (fields []*syntax.Node) {
	objProp := f.Property(obj, "AllowInCustomizations")
	for _, fld := range f.TableFields(obj) {
		if st := f.Property(fld, "ObsoleteState"); st != nil && f.PropertyValueIs(st, "Removed") {
			continue
		}
		p := f.Property(fld, "AllowInCustomizations")
		if p == nil {
			p = objProp
		}
		if p != nil && !f.PropertyValueIs(p, "ToBeClassified") && !f.PropertyValueIs(p, "Always") {
			continue
		}
		fields = append(fields, fld)
	}
	return fields
}
