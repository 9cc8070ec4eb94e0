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
		runMemberIDs(pass, syntax.KwTable, syntax.KwTableExtension, "table", fieldElements,
			func(o *symbols.Object) []int {
				var ids []int
				for _, fld := range o.Fields {
					if !fld.Modify && !movedState(fld.ObsoleteState) {
						ids = append(ids, fld.ID)
					}
				}
				return ids
			})
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
		runMemberIDs(pass, syntax.KwEnum, syntax.KwEnumExtension, "enum", valueElements,
			func(o *symbols.Object) []int {
				var ids []int
				for _, v := range o.Values {
					if !movedState(symbols.PropertyValue(v.Properties, "ObsoleteState")) {
						ids = append(ids, v.ID)
					}
				}
				return ids
			})
	},
}

// member is a field or enum value element with its id token.
type member struct {
	id    int
	idTok int
}

// fieldElements returns the field(id; ...) elements of a table or table
// extension with their ids.
func fieldElements(f *syntax.File, obj *syntax.Node) []member {
	return membersWithIDs(f, f.TableFields(obj))
}

// valueElements returns the value(id; ...) elements of an enum or enum
// extension with their ids.
func valueElements(f *syntax.File, obj *syntax.Node) []member {
	var els []*syntax.Node
	for _, m := range syntax.Members(obj) {
		if m.Kind == syntax.Element && f.SectionKind(m) == syntax.KwValue {
			els = append(els, m)
		}
	}
	return membersWithIDs(f, els)
}

// membersWithIDs keeps the elements whose first argument is an integer.
func membersWithIDs(f *syntax.File, els []*syntax.Node) []member {
	var out []member
	for _, el := range els {
		if tok := f.ElementOrdinalToken(el); tok >= 0 {
			if id, err := strconv.Atoi(f.TokenText(tok)); err == nil {
				out = append(out, member{id: id, idTok: tok})
			}
		}
	}
	return out
}

// runMemberIDs reports member ids used twice in a base object (baseKw) or
// an extension (extKw) of the pass's file; an extension's members are also
// compared with its base's and its sibling extensions' (ids of an object
// from the summary).
func runMemberIDs(pass *analysis.Pass, baseKw, extKw syntax.Keyword, baseKind string,
	elements func(*syntax.File, *syntax.Node) []member, ids func(*symbols.Object) []int) {
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
		// taken maps an id to the object that declares it first.
		taken := map[int]*symbols.Object{}
		whereName := d.name
		if kw == extKw {
			self := selfObject(sum, f.Name, d)
			if self == nil {
				continue
			}
			base := uniqueBase(sum, baseKind, self)
			if base != nil {
				whereName = base.Name
				for _, id := range ids(base) {
					if _, ok := taken[id]; !ok {
						taken[id] = base
					}
				}
				for _, ext := range sum.Extensions(base) {
					if isSelf(sum, f.Name, d, ext) {
						continue
					}
					for _, id := range ids(ext) {
						if _, ok := taken[id]; !ok {
							taken[id] = ext
						}
					}
				}
			} else {
				whereName = self.Extends
			}
		}
		own := map[int]bool{}
		for _, m := range elements(f, d.node) {
			switch o, ok := taken[m.id]; {
			case ok:
				pass.Reportf(tokenSpan(f, m.idTok), []any{m.id, kindName(baseKind), whereName, appName(sum, o)})
			case own[m.id]:
				pass.Reportf(tokenSpan(f, m.idTok), []any{m.id, kindName(baseKind), whereName, ownAppName(sum)})
			}
			own[m.id] = true
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
