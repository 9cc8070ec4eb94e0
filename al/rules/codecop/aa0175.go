package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AA0175 reports finds of a record whose values are never used.
var AA0175 = &analysis.Rule{
	ID:      "AA0175",
	Title:   "Only find record if you need to use it",
	Message: "%s reads a record of '%s', but no value of it is used; use IsEmpty() to test for records",
	Description: "Find, FindFirst, FindLast and FindSet fetch a record's values; when the code only asks " +
		"whether a record exists, IsEmpty() answers without reading one. Reported: such a call on a " +
		"local record variable, or a record parameter passed by value, when the routine never reads a " +
		"field of it and calls on it only methods that filter, count or find (SetRange, SetFilter, " +
		"Reset, SetCurrentKey, SetLoadFields, FilterGroup, ReadIsolation, LockTable, Count, IsEmpty " +
		"and the finds). A record used whole anywhere in the routine (passed on, assigned, returned), " +
		"used in a with body or mentioned in inactive code is skipped, as are globals, var parameters " +
		"and the implicit Rec. Get is not reported: it checks a primary key, which IsEmpty cannot do " +
		"without filters, and neither are Find() and Find('=', '>', '<'), which start from the key values " +
		"of the record. The fix, offered when the call is an if condition (or its negation), an " +
		"exit value or an assigned value, replaces X.FindFirst() with not X.IsEmpty() (and " +
		"not X.FindFirst() with X.IsEmpty()).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0175.UseIsEmpty"},
	UsesProject: true,
	Run:         runAA0175,
}

// aa0175NoValue are the Record methods that filter, count or find without
// using the values of the record found.
var aa0175NoValue = []string{"SetRange", "SetFilter", "Reset", "SetCurrentKey", "SetLoadFields", "AddLoadFields",
	"FilterGroup", "ReadIsolation", "LockTable", "Count", "CountApprox", "IsEmpty", "Find", "FindFirst",
	"FindLast", "FindSet", "SetAutoCalcFields", "SetPermissionFilter"}

func runAA0175(pass *analysis.Pass) {
	f := pass.File
	for _, u := range records.LocalRecords(pass) {
		if !aa0175ValuesUnused(u) {
			continue
		}
		for _, c := range u.Calls {
			if c.Call == nil || !(records.StartsSet(f, c) || c.Is("FindFirst", "Record") || c.Is("FindLast", "Record")) {
				continue
			}
			edits, ok := aa0175UseIsEmpty(f, c)
			pass.Reportf(c.Span(f), []any{c.Method.Name + "()", u.Decl.Name},
				pass.FixIf(ok, "UseIsEmpty", "Use IsEmpty()", edits...))
		}
	}
}

// aa0175ValuesUnused reports whether every member access on the variable
// is a call of a method that does not use the record's values: a member
// that is not a known built-in call (a field) uses them.
func aa0175ValuesUnused(u *records.Uses) bool {
	calls := map[*syntax.Node]bool{}
	for _, c := range u.Calls {
		used := true
		for _, name := range aa0175NoValue {
			if c.Is(name, "Record") {
				used = false
				break
			}
		}
		if used {
			return false
		}
		calls[c.Receiver] = true
	}
	for _, r := range u.Decl.Refs {
		if !calls[r.Node] {
			return false // a field access, or something not understood
		}
	}
	return true
}

// aa0175UseIsEmpty returns the edits that test for a record with IsEmpty
// instead of the find c, when c's Boolean value is used directly.
func aa0175UseIsEmpty(f *syntax.File, c calls.Call) ([]analysis.TextEdit, bool) {
	if len(c.Args) > 0 && !c.Is("Find", "Record") {
		return nil, false // FindSet(true) locks, IsEmpty does not
	}
	receiver := f.Text(f.Span(c.Receiver))
	p := c.Call.Parent
	if p != nil && p.Kind == syntax.UnaryExpr && f.IsKeyword(int(p.First), syntax.KwNot) {
		if aa0175ValueUse(p) {
			return []analysis.TextEdit{edit.Replace(f.Span(p), receiver+".IsEmpty()")}, true
		}
		return nil, false
	}
	if !aa0175ValueUse(c.Call) {
		return nil, false
	}
	return []analysis.TextEdit{edit.Replace(f.Span(c.Call), "not "+receiver+".IsEmpty()")}, true
}

// aa0175ValueUse reports whether n is the condition of an if, the value of
// an exit or the value of an assignment.
func aa0175ValueUse(n *syntax.Node) bool {
	p := n.Parent
	if p == nil {
		return false
	}
	switch p.Kind {
	case syntax.IfStmt:
		return p.Children[0] == n
	case syntax.ExitStmt:
		return true
	case syntax.AssignStmt:
		return len(p.Children) == 2 && p.Children[1] == n
	}
	return false
}
