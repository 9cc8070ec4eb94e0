package records

import (
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// DeclaredTemporary reports whether a table has TableType = Temporary.
func DeclaredTemporary(f *syntax.File, table *syntax.Node) bool {
	p := f.Property(table, "TableType")
	return p != nil && f.PropertyValueIs(p, "Temporary")
}

// TypeText names a type in a message.
func TypeText(t symbols.Type) string {
	switch {
	case t.Object != "":
		return t.Kind + " " + syntax.QuoteName(t.Object)
	case t.Length > 0:
		return fmt.Sprintf("%s[%d]", t.Kind, t.Length)
	}
	return t.Kind
}

// SameTable reports whether two summary objects are the same table (the
// same object, or the same name in the same namespace).
func SameTable(a, b *symbols.Object) bool {
	return a == b || a != nil && b != nil && strings.EqualFold(a.Name, b.Name) && strings.EqualFold(a.Namespace, b.Namespace)
}

// FieldType returns a field's type, the zero Type when it has none.
func FieldType(fl *symbols.Field) symbols.Type {
	if fl == nil || fl.Type == nil {
		return symbols.Type{}
	}
	return *fl.Type
}
