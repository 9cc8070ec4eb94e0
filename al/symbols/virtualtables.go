package symbols

import "strings"

// Virtual tables of the platform whose fields the language reference
// documents in full. The platform's System app declares them; a project
// analysed without it still knows their fields, so a name in the trigger
// of a data item or table element over one of them that is not one of
// those fields is not a field of the implicit record. Only tables whose
// field list is certain are listed here; this file must not guess.

// integerTable is the platform's Integer table: one field, Number.
var integerTable = &Object{
	Kind: "table", ID: 2000000026, Name: "Integer",
	Fields: []Field{{ID: 1, Name: "Number", Type: ptr(kindType("Integer"))}},
}

// virtualTable returns the platform virtual table called name (no
// namespace) whose fields are known, nil for any other name.
func virtualTable(name string) *Object {
	if strings.EqualFold(name, "Integer") {
		return integerTable
	}
	return nil
}
