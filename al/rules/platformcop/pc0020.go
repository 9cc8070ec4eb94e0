package platformcop

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0020 reports fields that TransferFields copies between two tables
// although their types do not fit.
var PC0020 = &analysis.Rule{
	ID:      "PC0020",
	Title:   "Fields coupled by TransferFields must have compatible types",
	Message: "TransferFields copies field %d %s (%s) of %s into %s (%s) of %s, whose type does not fit",
	Description: "Target.TransferFields(Source) copies every field of Source into the field with the same " +
		"number in Target; when the two types do not fit, the copy fails at run time. Compared are the " +
		"normal fields (no FlowFields or FlowFilters, no fields with ObsoleteState = Removed, no system " +
		"fields) of both tables and of all their table extensions; when the second argument is not the " +
		"literal true, the primary key fields of Target are left out. A pair fits when the types are the " +
		"same (Code and Text no longer than the target), Code into Text, an Integer into a BigInteger or " +
		"Decimal, and any two of Option, Enum and Integer: the platform copies the ordinal, and " +
		"Microsoft's own posting code copies Option fields into Enum fields and one enum into another " +
		"(ALCops reports those; alfix does not). Reported on the call (for the pair with the " +
		"lowest field number) and, unless the source table is one Microsoft's own code couples with " +
		"TransferFields, on both field declarations when they are in the same file as the call. Fields " +
		"that table extensions add to two tables Microsoft's code couples (Customer and Contact, Sales " +
		"Header and Sales Invoice Header, ...) are reported on the extension fields, in the project, " +
		"with the same number and types that do not fit. Not reported: calls whose third argument " +
		"(SkipFieldsNotMatchingType) is not the literal false, the implicit Rec outside table code, pairs where a type, a " +
		"table or an enum is unknown, and pairs whose field declaration lies in a #pragma warning disable " +
		"region of the rule in the analysed file (a pragma in another file is not seen).",
	Severity:     analysis.SeverityWarning,
	Category:     "Design",
	Analyzer:     project.PlatformCop,
	UsesProject:  true,
	ProjectFacts: transferFieldsFacts,
	Run:          func(pass *analysis.Pass) { runTransferFields(pass, true) },
}

// PC0021 reports fields that TransferFields copies between two tables
// although their names differ.
var PC0021 = &analysis.Rule{
	ID:      "PC0021",
	Title:   "Fields coupled by TransferFields should have the same names",
	Message: "TransferFields copies field %d %s of %s into %s of %s, a field with another name",
	Description: "Target.TransferFields(Source) couples fields by number alone: a field numbered alike but " +
		"named differently in the two tables is copied all the same, which is rarely what either field " +
		"means. The fields compared, and where the rule reports, are those of PC0020 (which checks the " +
		"types of the same pairs); names are compared without quotes and case. Not reported: calls with " +
		"SkipFieldsNotMatchingType set to the literal true, the implicit Rec outside table code, pairs where a table " +
		"is unknown, and pairs whose field declaration lies in a #pragma warning disable region of the " +
		"rule in the analysed file.",
	Severity:     analysis.SeverityWarning,
	Category:     "Design",
	Analyzer:     project.PlatformCop,
	UsesProject:  true,
	ProjectFacts: transferFieldsFacts,
	Run:          func(pass *analysis.Pass) { runTransferFields(pass, false) },
}

// tfField is a field of a table or of one of its extensions, with the
// object that declares it.
type tfField struct {
	field *symbols.Field
	owner *symbols.Object
}

// tfPair is a pair of fields with the same number that do not match.
type tfPair struct {
	id             int
	source, target tfField
}

// runTransferFields reports the type (types) or name mismatches of the
// TransferFields calls and of the table extensions in the file.
func runTransferFields(pass *analysis.Pass, types bool) {
	sum := pass.Summary
	if sum == nil {
		return
	}
	f := pass.File
	scopes := pass.Scopes()
	// The file's field elements and pragmas are read when a mismatch
	// needs them: most files have none.
	var nodes map[string]*syntax.Node
	nodeOf := func(o *symbols.Object, id int) *syntax.Node {
		if nodes == nil {
			nodes = tfFileFields(pass)
		}
		return nodes[tfNodeKey(o, id)]
	}
	var sup *analysis.Suppressions
	suppressed := func(fl tfField) bool {
		n := nodeOf(fl.owner, fl.field.ID)
		if n == nil {
			return false
		}
		if sup == nil {
			sup = analysis.NewSuppressions(f)
		}
		return sup.Suppressed(pass.Rule.ID, f.Span(n).Start)
	}
	reported := map[*syntax.Node]bool{}
	reportField := func(p tfPair, srcName, dstName string) {
		for _, side := range []tfField{p.source, p.target} {
			n := nodeOf(side.owner, side.field.ID)
			if n == nil || reported[n] {
				continue
			}
			reported[n] = true
			tfReport(pass, f.DeclSpan(n), p, srcName, dstName, types)
		}
	}
	mismatch := func(p tfPair) bool {
		if types {
			return tfKnown(p) && !tfTypesFit(*p.source.field.Type, *p.target.field.Type)
		}
		return !syntax.SameName(p.source.field.Name, p.target.field.Name)
	}
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) == 0 || !c.Is("TransferFields", "Record") {
			continue
		}
		if len(c.Args) >= 3 && (tfLiteralTrue(f, c.Args[2]) || types && !tfLiteralFalse(f, c.Args[2])) {
			// SkipFieldsNotMatchingType is true (for types: may be true).
			continue
		}
		source := scopes.ObjectOfType(scopes.TypeOf(c.Args[0]))
		var target *symbols.Object
		if c.Receiver != nil {
			target = scopes.ObjectOfType(scopes.TypeOf(c.Receiver))
		} else if obj := c.Call.Ancestor(syntax.Object); obj != nil && f.ObjectKind(obj) == syntax.KwTable {
			target = scopes.RecTable(obj)
		}
		if source == nil || target == nil || source.Kind != "table" || target.Kind != "table" {
			continue
		}
		initPK := len(c.Args) < 2 || tfLiteralTrue(f, c.Args[1])
		pairs := tfPairs(tfFields(sum, source, true), tfFields(sum, target, initPK))
		var first *tfPair
		for i := range pairs {
			p := pairs[i]
			if !mismatch(p) || suppressed(p.source) || suppressed(p.target) {
				continue
			}
			if first == nil {
				first = &pairs[i]
			}
			if !tfRelated(source.Name) {
				reportField(p, source.Name, target.Name)
			}
		}
		if first != nil {
			tfReport(pass, c.Span(f), *first, source.Name, target.Name, types)
		}
	}
	// Fields of table extensions of tables Microsoft's code couples.
	for obj := range pass.Objects(syntax.KwTableExtension) {
		ext := scopes.ObjectSymbols(obj)
		if ext == nil || f.InObsoleteCode(obj) {
			continue
		}
		base := sum.ObjectIn("table", ext.ExtendsNamespace, ext.Extends)
		if base == nil {
			continue
		}
		var mine map[int]tfField
		for _, rel := range tfRelationsOf(base.Name) {
			other := sum.Table(rel.other)
			if other == nil || !rel.asSource && !tfHasProjectExtension(sum, other) {
				continue
			}
			if mine == nil {
				mine = tfByID(tfOwnFields(ext))
			}
			var theirs []tfField
			for _, e := range sum.Extensions(other) {
				theirs = append(theirs, tfOwnFields(e)...)
			}
			byID := tfByID(theirs)
			for _, id := range tfSortedIDs(mine) {
				o, ok := byID[id]
				if !ok {
					continue
				}
				p := tfPair{id: id, source: mine[id], target: o}
				srcName, dstName := base.Name, other.Name
				if !rel.asSource {
					p.source, p.target = o, mine[id]
					srcName, dstName = other.Name, base.Name
				}
				if !mismatch(p) || suppressed(p.source) || suppressed(p.target) {
					continue
				}
				if n := nodeOf(mine[id].owner, id); n != nil && !reported[n] {
					reported[n] = true
					tfReport(pass, f.DeclSpan(n), p, srcName, dstName, types)
				}
			}
		}
	}
}

// tfReport reports a pair at span with the rule's message.
func tfReport(pass *analysis.Pass, span syntax.Span, p tfPair, srcName, dstName string, types bool) {
	s, d := p.source.field, p.target.field
	if types {
		pass.Reportf(span, []any{p.id, syntax.QuoteName(s.Name), records.TypeText(*s.Type), syntax.QuoteName(srcName),
			syntax.QuoteName(d.Name), records.TypeText(*d.Type), syntax.QuoteName(dstName)})
		return
	}
	pass.Reportf(span, []any{p.id, syntax.QuoteName(s.Name), syntax.QuoteName(srcName), syntax.QuoteName(d.Name), syntax.QuoteName(dstName)})
}

// tfLiteralTrue and tfLiteralFalse report whether e is the literal true
// or false.
func tfLiteralTrue(f *syntax.File, e *syntax.Node) bool  { return tfLiteral(f, e, syntax.KwTrue) }
func tfLiteralFalse(f *syntax.File, e *syntax.Node) bool { return tfLiteral(f, e, syntax.KwFalse) }

func tfLiteral(f *syntax.File, e *syntax.Node, kw syntax.Keyword) bool {
	e = e.Unparen()
	return e.Kind == syntax.LiteralExpr && e.Len() == 1 && f.Tokens[e.First].Keyword == kw
}

// tfFields returns the fields TransferFields copies of a table: the normal
// fields of the table and its extensions that are not removed, without
// system fields; without the primary key fields unless withKey.
func tfFields(sum *symbols.Summary, t *symbols.Object, withKey bool) []tfField {
	var key []string
	if !withKey {
		key = symbols.PrimaryKeyNames(t)
	}
	var out []tfField
	for _, fl := range tfOwnFields(t) {
		if !slices.ContainsFunc(key, func(k string) bool { return syntax.SameName(k, fl.field.Name) }) {
			out = append(out, fl)
		}
	}
	for _, e := range sum.Extensions(t) {
		out = append(out, tfOwnFields(e)...)
	}
	return out
}

// tfOwnFields returns the fields an object declares that TransferFields
// copies.
func tfOwnFields(o *symbols.Object) []tfField {
	var out []tfField
	for i := range o.Fields {
		fl := &o.Fields[i]
		if fl.Modify || fl.ID <= 0 || fl.ID >= 2000000000 || strings.EqualFold(fl.ObsoleteState, "Removed") ||
			fl.FieldClass != "" && !strings.EqualFold(fl.FieldClass, "Normal") {
			continue
		}
		out = append(out, tfField{field: fl, owner: o})
	}
	return out
}

// tfByID maps fields by number; a later field wins.
func tfByID(fields []tfField) map[int]tfField {
	m := make(map[int]tfField, len(fields))
	for _, fl := range fields {
		m[fl.field.ID] = fl
	}
	return m
}

// tfSortedIDs returns the numbers of a field map in increasing order.
func tfSortedIDs(m map[int]tfField) []int {
	ids := make([]int, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// tfPairs returns the pairs of fields with the same number, by number.
func tfPairs(source, target []tfField) []tfPair {
	src, dst := tfByID(source), tfByID(target)
	var out []tfPair
	for _, id := range tfSortedIDs(src) {
		if t, ok := dst[id]; ok {
			out = append(out, tfPair{id: id, source: src[id], target: t})
		}
	}
	return out
}

// tfKnown reports whether both types of a pair are known.
func tfKnown(p tfPair) bool {
	s, t := p.source.field.Type, p.target.field.Type
	if s == nil || t == nil || !s.Known() || !t.Known() {
		return false
	}
	return true
}

// tfNumeric are the numeric field kinds and the kinds each is copied into
// safely.
var tfNumeric = map[string][]string{
	"Integer":    {"Integer", "BigInteger", "Decimal"},
	"BigInteger": {"BigInteger"},
	"Decimal":    {"Decimal"},
}

// tfTypesFit reports whether TransferFields can copy a value of field type
// s into a field of type t. Unknown types fit.
func tfTypesFit(s, t symbols.Type) bool {
	if !s.Known() || !t.Known() {
		return true
	}
	if tfOrdinal(s) && tfOrdinal(t) {
		return true
	}
	if to, ok := tfNumeric[s.Kind]; ok {
		if _, num := tfNumeric[t.Kind]; num {
			return slices.Contains(to, t.Kind)
		}
	}
	if s.Length > 0 && t.Length > 0 && s.Length > t.Length {
		return false
	}
	return s.Is("Code") && t.Is("Text") || strings.EqualFold(s.Kind, t.Kind)
}

// tfOrdinal reports whether a field type holds an ordinal: Option, Enum
// or Integer. TransferFields copies the ordinal between any two of them
// (Microsoft's posting code copies Option fields into Enum fields and
// enums into other enums).
func tfOrdinal(t symbols.Type) bool { return t.Is("Option") || t.Is("Enum") || t.Is("Integer") }

// tfRelation is one side of a coupled pair seen from a table: the other
// table, and whether the table is the pair's source.
type tfRelation struct {
	other    string
	asSource bool
}

// tfRelations maps a lower-case table name to its coupled pairs.
var tfRelations = func() map[string][]tfRelation {
	m := map[string][]tfRelation{}
	for _, line := range strings.Split(tfRelationText, "\n") {
		src, dst, ok := strings.Cut(line, "\t")
		if !ok {
			continue
		}
		m[strings.ToLower(src)] = append(m[strings.ToLower(src)], tfRelation{other: dst, asSource: true})
		m[strings.ToLower(dst)] = append(m[strings.ToLower(dst)], tfRelation{other: src})
	}
	return m
}()

// tfRelationsOf returns the coupled pairs of a table.
func tfRelationsOf(table string) []tfRelation { return tfRelations[strings.ToLower(table)] }

// tfRelated reports whether Microsoft's code couples the table with
// another one.
func tfRelated(table string) bool { return len(tfRelationsOf(table)) > 0 }

// tfHasProjectExtension reports whether the project (not a dependency)
// extends table t.
func tfHasProjectExtension(sum *symbols.Summary, t *symbols.Object) bool {
	for _, e := range sum.Extensions(t) {
		if sum.DependencyOf(e) == nil {
			return true
		}
	}
	return false
}

// tfNodeKey names a field of an object: its kind, name and field number.
func tfNodeKey(o *symbols.Object, id int) string {
	return o.Kind + "\x00" + strings.ToLower(o.Name) + "\x00" + strconv.Itoa(id)
}

// tfFileFields maps the fields of the file's tables and table extensions
// (by tfNodeKey) to their field elements.
func tfFileFields(pass *analysis.Pass) map[string]*syntax.Node {
	f := pass.File
	scopes := pass.Scopes()
	out := map[string]*syntax.Node{}
	for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
		o := scopes.ObjectSymbols(obj)
		if o == nil {
			continue
		}
		for _, el := range f.TableFields(obj) {
			args := f.ElementArgs(el, true)
			if len(args) == 0 {
				continue
			}
			if id, err := strconv.Atoi(strings.TrimSpace(f.RangeText(args[0]))); err == nil {
				out[tfNodeKey(o, id)] = el
			}
		}
	}
	return out
}

// transferFieldsFacts describes the fields every table extension adds to a
// table Microsoft's code couples with another: a file's reports on its
// extension fields depend on those of extensions in other files.
func transferFieldsFacts(sum *symbols.Summary) string {
	var lines []string
	for name := range tfRelations {
		t := sum.Table(name)
		if t == nil {
			continue
		}
		for _, e := range sum.Extensions(t) {
			layer := "project"
			if sum.DependencyOf(e) != nil {
				layer = "dependency"
			}
			for _, fl := range tfOwnFields(e) {
				typ := ""
				if fl.field.Type != nil {
					typ = fl.field.Type.Text
				}
				lines = append(lines, fmt.Sprintf("%s\t%s\t%s\t%d\t%s\t%s", name, layer, e.Name, fl.field.ID, fl.field.Name, typ))
			}
		}
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
