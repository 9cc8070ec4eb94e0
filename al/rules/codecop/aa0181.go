package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AA0181 reports FindSet and Find calls on a record that is never moved
// with Next.
var AA0181 = &analysis.Rule{
	ID:      "AA0181",
	Title:   "The FindSet() or Find() methods must be used only in connection with the Next() method",
	Message: "%s reads a set of records, but '%s' is never moved with Next(); read one record instead",
	Description: "FindSet and Find prepare a set of records to loop through; when the code only uses the " +
		"first one, the database and the network do work for nothing. Reported: FindSet or Find on a " +
		"local record variable, or a record parameter passed by value, when no Next() on it follows " +
		"anywhere in the routine; Find counts with '-' or '+' (Find() and Find('=') look a record up by " +
		"its key, Find('>') and Find('<') step to one neighbour). A record whose set the routine " +
		"changes with ModifyAll or DeleteAll is not reported (System Application builds at Error " +
		"with if R.FindSet() then ... R.ModifyAll(...)). A record used whole anywhere in the routine (passed to a procedure " +
		"or to RecordRef.GetTable, assigned, returned), used in a with body or mentioned in inactive " +
		"code is skipped: the loop may be elsewhere. Globals, var parameters and the implicit Rec are " +
		"not checked (another routine may loop). The fix replaces FindSet() and Find('-') with FindFirst() " +
		"and Find('+') with FindLast(); FindSet(true) gets no fix (FindFirst does not lock).",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0181.ReadOneRecord"},
	UsesProject: true,
	Run:         runAA0181,
}

func runAA0181(pass *analysis.Pass) {
	f := pass.File
	for _, u := range records.LocalRecords(pass) {
		if u.Has("Next") || u.Has("ModifyAll") || u.Has("DeleteAll") {
			continue
		}
		for _, c := range u.Calls {
			if c.Call == nil || !records.StartsSet(f, c) {
				continue
			}
			replacement := aa0181Replacement(f, c)
			var edits []analysis.TextEdit
			if replacement != "" {
				edits = append(edits, edit.Replace(syntax.Span{Start: f.Tokens[c.Name].Span.Start, End: f.Span(c.Call).End}, replacement))
			}
			pass.Reportf(c.Span(f), []any{c.Method.Name + "()", u.Decl.Name},
				pass.FixIf(replacement != "", "ReadOneRecord", "Read one record", edits...))
		}
	}
}

// aa0181Replacement returns the call text (name and arguments) that reads
// only the record the call would find first, or "" when there is none.
func aa0181Replacement(f *syntax.File, c calls.Call) string {
	if c.Is("FindSet", "Record") {
		if len(c.Args) == 0 {
			return "FindFirst()"
		}
		return ""
	}
	switch records.FindWhich(f, c) {
	case "-":
		return "FindFirst()"
	case "+":
		return "FindLast()"
	}
	return ""
}
