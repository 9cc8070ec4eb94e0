package codecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/syntax"
)

// AA0233 reports FindFirst, FindLast and Get calls whose record is then
// moved with Next.
var AA0233 = &analysis.Rule{
	ID:      "AA0233",
	Title:   "Use Get(), FindFirst() and FindLast() without Next() method",
	Message: "%s reads one record, but Next() on '%s' follows; read a set instead",
	Description: "Get, FindFirst and FindLast fetch a single record; a Next() after them goes back to the " +
		"database for every further record. Reported: such a call on a local record variable, or a " +
		"record parameter passed by value, when the next call on the same variable in the routine's " +
		"text that positions or filters it is Next() (Find, FindSet, FindFirst, FindLast, Get, Reset, " +
		"SetRange, SetFilter, SetCurrentKey, SetView, Copy and CopyFilters in between start again). " +
		"A record used whole anywhere in the routine, used in a with body or mentioned in inactive " +
		"code is skipped, as are globals, var parameters and the implicit Rec. The fix replaces " +
		"FindFirst() with FindSet() and FindLast() with Find('+'); Get gets no fix.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.CodeCop,
	FixKeys:     []string{"AA0233.ReadSet"},
	UsesProject: true,
	Run:         runAA0233,
}

// aa0233Restarts are the Record methods that reposition or refilter a
// record: after them, a Next() no longer continues from an earlier read.
var aa0233Restarts = []string{"Find", "FindSet", "FindFirst", "FindLast", "Get", "Reset", "SetRange",
	"SetFilter", "SetCurrentKey", "SetView", "Copy", "CopyFilters", "SetPosition"}

func runAA0233(pass *analysis.Pass) {
	f := pass.File
	for _, u := range records.LocalRecords(pass) {
		var single *calls.Call
		for i := range u.Calls {
			c := &u.Calls[i]
			if c.Call != nil && c.Is("Next", "Record") && single != nil {
				aa0233Report(pass, f, *single, u.Decl.Name)
				single = nil
				continue
			}
			if c.Is("FindFirst", "Record") || c.Is("FindLast", "Record") || c.Is("Get", "Record") {
				single = c
				continue
			}
			for _, name := range aa0233Restarts {
				if c.Is(name, "Record") {
					single = nil
					break
				}
			}
		}
	}
}

func aa0233Report(pass *analysis.Pass, f *syntax.File, c calls.Call, name string) {
	replacement := ""
	switch {
	case c.Is("FindFirst", "Record"):
		replacement = "FindSet()"
	case c.Is("FindLast", "Record"):
		replacement = "Find('+')"
	}
	var edits []analysis.TextEdit
	if replacement != "" {
		edits = append(edits, edit.Replace(syntax.Span{Start: f.Tokens[c.Name].Span.Start, End: c.Span(f).End}, replacement))
	}
	pass.Reportf(c.Span(f), []any{c.Method.Name + "()", name},
		pass.FixIf(replacement != "", "ReadSet", "Read a set of records", edits...))
}
