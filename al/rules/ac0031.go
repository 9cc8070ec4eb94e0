package rules

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0031 reports reads and writes of table data that the containing object
// does not declare in its Permissions property.
var AC0031 = &analysis.Rule{
	ID:      "AC0031",
	Title:   "Table data access requires explicit object permissions",
	Message: "The object does not declare permission '%c' for tabledata '%s'",
	Description: "Code that reads or writes table data should declare the tabledata permission it needs in " +
		"the Permissions property of its object, so that it runs with indirect permissions where the " +
		"user's license restricts the table. Reported: calls of the Record methods Find, FindFirst, " +
		"FindLast, FindSet, Get, GetBySystemId, IsEmpty and Count (r), Insert (i), Modify, ModifyAll and " +
		"Rename (m), Delete and DeleteAll (d) on a record variable, Rec, this or a bare call in a table " +
		"or table extension; the data items of reports and queries (r); the table elements of xmlports " +
		"(r when it exports, m when it imports with AutoReplace or AutoUpdate, i when it imports with " +
		"AutoSave). Not reported: what the object's Permissions grants (by name, qualified name or id), " +
		"what the table's InherentPermissions or an [InherentPermissions(PermissionObjectType::TableData, " +
		"Database::T, '...')] attribute of the procedure grants, the source table of a page or of the " +
		"page a page extension extends, temporary records (declared temporary, UseTemporary, " +
		"SourceTableTemporary, TableType = Temporary), external tables (TableType CRM, CDS, ExternalSQL, " +
		"Exchange, MicrosoftGraph), system tables (id above 2,000,000,000), RecordRef operations, " +
		"records whose table is not known, Record parameters and the Rec of a codeunit (the caller's record, " +
		"which may be temporary: the caller needs the permission then), bare calls outside tables (a report's or codeunit's implicit " +
		"record may be temporary), test codeunits with TestPermissions = Disabled, obsolete code. The fix " +
		"adds the letter to the table's entry, or adds an entry (in alphabetical place when the list is " +
		"sorted, on its own line when the list is written one entry a line), or adds the Permissions " +
		"property; it is not offered in extension objects.",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	FixKeys:     []string{"AC0031.AddPermission"},
	UsesProject: true,
	Run:         runAC0031,
}

func runAC0031(pass *analysis.Pass) {
	f := pass.File
	byObj := tableAccesses.Get(pass)
	for _, obj := range f.Objects() {
		acc := byObj[obj]
		if acc == nil || len(acc.accesses) == 0 || permissionsDisabledTest(f, obj) {
			continue
		}
		switch f.ObjectKind(obj) {
		case syntax.KwPermissionSet, syntax.KwPermissionSetExtension:
			continue
		}
		source := pageSourceTable(pass, obj)
		for _, a := range acc.accesses {
			if a.obsolete || a.extra || a.param || systemTable(a.table) || source != nil && sameTable(source, a.table) ||
				tableInherentPermits(a.table, a.op) || routineInherentPermits(f, a.routine, a.table, a.op) ||
				objectPermits(f, obj, a.table, a.op) {
				continue
			}
			edits, ok := ac0031Fix(f, obj, a.table, a.op)
			pass.Reportf(a.span, []any{rune(a.op), a.table.Name},
				pass.FixIf(ok, "AddPermission", "Add permission '"+string(a.op)+"' for tabledata "+a.table.Name, edits...))
		}
	}
}

// ac0031Fix returns the edits that grant op on t in the Permissions property
// of obj.
func ac0031Fix(f *syntax.File, obj *syntax.Node, t *symbols.Object, op byte) ([]analysis.TextEdit, bool) {
	switch f.ObjectKind(obj) {
	case syntax.KwTable, syntax.KwCodeunit, syntax.KwPage, syntax.KwReport, syntax.KwXmlPort, syntax.KwQuery:
	default:
		return nil, false
	}
	name := permTableName(f, t)
	entries, all, prop, ok := tableDataEntries(f, obj)
	if !ok {
		return nil, false
	}
	if prop == nil {
		e, ok := addFirstObjectProperty(f, obj, "Permissions = tabledata "+name+" = "+string(op)+";")
		return []analysis.TextEdit{e}, ok
	}
	for _, e := range entries {
		if permRefMatches(e.ref, t) {
			if e.chars.Last-e.chars.First != 1 {
				return nil, false
			}
			return []analysis.TextEdit{edit.ReplaceToken(f, e.chars.First, mergePermLetters(f.TokenText(e.chars.First), op))}, true
		}
	}
	entry := "tabledata " + name + " = " + string(op)
	at := len(all)
	if permEntriesSorted(f, all) {
		key := permSortKey(entry)
		for i, e := range all {
			if k := permSortKey(f.RangeText(e.Tokens)); k != "" && strings.Compare(key, k) < 0 {
				at = i
				break
			}
		}
	}
	sep := ", "
	if multi, indent := permListLayout(f, all); multi {
		sep = ",\n" + indent
	}
	if at == len(all) {
		last := all[len(all)-1]
		return []analysis.TextEdit{edit.Insert(f.Tokens[last.Tokens.Last-1].Span.End, sep+entry)}, true
	}
	return []analysis.TextEdit{edit.Insert(f.Tokens[all[at].Tokens.First].Span.Start, entry+sep)}, true
}

// addFirstObjectProperty adds a property to an object: after its last
// property, else as its first member, taking the place of a blank line
// right after the opening brace.
func addFirstObjectProperty(f *syntax.File, obj *syntax.Node, property string) (analysis.TextEdit, bool) {
	body := obj.Child(syntax.ObjectBody)
	if body == nil {
		return analysis.TextEdit{}, false
	}
	if len(syntax.Properties(body)) == 0 && len(body.Children) > 0 {
		open, _ := f.BodyBraces(body)
		if open >= 0 {
			src := f.Src
			braceEnd := f.Tokens[open].Span.End
			le := syntax.LineEnd(src, braceEnd)
			if syntax.OnlySpace(src, braceEnd, le) && le < len(src) {
				next := syntax.AfterLineBreak(src, le)
				nle := syntax.LineEnd(src, next)
				first := f.Span(body.Children[0]).Start
				if nle < first && syntax.OnlySpace(src, next, nle) {
					indent := syntax.IndentAt(src, first)
					return edit.Replace(syntax.Span{Start: next, End: nle}, indent+property), true
				}
			}
		}
	}
	return edit.AddProperty(f, obj, property)
}

// permTableName returns the name of t as a permission entry of this file
// writes it: plain (quoted when needed) when the table has no namespace,
// is in the file's namespace or one it uses, else namespace-qualified.
func permTableName(f *syntax.File, t *symbols.Object) string {
	name := syntax.QuoteName(t.Name)
	if t.Namespace == "" || strings.EqualFold(t.Namespace, f.Namespace()) {
		return name
	}
	for _, u := range f.Usings() {
		if strings.EqualFold(u, t.Namespace) {
			return name
		}
	}
	return t.Namespace + "." + name
}

// mergePermLetters adds op to a permission text, in the order rimd, in
// upper case when the text is mostly upper case.
func mergePermLetters(text string, op byte) string {
	upper, lower := 0, 0
	for _, c := range text {
		switch {
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= 'a' && c <= 'z':
			lower++
		}
	}
	have := strings.ToLower(text) + string(op)
	var b strings.Builder
	for i := 0; i < len(permOrder); i++ {
		if strings.IndexByte(have, permOrder[i]) >= 0 {
			c := permOrder[i]
			if upper > lower {
				c -= 'a' - 'A'
			}
			b.WriteByte(c)
		}
	}
	// Letters other than rimd (X for execute) are kept after them.
	for _, c := range text {
		if !strings.ContainsRune(permOrder, c|0x20) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// permSortKey is the sort key of a permission entry written as text: its
// object type and unquoted object name in lower case, "" for an entry by id.
func permSortKey(entry string) string {
	eq := strings.LastIndexByte(entry, '=')
	if eq < 0 {
		return ""
	}
	head := strings.TrimSpace(entry[:eq])
	sp := strings.IndexAny(head, " \t\r\n")
	if sp < 0 {
		return ""
	}
	typ, ref := strings.ToLower(head[:sp]), strings.TrimSpace(head[sp:])
	if ref == "" || ref[0] >= '0' && ref[0] <= '9' {
		return ""
	}
	ns, name := symbols.SplitName(ref)
	if ns != "" {
		name = ns + "." + name
	}
	return typ + "\x00" + strings.ToLower(name)
}

// permEntriesSorted reports whether the entries are in order of type, then
// name (entries by id are not compared).
func permEntriesSorted(f *syntax.File, all []syntax.PermissionEntry) bool {
	prev := ""
	for _, e := range all {
		k := permSortKey(f.RangeText(e.Tokens))
		if k == "" {
			continue
		}
		if prev != "" && strings.Compare(prev, k) > 0 {
			return false
		}
		prev = k
	}
	return true
}

// permListLayout tells whether a permission list is written one entry a
// line (some comma is followed by a line break) and the indentation of
// its entries on their own lines.
func permListLayout(f *syntax.File, all []syntax.PermissionEntry) (multi bool, indent string) {
	if len(all) < 2 {
		return false, ""
	}
	for _, e := range all[1:] {
		if f.GapHasLineBreak(e.Tokens.First) {
			multi = true
			if indent == "" {
				indent = syntax.IndentAt(f.Src, f.Tokens[e.Tokens.First].Span.Start)
			}
		}
	}
	if multi && indent == "" {
		indent = strings.Repeat(" ", 18)
	}
	return multi, indent
}
