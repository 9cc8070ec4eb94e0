package check

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0206: two fields with one id in a table and the table extensions the
// compiler sees with it.
var AL0206 = &analysis.Rule{
	ID:       "AL0206",
	Title:    "A field with this ID is already defined",
	Message:  "A field with ID %d is already defined in %s '%s' by the extension '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Field ids are unique in a table together with its table extensions. Reported on a field " +
		"whose id an earlier field of the same table or table extension has, or, in a table extension, a " +
		"field of its base table or of another extension of it in the project or a loaded dependency " +
		"(fields marked as moved to another app excepted: their new home declares them again). A " +
		"table extension whose base table is not loaded (or not one table) is checked against itself only.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		runMemberKeys(pass, syntax.KwTable, syntax.KwTableExtension, "table", fieldIDs, objectFieldKeys(byID),
			func(m member, kind, where, app string) []any { return []any{m.id, kind, where, app} })
	},
}

// AL0231: two enum values with one id in an enum and the enum extensions
// the compiler sees with it.
var AL0231 = &analysis.Rule{
	ID:       "AL0231",
	Title:    "A member with this ID is already defined",
	Message:  "A member with ID '%d' is already defined in %s '%s' by the extension '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Enum value ids are unique in an enum together with its enum extensions. Reported on a " +
		"value whose id an earlier value of the same enum or enum extension has, or, in an enum extension, " +
		"a value of its base enum or of another extension of it in the project or a loaded dependency. An " +
		"enum extension whose base enum is not loaded (or not one enum) is checked against itself only.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		runMemberKeys(pass, syntax.KwEnum, syntax.KwEnumExtension, "enum", valueIDs, objectValueKeys(byID),
			func(m member, kind, where, app string) []any { return []any{m.id, kind, where, app} })
	},
}

// AL0155: two fields or enum values with one name in a table or enum and
// the extensions the compiler sees with it.
var AL0155 = &analysis.Rule{
	ID:       "AL0155",
	Title:    "A member with this name is already defined",
	Message:  "A member of type %s with name '%s' is already defined in %s '%s' by the extension '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "Field names are unique in a table together with its table extensions, and enum value names " +
		"in an enum with its enum extensions (names compare without regard to case). Reported on a field or " +
		"value whose name an earlier one of the same object has, or, in an extension, one of its base or of " +
		"another extension of it in the project or a loaded dependency (members marked as moved to another " +
		"app excepted). An extension whose base is not loaded (or not one object) is checked against itself only.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		runMemberKeys(pass, syntax.KwTable, syntax.KwTableExtension, "table", fieldNames, objectFieldKeys(byName),
			func(m member, kind, where, app string) []any { return []any{"Field", m.name, kind, where, app} })
		runMemberKeys(pass, syntax.KwEnum, syntax.KwEnumExtension, "enum", valueNames, objectValueKeys(byName),
			func(m member, kind, where, app string) []any { return []any{"EnumValue", m.name, kind, where, app} })
	},
}

// member is a field or enum value element: its key (the id as text, or
// the lower-case name), id, name and the token to report on.
type member struct {
	key  string
	id   int
	name string
	tok  int
}

// memberKey chooses what makes two members the same.
type memberKey int

const (
	byID memberKey = iota
	byName
)

func (k memberKey) of(id int, name string) string {
	if k == byID {
		return strconv.Itoa(id)
	}
	return strings.ToLower(name)
}

// objectFieldKeys returns the keys of a summary table's fields (modify
// elements and fields moved to another app left out).
func objectFieldKeys(k memberKey) func(*symbols.Object) []string {
	return func(o *symbols.Object) []string {
		var keys []string
		for _, fld := range o.Fields {
			if !fld.Modify && !movedState(fld.ObsoleteState) {
				keys = append(keys, k.of(fld.ID, fld.Name))
			}
		}
		return keys
	}
}

// objectValueKeys returns the keys of a summary enum's values (values
// moved to another app left out).
func objectValueKeys(k memberKey) func(*symbols.Object) []string {
	return func(o *symbols.Object) []string {
		var keys []string
		for _, v := range o.Values {
			if !movedState(symbols.PropertyValue(v.Properties, "ObsoleteState")) {
				keys = append(keys, k.of(v.ID, v.Name))
			}
		}
		return keys
	}
}

// fieldIDs and fieldNames return the field(id; name; ...) elements of a
// table or table extension keyed by id or by name; valueIDs and
// valueNames the value(id; name) elements of an enum or enum extension.
func fieldIDs(f *syntax.File, obj *syntax.Node) []member {
	return keyedMembers(f, f.TableFields(obj), byID)
}
func fieldNames(f *syntax.File, obj *syntax.Node) []member {
	return keyedMembers(f, f.TableFields(obj), byName)
}
func valueIDs(f *syntax.File, obj *syntax.Node) []member {
	return keyedMembers(f, valueElements(f, obj), byID)
}
func valueNames(f *syntax.File, obj *syntax.Node) []member {
	return keyedMembers(f, valueElements(f, obj), byName)
}

// valueElements returns the value elements of an enum or enum extension.
func valueElements(f *syntax.File, obj *syntax.Node) []*syntax.Node {
	var els []*syntax.Node
	for _, m := range syntax.Members(obj) {
		if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwValue {
			els = append(els, m)
		}
	}
	return els
}

// keyedMembers keeps the elements whose first argument is an integer and
// (and, keyed by name, that have a name), keyed by k; the token is the id's or the name's.
func keyedMembers(f *syntax.File, els []*syntax.Node, k memberKey) []member {
	var out []member
	for _, el := range els {
		idTok, nameTok := f.ElementOrdinalToken(el), f.ElementNameToken(el)
		if idTok < 0 || k == byName && (nameTok < 0 || movedElement(f, el)) {
			continue // moved fields keep their names in their old place too
		}
		id, err := strconv.Atoi(f.TokenText(idTok))
		if err != nil {
			continue
		}
		m := member{id: id, tok: idTok}
		if nameTok >= 0 {
			m.name = syntax.Unquote(f.TokenText(nameTok))
		}
		if k == byName {
			m.tok = nameTok
		}
		m.key = k.of(m.id, m.name)
		out = append(out, m)
	}
	return out
}

// movedElement reports whether an element carries ObsoleteState Moved or
// PendingMove.
func movedElement(f *syntax.File, el *syntax.Node) bool {
	p := f.Property(el, "ObsoleteState")
	return p != nil && movedState(strings.TrimSpace(f.PropertyValueText(p)))
}

// runMemberKeys reports members whose key is used twice in a base object
// (baseKw) or an extension (extKw) of the pass's file; an extension's
// members are also compared with its base's and its sibling extensions'
// (keys of an object from the summary). args gives the message arguments.
func runMemberKeys(pass *analysis.Pass, baseKw, extKw syntax.Keyword, baseKind string,
	elements func(*syntax.File, *syntax.Node) []member, keys func(*symbols.Object) []string,
	args func(m member, kind, where, app string) []any) {
	sum := summary(pass)
	if sum == nil {
		return
	}
	f := pass.File
	for _, d := range declarations(pass) {
		kw := f.ObjectKind(d.node)
		if kw != baseKw && kw != extKw {
			continue
		}
		// taken maps a key to the object that declares it first.
		taken := map[string]*symbols.Object{}
		whereName := d.name
		if kw == extKw {
			self := selfObject(sum, f.Name, d)
			if self == nil {
				continue
			}
			base := uniqueBase(sum, baseKind, self)
			if base != nil {
				whereName = base.Name
				for _, k := range keys(base) {
					if _, ok := taken[k]; !ok {
						taken[k] = base
					}
				}
				for _, ext := range sum.Extensions(base) {
					if isSelf(sum, f.Name, d, ext) {
						continue
					}
					for _, k := range keys(ext) {
						if _, ok := taken[k]; !ok {
							taken[k] = ext
						}
					}
				}
			} else {
				whereName = self.Extends
			}
		}
		own := map[string]bool{}
		for _, m := range elements(f, d.node) {
			switch o, ok := taken[m.key]; {
			case ok:
				pass.Reportf(tokenSpan(f, m.tok), args(m, kindName(baseKind), whereName, appName(sum, o)))
			case own[m.key]:
				pass.Reportf(tokenSpan(f, m.tok), args(m, kindName(baseKind), whereName, ownAppName(sum)))
			}
			own[m.key] = true
		}
	}
}

// selfObject returns the summary's entry of d, or nil.
func selfObject(sum *symbols.Summary, file string, d declared) *symbols.Object {
	for _, o := range sum.Objects(d.kind, d.name) {
		if isSelf(sum, file, d, o) {
			return o
		}
	}
	return nil
}

// uniqueBase returns the one object of baseKind an extension extends, or
// nil when none or several match (objects marked as moved to another app
// do not count).
func uniqueBase(sum *symbols.Summary, baseKind string, ext *symbols.Object) *symbols.Object {
	if ext.Extends == "" {
		return nil
	}
	var found *symbols.Object
	for _, o := range sum.Objects(baseKind, ext.Extends) {
		if o.Kind != baseKind || isMoved(o) || (ext.ExtendsNamespace != "" && !strings.EqualFold(o.Namespace, ext.ExtendsNamespace)) {
			// A moved object is not what extensions extend: its new home
			// (another app) is.
			continue
		}
		if found != nil && found != o {
			return nil
		}
		found = o
	}
	if found == nil {
		if id, err := strconv.Atoi(ext.Extends); err == nil {
			found = sum.ObjectByID(baseKind, id)
		}
	}
	return found
}

// ownAppName names the project's own app.
func ownAppName(sum *symbols.Summary) string {
	if sum.App.Name != "" {
		return sum.App.Name
	}
	return "this project"
}
