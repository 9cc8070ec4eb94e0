package xliff

import (
	"strconv"
	"strings"
	"unicode/utf16"
)

// Hash is the number a trans-unit id gives a name: the 32-bit FNV-1a hash
// of the name's UTF-16 little-endian bytes, read as a signed 32-bit
// integer, plus 2^31-1 (so it is never negative), in decimal.
func Hash(name string) string {
	const offset, prime = 2166136261, 16777619
	h := uint32(offset)
	for _, u := range utf16.Encode([]rune(name)) {
		for _, b := range [2]byte{byte(u), byte(u >> 8)} {
			h ^= uint32(b)
			h *= prime
		}
	}
	return strconv.FormatInt(int64(int32(h))+(1<<31-1), 10)
}

// The step types of trans-unit ids below an object.
const (
	Field       = "Field"       // a table or table extension field
	Control     = "Control"     // a page, request page or page extension control
	Action      = "Action"      // a page, request page or page extension action
	EnumValue   = "EnumValue"   // a value of an enum or enum extension
	Method      = "Method"      // a procedure or trigger (the owner of a label local)
	NamedType   = "NamedType"   // a Label variable, global or local
	ReportLabel = "ReportLabel" // an entry of a report's labels section
	Property    = "Property"    // a translatable property (Caption, ToolTip, ...)
)

// objectTypes spell the object kinds, by their AL keyword in lower case,
// as trans-unit ids do.
var objectTypes = map[string]string{
	"table": "Table", "tableextension": "TableExtension", "page": "Page", "pageextension": "PageExtension",
	"report": "Report", "reportextension": "ReportExtension", "codeunit": "Codeunit", "xmlport": "XmlPort",
	"query": "Query", "enum": "Enum", "enumextension": "EnumExtension", "permissionset": "PermissionSet",
	"permissionsetextension": "PermissionSetExtension", "profile": "Profile", "pagecustomization": "PageCustomization",
}

// ObjectType returns the type a trans-unit id spells an object kind with,
// given its AL keyword in any case (table, PageExtension, ...); false for a
// kind alfix does not know ids of.
func ObjectType(kind string) (string, bool) {
	t, ok := objectTypes[strings.ToLower(kind)]
	return t, ok
}

// A Step is one step of a trans-unit's way from its object down to the
// text: a type (Table, Field, Property, ...) and the name as declared,
// unquoted.
type Step struct{ Type, Name string }

// ID returns the trans-unit id of the way: each step as its type and the
// hash of its name, joined by " - ".
func ID(steps ...Step) string { return join(steps, Hash) }

// Note returns the generator note of the way: each step as its type and
// its name, joined by " - ", as the file holds it before XML escaping.
func Note(steps ...Step) string {
	return join(steps, func(name string) string { return name })
}

// join writes each step as its type, a space and name(its name), the steps
// joined by " - ".
func join(steps []Step, name func(string) string) string {
	var b strings.Builder
	for i, s := range steps {
		if i > 0 {
			b.WriteString(" - ")
		}
		b.WriteString(s.Type)
		b.WriteByte(' ')
		b.WriteString(name(s.Name))
	}
	return b.String()
}
