package applicationcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0032 reports tabledata permissions in an object's Permissions property
// that the object's own code and data items never use.
var AC0032 = &analysis.Rule{
	ID:      "AC0032",
	Title:   "Unused permission declared",
	Message: "%s",
	Description: "The Permissions property of an object grants its own code indirect permissions; an " +
		"entry or letter that no database operation of the object needs is dead and hides what the " +
		"code really does. Reported: a tabledata entry (by name, qualified name or id) on whose table " +
		"the object performs no operation, and the letters r, i, m, d of an entry that its operations " +
		"on the table do not need. Uses are the Record calls AC0031 counts (Find..., Get, IsEmpty, " +
		"Count: r; Insert: i; Modify, ModifyAll, Rename: m; Delete, DeleteAll: d), also CalcSums and " +
		"Next (r) and Truncate (d), on non-temporary records, in obsolete code too; report and query " +
		"data items (r) and xmlport table elements (as AC0031); and r on a table a FlowField reads (its " +
		"CalcFormula) of any table the object works with. Not reported: objects that run a RecordRef " +
		"operation, use a DataTransfer or a query variable, or call such a method on a record whose " +
		"table is not known (they may use any table); entries whose table is not known; entries on a " +
		"table one of whose own procedures the object calls on its records (Setup.GetNextNo() may " +
		"read and write the table for the caller); the source " +
		"table of a page or of the page a page extension extends; permission sets; obsolete objects; " +
		"test codeunits with TestPermissions = Disabled. Permissions do not flow into called objects, " +
		"so operations of called procedures in other objects do not count. Fixes: remove the entry " +
		"(RemoveEntireEntry), or the property when it is the only entry (RemoveEntireProperty); set " +
		"the letters to the ones used (ReduceChars when the entry holds them all, else ReplaceChars).",
	Severity:    analysis.SeverityInfo,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	FixKeys:     []string{"AC0032.RemoveEntireEntry", "AC0032.RemoveEntireProperty", "AC0032.ReduceChars", "AC0032.ReplaceChars"},
	UsesProject: true,
	Run:         runAC0032,
	BatchFix:    batchAC0032,
}

// batchAC0032 removes, per Permissions property, every entry the given
// RemoveEntireEntry reports name in one set of deletions, and the property
// when no entry is left. Other keys edit one token each and need no batch.
func batchAC0032(pass *analysis.Pass, reports []analysis.Report, key string) []analysis.TextEdit {
	f := pass.File
	var out []analysis.TextEdit
	if key != "AC0032.RemoveEntireEntry" {
		for _, r := range reports {
			for _, fx := range r.Fixes {
				if fx.Key == key {
					out = append(out, fx.Edits...)
				}
			}
		}
		return out
	}
	want := spanSet{}
	for _, r := range reports {
		want[r.Span] = true
	}
	for _, obj := range f.Objects() {
		prop := f.Property(obj, "Permissions")
		if prop == nil || !want.anyIn(f.Span(prop)) {
			continue
		}
		all, ok := f.PermissionEntries(prop)
		if !ok {
			continue
		}
		items := make([]syntax.Span, len(all))
		remove := make([]bool, len(all))
		n := 0
		for i, e := range all {
			items[i] = f.RangeSpan(e.Tokens)
			if want[items[i]] {
				remove[i] = true
				n++
			}
		}
		if n == len(all) {
			out = append(out, edit.RemoveNode(f, prop))
			continue
		}
		edits := edit.RemoveListItems(items, remove)
		clean := true
		for _, ed := range edits {
			if f.HasDirectiveIn(ed.Span) {
				clean = false
			}
		}
		if clean {
			out = append(out, edits...)
		}
	}
	return out
}

// spanSet is a set of report spans.
type spanSet map[syntax.Span]bool

// anyIn reports whether a span of the set lies inside s.
func (set spanSet) anyIn(s syntax.Span) bool {
	for x := range set {
		if s.Start <= x.Start && x.End <= s.End {
			return true
		}
	}
	return false
}

func runAC0032(pass *analysis.Pass) {
	f := pass.File
	byObj := permissions.TableAccesses.Get(pass)
	for _, obj := range f.Objects() {
		switch f.ObjectKind(obj) {
		case syntax.KwCodeunit, syntax.KwTable, syntax.KwTableExtension, syntax.KwPage, syntax.KwPageExtension,
			syntax.KwReport, syntax.KwReportExtension, syntax.KwQuery, syntax.KwXmlPort:
		default:
			continue
		}
		if f.IsObsolete(obj) || permissions.DisabledTest(f, obj) {
			continue
		}
		entries, all, prop, ok := permissions.TableDataEntries(f, obj)
		if prop == nil || !ok || len(entries) == 0 {
			continue
		}
		acc := byObj[obj]
		if acc == nil {
			acc = &permissions.ObjectAccesses{}
		}
		if acc.Unknown {
			continue
		}
		source := permissions.PageSourceTable(pass, obj)
		touched := acc.Touched
		if source != nil {
			touched = append(touched[:len(touched):len(touched)], source)
		}
		for _, e := range entries {
			t := permEntryTable(pass, e.Ref)
			if t == nil || source != nil && records.SameTable(source, t) || callsTableProcedure(acc, t) {
				continue
			}
			used := ""
			for _, a := range acc.Accesses {
				if records.SameTable(a.Table, t) && strings.IndexByte(used, a.Op) < 0 {
					used += string(a.Op)
				}
			}
			if strings.IndexByte(used, 'r') < 0 && flowFieldsRead(pass, touched, t) {
				used += "r"
			}
			if e.Chars.Last-e.Chars.First != 1 {
				continue
			}
			declared := f.TokenText(e.Chars.First)
			unused, missing := "", false
			for i := 0; i < len(permissions.Order); i++ {
				c := permissions.Order[i]
				has, needed := permissions.HasLetter(declared, c), strings.IndexByte(used, c) >= 0
				if has && !needed {
					unused += string(c)
				}
				if needed && !has {
					missing = true
				}
			}
			if unused == "" {
				continue
			}
			display := permDisplayName(e.Ref)
			span := f.RangeSpan(e.Entry.Tokens)
			if used == "" {
				msg := "Permission 'tabledata " + display + "' is declared but this object performs no database operations on table '" + display + "'."
				pass.Reportf(span, []any{msg}, ac0032RemoveFix(pass, prop, all, e))
				continue
			}
			required := permissions.CanonicalLetters(used)
			msg := "Permission '" + unused + "' on 'tabledata " + display + "' is not needed. Only '" + required + "' is required."
			verb := "ReduceChars"
			if missing {
				verb = "ReplaceChars"
			}
			pass.Reportf(span, []any{msg}, pass.Fix(verb, "Set the permission of tabledata "+display+" to '"+required+"'",
				edit.ReplaceToken(f, e.Chars.First, caseLike(declared, required))))
		}
	}
}

// ac0032RemoveFix removes an entry from the Permissions property, or the
// property when it is its only entry.
func ac0032RemoveFix(pass *analysis.Pass, prop *syntax.Node, all []syntax.PermissionEntry, e permissions.Entry) analysis.Fix {
	f := pass.File
	if len(all) == 1 {
		return pass.Fix("RemoveEntireProperty", "Remove the Permissions property", edit.RemoveNode(f, prop))
	}
	items := make([]syntax.Span, len(all))
	remove := make([]bool, len(all))
	for i, x := range all {
		items[i] = f.RangeSpan(x.Tokens)
		remove[i] = x.Tokens == e.Entry.Tokens
	}
	edits := edit.RemoveListItems(items, remove)
	for _, ed := range edits {
		if f.HasDirectiveIn(ed.Span) {
			return analysis.Fix{}
		}
	}
	return pass.Fix("RemoveEntireEntry", "Remove the permission for tabledata "+permDisplayName(e.Ref), edits...)
}

// callsTableProcedure reports whether the object calls a procedure of
// table t on one of its records.
func callsTableProcedure(acc *permissions.ObjectAccesses, t *symbols.Object) bool {
	for _, u := range acc.ProcTables {
		if records.SameTable(u, t) {
			return true
		}
	}
	return false
}

// permEntryTable returns the table a permission entry's object reference
// names, nil when it is not known.
func permEntryTable(pass *analysis.Pass, ref string) *symbols.Object {
	ref = strings.TrimSpace(ref)
	if ref == "" || pass.Summary == nil {
		return nil
	}
	if ref[0] >= '0' && ref[0] <= '9' {
		id, err := strconv.Atoi(ref)
		if err != nil {
			return nil
		}
		return pass.Summary.ObjectByID("table", id)
	}
	ns, name := symbols.SplitName(ref)
	return pass.Scopes().ObjectNamed("table", ns, name)
}

// permDisplayName is the table of an object reference as a message names
// it: the unquoted name without its namespace, or the id.
func permDisplayName(ref string) string {
	_, name := symbols.SplitName(ref)
	return name
}

// caseLike writes letters in upper case when the permission text it
// replaces is mostly upper case.
func caseLike(old, letters string) string {
	upper, lower := 0, 0
	for _, c := range old {
		switch {
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= 'a' && c <= 'z':
			lower++
		}
	}
	if upper > lower {
		return strings.ToUpper(letters)
	}
	return letters
}

// flowFieldsRead reports whether a FlowField of one of the tables reads
// table t: its CalcFormula (sum, count, exist, lookup, ...) names t.
func flowFieldsRead(pass *analysis.Pass, tables []*symbols.Object, t *symbols.Object) bool {
	if pass.Summary == nil {
		return false
	}
	for _, tab := range tables {
		for _, fl := range pass.Summary.TableFields(tab) {
			if !strings.EqualFold(fl.FieldClass, "FlowField") {
				continue
			}
			if name := calcFormulaTable(symbols.PropertyValue(fl.Properties, "CalcFormula")); name != "" {
				ns, n := symbols.SplitName(name)
				if strings.EqualFold(n, t.Name) && (ns == "" || strings.EqualFold(ns, t.Namespace)) {
					return true
				}
			}
		}
	}
	return false
}

// calcFormulaTable returns the table reference a CalcFormula reads, as
// written: sum("Cust. Ledger Entry".Amount where(...)) gives
// `"Cust. Ledger Entry"`, exist(Contact where(...)) gives `Contact`.
func calcFormulaTable(v string) string {
	open := strings.IndexByte(v, '(')
	if open < 0 {
		return ""
	}
	fn := strings.ToLower(strings.TrimSpace(v[:open]))
	s := strings.TrimSpace(v[open+1:])
	// The reference ends at a blank before where or at a parenthesis;
	// dots inside quotes belong to names.
	var parts []string
	start, inQuote := 0, false
	end := len(s)
scan:
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inQuote = !inQuote
		case inQuote:
		case c == '.':
			parts = append(parts, s[start:i])
			start = i + 1
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ')' || c == '(':
			end = i
			break scan
		}
	}
	parts = append(parts, s[start:end])
	if fn != "count" && fn != "exist" {
		// sum, average, min, max, lookup: the last part is the field.
		if len(parts) < 2 {
			return ""
		}
		parts = parts[:len(parts)-1]
	}
	return strings.Join(parts, ".")
}
