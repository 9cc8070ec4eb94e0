package applicationcop

import (
	"sort"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/rules/internal/records"
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
	BatchFix:    batchAC0031,
}

func runAC0031(pass *analysis.Pass) {
	f := pass.File
	var usings []string
	read := false
	for _, h := range ac0031Missing(pass) {
		a := h.access
		if !read {
			usings, read = f.Usings(), true
		}
		edits, ok := ac0031Edits(f, h.obj, usings, []ac0031Need{{a.Table, string(a.Op)}})
		pass.Reportf(a.Span, []any{rune(a.Op), a.Table.Name},
			pass.FixIf(ok, "AddPermission", "Add permission '"+string(a.Op)+"' for tabledata "+a.Table.Name, edits...))
	}
}

// ac0031Hit is an access its object does not declare, with the object's
// permission list (shared by the object's hits).
type ac0031Hit struct {
	obj    *ac0031Object
	access permissions.TableAccess
}

// ac0031Object is what AC0031 reads of an object's Permissions property,
// once per object: Base Application has 28,000 accesses without a
// permission, and reading the property per access (and per fix) was most
// of the rule's cost.
type ac0031Object struct {
	node    *syntax.Node
	entries []permissions.Entry
	all     []syntax.PermissionEntry
	prop    *syntax.Node
	ok      bool
	// layout, read when a fix first needs it: whether the entries are
	// sorted, their sort keys, and whether they are written one a line
	// (and their indentation then).
	laidOut bool
	sorted  bool
	keys    []string
	multi   bool
	indent  string
}

func newAC0031Object(f *syntax.File, obj *syntax.Node) *ac0031Object {
	o := &ac0031Object{node: obj}
	o.entries, o.all, o.prop, o.ok = permissions.TableDataEntries(f, obj)
	return o
}

// layout fills in the object's layout fields.
func (o *ac0031Object) layout(f *syntax.File) {
	if o.laidOut {
		return
	}
	o.laidOut = true
	o.keys = make([]string, len(o.all))
	for i, e := range o.all {
		o.keys[i] = permSortKey(f.RangeText(e.Tokens))
	}
	o.sorted = permKeysSorted(o.keys)
	o.multi, o.indent = permListLayout(f, o.all)
}

// ac0031Missing returns the table data accesses of the file that need a
// permission their object does not have, in source order per object.
func ac0031Missing(pass *analysis.Pass) []ac0031Hit {
	f := pass.File
	byObj := permissions.TableAccesses.Get(pass)
	var out []ac0031Hit
	for _, obj := range f.Objects() {
		acc := byObj[obj]
		if acc == nil || len(acc.Accesses) == 0 || permissions.DisabledTest(f, obj) {
			continue
		}
		switch f.ObjectKind(obj) {
		case syntax.KwPermissionSet, syntax.KwPermissionSetExtension:
			continue
		}
		source := permissions.PageSourceTable(pass, obj)
		o := newAC0031Object(f, obj)
		for _, a := range acc.Accesses {
			if a.Obsolete || a.Extra || a.Param || permissions.SystemTable(a.Table) || source != nil && records.SameTable(source, a.Table) ||
				permissions.TableInherentPermits(a.Table, a.Op) || permissions.RoutineInherentPermits(f, a.Routine, a.Table, a.Op) ||
				permissions.EntriesPermit(f, o.entries, a.Table, a.Op) {
				continue
			}
			out = append(out, ac0031Hit{o, a})
		}
	}
	return out
}

// batchAC0031 grants, per object, every permission the given reports ask
// for with one set of edits of its Permissions property.
func batchAC0031(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
	if key != "AC0031.AddPermission" {
		return nil
	}
	want := map[syntax.Span]bool{}
	for _, r := range reports {
		want[r.Span] = true
	}
	var objs []*ac0031Object
	needs := map[*ac0031Object][]ac0031Need{}
	for _, h := range ac0031Missing(pass) {
		if !want[h.access.Span] {
			continue
		}
		if _, ok := needs[h.obj]; !ok {
			objs = append(objs, h.obj)
		}
		needs[h.obj] = addNeed(needs[h.obj], h.access.Table, h.access.Op)
	}
	var out []analysis.TextEdit
	usings := pass.File.Usings()
	for _, obj := range objs {
		if edits, ok := ac0031Edits(pass.File, obj, usings, needs[obj]); ok {
			out = append(out, edits...)
		}
	}
	return out
}

// ac0031Need is the letters one table needs.
type ac0031Need struct {
	table   *symbols.Object
	letters string
}

// addNeed adds op on t to needs.
func addNeed(needs []ac0031Need, t *symbols.Object, op byte) []ac0031Need {
	for i := range needs {
		if records.SameTable(needs[i].table, t) {
			if strings.IndexByte(needs[i].letters, op) < 0 {
				needs[i].letters += string(op)
			}
			return needs
		}
	}
	return append(needs, ac0031Need{t, string(op)})
}

// ac0031Edits returns the edits that grant the needed letters in the
// Permissions property of obj: letters merged into a table's entry, new
// entries (in alphabetical place when the list is sorted, one a line when
// the list is written so), or a new property.
func ac0031Edits(f *syntax.File, o *ac0031Object, usings []string, needs []ac0031Need) ([]analysis.TextEdit, bool) {
	obj := o.node
	switch f.ObjectKind(obj) {
	case syntax.KwTable, syntax.KwCodeunit, syntax.KwPage, syntax.KwReport, syntax.KwXmlPort, syntax.KwQuery:
	default:
		return nil, false
	}
	entries, all, prop := o.entries, o.all, o.prop
	if !o.ok || len(needs) == 0 {
		return nil, false
	}
	entryText := func(n ac0031Need) string {
		return "tabledata " + permTableName(f, usings, n.table) + " = " + permissions.CanonicalLetters(n.letters)
	}
	if prop == nil {
		texts := make([]string, len(needs))
		for i, n := range needs {
			texts[i] = entryText(n)
		}
		sort.Slice(texts, func(i, j int) bool { return permSortKey(texts[i]) < permSortKey(texts[j]) })
		indent := "    "
		if body := obj.Child(syntax.ObjectBody); body != nil && len(body.Children) > 0 {
			indent = syntax.IndentAt(f.Src, f.Span(body.Children[0]).Start)
		}
		e, ok := addFirstObjectProperty(f, obj, "Permissions = "+strings.Join(texts, ",\n"+indent+strings.Repeat(" ", len("Permissions = ")))+";")
		return []analysis.TextEdit{e}, ok
	}
	var edits []analysis.TextEdit
	merged := map[int]string{} // chars token -> new letters
	var added []string
	for _, n := range needs {
		found := false
		for _, e := range entries {
			if !permissions.RefMatches(e.Ref, n.table) {
				continue
			}
			if e.Chars.Last-e.Chars.First != 1 {
				return nil, false
			}
			text, ok := merged[e.Chars.First]
			if !ok {
				text = f.TokenText(e.Chars.First)
			}
			for i := 0; i < len(n.letters); i++ {
				text = mergePermLetters(text, n.letters[i])
			}
			merged[e.Chars.First] = text
			found = true
			break
		}
		if !found {
			added = append(added, entryText(n))
		}
	}
	o.layout(f)
	sep := ", "
	if o.multi {
		sep = ",\n" + o.indent
	}
	sorted := o.sorted
	sort.SliceStable(added, func(i, j int) bool { return sorted && permSortKey(added[i]) < permSortKey(added[j]) })
	before := map[int][]string{} // entry index -> new entries written before it
	for _, a := range added {
		at := len(all)
		if sorted {
			key := permSortKey(a)
			for i, k := range o.keys {
				if k != "" && strings.Compare(key, k) < 0 {
					at = i
					break
				}
			}
		}
		before[at] = append(before[at], a)
	}
	last := all[len(all)-1]
	lastTok := last.Tokens.Last - 1
	for tok, text := range merged {
		if tok == lastTok && len(before[len(all)]) > 0 {
			continue // written with the appended entries below
		}
		edits = append(edits, edit.ReplaceToken(f, tok, text))
	}
	for i, texts := range before {
		if i == len(all) {
			continue
		}
		edits = append(edits, edit.Insert(f.Tokens[all[i].Tokens.First].Span.Start, strings.Join(texts, sep)+sep))
	}
	if texts := before[len(all)]; len(texts) > 0 {
		tail := sep + strings.Join(texts, sep)
		if text, ok := merged[lastTok]; ok {
			edits = append(edits, edit.Replace(f.Tokens[lastTok].Span, text+tail))
		} else {
			edits = append(edits, edit.Insert(f.Tokens[lastTok].Span.End, tail))
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].Span.Start < edits[j].Span.Start })
	return edits, true
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
func permTableName(f *syntax.File, usings []string, t *symbols.Object) string {
	name := syntax.QuoteName(t.Name)
	if t.Namespace == "" || strings.EqualFold(t.Namespace, f.Namespace()) {
		return name
	}
	for _, u := range usings {
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
	for i := 0; i < len(permissions.Order); i++ {
		if strings.IndexByte(have, permissions.Order[i]) >= 0 {
			c := permissions.Order[i]
			if upper > lower {
				c -= 'a' - 'A'
			}
			b.WriteByte(c)
		}
	}
	// Letters other than rimd (X for execute) are kept after them.
	for _, c := range text {
		if !strings.ContainsRune(permissions.Order, c|0x20) {
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

// permKeysSorted reports whether permission entries, given by their sort
// keys (permSortKey), are in order of type, then name (entries by id, whose
// key is empty, are not compared).
func permKeysSorted(keys []string) bool {
	prev := ""
	for _, k := range keys {
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
