package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AA0214 reports Modify calls on a record that was read and not changed.
var AA0214 = &analysis.Rule{
	ID:      "AA0214",
	Title:   "The local record should be modified before saving to the database",
	Message: "'%s' is saved with Modify() right after it was read, without a change",
	Description: "A Modify() that follows a read of the record (Get, Find, FindFirst, FindLast, FindSet, " +
		"Next) with no change in between writes the same values back. Reported on a local record " +
		"variable, or a record parameter passed by value, when, in the routine's text, no reference to " +
		"the variable between the read and the Modify() may change it: anything but a field read or a " +
		"call of a method that reads, filters or checks (SetRange, SetFilter, TestField, CalcFields, " +
		"...) counts as a change, as does a field passed as an argument (it may be a var parameter). " +
		"A record used whole anywhere in the routine, used in a with body or mentioned in inactive " +
		"code is skipped, as are globals, var parameters and the implicit Rec. No fix: whether a change " +
		"is missing or the Modify() is superfluous only the author knows.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0214,
}

// aa0214Reads are the Record methods that load a record from the database:
// the loading methods of records and Next, but not GetBySystemId (the
// rule's list has never had it).
var aa0214Reads = func() []string {
	names := []string{"next"}
	for name := range records.Names(func(m records.Method) bool { return m.Loads }) {
		if name != "getbysystemid" {
			names = append(names, name)
		}
	}
	return names
}()

// aa0214Unchanging are the Record methods that do not change the values a
// Modify would write.
var aa0214Unchanging = []string{"SetRange", "SetFilter", "Reset", "SetCurrentKey", "SetLoadFields", "AddLoadFields",
	"FilterGroup", "ReadIsolation", "LockTable", "Count", "CountApprox", "IsEmpty", "TestField", "FieldError",
	"FieldCaption", "FieldName", "TableCaption", "TableName", "FieldNo", "GetFilter", "GetFilters", "GetRangeMin",
	"GetRangeMax", "HasFilter", "Mark", "MarkedOnly", "RecordId", "GetPosition", "CalcFields", "SetAutoCalcFields",
	"ReadPermission", "WritePermission", "IsTemporary", "CurrentCompany", "GetView", "Ascending", "CurrentKey"}

func runAA0214(pass *analysis.Pass) {
	f := pass.File
	for _, u := range records.LocalRecords(pass) {
		if !u.Has("Modify") {
			continue
		}
		calls := map[*syntax.Node]calls.Call{}
		for _, c := range u.Calls {
			calls[c.Receiver] = c
		}
		fresh := false
		for _, r := range u.Decl.Refs {
			c, isCall := calls[r.Node]
			switch {
			case isCall && aa0214Is(c, aa0214Reads):
				fresh = true
			case isCall && c.Call != nil && c.Is("Modify", "Record"):
				if fresh {
					pass.Reportf(c.Span(f), []any{u.Decl.Name})
				}
				fresh = false
			case isCall && aa0214Is(c, aa0214Unchanging):
			case !isCall && aa0214FieldRead(r.Node.Parent):
			default:
				fresh = false
			}
		}
	}
}

// aa0214Is reports whether c is a call of one of the Record methods.
func aa0214Is(c calls.Call, names []string) bool {
	for _, n := range names {
		if c.Is(n, "Record") {
			return true
		}
	}
	return false
}

// aa0214FieldRead reports whether the member access X.Field only reads the
// field: it is not assigned, not passed as an argument, not a receiver.
func aa0214FieldRead(m *syntax.Node) bool {
	p := m.Parent
	if p == nil {
		return false
	}
	switch p.Kind {
	case syntax.AssignStmt:
		return p.Children[0] != m
	case syntax.ArgumentList, syntax.MemberExpr, syntax.CallExpr, syntax.ForStmt, syntax.ForeachStmt:
		return false
	}
	return true
}
